'use client';

import { useEffect } from 'react';
import { stepAt, type Side } from '@/lib/compare/align-steps';
import { useCompareStoreApi } from './compare-store-provider';
import { usePlayerStoreApi } from '@/components/player/player-store-provider';

/**
 * Ties one side's player store to the shared compare position, both ways, through
 * store subscriptions only: the diagram under this player hears about the new step
 * from its own store and flips attributes, and nothing re-renders it.
 */
export function CompareSideSync({ side }: { side: Side }) {
  const compare = useCompareStoreApi();
  const player = usePlayerStoreApi();
  useEffect(() => {
    const toPlayer = compare.subscribe((state, prev) => {
      if (state.position === prev.position) return;
      const target = stepAt(state.rows, state.position, side);
      if (player.getState().index !== target) player.getState().goTo(target);
    });
    // A click on this side's diagram moves the player first; the shared position follows.
    const toCompare = player.subscribe((state, prev) => {
      if (state.index !== prev.index) compare.getState().followStep(side, state.index);
    });
    return () => {
      toPlayer();
      toCompare();
    };
  }, [compare, player, side]);
  return null;
}
