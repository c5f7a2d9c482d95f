'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BudgetStore, BudgetStoreApi } from '@/lib/store/budget-store';

const BudgetStoreContext = createContext<BudgetStoreApi | null>(null);

export function BudgetStoreProvider({ store, children }: { store: BudgetStoreApi; children: ReactNode }) {
  return <BudgetStoreContext.Provider value={store}>{children}</BudgetStoreContext.Provider>;
}

export function useBudgetStoreApi(): BudgetStoreApi {
  const store = useContext(BudgetStoreContext);
  if (!store) throw new Error('useBudget needs a BudgetStoreProvider above it');
  return store;
}

export function useBudget<T>(selector: (state: BudgetStore) => T): T {
  return useStore(useBudgetStoreApi(), selector);
}
