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

describe('direct calls against programmatic tool calling, counted from the two transcripts', () => {
  const direct = summary('ptc-direct');
  const code = summary('ptc-budget');

  it('says who made the calls: Claude, or the code it wrote', () => {
    expect(direct.calls).toEqual({ byModel: 7, byCode: 0 });
    expect(code.calls).toEqual({ byModel: 0, byCode: 7 });
  });

  it('holds every tool result in the direct mode’s context, and only the program’s output in the other', () => {
    expect(direct.resultsInContext.count).toBe(7);
    expect(code.resultsInContext).toEqual({ count: 0, tokens: 0 });
    expect(code.codeOutput.count).toBe(1);
    expect(direct.resultsInContext.tokens).toBeGreaterThan(20 * code.codeOutput.tokens);
    expect(direct.finalContext).toBeGreaterThan(code.finalContext);
  });
});

describe('the latency estimate', () => {
  const client = summary('weather-client');
  const mcp = summary('weather-mcp');
  const a = { clientRttMs: 100, serverRttMs: 40, modelMsPerIteration: 1000, toolMs: 200, mcpSetupRoundTrips: 2, containerMsPerRound: 100 };

  it('adds each term as many times as the transcript says', () => {
    expect(estimateLatency(client, a)).toEqual({ totalMs: 2 * 100 + 3 * 1000 + 200, clientNetworkMs: 200, modelMs: 3000, toolMs: 200, serverNetworkMs: 0, containerMs: 0 });
    expect(estimateLatency(mcp, a)).toEqual({ totalMs: 100 + 3000 + 200 + (1 + 2) * 40, clientNetworkMs: 100, modelMs: 3000, toolMs: 200, serverNetworkMs: 120, containerMs: 0 });
  });

  it('a far-away client pays for its extra round trip; a slow MCP server costs the hosted mode', () => {
    const far = { ...a, clientRttMs: 400 };
    expect(estimateLatency(client, far).totalMs - estimateLatency(mcp, far).totalMs).toBe(400 - 120);
    const slowServer = { ...a, serverRttMs: 300 };
    expect(estimateLatency(mcp, slowServer).totalMs).toBeGreaterThan(estimateLatency(client, slowServer).totalMs);
  });

  it('programmatic tool calling: the same requests and tool runs, half the sampling, plus the container’s rounds', () => {
    const direct = summary('ptc-direct');
    const code = summary('ptc-budget');
    expect([direct.httpRequests, code.httpRequests]).toEqual([4, 4]);
    expect([direct.clientToolRuns, code.clientToolRuns]).toEqual([7, 7]);
    expect([direct.iterations, code.iterations]).toEqual([4, 2]);
    expect([direct.codeRounds, code.codeRounds]).toEqual([0, 4]);
    const [d, c] = [estimateLatency(direct, a), estimateLatency(code, a)];
    expect(d.totalMs - c.totalMs).toBe(2 * 1000 - 4 * 100);
    expect(estimateLatency(code, { ...a, containerMsPerRound: 600 }).totalMs).toBeGreaterThan(estimateLatency(direct, { ...a, containerMsPerRound: 600 }).totalMs);
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
