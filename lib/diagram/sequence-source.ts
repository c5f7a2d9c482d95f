import { ACTORS, CONTAINER_ACTOR, type Actor, type Step } from '@/lib/engine/step';

/** Longest message label drawn, in characters; the step card and the arrow's tooltip keep the whole text. */
export const MAX_LABEL_CHARS = 60;

/**
 * Characters that mean something to mermaid in a message or participant label,
 * written as mermaid's own entity codes (`#<decimal>;`), which it turns back into
 * plain text after parsing:
 * - `%` starts directives (`%%{init: …}%%`, obeyed anywhere in the source) and comments;
 * - `#` starts an entity, and a bare one ends a message's text;
 * - `;` and line breaks end a statement;
 * - `:` separates a message from its text, and a leading `wrap:` is an option;
 * - `<` `>` `&` `"` would reach mermaid's HTML handling: `<br/>` splits a label into two;
 * - `-` `+` `)` `x` next to an arrow are arrow syntax only there, but `->>` is cheaper to rule out than to reason about.
 */
const SYNTAX = /[%#;:<>&"\-+=`{}[\]()|\\]/g;
/** Any line or paragraph break, tab or other control character: a label is one line. */
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function escapeLabel(text: string): string {
  // One pass over the text, so the `#` and `;` of an inserted code are never escaped again.
  return text.replace(BREAKS, ' ').replace(SYNTAX, (c) => `#${c.codePointAt(0)};`);
}

/**
 * At most `max` characters (code points, so no surrogate pair is cut in half),
 * ending in an ellipsis when cut.
 */
export function truncateLabel(text: string, max = MAX_LABEL_CHARS): string {
  const chars = Array.from(text.replace(BREAKS, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The label drawn on a step's arrow: truncated, then escaped. */
export const messageLabel = (title: string) => escapeLabel(truncateLabel(title));

/**
 * The lifelines a scenario's diagram draws, in order: the five actors, plus the code execution
 * container beside the service when a step reaches it (programmatic tool calling), so that the
 * code's arrows stay short and every other scenario keeps the diagram it had.
 */
export function lifelines(steps: readonly Step[]): readonly Actor[] {
  if (!steps.some((s) => s.from === CONTAINER_ACTOR || s.to === CONTAINER_ACTOR)) return ACTORS;
  const [client, service, ...rest] = ACTORS;
  return [client, service, CONTAINER_ACTOR, ...rest];
}

/**
 * The sequence diagram of a whole scenario. Message i of the diagram is step i:
 * the player relies on that order to find each step's arrow in the SVG.
 */
export function sequenceSource(
  steps: readonly Step[],
  actorLabel: (a: Actor) => string,
  title: (s: Step) => string,
  prologueNote?: (s: Step) => string,
): string {
  const lines = ['sequenceDiagram', '  autonumber'];
  const order = lifelines(steps);
  for (const actor of order) lines.push(`  participant ${actor} as ${escapeLabel(actorLabel(actor))}`);
  for (const step of steps) {
    // A note, not a message: it takes no number and no arrow, so step i stays arrow i.
    if (step.prologue && prologueNote) lines.push(`  Note over service,tool: ${escapeLabel(prologueNote(step))}`);
    // Dashed arrows for returns (toward the caller) read as replies, as in UML.
    const arrow = isReply(step, order) ? '-->>' : '->>';
    lines.push(`  ${step.from}${arrow}${step.to}: ${messageLabel(title(step))}`);
  }
  return lines.join('\n');
}

function isReply(step: Step, order: readonly Actor[]): boolean {
  return order.indexOf(step.to) < order.indexOf(step.from);
}
