import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSession, type SessionOutcome, type ToolEdit } from './report-session';

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

describe('a session’s edits on its kept index', () => {
  const github = JSON.parse(readFileSync(path.resolve(__dirname, '../../data/catalogs/github.json'), 'utf8')) as Array<{ name: string; description?: string }>;
  const taskFile = JSON.parse(readFileSync(path.resolve(__dirname, '../../data/report/github.tasks.json'), 'utf8')) as { tasks: Array<{ question: string; tools: string[] }> };

  it('re-scores as a session loaded afresh on the edited catalog would: descriptions and renames, every figure equal', () => {
    const s = new ReportSession();
    s.load({ catalog: { value: github }, tasksText: JSON.stringify(taskFile.tasks) });
    let catalog = github.map((t) => ({ ...t }));
    let tasks = taskFile.tasks;
    const steps: Array<{ edit: ToolEdit; apply: (t: { name: string; description?: string }) => { name: string; description?: string } }> = [
      { edit: { name: 'create_issue', description: 'File a bug or a task in a repository. Use this when the user asks to open, report or file an issue.' }, apply: (t) => ({ ...t, description: 'File a bug or a task in a repository. Use this when the user asks to open, report or file an issue.' }) },
      { edit: { name: 'list_pull_requests', bareName: 'enumerate_merge_proposals' }, apply: (t) => ({ ...t, name: 'enumerate_merge_proposals' }) },
      { edit: { name: 'create_issue', description: 'Open an issue.' }, apply: (t) => ({ ...t, description: 'Open an issue.' }) },
    ];
    for (const { edit, apply } of steps) {
      const quick: SessionOutcome[] = [];
      const full = s.edit(edit, undefined, (q) => quick.push(q));
      catalog = catalog.map((t) => (t.name === edit.name ? apply(t) : t));
      const to = edit.bareName ?? edit.name;
      tasks = tasks.map((t) => ({ ...t, tools: t.tools.map((x) => (x === edit.name ? to : x)) }));
      const fresh = new ReportSession().load({ catalog: { value: catalog }, tasksText: JSON.stringify(tasks) });
      if (!full.ok || !fresh.ok || !quick[0]?.ok) throw new Error('expected reports');
      expect(full.report).toEqual(fresh.report);
      // The first answer's edited tool and its tasks are already the full re-score's.
      const first = quick[0].report;
      expect(first.tools.find((t) => t.name === to)).toEqual(fresh.report.tools.find((t) => t.name === to));
      first.tasks.forEach((task, i) => {
        if (task.right.includes(to)) expect(task).toEqual(fresh.report.tasks[i]);
      });
    }
  });
});
