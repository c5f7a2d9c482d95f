import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './index';
import { mcpSearchable } from './mcp-tools';

const tools = [
  { name: 'get_air_quality', description: 'Air quality index for a city.', input_schema: { type: 'object' } },
  { name: 'get_weather', description: 'Current conditions for a city.', input_schema: { type: 'object' } },
];

describe('an MCP tool in the search', () => {
  it('is matched by its own name and reported by its composed one: the server prefix matches nothing by default', () => {
    const index = buildSearchIndex('regex', tools.map((t) => mcpSearchable(t, 'weather', 'tool')));
    const outcome = index.search('weather');
    expect(outcome.ok && outcome.hits.map((h) => h.name)).toEqual(['weather_get_weather']);
    expect(outcome.ok && outcome.hits[0]?.matches[0]).toMatchObject({ field: 'name', text: 'get_weather' });
  });

  it('in the prefix reading, the composed name is matched too, so every tool of the server matches its name', () => {
    const index = buildSearchIndex('regex', tools.map((t) => mcpSearchable(t, 'weather', 'prefixed')));
    const outcome = index.search('weather');
    expect(outcome.ok && outcome.hits.map((h) => h.name)).toEqual(['weather_get_air_quality', 'weather_get_weather']);
  });

  it('keeps the reference for BM25 and keyword hits as well', () => {
    for (const variant of ['bm25', 'keyword'] as const) {
      const outcome = buildSearchIndex(variant, tools.map((t) => mcpSearchable(t, 'weather', 'tool'))).search('air quality');
      expect(outcome.ok && outcome.hits[0]?.name, variant).toBe('weather_get_air_quality');
    }
  });
});
