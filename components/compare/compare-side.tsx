'use client';

import Link from 'next/link';
import { memo } from 'react';
import type { Side } from '@/lib/compare/align-steps';
import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import type { Scenario } from '@/lib/scenario/types';
import { useT } from '@/components/i18n/locale-provider';
import { CompareSideMatch } from './compare-side-match';
import { CompareSideStep } from './compare-side-step';
import { CompareSideSync } from './compare-side-sync';
import { useCompare } from './compare-store-provider';
import { sideWords } from './compare-words';
import { PlayerStoreProvider } from '@/components/player/player-store-provider';
import { SequenceDiagram } from '@/components/player/sequence-diagram';

// Its one prop is fixed for the page's life: once drawn, nothing from above can make it render again.
const Diagram = memo(SequenceDiagram);

/**
 * One mode: its own player store (so the diagram works exactly as in the player),
 * driven by the shared compare position. This component reads no state itself:
 * stepping re-renders only the step text beside the diagram.
 */
export function CompareSide({ side, scenario, initialIndex, diagram }: { side: Side; scenario: Scenario; initialIndex: number; diagram: PrerenderedDiagram | null }) {
  const t = useT();
  const v = t.compare.view;
  const words = sideWords(t, useCompare((s) => s.kind));
  const title = side === 'left' ? words.left : words.right;
  const hint = side === 'left' ? words.leftHint : words.rightHint;
  return (
    <section
      id={`compare-${side}`}
      tabIndex={-1}
      className="card relative flex min-w-0 scroll-mt-6 flex-col gap-3 focus:outline-none max-lg:gap-2 max-lg:p-2 lg:row-span-3 lg:grid lg:grid-rows-subgrid"
      aria-labelledby={`compare-${side}-title`}
      data-testid={`compare-side-${side}`}
    >
      <CompareSideMatch side={side} />
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`compare-${side}-title`} className="text-xl font-semibold max-lg:text-base">
          {title}
        </h2>
        <span className="text-sm text-slate-600 max-lg:hidden dark:text-slate-400">{hint}</span>
        <Link href={`/?scenario=${scenario.id}&step=1`} className="ml-auto text-sm text-sky-700 underline max-lg:hidden dark:text-sky-300">
          {v.openInPlayer}
        </Link>
      </header>
      <PlayerStoreProvider scenario={scenario} initialIndex={initialIndex} shipped>
        <CompareSideSync side={side} />
        <CompareSideStep side={side} />
        <div className="diagram-strip min-w-0">
          <Diagram prerendered={diagram} />
        </div>
      </PlayerStoreProvider>
    </section>
  );
}
