import type { ToolSearchToolResultErrorCode } from '@anthropic-ai/sdk/resources/messages/messages';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { DEFAULT_DEADLINE_MS, type Clock, type RankPosition, type SearchHit, type SearchOptions, type SearchOutcome } from './types';

/** `performance.now()` exists in browsers and Node alike, unlike `process.hrtime`. */
export const now: Clock = () => performance.now();

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** When a search started, by the clock it is measured with. */
export interface SearchStart {
  clock: Clock;
  startedAt: number;
}

export function startSearch(options: SearchOptions | undefined): SearchStart {
  const clock = options?.clock ?? now;
  return { clock, startedAt: clock() };
}

const elapsed = ({ clock, startedAt }: SearchStart) => round(clock() - startedAt);

export function failure(code: ToolSearchToolResultErrorCode, message: string, start: SearchStart): SearchOutcome {
  return {
    ok: false,
    error: { type: 'tool_search_tool_result_error', error_code: code, error_message: message },
    elapsed_ms: elapsed(start),
  };
}

export function success(hits: SearchHit[], totalCandidates: number, start: SearchStart, positions?: Record<string, RankPosition>): SearchOutcome {
  return { ok: true, hits, total_candidates: totalCandidates, elapsed_ms: elapsed(start), ...(positions ? { positions } : {}) };
}

/**
 * Each tool's first index by the name its hits report (its reference when it has one), for
 * `positionsOf` and `competitors` (built on first use: most indexes are never asked).
 */
export function indexByName(tools: readonly { name: string; reference?: string }[]): () => Map<string, number> {
  let map: Map<string, number> | undefined;
  return () => {
    if (!map) {
      map = new Map();
      tools.forEach((tool, i) => {
        const name = tool.reference ?? tool.name;
        if (!map!.has(name)) map!.set(name, i);
      });
    }
    return map;
  };
}

export type ResolvedOptions =
  | { ok: true; limit: number; deadline: number; deadlineMs: number; clock: Clock }
  | { ok: false; outcome: SearchOutcome };

/** Validates `limit` (a positive integer) and turns `deadlineMs` into an absolute deadline on the search's clock. */
export function resolveOptions(options: SearchOptions | undefined, start: SearchStart): ResolvedOptions {
  const limit = options?.limit ?? DEFAULT_SEARCH_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) {
    return { ok: false, outcome: failure('invalid_tool_input', `limit must be a positive integer, got ${String(limit)}`, start) };
  }
  const deadlineMs = options?.deadlineMs ?? DEFAULT_DEADLINE_MS;
  return { ok: true, limit, deadline: start.startedAt + deadlineMs, deadlineMs, clock: start.clock };
}

export function timeExceeded(deadlineMs: number, start: SearchStart): SearchOutcome {
  return failure('execution_time_exceeded', `search did not finish within ${deadlineMs} ms`, start);
}

/** Code points, not UTF-16 units: the limits are the API's, whose server counts characters. */
export const charLength = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
