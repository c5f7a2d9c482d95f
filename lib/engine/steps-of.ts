import { deriveSteps } from './derive-steps';
import type { Step } from './step';
import type { Scenario } from '@/lib/scenario/types';

/**
 * The steps of a scenario, derived once per scenario object: the route, the
 * compare page, the import check and the player's store all ask for the same
 * scenario's steps, and a scenario never changes once parsed. Keyed weakly, so
 * a scenario that is dropped takes its steps with it. The array is shared:
 * frozen, so that no caller can change another's steps.
 */

const cache = new WeakMap<Scenario, readonly Step[]>();

export function stepsOf(scenario: Scenario): readonly Step[] {
  let steps = cache.get(scenario);
  if (!steps) cache.set(scenario, (steps = Object.freeze(deriveSteps(scenario))));
  return steps;
}

/**
 * Steps derived elsewhere for this very scenario object: the import worker
 * derives them off the main thread and sends them in the same message as the
 * scenario, so their payloads are the scenario's own objects, as here.
 */
export function rememberSteps(scenario: Scenario, steps: Step[]): readonly Step[] {
  const frozen = Object.freeze(steps);
  cache.set(scenario, frozen);
  return frozen;
}
