import type { MessagesRequest } from './types';

/**
 * What a Messages request looks like on the wire, as opposed to the params object
 * a client hands the SDK. `@anthropic-ai/sdk` 1.12 takes `betas` (and the
 * account-routing params) out of the body and sends them as headers, puts the
 * key in `authorization`, and adds `anthropic-version`. Scenarios recorded
 * before the SDK's real request was captured get the same request derived here;
 * wire.test.ts runs the real SDK and checks the two agree.
 */

/** The SDK's `anthropic-version` (a literal in its client.js, not exported). */
export const ANTHROPIC_VERSION = '2026-10-21';

/** Stands in for the key everywhere a request is stored or shown: its value is never kept. */
export const MASKED_AUTHORIZATION = 'Bearer ‹key masked›';

/** The headers a request step shows; the SDK's telemetry headers (`x-stainless-*`, user agent) are left out. */
export const SHOWN_HEADERS = ['authorization', 'anthropic-version', 'anthropic-beta', 'content-type'] as const;
export type ShownHeader = (typeof SHOWN_HEADERS)[number];
export type WireHeaders = Partial<Record<ShownHeader, string>>;

/** The params the beta `create()` moves out of the body (resources/beta/messages/messages.js). */
type HeaderParams = 'betas' | 'user_profile_id' | 'workspace_id';
export type WireBody = Omit<MessagesRequest, HeaderParams | 'stream'> & { stream?: boolean };

export interface HttpRequest {
  method: 'POST';
  /** As the API sees it: from `/v1/` on, whatever base URL the client used. */
  path: string;
  headers: WireHeaders;
  /** The body also carried `stream: true` (a streamed call). */
  stream?: true;
}

export interface HttpResponse {
  status: number;
  /** The `request-id` header: the id the API's support asks for. */
  request_id?: string;
}

/** What went over HTTP besides the bodies; a recording keeps it when the SDK's real request was seen. */
export interface HttpExchange {
  request: HttpRequest;
  response?: HttpResponse;
}

/** The body exactly as the SDK serialises it: the header params dropped, the rest in the caller's order. */
export function wireBody(request: MessagesRequest, stream?: true): WireBody {
  const { betas: _betas, user_profile_id: _profile, workspace_id: _workspace, ...body } = request as MessagesRequest & Record<HeaderParams, unknown>;
  return stream ? { ...body, stream } : body;
}

/** The request line and shown headers the SDK would send for `request` (derived, not observed). */
export function derivedHttpRequest(request: MessagesRequest): HttpRequest {
  const headers: WireHeaders = { authorization: MASKED_AUTHORIZATION, 'anthropic-version': ANTHROPIC_VERSION };
  // The SDK joins the array with `toString()`: comma-separated, no spaces; an absent list sends no header.
  if (request.betas != null) headers['anthropic-beta'] = request.betas.toString();
  headers['content-type'] = 'application/json';
  return { method: 'POST', path: '/v1/messages', headers };
}

/** The path as the API sees it: a proxy or emulator prefix before `/v1/` is the client's own routing. */
function apiPath(url: URL): string {
  const at = url.pathname.indexOf('/v1/');
  return (at >= 0 ? url.pathname.slice(at) : url.pathname) + url.search;
}

/**
 * The request the SDK really sent, reduced to what a step shows. The key is
 * replaced here, before anything is stored: the real header value never leaves
 * this function.
 */
export function observedHttpRequest(url: string | URL, init: { method?: string; headers?: HeadersInit; body?: unknown }): HttpRequest {
  const sent = new Headers(init.headers);
  const headers: WireHeaders = {};
  for (const name of SHOWN_HEADERS) {
    const value = sent.get(name);
    if (value === null) continue;
    headers[name] = name === 'authorization' ? MASKED_AUTHORIZATION : value;
  }
  // The key can also travel as `x-api-key` (other clients, older SDKs): shown as the same placeholder.
  if (!headers.authorization && sent.has('x-api-key')) headers.authorization = MASKED_AUTHORIZATION;
  const streamed = typeof init.body === 'string' && streamFlag(init.body);
  return { method: 'POST', path: apiPath(new URL(url)), headers, ...(streamed ? { stream: true as const } : {}) };
}

function streamFlag(body: string): boolean {
  try {
    return (JSON.parse(body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

/** The status and request id of an answer. */
export function observedHttpResponse(response: { status: number; headers: Headers }): HttpResponse {
  const id = response.headers.get('request-id');
  return { status: response.status, ...(id ? { request_id: id } : {}) };
}

/**
 * A `fetch` for the SDK's `fetch` option that notes each Messages request and
 * its answer (masked, as above) and passes both on untouched. `take()` hands
 * over the last one noted, once.
 */
export function observingFetch(inner: typeof fetch): { fetch: typeof fetch; take(): HttpExchange | undefined } {
  let last: HttpExchange | undefined;
  const observed: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    // Only Messages calls are transcript exchanges; count_tokens and the rest pass unobserved.
    if (apiPath(new URL(url)).split('?')[0] !== '/v1/messages') return inner(input, init);
    const exchange: HttpExchange = { request: observedHttpRequest(url, init ?? {}) };
    last = exchange;
    const response = await inner(input, init);
    exchange.response = observedHttpResponse(response);
    return response;
  };
  return {
    fetch: observed,
    take() {
      const taken = last;
      last = undefined;
      return taken;
    },
  };
}
