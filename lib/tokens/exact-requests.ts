import type { MessageCountTokensParams, MessageCountTokensTool, Tool, ToolSearchToolRegex20251119 } from '@anthropic-ai/sdk/resources/messages/messages';
import { ContextModel } from '@/lib/engine/context-model';
import { searchToolEntry } from '@/lib/protocol/search-tools';
import type { MessagesRequest, ToolDefinition } from '@/lib/scenario/types';

/**
 * The count_tokens requests behind the budget page's "Exact counts" panel.
 * Type-only imports from the SDK: these bodies are built on the first render,
 * and the SDK itself is loaded only when the user asks for a count.
 */

/** Where a count goes. Only the real API's answer is exact: the emulator's is our own estimator. */
export type CountRoute = 'browser' | 'server' | 'emulator';

export type CountRequestKind = 'allLoaded' | 'toolSearch' | 'searchLoaded';
export const COUNT_REQUEST_KINDS: readonly CountRequestKind[] = ['allLoaded', 'toolSearch', 'searchLoaded'];

/** The same short message in every request, so the differences between them are the tools alone. */
export const COUNT_MESSAGE = 'Which of my tools can help with this?';

export const SEARCH_TOOL: ToolSearchToolRegex20251119 = searchToolEntry('regex');

function asTool(definition: ToolDefinition, deferred: boolean): Tool {
  // Copied field by field: an uploaded catalog may carry fields (annotations, outputSchema) the API rejects.
  return {
    name: definition.name,
    ...(definition.description ? { description: definition.description } : {}),
    input_schema: definition.input_schema as Tool.InputSchema,
    ...(deferred ? { defer_loading: true } : {}),
  };
}

function body(model: string, tools: MessageCountTokensTool[]): MessageCountTokensParams {
  return { model, messages: [{ role: 'user', content: COUNT_MESSAGE }], tools };
}

/** (1) Every definition loaded: what the model reads before any work without tool search. */
export function allLoadedRequest(definitions: readonly ToolDefinition[], model: string): MessageCountTokensParams {
  return body(model, definitions.map((d) => asTool(d, false)));
}

/**
 * (2) The tool-search request as sent: the search tool and every definition deferred.
 * Whether count_tokens leaves the deferred ones out is not verified (PROTOCOL.md),
 * hence (3) beside it.
 */
export function toolSearchRequest(definitions: readonly ToolDefinition[], model: string): MessageCountTokensParams {
  return body(model, [SEARCH_TOOL, ...definitions.map((d) => asTool(d, true))]);
}

/**
 * (3) What the model reads once one search has loaded `n` definitions. Which ones
 * depends on the question; the first `n` of the selection stand in for them.
 */
export function searchLoadedRequest(definitions: readonly ToolDefinition[], model: string, n: number): MessageCountTokensParams {
  return body(model, [SEARCH_TOOL, ...definitions.slice(0, Math.max(0, n)).map((d) => asTool(d, false))]);
}

export function countRequests(definitions: readonly ToolDefinition[], model: string, n: number): Record<CountRequestKind, MessageCountTokensParams> {
  return {
    allLoaded: allLoadedRequest(definitions, model),
    toolSearch: toolSearchRequest(definitions, model),
    searchLoaded: searchLoadedRequest(definitions, model, n),
  };
}

/**
 * Our estimator on the very request that is counted, so its error is measured
 * like for like. It is the engine's ContextModel, which the emulator's
 * count_tokens answers with too: count_tokens prices a request's first
 * sampling iteration.
 */
export function estimateCountRequest(request: MessageCountTokensParams): number {
  // The GA count_tokens body is a subset of the beta request the engine reads (tools, system, messages).
  return ContextModel.ofRequest(request as unknown as MessagesRequest).inputTokens();
}

/** (estimate − counted) / counted; null when there is nothing to divide by. */
export function estimatorError(estimate: number, counted: number): number | null {
  return counted > 0 ? (estimate - counted) / counted : null;
}

/** FNV-1a: an upload removed and uploaded again under the same name may hold other tools. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

export interface CountSubject {
  /** Selected catalog ids, in selection order. */
  catalogs: readonly string[];
  definitions: readonly ToolDefinition[];
  model: string;
  route: CountRoute;
  /** Definitions one search loads: request (3) depends on it. */
  discovered: number;
}

/** One cache entry per catalog set, model and route (and search size); never anything about the key. */
export function countCacheKey(s: CountSubject): string {
  const set = [...s.catalogs].sort().join(',');
  return [s.route, s.model, set, String(s.discovered), fingerprint(JSON.stringify(s.definitions))].join('\u0000');
}

export type CountedRequests = Record<CountRequestKind, number>;

export type CountOne = (request: MessageCountTokensParams) => Promise<number>;

/**
 * Counts for the page session: each subject is asked for once, a second click
 * while one is pending shares it, and a failure is forgotten so that Retry asks again.
 */
export function exactCountCache() {
  const pending = new Map<string, Promise<CountedRequests>>();
  const done = new Map<string, CountedRequests>();
  return {
    peek(key: string): CountedRequests | undefined {
      return done.get(key);
    },
    count(subject: CountSubject, countOne: CountOne): Promise<CountedRequests> {
      const key = countCacheKey(subject);
      const known = done.get(key);
      if (known) return Promise.resolve(known);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const requests = countRequests(subject.definitions, subject.model, subject.discovered);
      const ask = (async () => {
        // One after another: a 429 on the first stops the rest instead of tripping three.
        const result = {} as CountedRequests;
        for (const kind of COUNT_REQUEST_KINDS) result[kind] = await countOne(requests[kind]);
        return result;
      })();
      pending.set(key, ask);
      return ask.then(
        (result) => {
          pending.delete(key);
          done.set(key, result);
          return result;
        },
        (e: unknown) => {
          pending.delete(key);
          throw e;
        },
      );
    },
  };
}

export type ExactCountCache = ReturnType<typeof exactCountCache>;
