'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createPlayerStore, type PlayerStore, type PlayerStoreApi } from '@/lib/store/player-store';
import type { Scenario } from '@/lib/scenario/types';

const PlayerStoreContext = createContext<PlayerStoreApi | null>(null);

export function PlayerStoreProvider({ scenario, initialIndex, children }: { scenario: Scenario; initialIndex: number; children: ReactNode }) {
  const [store] = useState(() => createPlayerStore(scenario, initialIndex));
  return <PlayerStoreContext.Provider value={store}>{children}</PlayerStoreContext.Provider>;
}

export function usePlayerStoreApi(): PlayerStoreApi {
  const store = useContext(PlayerStoreContext);
  if (!store) throw new Error('usePlayer needs a PlayerStoreProvider above it');
  return store;
}

export function usePlayer<T>(selector: (state: PlayerStore) => T): T {
  return useStore(usePlayerStoreApi(), selector);
}
