import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { serveOnLoopback, type LoopbackServer } from './loopback-server';

/**
 * "Your" MCP server, for tests of connecting by URL: a real server from the MCP SDK over
 * Streamable HTTP (stateless, JSON answers), serving whatever tools the test gives, a page at
 * a time when asked, optionally behind a bearer token, optionally open to other origins (CORS)
 * so a page can connect to it straight from the browser.
 */

export interface YourServerOptions {
  name?: string;
  version?: string;
  instructions?: string;
  tools: Tool[];
  /** Tools per `tools/list` page; all on one page when unset. */
  pageSize?: number;
  /** Answer 401 to any request without `Authorization: Bearer <token>`. */
  token?: string;
  /** Send CORS headers so a page on another origin may connect. */
  cors?: boolean;
  /** The loopback address to listen on (127.0.0.1 unless given). */
  host?: string;
  /** Every request's headers, as seen, for tests that check what was (not) sent. */
  seen?: Headers[];
}

export interface YourMcpServer extends LoopbackServer {
  mcpUrl: string;
}

/** `n` plain tools named `tool_0` … with a one-line description each. */
export function manyTools(n: number, prefix = 'tool'): Tool[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `${prefix}_${i}`,
    description: `Does thing number ${i}.`,
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Which one' } } },
  }));
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id',
  'access-control-expose-headers': 'mcp-session-id',
};

function createYourServer(options: YourServerOptions): Server {
  const server = new Server(
    { name: options.name ?? 'your-server', version: options.version ?? '1.0.0' },
    { capabilities: { tools: {} }, ...(options.instructions ? { instructions: options.instructions } : {}) },
  );
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    const size = options.pageSize ?? options.tools.length;
    const start = Number(request.params?.cursor ?? 0);
    const end = start + size;
    return { tools: options.tools.slice(start, end), ...(end < options.tools.length ? { nextCursor: String(end) } : {}) };
  });
  server.setRequestHandler(CallToolRequestSchema, async (request) => ({ content: [{ type: 'text', text: `called ${request.params.name}` }] }));
  return server;
}

async function handle(options: YourServerOptions, request: Request): Promise<Response> {
  options.seen?.push(new Headers(request.headers));
  const cors: Record<string, string> = options.cors ? CORS : {};
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (options.token && request.headers.get('authorization') !== `Bearer ${options.token}`) {
    return new Response(JSON.stringify({ error: 'unauthorized' }), { status: 401, headers: { 'content-type': 'application/json', ...cors } });
  }
  const server = createYourServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request);
    const headers = new Headers(response.headers);
    for (const [k, v] of Object.entries(cors)) headers.set(k, v);
    return new Response(response.body ? await response.arrayBuffer() : null, { status: response.status, headers });
  } finally {
    await transport.close();
    await server.close();
  }
}

export async function serveYourMcpServer(options: YourServerOptions): Promise<YourMcpServer> {
  const server = await serveOnLoopback((request) => handle(options, request), options.host ? { host: options.host } : {});
  return { ...server, mcpUrl: `${server.url}/mcp` };
}
