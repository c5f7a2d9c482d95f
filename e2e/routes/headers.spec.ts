import { expect, test } from '@playwright/test';
import { SCENARIO_ID } from '../pages/player-page';

/**
 * The headers every page and route sends, checked against the production build
 * by HTTP alone: no page is opened (the `routes` project, playwright.config.ts).
 */

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

  test('the player allows framing only with embed=1', async ({ request }) => {
    const embed = (await request.get(`/?scenario=${SCENARIO_ID}&step=2&embed=1`)).headers()['content-security-policy'];
    expect(embed).toContain('frame-ancestors *');
    const page = (await request.get(`/?scenario=${SCENARIO_ID}&step=2`)).headers()['content-security-policy'];
    expect(page).toContain("frame-ancestors 'none'");
  });

  test('API answers and static files are not sniffed, and API answers load nothing', async ({ request }) => {
    const status = (await request.get('/api/live/status')).headers();
    expect(status['x-content-type-options']).toBe('nosniff');
    expect(status['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await request.get('/icon.svg')).headers()['x-content-type-options']).toBe('nosniff');
  });
});
