/**
 * The security headers of every page, decided in one place: proxy.ts applies
 * them per request (pages only; next.config.mjs covers /api and static files).
 * Pure, so the policy is unit-tested without a server.
 */

/** Live mode's "from this browser" route calls the API from the page. */
export const ANTHROPIC_API_ORIGIN = 'https://api.anthropic.com';

/**
 * Who may frame a page: any site, for a response that renders the player's
 * embed view (a blog post's iframe), and nobody otherwise. proxy.ts decides
 * `frameable` from what the page will render, not from the URL's `embed=1`
 * alone: a missing scenario, a bad step or `source=file` render the whole
 * app, whose links lead to /live and its key.
 */
export function frameAncestors(frameable: boolean): string {
  return frameable ? '*' : "'none'";
}

/** `no-referrer` where a key may be typed and runs are made (/live); elsewhere the browser's usual default, stated. */
export function referrerPolicy(url: URL): string {
  return url.pathname === '/live' || url.pathname.startsWith('/live/') ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/**
 * What a page's policy depends on. `nonce`: every page the Node server sends
 * is rendered per request (the root layout reads the request's language), so
 * every one carries the request's nonce on its scripts; without one (the
 * static build's meta policy) scripts fall back to `'unsafe-inline'`.
 */
export interface PagePolicy {
  nonce: string | undefined;
  frameable: boolean;
  connectExtra?: readonly string[];
  /** A page that connects to any MCP server from the browser (OPEN_CONNECT_PAGES). */
  openConnect?: boolean;
}

/**
 * Pages that connect to the user's own MCP server straight from the browser ("Your tools"), which
 * can be at any address: their `connect-src` allows any http(s) origin. No key is typed on them,
 * and the app links into and out of them with full page loads, so the wider policy never follows
 * a reader to a page that holds a key (a client-side navigation keeps the first page's policy).
 */
export const OPEN_CONNECT_PAGES: readonly string[] = ['/tools'];

export function opensConnect(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_CONNECT_PAGES.includes(path);
}

/** Extra `connect-src` sources from `CSP_CONNECT_SRC` (space-separated), for live mode's custom base URL. */
export function extraConnectSources(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s+/)
    .map((s) => s.trim())
    .filter((s) => /^(https?|wss?):\/\/[^\s;,'"]+$/.test(s));
}

export function contentSecurityPolicy({ nonce, frameable, connectExtra = [], openConnect = false }: PagePolicy): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' 'unsafe-inline'`;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    // Mermaid writes <style> into its SVG and style attributes on its nodes: no nonce can cover those.
    `style-src 'self' 'unsafe-inline'`,
    // data: and blob: for the diagram's PNG export and downloads.
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${(openConnect ? ['self', 'https:', 'http:'] : ['self', ANTHROPIC_API_ORIGIN, ...connectExtra]).map((s) => (s === 'self' ? `'self'` : s)).join(' ')}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors(frameable)}`,
  ].join('; ');
}

/**
 * The policy a static deploy puts in each page's `<meta http-equiv>`, having no
 * server to send it as a header: no nonce (the pages are built once), and no
 * `frame-ancestors`, which browsers ignore in a meta element (with a console
 * warning). Framing, the referrer policy and nosniff are the static host's to set.
 */
export function metaContentSecurityPolicy(connectExtra: readonly string[] = [], pathname = '/'): string {
  return contentSecurityPolicy({ nonce: undefined, frameable: false, connectExtra, openConnect: opensConnect(pathname) })
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
}

/** The headers a page answers with, error pages and prefetches included. X-Content-Type-Options comes from next.config.mjs, for every path. */
export function pageSecurityHeaders(url: URL, policy: PagePolicy): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy({ ...policy, openConnect: policy.openConnect ?? opensConnect(url.pathname) }),
    'referrer-policy': referrerPolicy(url),
  };
}
