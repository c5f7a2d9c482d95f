/**
 * Marks each step's elements in a mermaid sequence diagram's SVG text, before it
 * reaches the page, so that nothing a label says can move a highlight.
 *
 * Mermaid draws message i as its label (one or more `text.messageText`), then its
 * arrow (`.messageLine0` solid, `.messageLine1` dashed), then the autonumber
 * circle and number. The arrow is the anchor: each one closes a message, and the
 * labels seen since the previous arrow are its labels. There must be exactly one
 * arrow per step, or the SVG is not marked at all (null): a wrong highlight is
 * worse than none.
 *
 * Labels reach this text escaped (lib/diagram/sequence-source.ts), so mermaid's
 * output holds no raw `<` or `"` inside text: the tag scan below only ever sees
 * mermaid's own tags.
 *
 * Keyboard: each message's first label is its button, named after the step. The
 * buttons share one tab stop (a roving tabindex): only the current step's is in
 * the tab order, so a keyboard user tabs past an 11-step diagram in one press and
 * moves along it with the step keys (lib/diagram/step-highlight.ts moves the stop
 * and the focus with the step).
 */
export interface StepLabel {
  /** The arrow's accessible name ("Step 3: Model to Service (API), server_tool_use"). */
  name: string;
  /** The whole title, shown as a tooltip when the drawn label was cut short. */
  fullTitle: string | null;
}

const TAG = /<(text|line|path)\b([^>]*)>/g;
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Tag {
  name: string;
  start: number;
  end: number;
  attrs: string;
}

export function markSteps(svg: string, labels: readonly StepLabel[]): string | null {
  const groups: { texts: Tag[]; arrow: Tag; extras: Tag[] }[] = [];
  let texts: Tag[] = [];
  for (const m of svg.matchAll(TAG)) {
    const tag = { name: m[1]!, start: m.index, end: m.index + m[0].length, attrs: m[2]! };
    const classes = (/\sclass="([^"]*)"/.exec(tag.attrs)?.[1] ?? '').split(/\s+/);
    if (tag.name === 'text' && classes.includes('messageText')) texts.push(tag);
    else if (classes.includes('messageLine0') || classes.includes('messageLine1')) {
      groups.push({ texts, arrow: tag, extras: [] });
      texts = [];
    } else if (classes.includes('sequenceNumber') || /\smarker-start="url\(#[^"]*sequencenumber\)"/.test(tag.attrs)) {
      groups.at(-1)?.extras.push(tag);
    }
  }
  if (groups.length !== labels.length || texts.length > 0 || groups.some((g) => g.texts.length === 0)) return null;

  const edits: { at: number; text: string }[] = [];
  const mark = (tag: Tag, i: number, extra = '') => edits.push({ at: tag.start + 1 + tag.name.length, text: ` data-step="${i}"${extra}` });
  for (const [i, group] of groups.entries()) {
    const { name, fullTitle } = labels[i]!;
    const tooltip = fullTitle === null ? '' : `<title>${attr(fullTitle)}</title>`;
    const [first, ...rest] = group.texts;
    mark(first!, i, ` role="button" tabindex="-1" aria-label="${attr(name)}"`);
    if (tooltip) edits.push({ at: first!.end, text: tooltip });
    for (const t of rest) mark(t, i);
    mark(group.arrow, i);
    for (const t of group.extras) mark(t, i);
    // A wide transparent twin of the 2-px arrow, right after it, makes it easy to hit with a pointer.
    const close = `</${group.arrow.name}>`;
    const after = svg.indexOf(close, group.arrow.end);
    if (after < 0) return null;
    const geometry = [...group.arrow.attrs.matchAll(/\s(x1|y1|x2|y2|d)="[^"]*"/g)].map((g) => g[0]).join('');
    edits.push({ at: after + close.length, text: `<${group.arrow.name} class="step-hit" data-step="${i}"${geometry}>${tooltip}${close}` });
  }
  edits.sort((a, b) => b.at - a.at);
  let out = svg;
  for (const { at, text } of edits) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The state of step `i`'s elements when step `index` is the current one. */
export const stepState = (i: number, index: number) => (i < index ? 'past' : i === index ? 'current' : 'future');

/** A step's button is in the tab order only while it is the current step. */
export const stepTabIndex = (i: number, index: number) => (i === index ? '0' : '-1');

/**
 * A marked SVG as it looks at step `index`, for the server's HTML: the page
 * then shows the right highlight, and tabs to the right arrow, before any script runs.
 */
export function withStepStates(marked: string, index: number): string {
  return marked
    .replace(/ data-step="(\d+)"( role="button" tabindex=")-1"/g, (_, i: string, button: string) => ` data-step="${i}"${button}${stepTabIndex(Number(i), index)}"`)
    .replace(/ data-step="(\d+)"/g, (m, i: string) => `${m} data-state="${stepState(Number(i), index)}"`)
    .replace(/^<svg\b/, `<svg data-current-step="${index + 1}"`);
}
