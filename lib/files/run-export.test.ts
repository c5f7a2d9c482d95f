import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { runView, type RunRecord } from '@/lib/live/live-scenario';
import { DEFAULT_SETTINGS, planRun } from '@/lib/live/settings';
import type { Exchange, Scenario } from '@/lib/scenario/types';
import { runExportInput, type ExportableRun } from './run-export';
import { runExportText } from './scenario-file';

const KEY = 'sk-ant-api03-never-in-a-run-export-000000000';
const exchange = (weatherMcp as unknown as Scenario).exchanges[0] as Extract<Exchange, { kind: 'messages' }>;
const plan = planRun({ ...DEFAULT_SETTINGS, mode: 'mcp', target: 'emulator', question: `weather? ${KEY}` }, false);
const record: RunRecord = { id: 'live-weather-20261121-000000', startedAt: '2026-11-21T00:00:00.000Z', plan, exchanges: [], decisions: [], emulator: true };

/** A run whose first response was cut half-way: nothing complete, one request unanswered, a partial message. */
const cut: ExportableRun = {
  plan,
  record,
  status: 'failed',
  requestsSent: 1,
  end: null,
  failure: { kind: 'stream-cut', blocks: 1, retryable: true },
  simulated: true,
  partial: exchange.response!,
  inflight: { request: exchange.request, snapshot: exchange.response! },
};

describe('the run export', () => {
  it('names where the run went, by the route and target', () => {
    expect(runExportInput(cut, { ...DEFAULT_SETTINGS, target: 'emulator' }, 'http://lab.test').baseUrl).toBe('http://lab.test/api/emulator');
    expect(runExportInput(cut, { ...DEFAULT_SETTINGS, route: 'server' }, 'http://lab.test').baseUrl).toBe('http://lab.test/api/live/upstream');
  });

  it('keeps the unanswered request and the steps shown, while the scenario holds complete exchanges only', () => {
    const input = runExportInput(cut, DEFAULT_SETTINGS, 'http://lab.test');
    expect(input.unanswered).toBe(exchange.request);
    expect(input.scenario.exchanges).toEqual([]);
    expect(input.steps).toEqual(runView(record, cut.inflight).steps);
    expect(input.steps.length).toBeGreaterThan(1);
    expect(input).toMatchObject({ status: 'failed', requestsSent: 1, simulated: true, partial: exchange.response });
  });

  it('once written, carries the failure as simulated and no key', () => {
    const text = runExportText(runExportInput(cut, DEFAULT_SETTINGS, 'http://lab.test'), [KEY], en);
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toMatchObject({ failure: { kind: 'stream-cut', simulated: true }, unanswered_request: { model: exchange.request.model } });
  });
});
