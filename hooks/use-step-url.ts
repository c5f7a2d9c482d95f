'use client';

import { useEffect } from 'react';
import type { PlayerStoreApi } from '@/lib/store/player-store';

/**
 * Keeps `?scenario=…&step=…` in the address bar so any step can be linked and
 * reloaded. replaceState, not the router: a step change must not refetch the page
 * nor fill the history with one entry per step.
 */
export function useStepUrl(store: PlayerStoreApi, scenarioId: string | null) {
  useEffect(() => {
    if (!scenarioId) return;
    const write = (index: number) => {
      const url = new URL(window.location.href);
      url.searchParams.set('scenario', scenarioId);
      url.searchParams.set('step', String(index + 1));
      window.history.replaceState(window.history.state, '', url);
    };
    return store.subscribe((state, prev) => {
      if (state.index !== prev.index) write(state.index);
    });
  }, [store, scenarioId]);
}
