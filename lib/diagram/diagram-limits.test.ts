import { describe, expect, it } from 'vitest';
import { diagramSkip, MAX_DIAGRAM_SOURCE_CHARS, MAX_DIAGRAM_STEPS } from './diagram-limits';

describe('diagramSkip', () => {
  it('draws the library-sized diagrams', () => {
    expect(diagramSkip(19, 'x'.repeat(2_000))).toBeNull();
    expect(diagramSkip(MAX_DIAGRAM_STEPS, 'x'.repeat(MAX_DIAGRAM_SOURCE_CHARS))).toBeNull();
  });

  it('skips a run with more steps than a readable diagram holds', () => {
    expect(diagramSkip(85_000, 'x')).toEqual({ reason: 'steps', steps: 85_000, max: MAX_DIAGRAM_STEPS });
  });

  it("skips a source mermaid would replace by its 'Maximum text size' box", () => {
    expect(diagramSkip(10, 'x'.repeat(MAX_DIAGRAM_SOURCE_CHARS + 1))).toMatchObject({ reason: 'size' });
  });
});
