import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { parseScenario } from '@/lib/scenario/schema';
import { dictionaryFor, LOCALES } from '@/lib/i18n';
import { LIBRARY } from '@/scenarios/library';
import { diagramSkip } from './diagram-limits';
import { mermaidConfig } from './mermaid-config';
import { playerDiagramSource } from './player-diagram-source';
import { prerenderedDiagram, prerenderedStore } from './prerendered';
import { markSteps } from './step-markup';

const STALE = 'lib/diagram/prerendered-svgs.json is stale: run `npm run diagrams` and commit the file';

// Every language: a reader of any of them gets the diagram in the first HTML.
const dictionaries = await Promise.all(LOCALES.map(async (locale) => ({ locale, dict: await dictionaryFor(locale) })));
const shipped = dictionaries.flatMap(({ locale, dict }) =>
  LIBRARY.map(({ id, data }) => {
    const parsed = parseScenario(data, id);
    if (!parsed.ok) throw new Error(parsed.error);
    const steps = deriveSteps(parsed.scenario);
    return { id: `${id} (${locale})`, steps, source: playerDiagramSource(steps, dict) };
  }),
).filter((s) => !diagramSkip(s.steps.length, s.source));

describe('diagrams drawn ahead of time', () => {
  it('exist for the source text every shipped scenario gives today, in every language and both themes', () => {
    for (const { id, source } of shipped) {
      const svgs = prerenderedDiagram(source);
      expect(svgs, `${id}: ${STALE}`).not.toBeNull();
      expect(svgs!.light, id).toMatch(/^<svg /);
      expect(svgs!.dark, id).toMatch(/^<svg /);
      expect(svgs!.light, id).not.toBe(svgs!.dark);
    }
  });

  it('were drawn by the installed mermaid with the configuration the page uses', () => {
    const installed = (JSON.parse(readFileSync('node_modules/mermaid/package.json', 'utf8')) as { version: string }).version;
    expect(prerenderedStore.mermaid, STALE).toBe(installed);
    expect(prerenderedStore.config, STALE).toEqual({ light: mermaidConfig('light'), dark: mermaidConfig('dark') });
  });

  it('hold nothing no scenario asks for', () => {
    const sources = new Set(shipped.map((s) => s.source));
    for (const d of prerenderedStore.diagrams) expect(sources.has(d.source), `${d.scenario}: ${STALE}`).toBe(true);
  });

  it('draw one arrow per step, so each step finds its arrow', () => {
    for (const { id, steps, source } of shipped) {
      const svgs = prerenderedDiagram(source)!;
      const labels = steps.map(() => ({ name: 'x', fullTitle: null }));
      expect(markSteps(svgs.light, labels), id).not.toBeNull();
      expect(markSteps(svgs.dark, labels), id).not.toBeNull();
    }
  });

  it('miss as soon as the text differs (another language, another title)', () => {
    const { source } = shipped[0]!;
    expect(prerenderedDiagram(source)).not.toBeNull();
    expect(prerenderedDiagram(source.replace('Request', 'Anfrage'))).toBeNull();
  });
});
