import Anthropic from '@anthropic-ai/sdk';
import type { ApiErrorBody } from '@/lib/scenario/types';
import { createEmulatorClient } from '@/lib/service/emulator-client';
import { DECISIONS_HEADER, EMULATOR_HEADER } from '@/lib/service/emulator-headers';
import { FAIL_HEADER, PACE_HEADER } from '@/lib/service/failure-injection';
import { scrubSecrets } from './scrub';
import { ANTHROPIC_BASE_URL } from './settings';

/**
 * The app's server route for live mode: the browser sends a Messages API
 * request without a key, the server sends it on with `ANTHROPIC_API_KEY` from
 * its environment, through the SDK, and streams the answer back.
 *
 * Not an open proxy: the upstream is fixed by the environment
 * (`LIVE_UPSTREAM_BASE_URL`, default the real API) or is the app's own
 * in-process emulator; nothing in the request can name another host. Only
 * two paths are served, only chosen headers travel either way, and the key
 * never appears in what goes back.
 */

export type ProxyTarget = 'upstream' | 'emulator';
export type ProxyEndpoint = 'messages' | 'count_tokens';

export interface ProxyEnv {
  ANTHROPIC_API_KEY?: string | undefined;
  LIVE_UPSTREAM_BASE_URL?: string | undefined;
}

/** Read at each request, so a changed environment needs no rebuild. */
export function proxyEnv(): ProxyEnv {
  return { ANTHROPIC_API_KEY: process.env.ANTHROPIC_API_KEY, LIVE_UPSTREAM_BASE_URL: process.env.LIVE_UPSTREAM_BASE_URL };
}

export const PROXY_TARGETS: readonly ProxyTarget[] = ['upstream', 'emulator'];

/** Requests with every catalog shipped here stay well under this; anything bigger is not a live-mode request. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Request headers passed on: the API's own, and the emulator's test controls. Never a credential. */
const FORWARD_REQUEST = ['anthropic-beta'];
const EMULATOR_CONTROLS = [FAIL_HEADER, PACE_HEADER];

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

function pick(headers: Headers | undefined, names: readonly string[], prefix?: string): Headers {
  const out = new Headers();
  if (!headers) return out;
  for (const [name, value] of headers) {
    if (names.includes(name) || (prefix && name.startsWith(prefix))) out.set(name, value);
  }
  return out;
}

function envelope(status: number, type: string, message: string): Response {
  const body: ApiErrorBody = { type: 'error', error: { type, message } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

/** What GET /api/live/status says: enough for the form, nothing about the key itself. */
export function serverInfo(env: ProxyEnv) {
  return { serverKey: !!env.ANTHROPIC_API_KEY?.trim(), upstream: env.LIVE_UPSTREAM_BASE_URL?.trim() ? ('custom' as const) : ('anthropic' as const) };
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

export async function proxyLive(
  request: Request,
  target: string,
  endpoint: ProxyEndpoint,
  env: ProxyEnv,
  options: { fetch?: typeof fetch } = {},
): Promise<Response> {
  if (!(PROXY_TARGETS as readonly string[]).includes(target)) return envelope(404, 'not_found_error', `No live route "${target}".`);
  if (request.method !== 'POST') return envelope(405, 'invalid_request_error', `Method ${request.method} is not allowed; use POST.`);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return envelope(413, 'request_too_large', 'The request is larger than this app’s server route accepts.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return envelope(413, 'request_too_large', 'The request is larger than this app’s server route accepts.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return envelope(400, 'invalid_request_error', 'The request body is not valid JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return envelope(400, 'invalid_request_error', 'The request body must be a JSON object.');

  const toEmulator = target === 'emulator';
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
  const secrets = [env.ANTHROPIC_API_KEY ?? ''];

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
    const out = pick(upstream.headers, FORWARD_RESPONSE, 'anthropic-ratelimit-');
    out.set('cache-control', 'no-store');
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch (e) {
    if (e instanceof Anthropic.APIError && e.status !== undefined) {
      const out = pick(e.headers, FORWARD_RESPONSE, 'anthropic-ratelimit-');
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
