import { describe, expect, it } from 'vitest';
import { diagramSkip, MAX_DIAGRAM_SOURCE_CHARS, MAX_DIAGRAM_STEPS, MAX_LISTED_STEPS, stepWindow } from './diagram-limits';

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

describe('stepWindow', () => {
  it('is every step when they fit', () => {
    expect(stepWindow(5, 11)).toEqual({ start: 0, end: 11 });
    expect(stepWindow(0, MAX_LISTED_STEPS)).toEqual({ start: 0, end: MAX_LISTED_STEPS });
  });

  it('centres on the current step, and stays inside the scenario at both ends', () => {
    expect(stepWindow(50_000, 83_030, 400)).toEqual({ start: 49_800, end: 50_200 });
    expect(stepWindow(3, 83_030, 400)).toEqual({ start: 0, end: 400 });
    expect(stepWindow(83_029, 83_030, 400)).toEqual({ start: 82_630, end: 83_030 });
  });
});
