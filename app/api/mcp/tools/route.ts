import { listToolsRoute, mcpRouteEnv } from '@/lib/server/mcp-tools-route';

// Connects out with node:http and node:dns; every answer is per request.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Lists a user's MCP server: `{url, token?}` → the server's name, instructions and every tool. */
export function POST(request: Request): Promise<Response> {
  return listToolsRoute(request, mcpRouteEnv());
}

// Answered here rather than by Next's default (an empty 405, a bare 204), so every answer is in the API's envelope.
export { methodResponse as GET, methodResponse as PUT, methodResponse as PATCH, methodResponse as DELETE, methodResponse as OPTIONS } from '@/lib/server/request-guards';
