import { createStore } from 'zustand/vanilla';
import { createLiveActions, type LiveActions, type LiveDeps } from './live/action';
import { initialLiveState, type LiveState } from './live/initialState';

/**
 * The live page's store, in the slice pattern: state and its types in
 * live/initialState.ts, every change in the pure live/reducer.ts, what views
 * read in live/selectors.ts, and the actions (storage, the SDK, the run
 * driver) in live/action.ts. One store per page visit (the provider makes it).
 */

export type LiveStore = LiveState & LiveActions;

export function createLiveStore(deps: LiveDeps) {
  return createStore<LiveStore>()((set, get) => ({
    ...initialLiveState,
    ...createLiveActions(get, set, deps),
  }));
}

export type LiveStoreApi = ReturnType<typeof createLiveStore>;

export type { LiveActions, LiveDeps } from './live/action';
export type { LiveRun, LiveState, RunPhase, RunStatus } from './live/initialState';
export { liveSelectors } from './live/selectors';
export { KEY_STORAGE, SETTINGS_STORAGE, type StorageLike } from '@/lib/live/key-storage';
export type { LiveEngine } from '@/lib/live/run-driver';
