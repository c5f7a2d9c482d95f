'use client';

import { decide, sideFor } from '@/lib/compare/decision-tree';
import type { Side } from '@/lib/compare/align-steps';
import { useT } from '@/components/i18n/locale-provider';
import { useCompare } from './compare-store-provider';

/**
 * The decision tree's pick, drawn over a side as a ring and a badge. Its own
 * component so that answering the tree never re-renders the side or its diagram.
 */
export function CompareSideMatch({ side }: { side: Side }) {
  const t = useT();
  const outcome = useCompare((s) => decide(s.tree));
  const matches = outcome !== null && sideFor(outcome) === (side === 'left' ? 'client' : 'mcp');
  if (!matches) return null;
  return (
    <>
      <div aria-hidden className="pointer-events-none absolute -inset-px rounded-xl ring-4 ring-sky-600 dark:ring-sky-400" />
      <p className="absolute -top-3 right-4 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-sky-400 dark:text-slate-950" data-testid={`compare-match-${side}`}>
        {t.compare.tree.matches}
      </p>
    </>
  );
}
