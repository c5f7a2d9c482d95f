import type { Locale } from './locales';
import { LOCALE_COOKIE, LOCALE_PARAM, cookieValue, resolveLocale } from './resolve-locale';

/* The server's half of the resolution (proxy.ts, the root layout): kept apart so the browser's bundle does not carry it. */

/** Request header proxy.ts sets to the resolved language: a layout cannot read ?lang= itself. */
export const LOCALE_HEADER = 'x-lab-locale';

/** The tags of an Accept-Language header, most wanted first (q=0 means "not this"). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
}

/** The language of a request to the server, in the one resolution order. */
export const requestLocaleOf = (url: URL, cookieHeader: string | null, acceptLanguage: string | null): Locale =>
  resolveLocale({ param: url.searchParams.get(LOCALE_PARAM), remembered: cookieValue(cookieHeader, LOCALE_COOKIE), languages: acceptedLanguages(acceptLanguage) });
