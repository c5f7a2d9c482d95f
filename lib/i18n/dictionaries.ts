import type { Dictionary } from './en';
import { LOCALE_INFO, type Locale } from './locales';

/**
 * One promise per language for the life of the page (or the server process), so
 * React's use() sees the same promise on every render. Each is marked fulfilled
 * once it is (the fields React reads), so use() returns a loaded language at once
 * instead of suspending for a tick. Every language, English too, loads when first
 * asked for, so no dictionary counts in the first-load JS: the server's HTML
 * already holds the text, and hydration waits for the one it needs.
 */
type Tracked = Promise<Dictionary> & { status?: 'fulfilled'; value?: Dictionary };

const loading = new Map<Locale, Tracked>();

export function loadDictionary(locale: Locale): Promise<Dictionary> {
  let promise = loading.get(locale);
  if (!promise) {
    const tracked: Tracked = LOCALE_INFO[locale].load().then((dict) => {
      Object.assign(tracked, { status: 'fulfilled', value: dict });
      return dict;
    });
    promise = tracked;
    loading.set(locale, promise);
  }
  return promise;
}

/** For server components and scripts: every string of one language. */
export const dictionaryFor = loadDictionary;
