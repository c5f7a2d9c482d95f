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
      <div className="grid gap-4 lg:grid-cols-[minmax(0,11fr)_minmax(0,9fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <PlayerControls />
          <div className="card min-w-0">
            <SequenceDiagram />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <StepCard />
          <ModelViewPanel />
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
