import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The cookie (and localStorage key) holding the language a reader chose. */
export const LOCALE_COOKIE = 'lang';
/** The URL parameter that makes a shared link open in its language. */
export const LOCALE_PARAM = 'lang';

/** The app's language for a browser language tag: zh-CN, zh-Hans, zh-TW all read 简体中文 rather than nothing. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/**
 * The one resolution order, on the server and in the browser alike:
 * ?lang= in the URL → the remembered choice → the browser's languages → English.
 * An unknown value at any level is skipped, not obeyed.
 */
export function resolveLocale({ param, remembered, languages }: { param?: string | null; remembered?: string | null; languages?: readonly string[] }): Locale {
  if (isLocale(param)) return param;
  if (isLocale(remembered)) return remembered;
  for (const tag of languages ?? []) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The value of one cookie in a Cookie header (or document.cookie). A value
 * that is not valid percent-encoding (`lang=%`) reads as no cookie: any site
 * that can set a cookie for a parent domain could otherwise make every page
 * throw.
 */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie value remembering a choice for a year, readable by the page's script (it mirrors it to localStorage). */
export const localeCookie = (locale: Locale) => `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
