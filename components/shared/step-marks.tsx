import type { Step } from '@/lib/engine/step';
import { unverifiedPointsOf } from '@/lib/engine/unverified';
import { ModelledMark } from './modelled-mark';
import { UnverifiedMark } from './unverified-mark';

/** The honesty marks a step's card carries: modelled error text, and each unverified point it leans on. */
export function StepMarks({ step }: { step: Step }) {
  return (
    <>
      {step.kind === 'error-response' && step.facts.origin === 'modelled' && <ModelledMark />}
      {(step.kind === 'code-output' || step.kind === 'code-output-inject') && step.facts.origin === 'modelled' && <ModelledMark what="output" />}
      {unverifiedPointsOf(step).map((point) => (
        <UnverifiedMark key={point} point={point} />
      ))}
    </>
  );
}
