/**
 * Which deploy this build is: the Node server (`npm run build`) or the folder of
 * static files (`npm run build:static`), and the base path it is served under.
 * next.config.mjs sets both for the static build only; Next inlines them, so a
 * server build drops every static-only branch.
 */

/** No server: no API routes, no proxy.ts, no query string read on the server. */
export const STATIC_DEPLOY = process.env.NEXT_PUBLIC_STATIC_EXPORT === '1';

/** `/tool-search-lab` on a GitHub Pages project site; empty at a host's root and on the Node server. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** A path of this app as a `fetch`, an `<a>` or a metadata URL needs it: next/link and next/image add the base path themselves, these do not. */
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path}`;
}

/** One query parameter's value (the first, if repeated): what a page reads from its URL, on the server or in the browser. */
export type QueryGet = (name: string) => string | undefined;

/** A server page's query as a QueryGet. */
export function queryOf(params: Record<string, string | string[] | undefined>): QueryGet {
  return (name) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

/**
 * A page's URL for a plain `<a>` (a full page load), as the build serves it: the base path, and
 * the static export's trailing slash (`trailingSlash: true`), which next/link would add itself.
 */
export function pageHref(path: string, query = ''): string {
  const slash = STATIC_DEPLOY && path !== '/' && !path.endsWith('/') ? '/' : '';
  return `${withBasePath(path)}${slash}${query ? `?${query}` : ''}`;
}
