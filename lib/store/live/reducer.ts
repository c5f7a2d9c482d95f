import type { LiveFailure } from '@/lib/live/failure';
import type { RunEvent } from '@/lib/live/run-driver';
import { openingConnection, type LiveSettings, type ServerInfo } from '@/lib/live/settings';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { LiveRun, LiveState } from './initialState';

/**
 * Every change to the live page's state, as a pure function: the form, the
 * secrets, and the run, whose events come from the run driver
 * (lib/live/run-driver.ts). Storage, the SDK and timing stay in action.ts.
 */

export type LiveAction =
  | { type: 'settings/update'; patch: Partial<LiveSettings> }
  | { type: 'settings/restore'; settings: LiveSettings | null; rememberedKey: string | null }
  | { type: 'key/set'; key: string }
  | { type: 'key/remember'; on: boolean }
  | { type: 'key/forget' }
  | { type: 'mcp-token/set'; token: string }
  | { type: 'server/set'; info: ServerInfo | null }
  | { type: 'run/start'; run: LiveRun }
  | { type: 'run/prepared'; registry: Record<string, ToolDefinition[]> }
  /** The run could not start (the catalogs or the SDK did not load). */
  | { type: 'run/unprepared'; failure: LiveFailure }
  | { type: 'run/retry' }
  | { type: 'run/follow-up'; question: string }
  | { type: 'run/clear' }
  | { type: 'run/event'; event: RunEvent };

function runEvent(run: LiveRun, event: RunEvent): LiveRun {
  switch (event.type) {
    case 'sending':
      return { ...run, requestsSent: event.n, inflight: { request: event.request, snapshot: null }, arriving: null, phase: { kind: 'sending', request: event.n } };
    case 'streaming':
      return { ...run, ...(event.inflight ? { inflight: event.inflight } : {}), arriving: event.arriving, phase: { kind: 'streaming', request: event.n } };
    case 'counting':
      return { ...run, phase: { kind: 'counting', request: event.n } };
    case 'count-failed':
      return run.notes.includes('count-failed') ? run : { ...run, notes: [...run.notes, 'count-failed'] };
    case 'tool':
      return { ...run, phase: { kind: 'tool', request: event.n, tool: event.tool } };
    case 'transcript':
      return {
        ...run,
        record: { ...run.record, exchanges: event.exchanges, decisions: event.decisions, emulator: event.emulator },
        messages: event.messages,
        inflight: null,
        arriving: null,
      };
    case 'done':
      return { ...run, status: 'done', end: event.end, phase: null, arriving: null };
    case 'failed':
      return {
        ...run,
        status: event.failure.kind === 'aborted' ? 'stopped' : 'failed',
        failure: event.failure,
        simulated: event.simulated,
        ...(event.partial !== undefined ? { partial: event.partial } : {}),
        phase: null,
        arriving: null,
      };
  }
}

function reduceRun(run: LiveRun | null, action: LiveAction): LiveRun | null {
  switch (action.type) {
    case 'run/start':
      return action.run;
    case 'run/clear':
      return null;
    default:
      break;
  }
  if (!run) return run;
  switch (action.type) {
    case 'run/prepared':
      return { ...run, status: 'running', record: Object.keys(action.registry).length > 0 ? { ...run.record, registry: action.registry } : run.record };
    case 'run/unprepared':
      return { ...run, status: 'failed', failure: action.failure };
    case 'run/retry':
      if (run.status !== 'failed' && run.status !== 'stopped') return run;
      return { ...run, status: 'running', failure: null, simulated: false, partial: null, inflight: null, end: null };
    case 'run/follow-up': {
      const question = action.question.trim();
      if (run.status !== 'done' || !question) return run;
      return { ...run, status: 'running', end: null, messages: [...run.messages, { role: 'user', content: question }] };
    }
    case 'run/event':
      return runEvent(run, action.event);
    default:
      return run;
  }
}

/** Generic over the store's own type, so that the actions kept beside the state survive each change. */
const remembered = (key: string | null) => (key ? { apiKey: key, rememberKey: true } : {});

export function liveReducer<S extends LiveState>(state: S, action: LiveAction): S {
  switch (action.type) {
    case 'settings/update':
      return {
        ...state,
        settings: { ...state.settings, ...action.patch },
        connectionChosen: state.connectionChosen || 'route' in action.patch || 'target' in action.patch,
      };
    case 'settings/restore':
      if (action.settings) return { ...state, settings: action.settings, connectionChosen: true, ...remembered(action.rememberedKey) };
      return {
        ...state,
        settings: { ...state.settings, ...openingConnection({ rememberedKey: !!action.rememberedKey, server: state.server }) },
        ...remembered(action.rememberedKey),
      };
    case 'key/set':
      return { ...state, apiKey: action.key };
    case 'key/remember':
      return { ...state, rememberKey: action.on };
    case 'key/forget':
      return { ...state, apiKey: '', rememberKey: false };
    case 'mcp-token/set':
      return { ...state, mcpToken: action.token };
    case 'server/set':
      // Until the reader chooses, a server route that holds a key is where the run goes.
      return state.connectionChosen
        ? { ...state, server: action.info }
        : { ...state, server: action.info, settings: { ...state.settings, ...openingConnection({ rememberedKey: state.rememberKey && state.apiKey !== '', server: action.info }) } };
    default: {
      const run = reduceRun(state.run, action);
      return run === state.run ? state : { ...state, run };
    }
  }
}
