import type { McpSearchName, SearchAlgorithm } from '@/lib/protocol/search-tools';
import { buildSearchIndex, CatalogTooLargeError, type SearchIndex, type SearchableTool } from '@/lib/search';
import { indexedDbShelf } from './shelf';
import { searchableTools } from './searchable';

/**
 * The search worker of /search: the user's catalogs are read from IndexedDB here, and indexed and
 * searched here, so ten thousand tools never hold the page's main thread. The page sends the
 * shipped catalogs' definitions (small) and the ids of the user's; it gets back the outcome of
 * each search, as the playground shows it.
 */

type Request =
  | { id: number; type: 'build'; variant: SearchAlgorithm; shipped: SearchableTool[]; yours: string[]; names: McpSearchName }
  | { id: number; type: 'search'; query: string; limit: number };

const shelf = indexedDbShelf(indexedDB);
let index: SearchIndex | null = null;

self.onmessage = async (event: MessageEvent<Request>) => {
  const message = event.data;
  try {
    if (message.type === 'build') {
      const catalogs = await Promise.all(message.yours.map((id) => shelf.get(id)));
      const missing = message.yours.filter((_, i) => !catalogs[i]);
      const tools = [...message.shipped, ...catalogs.flatMap((c) => (c ? searchableTools(c, message.names) : []))];
      const start = performance.now();
      index = null;
      index = buildSearchIndex(message.variant, tools);
      self.postMessage({ id: message.id, built: { buildMs: performance.now() - start, toolCount: tools.length, missing } });
    } else {
      if (!index) throw new Error('no index built yet');
      self.postMessage({ id: message.id, outcome: index.search(message.query, { limit: message.limit }) });
    }
  } catch (e) {
    self.postMessage({ id: message.id, error: e instanceof CatalogTooLargeError ? e.message : (e as Error).message });
  }
};
