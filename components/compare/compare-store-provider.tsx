'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CompareStore, CompareStoreApi } from '@/lib/store/compare-store';

const CompareStoreContext = createContext<CompareStoreApi | null>(null);

export function CompareStoreProvider({ store, children }: { store: CompareStoreApi; children: ReactNode }) {
  return <CompareStoreContext.Provider value={store}>{children}</CompareStoreContext.Provider>;
}

export function useCompareStoreApi(): CompareStoreApi {
  const store = useContext(CompareStoreContext);
  if (!store) throw new Error('useCompare needs a CompareStoreProvider above it');
  return store;
}

export function useCompare<T>(selector: (state: CompareStore) => T): T {
  return useStore(useCompareStoreApi(), selector);
}
