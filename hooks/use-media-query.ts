'use client';

import { useSyncExternalStore } from 'react';

// One MediaQueryList per query: React reads the snapshot on every render, and
// matchMedia() is not free on the player's step-change path.
const lists = new Map<string, MediaQueryList>();
const listFor = (query: string) => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = listFor(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => listFor(query).matches,
    () => serverValue,
  );
}

export const usePrefersDark = () => useMediaQuery('(prefers-color-scheme: dark)');
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
