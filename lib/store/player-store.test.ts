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

  it('loads steps it is given (a live run still streaming) instead of deriving them, clamping the index to them', () => {
    const store = createPlayerStore(scenario);
    const partial = store.getState().steps.slice(0, 4);
    store.getState().load(scenario, 9, partial);
    expect(store.getState().steps).toBe(partial);
    expect(store.getState().index).toBe(3);
    store.getState().load(scenario, 9);
    expect(store.getState().steps).toHaveLength(11);
  });

  it('does not start, nor rewind, when autoplay is not allowed (reduced motion)', () => {
    const store = createPlayerStore(scenario, 10);
    store.getState().setAutoplayAllowed(false);
    store.getState().togglePlay();
    expect(store.getState()).toMatchObject({ playing: false, index: 10 });
  });
});
