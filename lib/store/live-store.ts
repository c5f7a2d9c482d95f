import type { BetaMessage } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { createStore } from 'zustand/vanilla';
import type { Step } from '@/lib/engine/step';
import { askFollowUp, initialAgentState, runAgentLoop, type AgentIO, type AgentState } from '@/lib/live/agent-loop';
import { classifyFailure, type LiveFailure } from '@/lib/live/failure';
import { runId, runView, type Inflight, type RunRecord } from '@/lib/live/live-scenario';
import { scrubSecrets, scrubText } from '@/lib/live/scrub';
import {
  baseUrlFor,
  DEFAULT_SETTINGS,
  emulatorHeaders,
  planRun,
  restoreSettings,
  type LiveSettings,
  type RunPlan,
  type ServerInfo,
} from '@/lib/live/settings';
import type { StreamingBlock } from '@/lib/live/stream-recorder';
import type { MessagesRequest, Scenario } from '@/lib/scenario/types';
import { FAIL_HEADER } from '@/lib/service/failure-injection';

/**
 * The live page's state: the form, the secrets (in memory), and the run.
 * The run's progress is an `AgentState` held outside the store, so Retry and
 * follow-ups resume the same conversation; the store holds snapshots of it for
 * the views. The SDK and catalogs arrive through `loadEngine` (an `import()`).
 */

export type LiveEngine = typeof import('@/lib/live/live-engine');

export type RunStatus = 'preparing' | 'running' | 'done' | 'failed' | 'stopped';

export type RunPhase = { kind: 'counting' | 'sending' | 'streaming'; request: number } | { kind: 'tool'; request: number; tool: string };

export interface LiveRun {
  id: string;
  status: RunStatus;
  plan: RunPlan;
  record: RunRecord;
  /** The request on the wire (or the one that failed): its finished blocks are steps too. */
  inflight: Inflight | null;
  arriving: StreamingBlock | null;
  phase: RunPhase | null;
  requestsSent: number;
  failure: LiveFailure | null;
  /** The failure was asked for with the emulator's failure control. */
  simulated: boolean;
  /** What a cut or stopped stream had delivered, unfinished block included. */
  partial: BetaMessage | null;
  end: { kind: 'done'; stopReason: string | null } | { kind: 'round-trip-limit'; limit: number } | null;
  view: { scenario: Scenario; steps: Step[] };
  notes: Array<'count-failed' | 'registry-unknown'>;
}

export interface LiveState {
  settings: LiveSettings;
  apiKey: string;
  rememberKey: boolean;
  mcpToken: string;
  server: ServerInfo | null;
  run: LiveRun | null;
}

export interface LiveActions {
  /** Reads what an earlier visit left (settings; the key only if "remember for this tab" was ticked). */
  hydrate(): void;
  update(patch: Partial<LiveSettings>): void;
  setApiKey(key: string): void;
  setRememberKey(on: boolean): void;
  forgetKey(): void;
  setMcpToken(token: string): void;
  setServer(info: ServerInfo | null): void;
  start(): Promise<void>;
  retry(): Promise<void>;
  followUp(question: string): Promise<void>;
  stop(): void;
  clearRun(): void;
  /** Every secret the page holds, for the export paths to scrub. */
  secrets(): string[];
}

export type LiveStore = LiveState & LiveActions;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LiveDeps {
  origin(): string;
  loadEngine(): Promise<LiveEngine>;
  /** The tab's sessionStorage: the only place a key may be kept, and only when asked. */
  session?: StorageLike | null;
  /** localStorage: settings only. */
  local?: StorageLike | null;
  fetch?: typeof fetch;
  now?: () => Date;
}

export const KEY_STORAGE = 'tool-search-lab:live-key';
export const SETTINGS_STORAGE = 'tool-search-lab:live-settings';

/** Only the emulator takes no key; the SDK still wants one to send. */
const EMULATOR_KEY = 'not-needed-by-the-emulator';

interface RunContext {
  engine: LiveEngine;
  tools: Awaited<ReturnType<LiveEngine['prepareTools']>>;
  agent: AgentState;
  controller: AbortController;
}

function safely(fn: () => void) {
  try {
    fn();
  } catch {
    // Storage can be full or forbidden (private mode): the page works without it.
  }
}

export function createLiveStore(deps: LiveDeps) {
  let ctx: RunContext | null = null;
  // Which start() is current: a run started while another was still loading wins.
  let generation = 0;

  return createStore<LiveStore>()((set, get) => {
    const patchRun = (patch: Partial<LiveRun>, redraw = false) => {
      const run = get().run;
      if (!run) return;
      const next = { ...run, ...patch };
      if (redraw) next.view = runView(next.record, next.inflight);
      set({ run: next });
    };

    const persistSettings = () => {
      const { settings } = get();
      const { simulate: _once, ...kept } = settings;
      safely(() => deps.local?.setItem(SETTINGS_STORAGE, JSON.stringify(scrubSecrets(kept, get().secrets()))));
    };

    async function drive(): Promise<void> {
      const c = ctx;
      const run = get().run;
      if (!c || !run) return;
      const { settings, apiKey, mcpToken, server } = get();
      const timeoutMs = settings.timeoutSeconds * 1000;
      const client = c.engine.createClient({
        baseURL: baseUrlFor(settings, deps.origin()),
        apiKey: settings.route === 'server' ? null : apiKey.trim() || EMULATOR_KEY,
        timeoutMs,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      c.controller = new AbortController();
      const { signal } = c.controller;
      let lastRequest: MessagesRequest | undefined;
      let simulated = false;
      let emulatorSeen = run.record.emulator;

      const io: AgentIO = {
        send: async (request) => {
          lastRequest = request;
          const n = (get().run?.requestsSent ?? 0) + 1;
          const headers = emulatorHeaders(settings, server, n);
          simulated = FAIL_HEADER in headers;
          patchRun({ requestsSent: n, inflight: { request, snapshot: null }, arriving: null, phase: { kind: 'sending', request: n } }, true);
          let revision = -1;
          const result = await c.engine.streamMessage(client, c.engine.withSecrets(request, mcpToken), {
            headers,
            signal,
            idleTimeoutMs: timeoutMs,
            onProgress: (recorder) => {
              const arriving = recorder.streaming();
              if (recorder.revision === revision) {
                patchRun({ arriving, phase: { kind: 'streaming', request: n } });
                return;
              }
              revision = recorder.revision;
              patchRun({ inflight: { request, snapshot: recorder.completedSnapshot() }, arriving, phase: { kind: 'streaming', request: n } }, true);
            },
          });
          if (result.ok && result.emulator) emulatorSeen = true;
          return result;
        },
        runTool: (block, request) => {
          patchRun({ phase: { kind: 'tool', request: get().run?.requestsSent ?? 0, tool: block.name } });
          return c.tools.runTool(block, request);
        },
        onChange: (state) => {
          const current = get().run;
          if (!current) return;
          patchRun(
            {
              record: { ...current.record, exchanges: [...state.exchanges], decisions: [...state.decisions], emulator: emulatorSeen },
              inflight: null,
              arriving: null,
            },
            true,
          );
        },
        ...(run.plan.countTokens
          ? {
              measure: async (request: MessagesRequest) => {
                patchRun({ phase: { kind: 'counting', request: (get().run?.requestsSent ?? 0) + 1 } });
                try {
                  return await c.engine.countRequestTokens(client, c.engine.withSecrets(request, mcpToken), signal);
                } catch {
                  // count_tokens is a measurement, not the run: without it the run goes on.
                  const notes = get().run?.notes ?? [];
                  if (!signal.aborted && !notes.includes('count-failed')) patchRun({ notes: [...notes, 'count-failed'] });
                  return undefined;
                }
              },
            }
          : {}),
      };

      try {
        const end = await runAgentLoop(c.agent, c.tools.build(settings.model.trim(), settings.maxTokens), io);
        if (end.kind === 'api-error') {
          const failure = classifyFailure(
            { kind: 'http', status: end.error.status, body: end.error.body, retryAfter: end.retryAfter ?? null, requestId: end.requestId ?? null },
            lastRequest,
          );
          patchRun({ status: 'failed', failure, simulated, phase: null, arriving: null });
        } else {
          patchRun({ status: 'done', end: end.kind === 'done' ? { kind: 'done', stopReason: end.stopReason } : end, phase: null, arriving: null });
        }
      } catch (e) {
        const secrets = get().secrets();
        if (e instanceof c.engine.TransportError) {
          const failure = classifyFailure(e.failure, lastRequest);
          if (failure.detail) failure.detail = scrubText(failure.detail, secrets);
          const partial = e.partial ? scrubSecrets(e.partial, secrets) : null;
          patchRun({ status: failure.kind === 'aborted' ? 'stopped' : 'failed', failure, simulated, partial, phase: null, arriving: null }, true);
        } else {
          const detail = scrubText(e instanceof Error ? e.message : String(e), secrets);
          patchRun({ status: 'failed', failure: { kind: 'other', detail, retryable: true }, simulated: false, phase: null, arriving: null });
        }
      }
    }

    return {
      settings: DEFAULT_SETTINGS,
      apiKey: '',
      rememberKey: false,
      mcpToken: '',
      server: null,
      run: null,

      hydrate() {
        let stored: unknown = null;
        safely(() => {
          const raw = deps.local?.getItem(SETTINGS_STORAGE);
          stored = raw ? JSON.parse(raw) : null;
        });
        let key: string | null = null;
        safely(() => {
          key = deps.session?.getItem(KEY_STORAGE) ?? null;
        });
        set({ settings: stored ? restoreSettings(stored) : get().settings, ...(key ? { apiKey: key, rememberKey: true } : {}) });
      },
      update(patch) {
        set({ settings: { ...get().settings, ...patch } });
        persistSettings();
      },
      setApiKey(key) {
        set({ apiKey: key });
        if (get().rememberKey) safely(() => (key ? deps.session?.setItem(KEY_STORAGE, key) : deps.session?.removeItem(KEY_STORAGE)));
      },
      setRememberKey(on) {
        set({ rememberKey: on });
        const { apiKey } = get();
        safely(() => (on && apiKey ? deps.session?.setItem(KEY_STORAGE, apiKey) : deps.session?.removeItem(KEY_STORAGE)));
      },
      forgetKey() {
        set({ apiKey: '', rememberKey: false });
        safely(() => deps.session?.removeItem(KEY_STORAGE));
      },
      setMcpToken(token) {
        set({ mcpToken: token });
      },
      setServer(info) {
        set({ server: info });
      },

      async start() {
        const status = get().run?.status;
        if (status === 'preparing' || status === 'running') return;
        const { settings, mcpToken } = get();
        const plan = planRun(settings, mcpToken.trim() !== '');
        const startedAt = (deps.now?.() ?? new Date()).toISOString();
        const record: RunRecord = {
          id: runId(plan.question, new Date(startedAt)),
          startedAt,
          plan,
          exchanges: [],
          decisions: [],
          emulator: plan.target === 'emulator',
        };
        ctx?.controller.abort();
        ctx = null;
        const mine = ++generation;
        set({
          run: {
            id: record.id,
            status: 'preparing',
            plan,
            record,
            inflight: null,
            arriving: null,
            phase: null,
            requestsSent: 0,
            failure: null,
            simulated: false,
            partial: null,
            end: null,
            view: runView(record, null),
            notes: plan.mcpServer ? ['registry-unknown'] : [],
          },
        });
        try {
          const engine = await deps.loadEngine();
          const tools = await engine.prepareTools(plan);
          if (mine !== generation) return;
          ctx = { engine, tools, agent: initialAgentState([plan.question]), controller: new AbortController() };
          const withRegistry = { ...record, ...(Object.keys(tools.registry).length > 0 ? { registry: tools.registry } : {}) };
          patchRun({ status: 'running', record: withRegistry }, true);
        } catch (e) {
          const detail = scrubText(e instanceof Error ? e.message : String(e), get().secrets());
          patchRun({ status: 'failed', failure: { kind: 'network', detail, retryable: false } });
          return;
        }
        await drive();
      },
      async retry() {
        const run = get().run;
        if (!ctx || !run || (run.status !== 'failed' && run.status !== 'stopped')) return;
        patchRun({ status: 'running', failure: null, simulated: false, partial: null, inflight: null, end: null }, true);
        await drive();
      },
      async followUp(question) {
        const run = get().run;
        const text = question.trim();
        if (!ctx || !run || run.status !== 'done' || !text) return;
        askFollowUp(ctx.agent, text);
        patchRun({ status: 'running', end: null });
        await drive();
      },
      stop() {
        ctx?.controller.abort();
      },
      clearRun() {
        generation += 1;
        ctx?.controller.abort();
        ctx = null;
        set({ run: null });
      },
      secrets() {
        const { apiKey, mcpToken } = get();
        return [apiKey, mcpToken].map((s) => s.trim()).filter(Boolean);
      },
    };
  });
}

export type LiveStoreApi = ReturnType<typeof createLiveStore>;

export const liveSelectors = {
  running: (s: LiveState) => s.run?.status === 'preparing' || s.run?.status === 'running',
};
