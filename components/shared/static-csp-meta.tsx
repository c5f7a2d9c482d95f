'use client';

import { usePathname } from 'next/navigation';
import { metaContentSecurityPolicy } from '@/lib/security/headers';

/**
 * The static deploy's Content-Security-Policy, as a `<meta>` in each page's own HTML. A client
 * component only to read the page's path while the export renders it: the "Your tools" page
 * gets its wider `connect-src` (lib/security/headers.ts). A policy is read once, when the page
 * loads, so a later client-side navigation does not change it; links into and out of that page
 * are full page loads for that reason.
 */
export function StaticCspMeta({ connectExtra }: { connectExtra: readonly string[] }) {
  const pathname = usePathname() ?? '/';
  return <meta httpEquiv="Content-Security-Policy" content={metaContentSecurityPolicy(connectExtra, pathname)} />;
}
