import { secretsOf } from '@/lib/live/key-storage';
import { viewOf, type RunView } from '@/lib/live/run-view';
import type { LiveState } from './initialState';

/**
 * What the views read. `view` is derived from the run's record and the request
 * in flight, and is the same object until one of them changes (viewOf
 * remembers it), so a component selecting it re-renders only then.
 */
export const liveSelectors = {
  running: (s: LiveState) => s.run?.status === 'preparing' || s.run?.status === 'running',
  view: (s: LiveState): RunView | null => (s.run ? viewOf(s.run.record, s.run.inflight) : null),
  stepCount: (s: LiveState) => (s.run ? viewOf(s.run.record, s.run.inflight).steps.length : 0),
  secrets: (s: LiveState) => secretsOf(s),
};
