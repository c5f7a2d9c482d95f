import { describe, expect, it } from 'vitest';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { DEFAULT_SETTINGS, planRun } from '@/lib/live/settings';
import type { Exchange, Scenario } from '@/lib/scenario/types';
import { initialLiveState, newRun, type LiveState } from './initialState';
import { liveReducer, type LiveAction } from './reducer';

const exchange = (weatherMcp as unknown as Scenario).exchanges[0] as Extract<Exchange, { kind: 'messages' }>;
const plan = planRun({ ...DEFAULT_SETTINGS, target: 'emulator' }, false);
const started = (): LiveState => liveReducer(initialLiveState, { type: 'run/start', run: newRun(plan, new Date('2026-11-21T15:30:12Z')) });
const reduce = (state: LiveState, ...actions: LiveAction[]) => actions.reduce(liveReducer, state);
const event = (e: Extract<LiveAction, { type: 'run/event' }>['event']): LiveAction => ({ type: 'run/event', event: e });

describe('the live reducer', () => {
  it('starts a run with an empty transcript and the question as the conversation', () => {
    const { run } = started();
    expect(run).toMatchObject({ status: 'preparing', requestsSent: 0, notes: [] });
    // The id never carries the question's words (a key typed into it must not reach a file name or URL).
    expect(run?.id).toMatch(/^live-20261121-153012-[0-9a-f]{8}$/);
    expect(run?.record).toMatchObject({ exchanges: [], decisions: [], emulator: true });
    expect(run?.messages).toEqual([{ role: 'user', content: 'What is the weather in San Francisco?' }]);
  });

  it('notes that the registry of the user’s own MCP server is unknown', () => {
    const own = planRun({ ...DEFAULT_SETTINGS, mode: 'mcp', catalogs: [], mcpUrl: 'https://mcp.example.com/mcp' }, false);
    expect(newRun(own, new Date()).notes).toEqual(['registry-unknown']);
  });

  it('keeps the registry it was prepared with in the record', () => {
    const state = reduce(started(), { type: 'run/prepared', registry: { weather: [{ name: 'get_weather', input_schema: { type: 'object' } }] } });
    expect(state.run?.status).toBe('running');
    expect(state.run?.record.registry?.weather?.[0]?.name).toBe('get_weather');
    expect(reduce(started(), { type: 'run/prepared', registry: {} }).run?.record).not.toHaveProperty('registry');
  });

  it('follows a request from sending through streaming to the transcript, where the request in flight ends', () => {
    let state = reduce(started(), { type: 'run/prepared', registry: {} }, event({ type: 'sending', request: exchange.request, n: 1 }));
    expect(state.run).toMatchObject({ requestsSent: 1, inflight: { request: exchange.request, snapshot: null }, phase: { kind: 'sending', request: 1 } });
    const inflight = state.run!.inflight;
    state = reduce(state, event({ type: 'streaming', n: 1, arriving: { index: 0, type: 'text', text: 'Le' } }));
    // Characters arriving do not replace the request in flight: the view stays as it was.
    expect(state.run?.inflight).toBe(inflight);
    expect(state.run?.arriving?.text).toBe('Le');
    state = reduce(state, event({ type: 'streaming', n: 1, arriving: null, inflight: { request: exchange.request, snapshot: exchange.response! } }));
    expect(state.run?.inflight?.snapshot).toBe(exchange.response);
    state = reduce(state, event({ type: 'transcript', exchanges: [exchange], decisions: ['exchange 1: search'], messages: [], emulator: true }));
    expect(state.run).toMatchObject({ inflight: null, arriving: null, record: { exchanges: [exchange], decisions: ['exchange 1: search'] } });
    state = reduce(state, event({ type: 'done', end: { kind: 'done', stopReason: 'end_turn' } }));
    expect(state.run).toMatchObject({ status: 'done', phase: null, end: { kind: 'done', stopReason: 'end_turn' } });
  });

  it('reads a stopped request as stopped, and any other failure as failed', () => {
    const aborted = reduce(started(), event({ type: 'failed', failure: { kind: 'aborted', retryable: true }, simulated: false, partial: exchange.response! }));
    expect(aborted.run).toMatchObject({ status: 'stopped', partial: exchange.response });
    const limited = reduce(started(), event({ type: 'failed', failure: { kind: 'rate-limit', status: 429, retryable: true }, simulated: true }));
    expect(limited.run).toMatchObject({ status: 'failed', simulated: true, partial: null });
  });

  it('notes a failed count once', () => {
    const state = reduce(started(), event({ type: 'count-failed' }), event({ type: 'count-failed' }));
    expect(state.run?.notes).toEqual(['count-failed']);
  });

  it('retries only a failed or stopped run, clearing what the failure left', () => {
    const failed = reduce(started(), event({ type: 'sending', request: exchange.request, n: 1 }), event({ type: 'failed', failure: { kind: 'stream-cut', retryable: true }, simulated: true, partial: exchange.response! }));
    const retried = reduce(failed, { type: 'run/retry' });
    expect(retried.run).toMatchObject({ status: 'running', failure: null, simulated: false, partial: null, inflight: null, requestsSent: 1 });
    expect(reduce(started(), { type: 'run/retry' }).run?.status).toBe('preparing');
  });

  it('asks a follow-up only after a finished turn, appended to the conversation', () => {
    const done = reduce(started(), event({ type: 'done', end: { kind: 'done', stopReason: 'end_turn' } }));
    const asked = reduce(done, { type: 'run/follow-up', question: '  And in Paris?  ' });
    expect(asked.run).toMatchObject({ status: 'running', end: null });
    expect(asked.run?.messages.at(-1)).toEqual({ role: 'user', content: 'And in Paris?' });
    expect(reduce(done, { type: 'run/follow-up', question: '   ' })).toBe(done);
    expect(reduce(started(), { type: 'run/follow-up', question: 'x' }).run?.status).toBe('preparing');
  });

  it('ignores run events when there is no run, and clears one', () => {
    expect(liveReducer(initialLiveState, event({ type: 'count-failed' }))).toBe(initialLiveState);
    expect(reduce(started(), { type: 'run/clear' }).run).toBeNull();
  });

  it('restores settings and a remembered key, and forgets the key', () => {
    const restored = liveReducer(initialLiveState, { type: 'settings/restore', settings: { ...DEFAULT_SETTINGS, model: 'm' }, rememberedKey: 'sk-x' });
    expect(restored).toMatchObject({ apiKey: 'sk-x', rememberKey: true, settings: { model: 'm' } });
    expect(liveReducer(initialLiveState, { type: 'settings/restore', settings: null, rememberedKey: null })).toEqual(initialLiveState);
    expect(liveReducer(restored, { type: 'key/forget' })).toMatchObject({ apiKey: '', rememberKey: false });
  });

  it('opens on the emulator, and on the real API once a remembered key or a server key turns up, until the reader chooses', () => {
    expect(initialLiveState.settings).toMatchObject({ route: 'browser', target: 'emulator' });
    const server = { serverKey: true, upstream: 'anthropic' as const };
    expect(liveReducer(initialLiveState, { type: 'server/set', info: server }).settings).toMatchObject({ route: 'server', target: 'anthropic' });
    expect(liveReducer(initialLiveState, { type: 'server/set', info: { ...server, serverKey: false } }).settings).toMatchObject({ target: 'emulator' });
    const keyed = liveReducer(initialLiveState, { type: 'settings/restore', settings: null, rememberedKey: 'sk-x' });
    expect(keyed.settings).toMatchObject({ route: 'browser', target: 'anthropic' });
    expect(liveReducer(keyed, { type: 'server/set', info: server }).settings).toMatchObject({ route: 'browser', target: 'anthropic' });
    // Chosen by hand, or by a stored visit: the server's answer no longer moves it.
    const chosen = liveReducer(initialLiveState, { type: 'settings/update', patch: { target: 'emulator' } });
    expect(liveReducer(chosen, { type: 'server/set', info: server }).settings).toMatchObject({ route: 'browser', target: 'emulator' });
    const stored = liveReducer(initialLiveState, { type: 'settings/restore', settings: { ...DEFAULT_SETTINGS, target: 'emulator' }, rememberedKey: null });
    expect(liveReducer(stored, { type: 'server/set', info: server }).settings).toMatchObject({ target: 'emulator' });
    // Typing a question is not a choice of where the run goes.
    const typed = liveReducer(initialLiveState, { type: 'settings/update', patch: { question: 'q' } });
    expect(liveReducer(typed, { type: 'server/set', info: server }).settings).toMatchObject({ route: 'server', target: 'anthropic' });
  });

  it('keeps whatever else the store holds beside the state', () => {
    const withAction = { ...initialLiveState, start: () => 'kept' };
    expect(liveReducer(withAction, { type: 'key/set', key: 'k' }).start()).toBe('kept');
  });
});
