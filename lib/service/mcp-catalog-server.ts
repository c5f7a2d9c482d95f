import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { bundledCatalogTools } from './catalog-data';
import { runDemoTool } from './demo-tools';
import { demoServerInfo } from '@/lib/protocol/mcp-urls';

/**
 * A real MCP server over one shipped catalog: `tools/list` is the Registry (the
 * definitions, `input_schema` renamed back to MCP's `inputSchema`), `tools/call`
 * is the Real Tool (the deterministic demo implementations). The low-level
 * `Server` is used rather than `McpServer` because the catalogs are JSON Schema,
 * which `McpServer.registerTool` would want as zod.
 */
export function createCatalogServer(catalogId: string): Server {
  const definitions = bundledCatalogTools(catalogId);
  const tools: Tool[] = definitions.map((d) => ({
    name: d.name,
    ...(d.description ? { description: d.description } : {}),
    inputSchema: d.input_schema,
  }));
  const known = new Set(tools.map((t) => t.name));

  const server = new Server(demoServerInfo(catalogId), { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    if (!known.has(name)) return { content: [{ type: 'text', text: `Unknown tool: ${name}` }], isError: true };
    const result = runDemoTool(catalogId, name, args ?? {});
    return { content: [{ type: 'text', text: result.output }], isError: result.is_error };
  });
  return server;
}
