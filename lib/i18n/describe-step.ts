import type { Step } from '@/lib/engine/step';
import type { Dictionary } from './en';

export function stepTitle(step: Step, dict: Dictionary): string {
  return dict.stepTitles[step.kind](step.facts);
}

export function stepExplanation(step: Step, dict: Dictionary): string {
  return dict.stepExplanations[step.kind](step.facts);
}
