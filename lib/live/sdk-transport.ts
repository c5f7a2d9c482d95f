import Anthropic from '@anthropic-ai/sdk';
import type { BetaMessage, BetaRawMessageStreamEvent } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { MessageCountTokensParams, MessageCreateParamsStreaming } from '@anthropic-ai/sdk/resources/messages/messages';
import type { ApiError, ApiErrorBody, MessagesRequest } from '@/lib/scenario/types';
import { decisionsFrom, EMULATOR_HEADER } from '@/lib/protocol/lab-headers';
import type { SendResult } from './agent-loop';
import type { TransportFailure } from './failure';
import { StreamProtocolError, StreamRecorder } from '@/lib/sse/stream-recorder';
import { observingFetch, type HttpExchange } from '@/lib/scenario/wire';

/**
 * The one place live mode touches `@anthropic-ai/sdk` at runtime. Client code
 * reaches it only through `import()`, so the SDK's ~80 KiB stay out of every
 * route's first-load JS.
 */

/** Sent to the app's own server route instead of a key: the server holds the real one and drops this. */
export const SERVER_HELD_KEY = 'held-by-the-server';

export interface Connection {
  baseURL: string;
  /** The user's key (browser route), or null when the app's server adds its own. */
  apiKey: string | null;
  timeoutMs: number;
  /** Sent with every call (the emulator's pacing). */
  headers?: Record<string, string>;
  /** Tests hand the in-process emulator in here. */
  fetch?: typeof fetch;
}

/** What each client's SDK really sent: the request line, shown headers (key masked) and status of its last Messages call. */
const observers = new WeakMap<Anthropic, ReturnType<typeof observingFetch>>();

export function createClient(connection: Connection): Anthropic {
  const observer = observingFetch(connection.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const client = new Anthropic({
    apiKey: connection.apiKey ?? SERVER_HELD_KEY,
    baseURL: connection.baseURL,
    // The page is the client: calling from the browser is the point of this mode (PROTOCOL.md: adds the CORS opt-in header).
    dangerouslyAllowBrowser: true,
    // Retries are the user's to decide, after seeing the error: a silent retry would hide the 429 or 529 being taught.
    maxRetries: 0,
    timeout: connection.timeoutMs,
    // The SDK's own logging could print request details to the console; live mode reports errors itself.
    logLevel: 'off',
    ...(connection.headers ? { defaultHeaders: connection.headers } : {}),
    fetch: observer.fetch,
  });
  observers.set(client, observer);
  return client;
}

/** A failure with no HTTP answer to record; `partial` is what had arrived when it happened. */
export class TransportError extends Error {
  constructor(
    readonly failure: TransportFailure,
    readonly partial: BetaMessage | null = null,
  ) {
    super(failure.kind);
    this.name = 'TransportError';
  }
}

export interface StreamOptions {
  /** Headers for this one call (a simulated failure). */
  headers?: Record<string, string>;
  /** The user's Stop. */
  signal?: AbortSignal;
  /** Longest silence allowed between two events once the stream has begun. */
  idleTimeoutMs: number;
  onProgress?: (recorder: StreamRecorder) => void;
}

export type StreamedSend = SendResult & { requestId?: string | null };

function apiErrorBody(e: InstanceType<typeof Anthropic.APIError>): ApiErrorBody {
  const body = e.error as Partial<ApiErrorBody> | undefined;
  if (body && body.type === 'error' && body.error && typeof body.error.type === 'string' && typeof body.error.message === 'string') {
    return body as ApiErrorBody;
  }
  // Not the API's envelope (a proxy's HTML page, an empty body): keep what there is, in the envelope the transcript needs.
  return { type: 'error', error: { type: 'api_error', message: typeof body === 'string' ? body : e.message } };
}

/**
 * One streamed round trip. Returns the finished message, or the API's HTTP
 * error as a result to record; anything that leaves no HTTP answer (timeout,
 * network, a stream cut before `message_stop`, the user's Stop) is thrown as
 * a TransportError with whatever had arrived.
 */
export async function streamMessage(client: Anthropic, request: MessagesRequest, options: StreamOptions): Promise<StreamedSend> {
  const recorder = new StreamRecorder();
  const controller = new AbortController();
  const stop = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', stop);
  let idle = false;
  let responded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      controller.abort();
    }, options.idleTimeoutMs);
  };

  try {
    const call = { headers: options.headers ?? {}, signal: controller.signal };
    const { betas, ...body } = request;
    const pending = betas
      ? client.beta.messages.create({ ...body, betas, stream: true } as Parameters<typeof client.beta.messages.create>[0] & { stream: true }, call)
      : client.messages.create({ ...body, stream: true } as MessageCreateParamsStreaming, call);
    observers.get(client)?.take();
    const { data: stream, response } = await pending.withResponse();
    responded = true;
    arm();
    for await (const event of stream) {
      // GA events are the beta ones without the beta-only fields.
      recorder.push(event as BetaRawMessageStreamEvent);
      arm();
      options.onProgress?.(recorder);
    }
    if (controller.signal.aborted) throw new Anthropic.APIUserAbortError();
    if (!recorder.complete) {
      throw new TransportError({ kind: 'cut', message: 'the stream ended before message_stop', blocks: finishedBlocks(recorder) }, recorder.partial());
    }
    return {
      ok: true,
      message: recorder.final(),
      emulator: response.headers.has(EMULATOR_HEADER),
      decisions: decisionsFrom(response.headers),
      requestId: response.headers.get('request-id'),
      ...httpOf(client),
    };
  } catch (e) {
    if (e instanceof TransportError) throw e;
    if (e instanceof Anthropic.APIError && e.status !== undefined) {
      const error: ApiError = { status: e.status, body: apiErrorBody(e) };
      return { ok: false, error, retryAfter: e.headers?.get('retry-after') ?? null, requestId: e.requestID ?? null, ...httpOf(client) };
    }
    throw new TransportError(
      failureOf(e, { idle, responded, userStop: options.signal?.aborted === true, recorder, timeoutMs: options.idleTimeoutMs }),
      recorder.partial(),
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

function httpOf(client: Anthropic): { http?: HttpExchange } {
  const http = observers.get(client)?.take();
  return http ? { http } : {};
}

function finishedBlocks(recorder: StreamRecorder): number {
  return recorder.completedSnapshot()?.content.length ?? 0;
}

function failureOf(e: unknown, ctx: { idle: boolean; responded: boolean; userStop: boolean; recorder: StreamRecorder; timeoutMs: number }): TransportFailure {
  const seconds = Math.round(ctx.timeoutMs / 1000);
  if (ctx.userStop) return { kind: 'aborted' };
  if (ctx.idle) return { kind: 'timeout', phase: 'stream', seconds };
  if (e instanceof Anthropic.APIConnectionTimeoutError) return { kind: 'timeout', phase: 'connect', seconds };
  if (e instanceof Anthropic.APIError && e.status === undefined && !(e instanceof Anthropic.APIConnectionError)) {
    // `event: error` inside a 200 stream: the API's body, no status.
    return { kind: 'stream-error', body: e.error };
  }
  const message = e instanceof Error ? e.message : String(e);
  // An event that is not JSON (the SDK's JSON.parse) or that breaks the protocol's order (the recorder):
  // the connection held, what came over it was wrong. Not a cut: the page says which.
  if (e instanceof SyntaxError || e instanceof StreamProtocolError) return { kind: 'malformed', message, blocks: finishedBlocks(ctx.recorder) };
  // Once the API has answered 200, a broken connection is a cut stream, not a missing network,
  // even if what arrived before the break never got past a proxy's buffer.
  if (ctx.responded || ctx.recorder.started) return { kind: 'cut', message, blocks: finishedBlocks(ctx.recorder) };
  if (e instanceof Anthropic.APIConnectionError || e instanceof TypeError) return { kind: 'network', message };
  return { kind: 'protocol', message };
}

/**
 * `count_tokens` for the request about to be sent: the exact input figure, before any money is spent.
 * Its params have no `container` (SDK 1.12 `MessageCountTokensParams`): a continuation of code in a
 * container is counted without it, or the API answers 400.
 */
export async function countRequestTokens(client: Anthropic, request: MessagesRequest, signal?: AbortSignal): Promise<number> {
  const { betas, max_tokens: _max, stream: _stream, container: _container, ...rest } = request as MessagesRequest & { stream?: boolean };
  const body = rest as unknown as MessageCountTokensParams;
  const result = betas
    ? await client.beta.messages.countTokens({ ...(body as object), betas } as Parameters<typeof client.beta.messages.countTokens>[0], { ...(signal ? { signal } : {}) })
    : await client.messages.countTokens(body, { ...(signal ? { signal } : {}) });
  return result.input_tokens;
}
