import { createStore } from 'zustand/vanilla';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import type { SearchAlgorithm } from '@/lib/protocol/search-tools';
import { buildSearchIndex, type SearchIndex, type SearchOutcome } from '@/lib/search';
import type { ToolDefinition } from '@/lib/scenario/types';

export interface PlaygroundState {
  catalogIds: string[];
  variant: SearchAlgorithm;
  query: string;
  limit: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: string | null;
  tools: ToolDefinition[];
  indexBuildMs: number | null;
  outcome: SearchOutcome | null;
}

export interface PlaygroundActions {
  setCatalogs(ids: string[]): Promise<void>;
  setVariant(variant: SearchAlgorithm): void;
  setQuery(query: string): void;
  setLimit(limit: number): void;
}

export type PlaygroundStore = PlaygroundState & PlaygroundActions;

/**
 * Catalog loading, indexing and searching live here so the page only renders.
 * The index is rebuilt when the catalogs or the variant change, never per keystroke.
 */
export function createPlaygroundStore(initial: Pick<PlaygroundState, 'catalogIds' | 'variant' | 'query' | 'limit'>) {
  let index: SearchIndex | null = null;
  let loadToken = 0;

  return createStore<PlaygroundStore>()((set, get) => {
    const rebuild = () => {
      const { tools, variant } = get();
      const start = performance.now();
      try {
        index = buildSearchIndex(variant, tools);
        set({ indexBuildMs: performance.now() - start });
      } catch (e) {
        index = null;
        set({ status: 'failed', loadError: (e as Error).message });
      }
    };
    const run = () => {
      const { query, limit } = get();
      set({ outcome: index && query ? index.search(query, { limit }) : null });
    };

    return {
      ...initial,
      status: 'idle',
      loadError: null,
      tools: [],
      indexBuildMs: null,
      outcome: null,

      async setCatalogs(ids) {
        const token = ++loadToken;
        set({ catalogIds: ids, status: 'loading', loadError: null });
        try {
          const lists = await Promise.all(ids.map(loadCatalogChunk));
          // A slower, older load must not overwrite the reader's latest choice.
          if (token !== loadToken) return;
          set({ tools: lists.flat(), status: 'ready' });
          rebuild();
          run();
        } catch (e) {
          if (token === loadToken) set({ status: 'failed', loadError: (e as Error).message });
        }
      },
      setVariant(variant) {
        set({ variant });
        rebuild();
        run();
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
