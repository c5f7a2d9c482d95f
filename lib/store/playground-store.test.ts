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

describe('the playground a player step links to', () => {
  it('finds what the run’s search found, for every search of the shipped library: same references, same order, same error', async () => {
    const { LIBRARY } = await import('@/scenarios/library');
    const { parseScenario } = await import('@/lib/scenario/schema');
    const { stepsOf } = await import('@/lib/engine/steps-of');
    const { playgroundLink, readPlaygroundQuery } = await import('@/lib/engine/playground-link');
    const { toToolReferences } = await import('@/lib/search');
    let compared = 0;
    for (const { id, data } of LIBRARY) {
      const parsed = parseScenario(data, `${id}.json`);
      if (!parsed.ok || parsed.scenario.source.kind !== 'emulator') continue;
      for (const step of stepsOf(parsed.scenario).filter((s) => s.kind === 'search-result')) {
        const link = playgroundLink(step, parsed.scenario);
        expect(link, `${id} step ${step.number}`).not.toBeNull();
        const params = new URL(link!, 'http://x').searchParams;
        const init = readPlaygroundQuery((k) => params.get(k) ?? undefined);
        const store = createPlaygroundStore(init);
        await store.getState().setCatalogs(init.catalogIds);
        const found = toToolReferences(store.getState().outcome!);
        const recorded = step.facts.error
          ? { type: 'tool_search_tool_result_error', error_code: step.facts.error }
          : { type: 'tool_search_tool_search_result', tool_references: String(step.facts.names).split(', ').filter(Boolean).map((tool_name) => ({ type: 'tool_reference', tool_name })) };
        expect(found, `${id} step ${step.number}`).toMatchObject(recorded);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(6);
  });

  it('searches MCP tools by their own names and reports them composed; the prefix reading matches the prefix too', async () => {
    const store = createPlaygroundStore({ catalogIds: ['demo-weather'], variant: 'regex', query: 'weather', limit: 10, servers: { 'demo-weather': 'weather' } });
    await store.getState().setCatalogs(['demo-weather']);
    const names = () => {
      const outcome = store.getState().outcome;
      return outcome?.ok ? outcome.hits.map((h) => h.name) : [];
    };
    const own = names();
    expect(own[0]).toBe('weather_get_weather');
    expect(own.every((n) => n.startsWith('weather_'))).toBe(true);
    store.getState().setNames('prefixed');
    expect(names().length).toBeGreaterThan(own.length);
    store.getState().setServerContext(false);
    expect(names().every((n) => !n.startsWith('weather_'))).toBe(true);
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
