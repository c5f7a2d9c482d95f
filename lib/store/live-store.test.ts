import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { runExportInput } from '@/lib/files/run-export';
import { scenarioFileText, runExportText } from '@/lib/files/scenario-file';
import { incompleteRunScenario, runScenario } from '@/lib/live/live-scenario';
import { deriveSteps } from '@/lib/engine/derive-steps';
import type { MessagesExchange } from '@/lib/scenario/types';
import { proxyLive } from '@/lib/server/server-proxy';
import { parseScenarioText } from '@/lib/scenario/schema';
import { handleCountTokens, handleMessages } from '@/lib/server/http-handler';
import { createLiveStore, KEY_STORAGE, liveSelectors, SETTINGS_STORAGE, type LiveStoreApi, type StorageLike } from './live-store';

/**
 * The live page's store driving real runs: the SDK inside, the emulator (and
 * the server route) answering in-process through a fake `fetch` that routes
 * the app's paths, as the browser's would.
 */

const KEY = 'sk-ant-api03-test-key-do-not-leak-000000000000';
const ORIGIN = 'http://lab.test';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** The app's routes, in-process; `seen` keeps every request so a test can look for the key in them. */
function appFetch() {
  const seen: Request[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    const path = new URL(request.url).pathname;
    const live = /^\/api\/live\/([^/]+)\/v1\/messages(\/count_tokens)?$/.exec(path);
    const response = await (live
      ? proxyLive(request, live[1]!, live[2] ? 'count_tokens' : 'messages', { ANTHROPIC_API_KEY: 'sk-ant-server-0000000000000000', ALLOWED_HOSTS: 'lab.test' })
      : path.endsWith('/count_tokens')
        ? handleCountTokens(request)
        : handleMessages(request));
    // As over a network: once the caller has given up, no answer reaches it.
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return response;
  }) as typeof fetch;
  return { seen, fetchImpl };
}

function makeStore({ framed = false } = {}) {
  const session = memoryStorage();
  const local = memoryStorage();
  const app = appFetch();
  const store = createLiveStore({
    origin: () => ORIGIN,
    framed: () => framed,
    loadEngine: () => import('@/lib/live/live-engine'),
    session,
    local,
    fetch: app.fetchImpl,
    now: () => new Date('2026-11-21T15:30:12Z'),
  });
  return { store, session, local, seen: app.seen };
}

/** The two files the page's "Save scenario" and "Export run" write, built as the page builds them. */
function exportsOf(store: LiveStoreApi): string[] {
  const { run, settings } = store.getState();
  if (!run) throw new Error('no run');
  const secrets = store.getState().secrets();
  return [scenarioFileText(runScenario(run.record), secrets), runExportText(runExportInput(run, settings, ORIGIN), secrets, en)];
}

const viewOf = (store: LiveStoreApi) => liveSelectors.view(store.getState())!;

describe('the live store', () => {
  it('runs a question from the browser against the emulator and keeps it as a playable scenario', async () => {
    const { store } = makeStore();
    store.getState().update({ target: 'emulator' });
    await store.getState().start();
    const run = store.getState().run!;
    expect(run.status).toBe('done');
    expect(run.end).toEqual({ kind: 'done', stopReason: 'end_turn' });
    expect(run.id).toMatch(/^live-20261121-153012-[0-9a-f]{8}$/);
    expect(viewOf(store).scenario.source.kind).toBe('emulator');
    expect(viewOf(store).steps.at(-1)?.kind).toBe('response');
    const [file] = exportsOf(store);
    const parsed = parseScenarioText(file!, 'saved.json');
    expect(parsed.ok).toBe(true);
  });

  it('runs through the server route too, and records the same kind of transcript', async () => {
    const { store, seen } = makeStore();
    store.getState().update({ route: 'server', target: 'emulator' });
    await store.getState().start();
    expect(store.getState().run?.status).toBe('done');
    expect(seen.every((r) => new URL(r.url).pathname.startsWith('/api/live/emulator/'))).toBe(true);
  });

  it('inside a frame, refuses to run: nothing is sent, through any route', async () => {
    for (const route of ['server', 'browser'] as const) {
      const { store, seen } = makeStore({ framed: true });
      store.getState().update({ route, target: 'anthropic' });
      store.getState().setApiKey(KEY);
      await store.getState().start();
      expect(store.getState().run).toBeNull();
      expect(seen).toHaveLength(0);
    }
  });

  it('fails plainly on a simulated 429, keeps the transcript, and Retry goes on from there', async () => {
    const { store } = makeStore();
    store.getState().update({ target: 'emulator', simulate: { failure: '429', onRequest: 2 } });
    await store.getState().start();
    let run = store.getState().run!;
    expect(run.status).toBe('failed');
    expect(run.failure).toMatchObject({ kind: 'rate-limit', status: 429, retryAfterSeconds: 7, retryable: true });
    expect(run.simulated).toBe(true);
    // The first round trip and the tool run survive the failure.
    expect(run.record.exchanges.map((e) => e.kind)).toEqual(['messages', 'tool_run', 'messages']);
    await store.getState().retry();
    run = store.getState().run!;
    expect(run.status).toBe('done');
    expect(run.requestsSent).toBe(3);
  });

  it('a cut stream keeps what arrived on screen and in the run export, not in the scenario file', async () => {
    const { store } = makeStore();
    store.getState().update({ target: 'emulator', simulate: { failure: 'cut', onRequest: 1 } });
    await store.getState().start();
    const run = store.getState().run!;
    expect(run.failure).toMatchObject({ kind: 'stream-cut', retryable: true });
    expect(run.partial?.content.length).toBeGreaterThan(0);
    expect(viewOf(store).steps.length).toBeGreaterThan(1);
    const [file, exported] = exportsOf(store);
    expect(JSON.parse(file!).exchanges).toEqual([]);
    expect(JSON.parse(exported!)).toMatchObject({ failure: { kind: 'stream-cut', simulated: true }, unanswered_request: { model: 'claude-sonnet-4-6' } });
  });

  it('a cut run can be saved as a scenario marked incomplete, which reads back and plays as far as it got', async () => {
    const { store } = makeStore();
    store.getState().update({ target: 'emulator', simulate: { failure: 'cut', onRequest: 1 } });
    await store.getState().start();
    const run = store.getState().run!;
    const scenario = incompleteRunScenario(run.record, run.inflight, run.failure!.kind, run.requestsSent)!;
    expect(scenario.incomplete).toEqual({ failure: 'stream-cut', request: 1, partial: true });
    const parsed = parseScenarioText(scenarioFileText(scenario, store.getState().secrets()), 'incomplete.json');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const last = parsed.scenario.exchanges.at(-1) as MessagesExchange;
    expect(last.response?.stop_reason).toBeNull();
    expect(last.response?.content.length).toBeGreaterThan(0);
    expect(deriveSteps(parsed.scenario).length).toBeGreaterThan(2);
  });

  it('a timeout is reported as one', async () => {
    const { store } = makeStore();
    store.getState().update({ target: 'emulator', timeoutSeconds: 1, simulate: { failure: 'timeout', onRequest: 1 } });
    await store.getState().start();
    expect(store.getState().run?.failure).toMatchObject({ kind: 'timeout', timeoutSeconds: 1 });
  });

  it('Stop ends a hanging request at once, keeps the run, and Retry continues it', async () => {
    const { store } = makeStore();
    store.getState().update({ target: 'emulator', timeoutSeconds: 60, simulate: { failure: 'timeout', onRequest: 2 } });
    const running = store.getState().start();
    await expect.poll(() => store.getState().run?.phase).toEqual({ kind: 'sending', request: 2 });
    store.getState().stop();
    // The request would hang for the 60 s timeout: ending as "aborted", not "timeout", is Stop's doing.
    await running;
    expect(store.getState().run).toMatchObject({ status: 'stopped', failure: { kind: 'aborted' } });
    expect(store.getState().run?.record.exchanges.map((e) => e.kind)).toEqual(['messages', 'tool_run']);
    await store.getState().retry();
    expect(store.getState().run?.status).toBe('done');
  });

  /**
   * Every failure the emulator can be told to produce, by both routes: the same
   * matrix the browser tests once ran in full (e2e/live.spec.ts keeps one case a
   * class). The second request fails, so the first round trip and the tool run
   * must survive it, and Retry must go on from the last complete request.
   */
  describe.each(['browser', 'server'] as const)('when the API fails, by the %s route', (route) => {
    const SIMULATED = /simulated by the Tool Search Lab emulator/;
    it.each([
      ['400', 'bad-request'],
      ['401', 'auth'],
      ['403', 'permission'],
      ['404', 'not-found'],
      ['429', 'rate-limit'],
      ['529', 'overloaded'],
      ['timeout', 'timeout'],
      ['cut', 'stream-cut'],
    ] as const)('%s fails as %s at request 2, keeps the transcript, and Retry continues', async (failure, kind) => {
      const { store } = makeStore();
      store.getState().update({ route, target: 'emulator', timeoutSeconds: 1, simulate: { failure, onRequest: 2 } });
      await store.getState().start();
      let run = store.getState().run!;
      expect(run).toMatchObject({ status: 'failed', requestsSent: 2, simulated: true, failure: { kind } });
      if (/^\d+$/.test(failure)) expect(run.failure).toMatchObject({ status: Number(failure), apiMessage: expect.stringMatching(SIMULATED) });
      if (kind === 'bad-request') expect(run.failure?.pointer).toMatchObject({ display: 'tools[0].type', label: 'tool_search_tool_regex' });
      if (kind === 'rate-limit') expect(run.failure?.retryAfterSeconds).toBe(7);
      if (kind === 'timeout') expect(run.failure?.timeoutSeconds).toBe(1);
      expect(run.record.exchanges.slice(0, 2).map((e) => e.kind)).toEqual(['messages', 'tool_run']);
      expect(viewOf(store).steps.some((s) => s.kind === 'client-tool-run')).toBe(true);

      await store.getState().retry();
      run = store.getState().run!;
      expect(run).toMatchObject({ status: 'done', requestsSent: 3, end: { kind: 'done', stopReason: 'end_turn' } });
      expect(JSON.stringify(run.record.exchanges.at(-1))).toContain('San Francisco');
    });
  });

  it('asks a follow-up in the same conversation', async () => {
    const { store } = makeStore();
    store.getState().update({ target: 'emulator', mode: 'mcp' });
    await store.getState().start();
    await store.getState().followUp('And in Paris?');
    const run = store.getState().run!;
    expect(run.status).toBe('done');
    expect(run.record.exchanges.filter((e) => e.kind === 'messages')).toHaveLength(2);
  });

  describe('the key', () => {
    it('stays in memory unless asked; sessionStorage only with "remember for this tab"; never localStorage', async () => {
      const { store, session, local, seen } = makeStore();
      store.getState().setApiKey(KEY);
      store.getState().update({ target: 'emulator', question: `What is the weather? (my key is ${KEY})` });
      expect(session.data.size).toBe(0);
      store.getState().setRememberKey(true);
      expect(session.data.get(KEY_STORAGE)).toBe(KEY);
      await store.getState().start();

      // It went to the API as the credential, and nowhere else…
      const credentialed = seen.filter((r) => r.headers.get('authorization') === `Bearer ${KEY}`);
      expect(credentialed.length).toBeGreaterThan(0);
      // …not into settings kept between visits, nor into any export.
      expect([...local.data.values()].join('')).not.toContain(KEY);
      // The settings were kept (the question with the key masked), only the key left out.
      expect(JSON.parse(local.data.get(SETTINGS_STORAGE) ?? 'null')).toMatchObject({ target: 'emulator', question: expect.stringContaining('What is the weather?') });
      for (const text of exportsOf(store)) expect(text).not.toContain(KEY);

      store.getState().forgetKey();
      expect(store.getState().apiKey).toBe('');
      expect(session.data.has(KEY_STORAGE)).toBe(false);
    });

    it('comes back after a reload only if it was remembered', () => {
      const { store, session, local } = makeStore();
      session.data.set(KEY_STORAGE, KEY);
      local.data.set(SETTINGS_STORAGE, JSON.stringify({ model: 'claude-opus-4-5', simulate: { failure: '401', onRequest: 1 } }));
      store.getState().hydrate();
      expect(store.getState()).toMatchObject({ apiKey: KEY, rememberKey: true, settings: { model: 'claude-opus-4-5', simulate: { failure: 'none' } } });
    });

    it('is never sent through the server route, which holds its own', async () => {
      const { store, seen } = makeStore();
      store.getState().setApiKey(KEY);
      store.getState().update({ route: 'server', target: 'emulator' });
      await store.getState().start();
      for (const request of seen) expect([...request.headers].map(([, v]) => v).join(' ')).not.toContain(KEY);
    });
  });
});
