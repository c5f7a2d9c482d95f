import { describe, expect, it } from 'vitest';
import { buildSearchIndex, CatalogTooLargeError, searchInputToQuery, toToolReferences } from './index';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { isSearchAlgorithm, SEARCH_ALGORITHMS, type SearchAlgorithm } from '@/lib/protocol/search-tools';

const tools = [
  { name: 'get_weather', description: 'Current weather for a city' },
  { name: 'get_time', description: 'Current time in a timezone' },
];

describe('buildSearchIndex', () => {
  it.each(SEARCH_ALGORITHMS)('%s: builds an index with the same interface', (variant) => {
    const index = buildSearchIndex(variant, tools);
    expect(index.variant).toBe(variant);
    expect(index.size).toBe(2);
    // The clock reads 10 when the search starts and 12.5 from then on: elapsed_ms is measured on it.
    const reads = [10];
    const outcome = index.search('weather', { clock: () => reads.shift() ?? 12.5 });
    expect(outcome).toMatchObject({ ok: true, hits: [{ name: 'get_weather' }], total_candidates: 1, elapsed_ms: 2.5 });
  });

  it.each(SEARCH_ALGORITHMS)('%s: refuses more than 10,000 tools with CatalogTooLargeError, accepts exactly 10,000', (variant) => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `t${i}` }));
    expect(() => buildSearchIndex(variant, many(MAX_DEFERRED_TOOLS + 1))).toThrow(CatalogTooLargeError);
    expect(buildSearchIndex(variant, many(MAX_DEFERRED_TOOLS)).size).toBe(MAX_DEFERRED_TOOLS);
    let refusal: unknown;
    try {
      buildSearchIndex(variant, many(10_001));
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toMatchObject({ name: 'CatalogTooLargeError', code: 'catalog_too_large', size: 10_001, max: 10_000 });
  });
});

describe('isSearchAlgorithm', () => {
  it('knows the variants this app implements, and nothing else', () => {
    for (const variant of SEARCH_ALGORITHMS) expect(isSearchAlgorithm(variant)).toBe(true);
    for (const other of ['custom', 'REGEX', 'toString', undefined, 1]) expect(isSearchAlgorithm(other)).toBe(false);
  });
});

describe('toToolReferences', () => {
  it('turns hits into a tool_search_tool_search_result with tool_reference blocks, in rank order', () => {
    const outcome = buildSearchIndex('regex', tools).search('get_');
    expect(toToolReferences(outcome)).toEqual({
      type: 'tool_search_tool_search_result',
      tool_references: [
        { type: 'tool_reference', tool_name: 'get_weather' },
        { type: 'tool_reference', tool_name: 'get_time' },
      ],
    });
  });

  it('keeps "no match" a result with an empty list', () => {
    expect(toToolReferences(buildSearchIndex('bm25', tools).search('zebra'))).toEqual({ type: 'tool_search_tool_search_result', tool_references: [] });
  });

  it('passes errors through as tool_search_tool_result_error objects', () => {
    expect(toToolReferences(buildSearchIndex('regex', tools).search('(oops'))).toEqual({
      type: 'tool_search_tool_result_error',
      error_code: 'invalid_tool_input',
      error_message: 'invalid regular expression: missing ), unterminated subpattern at position 0',
    });
  });
});

describe('searchInputToQuery', () => {
  it('reads today\'s regex input {pattern, limit}', () => {
    expect(searchInputToQuery('regex', { pattern: 'weather', limit: 10 })).toEqual({ ok: true, query: 'weather', limit: 10, articleEra: false });
    expect(searchInputToQuery('regex', { pattern: 'weather' })).toEqual({ ok: true, query: 'weather', limit: 5, articleEra: false });
  });

  it('accepts the article-era regex input {query} and flags it', () => {
    expect(searchInputToQuery('regex', { query: 'weather' })).toEqual({ ok: true, query: 'weather', limit: 5, articleEra: true });
  });

  it('reads BM25 {query, limit} and keyword {query, max_results}', () => {
    expect(searchInputToQuery('bm25', { query: 'list pull requests', limit: 3 })).toMatchObject({ ok: true, query: 'list pull requests', limit: 3 });
    expect(searchInputToQuery('keyword', { query: 'select:Read', max_results: 2 })).toMatchObject({ ok: true, limit: 2 });
  });

  it('answers malformed input with invalid_tool_input', () => {
    for (const [variant, input] of [
      ['regex', null],
      ['regex', 'weather'],
      ['regex', []],
      ['regex', {}],
      ['regex', { pattern: 42 }],
      ['bm25', { pattern: 'x' }],
      ['bm25', { query: 'x', limit: 0 }],
      ['regex', { pattern: 'x', limit: 2.5 }],
      ['keyword', { query: 'x', max_results: '3' }],
    ] as Array<[SearchAlgorithm, unknown]>) {
      const r = searchInputToQuery(variant, input);
      expect(r, JSON.stringify(input)).toMatchObject({ ok: false, error: { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input' } });
      expect(!r.ok && r.error.error_message).toBeTruthy();
    }
  });
});
