import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog-input/parse-catalog';
import type { CatalogEntry, NameCollision } from '@/lib/catalog-input/types';
import { SEARCH_TOOL_COST } from '@/lib/engine/context-model';
import { buildReport, type ReportPhase } from './build-report';
import type { ReportTask } from './types';

const city = { type: 'object', properties: { city: { type: 'string', description: 'City name, e.g. Paris' } }, required: ['city'] };
const place = { type: 'object', properties: { q: { type: 'string', description: 'Part of a place name' } } };

/** Two small servers, written so the answers are known: a shared `search`, a thin forecast, a crowded invoice tool. */
function catalog(forecast = 'Daily outlook for the coming days.') {
  const parsed = parseCatalog({
    servers: {
      weather: [
        { name: 'get_current_weather', description: 'Get the current weather conditions (temperature, wind, rain) for a city. Use this when the user asks what the weather is like now.', input_schema: city },
        { name: 'get_forecast', description: forecast, input_schema: city },
        { name: 'search', description: 'Search places by name.', input_schema: place },
      ],
      maps: [
        { name: 'search', description: 'Search places by name.', input_schema: place },
        { name: 'get_directions', description: 'Directions between two places by car, bike or on foot. Use this when the user asks how to get somewhere.', input_schema: place },
      ],
      billing: [
        { name: 'get_invoice', description: 'Invoice details.', input_schema: place },
        { name: 'get_invoice_details', description: 'Every line of an invoice with its details: amounts, taxes and the customer. Use this to answer questions about one invoice.', input_schema: place },
      ],
    },
  });
  if (!parsed.ok || parsed.kind !== 'tools') throw new Error('test catalog did not parse');
  return parsed;
}

const report = (c: { tools: CatalogEntry[]; collisions: NameCollision[] }, tasks: ReportTask[] = [], keep?: string[]) =>
  buildReport({ entries: c.tools, collisions: c.collisions, tasks, ...(keep ? { keep } : {}) });
const tool = (r: ReturnType<typeof report>, name: string) => r.tools.find((t) => t.name === name)!;

describe('the report on a hand-made catalog', () => {
  it('finds the collision: the same bare name on two servers, and the two descriptions each other’s twin', () => {
    const r = report(catalog());
    expect(r.collisions.sameName).toEqual([{ bareName: 'search', servers: ['weather', 'maps'], names: ['weather_search', 'maps_search'] }]);
    expect(r.collisions.nearDuplicates).toEqual([{ a: 'weather_search', b: 'maps_search', ratio: 1 }]);
    expect(tool(r, 'maps_search').smells).toContainEqual({ id: 'generic_name', alsoOn: ['weather'] });
    expect(tool(r, 'weather_search').smells).toContainEqual({ id: 'generic_name', alsoOn: ['maps'] });
  });

  it('finds the crowded tool: its own description, without its name, finds another tool first', () => {
    const r = report(catalog());
    const thin = tool(r, 'billing_get_invoice');
    expect(thin.own).toMatchObject({ query: 'details', rank: 2, crowdedBy: ['billing_get_invoice_details'] });
    expect(tool(r, 'billing_get_invoice_details').own).toMatchObject({ rank: 1, crowdedBy: [] });
    expect(tool(r, 'weather_get_current_weather').own.rank).toBe(1);
  });

  it('moves a tool up when its description is edited to say what users ask', () => {
    const task: ReportTask = { question: 'Will it rain in Paris tomorrow?', right: ['weather_get_forecast'] };
    const before = report(catalog(), [task]).tasks[0]!.variants.bm25_question;
    expect(before.rank).not.toBe(1);
    expect(before.above[0]).toBe('weather_get_current_weather');

    const edited = catalog('Weather forecast for a city: whether it will rain, how warm it gets, tomorrow and the next days. Use this when the user asks about the weather ahead.');
    const after = report(edited, [task]).tasks[0]!.variants.bm25_question;
    expect(after).toMatchObject({ rank: 1, found: 'weather_get_forecast', above: [] });
    expect(after.loaded[0]).toBe('weather_get_forecast');
  });

  it('scores every task in all three variants and sums them per variant', () => {
    const tasks: ReportTask[] = [
      { question: 'How do I get to the museum by bike?', right: ['maps_get_directions'] },
      { question: 'Show me the taxes on invoice 42', right: ['billing_get_invoice_details', 'billing_get_invoice'] },
    ];
    const r = report(catalog(), tasks);
    for (const t of r.tasks) {
      expect(Object.keys(t.variants)).toEqual(['bm25_question', 'bm25_model', 'regex_model']);
      expect(t.variants.bm25_question.queries).toEqual([t.question]);
      expect(t.variants.bm25_model.queries.length).toBeGreaterThan(0);
    }
    expect(r.tasks[0]!.variants.bm25_question).toMatchObject({ rank: 1, found: 'maps_get_directions' });
    expect(r.tasks[1]!.variants.bm25_question).toMatchObject({ rank: 1, found: 'billing_get_invoice_details' });
    expect(r.summary!.bm25_question).toEqual({ recall: 1, mrr: 1 });
    const { rank } = r.tasks[1]!.variants.regex_model;
    expect(r.summary!.regex_model.mrr).toBeCloseTo(((r.tasks[0]!.variants.regex_model.rank ? 1 / r.tasks[0]!.variants.regex_model.rank : 0) + (rank ? 1 / rank : 0)) / 2, 4);
  });

  it('costs every tool, and keeps loaded the tools the tasks name most, or the ones marked', () => {
    const tasks: ReportTask[] = [
      { question: 'Directions to the station', right: ['maps_get_directions'] },
      { question: 'Directions to the museum', right: ['maps_get_directions'] },
      { question: 'Weather now in Oslo', right: ['weather_get_current_weather'] },
    ];
    const r = report(catalog(), tasks);
    expect(r.cost.keepLoaded).toMatchObject({ tools: ['maps_get_directions', 'weather_get_current_weather'], from: 'tasks' });
    const kept = tool(r, 'maps_get_directions').tokens + tool(r, 'weather_get_current_weather').tokens;
    expect(r.cost.keepLoaded.tokens).toBe(r.cost.allDeferred + kept);
    expect(r.cost.perServer.map((s) => [s.server, s.tools])).toEqual([['weather', 3], ['maps', 2], ['billing', 2]]);
    expect(r.cost.allLoaded - r.tools.reduce((n, t) => n + t.tokens, 0)).toBe(r.cost.allDeferred - SEARCH_TOOL_COST);
    expect(report(catalog(), tasks, ['billing_get_invoice']).cost.keepLoaded).toMatchObject({ tools: ['billing_get_invoice'], from: 'marked' });
    expect(report(catalog()).cost.keepLoaded).toEqual({ tools: [], tokens: r.cost.allDeferred, from: 'none' });
  });

  it('says how far it is, phase by phase', () => {
    const seen: Array<[ReportPhase, number, number]> = [];
    const c = catalog();
    buildReport({ entries: c.tools, collisions: c.collisions, tasks: [{ question: 'Directions', right: ['maps_get_directions'] }] }, (phase, done, total) => seen.push([phase, done, total]));
    expect(seen).toEqual([['index', 0, 1], ['index', 1, 1], ['tasks', 0, 1], ['tasks', 1, 1], ['tools', 0, 7], ['tools', 7, 7]]);
  });
});
