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
  it('names runs by time and a hash, never by the question', () => {
    const at = new Date('2026-11-21T15:30:12Z');
    const id = runId('What is the weather in San Francisco?', at);
    expect(id).toMatch(/^live-20261121-153012-[0-9a-f]{8}$/);
    expect(id).not.toContain('weather');
    expect(runId('What is the weather in San Francisco?', at)).toBe(id);
    expect(runId('What is the weather in Paris?', at)).not.toBe(id);
    expect(runId('¿¿??', at)).toMatch(/^live-20261121-153012-[0-9a-f]{8}$/);
  });

  it('keeps a key typed into the question out of the id, which stays a valid scenario id', () => {
    const key = 'sk-ant-api03-SECRETsecretSECRET0123456789';
    const id = runId(`${key} what is the weather?`, new Date('2026-11-21T15:30:12Z'));
    expect(id.toLowerCase()).not.toContain('sk-ant');
    expect(id).not.toContain('secret');
    const scenario = runScenario(record({ id, exchanges: [exchange] }));
    expect(parseScenario(JSON.parse(JSON.stringify(scenario)), `${id}.json`).ok).toBe(true);
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
