'use client';

import { useRouter } from 'next/navigation';
import { LOCALES, LOCALE_INFO, isLocale } from '@/lib/i18n/locales';
import { IconGlobe } from '@/components/shared/icons';
import { useLocale, useT } from './locale-provider';

/** The header's language menu; each language is named in itself, so a reader finds theirs whatever is showing. */
export function LanguageSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const router = useRouter();
  return (
    // A whole row of the header (app/globals.css): unseen until its select has been parsed, so the icon never paints above a missing menu.
    <label className="flex items-center gap-1 text-sm" data-whole-row>
      <span className="sr-only">{t.language.label}</span>
      <IconGlobe />
      <select
        value={locale}
        onChange={(e) => {
          if (!isLocale(e.target.value)) return;
          setLocale(e.target.value);
          // Server-rendered parts (titles, metadata) follow the new cookie.
          router.refresh();
        }}
        className="rounded border border-slate-300 bg-white px-1 py-0.5 dark:border-slate-700 dark:bg-slate-900"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={LOCALE_INFO[l].tag}>
            {LOCALE_INFO[l].label}
          </option>
        ))}
      </select>
    </label>
  );
}
