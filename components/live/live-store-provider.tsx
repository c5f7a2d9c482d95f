'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { BASE_PATH, STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { withInPageEmulator } from '@/lib/server/in-page-emulator';
import { EMULATOR_PATH, type ServerInfo } from '@/lib/live/settings';
import { isFramed } from '@/lib/security/framing';
import { createLiveStore, type LiveStore, type LiveStoreApi, type StorageLike } from '@/lib/store/live-store';
import { yourShelf } from '@/lib/your-tools/shelf';
import { isYourCatalogId } from '@/lib/your-tools/types';

const LiveStoreContext = createContext<LiveStoreApi | null>(null);

/** What a static deploy's page says of the server it does not have. */
const NO_SERVER: ServerInfo = { serverKey: false, upstream: 'anthropic', absent: true };

/** The app's own URL, base path included: where its emulator is, and what an exported run says it came from. */
const appOrigin = () => `${window.location.origin}${BASE_PATH}`;

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
 * A static deploy has no server to ask, and runs the emulator inside the page.
 */
export function LiveStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createLiveStore({
      origin: appOrigin,
      framed: () => isFramed(window),
      ...(STATIC_DEPLOY && typeof window !== 'undefined' ? { fetch: withInPageEmulator(`${appOrigin()}${EMULATOR_PATH}`) } : {}),
      loadEngine: () => import('@/lib/live/live-engine'),
      session: typeof window === 'undefined' ? null : storage('sessionStorage'),
      local: typeof window === 'undefined' ? null : storage('localStorage'),
      loadYours: async (id) => {
        const catalog = await yourShelf().get(id);
        // Client-side definitions under the names a search sees: composed names keep two servers' tools apart.
        return catalog && { name: catalog.name, tools: catalog.tools.map((t) => ({ ...t.definition, name: t.name })) };
      },
    }),
  );
  useEffect(() => {
    store.getState().hydrate();
    // "Run a question over it" on the Your tools page: the catalog, sent inline (client-side tools).
    const linked = new URLSearchParams(window.location.search).get('yours');
    if (linked && isYourCatalogId(linked)) store.getState().update({ yours: linked, mode: 'client' });
    if (STATIC_DEPLOY) {
      store.getState().setServer(NO_SERVER);
      return () => store.getState().clearRun();
    }
    let cancelled = false;
    fetch('/api/live/status', { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<ServerInfo>) : Promise.reject(new Error(String(r.status)))))
      .then((info) => {
        if (!cancelled) store.getState().setServer(info);
      })
      .catch(() => {
        // A deploy without the server route (a static host serving a Node build's pages): the browser route still works.
        if (!cancelled) store.getState().setServer(NO_SERVER);
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
