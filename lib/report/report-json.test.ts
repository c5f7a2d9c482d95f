import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog-input/parse-catalog';
import { en } from '@/lib/i18n/en';
import { ja } from '@/lib/i18n/ja';
import { zh } from '@/lib/i18n/zh';
import { buildReport } from './build-report';
import { reportJson, smellText } from './report-json';
import type { Smell } from './types';

const parsed = parseCatalog({
  servers: {
    web: [{ name: 'fetch', description: 'Fetch a URL.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } }],
    docs: [{ name: 'fetch', description: 'Fetch a page of the docs by its path. Use this when the user names a docs page.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Page path' } } } }],
  },
});
const catalog = parsed.ok && parsed.kind === 'tools' ? parsed : (null as never);

describe('the report as JSON', () => {
  const report = buildReport({ entries: catalog.tools, collisions: catalog.collisions, tasks: [{ question: 'Fetch the docs page about install', right: ['docs_fetch'] }] });
  const json = reportJson(report, en.report, ['a note']);

  it('has the fields the issue promises other tools', () => {
    expect(json.summary).toMatchObject({ tools: 2, servers: 2, tasks: 1, recall: { bm25_question: 1 }, mrr: { bm25_question: 1 } });
    expect(Object.keys(json.summary.recall)).toEqual(['bm25_question', 'bm25_model', 'regex_model']);
    expect(json.tools[0]).toMatchObject({ name: 'web_fetch', server: 'web', bare_name: 'fetch', own_rank: expect.any(Number), crowded_by: expect.any(Array) });
    expect(typeof json.tools[0]!.tokens).toBe('number');
    expect(json.tools[0]!.smells[0]).toEqual({ id: 'one_line_purpose', reason: en.report.smells.one_line_purpose.reason(3), fix: en.report.smells.one_line_purpose.fix() });
    expect(json.tasks[0]).toMatchObject({ question: 'Fetch the docs page about install', right: ['docs_fetch'], bm25_question: { rank: 1, loaded: expect.arrayContaining(['docs_fetch']) } });
    expect(json.tasks[0]!.regex_model).toHaveProperty('rank');
    expect(json.collisions.same_name).toEqual([{ name: 'fetch', servers: ['web', 'docs'], tools: ['web_fetch', 'docs_fetch'] }]);
    expect(json.cost).toMatchObject({ estimate: true, all_loaded: expect.any(Number), keep_loaded: { tools: ['docs_fetch'], from: 'tasks' } });
    expect(json.notes).toEqual(['a note']);
  });

  it('says recall and MRR are null, not zero, without tasks', () => {
    const bare = reportJson(buildReport({ entries: catalog.tools, collisions: catalog.collisions, tasks: [] }), en.report);
    expect(bare.summary.recall).toEqual({ bm25_question: null, bm25_model: null, regex_model: null });
    expect(bare.tasks).toEqual([]);
  });

  it('words every smell in every language', () => {
    const smells: Smell[] = [
      { id: 'no_description' },
      { id: 'one_line_purpose', words: 4 },
      { id: 'restates_name' },
      { id: 'no_when_to_use' },
      { id: 'undescribed_arguments', missing: ['a', 'b'], total: 3 },
      { id: 'over_2kb', bytes: 2100, cutBefore: 'the last words' },
      { id: 'name_without_action', words: ['sequentialthinking'] },
      { id: 'generic_name', alsoOn: ['web'] },
      { id: 'name_collision', alsoOn: ['jira'] },
    ];
    for (const dict of [en, zh, ja]) {
      for (const smell of smells) {
        const { reason, fix } = smellText(smell, dict.report);
        expect(reason.length, smell.id).toBeGreaterThan(10);
        expect(fix.length, smell.id).toBeGreaterThan(10);
      }
    }
    expect(smellText(smells[4]!, en.report).reason).toBe('2 of 3 arguments have no description: a, b.');
    expect(smellText(smells[5]!, zh.report).reason).toContain('the last words');
  });
});
