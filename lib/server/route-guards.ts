import { apiErrorResponse } from '@/lib/service/api-error';
import { allowedHostsOf, hostRefusal, type HostEnv } from './host-guard';
import { clientAddress, limiterPerProcess, type RateLimiter, trustedProxyHops } from './rate-limit';
import { crossSiteRefusal, isJsonRequest, methodResponse } from './request-guards';

/**
 * The door of every route a browser page calls to make the server act (the
 * emulator's routes, live mode's server route and its count_tokens, and any
 * route added later, such as an MCP listing): POST only, sent to a host this
 * app serves, from a page of this app, with a JSON body when asked. One
 * function, so a new route cannot forget a check. Bodies are read after it
 * (readBoundedText), and a route that spends the server's key also takes a
 * token from `rateLimitRefusal` before it reads one.
 */

export interface RouteEnv extends HostEnv {
  /** How many reverse proxies the operator vouches for; see trustedProxyHops. */
  TRUST_PROXY?: string | undefined;
  LIVE_RATE_LIMIT_PER_MINUTE?: string | undefined;
  LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE?: string | undefined;
}

/** The door's settings from the environment, read at each request: every route that acts spreads these into its own. */
export function routeEnv(): RouteEnv {
  const e = process.env;
  return {
    ALLOWED_HOSTS: e.ALLOWED_HOSTS,
    TRUST_PROXY: e.TRUST_PROXY,
    LIVE_RATE_LIMIT_PER_MINUTE: e.LIVE_RATE_LIMIT_PER_MINUTE,
    LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE: e.LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE,
  };
}

export interface DoorOptions {
  /** `content-type: application/json` only: a form or text/plain POST is what another site could send without asking. */
  requireJson?: boolean;
  /** Extra headers on a refusal (the emulator marks its answers). */
  headers?: HeadersInit;
}

/**
 * `env` null: a request made inside this process or page (the recorder, a
 * static deploy's in-page emulator), which has no Host that a browser chose.
 */
export function routeRefusal(request: Request, env: HostEnv | null, options: DoorOptions = {}): Response | undefined {
  if (request.method !== 'POST') return methodResponse(request);
  const refused = (env ? hostRefusal(request, allowedHostsOf(env), options.headers) : undefined) ?? crossSiteRefusal(request, options.headers);
  if (refused) return refused;
  if (options.requireJson && !isJsonRequest(request)) {
    return apiErrorResponse(403, 'permission_error', 'This route accepts only requests with content-type: application/json, sent by pages of this app.', options.headers ? { headers: options.headers } : {});
  }
  return undefined;
}

/** The key route's buckets, one set per process (the MCP listing route keeps its own). */
const keyRouteLimiter = limiterPerProcess();

/**
 * The 429 for a request over its allowance, or undefined after taking a token.
 * Call it before reading the body: a refused client costs as little as possible.
 */
export function rateLimitRefusal(request: Request, env: RouteEnv, limiter: RateLimiter = keyRouteLimiter(env), what = 'this app’s server route'): Response | undefined {
  const hops = trustedProxyHops(env.TRUST_PROXY);
  const decision = limiter.take(clientAddress(request, hops));
  if (decision.ok) return undefined;
  const who = decision.scope === 'global' ? 'in all' : hops > 0 ? 'from your address' : 'from clients this app cannot tell apart (no TRUST_PROXY)';
  return apiErrorResponse(429, 'rate_limit_error', `Too many requests ${who} to ${what}; retry after ${decision.retryAfterSeconds} s.`, {
    headers: { 'retry-after': String(decision.retryAfterSeconds) },
  });
}
