import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { LeaveFrameLinks } from '@/components/shared/frame-guard';
import { LocaleProvider } from '@/components/i18n/locale-provider';
import { pageHref, STATIC_DEPLOY, withBasePath } from '@/lib/deploy/static-deploy';
import { dictionaryFor, LOCALE_INFO } from '@/lib/i18n';
import { StaticCspMeta } from '@/components/shared/static-csp-meta';
import { extraConnectSources } from '@/lib/security/headers';
import { requestLocale } from './request-locale';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await dictionaryFor(await requestLocale());
  // A metadata URL is not a link: Next leaves the base path to it.
  return { title: t.appName, description: t.tagline, icons: { icon: withBasePath('/icon.svg') } };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await requestLocale();
  const t = await dictionaryFor(locale);
  return (
    <html lang={LOCALE_INFO[locale].tag}>
      {/* proxy.ts sends the policy as a header on the Node server; a static host has only the page to carry it. */}
      {STATIC_DEPLOY && (
        <head>
          <StaticCspMeta connectExtra={extraConnectSources(process.env.CSP_CONNECT_SRC)} />
        </head>
      )}
      <body className="min-h-screen">
        <LocaleProvider initialLocale={STATIC_DEPLOY ? null : locale}>
          <LeaveFrameLinks />
          <header className="border-b border-slate-200 dark:border-slate-800">
            <div className="mx-auto flex max-w-[1400px] flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
              <Link href="/" className="text-lg font-bold tracking-tight">
                {t.appName}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400 max-md:hidden">{t.tagline}</p>
              <nav aria-label={t.nav.main} className="ml-auto flex flex-wrap items-baseline justify-end gap-x-4 gap-y-1 text-sm font-medium" data-whole-row>
                <Link href="/" className="hover:underline">{t.nav.player}</Link>
                <Link href="/search" className="hover:underline">{t.nav.search}</Link>
                <Link href="/catalogs" className="hover:underline">{t.nav.catalogs}</Link>
                {/* A full page load, not next/link: that page's security policy differs (lib/security/headers.ts, OPEN_CONNECT_PAGES). */}
                <a href={pageHref('/tools')} className="hover:underline">{t.yours.nav}</a>
                <Link href="/live" className="hover:underline">{t.nav.live}</Link>
                <Link href="/compare" className="hover:underline">{t.nav.compare}</Link>
                <Link href="/budget" className="hover:underline">{t.nav.budget}</Link>
              </nav>
              <LanguageSwitch />
              <span hidden data-row-end />
            </div>
          </header>
          <main className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 py-4">{children}</main>
        </LocaleProvider>
      </body>
    </html>
  );
}
