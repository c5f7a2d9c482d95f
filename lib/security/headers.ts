/**
 * The security headers of every page, decided in one place: proxy.ts applies
 * them per request (pages only; next.config.mjs covers /api and static files).
 * Pure, so the policy is unit-tested without a server.
 */

/** Live mode's "from this browser" route calls the API from the page. */
export const ANTHROPIC_API_ORIGIN = 'https://api.anthropic.com';

/**
 * Pages Next renders per request, which therefore carry the request's nonce on
 * every script. The others are prerendered once, without a nonce, and need
 * `'unsafe-inline'` for Next's inline bootstrap scripts. A page that turns
 * dynamic can move here; a static page listed here would have its scripts
 * blocked, which the e2e suite's CSP check reports.
 */
export const NONCE_PAGES: readonly string[] = ['/', '/search', '/compare', '/budget', '/report'];

/**
 * Who may frame a page. Only the player's embed view (`/?embed=1`) is made to
 * be framed, by any site (a blog post); every other page, /live with its key
 * field above all, stays unframeable.
 */
export function frameAncestors(url: URL): string {
  return url.pathname === '/' && url.searchParams.get('embed') === '1' ? '*' : "'none'";
}

/** `no-referrer` where a key may be typed and runs are made (/live); elsewhere the browser's usual default, stated. */
export function referrerPolicy(url: URL): string {
  return url.pathname === '/live' || url.pathname.startsWith('/live/') ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

export function usesNonce(url: URL): boolean {
  return NONCE_PAGES.includes(url.pathname);
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

export function contentSecurityPolicy(url: URL, nonce: string | undefined, connectExtra: readonly string[] = []): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' 'unsafe-inline'`;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    // Mermaid writes <style> into its SVG and style attributes on its nodes: no nonce can cover those.
    `style-src 'self' 'unsafe-inline'`,
    // data: and blob: for the diagram's PNG export and downloads.
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${(opensConnect(url.pathname) ? ['self', 'https:', 'http:'] : ['self', ANTHROPIC_API_ORIGIN, ...connectExtra]).map((s) => (s === 'self' ? `'self'` : s)).join(' ')}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors(url)}`,
  ].join('; ');
}

/**
 * The policy a static deploy puts in each page's `<meta http-equiv>`, having no
 * server to send it as a header: no nonce (the pages are built once), and no
 * `frame-ancestors`, which browsers ignore in a meta element (with a console
 * warning). Framing, the referrer policy and nosniff are the static host's to set.
 */
export function metaContentSecurityPolicy(connectExtra: readonly string[] = [], pathname = '/'): string {
  return contentSecurityPolicy(new URL(pathname, 'http://static.invalid/'), undefined, connectExtra)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
}

/** The headers a page answers with. X-Content-Type-Options comes from next.config.mjs, for every path. */
export function pageSecurityHeaders(url: URL, nonce: string | undefined, connectExtra: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(url, nonce, connectExtra),
    'referrer-policy': referrerPolicy(url),
  };
}
