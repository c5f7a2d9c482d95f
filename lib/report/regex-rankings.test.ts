import { describe, expect, it } from 'vitest';
import type { SearchableTool } from '@/lib/search';
import { buildRegexIndex } from '@/lib/search/regex-search';
import { regexRankings, UNTIMED } from './regex-rankings';

const catalog: SearchableTool[] = [
  { name: 'get_weather', description: 'Current weather for a city' },
  { name: 'get_forecast', description: 'Days ahead: rain, wind, weather' },
  { name: 'send_message', description: 'Post to a channel', input_schema: { properties: { weather_note: { description: 'optional' } } } },
  { name: 'list_issues', description: 'List issues' },
  { name: 'weather_alerts', reference: 'noaa_weather_alerts', description: 'Storm warnings' },
];

/** What a regex index built from scratch on `tools` answers, as the rankings answer it. */
function fresh(tools: readonly SearchableTool[], query: string, limit: number, positionsOf: string[]) {
  const outcome = buildRegexIndex(tools).search(query, { ...UNTIMED, limit: tools.length, positionsOf });
  return outcome.ok ? { ...outcome, hits: outcome.hits.slice(0, limit), elapsed_ms: expect.any(Number) } : outcome;
}

describe('a report’s regex rankings, kept per pattern and brought up to date after an edit', () => {
  it('places an edited tool where a fresh search would: gained, lost, moved between tiers, renamed, edited twice, ties in catalog order', () => {
    const rankings = regexRankings(catalog);
    const tools = catalog.slice();
    const patterns = ['weather', 'rain|storm', '^get_', 'issues'];
    const names = ['get_weather', 'get_forecast', 'send_message', 'noaa_weather_alerts', 'list_issues', 'file_bug'];
    for (const p of patterns) rankings.search(p, 2, names); // every ranking kept before the edits
    const edits: Array<[number, SearchableTool]> = [
      [3, { name: 'list_issues', description: 'Issues and weather' }], // gains 'weather' (a description, tier 2)
      [0, { name: 'get_weather', description: 'Temperature now' }], // stays a name match for 'weather'
      [1, { name: 'outlook', description: 'Days ahead' }], // renamed: leaves '^get_', 'rain|storm' and 'weather'
      [3, { name: 'file_bug', description: 'Report a weather bug' }], // the same tool again, renamed
      [4, { name: 'weather_alerts', reference: 'noaa_weather_alerts', description: 'Rain and storm warnings' }],
    ];
    for (const [at, tool] of edits) {
      rankings.replace(at, tool);
      tools[at] = tool;
      for (const p of patterns) for (const limit of [1, 5]) expect(rankings.search(p, limit, names)).toEqual(fresh(tools, p, limit, names));
    }
  });

  it('brings a ranking not read since several edits up to date in one step', () => {
    const rankings = regexRankings(catalog);
    rankings.search('weather', 5);
    const tools = catalog.slice();
    tools[2] = { name: 'send_message', description: 'Post to a channel' };
    tools[3] = { name: 'list_issues', description: 'weather issues' };
    rankings.replace(2, tools[2]);
    rankings.replace(3, tools[3]);
    expect(rankings.search('weather', 5, ['list_issues', 'send_message'])).toEqual(fresh(tools, 'weather', 5, ['list_issues', 'send_message']));
  });

  it('keeps a bad pattern’s error, and refuses a position outside the catalog', () => {
    const rankings = regexRankings(catalog);
    expect(rankings.search('(oops', 5)).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
    rankings.replace(0, { name: 'x' });
    expect(rankings.search('(oops', 5)).toMatchObject({ ok: false });
    expect(() => rankings.replace(5, { name: 'y' })).toThrow(RangeError);
  });
});
