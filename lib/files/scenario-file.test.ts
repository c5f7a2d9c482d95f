import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { DEFAULT_SETTINGS, planRun } from '@/lib/live/settings';
import { parseScenarioText } from '@/lib/scenario/schema';
import type { Scenario } from '@/lib/scenario/types';
import { runExportText, scenarioFileName, scenarioFileText, serializeScenario } from './scenario-file';
import { sharePath, shareUrl } from './share-link';
import { readImported, resetImportedMemory, stashImported } from './imported-scenario';

const KEY = 'sk-ant-api03-never-in-a-file-0000000000000000';
const scenario = weatherMcp as unknown as Scenario;

describe('scenario files', () => {
  it('are written as the recorder writes them, and read back with the same schema', () => {
    const text = scenarioFileText(scenario, []);
    expect(text).toBe(serializeScenario(scenario));
    expect(parseScenarioText(text, scenarioFileName(scenario)).ok).toBe(true);
  });

  it('never carry a secret: the key is scrubbed wherever it hides, credential fields are redacted', () => {
    const leaky = {
      ...scenario,
      question: `weather? ${KEY}`,
      exchanges: scenario.exchanges.map((e) =>
        e.kind === 'messages' ? { ...e, request: { ...e.request, mcp_servers: [{ type: 'url' as const, url: 'https://x.example', name: 'weather', authorization_token: 'tok-1234567890' }] } } : e,
      ),
    };
    const text = scenarioFileText(leaky, [KEY, 'tok-1234567890']);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('tok-1234567890');
    expect(text).toContain('"authorization_token": "[redacted]"');
  });

  it('the run export holds the plan, the failure and the steps, and no key', () => {
    const text = runExportText(
      {
        plan: planRun({ ...DEFAULT_SETTINGS, question: `my key ${KEY}` }, false),
        baseUrl: 'https://api.anthropic.com',
        status: 'failed',
        requestsSent: 1,
        end: null,
        failure: { kind: 'auth', status: 401, apiMessage: 'invalid x-api-key', retryable: false },
        simulated: false,
        partial: null,
        unanswered: null,
        scenario,
        steps: deriveSteps(scenario),
      },
      [KEY],
      en,
      new Date('2026-11-21T00:00:00Z'),
    );
    expect(text).not.toContain(KEY);
    const doc = JSON.parse(text);
    expect(doc).toMatchObject({ format: 'tool-search-lab-live-run', failure: { kind: 'auth', simulated: false }, steps: expect.any(Array) });
    expect(doc.steps[0]).toMatchObject({ number: 1, from: 'client', to: 'service', title: 'Request' });
  });

  it('refuse a value nested past what a file may hold with a message, before anything recursive runs', () => {
    const deep = structuredClone(scenario);
    (deep.exchanges[0] as { request: { metadata?: unknown } }).request.metadata = JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`);
    expect(() => scenarioFileText(deep, [])).toThrow(/^the scenario is nested more than 72 levels deep at exchanges\[0\]\.request\.metadata(\[0\])+, more than a scenario file may hold/);
    expect(() => runExportText({ plan: planRun(DEFAULT_SETTINGS, false), baseUrl: '', status: 'done', requestsSent: 1, end: null, failure: null, simulated: false, partial: null, unanswered: null, scenario: deep, steps: [] }, [], en)).toThrow(
      /^the run is nested more than 72 levels deep/,
    );
  });
});

describe('share links', () => {
  it('name a shipped scenario and step; a file’s link names the file to import', () => {
    expect(sharePath({ kind: 'library', id: 'weather-mcp' }, 6)).toBe('/?scenario=weather-mcp&step=6');
    expect(shareUrl('https://lab.example', { kind: 'file', fileName: 'my run.json' }, 2)).toBe('https://lab.example/?source=file&file=my+run.json&step=2');
    expect(shareUrl('https://lab.example', { kind: 'file', fileName: `${KEY}.json` }, 1, [KEY])).not.toContain(KEY);
    expect(shareUrl('https://lab.example', { kind: 'library', id: 'weather-mcp' }, 3, [], 'ja')).toMatch(/[?&]lang=ja(&|$)/);
  });
});

describe('handing an imported file to the player', () => {
  it('survives a reload through sessionStorage, and works without it', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    stashImported({ fileName: 'a.json', text: '{}' }, storage);
    resetImportedMemory();
    expect(readImported(storage)).toEqual({ fileName: 'a.json', text: '{}' });
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    stashImported({ fileName: 'big.json', text: '{"big":1}' }, full);
    expect(readImported(full)).toEqual({ fileName: 'big.json', text: '{"big":1}' });
    resetImportedMemory();
  });
});
