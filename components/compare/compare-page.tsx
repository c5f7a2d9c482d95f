'use client';

import { useState } from 'react';
import { stepAt } from '@/lib/compare/align-steps';
import type { CompareKind } from '@/lib/compare/questions';
import type { ModeSummary } from '@/lib/compare/summary';
import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import { stepsOf } from '@/lib/engine/steps-of';
import type { Scenario } from '@/lib/scenario/types';
import { createCompareStore, type CompareStoreApi } from '@/lib/store/compare-store';
import { scenarioText } from '@/lib/i18n/library-text';
import { useT } from '@/components/i18n/locale-provider';
import { useStepKeyboard } from '@/hooks/use-step-keyboard';
import { useCompareUrl } from '@/hooks/use-compare-url';
import { CompareAlignment } from './compare-alignment';
import { CompareControls } from './compare-controls';
import { CompareModes } from './compare-modes';
import { sideWords } from './compare-words';
import { PublishedEffects } from './published-effects';
import { CompareSide } from './compare-side';
import { CompareStoreProvider } from './compare-store-provider';
import { CompareSummary } from './compare-summary';
import { DecisionTree } from './decision-tree';

export interface CompareViewProps {
  questionId: string;
  /** What the two sides differ in: where the tool runs (hosting), or who calls it (ptc). */
  kind: CompareKind;
  left: Scenario;
  right: Scenario;
  summaries: { left: ModeSummary; right: ModeSummary };
  initialRow: number;
  /** Each side's diagram drawn ahead of time, from the server. */
  diagrams?: { left: PrerenderedDiagram | null; right: PrerenderedDiagram | null };
}

function CompareBehaviour({ store, questionId }: { store: CompareStoreApi; questionId: string }) {
  // ←/→ and Home/End move both diagrams together, as in the player.
  useStepKeyboard(store);
  useCompareUrl(store, questionId);
  return null;
}

export function ComparePage({ questionId, kind, left, right, summaries, initialRow, diagrams }: CompareViewProps) {
  const t = useT();
  // The same memoised steps the two players' stores read: each side is derived once on this side of the wire.
  const leftSteps = stepsOf(left);
  const rightSteps = stepsOf(right);
  const [store] = useState(() => createCompareStore(leftSteps, rightSteps, initialRow, kind));
  const rows = store.getState().rows;
  const v = t.compare.view;
  const words = sideWords(t, kind);

  return (
    <CompareStoreProvider store={store}>
      <CompareBehaviour store={store} questionId={questionId} />
      <section className="flex flex-col gap-1">
        <CompareModes questionId={questionId} />
        <h1 className="text-2xl font-semibold leading-tight">{words.title}</h1>
        <p className="max-w-4xl text-slate-700 dark:text-slate-300">{words.intro}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium">
            {v.question}
            {t.format.colon}
          </span>
          {t.format.quote(scenarioText(left, true, t).question)}
        </p>
      </section>
      <div className="z-10 max-lg:sticky max-lg:top-0">
        <CompareControls />
      </div>
      {/* Each side spans three shared rows (header, step, diagram), so both diagrams start level. Side by
          side on a phone too, in short words with each diagram a window on its current arrow: the two
          modes are compared, not read one after the other. */}
      <div className="grid grid-cols-2 gap-2 lg:grid-rows-[auto_auto_auto] lg:gap-4" aria-label={v.diagramsLabel} role="group">
        <CompareSide side="left" scenario={left} initialIndex={stepAt(rows, initialRow, 'left')} diagram={diagrams?.left ?? null} />
        <CompareSide side="right" scenario={right} initialIndex={stepAt(rows, initialRow, 'right')} diagram={diagrams?.right ?? null} />
      </div>
      <CompareAlignment left={leftSteps} right={rightSteps} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <CompareSummary left={summaries.left} right={summaries.right} />
        {kind === 'ptc' ? <PublishedEffects /> : <DecisionTree />}
      </div>
    </CompareStoreProvider>
  );
}
