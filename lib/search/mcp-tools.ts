import { composedName, type McpSearchName } from '@/lib/protocol/search-tools';
import type { SearchableTool } from './types';

/**
 * An MCP server's tool as the search sees it: matched by its own name as tools/list gives it
 * (or, in the unverified prefix reading, by the composed name), and reported, as a tool_reference
 * names it, by the composed `{server}_{name}`. The emulator and the playground both go through here.
 */
export function mcpSearchable<T extends SearchableTool>(tool: T, server: string, names: McpSearchName): T & { reference: string } {
  const reference = composedName(server, tool.name);
  return { ...tool, name: names === 'prefixed' ? reference : tool.name, reference };
}
