/**
 * Components never hold literal strings and never pick a language themselves:
 * client components call useT() (components/i18n/locale-provider), server
 * components `await dictionaryFor(locale)`, and lib code takes the dictionary as
 * a parameter.
 */
export type { Dictionary } from './en';
export { dictionaryFor, loadDictionary } from './dictionaries';
export { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, isLocale, type Locale } from './locales';
