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
