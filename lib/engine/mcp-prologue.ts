import { builtinMcpPath, demoServerInfo } from '@/lib/protocol/mcp-urls';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import type { MessagesRequest, ToolDefinition } from '@/lib/scenario/types';
import type { McpListingPrologue } from './step';
import type { McpListing } from './tool-catalog';

/**
 * The MCP protocol version the modelled `initialize` offers: the MCP SDK's
 * LATEST_PROTOCOL_VERSION, written out because the SDK's value module pulls zod
 * into the player's bundle (mcp-prologue.test.ts keeps the two equal).
 */
export const MCP_PROTOCOL_VERSION = '2025-11-25';

/** What the API calls itself in `initialize` is not published: a placeholder, shown as modelled. */
const CLIENT_INFO = { name: 'anthropic-messages-api', version: 'unpublished' };

/**
 * The JSON-RPC ids a session uses, from 0 as the MCP SDK's client numbers them:
 * `initialize`, then `tools/list` when the service lists, then each `tools/call`.
 */
export const firstCallId = (listed: boolean) => (listed ? 2 : 1);

/**
 * Step 2's prologue: for each server whose tools the service had to ask for
 * (not pinned by `mcp_toolset.tools`, not sent back as an `mcp_tool_listing`),
 * `initialize` → `notifications/initialized` → `tools/list` and its answer.
 */
export function listingPrologues(listings: readonly McpListing[], request: MessagesRequest, responseListing: (server: string) => McpListingPrologue['listing']): McpListingPrologue[] {
  const urls = new Map((request.mcp_servers ?? []).map((s) => [s.name, s.url] as const));
  const servers = new Set(urls.keys());
  return listings
    .filter((l) => l.from === 'fetched' && servers.has(l.server))
    .map((l) => {
      const listing = responseListing(l.server);
      return {
        server: l.server,
        tools: l.tools.length,
        ...(listing ? { listing } : {}),
        messages: [
          { from: 'service', message: { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO } } },
          { from: 'tool', message: { jsonrpc: '2.0', id: 0, result: { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: { tools: {} }, serverInfo: serverInfoOf(urls.get(l.server)) } } },
          { from: 'service', message: { jsonrpc: '2.0', method: 'notifications/initialized' } },
          { from: 'service', message: { jsonrpc: '2.0', id: 1, method: 'tools/list' } },
          { from: 'tool', message: { jsonrpc: '2.0', id: 1, result: { tools: l.tools.map(asMcpTool) } } },
        ],
      };
    });
}

/**
 * What the server said about itself in `initialize`. A demo server's own name and version are
 * known; any other server's were not recorded, and the alias the request gives it (`mcp_servers[].name`)
 * is the client's name for it, not the server's.
 */
function serverInfoOf(url: string | undefined): { name: string; version: string } {
  const catalog = url === undefined ? undefined : builtinMcpPath(url);
  return catalog !== undefined && isCatalogId(catalog) ? demoServerInfo(catalog) : { name: '(not recorded)', version: '(not recorded)' };
}

/** The API's `input_schema` is MCP's `inputSchema`: the listing as the server sent it. */
function asMcpTool(tool: ToolDefinition) {
  return { name: tool.name, ...(tool.description != null ? { description: tool.description } : {}), inputSchema: tool.input_schema };
}
