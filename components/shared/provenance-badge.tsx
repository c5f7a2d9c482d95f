'use client';

import { useT } from '@/components/i18n/locale-provider';
import { HiddenHint } from './hidden-hint';
import type { Provenance } from '@/lib/tokens/provenance';

const STYLE: Record<Provenance, string> = {
  exact: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-200',
  estimate: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-200',
  quoted: 'bg-slate-200 text-slate-800 ring-slate-500/30 dark:bg-slate-700 dark:text-slate-100',
};

const ICON: Record<Provenance, string> = { exact: '=', estimate: '≈', quoted: '“' };

/** Every token number on screen sits next to one of these: exact, estimate or quoted. */
export function ProvenanceBadge({ kind }: { kind: Provenance }) {
  const t = useT();
  const { label, hint } = t.provenance[kind];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-1.5 py-px align-middle text-[0.7rem] font-semibold ring-1 ring-inset ${STYLE[kind]}`}
      title={hint}
      data-provenance={kind}
    >
      <span aria-hidden>{ICON[kind]}</span>
      {label}
      <HiddenHint hint={hint} />
    </span>
  );
}
