import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_HEADER, requestLocaleOf } from '@/lib/i18n/request-locale';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { viewModeOf } from '@/lib/scenario/view-mode';
import { extraConnectSources, pageSecurityHeaders } from '@/lib/security/headers';

/**
 * Security headers for every page answer (errors and prefetches included), with
 * a fresh nonce per request: every page is rendered per request, and Next reads
 * the nonce from the request's CSP header and puts it on its scripts. API
 * routes are left out of the matcher on purpose: a proxy that runs for a route
 * makes Next buffer the request body for it (up to 10 MB, silently truncated
 * past that), which would undo the routes' own streaming body limit.
 * next.config.mjs gives /api its headers.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const nonce = btoa(crypto.randomUUID());
  const headers = pageSecurityHeaders(url, { nonce, frameable: await rendersEmbedView(url), connectExtra: extraConnectSources(process.env.CSP_CONNECT_SRC) });
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', headers['content-security-policy']!);
  // Overwritten on every request, so a client cannot pass a value of its own through.
  forwarded.set(LOCALE_HEADER, localeOf(request));
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** Whatever a client sends, the answer goes out with its headers: a request that trips the resolution reads as English. */
function localeOf(request: NextRequest): Locale {
  try {
    return requestLocaleOf(request.nextUrl, request.headers.get('cookie'), request.headers.get('accept-language'));
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Whether this answer will be the player's embed view, the one page made to be
 * framed: `embed=1` on `/` and a shipped scenario at a valid step, read exactly
 * as the page reads it (playerTargetOf). Anything else (a missing scenario, a
 * bad step, `source=file`) renders the whole app, links to /live included, and
 * must not be framed. The library loads only when a URL asks for the embed view.
 */
async function rendersEmbedView(url: URL): Promise<boolean> {
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  if (url.pathname !== '/' || viewModeOf(get) !== 'embed') return false;
  const [{ playerTargetOf }, { loadLibraryScenario }] = await Promise.all([
    import('@/components/player/resolve-player-content'),
    import('@/lib/scenario/load-library'),
  ]);
  try {
    return playerTargetOf(get, loadLibraryScenario).kind === 'scenario';
  } catch {
    return false;
  }
}

export const config = {
  // Prefetches too (`Purpose: prefetch`, `next-router-prefetch`): a prefetched document is shown as it came.
  matcher: ['/((?!api/|_next/static|_next/image|icon\\.svg|favicon\\.ico).*)'],
};
