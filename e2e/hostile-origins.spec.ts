import { expect, test, type APIResponse } from '@playwright/test';

/**
 * The second round of hostile origins (issue #27), asked of the production
 * server the way an attacker would: plain requests, no page. The server here
 * has a stand-in key and the app's own emulator as its upstream
 * (playwright.config.ts), so nothing leaves the machine.
 */

const MESSAGE = { model: 'claude-sonnet-4-6', max_tokens: 64, messages: [{ role: 'user', content: 'What is the weather in Paris?' }] };

/** The headers every HTML answer carries, whatever its status. */
function expectPageHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['content-type'], what).toMatch(/^text\/html/);
  expect(headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
  expect(headers['content-security-policy'], what).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers['referrer-policy'], what).toBeTruthy();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
}

test.describe('headers on every HTML answer', () => {
  test('a malformed lang cookie reads as no cookie: the page answers, with its headers', async ({ request }) => {
    for (const path of ['/', '/live', '/catalogs']) {
      // Without the fix, decodeURIComponent throws in the proxy and every page is a bare 500.
      const response = await request.get(path, { headers: { cookie: 'lang=%', 'accept-language': 'ja' } });
      expect(response.status(), path).toBe(200);
      expectPageHeaders(response, path);
      // The cookie is ignored, not obeyed: the next choice, Accept-Language, decides.
      expect(await response.text()).toContain('<html lang="ja"');
    }
  });

  test('error answers carry the headers: a page that does not exist, a malformed path', async ({ request }) => {
    for (const path of ['/no-such-page', '/%E0%A4%A']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectPageHeaders(response, path);
    }
  });

  test('an API route’s 413 and 405 carry the API’s headers', async ({ request }) => {
    const big = await request.post('/api/emulator/v1/messages', { headers: { 'content-type': 'application/json' }, data: `{"pad":"${'x'.repeat(8 * 1024 * 1024)}"}` });
    const get = await request.get('/api/live/upstream/v1/messages');
    for (const [response, status] of [[big, 413], [get, 405]] as const) {
      expect(response.status()).toBe(status);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  test('a prefetch gets the same headers as the page it prefetches', async ({ request }) => {
    for (const headers of [{ purpose: 'prefetch' }, { 'sec-purpose': 'prefetch' }, { 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      for (const path of ['/', '/live']) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        const what = `${path} ${JSON.stringify(headers)}`;
        // Without the fix the matcher skipped these requests: no CSP, no frame-ancestors, no referrer policy.
        expect(response.headers()['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
        expect(response.headers()['referrer-policy'], what).toBe(path === '/live' ? 'no-referrer' : 'strict-origin-when-cross-origin');
      }
    }
  });

  test('/live and /catalogs carry a nonce on every script, and no unsafe-inline scripts', async ({ request }) => {
    for (const path of ['/live', '/catalogs', '/no-such-page']) {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, path).toBeTruthy();
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });
});

test.describe('who may frame a page', () => {
  // Only an answer that renders the embed view may be framed; anything else shows the whole app, /live's link included.
  const CASES: [string, string][] = [
    ['/?embed=1', '*'],
    ['/?scenario=weather-mcp&step=3&embed=1', '*'],
    ['/?scenario=weather-mcp&step=3&embed=1&present=1&lang=ja', '*'],
    ['/?scenario=no-such-scenario&embed=1', "'none'"],
    ['/?scenario=weather-mcp&step=999&embed=1', "'none'"],
    ['/?scenario=weather-mcp&step=abc&embed=1', "'none'"],
    ['/?source=file&file=x.json&embed=1', "'none'"],
    ['/?scenario=weather-mcp&embed=0', "'none'"],
    ['/live?embed=1', "'none'"],
    ['/budget?embed=1', "'none'"],
  ];
  for (const [path, ancestors] of CASES) {
    test(`${path} → frame-ancestors ${ancestors}`, async ({ request }) => {
      const csp = (await request.get(path)).headers()['content-security-policy'] ?? '';
      expect(csp.split('; ').find((d) => d.startsWith('frame-ancestors '))).toBe(`frame-ancestors ${ancestors}`);
    });
  }
});

test.describe('the Host a request was sent to', () => {
  const ROUTES = ['/api/live/upstream/v1/messages', '/api/live/upstream/v1/messages/count_tokens', '/api/live/emulator/v1/messages', '/api/emulator/v1/messages'];

  test('a DNS-rebinding page (Origin matching a Host that is not this app) is refused on every route that acts', async ({ request, baseURL }) => {
    const port = new URL(baseURL!).port;
    for (const path of ROUTES) {
      const host = `attacker.example:${port}`;
      const response = await request.post(path, { headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, data: MESSAGE });
      expect(response.status(), path).toBe(403);
      expect((await response.json()).error.message, path).toContain(`"${host}"`);
    }
  });

  test('the loopback names the e2e, bench and static servers use are served', async ({ request, baseURL }) => {
    const port = new URL(baseURL!).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      // count_tokens takes no max_tokens (the emulator refuses a field the endpoint does not take, as the API does).
      const { max_tokens: _, ...counted } = MESSAGE;
      const response = await request.post('/api/live/upstream/v1/messages/count_tokens', { headers: { host, origin: `http://${host}`, 'content-type': 'application/json' }, data: counted });
      expect(response.status(), host).toBe(200);
    }
  });
});
