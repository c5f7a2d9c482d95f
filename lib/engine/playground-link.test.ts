import { describe, expect, it } from 'vitest';
import { parseScenario } from '@/lib/scenario/schema';
import type { Scenario } from '@/lib/scenario/types';
import weatherClient from '@/scenarios/weather-client.json';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { deriveSteps } from './derive-steps';
import { playgroundLink, playgroundParams, readPlaygroundQuery } from './playground-link';

function load(data: unknown, change: (s: Scenario) => void = () => {}): Scenario {
  const parsed = parseScenario(structuredClone(data), 'x');
  if (!parsed.ok) throw new Error(parsed.error);
  change(parsed.scenario);
  return parsed.scenario;
}

const paramsOf = (link: string | null) => Object.fromEntries(new URL(link!, 'http://x').searchParams);

describe('playgroundLink', () => {
  const mcp = load(weatherMcp);
  const steps = deriveSteps(mcp);

  it('links the search steps of an MCP run to the same search: its variant, query, and each catalog as its MCP server', () => {
    for (const n of [3, 4, 5]) {
      const link = playgroundLink(steps[n - 1]!, mcp);
      expect(new URL(link!, 'http://x').pathname).toBe('/search');
      expect(paramsOf(link)).toEqual({ variant: 'regex', q: 'weather', servers: 'demo-weather:weather' });
    }
  });

  it('gives no link for the other steps', () => {
    expect(steps.filter((s) => playgroundLink(s, mcp)).map((s) => s.number)).toEqual([3, 4, 5]);
  });

  it('carries the limit the model set, the name reading the emulator used, and no server context for client tools', () => {
    const custom = load(weatherMcp, (s) => {
      s.source = { kind: 'emulator', mcp_search_names: 'prefixed' };
      const call = s.exchanges[0]!.kind === 'messages' ? s.exchanges[0]!.response!.content.find((b) => b.type === 'server_tool_use') : undefined;
      (call!.input as { limit: number }).limit = 3;
    });
    expect(paramsOf(playgroundLink(deriveSteps(custom)[2]!, custom))).toMatchObject({ limit: '3', names: 'prefixed' });
    const client = load(weatherClient);
    const search = deriveSteps(client).find((s) => s.kind === 'search-result')!;
    expect(paramsOf(playgroundLink(search, client))).toEqual({ variant: 'regex', q: 'weather', catalogs: 'demo-weather' });
  });

  it('gives no link when the run searched a server the playground does not have', () => {
    const own = load(weatherMcp, (s) => {
      if (s.exchanges[0]!.kind === 'messages') s.exchanges[0]!.request.mcp_servers = [{ type: 'url', url: 'https://mcp.example.com/mcp', name: 'weather' }];
    });
    expect(playgroundLink(deriveSteps(own)[2]!, own)).toBeNull();
  });
});

describe('the playground’s address', () => {
  it('reads back what it writes', () => {
    const query = { catalogIds: ['github', 'demo-weather'], variant: 'bm25' as const, query: 'open issues', limit: 7, servers: { github: 'gh', 'demo-weather': 'weather' }, names: 'prefixed' as const };
    const params = playgroundParams(query);
    expect(readPlaygroundQuery((k) => params.get(k) ?? undefined)).toEqual(query);
  });

  it('drops what a hand-edited link gets wrong rather than failing', () => {
    const read = readPlaygroundQuery((k) => ({ servers: 'nope:x,github:bad name,demo-weather:weather', limit: '999', names: 'sideways', variant: 'grep' })[k]);
    expect(read).toMatchObject({ catalogIds: ['demo-weather'], servers: { 'demo-weather': 'weather' }, limit: 5, names: 'tool', variant: 'regex' });
  });
});
