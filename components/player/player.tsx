'use client';

import type { Step } from '@/lib/engine/step';
import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import type { StepUrlSource } from '@/lib/scenario/step-url';
import type { Scenario } from '@/lib/scenario/types';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useAutoplay } from '@/hooks/use-autoplay';
import { useFollowScenario } from '@/hooks/use-follow-scenario';
import { useStepKeyboard } from '@/hooks/use-step-keyboard';
import { useStepUrl } from '@/hooks/use-step-url';
import { ContextBudgetBar } from './context-budget-bar';
import { ModelViewPanel } from './model-view-panel';
import { PlayerControls } from './player-controls';
import { PlayerStoreProvider, usePlayerStoreApi } from './player-store-provider';
import { ScenarioActions } from './scenario-actions';
import { ScenarioHeader } from './scenario-header';
import { SequenceDiagram } from './sequence-diagram';
import { StepAnnouncer } from './step-announcer';
import { StepCard } from './step-card';
import { StepsAsText } from './steps-as-text';

export interface PlayerProps {
  scenario: Scenario;
  initialIndex: number;
  /** A shipped scenario: the URL follows the step and links name it. */
  linkable: boolean;
  /** A scenario imported from this file: the URL says so, and its share link says the file is needed. */
  fileName?: string;
  /** A live run still growing: its steps so far (the one still streaming left out). The live page has its own actions. */
  live?: { steps: readonly Step[] };
  /** The diagram drawn ahead of time for a shipped scenario, from the server. */
  diagram?: PrerenderedDiagram | null;
}

export function Player({ scenario, initialIndex, linkable, fileName, live, diagram = null }: PlayerProps) {
  const source: StepUrlSource | null = linkable ? { kind: 'library', id: scenario.id } : fileName ? { kind: 'file', fileName } : null;
  return (
    // Keyed: the provider makes its store once, so a client-side navigation to another
    // scenario (the picker) or step (a link) must mount a new one, not keep the old.
    <PlayerStoreProvider key={`${scenario.id}:${initialIndex}`} scenario={scenario} initialIndex={initialIndex}>
      <PlayerBehaviour scenarioId={linkable ? scenario.id : null} fileName={fileName ?? null} live={live ? { scenario, steps: live.steps } : null} />
      <ScenarioHeader />
      {!live && <ScenarioActions source={source} />}
      {/* Source order is the phone's reading order (controls, the step, then the diagram);
          on wide screens the grid puts the diagram beside the step. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="z-10 min-w-0 max-lg:sticky max-lg:bottom-2 max-lg:order-last lg:col-start-1 lg:row-start-1">
          <PlayerControls />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <StepCard />
          <ModelViewPanel />
          <ContextBudgetBar />
        </div>
        <div className="card min-w-0 self-start lg:col-start-1 lg:row-start-2">
          <SequenceDiagram prerendered={diagram} />
          <StepsAsText source={source} />
        </div>
      </div>
      <StepAnnouncer />
    </PlayerStoreProvider>
  );
}

function PlayerBehaviour({
  scenarioId,
  fileName,
  live,
}: {
  scenarioId: string | null;
  fileName: string | null;
  live: { scenario: Scenario; steps: readonly Step[] } | null;
}) {
  const store = usePlayerStoreApi();
  useStepKeyboard(store);
  useAutoplay(store, usePrefersReducedMotion());
  useStepUrl(store, scenarioId ? { kind: 'library', id: scenarioId } : fileName ? { kind: 'file', fileName } : null);
  useFollowScenario(store, live);
  return null;
}
