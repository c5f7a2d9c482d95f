import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/**
 * A deployed app that is no open door, where it takes a browser: a page that
 * breaks its own policy, and a page on another origin calling the server route.
 * The headers and the API routes' refusals need no page: e2e/routes/.
 * The live server route here has a stand-in key and the app's own emulator as
 * its upstream (playwright.config.ts), so nothing leaves the machine.
 */

test.use({ expectedHttpErrors: async ({}, use) => use([/^\/api\//]) });

const MESSAGE = { model: 'claude-sonnet-4-6', max_tokens: 64, messages: [{ role: 'user', content: 'What is the weather in Paris?' }] };

test.describe('the content security policy', () => {
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
});
