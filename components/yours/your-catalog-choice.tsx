'use client';

import { useYourCatalogs } from '@/hooks/use-your-catalogs';
import { pageHref } from '@/lib/deploy/static-deploy';
import { useT } from '@/components/i18n/locale-provider';

/**
 * The user's own catalogs beside the shipped ones, as checkboxes, on any page that picks
 * catalogs. The link to "Your tools" is a full page load (that page has its own policy).
 */
export function YourCatalogChoice({
  chosen,
  onToggle,
  missing = [],
  single = false,
}: {
  chosen: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  missing?: readonly string[];
  /** One at a time (radio buttons), where a page uses one catalog of yours. */
  single?: boolean;
}) {
  const t = useT();
  const c = t.yours.choice;
  const catalogs = useYourCatalogs();
  const gone = [...new Set([...missing, ...(catalogs ? chosen.filter((id) => !catalogs.some((k) => k.id === id)) : [])])];
  return (
    <fieldset className="min-w-0" data-testid="your-catalog-choice">
      <legend className="text-sm font-semibold">{c.legend}</legend>
      {catalogs && catalogs.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{c.none}</p>}
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {single && catalogs && catalogs.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="your-catalog" checked={chosen.length === 0} onChange={() => chosen.forEach((id) => onToggle(id, false))} />
            <span>{c.noneChosen}</span>
          </label>
        )}
        {catalogs?.map((k) => (
          <label key={k.id} className="flex items-center gap-2 text-sm">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={single ? 'your-catalog' : undefined}
              checked={chosen.includes(k.id)}
              onChange={(e) => onToggle(k.id, e.target.checked)}
              data-testid="your-catalog-option"
            />
            <span className="min-w-0 break-words">
              {k.name} <span className="text-slate-500 dark:text-slate-400">({t.yours.list.tools(k.toolCount)})</span>
            </span>
          </label>
        ))}
      </div>
      {gone.length > 0 && (
        <p role="alert" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
          {c.gone(gone.length)}
        </p>
      )}
      <p className="mt-1 text-xs">
        <a className="text-sky-800 underline dark:text-sky-300" href={pageHref('/tools')}>
          {c.add}
        </a>{' '}
        <span className="text-slate-600 dark:text-slate-400">{c.private}</span>
      </p>
    </fieldset>
  );
}
