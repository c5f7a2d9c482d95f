import type { MessageCountTokensParams } from '@anthropic-ai/sdk/resources/messages/messages';
import { countConnection, countFailureOf, countIsExact, countSimulated } from '@/lib/live/count-route';
import type { countTokensWith } from '@/lib/live/count-transport';
import type { SimulatedFailure } from '@/lib/protocol/lab-headers';
import type { ToolDefinition } from '@/lib/scenario/types';
import { cachedCatalogCounter, type CatalogCounter } from '@/lib/tokens/exact-count';
import { countCacheKey, exactCountCache, type CountRoute } from '@/lib/tokens/exact-requests';
import { readUpload } from '@/lib/tokens/uploaded-catalog';
import type { BudgetState, UploadedFile, UploadError } from './initialState';
import { budgetReducer, type BudgetAction } from './reducer';
import { countSubject } from './selectors';

/**
 * The budget page's actions: each dispatches to the reducer, and does what a reducer may not
 * (loading a catalog chunk, reading an upload, asking count_tokens). The count cache lives
 * here, not in state: it holds promises, so that a second click shares the first one's request.
 */

export interface BudgetActions {
  toggle(id: string): void;
  ensureLoaded(ids: readonly string[]): Promise<void>;
  uploadFiles(files: readonly UploadedFile[]): Promise<void>;
  removeUpload(id: string): void;
  setModel(id: string): void;
  setWindow(tokens: number): void;
  setBase(tokens: number): void;
  setDiscovered(n: number): void;
  /** The seam for exact counts: pass a counter (see lib/tokens/exact-count.ts) and measure. */
  setExactCounter(counter: CatalogCounter | null): void;
  measureExactly(): Promise<void>;
  setCountRoute(route: CountRoute): void;
  setCountSimulate(simulate: SimulatedFailure | 'none'): void;
  /** The panel's count: count_tokens for the selection, by the chosen route; the key is read now and never kept. */
  countExactly(apiKey: string): Promise<void>;
}

export interface BudgetDeps {
  load(id: string): Promise<ToolDefinition[]>;
  /** Where the app is served from (with its base path): the server and emulator routes live there. */
  origin?(): string;
  /** A fetch for the count, when requests must not go to the network as they are (a static deploy's in-page emulator). */
  countFetch?(origin: string): typeof fetch | undefined;
  /** The SDK's count_tokens, loaded when a count is asked for so the SDK stays out of the page's first load. */
  loadCountTransport?(): Promise<{ countTokensWith: typeof countTokensWith }>;
}

export function createBudgetActions<S extends BudgetState & BudgetActions>(
  get: () => S,
  set: (state: S, replace: true) => void,
  deps: BudgetDeps,
): BudgetActions {
  const dispatch = (action: BudgetAction) => set({ ...get(), ...budgetReducer(get(), action) }, true);
  const cache = exactCountCache();

  const load = async (id: string) => {
    const entry = get().catalogs[id];
    if (!entry || entry.origin !== 'shipped' || entry.status === 'ready' || entry.status === 'loading') return;
    dispatch({ type: 'catalog/loading', id });
    try {
      dispatch({ type: 'catalog/loaded', id, definitions: await deps.load(id) });
    } catch (e) {
      dispatch({ type: 'catalog/failed', id, error: (e as Error).message });
    }
  };

  const actions: BudgetActions = {
    toggle(id) {
      const picking = !get().selected.includes(id);
      dispatch({ type: 'catalog/toggle', id });
      if (picking) void load(id);
    },
    async ensureLoaded(ids) {
      await Promise.all(ids.map(load));
    },
    async uploadFiles(files) {
      const errors: UploadError[] = [];
      for (const file of files) {
        let text: string;
        try {
          text = await file.text();
        } catch (e) {
          errors.push({ file: file.name, problem: { path: '(root)', code: 'read-failed', detail: (e as Error).message } });
          continue;
        }
        const read = readUpload(file.name, text);
        if (!read.ok) errors.push(read.error);
        // One catalog a server: a listing of several keeps them apart, each with its own cost.
        else for (const server of read.servers) dispatch({ type: 'upload/add', file: server.label, tools: server.tools });
      }
      // A bad file changes nothing but the error list: the selection stays as it was.
      dispatch({ type: 'upload/errors', errors });
    },
    removeUpload(id) {
      dispatch({ type: 'upload/remove', id });
    },
    setModel(id) {
      dispatch({ type: 'model/set', id });
    },
    setWindow(tokens) {
      dispatch({ type: 'window/set', tokens });
    },
    setBase(tokens) {
      dispatch({ type: 'base/set', tokens });
    },
    setDiscovered(n) {
      dispatch({ type: 'discovered/set', n });
    },
    setExactCounter(counter) {
      dispatch({ type: 'exact-counter/set', counter });
    },
    async measureExactly() {
      const { exactCounter, selected, modelId } = get();
      if (!exactCounter) return;
      dispatch({ type: 'exact/error', message: null });
      for (const id of selected) {
        const entry = get().catalogs[id];
        if (!entry?.definitions) continue;
        try {
          dispatch({ type: 'catalog/exact', id, exact: await exactCounter(id, entry.definitions, modelId) });
        } catch (e) {
          dispatch({ type: 'exact/error', message: `${entry.title}: ${(e as Error).message}` });
        }
      }
    },
    setCountRoute(route) {
      dispatch({ type: 'panel/route', route });
    },
    setCountSimulate(simulate) {
      dispatch({ type: 'panel/simulate', simulate });
    },
    async countExactly(apiKey) {
      const subject = countSubject(get());
      const { route, simulate, counting } = get().exactPanel;
      if (!subject || counting || !deps.loadCountTransport || !deps.origin) return;
      const key = countCacheKey(subject);
      dispatch({ type: 'panel/counting', fromMemory: key in get().exactPanel.counted });
      try {
        const { countTokensWith } = await deps.loadCountTransport();
        const origin = deps.origin();
        const connection = countConnection(route, { origin, apiKey, simulate });
        const fetch = deps.countFetch?.(origin);
        const countOne = countTokensWith(fetch ? { ...connection, fetch } : connection);
        dispatch({ type: 'panel/counted', key, counts: await cache.count(subject, countOne) });
        // Only the real API counts exactly: then the totals switch from estimates to its figures,
        // catalog by catalog. The emulator's counts stay in the panel.
        if (countIsExact(route)) {
          actions.setExactCounter(cachedCatalogCounter((body) => countOne(body as MessageCountTokensParams)));
          await actions.measureExactly();
        }
      } catch (e) {
        dispatch({ type: 'panel/failed', failure: { failure: countFailureOf(e), simulated: countSimulated(route, simulate), emulated: route === 'emulator' } });
      } finally {
        dispatch({ type: 'panel/done' });
      }
    },
  };
  return actions;
}
