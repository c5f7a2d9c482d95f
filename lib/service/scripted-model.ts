import type { ContentBlock, MessageParam } from '@/lib/scenario/types';
import { DEFAULT_LIMIT, type SearchVariant } from '@/lib/search/types';
import type { ModelTool } from './model-context';
import { fillArguments } from './scripted-args';
import { readConversation, type CallEvent, type SearchEvent } from './scripted-history';
import { planIntents, type Intent } from './scripted-intents';

/**
 * The emulator's stand-in for Claude: a deterministic script, NOT a language
 * model. Each call is one sampling iteration: it reads the conversation (and
 * what this response has produced so far), works out which part of the
 * question is still open, and either searches for a tool, calls one, or
 * writes the answer. Anything that shows its output must say it is emulated.
 */

export interface ScriptedModelInput {
  /** The system prompt as plain text. */
  system: string;
  messages: readonly MessageParam[];
  /** Blocks already produced in this response. */
  turn: readonly ContentBlock[];
  /** The tools the model can see now (never a deferred one). */
  tools: readonly ModelTool[];
  /** How many definitions are deferred: the model knows a catalog exists, not what is in it. */
  deferredCount: number;
}

export type ModelAction =
  | { type: 'search'; tool: ModelTool; input: Record<string, unknown> }
  | { type: 'call'; tool: ModelTool; input: Record<string, unknown> }
  | { type: 'end' };

export interface ModelTurn {
  text: string;
  action: ModelAction;
  /** Why, in one line, for `emulated_model.decisions`. */
  decision: string;
}

const quote = (s: string) => JSON.stringify(s);
const excerpt = (s: string, max = 160) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** A client-side search tool is an ordinary tool that says it searches tools and takes a query. */
export function isClientSearchTool(tool: ModelTool): boolean {
  if (tool.kind !== 'custom' || !('input_schema' in tool.definition)) return false;
  const description = 'description' in tool.definition ? String(tool.definition.description ?? '') : '';
  const schema = tool.definition.input_schema as { properties?: Record<string, unknown> };
  return /search/i.test(tool.name) && /\btools?\b/i.test(description) && schema.properties?.query !== undefined;
}

function variantOf(tool: ModelTool): SearchVariant {
  if (tool.kind === 'custom') return 'keyword';
  return tool.name === 'tool_search_tool_bm25' ? 'bm25' : 'regex';
}

function describe(tool: ModelTool): { name: string; description: string } {
  const d = tool.definition as { description?: string | null };
  return { name: tool.name.toLowerCase(), description: (d.description ?? '').toLowerCase() };
}

function score(tool: ModelTool, intent: Intent): number {
  const { name, description } = describe(tool);
  const [core] = intent.keywords;
  if (intent.avoid?.test(name)) return 0;
  if (core && !name.includes(core) && !description.includes(core)) return 0;
  return intent.keywords.reduce((sum, word) => sum + (name.includes(word) ? 3 : description.includes(word) ? 1 : 0), 0);
}

/** Best-fitting tool for an intent; ties go to the shorter, then alphabetically first, name. */
function pickTool(tools: readonly ModelTool[], intent: Intent): { tool: ModelTool; score: number } | undefined {
  return tools
    .map((tool) => ({ tool, score: score(tool, intent) }))
    .filter((c) => c.score >= 3)
    .sort((a, b) => b.score - a.score || a.tool.name.length - b.tool.name.length || a.tool.name.localeCompare(b.tool.name))[0];
}

/** A system prompt may script the first search ("… first tool search … `pattern` …"): used by the search-error scenario. */
function scriptedFirstQuery(system: string): string | undefined {
  return /first tool search[^`]*`([^`]+)`/i.exec(system)?.[1];
}

function searchInput(searcher: ModelTool, variant: SearchVariant, query: string): Record<string, unknown> {
  if (variant === 'regex') return { pattern: query, limit: DEFAULT_LIMIT };
  if (variant === 'bm25') return { query, limit: DEFAULT_LIMIT };
  const schema = (searcher.definition as { input_schema?: { properties?: Record<string, unknown> } }).input_schema;
  if (schema?.properties?.max_results) return { query, max_results: DEFAULT_LIMIT };
  return schema?.properties?.limit ? { query, limit: DEFAULT_LIMIT } : { query };
}

function finalText(intents: readonly Intent[], calls: readonly CallEvent[]): string {
  return intents.map((intent, i) => (calls[i] ? intent.summarize(calls[i]) : '')).filter(Boolean).join(' ');
}

export function scriptedModelTurn(input: ScriptedModelInput): ModelTurn {
  const serverSearch = input.tools.find((t) => t.kind === 'search');
  const clientSearch = input.tools.find(isClientSearchTool);
  const conversation = readConversation(input.messages, input.turn, (name) => name === clientSearch?.name);
  const intents = planIntents(conversation.question, conversation.earlierQuestions);
  const calls = conversation.events.filter((e): e is CallEvent => e.kind === 'call' && e.result !== undefined);
  // The reading of the question is logged once per response, at its first iteration.
  const reading = `question ${quote(conversation.question)} → ${intents.map((i) => `${i.id}(${i.subject})`).join(', ')}`;
  const plan = input.turn.length === 0 ? reading : `part ${Math.min(calls.length + 1, intents.length)} of ${intents.length}`;

  const intent = intents[calls.length];
  if (!intent) {
    return {
      text: finalText(intents, calls),
      action: { type: 'end' },
      decision: `${plan}: every part is answered (${calls.map((c) => c.name).join(', ')}); writing the answer and ending the turn`,
    };
  }

  const lastCallAt = conversation.events.findLastIndex((e) => e.kind === 'call');
  const searches = conversation.events.slice(lastCallAt + 1).filter((e): e is SearchEvent => e.kind === 'search');
  const lastSearch = searches.at(-1);
  const candidates = input.tools.filter((t) => t.kind !== 'search' && t !== clientSearch);
  const best = pickTool(candidates, intent);
  const earlier = calls.map((c, i) => intents[i]?.summarize(c) ?? '');

  if (best) {
    const { tool } = best;
    const args = fillArguments((tool.definition as { input_schema?: unknown }).input_schema, intent.hints(earlier), conversation.question);
    const justFound = lastSearch?.result && 'references' in lastSearch.result && lastSearch.result.references.includes(tool.name);
    const forWhom = intent.subject ? ` for ${intent.subject}` : '';
    const text = justFound
      ? `Found ${tool.name}. Calling it${forWhom}.`
      : tool.how === 'discovered'
        ? `${tool.name} is still loaded from an earlier search, so no new search is needed. Calling it${forWhom}.`
        : `Calling ${tool.name}${forWhom}.`;
    return {
      text,
      action: { type: 'call', tool, input: args },
      decision: `${plan}: ${tool.name} (${tool.how}) fits "${intent.purpose}" best (score ${best.score}); calling it with ${excerpt(JSON.stringify(args))}`,
    };
  }

  const searcher = serverSearch ?? clientSearch;
  if (!searcher) {
    return {
      text: `I don't have a tool that can ${intent.purpose}, and no tool search is available to find one.`,
      action: { type: 'end' },
      decision: `${plan}: no loaded tool fits "${intent.purpose}" and there is no search tool; ending the turn`,
    };
  }

  const variant = variantOf(searcher);
  const forced = calls.length === 0 ? scriptedFirstQuery(input.system) : undefined;
  const queries = forced ? [forced, ...intent.queries[variant]] : intent.queries[variant];
  const query = queries[searches.length];
  if (query === undefined) {
    const done = finalText(intents, calls);
    return {
      text: `${done ? `${done} ` : ''}I searched ${searches.length === 1 ? 'once' : `${searches.length} times`} but found no tool that can ${intent.purpose}.`,
      action: { type: 'end' },
      decision: `${plan}: ${searches.length} searches found nothing that fits "${intent.purpose}"; giving up`,
    };
  }

  const failed = lastSearch?.result && 'error' in lastSearch.result ? lastSearch.result.error : undefined;
  const text = !lastSearch
    ? calls.length === 0
      ? `I'll search my tools for one that can ${intent.purpose}.`
      : `Next I need a tool that can ${intent.purpose}. Searching for one.`
    : failed
      ? `That search failed (${failed}). Trying again with ${quote(query)}.`
      : `None of those tools can ${intent.purpose}. Searching again with ${quote(query)}.`;
  const why = forced && searches.length === 0 ? 'the system prompt scripts this first search' : `search #${searches.length + 1}`;
  return {
    text,
    action: { type: 'search', tool: searcher, input: searchInput(searcher, variant, query) },
    decision: `${plan}: no loaded tool fits "${intent.purpose}" (${input.deferredCount} definitions deferred); ${why} with ${searcher.name} ${variant} ${quote(query)}`,
  };
}
