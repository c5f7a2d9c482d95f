import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectThroughServer, MCP_TOOLS_ROUTE } from './connect';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('connecting through the app’s server', () => {
  it('posts the URL and the token to the route, once, and reads the listing', async () => {
    const fetch = answer(200, { server: { name: 'shop', version: '1' }, tools: [{ name: 'find', inputSchema: { type: 'object' } }] });
    vi.stubGlobal('fetch', fetch);
    const result = await connectThroughServer(' https://mcp.shop.test/mcp ', ' tok-123 ');
    expect(result).toEqual({ ok: true, listing: { server: { name: 'shop', version: '1' }, tools: [{ name: 'find', inputSchema: { type: 'object' } }] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(MCP_TOOLS_ROUTE);
    expect(JSON.parse(String(init.body))).toEqual({ url: 'https://mcp.shop.test/mcp', token: 'tok-123' });
    expect(url).not.toContain('tok-123');
  });

  it('reads the route’s failure kind, and words its own refusals and a dead server', async () => {
    vi.stubGlobal('fetch', answer(403, { type: 'error', error: { type: 'mcp_connect_error', kind: 'refused-address', message: '10.0.0.1 is private' } }));
    expect(await connectThroughServer('http://10.0.0.1/mcp', '')).toEqual({ ok: false, failure: { kind: 'refused-address', detail: '10.0.0.1 is private' } });
    vi.stubGlobal('fetch', answer(429, { type: 'error', error: { type: 'rate_limit_error', message: 'Too many requests; retry after 2 s.' } }));
    expect(await connectThroughServer('https://x.test', '')).toEqual({ ok: false, failure: { kind: 'server-error', detail: 'Too many requests; retry after 2 s.' } });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await connectThroughServer('https://x.test', '')).toEqual({ ok: false, failure: { kind: 'unreachable', detail: 'this app’s server did not answer' } });
  });
});
