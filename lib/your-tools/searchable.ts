import type { McpSearchName } from '@/lib/protocol/search-tools';
import type { SearchableTool } from '@/lib/search';
import { mcpSearchable } from '@/lib/search/mcp-tools';
import type { YourCatalog } from './types';

/**
 * A kept catalog as a search sees it, as the emulator's search sees MCP tools: a named server's
 * tool matched by its own name (or, in the unverified prefix reading, the composed one) and
 * reported under the name a `tool_reference` carries (`{server}_{name}`), with its own
 * description and schema.
 */
export function searchableTools(catalog: Pick<YourCatalog, 'tools'>, names: McpSearchName): SearchableTool[] {
  return catalog.tools.map((t) => {
    const tool = { name: t.bareName, description: t.definition.description ?? null, input_schema: t.definition.input_schema };
    return t.server === null ? tool : mcpSearchable(tool, t.server, names);
  });
}
