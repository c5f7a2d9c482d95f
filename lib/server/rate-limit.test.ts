import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitConfig, RateLimiter, trustedProxyHops, UNTRUSTED_CLIENT } from './rate-limit';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('the live route’s rate limit', () => {
  it('lets a client burst up to its allowance, then refuses with the wait until the next token', () => {
    const c = clock();
    const limiter = new RateLimiter({ perMinute: 3, globalPerMinute: 0 }, c.now);
    expect([1, 2, 3].map(() => limiter.take('10.0.0.1').ok)).toEqual([true, true, true]);
    expect(limiter.take('10.0.0.1')).toEqual({ ok: false, retryAfterSeconds: 20, scope: 'client' });
    // Another client has its own bucket.
    expect(limiter.take('10.0.0.2').ok).toBe(true);
    c.advance(20_000);
    expect(limiter.take('10.0.0.1').ok).toBe(true);
    expect(limiter.take('10.0.0.1').ok).toBe(false);
  });

  it('caps all clients together, so forged addresses do not multiply the allowance', () => {
    const limiter = new RateLimiter({ perMinute: 5, globalPerMinute: 4 }, clock().now);
    expect(['a', 'b', 'c', 'd'].map((ip) => limiter.take(ip).ok)).toEqual([true, true, true, true]);
    expect(limiter.take('e')).toMatchObject({ ok: false, scope: 'global' });
  });

  it('reads its allowance from the environment, 30 a minute by default, 0 for off', () => {
    expect(rateLimitConfig({})).toEqual({ perMinute: 30, globalPerMinute: 300 });
    expect(rateLimitConfig({ LIVE_RATE_LIMIT_PER_MINUTE: '5', LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE: '7' })).toEqual({ perMinute: 5, globalPerMinute: 7 });
    expect(rateLimitConfig({ LIVE_RATE_LIMIT_PER_MINUTE: 'lots' })).toEqual({ perMinute: 30, globalPerMinute: 300 });
    const off = new RateLimiter(rateLimitConfig({ LIVE_RATE_LIMIT_PER_MINUTE: '0', LIVE_RATE_LIMIT_GLOBAL_PER_MINUTE: '0' }), clock().now);
    expect(Array.from({ length: 100 }, () => off.take('x').ok).every(Boolean)).toBe(true);
  });

  it('behind TRUST_PROXY=n proxies, keys a client by the entry the outermost one wrote', () => {
    const req = (xff?: string) => new Request('http://app.test/', xff ? { headers: { 'x-forwarded-for': xff } } : {});
    expect(clientAddress(req('203.0.113.9'), 1)).toBe('203.0.113.9');
    // A client's own entries come first; the proxy appends what it saw.
    expect(clientAddress(req('1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(req('1.2.3.4, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
    expect(clientAddress(req('203.0.113.9'), 2)).toBe('203.0.113.9');
    expect(clientAddress(req(), 1)).toBe('unknown');
  });

  it('without a trusted proxy, ignores x-forwarded-for: forged values are all one client', () => {
    const req = (xff: string) => new Request('http://app.test/', { headers: { 'x-forwarded-for': xff } });
    expect(new Set(['198.51.100.1', '198.51.100.2', '127.0.0.1'].map((ip) => clientAddress(req(ip), 0)))).toEqual(new Set([UNTRUSTED_CLIENT]));
    const limiter = new RateLimiter({ perMinute: 30, globalPerMinute: 0 }, clock().now);
    const passed = Array.from({ length: 40 }, (_, i) => limiter.take(clientAddress(req(`198.51.100.${i}`), trustedProxyHops(undefined))).ok).filter(Boolean);
    expect(passed).toHaveLength(30);
  });

  it('reads TRUST_PROXY as a hop count, anything else as none', () => {
    expect([undefined, '', 'yes', 'true', '-1', '1.5', '100'].map(trustedProxyHops)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(['0', '1', ' 2 '].map(trustedProxyHops)).toEqual([0, 1, 2]);
  });
});
