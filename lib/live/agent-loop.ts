import type { BetaMessage, BetaToolUseBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { ApiError, Exchange, MessageParam, MessagesExchange, MessagesRequest } from '@/lib/scenario/types';
import type { ClientToolRun } from './client-tools';
import type { HttpExchange } from '@/lib/scenario/wire';

/**
 * The agent loop of a run, shared by the recorder and live mode: send the
 * request, record the exchange, run any client tools and send their results
 * back, continue a paused turn, ask the next follow-up, until the model ends
 * its turn. All progress lives in `AgentState`, so after a failure the same
 * state can be handed back in and the loop resumes from the last complete
 * request: nothing already received is sent or lost twice.
 */

export interface AgentState {
  /** The conversation as the next request will carry it. */
  messages: MessageParam[];
  /** Everything recorded so far, in order: the transcript. */
  exchanges: Exchange[];
  /** Questions still to ask, one after each final answer. */
  followUps: string[];
  /** The emulated model's reasons, prefixed with their exchange; empty against the real API. */
  decisions: string[];
  /**
   * The code execution container the last response used: the next request names it, as it must
   * while code there waits on tool results (programmatic tool calling).
   */
  container?: string;
}

export type SendResult =
  | { ok: true; message: BetaMessage; emulator: boolean; decisions: readonly string[]; http?: HttpExchange }
  /** The API answered with an HTTP error: recorded as an exchange, like any other answer. */
  | { ok: false; error: ApiError; retryAfter?: string | null; requestId?: string | null; http?: HttpExchange };

/**
 * `count_tokens` for a request, next to it in the transcript: the exact input
 * figure the token views use where they have one. Not yet in lib/scenario's
 * types; the schema lets the field through.
 */
export interface CountTokensRecord {
  input_tokens: number;
}
export type MeasuredExchange = MessagesExchange & { count_tokens?: CountTokensRecord };

export interface AgentIO {
  /** One round trip. Failures with no HTTP answer (network, timeout, a cut stream) throw, and leave the state untouched. */
  send(request: MessagesRequest): Promise<SendResult>;
  runTool(block: BetaToolUseBlock, request: MessagesRequest): ClientToolRun;
  /** `count_tokens` before sending; undefined when not asked for or not available (never a reason to stop). */
  measure?(request: MessagesRequest): Promise<number | undefined>;
  /** Called whenever the transcript grows, so a view can follow. */
  onChange?(state: AgentState): void;
}

export type LoopEnd =
  | { kind: 'done'; stopReason: BetaMessage['stop_reason'] }
  | { kind: 'api-error'; error: ApiError; retryAfter?: string | null; requestId?: string | null }
  /** A model that keeps asking for tools must not loop (or bill) forever. */
  | { kind: 'round-trip-limit'; limit: number };

export const DEFAULT_MAX_ROUND_TRIPS = 12;

const DECISIONS_TOO_LONG = '(the decision log was too long to travel in a response header)';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function initialAgentState(questions: readonly string[]): AgentState {
  const [first, ...followUps] = questions;
  if (first === undefined || first.trim() === '') throw new Error('at least one question is needed');
  return { messages: [{ role: 'user', content: first }], exchanges: [], followUps: [...followUps], decisions: [] };
}

/**
 * The container the latest response named, for a loop that starts again from a transcript (a live
 * run's retry or follow-up): code paused in it waits on tool results the next request must bring
 * there, and without `container` the API refuses the request.
 */
export function lastContainer(exchanges: readonly Exchange[]): string | undefined {
  for (let i = exchanges.length - 1; i >= 0; i -= 1) {
    const exchange = exchanges[i];
    if (exchange?.kind === 'messages' && exchange.response?.container) return exchange.response.container.id;
  }
  return undefined;
}

/** Appends a follow-up question to a finished conversation; the next `runAgentLoop` asks it. */
export function askFollowUp(state: AgentState, question: string): void {
  state.messages.push({ role: 'user', content: question });
}

/** What the SDK really sent, when the transport saw it (lib/scenario/wire.ts): a copy, like the rest of the transcript. */
function httpOf(result: SendResult): { http?: HttpExchange } {
  return result.http ? { http: clone(result.http) } : {};
}

export async function runAgentLoop(
  state: AgentState,
  build: (messages: MessageParam[]) => MessagesRequest,
  io: AgentIO,
  { maxRoundTrips = DEFAULT_MAX_ROUND_TRIPS }: { maxRoundTrips?: number } = {},
): Promise<LoopEnd> {
  for (let round = 0; round < maxRoundTrips; round += 1) {
    // A copy, so later pushes to the conversation never reach back into a recorded request.
    const request = clone(build(state.messages));
    if (state.container) request.container = state.container;
    const measured = io.measure ? await io.measure(request) : undefined;
    const counted = measured === undefined ? {} : { count_tokens: { input_tokens: measured } };
    const result = await io.send(request);
    if (!result.ok) {
      state.exchanges.push({ kind: 'messages', request, ...counted, error: result.error, ...httpOf(result) } satisfies MeasuredExchange);
      io.onChange?.(state);
      const { ok: _ok, http: _http, ...failure } = result;
      return { kind: 'api-error', ...failure };
    }
    const message = clone(result.message);
    state.exchanges.push({ kind: 'messages', request, ...counted, response: message, ...httpOf(result) } satisfies MeasuredExchange);
    if (result.emulator) {
      const logged = result.decisions.length > 0 ? result.decisions : [DECISIONS_TOO_LONG];
      state.decisions.push(...logged.map((d) => `exchange ${state.exchanges.length}: ${d}`));
    }

    if (message.container) state.container = message.container.id;
    state.messages.push({ role: 'assistant', content: message.content });
    if (message.stop_reason === 'tool_use') {
      const results = message.content.flatMap((block) => {
        if (block.type !== 'tool_use') return [];
        const { run, result: toolResult } = io.runTool(block, request);
        state.exchanges.push(run);
        return [toolResult];
      });
      state.messages.push({ role: 'user', content: results });
      io.onChange?.(state);
      continue;
    }
    io.onChange?.(state);
    if (message.stop_reason === 'pause_turn') continue;
    const next = state.followUps.shift();
    if (next === undefined) return { kind: 'done', stopReason: message.stop_reason };
    state.messages.push({ role: 'user', content: next });
  }
  return { kind: 'round-trip-limit', limit: maxRoundTrips };
}
