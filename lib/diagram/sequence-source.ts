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

/** Characters drawn a full em wide (CJK, full-width forms): two half-ems. */
const WIDE = '\\u1100-\\u115f\\u2e80-\\ua4cf\\uac00-\\ud7a3\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6';
const WIDE_CHAR = new RegExp(`[${WIDE}]`, 'u');
/** A run of wide characters, or a word of narrow ones (each with the spaces after it). */
const PIECE = new RegExp(`[${WIDE}]+\\s*|[^\\s${WIDE}]+\\s*|\\s+`, 'gu');
const units = (c: string) => (WIDE_CHAR.test(c) ? 2 : 1);
/** CJK punctuation that may not start a line (kinsoku): it stays with the character before. */
const NO_LINE_START = /^[、。，．：；？！）」』】〉》’”・ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ]/u;

/**
 * A label cut into lines of at most `width` half-ems, at spaces, or between any
 * two CJK characters, or after `_` `/` `-` `.` inside a word too long for a line.
 * Done here, not by mermaid's own `wrap`: mermaid wraps the escaped text, and
 * would cut an entity code (`#40;`) in half.
 */
export function wrapLines(text: string, width: number): string[] {
  const size = (t: string) => Array.from(t).reduce((n, c) => n + units(c), 0);
  // A run that fits a line moves to the next one whole ("内的工具索引", "get_weather"); a longer one is cut:
  // CJK between any two characters, a narrow word after its own _ / . - (a tool name).
  const tokens = (text.match(PIECE) ?? []).flatMap((piece) =>
    size(piece.trimEnd()) <= width ? [piece] : WIDE_CHAR.test(piece) ? Array.from(piece) : (piece.match(/[^_/.-]+[_/.-]*\s*|[_/.-]+\s*/g) ?? [piece]),
  );
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const fits = size((line + token).trimEnd()) <= width;
    if (line && !fits && !NO_LINE_START.test(token)) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length ? lines : [''];
}

/** Lines for mermaid: each one escaped, joined by mermaid's own line break (never a label's text). */
const lines = (text: string, width: number) => wrapLines(text, width).map(escapeLabel).join('<br/>');

/**
 * Half-ems per line: an arrow's label (for each gap between lifelines it spans: the
 * gaps' widths are what the labels between neighbours need, so those are kept
 * short), an actor's name, the note before step 2.
 */
export const LINE_WIDTH = { message: 16, perGap: 14, actor: 14, note: 40 } as const;

/** The label drawn on a step's arrow, spanning `gaps` gaps between lifelines: truncated, then cut into lines, each escaped. */
export const messageLabel = (title: string, gaps = 1) => lines(truncateLabel(title), LINE_WIDTH.message + LINE_WIDTH.perGap * (Math.max(1, gaps) - 1));

/**
 * An actor's name (the dictionary's, never a file's): its explanation, after
 * " · ", on lines of its own. Parentheses stay as they are: mermaid measures an
 * actor's name before decoding its entity codes, and `#40;API#41;` would double
 * the box's width; in a participant line they mean nothing to mermaid.
 */
const actorLabel = (name: string) =>
  name
    .split(' · ')
    .map((part) => wrapLines(part, LINE_WIDTH.actor).map((line) => escapeLabel(line).replace(/#40;/g, '(').replace(/#41;/g, ')')).join('<br/>'))
    .join('<br/>');

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
  name: (a: Actor) => string,
  title: (s: Step) => string,
  prologueNote?: (s: Step) => string,
): string {
  const out = ['sequenceDiagram', '  autonumber'];
  const order = lifelines(steps);
  for (const actor of order) out.push(`  participant ${actor} as ${actorLabel(name(actor))}`);
  for (const step of steps) {
    // A note, not a message: it takes no number and no arrow, so step i stays arrow i.
    if (step.prologue && prologueNote) out.push(`  Note over service,tool: ${lines(prologueNote(step), LINE_WIDTH.note)}`);
    // Dashed arrows for returns (toward the caller) read as replies, as in UML.
    const arrow = isReply(step, order) ? '-->>' : '->>';
    out.push(`  ${step.from}${arrow}${step.to}: ${messageLabel(title(step), Math.abs(order.indexOf(step.to) - order.indexOf(step.from)))}`);
  }
  return out.join('\n');
}

function isReply(step: Step, order: readonly Actor[]): boolean {
  return order.indexOf(step.to) < order.indexOf(step.from);
}
