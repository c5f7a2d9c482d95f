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
