import { proxyEnv, serverInfo } from '@/lib/server/server-proxy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Whether the server route can run against the real API: a yes or no, never the key. */
export function GET(): Response {
  return Response.json(serverInfo(proxyEnv()), { headers: { 'cache-control': 'no-store' } });
}
