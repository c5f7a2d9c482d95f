import { modelInfo } from '@/lib/protocol/models';
import type { ToolDefinition } from '@/lib/scenario/types';
import { countCatalog } from '@/lib/tokens/catalog-budget';
import type { CatalogCounter, ExactCatalogCount } from '@/lib/tokens/exact-count';
import type { CountedRequests, CountRoute } from '@/lib/tokens/exact-requests';
import type { SimulatedFailure } from '@/lib/protocol/lab-headers';
import type { BudgetCatalog, BudgetState, ExactFailure, UploadError } from './initialState';

/**
 * Every change to the budget page's state, as a pure function. Loading catalogs, reading
 * uploads and asking count_tokens stay in action.ts.
 */

export type BudgetAction =
  | { type: 'catalog/toggle'; id: string }
  | { type: 'catalog/loading'; id: string }
  | { type: 'catalog/loaded'; id: string; definitions: ToolDefinition[] }
  | { type: 'catalog/failed'; id: string; error: string }
  | { type: 'catalog/exact'; id: string; exact: ExactCatalogCount }
  | { type: 'upload/add'; file: string; tools: ToolDefinition[] }
  | { type: 'upload/errors'; errors: UploadError[] }
  | { type: 'upload/remove'; id: string }
  | { type: 'model/set'; id: string }
  | { type: 'window/set'; tokens: number }
  | { type: 'base/set'; tokens: number }
  | { type: 'discovered/set'; n: number }
  | { type: 'exact-counter/set'; counter: CatalogCounter | null }
  | { type: 'exact/error'; message: string | null }
  | { type: 'panel/route'; route: CountRoute }
  | { type: 'panel/simulate'; simulate: SimulatedFailure | 'none' }
  | { type: 'panel/counting'; fromMemory: boolean }
  | { type: 'panel/counted'; key: string; counts: CountedRequests }
  | { type: 'panel/failed'; failure: ExactFailure }
  | { type: 'panel/done' };

const clamp = (n: number, max: number) => (Number.isFinite(n) ? Math.max(0, Math.min(Math.round(n), max)) : 0);

function patch(state: BudgetState, id: string, change: Partial<BudgetCatalog>): BudgetState {
  const current = state.catalogs[id];
  return current ? { ...state, catalogs: { ...state.catalogs, [id]: { ...current, ...change } } } : state;
}

/** An upload is named after its file; a second file of the same name gets a number. */
export function uploadId(catalogs: Record<string, BudgetCatalog>, file: string): string {
  let id = `upload:${file}`;
  for (let n = 2; id in catalogs; n++) id = `upload:${file} (${n})`;
  return id;
}

export function budgetReducer(state: BudgetState, action: BudgetAction): BudgetState {
  switch (action.type) {
    case 'catalog/toggle': {
      if (!state.catalogs[action.id]) return state;
      const on = state.selected.includes(action.id);
      return { ...state, selected: on ? state.selected.filter((s) => s !== action.id) : [...state.selected, action.id] };
    }
    case 'catalog/loading':
      return patch(state, action.id, { status: 'loading', error: undefined });
    case 'catalog/loaded':
      return patch(state, action.id, { status: 'ready', definitions: action.definitions, count: countCatalog(action.definitions), tools: action.definitions.length });
    case 'catalog/failed':
      return patch(state, action.id, { status: 'failed', error: action.error });
    case 'catalog/exact':
      return patch(state, action.id, { exact: action.exact });
    case 'upload/add': {
      const id = uploadId(state.catalogs, action.file);
      const entry: BudgetCatalog = {
        id,
        title: id.slice('upload:'.length),
        origin: 'upload',
        status: 'ready',
        tools: action.tools.length,
        definitions: action.tools,
        count: countCatalog(action.tools),
      };
      return { ...state, catalogs: { ...state.catalogs, [id]: entry }, order: [...state.order, id], selected: [...state.selected, id] };
    }
    case 'upload/errors':
      return { ...state, uploadErrors: action.errors };
    case 'upload/remove': {
      if (state.catalogs[action.id]?.origin !== 'upload') return state;
      const { [action.id]: _removed, ...rest } = state.catalogs;
      return { ...state, catalogs: rest, order: state.order.filter((o) => o !== action.id), selected: state.selected.filter((s) => s !== action.id) };
    }
    case 'model/set': {
      const info = modelInfo(action.id);
      if (!info) return state;
      // Exact counts belong to a model's tokenizer: another model needs its own.
      const catalogs = Object.fromEntries(Object.entries(state.catalogs).map(([k, c]) => [k, c.exact ? { ...c, exact: undefined } : c]));
      return { ...state, modelId: info.id, window: info.context_window, catalogs };
    }
    case 'window/set':
      return { ...state, window: Math.max(1_000, clamp(action.tokens, 10_000_000)) };
    case 'base/set':
      return { ...state, base: clamp(action.tokens, 10_000_000) };
    case 'discovered/set':
      return { ...state, discovered: Math.max(1, clamp(action.n, 50)) };
    case 'exact-counter/set':
      return { ...state, exactCounter: action.counter, exactError: null };
    case 'exact/error':
      return { ...state, exactError: action.message };
    case 'panel/route':
      return { ...state, exactPanel: { ...state.exactPanel, route: action.route } };
    case 'panel/simulate':
      return { ...state, exactPanel: { ...state.exactPanel, simulate: action.simulate } };
    case 'panel/counting':
      return { ...state, exactPanel: { ...state.exactPanel, counting: true, failure: null, fromMemory: action.fromMemory } };
    case 'panel/counted':
      return { ...state, exactPanel: { ...state.exactPanel, counted: { ...state.exactPanel.counted, [action.key]: action.counts } } };
    case 'panel/failed':
      return { ...state, exactPanel: { ...state.exactPanel, failure: action.failure } };
    case 'panel/done':
      return { ...state, exactPanel: { ...state.exactPanel, counting: false } };
  }
}
