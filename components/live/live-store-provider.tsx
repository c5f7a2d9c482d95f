'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ServerInfo } from '@/lib/live/settings';
import { createLiveStore, type LiveStore, type LiveStoreApi, type StorageLike } from '@/lib/store/live-store';

const LiveStoreContext = createContext<LiveStoreApi | null>(null);

function storage(kind: 'sessionStorage' | 'localStorage'): StorageLike | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/**
 * One live store per page visit. It starts from defaults on the server and in
 * the first client render (so hydration matches), then reads what an earlier
 * visit left, and asks the server whether its route can reach the real API.
 */
export function LiveStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createLiveStore({
      origin: () => window.location.origin,
      loadEngine: () => import('@/lib/live/live-engine'),
      session: typeof window === 'undefined' ? null : storage('sessionStorage'),
      local: typeof window === 'undefined' ? null : storage('localStorage'),
    }),
  );
  useEffect(() => {
    store.getState().hydrate();
    let cancelled = false;
    fetch('/api/live/status', { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<ServerInfo>) : Promise.reject(new Error(String(r.status)))))
      .then((info) => {
        if (!cancelled) store.getState().setServer(info);
      })
      .catch(() => {
        // A static deploy has no server route: the browser route still works.
        if (!cancelled) store.getState().setServer({ serverKey: false, upstream: 'anthropic', absent: true });
      });
    return () => {
      cancelled = true;
      store.getState().clearRun();
    };
  }, [store]);
  return <LiveStoreContext.Provider value={store}>{children}</LiveStoreContext.Provider>;
}

export function useLiveStoreApi(): LiveStoreApi {
  const store = useContext(LiveStoreContext);
  if (!store) throw new Error('useLive needs a LiveStoreProvider above it');
  return store;
}

export function useLive<T>(selector: (state: LiveStore) => T): T {
  return useStore(useLiveStoreApi(), selector);
}
