import { createStore } from 'zustand/vanilla';
import { createBudgetActions, type BudgetActions, type BudgetDeps } from './budget/action';
import { initialBudgetState, type BudgetInitial, type BudgetState } from './budget/initialState';

/**
 * The budget page's store, in the slice pattern (as lib/store/live/): state and its types in
 * budget/initialState.ts, every change in the pure budget/reducer.ts, what views read in
 * budget/selectors.ts, and the actions (catalog chunks, uploads, count_tokens) in
 * budget/action.ts. One store per page visit (the page makes it).
 */

export type BudgetStore = BudgetState & BudgetActions;

export function createBudgetStore(deps: BudgetDeps, initial: BudgetInitial = {}) {
  const store = createStore<BudgetStore>()((set, get) => ({
    ...initialBudgetState(initial),
    ...createBudgetActions(get, set, deps),
  }));
  void store.getState().ensureLoaded(store.getState().selected);
  return store;
}

export type BudgetStoreApi = ReturnType<typeof createBudgetStore>;

export type { BudgetActions, BudgetDeps } from './budget/action';
export type { BudgetCatalog, BudgetState, ExactFailure, ExactPanelState, UploadedFile, UploadError } from './budget/initialState';
export { budgetSelectors, selectionCount, type SelectionCount } from './budget/selectors';
