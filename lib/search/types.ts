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

/** Where a tool stands in the whole ranking of one query: 1-based, however far below the limit; `null` when it did not match. */
export type RankPosition = { rank: number; score: number } | null;

export type SearchOutcome =
  | {
      ok: true;
      hits: SearchHit[];
      total_candidates: number;
      elapsed_ms: number;
      /** One entry per name asked for in `positionsOf` (regex and BM25 only). */
      positions?: Record<string, RankPosition>;
    }
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
  /**
   * Tools whose place in the whole ranking the outcome should give (`positions`), however far
   * below `limit` they fall: a report asks where the right tool stood, not only whether it was
   * loaded. Counted, not sorted, so asking costs one pass over the candidates.
   */
  positionsOf?: readonly string[];
  /** `false` leaves `matches` empty: a report running thousands of searches needs the order, not the highlights. */
  highlight?: boolean;
}

export interface SearchIndex {
  readonly variant: SearchAlgorithm;
  readonly size: number;
  search(query: string, options?: SearchOptions): SearchOutcome;
}

/** Under the 1 s the API allows a search, with room for the last check interval. */
export const DEFAULT_DEADLINE_MS = 900;
