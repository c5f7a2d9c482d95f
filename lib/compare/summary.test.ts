import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { loadLibraryScenario } from '@/lib/scenario/load-library';
import type { MessagesResponse } from '@/lib/scenario/types';
import { estimateLatency, DEFAULT_LATENCY, clampAssumption } from './latency';
import { samplingIterations, summarize } from './summary';

function summary(id: string) {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(id);
  return summarize(parsed.scenario, deriveSteps(parsed.scenario));
}

/** The recorded input of each response: the summary must read it, whatever the emulator's estimator made of it. */
function recordedInputs(id: string): number[] {
  const parsed = loadLibraryScenario(id);
  if (!parsed?.ok) throw new Error(id);
  return parsed.scenario.exchanges.flatMap((e) => (e.kind === 'messages' && e.response ? [e.response.usage.input_tokens] : []));
}

describe('the summary of each mode, counted from its transcript', () => {
  const client = summary('weather-client');
  const mcp = summary('weather-mcp');

  it('client-side: two requests, the client runs the tool, the API runs the search', () => {
    expect(client).toMatchObject({ httpRequests: 2, mcpCalls: 0, clientToolRuns: 1, steps: 13, searchRunsAt: 'api', toolRunsAt: 'client', usage: 'estimate' });
    const [first, second] = recordedInputs('weather-client');
    expect(client.perRequest).toEqual([
      { input: first, output: 119, stopReason: 'tool_use', iterations: 2 },
      { input: second, output: 41, stopReason: 'end_turn', iterations: 1 },
    ]);
  });

  it('MCP-hosted: one request, the API calls the MCP server, no token in this demo', () => {
    expect(mcp).toMatchObject({ httpRequests: 1, mcpCalls: 1, clientToolRuns: 0, steps: 11, searchRunsAt: 'api', toolRunsAt: 'mcp-server', sendsToken: false });
    expect(mcp.perRequest).toEqual([{ input: recordedInputs('weather-mcp')[0], output: 161, stopReason: 'end_turn', iterations: 3 }]);
  });

  it('a client-side search tool runs in the client, and its run is not counted as the tool', () => {
    const custom = summary('custom-search-client');
    expect(custom).toMatchObject({ searchRunsAt: 'client', toolRunsAt: 'client', clientToolRuns: 1, httpRequests: 3 });
  });
});

describe('sampling iterations', () => {
  const response = (types: string[], stop: MessagesResponse['stop_reason']) => ({ content: types.map((type) => ({ type })), stop_reason: stop }) as unknown as MessagesResponse;

  it('adds one per result fed back, none for a result the turn paused on', () => {
    expect(samplingIterations(response(['text'], 'end_turn'))).toBe(1);
    expect(samplingIterations(response(['server_tool_use', 'tool_search_tool_result', 'mcp_tool_use', 'mcp_tool_result', 'text'], 'end_turn'))).toBe(3);
    expect(samplingIterations(response(['server_tool_use', 'tool_search_tool_result'], 'pause_turn'))).toBe(1);
  });
});

describe('the latency estimate', () => {
  const client = summary('weather-client');
  const mcp = summary('weather-mcp');
  const a = { clientRttMs: 100, serverRttMs: 40, modelMsPerIteration: 1000, toolMs: 200, mcpSetupRoundTrips: 2 };

  it('adds each term as many times as the transcript says', () => {
    expect(estimateLatency(client, a)).toEqual({ totalMs: 2 * 100 + 3 * 1000 + 200, clientNetworkMs: 200, modelMs: 3000, toolMs: 200, serverNetworkMs: 0 });
    expect(estimateLatency(mcp, a)).toEqual({ totalMs: 100 + 3000 + 200 + (1 + 2) * 40, clientNetworkMs: 100, modelMs: 3000, toolMs: 200, serverNetworkMs: 120 });
  });

  it('a far-away client pays for its extra round trip; a slow MCP server costs the hosted mode', () => {
    const far = { ...a, clientRttMs: 400 };
    expect(estimateLatency(client, far).totalMs - estimateLatency(mcp, far).totalMs).toBe(400 - 120);
    const slowServer = { ...a, serverRttMs: 300 };
    expect(estimateLatency(mcp, slowServer).totalMs).toBeGreaterThan(estimateLatency(client, slowServer).totalMs);
  });

  it('keeps typed values sane', () => {
    expect(clampAssumption('clientRttMs', -5)).toBe(0);
    expect(clampAssumption('clientRttMs', Number.NaN)).toBe(0);
    expect(clampAssumption('mcpSetupRoundTrips', 99)).toBe(10);
    // The defaults are values a user could have typed: clamping leaves every one of them as it is.
    for (const [key, value] of Object.entries(DEFAULT_LATENCY) as Array<[keyof typeof DEFAULT_LATENCY, number]>) {
      expect(clampAssumption(key, value), key).toBe(value);
    }
  });
});
