/**
 * Token buckets for the live server route, which spends the server's key: each
 * client gets `perMinute` requests a minute (a burst of that many, refilled
 * evenly), and all clients together `globalPerMinute`, because the key a
 * client is known by can be forged when nothing trustworthy stands in front.
 * The clock is passed in, so tests need no waiting.
 */

export interface RateLimitConfig {
  perMinute: number;
  globalPerMinute: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number; scope: 'client' | 'global' };

interface Bucket {
  tokens: number;
  at: number;
}

/** Forgotten clients refill anyway; a cap keeps a flood of forged keys from growing the map without end. */
const MAX_CLIENTS = 10_000;

export const DEFAULT_PER_MINUTE = 30;

/** `LIVE_RATE_LIMIT_PER_MINUTE` (default 30) and `LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE` (default ten times that); 0 turns a bucket off. */
export function rateLimitConfig(env: { LIVE_RATE_LIMIT_PER_MINUTE?: string | undefined; LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE?: string | undefined }): RateLimitConfig {
  const read = (value: string | undefined, fallback: number) => {
    const n = Number(value?.trim() || NaN);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  const perMinute = read(env.LIVE_RATE_LIMIT_PER_MINUTE, DEFAULT_PER_MINUTE);
  return { perMinute, globalPerMinute: read(env.LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE, perMinute * 10) };
}

type RateEnv = Parameters<typeof rateLimitConfig>[0];

/** One limiter for the life of the process (one per route that calls this), rebuilt when its settings change. */
export function limiterPerProcess(): (env: RateEnv) => RateLimiter {
  let shared: RateLimiter | undefined;
  return (env) => {
    const config = rateLimitConfig(env);
    if (!shared || shared.config.perMinute !== config.perMinute || shared.config.globalPerMinute !== config.globalPerMinute) shared = new RateLimiter(config);
    return shared;
  };
}

export class RateLimiter {
  private readonly clients = new Map<string, Bucket>();
  private readonly all: Bucket;

  constructor(
    readonly config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.all = { tokens: config.globalPerMinute, at: now() };
  }

  private static refill(bucket: Bucket, perMinute: number, now: number) {
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) * perMinute) / 60_000);
    bucket.at = now;
  }

  private static wait(bucket: Bucket, perMinute: number): number {
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / perMinute));
  }

  /** Takes one token from the client's bucket and the global one, or says how long to wait; a refusal takes nothing. */
  take(client: string): RateDecision {
    const now = this.now();
    const { perMinute, globalPerMinute } = this.config;
    let bucket: Bucket | undefined;
    if (perMinute > 0) {
      bucket = this.clients.get(client);
      if (bucket) {
        this.clients.delete(client);
        RateLimiter.refill(bucket, perMinute, now);
      } else bucket = { tokens: perMinute, at: now };
      // Re-inserted, so the map's first entry is the client seen longest ago.
      this.clients.set(client, bucket);
      if (this.clients.size > MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value!);
      if (bucket.tokens < 1) return { ok: false, retryAfterSeconds: RateLimiter.wait(bucket, perMinute), scope: 'client' };
    }
    if (globalPerMinute > 0) {
      RateLimiter.refill(this.all, globalPerMinute, now);
      if (this.all.tokens < 1) return { ok: false, retryAfterSeconds: RateLimiter.wait(this.all, globalPerMinute), scope: 'global' };
      this.all.tokens -= 1;
    }
    if (bucket) bucket.tokens -= 1;
    return { ok: true };
  }
}

/**
 * How many reverse proxies in front of the app the operator vouches for
 * (`TRUST_PROXY`, a whole number; unset, empty or anything else: none). Only
 * then does `X-Forwarded-For` say who the client is.
 */
export function trustedProxyHops(value: string | undefined): number {
  const text = value?.trim() ?? '';
  return /^\d{1,2}$/.test(text) ? Number(text) : 0;
}

/** The one client every request is, when no proxy is trusted to tell them apart. */
export const UNTRUSTED_CLIENT = 'direct';

/**
 * The client's address, the key of its bucket. Behind `hops` trusted proxies
 * that each append the address they saw (nginx's `$proxy_add_x_forwarded_for`),
 * it is the entry the outermost one added: `hops` from the end; a proxy that
 * overwrites the header (`$remote_addr`) leaves one entry, and that is it.
 * With no trusted proxy the header is the client's own to write (Next fills
 * it from the socket only when it is absent, and gives a route no socket), so
 * it is ignored: every request is one client, and a forged header can neither
 * open a fresh bucket nor drain someone else's.
 */
export function clientAddress(request: Request, hops: number): string {
  if (hops <= 0) return UNTRUSTED_CLIENT;
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.at(-hops) ?? entries[0] ?? 'unknown';
}
