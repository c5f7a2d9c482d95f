/**
 * Past these, mermaid is not asked to draw: its default maxTextSize (50,000
 * characters) makes it draw an error box in place of the diagram, and long
 * before that a diagram of hundreds of arrows is too tall to read and takes
 * seconds to lay out. The steps still play; the page says why there is no diagram.
 */
export const MAX_DIAGRAM_STEPS = 200;
export const MAX_DIAGRAM_SOURCE_CHARS = 50_000;

export type DiagramSkip = { reason: 'steps'; steps: number; max: number } | { reason: 'size'; chars: number; max: number };

export function diagramSkip(stepCount: number, source: string): DiagramSkip | null {
  if (stepCount > MAX_DIAGRAM_STEPS) return { reason: 'steps', steps: stepCount, max: MAX_DIAGRAM_STEPS };
  if (source.length > MAX_DIAGRAM_SOURCE_CHARS) return { reason: 'size', chars: source.length, max: MAX_DIAGRAM_SOURCE_CHARS };
  return null;
}

/**
 * Past this many steps the player stops drawing a part for every step at
 * once: the list of steps shows this many around the current one, and the
 * scrubber its position without a tick per step. A step change then costs the
 * same for a file of 20 steps or of 80,000.
 */
export const MAX_LISTED_STEPS = 400;

/** The steps [start, end) of a window of `size` around `index`, kept inside [0, total). */
export function stepWindow(index: number, total: number, size = MAX_LISTED_STEPS): { start: number; end: number } {
  if (total <= size) return { start: 0, end: total };
  const start = Math.min(Math.max(0, index - Math.floor(size / 2)), total - size);
  return { start, end: start + size };
}
