import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { dictionaryFor, type Dictionary } from '@/lib/i18n';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_HEADER, acceptedLanguages } from '@/lib/i18n/request-locale';
import { LOCALE_COOKIE, resolveLocale } from '@/lib/i18n/resolve-locale';

/** The language of this request: ?lang= (via the proxy) → the cookie → Accept-Language → English. */
export async function requestLocale(): Promise<Locale> {
  // A static export is rendered once, for no request: English in the HTML, and the browser switches after hydration.
  if (STATIC_DEPLOY) return 'en';
  const h = await headers();
  const fromProxy = h.get(LOCALE_HEADER);
  if (isLocale(fromProxy)) return fromProxy;
  return resolveLocale({ remembered: (await cookies()).get(LOCALE_COOKIE)?.value, languages: acceptedLanguages(h.get('accept-language')) });
}

/** The language of this request and its strings, for a server component. */
export async function requestDictionary(): Promise<Dictionary> {
  return dictionaryFor(await requestLocale());
}

/** A page's generateMetadata: its title in the request's language. */
export const titled = (pick: (t: Dictionary) => string) => async (): Promise<Metadata> => {
  const t = await requestDictionary();
  return { title: `${pick(t)} · ${t.appName}` };
};
