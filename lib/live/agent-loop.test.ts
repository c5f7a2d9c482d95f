import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { parseScenario } from '@/lib/scenario/schema';
import type { MessagesExchange } from '@/lib/scenario/types';
import { ANTHROPIC_VERSION, MASKED_AUTHORIZATION } from '@/lib/scenario/wire';
import { emulatorFetch } from '@/lib/server/emulator-client';
import { FAIL_HEADER } from '@/lib/protocol/lab-headers';
import { askFollowUp, initialAgentState, runAgentLoop, type AgentIO, type MeasuredExchange } from './agent-loop';
import { prepareTools } from './live-engine';
import { runScenario } from './live-scenario';
import { countRequestTokens, createClient, streamMessage, TransportError } from './sdk-transport';
import { planRun, DEFAULT_SETTINGS, type LiveSettings } from './settings';

/**
 * The live agent loop end to end, in-process: the real SDK streams from the
 * emulator's HTTP handler (no network), the loop runs the demo tools, and the
 * transcript it leaves plays in the engine.
 */

const USER_KEY = 'sk-ant-api03-user-key-that-must-stay-out-of-transcripts';

const settings = (patch: Partial<LiveSettings> = {}): LiveSettings => ({ ...DEFAULT_SETTINGS, target: 'emulator', ...patch });

async function setup(patch: Partial<LiveSettings> = {}, failOn: Record<number, string> = {}) {
  const plan = planRun(settings(patch), false);
  const tools = await prepareTools(plan);
  const client = createClient({ baseURL: 'http://lab.test/api/emulator', apiKey: USER_KEY, timeoutMs: 5_000, fetch: emulatorFetch() });
  let sent = 0;
  const progress: number[] = [];
  const io: AgentIO = {
    send: (request) => {
      sent += 1;
      const fail = failOn[sent];
      return streamMessage(client, request, {
        idleTimeoutMs: 5_000,
        ...(fail ? { headers: { [FAIL_HEADER]: fail } } : {}),
        onProgress: (recorder) => progress.push(recorder.revision),
      });
    },
    runTool: (block, request) => tools.runTool(block, request),
    measure: (request) => countRequestTokens(client, request),
  };
  return { plan, tools, io, build: tools.build(plan.model, plan.maxTokens), progress, sentCount: () => sent };
}

const messagesOf = (exchanges: readonly unknown[]) => exchanges.filter((e): e is MeasuredExchange => (e as MessagesExchange).kind === 'messages');

describe('the live agent loop against the emulator', () => {
  it('client mode: searches, runs the discovered tool itself, and loops to end_turn', async () => {
    const { io, build, plan, tools, progress } = await setup();
    const state = initialAgentState([plan.question]);
    const end = await runAgentLoop(state, build, io);
    expect(end).toEqual({ kind: 'done', stopReason: 'end_turn' });
    expect(state.exchanges.map((e) => e.kind)).toEqual(['messages', 'tool_run', 'messages']);
    const [first, second] = messagesOf(state.exchanges);
    expect(first?.response?.stop_reason).toBe('tool_use');
    expect(first?.response?.content.map((b) => b.type)).toContain('tool_search_tool_result');
    // The tool result the second request carries is the demo implementation's output.
    expect(JSON.stringify(second?.request.messages.at(-1))).toContain('tool_result');
    expect(state.exchanges[1]).toMatchObject({ kind: 'tool_run', name: 'get_weather', implementation: expect.stringMatching(/demo implementation/) });
    // Streamed: progress was reported many times per response, a redraw per finished block.
    expect(progress.length).toBeGreaterThan(20);
    // count_tokens measured each request before it was sent.
    expect(first?.count_tokens?.input_tokens).toBeGreaterThan(0);

    const scenario = runScenario({ id: 'live-test', startedAt: '2026-11-21T00:00:00.000Z', plan, exchanges: state.exchanges, decisions: state.decisions, emulator: true, registry: tools.registry });
    const parsed = parseScenario(JSON.parse(JSON.stringify(scenario)), 'live-test.json');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(deriveSteps(parsed.scenario).map((s) => s.kind)).toContain('client-tool-run');
    expect(state.decisions[0]).toMatch(/^exchange 1: /);
  });

  it('MCP mode: the emulator runs the demo server’s tool inside one response', async () => {
    const { io, build, plan, tools } = await setup({ mode: 'mcp' });
    const state = initialAgentState([plan.question]);
    await runAgentLoop(state, build, io);
    expect(messagesOf(state.exchanges)).toHaveLength(1);
    const [only] = messagesOf(state.exchanges);
    expect(only?.request).toMatchObject({ betas: ['mcp-client-2025-11-20'], mcp_servers: [{ name: 'weather', url: 'https://mcp.tool-search-lab.example/demo-weather' }] });
    expect(only?.response?.content.map((b) => b.type)).toEqual(expect.arrayContaining(['mcp_tool_use', 'mcp_tool_result']));
    expect(Object.keys(tools.registry)).toEqual(['weather']);
    // What the SDK really sent: betas as the header, not in the body; the key only as its placeholder.
    expect(only?.http).toEqual({
      request: {
        method: 'POST',
        path: '/v1/messages',
        headers: { authorization: MASKED_AUTHORIZATION, 'anthropic-version': ANTHROPIC_VERSION, 'anthropic-beta': 'mcp-client-2025-11-20', 'content-type': 'application/json' },
        stream: true,
      },
      response: { status: 200, request_id: expect.stringMatching(/^req_emu_/) },
    });
    expect(JSON.stringify(state)).not.toContain(USER_KEY);
  });

  it('keeps chosen tools out of deferral', async () => {
    const { build } = await setup({ nonDeferred: 'get_weather, no_such_tool' });
    const tools = build([{ role: 'user', content: 'x' }]).tools ?? [];
    expect(tools.find((t) => 'name' in t && t.name === 'get_weather')).not.toHaveProperty('defer_loading');
    expect(tools.filter((t) => 'defer_loading' in t && t.defer_loading).length).toBe(tools.length - 2);
  });

  it('an HTTP error is recorded; the same state resumes from the last complete request', async () => {
    const { io, build, plan, sentCount } = await setup({}, { 2: '529' });
    const state = initialAgentState([plan.question]);
    const end = await runAgentLoop(state, build, io);
    expect(end).toMatchObject({ kind: 'api-error', error: { status: 529 } });
    expect(state.exchanges.map((e) => e.kind)).toEqual(['messages', 'tool_run', 'messages']);
    const failed = messagesOf(state.exchanges)[1];
    expect(failed?.error?.body.error.type).toBe('overloaded_error');
    expect(failed?.http?.response).toEqual({ status: 529, request_id: failed?.error?.body.request_id });

    const resumed = await runAgentLoop(state, build, io);
    expect(resumed).toEqual({ kind: 'done', stopReason: 'end_turn' });
    expect(sentCount()).toBe(3);
    const requests = messagesOf(state.exchanges).map((e) => e.request);
    // The retry sent exactly the request that failed: the tool ran once, nothing was asked twice.
    expect(requests[2]).toEqual(requests[1]);
    expect(state.exchanges.filter((e) => e.kind === 'tool_run')).toHaveLength(1);
  });

  it('a cut stream throws with what had arrived, and leaves the state as it was', async () => {
    const { io, build, plan } = await setup({}, { 1: 'cut' });
    const state = initialAgentState([plan.question]);
    const error = await runAgentLoop(state, build, io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    const { failure, partial } = error as TransportError;
    expect(failure.kind).toBe('cut');
    expect(partial?.content.length).toBeGreaterThan(0);
    expect(state.exchanges).toEqual([]);
    expect(state.messages).toHaveLength(1);
    await expect(runAgentLoop(state, build, io)).resolves.toEqual({ kind: 'done', stopReason: 'end_turn' });
  });

  it('a follow-up continues the same conversation', async () => {
    const { io, build, plan } = await setup({ mode: 'mcp' });
    const state = initialAgentState([plan.question]);
    await runAgentLoop(state, build, io);
    askFollowUp(state, 'And in Paris?');
    await runAgentLoop(state, build, io);
    const [, second] = messagesOf(state.exchanges);
    expect(second?.request.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('stops a model that keeps asking for tools', async () => {
    const { io, build, plan } = await setup();
    const state = initialAgentState([plan.question]);
    expect(await runAgentLoop(state, build, io, { maxRoundTrips: 1 })).toEqual({ kind: 'round-trip-limit', limit: 1 });
  });
});
