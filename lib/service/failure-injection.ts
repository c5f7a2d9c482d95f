import { FAIL_HEADER, isSimulatedFailure, PACE_HEADER, type SimulatedFailure } from '@/lib/protocol/lab-headers';
import type { ApiErrorBody } from '@/lib/scenario/types';

/**
 * The emulator fails on request, so that every way a real call can go wrong
 * (live mode's error handling, its retry, the transcript kept through a
 * failure) can be driven and tested without a real key or a real outage.
 * Only the emulator reads these headers; the real API ignores unknown ones.
 * The error texts are modelled on the API's, and each says it was simulated.
 */

export const MAX_PACE_MS = 250;
/** How long a simulated timeout holds the request when the client never gives up. */
export const TIMEOUT_HOLD_MS = 90_000;
/** Seconds a simulated 429 asks the client to wait. */
export const SIMULATED_RETRY_AFTER = 7;

const SIMULATED = ' [simulated by the Tool Search Lab emulator]';

export function requestedFailure(headers: Headers): SimulatedFailure | null {
  const value = headers.get(FAIL_HEADER)?.trim().toLowerCase();
  return isSimulatedFailure(value) ? value : null;
}

export function requestedPace(headers: Headers): number {
  const n = Number(headers.get(PACE_HEADER));
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_PACE_MS) : 0;
}

type Json = Record<string, unknown>;

interface HttpFailure {
  status: number;
  type: string;
  message: string;
  headers?: Record<string, string>;
}

/** The first tool entry's type: a 400 that points at a real part of the request, as the API's do. */
function firstToolType(body: Json): string {
  const tools = Array.isArray(body.tools) ? (body.tools as Json[]) : [];
  return typeof tools[0]?.type === 'string' ? String(tools[0].type) : 'custom';
}

function httpFailure(kind: Exclude<SimulatedFailure, 'timeout' | 'cut'>, body: Json): HttpFailure {
  const model = typeof body.model === 'string' ? body.model : '';
  switch (kind) {
    case '400':
      return {
        status: 400,
        type: 'invalid_request_error',
        message: `tools.0.type: Input tag '${firstToolType(body)}' found using 'type' does not match any of the expected tags`,
      };
    case '401':
      return { status: 401, type: 'authentication_error', message: 'invalid x-api-key' };
    case '403':
      return { status: 403, type: 'permission_error', message: 'Your API key does not have permission to use the specified resource.' };
    case '404':
      return { status: 404, type: 'not_found_error', message: `model: ${model}` };
    case '429':
      return {
        status: 429,
        type: 'rate_limit_error',
        message:
          'This request would exceed the rate limit for your organization of 50 requests per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage.',
        headers: {
          'retry-after': String(SIMULATED_RETRY_AFTER),
          'anthropic-ratelimit-requests-limit': '50',
          'anthropic-ratelimit-requests-remaining': '0',
        },
      };
    case '529':
      return { status: 529, type: 'overloaded_error', message: 'Overloaded' };
  }
}

export function failureBody(failure: Pick<HttpFailure, 'type' | 'message'>, requestId: string): ApiErrorBody {
  return { type: 'error', error: { type: failure.type, message: `${failure.message}${SIMULATED}` }, request_id: requestId };
}

/** A simulated HTTP error: the API's envelope, status and headers (`retry-after` for a 429). */
export function simulatedErrorResponse(kind: Exclude<SimulatedFailure, 'timeout' | 'cut'>, body: unknown, headers: Headers): Response {
  const failure = httpFailure(kind, body && typeof body === 'object' ? (body as Json) : {});
  headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(failure.headers ?? {})) headers.set(name, value);
  return new Response(JSON.stringify(failureBody(failure, headers.get('request-id') ?? '')), { status: failure.status, headers });
}

/** A simulated timeout: say nothing until the client gives up (or, failing that, for a long while), then a 504. */
export async function simulatedTimeout(signal: AbortSignal, headers: Headers, holdMs = TIMEOUT_HOLD_MS): Promise<Response> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, holdMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  headers.set('content-type', 'application/json');
  const body = failureBody({ type: 'timeout_error', message: 'The request timed out.' }, headers.get('request-id') ?? '');
  return new Response(JSON.stringify(body), { status: 504, headers });
}

const CUT_FLUSH_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A body sent piece by piece, `paceMs` apart; with `cutAfter`, the stream
 * errors after that many pieces, as a dropped connection does: the client
 * sees the bytes so far and then a network error, never a clean end.
 */
export function pacedBody(pieces: readonly string[], { paceMs = 0, cutAfter }: { paceMs?: number; cutAfter?: number } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (cutAfter !== undefined && i >= cutAfter) {
        // Let the bytes so far reach the client first: a server drops unflushed output when its body stream errors.
        await sleep(CUT_FLUSH_MS);
        controller.error(new Error('connection cut half-way (simulated by the Tool Search Lab emulator)'));
        return;
      }
      if (i >= pieces.length) {
        controller.close();
        return;
      }
      if (paceMs > 0 && i > 0) await sleep(paceMs);
      controller.enqueue(encoder.encode(pieces[i]));
      i += 1;
    },
  });
}

/** Where a simulated cut falls: half-way, but never before the response has begun. */
export function cutPoint(pieces: number): number {
  return Math.max(2, Math.floor(pieces / 2));
}
