import type { Step, StepFacts } from '@/lib/engine/step';
import { showHidden } from '@/lib/security/hidden-characters';
import type { Dictionary } from './en';

/**
 * A step's facts as they may be drawn: names, queries and texts come from a
 * file or a run, and a bidi control or zero-width character in one could make
 * it read as something else (`delete_all\u202Eatad_daer` as "delete_allread_data"),
 * in the card, the diagram's label and everything else built from a title.
 */
function visible(facts: StepFacts): StepFacts {
  const out: StepFacts = {};
  for (const [key, value] of Object.entries(facts)) out[key] = typeof value === 'string' ? showHidden(value) : value;
  return out;
}

export function stepTitle(step: Step, dict: Dictionary): string {
  return dict.steps.titles[step.kind](visible(step.facts));
}

export function stepExplanation(step: Step, dict: Dictionary): string {
  return dict.steps.explanations[step.kind](visible(step.facts));
}
