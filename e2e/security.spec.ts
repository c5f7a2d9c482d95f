import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/**
 * A deployed app that is no open door, checked against the production build:
 * the headers every page and route sends, and what the API routes refuse.
 * The live server route here has a stand-in key and the app's own emulator as
 * its upstream (playwright.config.ts), so nothing leaves the machine.
 */

test.use({ expectedHttpErrors: async ({}, use) => use([/^\/api\//]) });

const MESSAGE = { model: 'claude-sonnet-4-6', max_tokens: 64, messages: [{ role: 'user', content: 'What is the weather in Paris?' }] };
const JSON_TYPE = { 'content-type': 'application/json' };

test.describe('security headers', () => {
  test('the player page carries a fresh nonce on its scripts and a CSP that uses it', async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get('/?scenario=weather-mcp&step=1');
      const csp = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('connect-src \'self\' https://api.anthropic.com');
      const html = await response.text();
      // Every script Next wrote carries the nonce.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  for (const path of ['/', '/search', '/compare', '/budget', '/live', '/catalogs', '/report', '/tools']) {
    test(`${path} cannot be framed and is not sniffed`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe(path === '/live' ? 'no-referrer' : 'strict-origin-when-cross-origin');
      // Only "Your tools" may connect anywhere (the user's MCP server); the pages that can hold a key may not.
      expect(headers['content-security-policy']).toContain(path === '/tools' ? "connect-src 'self' https: http:;" : "connect-src 'self' https://api.anthropic.com");
    });
  }

  test('API answers and static files are not sniffed, and API answers load nothing', async ({ request }) => {
    const status = (await request.get('/api/live/status')).headers();
    expect(status['x-content-type-options']).toBe('nosniff');
    expect(status['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await request.get('/icon.svg')).headers()['x-content-type-options']).toBe('nosniff');
  });

  // The fixture must fail a test whose page breaks the policy; this one does on purpose.
  test.fail('a CSP violation fails the test', async ({ page }) => {
    await page.goto('/catalogs');
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://example.invalid/pixel.png';
      document.body.append(img);
    });
    await page.waitForTimeout(500);
  });
});

test.describe('the live server route and other origins', () => {
  test('a no-cors text/plain POST from a page on another origin is refused and spends nothing', async ({ page, baseURL }) => {
    const app = new URL(baseURL!);
    // The attacker's page: a real server on loopback (so the browser's local-network rules let it call the app), another origin.
    const attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>attacker</title>'));
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/live/upstream/v1/messages'));
      await page.evaluate(
        ([url, body]) => fetch(url!, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }).then(() => undefined),
        [`${app.origin}/api/live/upstream/v1/messages`, JSON.stringify(MESSAGE)],
      );
      const response = await answered;
      // The page gets an opaque answer; the browser's network log has the status (not the body or headers of a no-cors answer).
      // Without the check this is a 200 with the upstream's answer, paid for with the server's key.
      expect(response.status()).toBe(403);
    } finally {
      attacker.closeAllConnections();
      await new Promise((resolve) => attacker.close(resolve));
    }
  });

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
