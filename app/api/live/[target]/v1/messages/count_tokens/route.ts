import { proxyEnv, proxyLive } from '@/lib/live/server-proxy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ target: string }> }): Promise<Response> {
  const { target } = await params;
  return proxyLive(request, target, 'count_tokens', proxyEnv());
}
