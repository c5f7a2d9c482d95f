import { hostEnv } from '@/lib/server/host-guard';
import { handleCountTokens } from '@/lib/server/http-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleCountTokens(request, { env: hostEnv() });
}

// Answered here rather than by Next's default (an empty 405, a bare 204), so every answer is in the API's envelope.
export { methodResponse as GET, methodResponse as PUT, methodResponse as PATCH, methodResponse as DELETE, methodResponse as OPTIONS } from '@/lib/server/request-guards';
