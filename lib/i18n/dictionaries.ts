import { en, type Dictionary } from './en';
import { LOCALE_INFO, type Locale } from './locales';

/**
 * One promise per language for the life of the page (or the server process), so
 * React's use() sees the same promise on every render. English ships with the
 * page; the others load when first asked for.
 */
const loaded = new Map<Locale, Dictionary>([['en', en]]);
const loading = new Map<Locale, Promise<Dictionary>>([['en', Promise.resolve(en)]]);

export function loadDictionary(locale: Locale): Promise<Dictionary> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOCALE_INFO[locale].load().then((dict) => {
      loaded.set(locale, dict);
      return dict;
    });
    loading.set(locale, promise);
  }
  return promise;
}

/** The dictionary if it is already here, without waiting. */
export const loadedDictionary = (locale: Locale): Dictionary | undefined => loaded.get(locale);

/** For server components and scripts: every string of one language. */
export const dictionaryFor = loadDictionary;
