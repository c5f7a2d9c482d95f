'use client';

import type { Side } from '@/lib/compare/align-steps';
import { stepExplanation, stepPlain, stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { compareSelectors } from '@/lib/store/compare-store';
import { playerSelectors } from '@/lib/store/player-store';
import { usageProvenance } from '@/lib/tokens/provenance';
import { useCompare } from './compare-store-provider';
import { sideWords } from './compare-words';
import { usePlayer } from '@/components/player/player-store-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';
import { SeenBadge } from '@/components/shared/seen-badge';
import { StepMarks } from '@/components/shared/step-marks';

/** The step this side shows now, and whether the other side has a step at this moment. */
export function CompareSideStep({ side }: { side: Side }) {
  const t = useT();
  const v = t.compare.view;
  const step = usePlayer(playerSelectors.currentStep);
  const total = usePlayer(playerSelectors.stepCount);
  const source = usePlayer((x) => x.scenario.source);
  const lacks = useCompare(compareSelectors.lacks(side));
  const otherLacks = useCompare(compareSelectors.lacks(side === 'left' ? 'right' : 'left'));
  const kind = useCompare((s) => s.kind);
  if (!step) return null;
  const words = sideWords(t, kind);
  const mode = side === 'left' ? words.left : words.right;

  return (
    <div className="flex min-h-32 flex-col gap-1 max-lg:[overflow-wrap:anywhere]" data-testid={`compare-step-${side}`} data-step={step.number} data-lacks={lacks ? 'true' : 'false'}>
      {lacks ? (
        <p className="rounded-md border border-dashed border-slate-400 p-2 text-sm text-slate-700 dark:border-slate-500 dark:text-slate-300" data-testid={`compare-lacks-${side}`}>
          {v.noStep(mode)}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-slate-600 dark:text-slate-300">{v.stepOf(step.number, total)}</span>
            <SeenBadge seen={step.seen} source={source.kind} />
            <StepMarks step={step} />
            {otherLacks && (
              <span
                className="inline-flex items-center rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 ring-1 ring-inset ring-violet-600/30 dark:bg-violet-900/40 dark:text-violet-200"
                data-testid={`compare-only-${side}`}
              >
                {v.onlyHere(mode)}
              </span>
            )}
          </div>
          <h3 className="text-lg font-semibold leading-tight max-lg:text-sm" data-testid={`compare-title-${side}`}>
            {stepTitle(step, t)}
          </h3>
          <p className="text-sm font-medium text-slate-600 max-lg:text-xs dark:text-slate-300">
            {t.actors[step.from]} → {t.actors[step.to]}
          </p>
          {/* A phone shows the plain sentence: two columns of the protocol's fine print would not be read side by side. */}
          <p className="text-sm leading-snug lg:hidden">{stepPlain(step, t)}</p>
          <p className="text-sm leading-relaxed max-lg:hidden">
            {stepExplanation(step, t)}
            {/* A response's explanation quotes its usage: say how exact that is. */}
            {step.kind === 'response' && (
              <>
                {' '}
                <ProvenanceBadge kind={usageProvenance(source)} />
              </>
            )}
          </p>
        </>
      )}
    </div>
  );
}
