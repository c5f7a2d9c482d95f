import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog-input/parse-catalog';
import { buildReportIndex } from './report-index';

describe('the index a report searches', () => {
  const parsed = parseCatalog({ servers: { github: [{ name: 'list_issues', description: 'List issues', inputSchema: { type: 'object' } }], jira: [{ name: 'search', description: 'Search issues with JQL', inputSchema: { type: 'object' } }] } });
  const index = buildReportIndex(parsed.ok && parsed.kind === 'tools' ? parsed.tools : []);

  it('matches a tool by its own name, not the server prefix, and reports it under the name its tool_reference carries', () => {
    const bm25 = index.search('bm25', 'JQL', { limit: 5, positionsOf: ['jira_search'] });
    expect(bm25.ok && bm25.hits.map((h) => h.name)).toEqual(['jira_search']);
    expect(bm25.ok && bm25.positions).toEqual({ jira_search: { rank: 1, score: expect.any(Number) } });
    expect(index.search('regex', '^list_issues', { limit: 5 })).toMatchObject({ ok: true, hits: [{ name: 'github_list_issues' }] });
    // Whether the API's search sees the `{server}_` prefix is unverified: by default it does not.
    expect(index.search('regex', '^github_', { limit: 5 })).toMatchObject({ ok: true, hits: [] });
    expect(index.search('bm25', 'jira', { limit: 5 })).toMatchObject({ ok: true, hits: [] });
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

  it('answers after replace() as an index built on the edited catalog, its kept regex rankings included', () => {
    const live = buildReportIndex(parsed.ok && parsed.kind === 'tools' ? parsed.tools : []);
    expect(live.search('regex', 'issues', { limit: 5 })).toMatchObject({ ok: true, hits: [{ name: 'github_list_issues' }, { name: 'jira_search' }] });
    const [github, jira] = live.entries;
    live.replace(1, { ...jira!, name: 'jira_find', bareName: 'find', definition: { ...jira!.definition, name: 'find', description: 'Find tickets with JQL' } });
    const fresh = buildReportIndex(live.entries);
    for (const [kind, query] of [['regex', 'issues'], ['regex', 'find|tickets'], ['bm25', 'tickets JQL'], ['bm25', 'issues']] as const) {
      const options = { limit: 5, positionsOf: ['jira_find', 'jira_search', 'github_list_issues'] };
      expect(live.search(kind, query, options)).toEqual({ ...fresh.search(kind, query, options), elapsed_ms: expect.any(Number) });
    }
    expect(live.search('regex', 'issues', { limit: 5 })).toMatchObject({ ok: true, hits: [{ name: 'github_list_issues' }] });
    expect(live.competitors('tickets', 'jira_find', 0.5)).toEqual(fresh.competitors('tickets', 'jira_find', 0.5));
    expect(live.entries[0]).toBe(github);
  });
});
