import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import { compareSelectors, createCompareStore } from './compare-store';

function steps(id: string) {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(id);
  return deriveSteps(parsed.scenario);
}

describe('the compare store', () => {
  const client = steps('weather-client');
  const mcp = steps('weather-mcp');

  it('steps both sides together; the side without a step holds its last one', () => {
    const store = createCompareStore(client, mcp);
    const s = () => store.getState();
    for (let i = 0; i < 7; i++) s().next();
    expect(compareSelectors.row(s())?.moment).toBe('paused-response');
    expect(compareSelectors.lacks('right')(s())).toBe(true);
    expect(compareSelectors.stepAt('right')(s())).toBe(6);
    s().next();
    expect(compareSelectors.stepAt('left')(s())).toBe(8);
    expect(compareSelectors.stepAt('right')(s())).toBe(7);
  });

  it('clamps at both ends and opens where a deep link points', () => {
    const store = createCompareStore(client, mcp, 99);
    expect(store.getState().position).toBe(store.getState().rows.length - 1);
    store.getState().first();
    store.getState().previous();
    expect(store.getState().position).toBe(0);
  });

  it('follows a click on either diagram, and ignores the echo of its own move', () => {
    const store = createCompareStore(client, mcp);
    store.getState().followStep('right', 9);
    expect(compareSelectors.row(store.getState())).toMatchObject({ moment: 'result-to-model', right: 9, left: 11 });
    const at = store.getState().position;
    store.getState().goTo(7);
    store.getState().followStep('right', 6);
    expect(store.getState().position).toBe(7);
    expect(at).not.toBe(7);
  });

  it('keeps latency assumptions usable and walks the decision tree', () => {
    const store = createCompareStore(client, mcp);
    store.getState().setLatency('clientRttMs', -20);
    expect(store.getState().latency.clientRttMs).toBe(0);
    store.getState().answerTree('mcp', false);
    store.getState().answerTree('builtin', false);
    expect(store.getState().tree).toEqual({ mcp: false, builtin: false });
    store.getState().resetTree();
    expect(store.getState().tree).toEqual({ mcp: null, builtin: null });
  });
});
