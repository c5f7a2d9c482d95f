import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_HEADER, requestLocaleOf } from '@/lib/i18n/request-locale';
import { extraConnectSources, pageSecurityHeaders, usesNonce } from '@/lib/security/headers';

/**
 * Security headers for pages, with a fresh nonce per request where the page is
 * rendered per request (Next reads it from the request's CSP header and puts
 * it on its scripts). API routes are left out of the matcher on purpose: a
 * proxy that runs for a route makes Next buffer the request body for it (up to
 * 10 MB, silently truncated past that), which would undo the routes' own
 * streaming body limit. next.config.mjs gives /api its headers.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const nonce = usesNonce(url) ? btoa(crypto.randomUUID()) : undefined;
  const headers = pageSecurityHeaders(url, nonce, extraConnectSources(process.env.CSP_CONNECT_SRC));
  const forwarded = new Headers(request.headers);
  if (nonce) forwarded.set('content-security-policy', headers['content-security-policy']!);
  // Overwritten on every request, so a client cannot pass a value of its own through.
  forwarded.set(LOCALE_HEADER, requestLocaleOf(url, request.headers.get('cookie'), request.headers.get('accept-language')));
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|icon\\.svg|favicon\\.ico).*)',
      // Prefetches are rendered for later use: a nonce they carry would not match the page's.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
