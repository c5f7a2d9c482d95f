import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog-input/parse-catalog';
import { buildReportIndex } from './report-index';

describe('the index a report searches', () => {
  const parsed = parseCatalog({ servers: { github: [{ name: 'list_issues', description: 'List issues', inputSchema: { type: 'object' } }], jira: [{ name: 'search', description: 'Search issues with JQL', inputSchema: { type: 'object' } }] } });
  const index = buildReportIndex(parsed.ok && parsed.kind === 'tools' ? parsed.tools : []);

  it('sees each tool under the name its tool_reference carries, in BM25 and regex alike', () => {
    const bm25 = index.search('bm25', 'jira issues', { limit: 5, positionsOf: ['jira_search'] });
    expect(bm25.ok && bm25.hits[0]!.name).toBe('jira_search');
    const regex = index.search('regex', '^github_', { limit: 5 });
    expect(regex.ok && regex.hits.map((h) => h.name)).toEqual(['github_list_issues']);
  });

  it('gives a regex pattern the same loaded tools and positions whether its ranking is new or reused', () => {
    const first = index.search('regex', 'issues', { limit: 1, positionsOf: ['jira_search', 'nope'] });
    const again = index.search('regex', 'issues', { limit: 2, positionsOf: ['github_list_issues'] });
    expect(first.ok && first.hits.map((h) => h.name)).toEqual(['github_list_issues']);
    expect(first.ok && first.positions).toEqual({ jira_search: { rank: 2, score: 2 }, nope: null });
    expect(again.ok && again.hits.map((h) => h.name)).toEqual(['github_list_issues', 'jira_search']);
    expect(again.ok && again.positions).toEqual({ github_list_issues: { rank: 1, score: 3 } });
    expect(index.search('regex', '(oops', { limit: 1 })).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
  });

  it('answers BM25 competitors from the same index', () => {
    expect(index.competitors('issues', 'github_list_issues', 0.5)).toMatchObject({ ok: true, rank: expect.any(Number) });
  });
});
