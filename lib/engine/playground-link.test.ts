import { describe, expect, it } from 'vitest';
import { parseScenario } from '@/lib/scenario/schema';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { deriveSteps } from './derive-steps';
import { playgroundLink } from './playground-link';

describe('playgroundLink', () => {
  const parsed = parseScenario({ ...weatherMcp, catalogs: [{ id: 'demo-weather', title: 'Demo', tools: 8, repo: 'x', licence: 'MIT' }] }, 'x');
  if (!parsed.ok) throw new Error(parsed.error);
  const steps = deriveSteps(parsed.scenario);

  it('links the search steps to the playground with their query, variant and catalogs', () => {
    for (const n of [3, 4, 5]) {
      const url = new URL(playgroundLink(steps[n - 1]!, parsed.scenario)!, 'http://x');
      expect(url.pathname).toBe('/search');
      expect(Object.fromEntries(url.searchParams)).toEqual({ variant: 'regex', q: 'weather', catalogs: 'demo-weather' });
    }
  });

  it('gives no link for the other steps', () => {
    expect(steps.filter((s) => playgroundLink(s, parsed.scenario)).map((s) => s.number)).toEqual([3, 4, 5]);
  });
});
