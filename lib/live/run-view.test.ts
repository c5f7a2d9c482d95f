import { describe, expect, it } from 'vitest';
import weatherMcp from '@/scenarios/weather-mcp.json';
import type { Exchange, Scenario } from '@/lib/scenario/types';
import { DEFAULT_SETTINGS, planRun } from './settings';
import { runView, type RunRecord } from './live-scenario';
import { viewOf } from './run-view';

const exchange = (weatherMcp as unknown as Scenario).exchanges[0] as Extract<Exchange, { kind: 'messages' }>;

const record = (exchanges: Exchange[] = []): RunRecord => ({
  id: 'live-test',
  startedAt: '2026-11-21T00:00:00.000Z',
  plan: planRun({ ...DEFAULT_SETTINGS, mode: 'mcp' }, false),
  exchanges,
  decisions: [],
  emulator: true,
});

describe('the live run’s view', () => {
  it('is the same object while neither the record nor the request in flight changes', () => {
    const r = record([exchange]);
    const view = viewOf(r, null);
    expect(viewOf(r, null)).toBe(view);
    expect(view).toEqual(runView(r, null));
  });

  it('is derived anew for a new snapshot in flight or a new record', () => {
    const r = record();
    const sent = { request: exchange.request, snapshot: null };
    const first = viewOf(r, sent);
    const streaming = { request: exchange.request, snapshot: exchange.response! };
    expect(viewOf(r, streaming)).not.toBe(first);
    expect(viewOf(r, streaming).steps.length).toBeGreaterThan(first.steps.length);
    expect(viewOf(record([exchange]), null)).not.toBe(viewOf(record([exchange]), null));
  });
});
