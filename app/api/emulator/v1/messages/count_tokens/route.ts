import { handleCountTokens } from '@/lib/service/http-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleCountTokens(request);
}
