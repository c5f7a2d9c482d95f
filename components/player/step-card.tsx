'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Step } from '@/lib/engine/step';
import { unverifiedPointsOf } from '@/lib/engine/unverified';
import { playgroundLink } from '@/lib/engine/playground-link';
import type { GlossaryTerm } from '@/lib/i18n/en/teach';
import { playerSelectors } from '@/lib/store/player-store';
import { stepExplanation, stepPlain, stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { CopyButton } from '@/components/shared/copy-button';
import { CodeListing } from './code-listing';
import { GlossaryText } from '@/components/shared/glossary-text';
import { FactChecks } from './fact-checks';
import { HttpSummary } from './http-summary';
import { JsonView } from '@/components/shared/json-view';
import { usePlayer } from './player-store-provider';
import { SeenBadge } from '@/components/shared/seen-badge';
import { StepModelledMarks } from '@/components/shared/step-marks';
import { SearchOrderNote } from './search-order-note';
import { UnverifiedMark } from '@/components/shared/unverified-mark';
import { StepPrologue } from './step-prologue';

/**
 * Two layers: a plain sentence a newcomer reads first, then "Details" with the
 * protocol's fine print (the exact fields, the unverified points, the HTTP lines),
 * then the payload. `present`: the plain layer alone, in large type for a room;
 * `embed`: one line of it, for a frame (embed-layout.tsx).
 */
export function StepCard({ variant = 'full' }: { variant?: 'full' | 'present' }) {
  const t = useT();
  const step = usePlayer(playerSelectors.currentStep);
  const total = usePlayer(playerSelectors.stepCount);
  const scenario = usePlayer((s) => s.scenario);
  if (!step) return null;
  const big = variant === 'present';
  const plain = stepPlain(step, t);
  const details = stepExplanation(step, t);
  const searchLink = big ? null : playgroundLink(step, scenario);
  const unverified = unverifiedPointsOf(step);
  const wire = step.kind === 'request' || step.kind === 'response' || step.kind === 'error-response';
  // One set per render: a term the plain sentence defines is not defined again in the details.
  const defined = new Set<GlossaryTerm>();

  return (
    // On a phone the diagram's strip covers the top of the screen: a link or a scroll to the card stops under it.
    <article className={`card flex min-w-0 flex-col gap-3 ${big ? '[overflow-wrap:anywhere]' : 'max-lg:scroll-mt-[calc(32vh+2rem)]'}`} aria-labelledby="step-title" data-testid="step-card" data-step={step.number}>
      <div className={`flex flex-wrap items-center gap-2 ${big ? 'text-[2rem]' : 'text-sm'}`}>
        <span className={`text-slate-600 dark:text-slate-300 ${big ? 'font-bold' : 'font-semibold'}`} data-testid="step-counter">
          {t.player.step.counter(step.number, total)}
        </span>
        <SeenBadge seen={step.seen} source={scenario.source.kind} big={big} />
        <StepModelledMarks step={step} />
      </div>
      <h2 id="step-title" className={`${big ? 'text-4xl' : 'text-xl'} font-semibold leading-tight`}>
        {stepTitle(step, t)}
      </h2>
      <p className={`${big ? 'text-2xl' : 'text-sm'} font-medium text-slate-600 dark:text-slate-300`} data-testid="step-route">
        {t.actors[step.from]} → {t.actors[step.to]}
      </p>
      <p className={`[overflow-wrap:anywhere] ${big ? 'text-[1.75rem] leading-snug' : 'text-base leading-relaxed'}`} data-testid="step-plain">
        <GlossaryText text={plain} defined={defined} />
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
      {!big && (details !== plain || unverified.length > 0 || wire) && (
        // Kept mounted across steps, so a reader who opened it keeps it open while stepping.
        <details className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700" data-testid="step-details">
          <summary className="cursor-pointer font-medium">{t.teach.details}</summary>
          <div className="mt-2 flex flex-col gap-3">
            {unverified.length > 0 && (
              <p className="flex flex-wrap gap-1">
                {unverified.map((point) => (
                  <UnverifiedMark key={point} point={point} />
                ))}
              </p>
            )}
            {details !== plain && (
              <p className="leading-relaxed" data-testid="step-explanation">
                <GlossaryText text={details} defined={defined} />
              </p>
            )}
            {wire && <HttpSummary step={step} emulated={scenario.source.kind === 'emulator'} />}
          </div>
        </details>
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
          {step.kind === 'request' ? t.player.http.body.request : step.kind === 'response' || step.kind === 'error-response' ? t.player.http.body.response : t.player.step.payload}
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
