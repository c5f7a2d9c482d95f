'use client';

import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import type { StepUrlSource } from '@/lib/scenario/step-url';
import { playerSelectors } from '@/lib/store/player-store';
import { stepPlain, stepTitle } from '@/lib/i18n/describe-step';
import { useT } from '@/components/i18n/locale-provider';
import { SeenBadge } from '@/components/shared/seen-badge';
import { EmbedLink } from './embed-link';
import { PlayerControls } from './player-controls';
import { usePlayer } from './player-store-provider';
import { SequenceDiagram } from './sequence-diagram';

/**
 * For an iframe (700×500 and up): compact controls, one line of step text, and
 * the diagram filling the rest, zoomed to readable labels and following the
 * step. Nothing scrolls the page; the full card is one click away in the app.
 */
export function EmbedLayout({ diagram, source }: { diagram: PrerenderedDiagram | null; source: StepUrlSource | null }) {
  return (
    <div data-view-mode="embed" className="flex h-dvh flex-col gap-1.5 p-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <PlayerControls compact />
        <EmbedBadge />
        {source?.kind === 'library' && <EmbedLink scenarioId={source.id} />}
      </div>
      <EmbedStepLine />
      <div className="card diagram-fit min-h-0 flex-1 p-2">
        <SequenceDiagram prerendered={diagram} note={false} />
      </div>
    </div>
  );
}

function EmbedBadge() {
  const step = usePlayer(playerSelectors.currentStep);
  const source = usePlayer((s) => s.scenario.source.kind);
  return step ? <SeenBadge seen={step.seen} source={source} /> : null;
}

/** The step in one line: where we are, its title, and as much of its plain sentence as fits (the app has the rest). */
function EmbedStepLine() {
  const t = useT();
  const step = usePlayer(playerSelectors.currentStep);
  const total = usePlayer(playerSelectors.stepCount);
  if (!step) return null;
  const plain = stepPlain(step, t);
  return (
    <div className="flex min-w-0 items-baseline gap-2 text-sm" data-testid="step-card" data-step={step.number} aria-labelledby="step-title">
      <span className="shrink-0 font-semibold text-slate-600 dark:text-slate-300" data-testid="step-counter">
        {t.player.step.counter(step.number, total)}
      </span>
      <h2 id="step-title" className="shrink-0 font-semibold">
        {stepTitle(step, t)}
      </h2>
      <p className="min-w-0 truncate" title={plain} data-testid="step-plain">
        {plain}
      </p>
    </div>
  );
}
