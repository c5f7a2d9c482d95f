'use client';

import Link from 'next/link';
import { useState } from 'react';
import { playgroundLink } from '@/lib/engine/playground-link';
import { playerSelectors } from '@/lib/store/player-store';
import { stepExplanation, stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { CopyButton } from '@/components/shared/copy-button';
import { FactChecks } from './fact-checks';
import { JsonView } from '@/components/shared/json-view';
import { usePlayer } from './player-store-provider';
import { SeenBadge } from '@/components/shared/seen-badge';

export function StepCard() {
  const t = useT();
  const step = usePlayer(playerSelectors.currentStep);
  const total = usePlayer(playerSelectors.stepCount);
  const [fold, setFold] = useState<{ all: boolean | null; generation: number }>({ all: null, generation: 0 });
  const scenario = usePlayer((s) => s.scenario);
  if (!step) return null;
  const title = stepTitle(step, t);
  const searchLink = playgroundLink(step, scenario);

  return (
    <article className="card flex min-w-0 flex-col gap-3" aria-labelledby="step-title" data-testid="step-card" data-step={step.number}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-600 dark:text-slate-300" data-testid="step-counter">
          {t.player.step.counter(step.number, total)}
        </span>
        <SeenBadge seen={step.seen} />
      </div>
      <h2 id="step-title" className="text-xl font-semibold leading-tight">
        {title}
      </h2>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300" data-testid="step-route">
        {t.actors[step.from]} → {t.actors[step.to]}
      </p>
      <p className="leading-relaxed">{stepExplanation(step, t)}</p>
      {searchLink && (
        <Link href={searchLink} className="text-sm font-medium text-sky-700 underline dark:text-sky-300">
          {t.search.openFromStep} →
        </Link>
      )}
      <FactChecks />
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{t.player.step.payload}</h3>
        <button type="button" className="btn-secondary" onClick={() => setFold((f) => ({ all: false, generation: f.generation + 1 }))}>
          {t.player.step.expandAll}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setFold((f) => ({ all: true, generation: f.generation + 1 }))}>
          {t.player.step.collapseAll}
        </button>
        <CopyButton text={() => JSON.stringify(step.payload, null, 2)} />
      </div>
      <div className="payload max-h-[60vh] overflow-auto rounded-md bg-slate-50 p-3 dark:bg-slate-900">
        <JsonView key={`${step.number}:${fold.generation}`} value={step.payload} foldAll={fold.all} />
      </div>
    </article>
  );
}
