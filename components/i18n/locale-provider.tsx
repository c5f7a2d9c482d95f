'use client';

import { createContext, startTransition, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadDictionary, type Dictionary } from '@/lib/i18n';
import { DEFAULT_LOCALE, LOCALE_INFO, isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_COOKIE, LOCALE_PARAM, cookieValue, localeCookie, resolveLocale } from '@/lib/i18n/resolve-locale';

type LocaleState = { locale: Locale; dict: Dictionary; setLocale: (next: Locale) => void };

const LocaleContext = createContext<LocaleState | null>(null);

function storedChoice(): string | null {
  try {
    return cookieValue(document.cookie, LOCALE_COOKIE) ?? localStorage.getItem(LOCALE_COOKIE);
  } catch {
    return null;
  }
}

/** Cookie for the server, localStorage for a static deploy whose cookies may not last. */
function remember(locale: Locale) {
  document.cookie = localeCookie(locale);
  try {
    localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // Storage may be off (private mode): the cookie still holds the choice.
  }
}

/** The browser's own view of the order the server resolves: URL, remembered choice, its languages. */
function clientLocale(): Locale {
  return resolveLocale({ param: new URL(window.location.href).searchParams.get(LOCALE_PARAM), remembered: storedChoice(), languages: navigator.languages });
}

/**
 * A dictionary that is not loaded yet suspends: on the server and during
 * hydration React waits for it, so no other language flashes. Always through
 * use(), never around it: a component must not call it on one render and skip it
 * on the next.
 */
function useDictionary(locale: Locale): Dictionary {
  return use(loadDictionary(locale));
}

/**
 * Gives every client component its language. `initialLocale` is what the
 * server resolved from the request (URL, cookie, Accept-Language); `null` where
 * there is no server (a static export): the page then renders English and
 * switches after hydration, once the browser has resolved the same order.
 */
export function LocaleProvider({ initialLocale, children }: { initialLocale: Locale | null; children: ReactNode }) {
  const [chosen, setChosen] = useState<Locale | null>(null);
  const locale = chosen ?? initialLocale ?? DEFAULT_LOCALE;
  const dict = useDictionary(locale);

  useEffect(() => {
    // A shared link's language stays the reader's as they move around, until they switch.
    const param = new URL(window.location.href).searchParams.get(LOCALE_PARAM);
    if (isLocale(param) && storedChoice() !== param) remember(param);
    if (initialLocale) return;
    const resolved = clientLocale();
    if (resolved === DEFAULT_LOCALE) return;
    void loadDictionary(resolved).then(() => startTransition(() => setChosen(resolved)));
  }, [initialLocale]);

  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].tag;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    remember(next);
    // A ?lang= left in the address would win over the new choice on reload.
    const url = new URL(window.location.href);
    if (url.searchParams.has(LOCALE_PARAM)) {
      url.searchParams.set(LOCALE_PARAM, next);
      window.history.replaceState(window.history.state, '', url);
    }
    void loadDictionary(next).then(() => startTransition(() => setChosen(next)));
  }, []);

  const value = useMemo(() => ({ locale, dict, setLocale }), [locale, dict, setLocale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

function useLocaleState(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useT() and useLocale() need a <LocaleProvider> above them (app/layout.tsx has one).');
  return state;
}

/** Every string of the current language: `const t = useT();` then `t.player.controls.next`. */
export const useT = (): Dictionary => useLocaleState().dict;

/** The current language, and a way to change it (remembered in a cookie and localStorage). */
export function useLocale(): { locale: Locale; setLocale: (next: Locale) => void } {
  const { locale, setLocale } = useLocaleState();
  return { locale, setLocale };
}
