'use client';

import { BADGES } from '@/lib/engine/badge';
import { useT } from '@/components/i18n/locale-provider';
import { ModelledMark } from '@/components/shared/modelled-mark';
import { BadgeChip } from '@/components/shared/seen-badge';
import { UnverifiedMark } from '@/components/shared/unverified-mark';

/**
 * Every badge and mark the steps carry, each with its meaning in plain view: a
 * tooltip is invisible on a projector and on touch.
 */
export function BadgeLegend() {
  const t = useT();
  const rows = [
    ...BADGES.map((badge) => ({ key: badge, chip: <BadgeChip badge={badge} sample />, meaning: t.seen[badge].hint })),
    { key: 'modelled', chip: <ModelledMark sample />, meaning: t.modelled.hint },
    { key: 'unverified', chip: <UnverifiedMark />, meaning: t.unverified.hint },
  ];
  return (
    <section className="card flex flex-col gap-2" aria-labelledby="badge-legend-title" data-testid="badge-legend">
      <h2 id="badge-legend-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {t.teach.legend.title}
      </h2>
      <dl className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row.key} className="contents" data-legend={row.key}>
            <dt className="sm:pt-px">{row.chip}</dt>
            <dd className="text-slate-700 max-sm:mb-1 dark:text-slate-300">{row.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
