import { expect, test } from '@playwright/test';

/**
 * What the API routes refuse, asked over HTTP alone (the `routes` project: no
 * page). The live server route here has a stand-in key and the app's own
 * emulator as its upstream (playwright.config.ts), so nothing leaves the machine.
 */

const MESSAGE = { model: 'claude-sonnet-4-6', max_tokens: 64, messages: [{ role: 'user', content: 'What is the weather in Paris?' }] };
const JSON_TYPE = { 'content-type': 'application/json' };

test.describe('the live server route and other origins', () => {
  test('the same refusal for count_tokens, JSON from another origin, and text/plain from this one', async ({ request, baseURL }) => {
    const cases: { path: string; headers: Record<string, string> }[] = [
      { path: '/api/live/upstream/v1/messages/count_tokens', headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      { path: '/api/live/upstream/v1/messages', headers: { ...JSON_TYPE, origin: 'https://evil.example' } },
      { path: '/api/live/upstream/v1/messages', headers: { 'content-type': 'text/plain', origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' } },
    ];
    for (const { path, headers } of cases) {
      const response = await request.post(path, { headers, data: JSON.stringify(MESSAGE) });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect((await response.json()).error.type).toBe('permission_error');
    }
  });

  test('a client past its allowance gets 429 with retry-after, in the API’s envelope', async ({ request }) => {
    // Its own bucket: with TRUST_PROXY=1 (playwright.config.ts) the server keys clients by the last x-forwarded-for entry. The body is not JSON,
    // so an allowed request ends in a 400 after the limiter and nothing goes upstream.
    const headers = { ...JSON_TYPE, 'x-forwarded-for': `198.51.100.${77 + test.info().retry}` };
    const answers = await Promise.all(Array.from({ length: 40 }, () => request.post('/api/live/upstream/v1/messages', { headers, data: 'not json' })));
    const statuses = answers.map((a) => a.status());
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(30);
    const refused = answers.filter((a) => a.status() === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(Number(r.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await r.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' }, request_id: expect.stringMatching(/^req_/) });
    }
  });
});

test.describe('the API routes’ limits', () => {
  for (const path of ['/api/emulator/v1/messages', '/api/live/emulator/v1/messages', '/api/live/upstream/v1/messages/count_tokens']) {
    test(`${path}: 405 and OPTIONS in the API’s shape, 413 over 8 MiB, 400 for deep JSON`, async ({ request }) => {
      const get = await request.get(path);
      expect(get.status()).toBe(405);
      expect(await get.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
      const options = await request.fetch(path, { method: 'OPTIONS' });
      expect(options.status()).toBe(204);
      expect(options.headers()['allow']).toBe('POST, OPTIONS');

      const big = await request.post(path, { headers: JSON_TYPE, data: `{"pad":"${'x'.repeat(8 * 1024 * 1024)}"}` });
      expect(big.status()).toBe(413);
      expect((await big.json()).error.type).toBe('request_too_large');

      const deep = JSON.stringify({ ...MESSAGE, metadata: { v: 'DEEP' } }).replace('"DEEP"', '['.repeat(10_000) + ']'.repeat(10_000));
      const nested = await request.post(path, { headers: JSON_TYPE, data: deep });
      expect(nested.status()).toBe(400);
      expect((await nested.json()).error.message).toMatch(/deeper than 64 levels/);
    });
  }

  test('the emulator’s MCP connector refuses a loopback URL the app did not register, and echoes nothing', async ({ request, baseURL }) => {
    // The app's own status route stands in for an internal service on the same host.
    const target = `${new URL(baseURL!).origin}/api/live/status`;
    for (const path of ['/api/emulator/v1/messages', '/api/live/emulator/v1/messages']) {
      const response = await request.post(path, {
        headers: { ...JSON_TYPE, 'anthropic-beta': 'mcp-client-2025-11-20' },
        data: {
          ...MESSAGE,
          mcp_servers: [{ type: 'url', url: target, name: 'admin', authorization_token: 'attacker-token-1234567890' }],
          tools: [{ type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' }, { type: 'mcp_toolset', mcp_server_name: 'admin', default_config: { defer_loading: true } }],
        },
      });
      expect(response.status()).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text).error.message).toContain(`at ${target}: the URL was refused`);
      expect(text).not.toContain('serverKey');
    }
  });
});
