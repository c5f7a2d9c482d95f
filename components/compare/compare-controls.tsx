'use client';

import { useT } from '@/components/i18n/locale-provider';
import { IconFirst, IconNext, IconPrevious } from '@/components/shared/icons';
import { useCompare } from './compare-store-provider';

export function CompareControls() {
  const t = useT();
  const v = t.compare.view;
  const position = useCompare((s) => s.position);
  const rows = useCompare((s) => s.rows);
  const actions = useCompare((s) => s);
  const row = rows[position];
  const total = rows.length;
  const label = row ? v.moments[row.moment] : '';

  return (
    <div className="card flex flex-col gap-3" data-testid="compare-controls">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-icon" onClick={actions.first} disabled={position === 0} aria-label={v.restart} title={v.restart}>
          <IconFirst />
        </button>
        <button type="button" className="btn-icon" onClick={actions.previous} disabled={position === 0} aria-label={v.previous} title={`${v.previous} (←)`}>
          <IconPrevious />
        </button>
        <button type="button" className="btn-icon" onClick={actions.next} disabled={position >= total - 1} aria-label={v.next} title={`${v.next} (→)`}>
          <IconNext />
        </button>
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-semibold text-slate-600 dark:text-slate-300" data-testid="compare-counter">
            {v.counter(position + 1, total)}
          </span>
          <span aria-hidden> · </span>
          <span className="font-semibold" data-testid="compare-moment">
            {label}
          </span>
        </p>
      </div>
      <input
        type="range"
        className="scrubber w-full"
        min={1}
        max={total}
        step={1}
        value={position + 1}
        aria-label={v.scrubber}
        aria-valuetext={v.moment(position + 1, total, label)}
        onChange={(e) => actions.goTo(Number(e.target.value) - 1)}
      />
      <p className="hidden text-xs text-slate-500 sm:block dark:text-slate-400">{v.keys}</p>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="compare-announcer">
        {v.moment(position + 1, total, label)}
      </div>
    </div>
  );
}
