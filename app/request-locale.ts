import { cookies, headers } from 'next/headers';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_COOKIE, LOCALE_HEADER, acceptedLanguages, resolveLocale } from '@/lib/i18n/resolve-locale';

/** The language of this request: ?lang= (via the proxy) → the cookie → Accept-Language → English. */
export async function requestLocale(): Promise<Locale> {
  const h = await headers();
  const fromProxy = h.get(LOCALE_HEADER);
  if (isLocale(fromProxy)) return fromProxy;
  return resolveLocale({ remembered: (await cookies()).get(LOCALE_COOKIE)?.value, languages: acceptedLanguages(h.get('accept-language')) });
}
