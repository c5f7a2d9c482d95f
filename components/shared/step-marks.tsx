import type { Step } from '@/lib/engine/step';
import { unverifiedPointsOf } from '@/lib/engine/unverified';
import { ModelledMark } from './modelled-mark';
import { UnverifiedMark } from './unverified-mark';

/** Error text the emulator wrote in the API's place: its 400s and its search errors (the result, and the block the model gets). */
const modelledText = (step: Step) =>
  step.facts.origin === 'modelled' && (step.kind === 'error-response' || ((step.kind === 'search-result' || step.kind === 'search-inject') && !!step.facts.error));

/** What the emulator wrote in the API's place on this step: its error text, or a program's output it modelled. */
export function StepModelledMarks({ step }: { step: Step }) {
  return (
    <>
      {modelledText(step) && <ModelledMark />}
      {(step.kind === 'code-output' || step.kind === 'code-output-inject') && step.facts.origin === 'modelled' && <ModelledMark what="output" />}
    </>
  );
}

/** The honesty marks a step carries: what was modelled, and each unverified point it leans on. */
export function StepMarks({ step }: { step: Step }) {
  return (
    <>
      <StepModelledMarks step={step} />
      {unverifiedPointsOf(step).map((point) => (
        <UnverifiedMark key={point} point={point} />
      ))}
    </>
  );
}
