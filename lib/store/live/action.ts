import { readKey, readSettings, writeKey, writeSettings, type StorageLike } from '@/lib/live/key-storage';
import { driveRun, type LiveEngine, type PreparedTools } from '@/lib/live/run-driver';
import { scrubText } from '@/lib/live/scrub';
import { planRun, type LiveSettings, type ServerInfo } from '@/lib/live/settings';
import type { ToolDefinition } from '@/lib/scenario/types';
import { newRun, type LiveState } from './initialState';
import { liveReducer, type LiveAction } from './reducer';
import { liveSelectors } from './selectors';

/**
 * The live page's actions: each one dispatches to the reducer, and does what
 * a reducer may not (storage, loading the SDK, running the driver, aborting).
 * The only state kept here is what cannot be state: the loaded engine and
 * tools of the current run, and its abort controller.
 */

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

export interface LiveDeps {
  origin(): string;
  /**
   * The page is inside a frame: nothing may be sent, since a run can spend a
   * key and the page around the frame could have steered the click.
   */
  framed?(): boolean;
  loadEngine(): Promise<LiveEngine>;
  /** The tab's sessionStorage: the only place a key may be kept, and only when asked. */
  session?: StorageLike | null;
  /** localStorage: settings only. */
  local?: StorageLike | null;
  fetch?: typeof fetch;
  now?: () => Date;
  /** A catalog of the user's own, kept in this browser: its name and definitions (under the names a search sees). */
  loadYours?: (id: string) => Promise<{ name: string; tools: ToolDefinition[] } | undefined>;
}

interface Loaded {
  engine: LiveEngine;
  tools: PreparedTools;
  controller: AbortController;
}

export function createLiveActions<S extends LiveState & LiveActions>(
  get: () => S,
  set: (state: S, replace: true) => void,
  deps: LiveDeps,
): LiveActions {
  let loaded: Loaded | null = null;
  // Which start() is current: a run started while another was still loading (or ending) wins.
  let generation = 0;

  const dispatch = (action: LiveAction) => {
    const state = get();
    const next = liveReducer(state, action);
    if (next !== state) set(next, true);
  };
  const secrets = () => liveSelectors.secrets(get());

  async function drive(mine: number): Promise<void> {
    const run = get().run;
    if (!loaded || !run) return;
    loaded.controller = new AbortController();
    const { settings, server, apiKey, mcpToken } = get();
    await driveRun(
      {
        engine: loaded.engine,
        tools: loaded.tools,
        settings,
        server,
        apiKey,
        mcpToken,
        secrets: secrets(),
        origin: deps.origin(),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        plan: run.plan,
        messages: run.messages,
        exchanges: run.record.exchanges,
        decisions: run.record.decisions,
        emulator: run.record.emulator,
        requestsSent: run.requestsSent,
        signal: loaded.controller.signal,
      },
      // A leg of a run that was cleared or replaced reports to no one.
      (event) => {
        if (mine === generation) dispatch({ type: 'run/event', event });
      },
    );
  }

  return {
    hydrate() {
      dispatch({ type: 'settings/restore', settings: readSettings(deps.local), rememberedKey: readKey(deps.session) });
    },
    update(patch) {
      dispatch({ type: 'settings/update', patch });
      writeSettings(deps.local, get().settings, secrets());
    },
    setApiKey(key) {
      dispatch({ type: 'key/set', key });
      if (get().rememberKey) writeKey(deps.session, key, true);
    },
    setRememberKey(on) {
      dispatch({ type: 'key/remember', on });
      writeKey(deps.session, get().apiKey, on);
    },
    forgetKey() {
      dispatch({ type: 'key/forget' });
      writeKey(deps.session, '', false);
    },
    setMcpToken(token) {
      dispatch({ type: 'mcp-token/set', token });
    },
    setServer(info) {
      dispatch({ type: 'server/set', info });
    },

    async start() {
      if (liveSelectors.running(get()) || deps.framed?.()) return;
      const { settings, mcpToken } = get();
      loaded?.controller.abort();
      loaded = null;
      const mine = ++generation;
      let yours: Awaited<ReturnType<NonNullable<LiveDeps['loadYours']>>>;
      if (settings.mode === 'client' && settings.yours) {
        yours = await deps.loadYours?.(settings.yours).catch(() => undefined);
        if (mine !== generation) return;
      }
      const plan = planRun(settings, mcpToken.trim() !== '', yours ? { name: yours.name, tools: yours.tools.length } : undefined);
      dispatch({ type: 'run/start', run: newRun(plan, deps.now?.() ?? new Date()) });
      try {
        if (settings.mode === 'client' && settings.yours && !yours) throw new Error('the catalog chosen under “Your catalogs” is no longer kept in this browser');
        const engine = await deps.loadEngine();
        const tools = await engine.prepareTools(plan, yours?.tools);
        if (mine !== generation) return;
        loaded = { engine, tools, controller: new AbortController() };
        dispatch({ type: 'run/prepared', registry: tools.registry });
      } catch (e) {
        if (mine !== generation) return;
        const detail = scrubText(e instanceof Error ? e.message : String(e), secrets());
        dispatch({ type: 'run/unprepared', failure: { kind: 'network', detail, retryable: false } });
        return;
      }
      await drive(mine);
    },
    async retry() {
      const status = get().run?.status;
      if (!loaded || (status !== 'failed' && status !== 'stopped') || deps.framed?.()) return;
      dispatch({ type: 'run/retry' });
      await drive(generation);
    },
    async followUp(question) {
      if (!loaded || get().run?.status !== 'done' || !question.trim() || deps.framed?.()) return;
      dispatch({ type: 'run/follow-up', question });
      await drive(generation);
    },
    stop() {
      loaded?.controller.abort();
    },
    clearRun() {
      generation += 1;
      loaded?.controller.abort();
      loaded = null;
      dispatch({ type: 'run/clear' });
    },
    secrets,
  };
}
