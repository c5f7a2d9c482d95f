import type {
  ToolSearchToolResultErrorObject,
  ToolSearchToolSearchResultBlock,
} from '@anthropic-ai/sdk/resources/messages/messages';
import { buildBm25Index } from './bm25';
import { buildKeywordIndex } from './keyword';
import { buildRegexIndex } from './regex-search';
import { DEFAULT_SEARCH_LIMIT, MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';
import type { SearchIndex, SearchOutcome, SearchableTool } from './types';

export * from './types';
export { extractFields, type ToolField } from './fields';
export { parsePythonRegex, type PythonRegexResult } from './python-regex';
export { BM25_B, BM25_FIELD_WEIGHTS, BM25_K1 } from './bm25';
export { parseToolName } from './keyword';

/**
 * More than 10,000 deferred tools is a request the API refuses outright (an HTTP 400, not a
 * search error), so building an index for one is a programming error the caller must map.
 */
export class CatalogTooLargeError extends Error {
  readonly code = 'catalog_too_large' as const;
  constructor(readonly size: number, readonly max: number = MAX_DEFERRED_TOOLS) {
    super(`the catalog has ${size} tools; at most ${max} deferred tools are allowed per request`);
    this.name = 'CatalogTooLargeError';
  }
}

export function buildSearchIndex(variant: SearchAlgorithm, tools: readonly SearchableTool[]): SearchIndex {
  if (tools.length > MAX_DEFERRED_TOOLS) throw new CatalogTooLargeError(tools.length);
  switch (variant) {
    case 'regex':
      return buildRegexIndex(tools);
    case 'bm25':
      return buildBm25Index(tools);
    case 'keyword':
      return buildKeywordIndex(tools);
  }
}

/** The `content` of a `tool_search_tool_result` block for this outcome. */
export function toToolReferences(outcome: SearchOutcome): ToolSearchToolSearchResultBlock | ToolSearchToolResultErrorObject {
  if (!outcome.ok) return outcome.error;
  return {
    type: 'tool_search_tool_search_result',
    tool_references: outcome.hits.map((hit) => ({ type: 'tool_reference', tool_name: hit.name })),
  };
}

export type SearchRequest =
  | {
      ok: true;
      query: string;
      limit: number;
      /** The input used the article-era (Nov 2025 beta) shape `{"query": …}` for regex. */
      articleEra: boolean;
    }
  | { ok: false; error: ToolSearchToolResultErrorObject };

const invalid = (message: string): SearchRequest => ({
  ok: false,
  error: { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input', error_message: message },
});

/**
 * Reads the model's `server_tool_use.input`: `{pattern, limit?}` for regex (today's wire shape),
 * `{query, limit?}` for BM25, `{query, max_results?}` for Claude Code's keyword ToolSearch.
 * The article-era regex input `{query}` is accepted and flagged. Limits on the query's length are
 * checked by the search itself, which knows each variant's maximum.
 */
export function searchInputToQuery(variant: SearchAlgorithm, input: unknown): SearchRequest {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return invalid('input must be a JSON object');
  const record = input as Record<string, unknown>;

  let query: unknown;
  let articleEra = false;
  if (variant === 'regex') {
    if (record.pattern !== undefined) {
      query = record.pattern;
      if (typeof query !== 'string') return invalid('input.pattern must be a string');
    } else if (typeof record.query === 'string') {
      query = record.query;
      articleEra = true;
    } else {
      return invalid('input.pattern is required (a Python regular expression)');
    }
  } else {
    query = record.query;
    if (typeof query !== 'string') return invalid('input.query is required and must be a string');
  }

  const limitKey = variant === 'keyword' && record.max_results !== undefined ? 'max_results' : 'limit';
  const rawLimit = record[limitKey];
  let limit = DEFAULT_SEARCH_LIMIT;
  if (rawLimit !== undefined) {
    if (typeof rawLimit !== 'number' || !Number.isInteger(rawLimit) || rawLimit < 1) {
      return invalid(`input.${limitKey} must be a positive integer`);
    }
    limit = rawLimit;
  }
  return { ok: true, query: query as string, limit, articleEra };
}
