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
