import { describe, expect, it } from 'vitest';
import { ReportSession } from './report-session';

const schema = { type: 'object', properties: { city: { type: 'string', description: 'City name' } } };
const catalog = {
  servers: {
    weather: [
      { name: 'get_current_weather', description: 'Current weather conditions (temperature, wind, rain) for a city. Use this when the user asks what it is like now.', input_schema: schema },
      { name: 'get_forecast', description: 'Daily outlook for the coming days.', input_schema: schema },
    ],
    maps: [{ name: 'get_directions', description: 'Directions between two places. Use this when the user asks how to get somewhere.', input_schema: schema }],
  },
};
const tasks = JSON.stringify([{ question: 'Will it rain in Paris tomorrow?', tools: ['get_forecast'] }]);

describe('a report session: load once, edit, re-score', () => {
  it('reads a pasted or a parsed catalog with its tasks', () => {
    const s = new ReportSession();
    const pasted = s.load({ catalog: { text: JSON.stringify(catalog) }, tasksText: tasks });
    expect(pasted.ok && pasted.report.tools.map((t) => t.name)).toEqual(['weather_get_current_weather', 'weather_get_forecast', 'maps_get_directions']);
    expect(pasted.ok && pasted.report.tasks[0]!.right).toEqual(['weather_get_forecast']);
    expect(new ReportSession().load({ catalog: { value: catalog }, tasksText: '' })).toMatchObject({ ok: true, report: { tasks: [], summary: null } });
  });

  it('says which input is wrong, and lists a configuration’s servers', () => {
    const s = new ReportSession();
    expect(s.load({ catalog: { text: '{"tools": [' }, tasksText: '' })).toMatchObject({ ok: false, problem: { field: 'catalog', catalog: { path: '(root)', code: 'json-syntax', line: 1 } } });
    expect(s.load({ catalog: { value: catalog }, tasksText: '[{"question": "q", "tools": ["nope"]}]' })).toMatchObject({ ok: false, problem: { field: 'tasks', message: expect.stringContaining('“nope” is not a tool') } });
    expect(s.load({ catalog: { value: { mcpServers: { a: { command: 'a' } } } }, tasksText: '' })).toMatchObject({ ok: false, problem: { field: 'catalog', config: [{ name: 'a', transport: 'stdio' }] } });
  });

  it('moves a tool up when its description is edited, and keeps the rest of the catalog', () => {
    const s = new ReportSession();
    const before = s.load({ catalog: { value: catalog }, tasksText: tasks });
    const rank = (r: typeof before) => (r.ok ? r.report.tasks[0]!.variants.bm25_question.rank : undefined);
    expect(rank(before)).not.toBe(1);
    const after = s.edit({ name: 'weather_get_forecast', description: 'Weather forecast for a city: whether it will rain, how warm it gets, tomorrow and in the next days. Use this when the user asks about the weather ahead.' });
    expect(rank(after)).toBe(1);
    expect(after.ok && after.report.tools.map((t) => t.name)).toEqual(['weather_get_current_weather', 'weather_get_forecast', 'maps_get_directions']);
    expect(after.ok && after.report.tools[1]!.smells.map((x) => x.id)).not.toContain('one_line_purpose');
  });

  it('answers an edit twice: at once for the edited tool and its tasks, then in full', () => {
    const s = new ReportSession();
    const before = s.load({ catalog: { value: catalog }, tasksText: tasks });
    const quick: Array<ReturnType<ReportSession['edit']>> = [];
    const full = s.edit({ name: 'weather_get_forecast', description: 'Weather forecast for a city: whether it will rain, how warm it gets, tomorrow and in the next days. Use this when the user asks about the weather ahead.' }, undefined, (q) => quick.push(q));
    expect(quick).toHaveLength(1);
    const first = quick[0]!;
    if (!first.ok || !full.ok || !before.ok) throw new Error('expected reports');
    expect(first.report.stale).toBe(true);
    expect(full.report.stale).toBeUndefined();
    expect(first.report.tasks[0]!.variants).toEqual(full.report.tasks[0]!.variants);
    expect(first.report.tools[1]).toEqual(full.report.tools[1]);
    // Other tools are carried over from before the edit, as they were.
    expect(first.report.tools[0]).toBe(before.report.tools[0]);
  });

  it('renames a tool on its server: tasks follow it, collisions are found again, a taken or empty name is refused', () => {
    const s = new ReportSession();
    s.load({ catalog: { value: catalog }, tasksText: tasks });
    const renamed = s.edit({ name: 'weather_get_forecast', bareName: 'get_directions' });
    expect(renamed.ok && renamed.report.tasks[0]!.right).toEqual(['weather_get_directions']);
    expect(renamed.ok && renamed.report.collisions.sameName).toEqual([{ bareName: 'get_directions', servers: ['weather', 'maps'], names: ['weather_get_directions', 'maps_get_directions'] }]);
    expect(s.edit({ name: 'weather_get_directions', bareName: ' ' })).toMatchObject({ ok: false, problem: { field: 'edit', message: 'a tool needs a non-empty name' } });
    expect(s.edit({ name: 'weather_get_directions', bareName: 'get_current_weather' })).toMatchObject({ ok: false, problem: { field: 'edit', message: 'another tool is already named “weather_get_current_weather”' } });
    expect(s.edit({ name: 'nope', description: 'x' })).toMatchObject({ ok: false, problem: { field: 'edit' } });
  });
});
