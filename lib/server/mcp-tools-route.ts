import { ConnectError, type ConnectFailureKind } from '@/lib/mcp-connect/failure';
import { asConnectError, listServerTools, LISTING_TIMEOUT_MS, MAX_LISTING_BYTES } from '@/lib/mcp-connect/list-tools';
import { scrubSecrets, scrubText } from '@/lib/live/scrub';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { apiErrorResponse } from '@/lib/service/api-error';
import { allowPrivateFrom } from './address-policy';
import { guardedFetch, type GuardOptions } from './guarded-fetch';
import { limiterPerProcess, type RateLimiter } from './rate-limit';
import { readBoundedText } from './request-guards';
import { rateLimitRefusal, routeEnv, routeRefusal, type RouteEnv } from './route-guards';

/**
 * `POST /api/mcp/tools {url, token?}` → `{server: {name, version}, instructions?, tools}`: a
 * user's MCP server listed by the app's server, for servers a browser cannot reach itself (no
 * CORS). The same doors as the key route (a page of this app, JSON, rate-limited per client and
 * overall), plus the ones a fetching server needs: only public addresses unless the operator
 * sets MCP_CONNECT_ALLOW_PRIVATE=1, checked after resolution and on every redirect (guarded-fetch),
 * bounded in time, bytes and tools. The token is used for this one listing: it is not stored,
 * logged, put in a URL or sent back, and anything the server echoes of it is scrubbed.
 */

export interface McpRouteEnv extends RouteEnv {
  MCP_CONNECT_ALLOW_PRIVATE?: string | undefined;
}

export function mcpRouteEnv(): McpRouteEnv {
  return { ...routeEnv(), MCP_CONNECT_ALLOW_PRIVATE: process.env.MCP_CONNECT_ALLOW_PRIVATE };
}

export interface McpRouteOptions extends Pick<GuardOptions, 'resolve' | 'refusal'> {
  limiter?: RateLimiter;
  timeoutMs?: number;
  maxBytes?: number;
  maxTools?: number;
}

/** A URL and a token are small; anything bigger is not what the page sends. */
export const MAX_REQUEST_BYTES = 16 * 1024;
const MAX_TOKEN_LENGTH = 8 * 1024;

/** Its own buckets, with the key route's numbers: listing a server does not spend the key route's allowance. */
const limiterFor = limiterPerProcess();

const STATUS: Record<ConnectFailureKind, number> = {
  'bad-url': 400,
  'refused-address': 403,
  redirect: 502,
  dns: 502,
  unreachable: 502,
  tls: 502,
  blocked: 502,
  unauthorized: 502,
  forbidden: 502,
  'not-mcp': 502,
  'server-error': 502,
  timeout: 504,
  'too-large': 502,
  'too-many-tools': 502,
};

/** The failure as JSON: the API's error envelope, plus the kind the page words. Never the server's own text. */
function failureResponse(error: ConnectError, token: string | undefined): Response {
  const detail = scrubText(error.detail, token ? [token] : []);
  const body = { type: 'error', error: { type: 'mcp_connect_error', kind: error.kind, message: detail || error.kind } };
  return new Response(JSON.stringify(body), { status: STATUS[error.kind], headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

function readInput(text: string): { url: string; token?: string } | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The request body is not valid JSON.';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The request body must be a JSON object {"url", "token"?}.';
  const { url, token } = body as Record<string, unknown>;
  if (typeof url !== 'string' || url.trim() === '') return '"url" must be the MCP server’s URL.';
  if (token !== undefined && token !== null && typeof token !== 'string') return '"token" must be a string.';
  if (typeof token === 'string' && (token.length > MAX_TOKEN_LENGTH || /[\r\n]/.test(token))) return '"token" must be one line of at most 8 KiB.';
  return { url, ...(typeof token === 'string' && token.trim() ? { token: token.trim() } : {}) };
}

export async function listToolsRoute(request: Request, env: McpRouteEnv, options: McpRouteOptions = {}): Promise<Response> {
  const refusal = routeRefusal(request, env, { requireJson: true });
  if (refusal) return refusal;
  const limited = rateLimitRefusal(request, env, options.limiter ?? limiterFor(env), 'this app’s MCP listing route');
  if (limited) return limited;
  const read = await readBoundedText(request, MAX_REQUEST_BYTES);
  if (!read.ok) return read.response;
  const input = readInput(read.text);
  if (typeof input === 'string') return apiErrorResponse(400, 'invalid_request_error', input);

  const fetch = guardedFetch({
    allowPrivate: allowPrivateFrom(env.MCP_CONNECT_ALLOW_PRIVATE),
    ...(options.resolve ? { resolve: options.resolve } : {}),
    ...(options.refusal ? { refusal: options.refusal } : {}),
  });
  try {
    const listing = await listServerTools(input.url, {
      fetch,
      token: input.token,
      signal: request.signal,
      timeoutMs: options.timeoutMs ?? LISTING_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? MAX_LISTING_BYTES,
      maxTools: options.maxTools ?? MAX_DEFERRED_TOOLS,
    });
    // A server can put anything in a description, the token it was sent included.
    const clean = input.token ? scrubSecrets(listing, [input.token]) : listing;
    return new Response(JSON.stringify(clean), { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  } catch (e) {
    return failureResponse(asConnectError(e), input.token);
  }
}
