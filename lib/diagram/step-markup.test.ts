import { describe, expect, it } from 'vitest';
import { markSteps, withStepStates, type StepLabel } from './step-markup';
import { prerenderedStore } from './prerendered';

/** A real diagram: what mermaid drew for the canonical scenario. */
const weather = prerenderedStore.diagrams.find((d) => d.scenario === 'weather-mcp')!;
const messages = weather.source.split('\n').filter((l) => l.includes('>>'));
const stepCount = messages.length;
/** How many lines a message's label was drawn on (the app cuts labels into lines: lib/diagram/sequence-source.ts). */
const labelLines = (i: number) => messages[i]!.split('<br/>').length;
const labels = (n: number, fullTitle: string | null = null): StepLabel[] => Array.from({ length: n }, (_, i) => ({ name: `Go to step ${i + 1}`, fullTitle }));
const count = (svg: string, re: RegExp) => svg.match(re)?.length ?? 0;

/** A two-message diagram in mermaid's order: label(s), arrow, number circle, number. */
const message = (label: string, n: number, texts = [label]) =>
  texts.map((t) => `<text x="1" y="${n}" class="messageText" dy="1em">${t}</text>`).join('') +
  `<line x1="0" y1="${n}" x2="9" y2="${n}" class="messageLine0" marker-end="url(#d-arrowhead)"></line>` +
  `<line x1="0" y1="${n}" x2="0" y2="${n}" stroke-width="0" marker-start="url(#d-sequencenumber)"></line>` +
  `<text x="0" y="${n}" class="sequenceNumber">${n}</text>`;

describe('markSteps', () => {
  it('marks every element of every message of a real diagram with its step', () => {
    const marked = markSteps(weather.light, labels(stepCount))!;
    expect(marked).not.toBeNull();
    for (let i = 0; i < stepCount; i++) {
      // each line of the label, arrow, its hit twin, number circle, number
      expect(count(marked, new RegExp(` data-step="${i}"`, 'g')), `step ${i}`).toBe(labelLines(i) + 4);
    }
    expect(messages.some((_, i) => labelLines(i) > 1)).toBe(true);
    expect(count(marked, / role="button" tabindex="-1"/g)).toBe(stepCount);
    expect(count(marked, /class="step-hit"/g)).toBe(stepCount);
  });

  it('keeps the arrows of a label mermaid split in two (a <br/> that got through) on the right step', () => {
    const svg = `<svg>${message('a', 1, ['a', 'b'])}${message('c', 2)}</svg>`;
    const marked = markSteps(svg, labels(2))!;
    expect(marked).toContain('<text data-step="0" x="1" y="1" class="messageText" dy="1em">b</text>');
    expect(marked).toContain('<text data-step="1" role="button" tabindex="-1" aria-label="Go to step 2" x="1" y="2" class="messageText" dy="1em">c</text>');
    expect(marked).toContain('<text data-step="1" x="0" y="2" class="sequenceNumber">2</text>');
  });

  it('refuses a diagram whose arrows do not match the steps one to one', () => {
    const svg = `<svg>${message('a', 1)}${message('b', 2)}</svg>`;
    expect(markSteps(svg, labels(3))).toBeNull();
    expect(markSteps(svg, labels(1))).toBeNull();
  });

  it('escapes names and adds the whole title as a tooltip on the label and the arrow', () => {
    const svg = `<svg>${message('Call x…', 1)}</svg>`;
    const marked = markSteps(svg, [{ name: 'Go to step 1: "<b>"', fullTitle: 'Call x<script>&' }])!;
    expect(marked).toContain('aria-label="Go to step 1: &quot;&lt;b&gt;&quot;"');
    expect(count(marked, /<title>Call x&lt;script&gt;&amp;<\/title>/g)).toBe(2);
    expect(marked).not.toContain('<script>');
  });
});

describe('withStepStates', () => {
  it('draws past, current and future arrows for the server HTML, and says which step is current', () => {
    const svg = withStepStates(markSteps(weather.light, labels(stepCount))!, 4);
    expect(svg.startsWith('<svg data-current-step="5"')).toBe(true);
    const states = [...svg.matchAll(/ data-step="(\d+)" data-state="(\w+)" role="button"/g)].map((m) => [Number(m[1]), m[2]]);
    expect(states).toEqual(Array.from({ length: stepCount }, (_, i) => [i, i < 4 ? 'past' : i === 4 ? 'current' : 'future']));
  });

  it("puts only the current step's arrow in the tab order", () => {
    const svg = withStepStates(markSteps(weather.light, labels(stepCount))!, 4);
    const stops = [...svg.matchAll(/ data-step="(\d+)" data-state="\w+" role="button" tabindex="(-?\d)"/g)].map((m) => [Number(m[1]), m[2]]);
    expect(stops).toEqual(Array.from({ length: stepCount }, (_, i) => [i, i === 4 ? '0' : '-1']));
  });
});
