import Link from 'next/link';
import type { LibraryEntry } from '@/lib/scenario/load-library';
import type { Dictionary } from '@/lib/i18n';
import { shippedTitle } from '@/lib/i18n/library-text';

/** A server component (kept out of the player's client JS): `t` is the request's language. */
export function ScenarioNav({ entries, current, t }: { entries: LibraryEntry[]; current: string | null; t: Dictionary }) {
  return (
    <>
      {/* On a phone the nine scenarios scroll sideways in one row instead of filling a screen. A whole row
          (app/globals.css): a chip still arriving is narrower, and would drop to the next line once whole. */}
      <nav aria-label={t.nav.scenarios} className="flex items-center gap-2 text-sm sm:flex-wrap max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1" data-whole-row>
        {/* As tall as a chip (the same border and padding, unseen), so the row keeps its height while the chips are still arriving. */}
        <span className="shrink-0 border-y border-transparent py-0.5 font-medium text-slate-600 dark:text-slate-400">
          {t.nav.scenarios}
          {t.format.colon.trim()}
        </span>
        {entries.map((e) => (
          <Link
            key={e.id}
            href={`/?scenario=${e.id}&step=1`}
            aria-current={e.id === current ? 'page' : undefined}
            className="shrink-0 whitespace-nowrap rounded-full border border-slate-300 px-2.5 py-0.5 hover:bg-slate-100 aria-[current=page]:border-sky-700 aria-[current=page]:bg-sky-50 aria-[current=page]:font-semibold dark:border-slate-600 dark:hover:bg-slate-800 dark:aria-[current=page]:border-sky-400 dark:aria-[current=page]:bg-sky-950"
          >
            {shippedTitle(e, t)}
          </Link>
        ))}
      </nav>
      <span hidden data-row-end />
    </>
  );
}
