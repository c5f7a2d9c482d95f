'use client';

import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import type { StepUrlSource } from '@/lib/scenario/step-url';
import { EmbedLink } from './embed-link';
import { PlayerControls } from './player-controls';
import { SequenceDiagram } from './sequence-diagram';
import { StepCard } from './step-card';

/** For an iframe: the controls, the diagram and the card, filling the frame, and a way out to the app. */
export function EmbedLayout({ diagram, source }: { diagram: PrerenderedDiagram | null; source: StepUrlSource | null }) {
  return (
    <div data-view-mode="embed" className="flex h-dvh flex-col gap-2 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <PlayerControls />
        </div>
        {source?.kind === 'library' && <EmbedLink scenarioId={source.id} />}
      </div>
      <div className="grid min-h-0 flex-1 grid-rows-2 gap-2 sm:grid-cols-[minmax(0,11fr)_minmax(0,9fr)] sm:grid-rows-1">
        <div className="card min-h-0 min-w-0 overflow-auto">
          <SequenceDiagram prerendered={diagram} />
        </div>
        <div className="min-h-0 min-w-0 overflow-auto">
          <StepCard variant="embed" />
        </div>
      </div>
    </div>
  );
}
