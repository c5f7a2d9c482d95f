'use client';

import type { Scenario } from '@/lib/scenario/types';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useAutoplay } from '@/hooks/use-autoplay';
import { usePlayerKeyboard } from '@/hooks/use-player-keyboard';
import { useStepUrl } from '@/hooks/use-step-url';
import { ModelViewPanel } from './model-view-panel';
import { PlayerControls } from './player-controls';
import { PlayerStoreProvider, usePlayerStoreApi } from './player-store-provider';
import { ScenarioHeader } from './scenario-header';
import { SequenceDiagram } from './sequence-diagram';
import { StepAnnouncer } from './step-announcer';
import { StepCard } from './step-card';

export function Player({ scenario, initialIndex, linkable }: { scenario: Scenario; initialIndex: number; linkable: boolean }) {
  return (
    <PlayerStoreProvider scenario={scenario} initialIndex={initialIndex}>
      <PlayerBehaviour scenarioId={linkable ? scenario.id : null} />
      <ScenarioHeader />
      {/* Source order is the phone's reading order (controls, the step, then the diagram);
          on wide screens the grid puts the diagram beside the step. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="z-10 min-w-0 max-lg:sticky max-lg:bottom-2 max-lg:order-last lg:col-start-1 lg:row-start-1">
          <PlayerControls />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <StepCard />
          <ModelViewPanel />
        </div>
        <div className="card min-w-0 self-start lg:col-start-1 lg:row-start-2">
          <SequenceDiagram />
        </div>
      </div>
      <StepAnnouncer />
    </PlayerStoreProvider>
  );
}

function PlayerBehaviour({ scenarioId }: { scenarioId: string | null }) {
  const store = usePlayerStoreApi();
  usePlayerKeyboard(store);
  useAutoplay(store, usePrefersReducedMotion());
  useStepUrl(store, scenarioId);
  return null;
}
