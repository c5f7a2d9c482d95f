import { createStore } from 'zustand/vanilla';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';
import { buildSearchIndex, type SearchIndex, type SearchOutcome } from '@/lib/search';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { OffThreadSearch } from '@/lib/your-tools/search-off-thread';

export interface PlaygroundState {
  catalogIds: string[];
  /** The user's own catalogs (kept in this browser), by id: indexed and searched off the main thread. */
  yours: string[];
  variant: SearchAlgorithm;
  query: string;
  limit: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: string | null;
  /** The shipped catalogs' definitions (the user's stay in the search worker). */
  tools: ToolDefinition[];
  /** Every tool searched, the user's included. */
  toolCount: number;
  /** User catalogs asked for that are no longer kept here. */
  missing: string[];
  indexBuildMs: number | null;
  outcome: SearchOutcome | null;
}

export interface PlaygroundActions {
  setCatalogs(ids: string[], yours?: string[]): Promise<void>;
  setVariant(variant: SearchAlgorithm): void;
  setQuery(query: string): void;
  setLimit(limit: number): void;
}

export type PlaygroundStore = PlaygroundState & PlaygroundActions;

export interface PlaygroundDeps {
  /** The search worker, made on first use; without it the user's catalogs cannot be searched. */
  offThread?: () => OffThreadSearch;
}

/**
 * Catalog loading, indexing and searching live here so the page only renders.
 * The index is rebuilt when the catalogs or the variant change, never per keystroke.
 * The shipped catalogs are small and searched on the main thread; as soon as one of the
 * user's catalogs is chosen (up to 10,000 tools), the index and every search move to the worker.
 */
export function createPlaygroundStore(initial: Pick<PlaygroundState, 'catalogIds' | 'variant' | 'query' | 'limit'> & { yours?: string[] }, deps: PlaygroundDeps = {}) {
  let index: SearchIndex | null = null;
  let worker: OffThreadSearch | null = null;
  let loadToken = 0;
  let searchToken = 0;
  const offThread = () => (worker ??= deps.offThread?.() ?? null);

  return createStore<PlaygroundStore>()((set, get) => {
    const rebuildOffThread = async (token: number) => {
      const { tools, variant, yours } = get();
      const search = offThread();
      if (!search) return set({ status: 'failed', loadError: 'your catalogs need the search worker, which this page has not got' });
      index = null;
      set({ status: 'loading' });
      try {
        const built = await search.build(variant, tools, yours);
        if (token !== loadToken) return;
        set({ indexBuildMs: built.buildMs, toolCount: built.toolCount, missing: built.missing, status: 'ready' });
      } catch (e) {
        if (token === loadToken) set({ status: 'failed', loadError: (e as Error).message });
      }
    };
    const rebuildHere = () => {
      const { tools, variant } = get();
      const start = performance.now();
      try {
        index = buildSearchIndex(variant, tools);
        set({ indexBuildMs: performance.now() - start, toolCount: tools.length, missing: [] });
      } catch (e) {
        index = null;
        set({ status: 'failed', loadError: (e as Error).message });
      }
    };
    const run = () => {
      const { query, limit, yours, status } = get();
      const mine = ++searchToken;
      if (!query || status !== 'ready') return set({ outcome: null });
      if (yours.length === 0) return set({ outcome: index ? index.search(query, { limit }) : null });
      // A later keystroke's answer wins; one that comes back after it is dropped.
      offThread()
        ?.search(query, limit)
        .then(
          (outcome) => mine === searchToken && set({ outcome }),
          (e: Error) => mine === searchToken && set({ status: 'failed', loadError: e.message }),
        );
    };

    return {
      ...initial,
      yours: initial.yours ?? [],
      status: 'idle',
      loadError: null,
      tools: [],
      toolCount: 0,
      missing: [],
      indexBuildMs: null,
      outcome: null,

      async setCatalogs(ids, yours = get().yours) {
        const token = ++loadToken;
        set({ catalogIds: ids, yours, status: 'loading', loadError: null });
        try {
          const lists = await Promise.all(ids.map(loadCatalogChunk));
          // A slower, older load must not overwrite the reader's latest choice.
          if (token !== loadToken) return;
          set({ tools: lists.flat(), status: 'ready' });
          if (yours.length > 0) await rebuildOffThread(token);
          else rebuildHere();
          if (token === loadToken) run();
        } catch (e) {
          if (token === loadToken) set({ status: 'failed', loadError: (e as Error).message });
        }
      },
      setVariant(variant) {
        set({ variant });
        if (get().yours.length === 0) {
          rebuildHere();
          return run();
        }
        const token = ++loadToken;
        void rebuildOffThread(token).then(() => token === loadToken && run());
      },
      setQuery(query) {
        set({ query });
        run();
      },
      setLimit(limit) {
        set({ limit: Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_SEARCH_LIMIT });
        run();
      },
    };
  });
}

export type PlaygroundStoreApi = ReturnType<typeof createPlaygroundStore>;
