import { handleMessages } from '@/lib/service/http-handler';

// The emulator runs MCP clients and servers in-process: Node APIs, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleMessages(request);
}
