import { apiErrorResponse } from '@/lib/service/api-error';
import { clientAddress, type RateLimiter } from './rate-limit';
import { crossSiteRefusal, isJsonRequest, methodResponse } from './request-guards';

/**
 * The checks every route that acts for a page of this app runs first, in one place, so a new
 * check is added once for all of them (the key route, the MCP listing route): POST only, from a
 * page of this app (Origin, Sec-Fetch-Site), with a JSON body.
 */
export function appRequestRefusal(request: Request): Response | undefined {
  if (request.method !== 'POST') return methodResponse(request);
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  if (!isJsonRequest(request)) {
    return apiErrorResponse(403, 'permission_error', 'This route accepts only requests with content-type: application/json, sent by pages of this app.');
  }
  return undefined;
}

/** One token from the client's and the global bucket, or the 429 that says how long to wait. */
export function rateRefusal(limiter: RateLimiter, request: Request, what: string): Response | undefined {
  const decision = limiter.take(clientAddress(request));
  if (decision.ok) return undefined;
  const who = decision.scope === 'client' ? 'from your address' : 'in all';
  return apiErrorResponse(429, 'rate_limit_error', `Too many requests ${who} to ${what}; retry after ${decision.retryAfterSeconds} s.`, {
    headers: { 'retry-after': String(decision.retryAfterSeconds) },
  });
}
