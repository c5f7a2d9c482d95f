import { createStore } from 'zustand/vanilla';
import { loadCatalogChunk } from '@/lib/catalogs/load-catalog';
import { serverNameOf } from '@/lib/live/request-template';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { DEFAULT_MCP_SEARCH_NAME, type McpSearchName, type SearchAlgorithm } from '@/lib/protocol/search-tools';
import { buildSearchIndex, type SearchableTool, type SearchIndex, type SearchOutcome } from '@/lib/search';
import { mcpSearchable } from '@/lib/search/mcp-tools';
import type { ToolDefinition } from '@/lib/scenario/types';

/** Each catalog's MCP server name, when the catalogs are searched as MCP servers' tools (the player's MCP runs). */
export type ServerContext = Record<string, string>;

export interface PlaygroundState {
  catalogIds: string[];
  variant: SearchAlgorithm;
  query: string;
  limit: number;
  /** null: the catalogs as plain tool lists (client-side tools), searched and referenced by their names. */
  servers: ServerContext | null;
  /** With servers: what name an MCP tool is searched by (the prefix reading is unverified). */
  names: McpSearchName;
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
  /** Search the catalogs as MCP servers' tools (each under its server name) or as plain tool lists. */
  setServerContext(on: boolean): void;
  setNames(names: McpSearchName): void;
}

export type PlaygroundStore = PlaygroundState & PlaygroundActions;

export type PlaygroundInit = Pick<PlaygroundState, 'catalogIds' | 'variant' | 'query' | 'limit'> & Partial<Pick<PlaygroundState, 'servers' | 'names'>>;

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
 */
export function createPlaygroundStore(initial: PlaygroundInit) {
  let index: SearchIndex | null = null;
  let lists: ToolDefinition[][] = [];
  let loadToken = 0;

  return createStore<PlaygroundStore>()((set, get) => {
    const rebuild = () => {
      const { catalogIds, variant, servers, names } = get();
      const start = performance.now();
      try {
        index = buildSearchIndex(variant, searchableTools(catalogIds, lists, servers, names));
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
      servers: withServers(initial.catalogIds, initial.servers ?? null),
      names: initial.names ?? DEFAULT_MCP_SEARCH_NAME,
      status: 'idle',
      loadError: null,
      tools: [],
      indexBuildMs: null,
      outcome: null,

      async setCatalogs(ids) {
        const token = ++loadToken;
        set({ catalogIds: ids, servers: withServers(ids, get().servers), status: 'loading', loadError: null });
        try {
          const loaded = await Promise.all(ids.map(loadCatalogChunk));
          // A slower, older load must not overwrite the reader's latest choice.
          if (token !== loadToken) return;
          lists = loaded;
          set({ tools: loaded.flat(), status: 'ready' });
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
      setServerContext(on) {
        set({ servers: on ? withServers(get().catalogIds, {}) : null });
        rebuild();
        run();
      },
      setNames(names) {
        set({ names });
        rebuild();
        run();
      },
    };
  });
}

export type PlaygroundStoreApi = ReturnType<typeof createPlaygroundStore>;
