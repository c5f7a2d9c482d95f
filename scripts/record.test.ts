import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { parseScenario } from '@/lib/scenario/schema';
import type { MessagesExchange, Scenario } from '@/lib/scenario/types';
import { MASKED_AUTHORIZATION } from '@/lib/scenario/wire';
import { MANIFEST } from './record-manifest';
import { parseCommand } from './record-args';
import { emulatorTarget, recordScenario, serializeScenario } from './record-scenario';

const fileOf = (id: string) => new URL(`../scenarios/${id}.json`, import.meta.url);

function committed(id: string): { text: string; scenario: Scenario } {
  const text = readFileSync(fileOf(id), 'utf8');
  const parsed = parseScenario(JSON.parse(text), `${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return { text, scenario: parsed.scenario };
}

const messagesOf = (s: Scenario) => s.exchanges.filter((e): e is MessagesExchange => e.kind === 'messages');

describe('the scenario library', () => {
  it.each(MANIFEST.map((spec) => [spec.id, spec] as const))('re-records %s byte for byte (but recorded_at)', async (id, spec) => {
    const { text, scenario } = committed(id);
    const recorded = await recordScenario(spec, emulatorTarget());
    recorded.recorded_at = scenario.recorded_at;
    expect(serializeScenario(recorded)).toBe(text);
  });

  it('plays weather-mcp as the 11 steps of DESIGN.md', () => {
    expect(deriveSteps(committed('weather-mcp').scenario).map((s) => s.kind)).toEqual([
      'request',
      'model-input',
      'model-search-call',
      'search-run',
      'search-result',
      'search-inject',
      'model-tool-call',
      'mcp-call',
      'mcp-result',
      'tool-result-inject',
      'response',
    ]);
  });

  it('derives the expected number of steps from each recording', () => {
    const counts = Object.fromEntries(MANIFEST.map((s) => [s.id, deriveSteps(committed(s.id).scenario).length]));
    expect(counts).toEqual({
      'weather-mcp': 11,
      'weather-client': 13,
      'weather-bm25': 11,
      'enterprise-mcp': 19,
      'custom-search-client': 15,
      'multi-turn': 18,
      'search-error': 15,
      'all-deferred-400': 2,
      'ptc-budget': 33,
      'ptc-direct': 33,
      'ptc-search': 37,
      'tool-examples': 17,
    });
  });

  it('shows what each scenario is for', () => {
    const blocks = (id: string, exchange = 0) => messagesOf(committed(id).scenario)[exchange]?.response?.content.map((b) => b.type) ?? [];

    const enterprise = committed('enterprise-mcp').scenario;
    expect(Object.values(enterprise.mcp_tools ?? {}).flat().length).toBeGreaterThan(200);
    expect(blocks('enterprise-mcp').filter((t) => t === 'server_tool_use')).toHaveLength(2);
    expect(blocks('enterprise-mcp').filter((t) => t === 'mcp_tool_use')).toHaveLength(2);

    expect(blocks('multi-turn', 1)).not.toContain('server_tool_use');
    expect(blocks('multi-turn', 1)).toContain('mcp_tool_use');

    const searchError = messagesOf(committed('search-error').scenario)[0]?.response?.content.find((b) => b.type === 'tool_search_tool_result');
    expect(searchError).toMatchObject({ content: { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input' } });

    const custom = messagesOf(committed('custom-search-client').scenario)[1]?.request.messages.at(-1);
    expect(JSON.stringify(custom)).toContain('"tool_reference"');
    expect(blocks('custom-search-client')).not.toContain('server_tool_use');

    expect(messagesOf(committed('weather-client').scenario)).toHaveLength(2);
    expect(messagesOf(committed('all-deferred-400').scenario)[0]?.error).toMatchObject({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'All tools have defer_loading set. At least one tool must be non-deferred.' } },
    });
  });

  it('labels every recording as emulated, with attribution, and never stores a key', () => {
    for (const { id } of MANIFEST) {
      const { text, scenario } = committed(id);
      expect(scenario.source.kind).toBe('emulator');
      expect(scenario.source.note).toMatch(/scripted model/);
      expect(scenario.catalogs?.length).toBeGreaterThan(0);
      // The one header naming the key holds only its placeholder.
      const placeholder = `"authorization": ${JSON.stringify(MASKED_AUTHORIZATION)}`;
      expect(text.split(placeholder).join('')).not.toMatch(/api[-_]key|authorization|sk-ant-|x-api-key|bearer/i);
      for (const exchange of messagesOf(scenario)) {
        expect(exchange.http?.request.headers.authorization).toBe(MASKED_AUTHORIZATION);
        expect(exchange.http?.response?.status).toBe(exchange.error?.status ?? 200);
      }
      expect(text).not.toMatch(/127\.0\.0\.1|localhost/);
    }
  });
});

describe('the record CLI arguments', () => {
  it('parse into a spec', () => {
    const command = parseCommand(['--catalog', 'demo-weather,ref-time', '--question', 'What time is it in Tokyo?', '--mode', 'client', '--search', 'bm25', '--id', 'tokyo']);
    expect(command).toMatchObject({
      kind: 'one',
      out: 'scenarios/tokyo.json',
      spec: { id: 'tokyo', args: { catalogs: ['demo-weather', 'ref-time'], questions: ['What time is it in Tokyo?'], mode: 'client', search: 'bm25' } },
    });
    expect(parseCommand(['--all'])).toEqual({ kind: 'all' });
    expect(() => parseCommand(['--catalog', 'nope', '--question', 'x', '--mode', 'mcp', '--search', 'regex'])).toThrow(/unknown catalog/);
  });
});
