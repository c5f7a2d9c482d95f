import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { parseScenario } from '@/lib/scenario/schema';
import type { MessagesExchange } from '@/lib/scenario/types';
import { ANTHROPIC_VERSION, MASKED_AUTHORIZATION } from '@/lib/scenario/wire';
import { emulatorFetch } from '@/lib/server/emulator-client';
import { FAIL_HEADER } from '@/lib/protocol/lab-headers';
import { askFollowUp, initialAgentState, lastContainer, runAgentLoop, type AgentIO, type MeasuredExchange } from './agent-loop';
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

  describe('code calling the tools (programmatic tool calling)', () => {
    const budget = { catalogs: ['demo-expenses'], codeCalls: true, question: 'Which engineering team members exceeded their Q3 travel budget?' };
    const userTurns = (exchange: MeasuredExchange | undefined) => exchange?.request.messages.filter((m) => m.role === 'user').slice(1) ?? [];

    it('names the container on every continuation and answers the code’s calls with tool_result blocks only', async () => {
      const { io, build, plan, tools } = await setup(budget);
      const state = initialAgentState([plan.question]);
      expect(await runAgentLoop(state, build, io)).toEqual({ kind: 'done', stopReason: 'end_turn' });
      const sent = messagesOf(state.exchanges);
      expect(sent.length).toBeGreaterThan(2);
      const first = sent[0]?.response;
      expect(first?.content.map((b) => b.type)).toEqual(expect.arrayContaining(['server_tool_use', 'tool_use']));
      const container = first?.container?.id;
      expect(container).toMatch(/\S/);
      expect(sent[0]?.request.container).toBeUndefined();
      for (const continuation of sent.slice(1)) {
        expect(continuation.request.container).toBe(container);
        const reply = continuation.request.messages.at(-1);
        expect(reply?.role).toBe('user');
        expect(Array.isArray(reply?.content) && reply.content.every((b) => b.type === 'tool_result')).toBe(true);
      }
      // Every call came from the code: its caller names the code execution block.
      const calls = sent.flatMap((e) => e.response?.content ?? []).filter((b) => b.type === 'tool_use');
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((b) => b.type === 'tool_use' && b.caller?.type === 'code_execution_20260120')).toBe(true);
      expect(sent.at(-1)?.response?.content.map((b) => b.type)).toEqual(expect.arrayContaining(['code_execution_tool_result', 'text']));
      expect(userTurns(sent.at(-1)).length).toBe(sent.length - 1);

      const scenario = runScenario({ id: 'live-ptc', startedAt: '2026-11-21T00:00:00.000Z', plan, exchanges: state.exchanges, decisions: state.decisions, emulator: true, registry: tools.registry });
      const parsed = parseScenario(JSON.parse(JSON.stringify(scenario)), 'live-ptc.json');
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(new Set(deriveSteps(parsed.scenario).map((s) => s.kind)).size).toBeGreaterThan(3);
    });

    it('a run resumed from its transcript (a retry in a new leg) still names the container', async () => {
      const { io, build, plan } = await setup(budget, { 3: '529' });
      const state = initialAgentState([plan.question]);
      expect(await runAgentLoop(state, build, io)).toMatchObject({ kind: 'api-error', error: { status: 529 } });
      const container = lastContainer(state.exchanges);
      expect(container).toMatch(/\S/);
      // What the live store keeps between legs: the transcript and the conversation, not the loop's state.
      const leg = { messages: [...state.messages], exchanges: [...state.exchanges], followUps: [], decisions: [], container };
      expect(await runAgentLoop(leg, build, io)).toEqual({ kind: 'done', stopReason: 'end_turn' });
      const retried = messagesOf(leg.exchanges)[3];
      expect(retried?.request.container).toBe(container);
      expect(retried?.response?.stop_reason).not.toBeUndefined();
    });

    it('another question: the emulated model writes no program, and the run says so first in its decisions', async () => {
      const { io, build, plan, tools } = await setup({ catalogs: ['demo-weather'], codeCalls: true });
      const state = initialAgentState([plan.question]);
      expect(await runAgentLoop(state, build, io)).toEqual({ kind: 'done', stopReason: 'end_turn' });
      const sent = messagesOf(state.exchanges);
      expect(sent.flatMap((e) => e.response?.content ?? []).some((b) => b.type === 'server_tool_use')).toBe(false);
      const scenario = runScenario({ id: 'live-fallback', startedAt: '2026-11-21T00:00:00.000Z', plan, exchanges: state.exchanges, decisions: state.decisions, emulator: true, registry: tools.registry });
      expect(scenario.emulated_model?.decisions[0]).toMatch(/wrote no program.*budget question/);
      expect(scenario.description).toMatch(/no search tool, code calling the tools \(code_execution_20260120/);
    });
  });
});
