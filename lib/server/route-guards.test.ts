import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';
import { rateLimitRefusal, routeRefusal } from './route-guards';

const post = (headers: Record<string, string>, method = 'POST') => new Request('http://127.0.0.1:3000/api/x', { method, headers });
const JSON_TYPE = { 'content-type': 'application/json' };

describe('the door of a route that acts', () => {
  it('lets a page of this app in, at a loopback host or a listed one', () => {
    expect(routeRefusal(post({ ...JSON_TYPE, origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }), {}, { requireJson: true })).toBeUndefined();
    const listed = post({ ...JSON_TYPE, host: 'lab.example.org', origin: 'https://lab.example.org' });
    expect(routeRefusal(listed, { ALLOWED_HOSTS: 'lab.example.org' }, { requireJson: true })).toBeUndefined();
    expect(routeRefusal(listed, {}, { requireJson: true })?.status).toBe(403);
  });

  it('refuses, in order: another method, another host, another site, a body that is not JSON', async () => {
    const message = async (r: Response | undefined) => ((await r?.json()) as { error: { message: string } } | undefined)?.error.message;
    expect(routeRefusal(post({}, 'GET'), {})?.status).toBe(405);
    expect(await message(routeRefusal(post({ host: 'evil.example', origin: 'http://evil.example' }), {}))).toMatch(/host "evil.example"/);
    expect(await message(routeRefusal(post({ origin: 'https://evil.example' }), {}))).toMatch(/Origin https:\/\/evil.example/);
    expect(await message(routeRefusal(post({ 'content-type': 'text/plain' }), {}, { requireJson: true }))).toMatch(/application\/json/);
  });

  it('checks no Host for a request made in-process (env null), still the site and the method', () => {
    const inProcess = new Request('http://emulator.tool-search-lab.invalid/v1/messages', { method: 'POST', headers: JSON_TYPE });
    expect(routeRefusal(inProcess, null)).toBeUndefined();
    expect(routeRefusal(inProcess, {})?.status).toBe(403);
  });

  it('takes a token per request and answers 429 past the allowance, naming who is limited', async () => {
    const limiter = new RateLimiter({ perMinute: 1, globalPerMinute: 0 }, () => 0);
    expect(rateLimitRefusal(post({ 'x-forwarded-for': '10.0.0.1' }), { TRUST_PROXY: '1' }, limiter)).toBeUndefined();
    const refused = rateLimitRefusal(post({ 'x-forwarded-for': '10.0.0.1' }), { TRUST_PROXY: '1' }, limiter);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect((await refused!.json()).error.message).toMatch(/from your address/);
    expect(rateLimitRefusal(post({ 'x-forwarded-for': '10.0.0.2' }), {}, limiter)).toBeUndefined();
    const untrusted = rateLimitRefusal(post({ 'x-forwarded-for': '10.0.0.3' }), {}, limiter);
    expect((await untrusted!.json()).error.message).toMatch(/cannot tell apart \(no TRUST_PROXY\)/);
  });
});
