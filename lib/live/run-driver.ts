import type { BetaMessage } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { FAIL_HEADER } from '@/lib/protocol/lab-headers';
import type { Exchange, MessageParam, MessagesRequest } from '@/lib/scenario/types';
import { lastContainer, runAgentLoop, type AgentIO, type AgentState } from './agent-loop';
import { classifyFailure, type LiveFailure } from './failure';
import type { Inflight } from './live-scenario';
import { scrubSecrets, scrubText } from './scrub';
import { baseUrlFor, emulatorHeaders, type LiveSettings, type RunPlan, type ServerInfo } from './settings';
import type { StreamingBlock } from '@/lib/sse/stream-recorder';

/**
 * One leg of a live run: from the conversation so far, through the agent loop
 * and the SDK, to the end of the turn or a failure. It holds no state of its
 * own: it reads what it is given and reports every change as a `RunEvent`, which
 * the live store's reducer turns into state. Retry and follow-ups are new legs
 * from the state the events left.
 */

export type LiveEngine = typeof import('./live-engine');
export type PreparedTools = Awaited<ReturnType<LiveEngine['prepareTools']>>;

export type RunEnd = { kind: 'done'; stopReason: string | null } | { kind: 'round-trip-limit'; limit: number };

export type RunEvent =
  | { type: 'sending'; request: MessagesRequest; n: number }
  /** `inflight` only when a block finished: the view is redrawn for it, not for each arriving character. */
  | { type: 'streaming'; n: number; arriving: StreamingBlock | null; inflight?: Inflight }
  | { type: 'counting'; n: number }
  | { type: 'count-failed' }
  | { type: 'tool'; n: number; tool: string }
  /** The transcript grew: complete exchanges, and the conversation the next request carries. */
  | { type: 'transcript'; exchanges: Exchange[]; decisions: string[]; messages: MessageParam[]; emulator: boolean }
  | { type: 'done'; end: RunEnd }
  /** `partial`: what a cut or stopped stream had delivered, unfinished block included. */
  | { type: 'failed'; failure: LiveFailure; simulated: boolean; partial?: BetaMessage | null };

export interface RunLeg {
  engine: LiveEngine;
  tools: PreparedTools;
  settings: LiveSettings;
  server: ServerInfo | null;
  apiKey: string;
  mcpToken: string;
  /** For the export paths' rule: no secret in anything reported. */
  secrets: readonly string[];
  origin: string;
  fetch?: typeof fetch;
  plan: RunPlan;
  messages: readonly MessageParam[];
  exchanges: readonly Exchange[];
  decisions: readonly string[];
  emulator: boolean;
  requestsSent: number;
  signal: AbortSignal;
}

/** Only the emulator takes no key; the SDK still wants one to send. */
const EMULATOR_KEY = 'not-needed-by-the-emulator';

export async function driveRun(leg: RunLeg, emit: (event: RunEvent) => void): Promise<void> {
  const { engine, tools, settings, server, mcpToken, signal } = leg;
  const timeoutMs = settings.timeoutSeconds * 1000;
  const client = engine.createClient({
    baseURL: baseUrlFor(settings, leg.origin),
    apiKey: settings.route === 'server' ? null : leg.apiKey.trim() || EMULATOR_KEY,
    timeoutMs,
    ...(leg.fetch ? { fetch: leg.fetch } : {}),
  });
  // The loop's working copy, reported back whole after every change: the store keeps the one transcript.
  const container = lastContainer(leg.exchanges);
  const agent: AgentState = {
    messages: [...leg.messages],
    exchanges: [...leg.exchanges],
    followUps: [],
    decisions: [...leg.decisions],
    ...(container ? { container } : {}),
  };
  let sent = leg.requestsSent;
  let lastRequest: MessagesRequest | undefined;
  let simulated = false;
  let emulatorSeen = leg.emulator;

  const io: AgentIO = {
    send: async (request) => {
      lastRequest = request;
      const n = (sent += 1);
      const headers = emulatorHeaders(settings, server, n);
      simulated = FAIL_HEADER in headers;
      emit({ type: 'sending', request, n });
      let revision = -1;
      const result = await engine.streamMessage(client, engine.withSecrets(request, mcpToken), {
        headers,
        signal,
        idleTimeoutMs: timeoutMs,
        onProgress: (recorder) => {
          const arriving = recorder.streaming();
          if (recorder.revision === revision) return emit({ type: 'streaming', n, arriving });
          revision = recorder.revision;
          emit({ type: 'streaming', n, arriving, inflight: { request, snapshot: recorder.completedSnapshot() } });
        },
      });
      if (result.ok && result.emulator) emulatorSeen = true;
      return result;
    },
    runTool: (block, request) => {
      emit({ type: 'tool', n: sent, tool: block.name });
      return tools.runTool(block, request);
    },
    onChange: (state) =>
      emit({ type: 'transcript', exchanges: [...state.exchanges], decisions: [...state.decisions], messages: [...state.messages], emulator: emulatorSeen }),
    ...(leg.plan.countTokens
      ? {
          measure: async (request: MessagesRequest) => {
            emit({ type: 'counting', n: sent + 1 });
            try {
              return await engine.countRequestTokens(client, engine.withSecrets(request, mcpToken), signal);
            } catch {
              // count_tokens is a measurement, not the run: without it the run goes on.
              if (!signal.aborted) emit({ type: 'count-failed' });
              return undefined;
            }
          },
        }
      : {}),
  };

  try {
    const end = await runAgentLoop(agent, tools.build(settings.model.trim(), settings.maxTokens), io);
    if (end.kind === 'api-error') {
      const failure = classifyFailure(
        { kind: 'http', status: end.error.status, body: end.error.body, retryAfter: end.retryAfter ?? null, requestId: end.requestId ?? null },
        lastRequest,
      );
      emit({ type: 'failed', failure, simulated });
    } else {
      emit({ type: 'done', end: end.kind === 'done' ? { kind: 'done', stopReason: end.stopReason } : end });
    }
  } catch (e) {
    if (e instanceof engine.TransportError) {
      const failure = classifyFailure(e.failure, lastRequest);
      if (failure.detail) failure.detail = scrubText(failure.detail, leg.secrets);
      emit({ type: 'failed', failure, simulated, partial: e.partial ? scrubSecrets(e.partial, leg.secrets) : null });
    } else {
      const detail = scrubText(e instanceof Error ? e.message : String(e), leg.secrets);
      emit({ type: 'failed', failure: { kind: 'other', detail, retryable: true }, simulated: false });
    }
  }
}
