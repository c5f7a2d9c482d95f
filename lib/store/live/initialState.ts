import type { BetaMessage } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { LiveFailure } from '@/lib/live/failure';
import { runId, type Inflight, type RunRecord } from '@/lib/live/live-scenario';
import type { RunEnd } from '@/lib/live/run-driver';
import { DEFAULT_SETTINGS, openingConnection, type LiveSettings, type RunPlan, type ServerInfo } from '@/lib/live/settings';
import type { StreamingBlock } from '@/lib/sse/stream-recorder';
import type { MessageParam } from '@/lib/scenario/types';

/**
 * The live page's state: the form, the secrets (in memory), and the run. The
 * run's transcript lives in `record` alone; what the player shows of it is a
 * selector (selectors.ts), not state.
 */

export type RunStatus = 'preparing' | 'running' | 'done' | 'failed' | 'stopped';

export type RunPhase = { kind: 'counting' | 'sending' | 'streaming'; request: number } | { kind: 'tool'; request: number; tool: string };

export type RunNote = 'count-failed' | 'registry-unknown';

export interface LiveRun {
  id: string;
  status: RunStatus;
  plan: RunPlan;
  /** The transcript: complete exchanges, decisions, where it was answered. */
  record: RunRecord;
  /** The conversation the next request carries (a follow-up is appended here). */
  messages: MessageParam[];
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
  end: RunEnd | null;
  notes: RunNote[];
}

export interface LiveState {
  settings: LiveSettings;
  apiKey: string;
  rememberKey: boolean;
  mcpToken: string;
  server: ServerInfo | null;
  run: LiveRun | null;
  /** The reader (or an earlier visit's stored settings) chose where runs go: the opening choice no longer follows the server. */
  connectionChosen: boolean;
}

export const initialLiveState: LiveState = {
  settings: { ...DEFAULT_SETTINGS, ...openingConnection({ rememberedKey: false, server: null }) },
  apiKey: '',
  rememberKey: false,
  mcpToken: '',
  server: null,
  run: null,
  connectionChosen: false,
};

/** A run about to start: its id, its plan, an empty transcript. */
export function newRun(plan: RunPlan, startedAt: Date): LiveRun {
  const record: RunRecord = {
    id: runId(plan.question, startedAt),
    startedAt: startedAt.toISOString(),
    plan,
    exchanges: [],
    decisions: [],
    emulator: plan.target === 'emulator',
  };
  return {
    id: record.id,
    status: 'preparing',
    plan,
    record,
    messages: [{ role: 'user', content: plan.question }],
    inflight: null,
    arriving: null,
    phase: null,
    requestsSent: 0,
    failure: null,
    simulated: false,
    partial: null,
    end: null,
    notes: plan.mcpServer ? ['registry-unknown'] : [],
  };
}
