import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import type { Scenario } from '@/lib/scenario/types';
import article from '@/scenarios/article-original.json';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { SCENARIO_IDS } from '@/scenarios/library';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';
import { catalogName, factCheckNote, scenarioText } from './library-text';

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

describe('the shipped library in Chinese and Japanese', () => {
  for (const [name, dict] of [['zh', zh], ['ja', ja]] as const) {
    it(`${name}: every scenario's title, description and question, every catalog, every quoted article step and fact check`, () => {
      for (const id of SCENARIO_IDS) {
        const text = dict.library.scenarios[id];
        expect(text, id).toBeDefined();
        for (const part of Object.values(text!)) expect(part, id).toMatch(CJK);
      }
      for (const c of CATALOGS) expect(dict.library.catalogs[c.id], c.id).toMatch(CJK);
      for (const step of article.literal_steps) expect(dict.library.articleSteps[step.title]?.explanation, step.title).toMatch(CJK);
      for (const check of article.fact_checks) expect(dict.library.factChecks[`${check.step} ${check.path}`], `${check.step} ${check.path}`).toMatch(CJK);
    });
  }

  it('English reads the files’ own words, so its maps stay empty', () => {
    expect(en.library).toEqual({ scenarios: {}, catalogs: {}, articleSteps: {}, factChecks: {} });
  });
});

describe('scenarioText', () => {
  const scenario = weatherMcp as unknown as Scenario;

  it('translates a scenario played from the library', () => {
    expect(scenarioText(scenario, true, zh).title).toBe(zh.library.scenarios['weather-mcp']!.title);
  });

  it('keeps the own words of a file or a live run, even one that reuses a shipped id', () => {
    expect(scenarioText({ ...scenario, title: 'My own run' }, false, zh).title).toBe('My own run');
    expect(scenarioText(scenario, true, en).title).toBe(scenario.title);
  });

  it('names catalogs and fact checks in the reader’s language, and anything unknown as it came', () => {
    expect(catalogName({ id: 'github', title: 'GitHub' }, ja)).toBe(ja.library.catalogs.github);
    expect(catalogName({ id: 'upload-1', title: 'mine.json' }, ja)).toBe('mine.json');
    expect(factCheckNote({ step: 99, path: 'x', note: 'as written' }, zh)).toBe('as written');
  });
});
