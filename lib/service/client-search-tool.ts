import type { BetaTool, BetaToolReferenceBlockParam, BetaTextBlockParam } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { buildSearchIndex, searchInputToQuery } from '@/lib/search';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import type { SearchableTool } from '@/lib/search/types';

/**
 * A client-side search tool in the style of Claude Code's ToolSearch (same `query` / `max_results` input): an
 * ordinary (non-deferred) tool whose `tool_result` holds `tool_reference`
 * blocks, which make the API expand those deferred definitions for the model.
 */
export const CLIENT_SEARCH_TOOL = {
  name: SEARCH_TOOLS.custom.name,
  description:
    'Search the deferred tool catalog and load the best matches. Query with keywords; `select:name1,name2` picks tools by exact name; `+term` requires a term in the tool name. Returns tool_reference blocks for up to `max_results` tools.',
  input_schema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Keywords, `select:a,b`, or `+term` to require a term in the name' },
      max_results: { type: 'integer', minimum: 1, description: `Maximum number of tools to return (default ${DEFAULT_SEARCH_LIMIT})` },
    },
    required: ['query'],
  },
} satisfies BetaTool;

export type ClientSearchContent = Array<BetaToolReferenceBlockParam | BetaTextBlockParam>;

/** Runs the keyword search over the request's deferred tools and builds the `tool_result` content. */
export function runClientSearch(input: unknown, deferred: readonly SearchableTool[]): { content: ClientSearchContent; is_error: boolean } {
  const parsed = searchInputToQuery('keyword', input);
  if (!parsed.ok) return { content: [{ type: 'text', text: parsed.error.error_message ?? parsed.error.error_code }], is_error: true };
  const outcome = buildSearchIndex('keyword', deferred).search(parsed.query, { limit: parsed.limit });
  if (!outcome.ok) return { content: [{ type: 'text', text: outcome.error.error_message ?? outcome.error.error_code }], is_error: true };
  if (outcome.hits.length === 0) return { content: [{ type: 'text', text: 'No tools matched.' }], is_error: false };
  return { content: outcome.hits.map((h) => ({ type: 'tool_reference', tool_name: h.name })), is_error: false };
}
