import type { Step } from '@/lib/engine/step';
import type { Scenario } from '@/lib/scenario/types';
import { runView, type Inflight, type RunRecord } from './live-scenario';

/**
 * The live run as the player shows it, derived from the run's record and the
 * request in flight, and remembered for that pair: every store update (an
 * arriving character, a phase change) asks again, and only a new record or a
 * new in-flight snapshot derives the steps anew. Keyed weakly by the record,
 * so a finished run takes its view with it.
 */

export interface RunView {
  scenario: Scenario;
  steps: readonly Step[];
}

const cache = new WeakMap<RunRecord, { inflight: Inflight | null; view: RunView }>();

export function viewOf(record: RunRecord, inflight: Inflight | null): RunView {
  const hit = cache.get(record);
  if (hit && hit.inflight === inflight) return hit.view;
  const view = runView(record, inflight);
  cache.set(record, { inflight, view });
  return view;
}
