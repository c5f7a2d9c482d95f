import { hostEnv } from '@/lib/server/host-guard';
import { handleMessages } from '@/lib/server/http-handler';

// The emulator runs MCP clients and servers in-process: Node APIs, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleMessages(request, { env: hostEnv() });
}

// Answered here rather than by Next's default (an empty 405, a bare 204), so every answer is in the API's envelope.
export { methodResponse as GET, methodResponse as PUT, methodResponse as PATCH, methodResponse as DELETE, methodResponse as OPTIONS } from '@/lib/server/request-guards';
