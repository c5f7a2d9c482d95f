'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ReportStore, ReportStoreApi } from '@/lib/store/report-store';

const ReportStoreContext = createContext<ReportStoreApi | null>(null);

export function ReportStoreProvider({ store, children }: { store: ReportStoreApi; children: ReactNode }) {
  return <ReportStoreContext.Provider value={store}>{children}</ReportStoreContext.Provider>;
}

export function useReport<T>(selector: (state: ReportStore) => T): T {
  const store = useContext(ReportStoreContext);
  if (!store) throw new Error('useReport needs a ReportStoreProvider above it');
  return useStore(store, selector);
}
