import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createCatalogServer } from './mcp-catalog-server';

/**
 * Serves a shipped catalog over MCP Streamable HTTP, stateless (a fresh server
 * and transport per HTTP request, JSON responses), for anything that wants a
 * real network MCP endpoint: tests, or a local route.
 */
export async function handleMcpHttp(catalogId: string, request: Request): Promise<Response> {
  const server = createCatalogServer(catalogId);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await transport.close();
    await server.close();
  }
}
