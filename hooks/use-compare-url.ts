'use client';

import { useEffect } from 'react';
import type { CompareStoreApi } from '@/lib/store/compare-store';

/** Keeps `?question=…&step=…` in the address bar (replaceState: no history entry per step). */
export function useCompareUrl(store: CompareStoreApi, questionId: string) {
  useEffect(() => {
    return store.subscribe((state, prev) => {
      if (state.position === prev.position) return;
      const url = new URL(window.location.href);
      url.searchParams.set('question', questionId);
      url.searchParams.set('step', String(state.position + 1));
      window.history.replaceState(window.history.state, '', url);
    });
  }, [store, questionId]);
}
