'use client';

import { badgeOf, type Badge } from '@/lib/engine/badge';
import type { Seen } from '@/lib/engine/step';
import type { RecordingSource } from '@/lib/scenario/types';
import { useT } from '@/components/i18n/locale-provider';
import { HiddenHint } from './hidden-hint';

const STYLE: Record<Badge, string> = {
  api: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-200',
  emulator: 'bg-teal-50 text-teal-900 ring-teal-700/40 dark:bg-teal-950/60 dark:text-teal-200',
  derived: 'bg-indigo-100 text-indigo-900 ring-indigo-600/30 dark:bg-indigo-900/40 dark:text-indigo-200',
  client: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-900/40 dark:text-sky-200',
  published: 'bg-slate-200 text-slate-800 ring-slate-500/30 dark:bg-slate-700 dark:text-slate-100',
};

const ICON: Record<Badge, string> = { api: '⇄', emulator: '⇄', derived: '◌', client: '⚙', published: '“' };

/** The badge of one kind; `sample`: the legend's, whose meaning is written beside it. */
export function BadgeChip({ badge, big = false, sample = false }: { badge: Badge; big?: boolean; sample?: boolean }) {
  const t = useT();
  const { label, hint } = t.seen[badge];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium ring-1 ring-inset ${big ? 'text-xl' : 'text-xs'} ${STYLE[badge]}`}
      title={hint}
      data-badge={badge}
    >
      <span aria-hidden>{ICON[badge]}</span>
      {label}
      {/* The legend says the meaning beside it, in plain view. */}
      {!sample && <HiddenHint hint={hint} />}
    </span>
  );
}

/** Where a step's payload comes from; a wire step names the recording's source, so an emulator run never reads as the real API. */
export function SeenBadge({ seen, source, big = false }: { seen: Seen; source: RecordingSource['kind']; big?: boolean }) {
  return (
    <span className="contents" data-testid="seen-badge" data-seen={seen}>
      <BadgeChip badge={badgeOf(seen, source)} big={big} />
    </span>
  );
}
