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
const nextConfig = {
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
export default nextConfig;
