'use client';

import { useEffect } from 'react';
import { STEP_MS, type PlayerStoreApi } from '@/lib/store/player-store';
import { useStore } from 'zustand';

export function useAutoplay(store: PlayerStoreApi, reducedMotion: boolean) {
  const playing = useStore(store, (s) => s.playing);
  const index = useStore(store, (s) => s.index);
  const speed = useStore(store, (s) => s.speed);
  useEffect(() => {
    store.getState().setAutoplayAllowed(!reducedMotion);
  }, [reducedMotion, store]);
  useEffect(() => {
    if (!playing || reducedMotion) return;
    const timer = setTimeout(() => store.getState().next(), STEP_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, index, speed, reducedMotion, store]);
}
