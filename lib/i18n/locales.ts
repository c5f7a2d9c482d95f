import type { Dictionary } from './en';

/**
 * Every language the app speaks. Adding one = a folder lib/i18n/<code>/ typed as
 * the en Dictionary, plus one line here.
 */
export const LOCALES = ['en', 'zh', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

type LocaleInfo = {
  /** The language's own name, as the switch shows it. */
  label: string;
  /** BCP-47 tag for Intl and <html lang>. */
  tag: string;
  /** Loaded on demand, so only the language in use reaches the browser. */
  load: () => Promise<Dictionary>;
};

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { label: 'English', tag: 'en', load: () => import('./en').then((m) => m.en) },
  zh: { label: '简体中文', tag: 'zh-CN', load: () => import('./zh').then((m) => m.zh) },
  ja: { label: '日本語', tag: 'ja', load: () => import('./ja').then((m) => m.ja) },
};

export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
