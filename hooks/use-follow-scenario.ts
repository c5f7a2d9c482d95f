'use client';

import { useEffect, useRef } from 'react';
import type { Step } from '@/lib/engine/step';
import type { Scenario } from '@/lib/scenario/types';
import type { PlayerStoreApi } from '@/lib/store/player-store';

/**
 * A player whose scenario grows while it is shown (a live run): new steps are
 * loaded into the same store, and a reader who was on the last step is
 * carried to the new last one. A reader who went back to look stays put.
 */
export function useFollowScenario(store: PlayerStoreApi, live: { scenario: Scenario; steps: readonly Step[] } | null) {
  const scenario = live?.scenario;
  const steps = live?.steps;
  // A player (re)mounted on a run in progress starts at the newest step, as one that was there all along would be.
  const synced = useRef(false);
  useEffect(() => {
    if (!scenario || !steps) return;
    const state = store.getState();
    if (state.scenario === scenario && state.steps === steps) return;
    const following = !synced.current || state.index >= state.steps.length - 1;
    synced.current = true;
    state.load(scenario, following ? steps.length - 1 : state.index, steps);
  }, [store, scenario, steps]);
}
