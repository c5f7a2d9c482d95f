import type { SearchableTool } from '@/lib/search';
import type { YourCatalog } from './types';

/**
 * A kept catalog as a search sees it: each tool under the name a `tool_reference` would carry
 * (`{server}_{name}` for a named server, as the emulator's search sees MCP tools), with its own
 * description and schema.
 */
export function searchableTools(catalog: Pick<YourCatalog, 'tools'>): SearchableTool[] {
  return catalog.tools.map((t) => ({ name: t.name, description: t.definition.description ?? null, input_schema: t.definition.input_schema }));
}
