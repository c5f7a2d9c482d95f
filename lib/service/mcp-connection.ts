import type { BetaRequestMCPServerURLDefinition } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { builtinMcpPath } from '@/lib/protocol/mcp-urls';
import { isCatalogId, type CatalogId } from '@/lib/scenario/catalog-info';
import type { ToolDefinition } from '@/lib/scenario/types';
import { createCatalogServer } from './mcp-catalog-server';
import { isHostedMcpUrl } from './mcp-hosted-urls';

/** The shipped catalog a built-in URL serves, or undefined for any other URL: the emulator serves these in-process. */
export function builtinCatalogOf(url: string): CatalogId | undefined {
  const id = builtinMcpPath(url);
  return id !== undefined && isCatalogId(id) ? id : undefined;
}

export interface McpCallResult {
  text: string[];
  isError: boolean;
}

/** The service's side of one MCP server for the length of one request. */
export interface McpConnection {
  listTools(): Promise<ToolDefinition[]>;
  /** The server's `instructions` from its `initialize` result, if it gave any. */
  instructions?(): string | undefined;
  callTool(name: string, args: Record<string, unknown>): Promise<McpCallResult>;
  close(): Promise<void>;
}

export type McpConnector = (server: BetaRequestMCPServerURLDefinition) => Promise<McpConnection>;

export class McpUnreachableError extends Error {}

const CLIENT_INFO = { name: 'tool-search-lab-emulator', version: '1.0.0' };

/** Any MCP transport, spoken to by the SDK's own client (exported for tests that bring their own server). */
export async function connectTransport(transport: Transport, onClose: () => Promise<void> = async () => {}): Promise<McpConnection> {
  const client = new Client(CLIENT_INFO);
  await client.connect(transport);
  return {
    instructions: () => client.getInstructions(),
    async listTools() {
      const tools: ToolDefinition[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor ? { cursor } : undefined);
        for (const t of page.tools) {
          tools.push({ name: t.name, ...(t.description !== undefined ? { description: t.description } : {}), input_schema: t.inputSchema });
        }
        cursor = page.nextCursor;
      } while (cursor);
      return tools;
    },
    async callTool(name, args) {
      const result = await client.callTool({ name, arguments: args });
      const content = Array.isArray(result.content) ? result.content : [];
      const text = content.flatMap((c) => (c && typeof c === 'object' && c.type === 'text' && typeof c.text === 'string' ? [c.text] : []));
      return { text, isError: result.isError === true };
    },
    async close() {
      await client.close();
      await onClose();
    },
  };
}

/** A built-in catalog server, in-process: a real MCP client/server pair joined by InMemoryTransport. */
export async function connectBuiltin(catalogId: string): Promise<McpConnection> {
  const server = createCatalogServer(catalogId);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  return connectTransport(clientSide, () => server.close());
}

/** An outside server over Streamable HTTP. The token goes in the header, as the connector sends it, and nowhere else. */
export async function connectHttp(url: string, authorizationToken?: string | null): Promise<McpConnection> {
  const headers: Record<string, string> = authorizationToken ? { Authorization: `Bearer ${authorizationToken}` } : {};
  return connectTransport(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
}

/**
 * Built-in URLs go to in-process servers; URLs of MCP servers the app itself
 * serves (mcp-hosted-urls.ts) over Streamable HTTP; anything else is refused
 * before any connection, loopback included, because the emulator must not
 * fetch URLs, or send tokens, on behalf of whoever can reach its route.
 * Messages never carry what a server answered: only that it failed.
 */
export const defaultMcpConnector: McpConnector = async (server) => {
  const catalogId = builtinCatalogOf(server.url);
  if (catalogId) return connectBuiltin(catalogId);
  if (!isHostedMcpUrl(server.url)) throw new McpUnreachableError('the URL was refused: the emulator connects only to the MCP servers this app hosts');
  try {
    return await connectHttp(server.url, server.authorization_token);
  } catch {
    throw new McpUnreachableError('could not connect over Streamable HTTP');
  }
};
