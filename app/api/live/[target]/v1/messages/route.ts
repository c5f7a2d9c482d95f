import { proxyEnv, proxyLive } from '@/lib/server/server-proxy';

// The SDK and the in-process emulator need Node; every answer is per request.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Live mode's server route: `upstream` (LIVE_UPSTREAM_BASE_URL, default the real API) or the app's `emulator`. */
export async function POST(request: Request, { params }: { params: Promise<{ target: string }> }): Promise<Response> {
  const { target } = await params;
  return proxyLive(request, target, 'messages', proxyEnv());
}

// Answered here rather than by Next's default (an empty 405, a bare 204), so every answer is in the API's envelope.
export { methodResponse as GET, methodResponse as PUT, methodResponse as PATCH, methodResponse as DELETE, methodResponse as OPTIONS } from '@/lib/server/request-guards';
