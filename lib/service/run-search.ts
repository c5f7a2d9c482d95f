import type { BetaToolSearchToolResultBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { CatalogTool } from '@/lib/engine/tool-catalog';
import { buildSearchIndex, searchInputToQuery, toToolReferences } from '@/lib/search';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';
import type { SearchIndex } from '@/lib/search/types';

export type SearchResultContent = BetaToolSearchToolResultBlock['content'];

/** The search sees an MCP tool by its composed `{server}_{name}`, the name its tool_reference carries. */
const definitionOf = (tool: CatalogTool) => ({ ...(tool.definition as { description?: string | null; input_schema?: unknown }), name: tool.name });

/**
 * The service side of a `server_tool_use` of the search tool: read its input,
 * run it over the deferred definitions, answer with references or with the
 * error object (an HTTP 200 either way). One index per variant per request.
 */
export class ToolSearchRunner {
  private readonly indexes = new Map<SearchAlgorithm, SearchIndex>();

  constructor(
    private readonly corpus: readonly CatalogTool[],
    private readonly deadlineMs?: number,
  ) {}

  run(variant: SearchAlgorithm, input: unknown): SearchResultContent {
    const parsed = searchInputToQuery(variant, input);
    if (!parsed.ok) return parsed.error;
    let index = this.indexes.get(variant);
    if (!index) {
      index = buildSearchIndex(variant, this.corpus.map(definitionOf));
      this.indexes.set(variant, index);
    }
    return toToolReferences(index.search(parsed.query, { limit: parsed.limit, ...(this.deadlineMs !== undefined ? { deadlineMs: this.deadlineMs } : {}) }));
  }
}
