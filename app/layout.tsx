import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { STATIC_DEPLOY, withBasePath } from '@/lib/deploy/static-deploy';
import { extraConnectSources, metaContentSecurityPolicy } from '@/lib/security/headers';
import { t } from '@/lib/i18n';
import './globals.css';

export const metadata: Metadata = {
  title: t.appName,
  description: t.tagline,
  // A metadata URL is not a link: Next leaves the base path to it.
  icons: { icon: withBasePath('/icon.svg') },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      {/* proxy.ts sends the policy as a header on the Node server; a static host has only the page to carry it. */}
      {STATIC_DEPLOY && (
        <head>
          <meta httpEquiv="Content-Security-Policy" content={metaContentSecurityPolicy(extraConnectSources(process.env.CSP_CONNECT_SRC))} />
        </head>
      )}
      <body className="min-h-screen">
        <header className="border-b border-slate-200 dark:border-slate-800">
          <div className="mx-auto flex max-w-[1400px] flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
            <Link href="/" className="text-lg font-bold tracking-tight">
              {t.appName}
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400 max-md:hidden">{t.tagline}</p>
            <nav aria-label={t.nav.main} className="ml-auto flex flex-wrap justify-end gap-x-4 gap-y-1 text-sm font-medium">
              <Link href="/" className="hover:underline">{t.nav.player}</Link>
              <Link href="/search" className="hover:underline">{t.nav.search}</Link>
              <Link href="/catalogs" className="hover:underline">{t.nav.catalogs}</Link>
              <Link href="/live" className="hover:underline">{t.nav.live}</Link>
              <Link href="/compare" className="hover:underline">{t.nav.compare}</Link>
              <Link href="/budget" className="hover:underline">{t.nav.budget}</Link>
            </nav>
          </div>
        </header>
        <main className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 py-4">{children}</main>
      </body>
    </html>
  );
}
