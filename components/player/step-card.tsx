'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Step } from '@/lib/engine/step';
import { playgroundLink } from '@/lib/engine/playground-link';
import { playerSelectors } from '@/lib/store/player-store';
import { stepExplanation, stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { CopyButton } from '@/components/shared/copy-button';
import { CodeListing } from './code-listing';
import { FactChecks } from './fact-checks';
import { HttpSummary } from './http-summary';
import { JsonView } from '@/components/shared/json-view';
import { usePlayer } from './player-store-provider';
import { SeenBadge } from '@/components/shared/seen-badge';
import { StepMarks } from '@/components/shared/step-marks';
import { SearchOrderNote } from './search-order-note';
import { StepPrologue } from './step-prologue';

/**
 * `present`: large type for a room (≥ 24 px at 1280×720) and no payload, which
 * nobody reads from the back; `embed`: as on the page, inside a frame.
 */
export function StepCard({ variant = 'full' }: { variant?: 'full' | 'present' | 'embed' }) {
  const t = useT();
  const step = usePlayer(playerSelectors.currentStep);
  const total = usePlayer(playerSelectors.stepCount);
  const scenario = usePlayer((s) => s.scenario);
  if (!step) return null;
  const title = stepTitle(step, t);
  const searchLink = variant === 'full' ? playgroundLink(step, scenario) : null;
  const big = variant === 'present';

  return (
    <article className="card flex min-w-0 flex-col gap-3" aria-labelledby="step-title" data-testid="step-card" data-step={step.number}>
      <div className={`flex flex-wrap items-center gap-2 ${big ? 'text-4xl' : 'text-sm'}`}>
        <span className={`text-slate-600 dark:text-slate-300 ${big ? 'font-bold' : 'font-semibold'}`} data-testid="step-counter">
          {t.player.step.counter(step.number, total)}
        </span>
        <SeenBadge seen={step.seen} />
        <StepMarks step={step} />
      </div>
      <h2 id="step-title" className={`${big ? 'text-4xl' : 'text-xl'} font-semibold leading-tight`}>
        {title}
      </h2>
      <p className={`${big ? 'text-2xl' : 'text-sm'} font-medium text-slate-600 dark:text-slate-300`} data-testid="step-route">
        {t.actors[step.from]} → {t.actors[step.to]}
      </p>
      <p className={`leading-relaxed ${big ? 'text-2xl' : ''}`} data-testid="step-explanation">
        {stepExplanation(step, t)}
      </p>
      {!big && <SearchOrderNote step={step} />}
      {searchLink && (
        <Link href={searchLink} className="text-sm font-medium text-sky-700 underline dark:text-sky-300">
          {t.search.openFromStep} →
        </Link>
      )}
      {!big && step.prologue && <StepPrologue prologue={step.prologue} />}
      {!big && <CodeListing step={step} />}
      {!big && <FactChecks />}
      {!big && (step.kind === 'request' || step.kind === 'response' || step.kind === 'error-response') && (
        <HttpSummary step={step} emulated={scenario.source.kind === 'emulator'} />
      )}
      {!big && <Payload step={step} />}
    </article>
  );
}

function Payload({ step }: { step: Step }) {
  const t = useT();
  const [fold, setFold] = useState<{ all: boolean | null; generation: number }>({ all: null, generation: 0 });
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {'http' in step ? t.player.http.body : t.player.step.payload}
        </h3>
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
    </>
  );
}
