'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createPlayerStore, type PlayerStore, type PlayerStoreApi } from '@/lib/store/player-store';
import type { Scenario } from '@/lib/scenario/types';
import { scenarioText } from '@/lib/i18n/library-text';
import { useT } from '@/components/i18n/locale-provider';

const PlayerStoreContext = createContext<PlayerStoreApi | null>(null);

export function PlayerStoreProvider({
  scenario,
  initialIndex,
  shipped = false,
  children,
}: {
  scenario: Scenario;
  initialIndex: number;
  /** Played from the shipped library (its words are translated). */
  shipped?: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => createPlayerStore(scenario, initialIndex, shipped));
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

/** The scenario's title, description and question in the reader's language (translated only when shipped). */
export function useScenarioText() {
  const t = useT();
  const scenario = usePlayer((s) => s.scenario);
  const shipped = usePlayer((s) => s.shipped);
  return scenarioText(scenario, shipped, t);
}
