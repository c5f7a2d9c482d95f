import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from './playground-store';

const start = (query = '') => createPlaygroundStore({ catalogIds: [], variant: 'regex', query, limit: 5 });

describe('playground store', () => {
  it('loads catalogs, then searches them as the query changes', async () => {
    const store = start('weather');
    await store.getState().setCatalogs(['demo-weather']);
    expect(store.getState().status).toBe('ready');
    const outcome = store.getState().outcome;
    expect(outcome?.ok && outcome.hits.map((h) => h.name)).toContain('get_weather');
    store.getState().setQuery('sunrise');
    const next = store.getState().outcome;
    expect(next?.ok && next.hits.map((h) => h.name)).toEqual(['get_sunrise_sunset']);
  });

  it('gives the API’s error result for a bad pattern, and keeps the catalogs loaded', async () => {
    const store = start();
    await store.getState().setCatalogs(['demo-weather']);
    store.getState().setQuery('(unclosed');
    expect(store.getState().outcome).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
    expect(store.getState().tools).toHaveLength(8);
  });

  it('switching variant re-ranks the same catalogs', async () => {
    const store = start('current weather conditions');
    await store.getState().setCatalogs(['demo-weather', 'ref-time']);
    store.getState().setVariant('bm25');
    const outcome = store.getState().outcome;
    expect(outcome?.ok && outcome.hits[0]?.name).toBe('get_weather');
  });

  it('reports an unknown catalog without throwing', async () => {
    const store = start();
    await store.getState().setCatalogs(['nope']);
    expect(store.getState()).toMatchObject({ status: 'failed', loadError: 'unknown catalog "nope"' });
  });
});

describe('playground store with your own catalogs', () => {
  it('hands them to the search worker, by id, with the shipped definitions, and shows the worker’s answers', async () => {
    const calls: unknown[] = [];
    const offThread = () => ({
      build: async (variant: string, shipped: Array<{ name: string }>, yours: string[]) => {
        calls.push(['build', variant, shipped.length, yours]);
        return { buildMs: 3, toolCount: shipped.length + 10_000, missing: [] };
      },
      search: async (query: string, limit: number) => {
        calls.push(['search', query, limit]);
        return { ok: true as const, hits: [{ name: 'shop_find', score: 1, matches: [] }], total_candidates: 10_008, elapsed_ms: 1 };
      },
    });
    const store = createPlaygroundStore({ catalogIds: [], variant: 'bm25', query: 'find', limit: 5 }, { offThread });
    await store.getState().setCatalogs(['demo-weather'], ['yours-abcdef']);
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState()).toMatchObject({ status: 'ready', toolCount: 10_008, yours: ['yours-abcdef'] });
    expect(store.getState().outcome).toMatchObject({ ok: true, hits: [{ name: 'shop_find' }] });
    expect(calls).toEqual([
      ['build', 'bm25', 8, ['yours-abcdef']],
      ['search', 'find', 5],
    ]);
  });
});
