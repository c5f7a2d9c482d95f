import { describe, expect, it } from 'vitest';
import { makeCatalog } from '@/lib/your-tools/make-catalog';
import { readCatalog } from '@/lib/your-tools/read-catalog';
import { memoryShelf } from '@/lib/your-tools/shelf';
import { inProcessRunner } from './report-runner';
import { createReportStore, ROWS_PER_PAGE, visibleTools } from './report-store';

const schema = { type: 'object', properties: { city: { type: 'string', description: 'City name' } } };
const pasted = JSON.stringify({
  servers: {
    weather: [
      { name: 'get_current_weather', description: 'Current weather conditions (temperature, wind, rain) for a city. Use this when the user asks what it is like now.', input_schema: schema },
      { name: 'get_forecast', description: 'Daily outlook for the coming days.', input_schema: schema },
    ],
    maps: [{ name: 'search', description: 'Search places.', input_schema: { type: 'object' } }],
  },
});
const tasks = JSON.stringify([{ question: 'Will it rain in Paris tomorrow?', tools: ['get_forecast'] }]);

describe('the /report page’s store', () => {
  it('runs a pasted catalog with its tasks, reporting progress', async () => {
    const store = createReportStore({ shipped: [], yours: [], source: 'pasted' }, inProcessRunner());
    const phases = new Set<string>();
    store.subscribe((s) => s.progress && phases.add(s.progress.phase));
    store.getState().setCatalogText(pasted);
    store.getState().setTasksText(tasks);
    await store.getState().run();
    const s = store.getState();
    expect(s.status).toBe('done');
    expect(s.report?.tools).toHaveLength(3);
    expect(s.report?.summary).not.toBeNull();
    expect([...phases]).toEqual(['index', 'tasks', 'tools']);
  });

  it('keeps the last report when a new input is bad, and says which input', async () => {
    const store = createReportStore({ shipped: [], yours: [], source: 'pasted' }, inProcessRunner());
    store.getState().setCatalogText(pasted);
    await store.getState().run();
    store.getState().setCatalogText('{"tools": [');
    await store.getState().run();
    expect(store.getState()).toMatchObject({ status: 'done', problem: { field: 'catalog' } });
    expect(store.getState().report?.tools).toHaveLength(3);
    store.getState().setSource('shipped');
    await store.getState().run();
    expect(store.getState().problem).toEqual({ field: 'catalog', code: 'none-picked' });
  });

  it('runs a catalog kept in this browser, read by id where the report runs, and says when it is gone', async () => {
    const shelf = memoryShelf();
    const read = readCatalog({ text: pasted });
    if (!read.ok || read.kind !== 'tools') throw new Error('not read');
    await shelf.put(makeCatalog(read.parsed, read.tokens, { id: 'yours-abc123', name: 'Mine', createdAt: '2026-01-01T00:00:00Z', source: { kind: 'paste' } }));
    const store = createReportStore({ shipped: [], yours: ['yours-abc123'], source: 'shipped' }, inProcessRunner(shelf));
    store.getState().setTasksText(tasks);
    await store.getState().run();
    expect(store.getState().report?.tools.map((t) => t.name)).toEqual(['weather_get_current_weather', 'weather_get_forecast', 'maps_search']);
    expect(store.getState().report?.tasks).toHaveLength(1);
    store.getState().setYours(['yours-abc123', 'yours-gone00']);
    await store.getState().run();
    expect(store.getState()).toMatchObject({ status: 'done', problem: { field: 'catalog', code: 'yours-missing', missing: 1 } });
    store.getState().setYours([]);
    store.getState().setShipped([]);
    await store.getState().run();
    expect(store.getState().problem).toEqual({ field: 'catalog', code: 'none-picked' });
  });

  it('re-scores an edit and keeps the report before it, to show the change', async () => {
    const store = createReportStore({ shipped: [], yours: [], source: 'pasted' }, inProcessRunner());
    store.getState().setCatalogText(pasted);
    store.getState().setTasksText(tasks);
    await store.getState().run();
    const before = store.getState().report!.tasks[0]!.variants.bm25_question.rank;
    const stale: boolean[] = [];
    store.subscribe((x) => stale.push(x.report?.stale === true));
    await store.getState().edit({ name: 'weather_get_forecast', description: 'Weather forecast for a city: whether it will rain, how warm it gets, tomorrow and in the next days. Use this when the user asks about the weather ahead.' });
    const s = store.getState();
    expect(s.report!.stale).toBeUndefined();
    expect(s.status).toBe('done');
    expect(s.before).toMatchObject({ from: 'weather_get_forecast', to: 'weather_get_forecast' });
    expect(s.before!.report.tasks[0]!.variants.bm25_question.rank).toBe(before);
    expect(s.report!.tasks[0]!.variants.bm25_question.rank).toBe(1);
    expect(s.open).toBe('weather_get_forecast');
    expect(stale).toContain(true);
    await store.getState().edit({ name: 'weather_get_forecast', bareName: 'get_weather_forecast' });
    expect(store.getState().before).toMatchObject({ from: 'weather_get_forecast', to: 'weather_get_weather_forecast' });
  });

  it('sorts, filters and pages the table', async () => {
    const store = createReportStore({ shipped: [], yours: [], source: 'pasted' }, inProcessRunner());
    store.getState().setCatalogText(pasted);
    await store.getState().run();
    const names = () => visibleTools(store.getState()).map((t) => t.name);
    expect(names()).toEqual(['weather_get_current_weather', 'weather_get_forecast', 'maps_search']);
    store.getState().setSort('smells');
    expect(names()[0]).toBe('maps_search');
    store.getState().setSort('smells');
    expect(names().at(-1)).toBe('maps_search');
    store.getState().setFilter('generic_name');
    expect(names()).toEqual(['maps_search']);
    store.getState().setFilter('weather');
    store.getState().setOnlySmelly(true);
    expect(names()).toEqual(['weather_get_forecast']);
    store.getState().showMore();
    expect(store.getState().shown).toBe(2 * ROWS_PER_PAGE);
  });
});
