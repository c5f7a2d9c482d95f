import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { bundledCatalogTools } from './catalog-data';
import { DEMO_LABEL, runDemoTool } from './demo-tools';

describe('runDemoTool', () => {
  it('answers get_weather with a fixed format derived from the location alone', () => {
    const a = runDemoTool('demo-weather', 'get_weather', { location: 'San Francisco, CA' });
    expect(a.is_error).toBe(false);
    expect(a.output).toMatch(/^\[demo\] San Francisco, CA: -?\d+°F, [a-z ]+, humidity \d+%, wind \d+ mph [NESW]{1,2}$/);
    expect(runDemoTool('demo-weather', 'get_weather', { location: 'san francisco, ca' }).output).toBe(a.output.replace('San Francisco, CA', 'san francisco, ca'));
    expect(runDemoTool(undefined, 'get_weather', { location: 'San Francisco, CA' })).toEqual(a);
    expect(runDemoTool('demo-weather', 'get_weather', { location: 'Paris, France', unit: 'celsius' }).output).toMatch(/°C, .* km\/h/);
  });

  it('treats tool names that are Object.prototype keys as names, not as the prototype’s functions', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(runDemoTool('demo-weather', name, {})).toEqual({ output: `Unknown tool: ${name}`, is_error: true });
      expect(typeof runDemoTool(undefined, name, {}).output).toBe('string');
      expect(typeof runDemoTool('github', name, {}).output).toBe('string');
    }
  });

  it('reports a missing required argument as a tool error', () => {
    expect(runDemoTool('demo-weather', 'get_weather', {})).toEqual({ output: 'Missing required argument: location', is_error: true });
  });

  it('converts units for real and keeps a frozen demo clock', () => {
    expect(runDemoTool('demo-weather', 'convert_units', { value: 100, from: 'celsius', to: 'fahrenheit' }).output).toBe('[demo] 100 celsius = 212 fahrenheit');
    const time = runDemoTool('demo-weather', 'get_current_time', { timezone: 'America/Los_Angeles' });
    expect(time.output).toContain('Jan 15, 2026');
    expect(runDemoTool('demo-weather', 'get_current_time', { timezone: 'Mars/Olympus' }).is_error).toBe(true);
  });

  it('answers every tool of every shipped catalog deterministically, labelled as demo output', () => {
    for (const { id } of CATALOGS) {
      for (const tool of bundledCatalogTools(id)) {
        const input = { query: 'x', owner: 'demo', repo: 'app', channel_id: '#general', jql: 'project = WEB' };
        const first = runDemoTool(id, tool.name, input);
        expect(runDemoTool(id, tool.name, input), `${id}/${tool.name}`).toEqual(first);
        expect(first.output.startsWith('[demo]') || first.output.includes(DEMO_LABEL) || first.is_error, `${id}/${tool.name}`).toBe(true);
      }
    }
  });

  it('builds Jira and Slack answers from their arguments', () => {
    const issues = JSON.parse(runDemoTool('atlassian-jira', 'jira_search', { jql: 'project = WEB AND issuetype = Bug' }).output);
    expect(issues._demo).toBe(DEMO_LABEL);
    expect(issues.issues.every((i: { key: string; issuetype: string }) => i.key.startsWith('WEB-') && i.issuetype === 'Bug')).toBe(true);
    const post = JSON.parse(runDemoTool('slack-korotovsky', 'conversations_add_message', { channel_id: '#eng-alerts', text: 'hi' }).output);
    expect(post).toMatchObject({ ok: true, channel: '#eng-alerts', message: { text: 'hi' } });
  });
});

describe('the demo expenses and help desk tools', () => {
  const parse = (r: { output: string }) => JSON.parse(r.output) as Record<string, unknown>;

  it('answer in the JSON their descriptions promise, travel adding up to the quarter’s figure', () => {
    const team = parse(runDemoTool('demo-expenses', 'get_team_members', { department: 'engineering' }));
    expect(team).toMatchObject({ _demo: DEMO_LABEL, department: 'engineering', members: expect.arrayContaining([{ id: 'emp_101', name: 'Alice Chen', level: 'senior' }]) });
    expect(parse(runDemoTool('demo-expenses', 'get_budget_by_level', { level: 'junior' }))).toMatchObject({ level: 'junior', travel_limit: 5000 });
    const expenses = parse(runDemoTool('demo-expenses', 'get_expenses', { user_id: 'emp_101', quarter: 'Q3' })) as { items: Array<{ category: string; amount: number }> };
    const travel = expenses.items.filter((i) => i.category !== 'office').reduce((sum, i) => sum + i.amount, 0);
    expect(Math.round(travel * 100) / 100).toBe(12480.35);
    expect(expenses.items.some((i) => i.category === 'office')).toBe(true);
    expect(runDemoTool('demo-expenses', 'get_expenses', { user_id: 'emp_101', quarter: 'Q3' })).toEqual(runDemoTool('demo-expenses', 'get_expenses', { user_id: 'emp_101', quarter: 'Q3' }));
  });

  it('refuse what they do not know, as a tool error', () => {
    expect(runDemoTool('demo-expenses', 'get_team_members', { department: 'legal' })).toMatchObject({ is_error: true });
    expect(runDemoTool('demo-expenses', 'get_expenses', { user_id: 'emp_999', quarter: 'Q3' })).toMatchObject({ is_error: true });
    expect(runDemoTool('demo-expenses', 'nope', {})).toEqual({ output: 'Unknown tool: nope', is_error: true });
    expect(runDemoTool('demo-support', 'get_ticket', { ticket_id: 'WEB-1' })).toMatchObject({ is_error: true });
  });

  it('create a ticket from whatever fields the call sends', () => {
    const created = parse(runDemoTool('demo-support', 'create_ticket', { title: 'Login page returns 500 error', priority: 'critical' }));
    expect(created).toMatchObject({ ok: true, id: expect.stringMatching(/^TCK-\d{4}$/), created: { status: 'open', priority: 'critical' } });
  });
});
