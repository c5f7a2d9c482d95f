import type { Step } from '@/lib/engine/step';
import type { Dictionary } from './en';

export function stepTitle(step: Step, dict: Dictionary): string {
  return dict.steps.titles[step.kind](step.facts);
}

export function stepExplanation(step: Step, dict: Dictionary): string {
  return dict.steps.explanations[step.kind](step.facts);
}
