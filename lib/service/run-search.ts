import type { BetaToolSearchToolResultBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { CatalogTool } from '@/lib/engine/tool-catalog';
import { buildSearchIndex, searchInputToQuery, toToolReferences } from '@/lib/search';
import { mcpSearchable } from '@/lib/search/mcp-tools';
import { DEFAULT_MCP_SEARCH_NAME, type McpSearchName, type SearchAlgorithm } from '@/lib/protocol/search-tools';
import type { SearchableTool, SearchIndex } from '@/lib/search/types';

export type SearchResultContent = BetaToolSearchToolResultBlock['content'];

/**
 * What the search sees of a tool: by default an MCP tool's own name (as tools/list gives it), its
 * description and arguments, with the composed `{server}_{name}` only as the reference a hit
 * reports. The `prefixed` reading (unverified) matches the composed name too.
 */
const searchableOf =
  (names: McpSearchName) =>
  (tool: CatalogTool): SearchableTool => {
    const definition = tool.definition as { description?: string | null; input_schema?: unknown };
    return tool.kind === 'mcp' && tool.server ? mcpSearchable({ ...definition, name: tool.callName }, tool.server, names) : { ...definition, name: tool.name };
  };

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
    private readonly names: McpSearchName = DEFAULT_MCP_SEARCH_NAME,
  ) {}

  run(variant: SearchAlgorithm, input: unknown): SearchResultContent {
    const parsed = searchInputToQuery(variant, input);
    if (!parsed.ok) return parsed.error;
    let index = this.indexes.get(variant);
    if (!index) {
      index = buildSearchIndex(variant, this.corpus.map(searchableOf(this.names)));
      this.indexes.set(variant, index);
    }
    return toToolReferences(index.search(parsed.query, { limit: parsed.limit, ...(this.deadlineMs !== undefined ? { deadlineMs: this.deadlineMs } : {}) }));
  }
}
