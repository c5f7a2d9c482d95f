import type { Step, StepFacts } from '@/lib/engine/step';
import { showHidden } from '@/lib/security/hidden-characters';
import type { Dictionary } from './en';
import type { PlainFacts } from './en/plain';

/** The article's quoted steps in the reader's language, when the dictionary has them (the payload stays as written). */
function asWritten(step: Step, dict: Dictionary) {
  return step.kind === 'as-written' ? dict.library.articleSteps[String(step.facts.title)] : undefined;
}

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
  return asWritten(step, dict)?.title ?? dict.steps.titles[step.kind](visible(step.facts));
}

/** The second layer: the protocol's fine print. */
export function stepExplanation(step: Step, dict: Dictionary): string {
  return asWritten(step, dict)?.explanation ?? dict.steps.explanations[step.kind](visible(step.facts));
}

/** Longest search query a plain sentence quotes whole; the details quote every character. */
export const PLAIN_QUERY_CHARS = 40;

/** At most `max` characters (code points), ending in an ellipsis when cut. */
const shorten = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

/**
 * What the model can see at a step, counted, for the plain sentences; and the
 * search query shortened, so the sentence a room reads stays a sentence.
 */
function plainFacts(step: Step): PlainFacts {
  const count = (how: 'search' | 'always' | 'discovered') => step.view.loaded.filter((t) => t.how === how).length;
  const facts: PlainFacts = { ...visible(step.facts), seesSearch: count('search'), seesAlways: count('always'), seesFound: count('discovered') };
  if (facts.query !== undefined) facts.query = shorten(String(facts.query), PLAIN_QUERY_CHARS);
  return facts;
}

/** The first layer: one or two plain sentences a newcomer reads before the details. */
export function stepPlain(step: Step, dict: Dictionary): string {
  return asWritten(step, dict)?.explanation ?? dict.plain.sentences[step.kind](plainFacts(step));
}
