import { describe, expect, it, vi } from 'vitest';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { parseScenario } from '@/lib/scenario/schema';
import type { Scenario } from '@/lib/scenario/types';
import * as derive from './derive-steps';
import { stepsOf } from './steps-of';

/** A fresh object each time: parseScenario hands back the object it was given. */
function load(): Scenario {
  const parsed = parseScenario(structuredClone(weatherMcp), 'weather-mcp.json');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

describe('stepsOf', () => {
  it('derives a scenario’s steps once, however often they are asked for', () => {
    const spy = vi.spyOn(derive, 'deriveSteps');
    const scenario = load();
    const first = stepsOf(scenario);
    expect(stepsOf(scenario)).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(first).toEqual(derive.deriveSteps(scenario));
    spy.mockRestore();
  });

  it('derives another scenario object afresh, even with equal content', () => {
    expect(stepsOf(load())).not.toBe(stepsOf(load()));
  });

  it('hands out steps no caller can change under another', () => {
    const steps = stepsOf(load()) as unknown as unknown[];
    expect(() => steps.pop()).toThrow(TypeError);
  });
});
