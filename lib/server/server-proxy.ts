import Anthropic from '@anthropic-ai/sdk';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '@/lib/scenario/json-depth';
import { apiErrorResponse } from '@/lib/service/api-error';
import { createEmulatorClient } from './emulator-client';
import { DECISIONS_HEADER, EMULATOR_HEADER } from '@/lib/protocol/lab-headers';
import { FAIL_HEADER, MCP_SEARCH_NAMES_HEADER, PACE_HEADER } from '@/lib/protocol/lab-headers';
import { MAX_BODY_BYTES, readBoundedText } from './request-guards';
import type { RateLimiter } from './rate-limit';
import { rateLimitRefusal, routeEnv, routeRefusal, type RouteEnv } from './route-guards';
import { scrubSecrets, scrubText } from '@/lib/live/scrub';
import { scrubEventStream } from '@/lib/live/scrub-sse';
import { scrubStream } from '@/lib/live/scrub-stream';
import { ANTHROPIC_BASE_URL } from '@/lib/live/settings';

/**
 * The app's server route for live mode: the browser sends a Messages API
 * request without a key, the server sends it on with `ANTHROPIC_API_KEY` from
 * its environment, through the SDK, and streams the answer back.
 *
 * Not an open proxy: the upstream is fixed by the environment
 * (`LIVE_UPSTREAM_BASE_URL`, default the real API) or is the app's own
 * in-process emulator; nothing in the request can name another host. Only
 * two paths are served, only chosen headers travel either way, and the key
 * never appears in what goes back, bodies and headers alike.
 *
 * Not an open door either: only pages of this app, at a host it serves, may
 * call it (route-guards.ts: Host, Origin, Sec-Fetch-Site, a JSON content
 * type), bodies stop being read at
 * MAX_BODY_BYTES, and the route that spends the key is rate-limited per client
 * and can be turned off (LIVE_SERVER_ROUTE=off). docs/deploying-safely.md says
 * what to put in front of it on a public host.
 */

export type ProxyTarget = 'upstream' | 'emulator';
export type ProxyEndpoint = 'messages' | 'count_tokens';

export interface ProxyEnv extends RouteEnv {
  ANTHROPIC_API_KEY?: string | undefined;
  LIVE_UPSTREAM_BASE_URL?: string | undefined;
  /** `off` refuses the upstream target whatever the key: the emulator target stays. */
  LIVE_SERVER_ROUTE?: string | undefined;
}

/** Read at each request, so a changed environment needs no rebuild. */
export function proxyEnv(): ProxyEnv {
  const e = process.env;
  return {
    ...routeEnv(),
    ANTHROPIC_API_KEY: e.ANTHROPIC_API_KEY,
    LIVE_UPSTREAM_BASE_URL: e.LIVE_UPSTREAM_BASE_URL,
    LIVE_SERVER_ROUTE: e.LIVE_SERVER_ROUTE,
  };
}

function routeOff(env: ProxyEnv): boolean {
  return env.LIVE_SERVER_ROUTE?.trim().toLowerCase() === 'off';
}

export const PROXY_TARGETS: readonly ProxyTarget[] = ['upstream', 'emulator'];

export { MAX_BODY_BYTES };

/** Request headers passed on: the API's own, and the emulator's test controls. Never a credential. */
const FORWARD_REQUEST = ['anthropic-beta'];
const EMULATOR_CONTROLS = [FAIL_HEADER, PACE_HEADER, MCP_SEARCH_NAMES_HEADER];

/** Response headers passed back: what a client needs to understand the answer. */
const FORWARD_RESPONSE = [
  'content-type',
  'request-id',
  'retry-after',
  'retry-after-ms',
  'x-should-retry',
  EMULATOR_HEADER,
  DECISIONS_HEADER,
];

/** Chosen headers, each value scrubbed: an upstream could echo the key in any of them. */
function pick(headers: Headers | undefined, names: readonly string[], prefix?: string, secrets: readonly string[] = []): Headers {
  const out = new Headers();
  if (!headers) return out;
  for (const [name, value] of headers) {
    if (names.includes(name) || (prefix && name.startsWith(prefix))) out.set(name, secrets.length ? scrubText(value, secrets) : value);
  }
  return out;
}

function envelope(status: number, type: string, message: string, headers?: HeadersInit): Response {
  return apiErrorResponse(status, type, message, headers ? { headers } : {});
}

/** What GET /api/live/status says: enough for the form, nothing about the key itself. */
export function serverInfo(env: ProxyEnv) {
  return {
    serverKey: !routeOff(env) && !!env.ANTHROPIC_API_KEY?.trim(),
    upstream: env.LIVE_UPSTREAM_BASE_URL?.trim() ? ('custom' as const) : ('anthropic' as const),
  };
}

function upstreamClient(env: ProxyEnv, fetchImpl?: typeof fetch): Anthropic {
  return new Anthropic({
    apiKey: env.ANTHROPIC_API_KEY?.trim() ?? null,
    baseURL: env.LIVE_UPSTREAM_BASE_URL?.trim() || ANTHROPIC_BASE_URL,
    // The browser decides about retries after seeing the error; the server must not hide it.
    maxRetries: 0,
    timeout: 10 * 60 * 1000,
    logLevel: 'off',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

export interface ProxyOptions {
  fetch?: typeof fetch;
  /** Where the route's one line about a broken upstream stream goes; the server log by default. */
  log?: (line: string) => void;
  /** The rate limiter; by default one per process, from the environment. */
  limiter?: RateLimiter;
}

export async function proxyLive(request: Request, target: string, endpoint: ProxyEndpoint, env: ProxyEnv, options: ProxyOptions = {}): Promise<Response> {
  if (!(PROXY_TARGETS as readonly string[]).includes(target)) return envelope(404, 'not_found_error', `No live route "${target}".`);
  const refusal = routeRefusal(request, env, { requireJson: true });
  if (refusal) return refusal;
  const toEmulator = target === 'emulator';
  if (!toEmulator && routeOff(env)) {
    return envelope(403, 'permission_error', 'This app’s server route to the API is turned off (LIVE_SERVER_ROUTE=off). Send requests from the browser with your own key, or use the emulator.');
  }
  if (!toEmulator) {
    const limited = rateLimitRefusal(request, env, options.limiter);
    if (limited) return limited;
  }
  const read = await readBoundedText(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  if (exceedsJsonDepth(read.text, MAX_JSON_DEPTH)) return envelope(400, 'invalid_request_error', `The request body nests deeper than ${MAX_JSON_DEPTH} levels of arrays and objects.`);
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return envelope(400, 'invalid_request_error', 'The request body is not valid JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return envelope(400, 'invalid_request_error', 'The request body must be a JSON object.');

  if (!toEmulator && !env.ANTHROPIC_API_KEY?.trim()) {
    return envelope(
      401,
      'authentication_error',
      'This app’s server has no ANTHROPIC_API_KEY in its environment. Set it and restart the server, or send requests from the browser with your own key.',
    );
  }
  const client = toEmulator ? createEmulatorClient() : upstreamClient(env, options.fetch);
  // The emulator's controls go only where an emulator may be listening: never to the default real API.
  const mayBeEmulator = toEmulator || !!env.LIVE_UPSTREAM_BASE_URL?.trim();
  const headers = pick(request.headers, mayBeEmulator ? [...FORWARD_REQUEST, ...EMULATOR_CONTROLS] : FORWARD_REQUEST);
  const beta = new URL(request.url).searchParams.get('beta') === 'true';
  const stream = endpoint === 'messages' && (body as { stream?: unknown }).stream === true;
  const secrets = toEmulator ? [] : [env.ANTHROPIC_API_KEY?.trim() ?? ''].filter(Boolean);

  try {
    const upstream = await client
      .post(endpoint === 'messages' ? '/v1/messages' : '/v1/messages/count_tokens', {
        body,
        headers: Object.fromEntries(headers),
        ...(beta ? { query: { beta: 'true' } } : {}),
        stream,
        signal: request.signal,
      })
      .asResponse();
    const out = pick(upstream.headers, FORWARD_RESPONSE, 'anthropic-ratelimit-', secrets);
    out.set('cache-control', 'no-store');
    // Streamed through the scrubber: an upstream that echoed the key in a message or an event would otherwise hand it out.
    // An event stream is read event by event, so a key sent in pieces across deltas is caught too.
    const events = upstream.headers.get('content-type')?.startsWith('text/event-stream');
    const answer = upstream.body && endsOnReset(upstream.body, request.signal, options.log ?? ((line) => console.warn(line)));
    const passed = answer && secrets.length ? answer.pipeThrough(events ? scrubEventStream(secrets) : scrubStream(secrets)) : answer;
    return new Response(passed, { status: upstream.status, headers: out });
  } catch (e) {
    if (e instanceof Anthropic.APIError && e.status !== undefined) {
      const out = pick(e.headers, FORWARD_RESPONSE, 'anthropic-ratelimit-', secrets);
      out.set('content-type', 'application/json');
      out.set('cache-control', 'no-store');
      // An error body is small and JSON: scrubbed, in case an upstream ever echoed the credential.
      return new Response(JSON.stringify(scrubSecrets(e.error ?? { type: 'error', error: { type: 'api_error', message: e.message } }, secrets)), {
        status: e.status,
        headers: out,
      });
    }
    if (e instanceof Anthropic.APIConnectionTimeoutError) return envelope(504, 'timeout_error', 'The upstream API did not answer this app’s server in time.');
    if (e instanceof Anthropic.APIUserAbortError) return envelope(499, 'request_aborted', 'The browser went away.');
    return envelope(502, 'api_error', 'This app’s server could not reach the upstream API.');
  }
}

/**
 * The upstream's body, ended where the upstream broke it off. A reset
 * upstream would otherwise error the answer's stream, and Next would log a
 * stack trace for every one; here it is one line, and the browser sees the
 * stream end before `message_stop`, which it reports as a cut. A browser that
 * went away is no news and is not logged.
 */
export function endsOnReset(body: ReadableStream<Uint8Array>, signal: AbortSignal, log: (line: string) => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let bytes = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        bytes += value.byteLength;
        controller.enqueue(value);
      } catch (e) {
        if (!signal.aborted) log(`live server route: the upstream's answer broke off after ${bytes} bytes (${oneLine(e)}); the answer to the browser ends there.`);
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function oneLine(e: unknown): string {
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return message.replace(/\s+/g, ' ').slice(0, 200);
}
