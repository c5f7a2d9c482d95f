import type { ToolSearchToolResultErrorObject } from '@anthropic-ai/sdk/resources/messages/messages';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';

// Which algorithms there are, and which search tool runs which, is lib/protocol's table (SEARCH_TOOLS).

export interface SearchableTool {
  /** The name the search matches (its `name` field). */
  name: string;
  /**
   * The name a hit reports (its `tool_reference.tool_name`), when it is not `name`: an MCP tool is
   * matched by its own name but referenced as `{server}_{name}`.
   */
  reference?: string;
  description?: string | null;
  input_schema?: unknown;
  /**
   * Claude Code's `searchHint` (a short phrase scored between name parts and the description by the
   * keyword variant). Optional: API tool definitions have no such field, so regex/BM25 ignore it.
   */
  search_hint?: string | null;
}

export type SearchField = 'name' | 'description' | 'argument_name' | 'argument_description';

/** `ranges` are [start, end) UTF-16 offsets into `text`, ready for `text.slice`. */
export interface FieldMatch {
  field: SearchField;
  /** Dotted path of the argument (`filter.labels`, `items[].id`) for argument fields. */
  argument?: string;
  text: string;
  ranges: Array<[number, number]>;
}

export interface SearchHit {
  name: string;
  score: number;
  matches: FieldMatch[];
}

export type SearchOutcome =
  | { ok: true; hits: SearchHit[]; total_candidates: number; elapsed_ms: number }
  | { ok: false; error: ToolSearchToolResultErrorObject; elapsed_ms: number };

/** Milliseconds from an arbitrary origin, like `performance.now()`. */
export type Clock = () => number;

export interface SearchOptions {
  limit?: number;
  /** Time budget for one search, measured from its start. */
  deadlineMs?: number;
  /**
   * What the deadline and `elapsed_ms` are measured with; `performance.now` unless given. A
   * test passes its own to reach the deadline, or never reach it, whatever the machine's speed.
   */
  clock?: Clock;
}

export interface SearchIndex {
  readonly variant: SearchAlgorithm;
  readonly size: number;
  search(query: string, options?: SearchOptions): SearchOutcome;
}

/** Under the 1 s the API allows a search, with room for the last check interval. */
export const DEFAULT_DEADLINE_MS = 900;
