import { createStore } from 'zustand/vanilla';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { serverNameOf } from '@/lib/live/request-template';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { DEFAULT_MCP_SEARCH_NAME, type McpSearchName, type SearchAlgorithm } from '@/lib/protocol/search-tools';
import { buildSearchIndex, type SearchableTool, type SearchIndex, type SearchOutcome } from '@/lib/search';
import { mcpSearchable } from '@/lib/search/mcp-tools';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { OffThreadSearch } from '@/lib/your-tools/search-off-thread';

/** Each catalog's MCP server name, when the catalogs are searched as MCP servers' tools (the player's MCP runs). */
export type ServerContext = Record<string, string>;

export interface PlaygroundState {
  catalogIds: string[];
  /** The user's own catalogs (kept in this browser), by id: indexed and searched off the main thread. */
  yours: string[];
  variant: SearchAlgorithm;
  query: string;
  limit: number;
  /** null: the shipped catalogs as plain tool lists (client-side tools), searched and referenced by their names. */
  servers: ServerContext | null;
  /** What name an MCP tool is searched by (the prefix reading is unverified): the shipped catalogs' with servers, and the user's servers' tools. */
  names: McpSearchName;
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
  /** Search the catalogs as MCP servers' tools (each under its server name) or as plain tool lists. */
  setServerContext(on: boolean): void;
  setNames(names: McpSearchName): void;
}

export type PlaygroundStore = PlaygroundState & PlaygroundActions;

export type PlaygroundInit = Pick<PlaygroundState, 'catalogIds' | 'variant' | 'query' | 'limit'> & Partial<Pick<PlaygroundState, 'servers' | 'names' | 'yours'>>;

export interface PlaygroundDeps {
  /** The search worker, made on first use; without it the user's catalogs cannot be searched. */
  offThread?: () => OffThreadSearch;
}

/** Every picked catalog under a server name: the one given, else the name the recorder and live mode give it. */
function withServers(ids: readonly string[], servers: ServerContext | null): ServerContext | null {
  return servers ? Object.fromEntries(ids.map((id) => [id, servers[id] ?? serverNameOf(id)])) : null;
}

/**
 * What the search runs over, in order: each catalog's tools, as MCP tools of its server when there is a
 * server context (matched by their own names or, in the prefix reading, by the composed ones).
 */
export function searchableTools(ids: readonly string[], lists: readonly ToolDefinition[][], servers: ServerContext | null, names: McpSearchName): SearchableTool[] {
  return ids.flatMap((id, i) => {
    const tools = lists[i] ?? [];
    const server = servers?.[id];
    return server ? tools.map((t) => mcpSearchable(t, server, names)) : tools;
  });
}

/**
 * Catalog loading, indexing and searching live here so the page only renders.
 * The index is rebuilt when the catalogs, the variant or the server context change, never per keystroke.
 * The shipped catalogs are small and searched on the main thread; as soon as one of the
 * user's catalogs is chosen (up to 10,000 tools), the index and every search move to the worker.
 */
export function createPlaygroundStore(initial: PlaygroundInit, deps: PlaygroundDeps = {}) {
  let index: SearchIndex | null = null;
  let lists: ToolDefinition[][] = [];
  let worker: OffThreadSearch | null = null;
  let loadToken = 0;
  let searchToken = 0;
  const offThread = () => (worker ??= deps.offThread?.() ?? null);

  return createStore<PlaygroundStore>()((set, get) => {
    const shipped = () => {
      const { catalogIds, servers, names } = get();
      return searchableTools(catalogIds, lists, servers, names);
    };
    const rebuildOffThread = async (token: number) => {
      const { variant, yours, names } = get();
      const search = offThread();
      if (!search) return set({ status: 'failed', loadError: 'your catalogs need the search worker, which this page has not got' });
      index = null;
      set({ status: 'loading' });
      try {
        const built = await search.build(variant, shipped(), yours, names);
        if (token !== loadToken) return;
        set({ indexBuildMs: built.buildMs, toolCount: built.toolCount, missing: built.missing, status: 'ready' });
      } catch (e) {
        if (token === loadToken) set({ status: 'failed', loadError: (e as Error).message });
      }
    };
    const rebuildHere = () => {
      const tools = shipped();
      const start = performance.now();
      try {
        index = buildSearchIndex(get().variant, tools);
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
    /** After a change of what is searched: rebuild where the index lives, then search again. */
    const rebuild = () => {
      if (get().yours.length === 0) {
        rebuildHere();
        return run();
      }
      const token = ++loadToken;
      void rebuildOffThread(token).then(() => token === loadToken && run());
    };

    return {
      ...initial,
      yours: initial.yours ?? [],
      servers: withServers(initial.catalogIds, initial.servers ?? null),
      names: initial.names ?? DEFAULT_MCP_SEARCH_NAME,
      status: 'idle',
      loadError: null,
      tools: [],
      toolCount: 0,
      missing: [],
      indexBuildMs: null,
      outcome: null,

      async setCatalogs(ids, yours = get().yours) {
        const token = ++loadToken;
        set({ catalogIds: ids, yours, servers: withServers(ids, get().servers), status: 'loading', loadError: null });
        try {
          const loaded = await Promise.all(ids.map(loadCatalogChunk));
          // A slower, older load must not overwrite the reader's latest choice.
          if (token !== loadToken) return;
          lists = loaded;
          set({ tools: loaded.flat(), status: 'ready' });
          if (yours.length > 0) await rebuildOffThread(token);
          else rebuildHere();
          if (token === loadToken) run();
        } catch (e) {
          if (token === loadToken) set({ status: 'failed', loadError: (e as Error).message });
        }
      },
      setVariant(variant) {
        set({ variant });
        rebuild();
      },
      setQuery(query) {
        set({ query });
        run();
      },
      setLimit(limit) {
        set({ limit: Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_SEARCH_LIMIT });
        run();
      },
      setServerContext(on) {
        set({ servers: on ? withServers(get().catalogIds, {}) : null });
        rebuild();
      },
      setNames(names) {
        set({ names });
        rebuild();
      },
    };
  });
}

export type PlaygroundStoreApi = ReturnType<typeof createPlaygroundStore>;
