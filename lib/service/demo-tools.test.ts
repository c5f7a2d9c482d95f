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
