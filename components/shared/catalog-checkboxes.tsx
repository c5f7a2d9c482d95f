'use client';

import type { ReactNode } from 'react';
import { catalogName } from '@/lib/i18n/library-text';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { useT } from '@/components/i18n/locale-provider';

/**
 * The shipped catalogs as checkboxes; the selection comes back in CATALOGS' order, whatever order they were ticked in.
 * `note` adds a page's own detail after a catalog's name (the playground's server name).
 */
export function CatalogCheckboxes({ selected, onChange, note }: { selected: readonly string[]; onChange: (ids: string[]) => void; note?: (id: string) => ReactNode }) {
  const t = useT();
  const toggle = (id: string, on: boolean) => {
    const ids = on ? [...selected, id] : selected.filter((c) => c !== id);
    onChange(CATALOGS.map((c) => c.id).filter((c) => ids.includes(c)));
  };
  return (
    <div className="mt-1 grid gap-1 sm:grid-cols-2">
      {CATALOGS.map((c) => (
        <label key={c.id} className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={selected.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
          <span>
            {catalogName(c, t)} <span className="text-slate-500 dark:text-slate-400">({c.tools})</span>
            {note?.(c.id)}
          </span>
        </label>
      ))}
    </div>
  );
}
