import type { McpSearchName, SearchAlgorithm } from '@/lib/protocol/search-tools';
import type { SearchOutcome, SearchableTool } from '@/lib/search';

/**
 * The page's side of the search worker: build an index over the shipped definitions and the
 * user's catalogs (by id), then search it. Answers come back in order; a caller that changed its
 * mind in between drops the stale one itself.
 */

export interface Built {
  buildMs: number;
  toolCount: number;
  /** Ids of catalogs no longer kept in this browser. */
  missing: string[];
}

export interface OffThreadSearch {
  build(variant: SearchAlgorithm, shipped: SearchableTool[], yours: string[], names: McpSearchName): Promise<Built>;
  search(query: string, limit: number): Promise<SearchOutcome>;
}

type Reply = { id: number; built?: Built; outcome?: SearchOutcome; error?: string };

export function searchWorker(): OffThreadSearch {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  const ask = (message: Record<string, unknown>): Promise<Reply> => {
    if (!worker) {
      worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<Reply>) => {
        const entry = waiting.get(event.data.id);
        waiting.delete(event.data.id);
        if (!entry) return;
        if (event.data.error !== undefined) entry.reject(new Error(event.data.error));
        else entry.resolve(event.data);
      };
      worker.onerror = (event) => {
        for (const entry of waiting.values()) entry.reject(new Error(event.message || 'the search worker failed'));
        waiting.clear();
      };
    }
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker!.postMessage({ ...message, id });
    });
  };
  return {
    build: async (variant, shipped, yours, names) => (await ask({ type: 'build', variant, shipped, yours, names })).built!,
    search: async (query, limit) => (await ask({ type: 'search', query, limit })).outcome!,
  };
}
