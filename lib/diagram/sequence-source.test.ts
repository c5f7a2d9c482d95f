import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { parseScenario } from '@/lib/scenario/schema';
import data from '@/scenarios/weather-mcp.json';
import { escapeLabel, sequenceSource } from './sequence-source';

const scenario = (() => {
  const r = parseScenario(data, 'weather-mcp.json');
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
})();

describe('sequenceSource', () => {
  const steps = deriveSteps(scenario);
  const source = sequenceSource(steps, (a) => a.toUpperCase(), (s) => s.kind);

  it('declares the five actors in order, then one message per step', () => {
    const lines = source.split('\n');
    expect(lines.slice(2, 7)).toEqual([
      '  participant client as CLIENT',
      '  participant service as SERVICE',
      '  participant model as MODEL',
      '  participant registry as REGISTRY',
      '  participant tool as TOOL',
    ]);
    expect(lines.slice(7)).toHaveLength(steps.length);
  });

  it('draws calls as solid arrows and replies as dashed ones', () => {
    expect(source).toContain('client->>service: request');
    expect(source).toContain('registry-->>service: search-result');
    expect(source).toContain('service-->>client: response');
  });

  it('keeps mermaid syntax characters as text', () => {
    expect(escapeLabel('a; b #1\nc')).toBe('a#59; b #35;1 c');
  });
});
