import { describe, expect, it } from 'vitest';
import weatherMcp from '@/scenarios/weather-mcp.json';
import type { MessagesExchange, Scenario } from '@/lib/scenario/types';
import { parseScenario } from '@/lib/scenario/schema';
import { runId, runScenario, runView, type RunRecord } from './live-scenario';
import { DEFAULT_SETTINGS, planRun } from './settings';

const exchange = (weatherMcp as unknown as Scenario).exchanges[0] as MessagesExchange;
const record = (patch: Partial<RunRecord> = {}): RunRecord => ({
  id: 'live-weather-20261121-153012',
  startedAt: '2026-11-21T15:30:12.000Z',
  plan: planRun({ ...DEFAULT_SETTINGS, mode: 'mcp', target: 'emulator' }, false),
  exchanges: [],
  decisions: [],
  emulator: true,
  registry: (weatherMcp as unknown as Scenario).mcp_tools!,
  ...patch,
});

describe('a live run as a scenario', () => {
  it('names runs readably and validly', () => {
    expect(runId('What is the weather in San Francisco?', new Date('2026-11-21T15:30:12Z'))).toBe('live-what-is-the-weather-in-san-francisco-20261121-153012');
    expect(runId('¿¿??', new Date('2026-11-21T15:30:12Z'))).toBe('live-20261121-153012');
  });

  it('passes the scenario schema, labelled by where it ran', () => {
    const scenario = runScenario(record({ exchanges: [exchange] }));
    const parsed = parseScenario(JSON.parse(JSON.stringify(scenario)), 'x.json');
    expect(parsed.ok).toBe(true);
    expect(scenario).toMatchObject({ source: { kind: 'emulator' }, emulated_model: { decisions: [] }, catalogs: [{ id: 'demo-weather' }] });
    expect(runScenario(record({ emulator: false })).source.kind).toBe('api');
    expect(runScenario(record({ emulator: false }))).not.toHaveProperty('emulated_model');
  });

  it('shows a response as it streams: finished blocks are steps, the response step waits for the end', () => {
    const whole = runView(record({ exchanges: [exchange] }), null).steps;
    expect(whole.at(-1)?.kind).toBe('response');

    const sent = runView(record(), { request: exchange.request, snapshot: null }).steps;
    expect(sent.map((s) => s.kind)).toEqual(['request']);

    const response = exchange.response!;
    const firstBlocks = { ...response, stop_reason: null, content: response.content.slice(0, 3) };
    const streaming = runView(record(), { request: exchange.request, snapshot: firstBlocks }).steps;
    expect(streaming.map((s) => s.kind)).not.toContain('response');
    expect(streaming.map((s) => s.kind)).toContain('model-search-call');
    expect(streaming.length).toBeLessThan(whole.length);
  });
});
