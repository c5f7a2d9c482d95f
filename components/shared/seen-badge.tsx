'use client';

import type { Seen } from '@/lib/engine/step';
import { useT } from '@/components/i18n/locale-provider';

const STYLE: Record<Seen, string> = {
  wire: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-200',
  inside: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-200',
  client: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-900/40 dark:text-sky-200',
  published: 'bg-slate-200 text-slate-800 ring-slate-500/30 dark:bg-slate-700 dark:text-slate-100',
};

const ICON: Record<Seen, string> = { wire: '⇄', inside: '◌', client: '⚙', published: '“' };

export function SeenBadge({ seen }: { seen: Seen }) {
  const t = useT();
  const { label, hint } = t.seen[seen];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLE[seen]}`}
      title={hint}
      data-testid="seen-badge"
      data-seen={seen}
    >
      <span aria-hidden>{ICON[seen]}</span>
      {label}
      <span className="sr-only">: {hint}</span>
    </span>
  );
}
