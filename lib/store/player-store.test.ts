import { describe, expect, it } from 'vitest';
import { parseScenario } from '@/lib/scenario/schema';
import data from '@/scenarios/weather-mcp.json';
import { createPlayerStore, playerSelectors } from './player-store';

const scenario = (() => {
  const r = parseScenario(data, 'weather-mcp.json');
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
})();

describe('player store', () => {
  it('opens at the requested step, paused, and clamps out-of-range steps', () => {
    expect(createPlayerStore(scenario, 5).getState()).toMatchObject({ index: 5, playing: false });
    expect(createPlayerStore(scenario, 99).getState().index).toBe(10);
    expect(createPlayerStore(scenario, -3).getState().index).toBe(0);
  });

  it('steps forward and back within the scenario', () => {
    const store = createPlayerStore(scenario);
    const { next, previous, last, first } = store.getState();
    previous();
    expect(store.getState().index).toBe(0);
    next();
    next();
    expect(playerSelectors.currentStep(store.getState())?.number).toBe(3);
    last();
    expect(playerSelectors.isLast(store.getState())).toBe(true);
    first();
    expect(playerSelectors.isFirst(store.getState())).toBe(true);
  });

  it('stops playing when it runs past the last step, and replays from the start', () => {
    const store = createPlayerStore(scenario, 10);
    store.getState().play();
    expect(store.getState()).toMatchObject({ playing: true, index: 0 });
    store.getState().last();
    store.getState().next();
    expect(store.getState().playing).toBe(false);
  });
});
