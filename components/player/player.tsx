'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import type { Step } from '@/lib/engine/step';
import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import type { StepUrlSource } from '@/lib/scenario/step-url';
import type { Scenario } from '@/lib/scenario/types';
import type { ViewMode } from '@/lib/scenario/view-mode';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useAutoplay } from '@/hooks/use-autoplay';
import { useFollowScenario } from '@/hooks/use-follow-scenario';
import { usePresenterKeys } from '@/hooks/use-presenter-keys';
import { useStepKeyboard } from '@/hooks/use-step-keyboard';
import { useStepUrl } from '@/hooks/use-step-url';
import { ContextBudgetBar } from './context-budget-bar';
import { LargeScenarioNote } from './large-scenario-note';
import { ModelViewPanel } from './model-view-panel';
import { PlayerControls } from './player-controls';
import { PlayerStoreProvider, usePlayerStoreApi } from './player-store-provider';
import { Primer } from './primer';
import { ScenarioActions } from './scenario-actions';
import { ScenarioHeader } from './scenario-header';
import { SequenceDiagram } from './sequence-diagram';
import { StepAnnouncer } from './step-announcer';
import { StepCard } from './step-card';
import { StepsAsText } from './steps-as-text';

// Loaded when first shown (on the server too, so a link to them arrives drawn): most visits use neither
// mode, and the diff sits below the fold; none of them belongs in the player's first-load JS.
const PresenterLayout = lazy(() => import('./presenter-layout').then((m) => ({ default: m.PresenterLayout })));
const EmbedLayout = lazy(() => import('./embed-layout').then((m) => ({ default: m.EmbedLayout })));
const ContextDiffPanel = lazy(() => import('./context-diff-panel').then((m) => ({ default: m.ContextDiffPanel })));
// Likewise the badges' legend, under the diagram. (Not the primer: a first visit clicks it before a chunk of its own could load.)
const BadgeLegend = lazy(() => import('./badge-legend').then((m) => ({ default: m.BadgeLegend })));

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
  /** The layout the URL asked for; presenter mode can be entered and left on the page, the embed view cannot. */
  mode?: ViewMode;
  /** A first visit (no primer cookie): the primer opens beside the diagram. */
  firstVisit?: boolean;
}

/** Presenter mode's flag in the address bar, so a reload or a shared link opens it again. */
function writePresentFlag(on: boolean) {
  const url = new URL(window.location.href);
  if (on) url.searchParams.set('present', '1');
  else url.searchParams.delete('present');
  window.history.replaceState(window.history.state, '', url);
}

export function Player({ scenario, initialIndex, linkable, fileName, live, diagram = null, mode: asked = 'full', firstVisit = false }: PlayerProps) {
  const [mode, setMode] = useState<ViewMode>(live ? 'full' : asked);
  // Opened by a first visit, or later by "What is this?" (then it takes the focus).
  const [primer, setPrimer] = useState<'closed' | 'first' | 'asked'>(firstVisit && !live ? 'first' : 'closed');
  const setPresenting = useCallback((on: boolean) => {
    setMode(on ? 'present' : 'full');
    writePresentFlag(on);
  }, []);
  const source: StepUrlSource | null = linkable ? { kind: 'library', id: scenario.id } : fileName ? { kind: 'file', fileName } : null;

  return (
    // Keyed: the provider makes its store once, so a client-side navigation to another
    // scenario (the picker) or step (a link) must mount a new one, not keep the old.
    <PlayerStoreProvider key={`${scenario.id}:${initialIndex}`} scenario={scenario} initialIndex={initialIndex} shipped={linkable}>
      <PlayerBehaviour source={source} live={live ? { scenario, steps: live.steps } : null} clicker={mode === 'present'} />
      {!live && mode !== 'embed' && <PresenterKeys presenting={mode === 'present'} setPresenting={setPresenting} />}
      <Suspense>
        {mode === 'present' && <PresenterLayout diagram={diagram} onLeave={() => setPresenting(false)} />}
        {mode === 'embed' && <EmbedLayout diagram={diagram} source={source} />}
      </Suspense>
      {mode === 'full' && (
        <>
          <ScenarioHeader onWhatIsThis={live ? undefined : () => setPrimer('asked')} />
          {!live && <ScenarioActions source={source} onPresent={() => setPresenting(true)} />}
          <LargeScenarioNote />
          {/* On a phone one column: the diagram first, as a strip that stays at the top of the screen (and
              follows the step) while the card scrolls under it, so the arrow and its step are seen together;
              the controls stay at the bottom. On wide screens the grid puts the diagram beside the step. */}
          <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,11fr)_minmax(0,9fr)] lg:grid-rows-[auto_auto_1fr]">
            <div className="z-10 min-w-0 max-lg:sticky max-lg:bottom-2 max-lg:order-last lg:col-start-1 lg:row-start-1">
              <PlayerControls />
            </div>
            <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-3 lg:row-start-1">
              {primer !== 'closed' && <Primer focus={primer === 'asked'} onClose={() => setPrimer('closed')} />}
              <StepCard />
              <ModelViewPanel />
              <Suspense>
                <ContextDiffPanel />
              </Suspense>
              <ContextBudgetBar />
            </div>
            <div className="card diagram-strip z-[5] min-w-0 self-start max-lg:sticky max-lg:top-0 max-lg:order-first max-lg:w-full max-lg:p-2 lg:col-start-1 lg:row-start-2">
              <SequenceDiagram prerendered={diagram} />
            </div>
            <div className="flex min-w-0 flex-col gap-4 max-lg:order-9 lg:col-start-1 lg:row-start-3 lg:self-start">
              <StepsAsText source={source} />
              <Suspense>
                <BadgeLegend />
              </Suspense>
            </div>
          </div>
        </>
      )}
      <StepAnnouncer />
    </PlayerStoreProvider>
  );
}

function PresenterKeys({ presenting, setPresenting }: { presenting: boolean; setPresenting: (on: boolean) => void }) {
  usePresenterKeys(presenting, setPresenting);
  return null;
}

function PlayerBehaviour({
  source,
  live,
  clicker,
}: {
  source: StepUrlSource | null;
  live: { scenario: Scenario; steps: readonly Step[] } | null;
  clicker: boolean;
}) {
  const store = usePlayerStoreApi();
  useStepKeyboard(store, { clicker });
  useAutoplay(store, usePrefersReducedMotion());
  useStepUrl(store, source);
  useFollowScenario(store, live);
  return null;
}
