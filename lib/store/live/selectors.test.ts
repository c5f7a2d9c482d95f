import { describe, expect, it } from 'vitest';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { DEFAULT_SETTINGS, planRun } from '@/lib/live/settings';
import type { Exchange, Scenario } from '@/lib/scenario/types';
import { initialLiveState, newRun, type LiveState } from './initialState';
import { liveReducer } from './reducer';
import { liveSelectors } from './selectors';

const exchange = (weatherMcp as unknown as Scenario).exchanges[0] as Extract<Exchange, { kind: 'messages' }>;
const plan = planRun({ ...DEFAULT_SETTINGS, mode: 'mcp', target: 'emulator' }, false);

function withTranscript(): LiveState {
  const started = liveReducer(initialLiveState, { type: 'run/start', run: newRun(plan, new Date()) });
  return liveReducer(started, { type: 'run/event', event: { type: 'transcript', exchanges: [exchange], decisions: [], messages: [], emulator: true } });
}

describe('the live selectors', () => {
  it('give the same view until the transcript or the request in flight changes, so a view does not re-render for a phase', () => {
    const state = withTranscript();
    const view = liveSelectors.view(state);
    expect(view?.steps.length).toBeGreaterThan(0);
    const counting = liveReducer(state, { type: 'run/event', event: { type: 'counting', n: 2 } });
    expect(liveSelectors.view(counting)).toBe(view);
    const sending = liveReducer(counting, { type: 'run/event', event: { type: 'sending', request: exchange.request, n: 2 } });
    expect(liveSelectors.view(sending)).not.toBe(view);
    expect(liveSelectors.stepCount(sending)).toBeGreaterThan(liveSelectors.stepCount(state));
  });

  it('give no view without a run, and tell when a run is under way', () => {
    expect(liveSelectors.view(initialLiveState)).toBeNull();
    expect(liveSelectors.stepCount(initialLiveState)).toBe(0);
    expect(liveSelectors.running(withTranscript())).toBe(true);
    expect(liveSelectors.running(initialLiveState)).toBe(false);
  });

  it('list the page’s secrets', () => {
    expect(liveSelectors.secrets({ ...initialLiveState, apiKey: ' sk-ant-0123456789 ', mcpToken: '' })).toEqual(['sk-ant-0123456789']);
  });
});
