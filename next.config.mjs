/**
 * Two deploys from one config. `next build` makes the Node server (API routes,
 * proxy.ts's per-request CSP). `npm run build:static` (scripts/build-static.mjs)
 * sets STATIC_EXPORT=1 and, optionally, BASE_PATH=/sub/path: a folder of files
 * any static host can serve, live mode's emulator running inside the page.
 */
const staticExport = process.env.STATIC_EXPORT === '1';

/** `/tool-search-lab`, never a trailing slash; empty for a host's root. */
function basePathOf(value) {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^\/[A-Za-z0-9._~\-/]+$/.test(trimmed)) throw new Error(`BASE_PATH must look like /sub/path, got "${value}"`);
  return trimmed;
}
const basePath = staticExport ? basePathOf(process.env.BASE_PATH) : '';

/**
 * Headers for what proxy.ts does not see: API routes and static files. Pages
 * get their CSP and referrer policy from lib/security/headers.ts via proxy.ts.
 */
const everywhere = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/** JSON and event streams only: nothing in them may load, run or be framed. */
const api = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
  { key: 'Referrer-Policy', value: 'no-referrer' },
];

/** @type {import('next').NextConfig} */
const serverConfig = {
  reactStrictMode: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: everywhere },
      { source: '/api/:path*', headers: api },
    ];
  },
};

/** @type {import('next').NextConfig} */
const staticConfig = {
  reactStrictMode: true,
  images: { unoptimized: true },
  output: 'export',
  // A static host has no server to send headers; its own settings are the only place for them.
  ...(basePath ? { basePath } : {}),
  // `live/index.html` rather than `live.html`: every static host serves a folder's index.html for `/live/`.
  trailingSlash: true,
  /*
   * Route handlers (app/api/**\/route.ts) and proxy.ts need a server, and an export
   * refuses a route handler that is dynamic. Every page and layout is a .tsx file and
   * every server-only file a .ts one, so recognising only .tsx leaves exactly the
   * server-only parts out, with no file moved or renamed for the build. A special
   * file added later as .ts (sitemap.ts, icon.ts) would be left out too: write it as .tsx.
   */
  pageExtensions: ['tsx'],
  // Read by client and server code alike (lib/static-deploy.ts), inlined at build time.
  env: { NEXT_PUBLIC_STATIC_EXPORT: '1', NEXT_PUBLIC_BASE_PATH: basePath },
};

export default staticExport ? staticConfig : serverConfig;
