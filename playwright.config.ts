import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run against the production build (`npm run build` first;
 * `npm test` does both), because the properties under test (first paint of the
 * lazily loaded diagram, no re-render of the SVG, the URL kept in step) are
 * properties of the build a visitor gets, not of the dev server.
 */
const PORT = Number(process.env.E2E_PORT ?? 3123);
/**
 * `next dev` serves its scripts only to the host it was opened on (allowedDevOrigins),
 * so a run against a dev server started as localhost needs E2E_HOST=localhost.
 */
const HOST = process.env.E2E_HOST ?? '127.0.0.1';
const CI = !!process.env.CI;

/**
 * Browsers cannot be downloaded on every machine this runs on (the CI image has
 * no route to Playwright's CDN), so a system Chromium wins when there is one;
 * elsewhere `npx playwright install chromium` provides Playwright's own.
 */
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));

const chromiumArgs = [
  // Root in a container: the setuid sandbox is unavailable.
  '--no-sandbox',
  '--disable-gpu',
  // Nothing outside the app under test should make requests or updates mid-run.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  // The static deploy's spec runs against its own build and server: playwright.static.config.ts.
  fullyParallel: true,
  forbidOnly: CI,
  // One retry in CI so a flake is reported as "flaky" rather than hidden or fatal.
  retries: CI ? 1 : 0,
  /**
   * Two, whatever the machine: on a 2-core machine four workers were no faster (6.4 min against 6.0,
   * one sitting), the browsers and the one server already filling both cores. E2E_WORKERS overrides.
   */
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://${HOST}:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    // Stable layout and text metrics for the screenshots and the phone-size checks.
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: chromiumArgs,
    },
  },
  projects: [
    /**
     * A person's steps in a page. Each worker keeps one browser context and its page from test to
     * test, and Playwright resets them in between: the page back to about:blank, cookies, the HTTP
     * cache, localStorage, sessionStorage, IndexedDB and service workers of every origin visited
     * cleared, routes, bindings, init scripts and page.clock removed, viewport and emulation set
     * again. What it spares is the cost of a new context and a new renderer for every test (a
     * fifth of the browser suite's time, measured in one sitting). A test that asks for other
     * context options (a locale, permissions, isMobile, a baseURL) silently gets a new context
     * of its own. Not reset: permissions granted during a test (accessibility.spec.ts takes its
     * clipboard grant back; a test that fails ends its worker, and the context with it) and the
     * page's history (links.spec.ts compares history.length before and after, not its value).
     */
    { name: 'chromium', testIgnore: ['static-deploy.spec.ts', 'routes/**'], use: { reuseContext: true } },
    // HTTP only: headers, refusals, the server's HTML. No browser is launched for these.
    { name: 'routes', testDir: './e2e/routes' },
  ],
  webServer: {
    // The binary itself (not npx) so the process Playwright stops is the server.
    command: `node_modules/.bin/next start -p ${PORT}`,
    url: `http://${HOST}:${PORT}/?scenario=weather-mcp&step=1`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      // Live mode's server route, pointed at the app's own emulator: e2e/live.spec.ts drives it
      // with this stand-in key and checks that it never reaches the browser.
      LIVE_UPSTREAM_BASE_URL: `http://127.0.0.1:${PORT}/api/emulator`,
      ANTHROPIC_API_KEY: 'sk-ant-e2e-server-key-never-in-the-browser',
      // The tests stand in for one trusted proxy: the rate-limit test names its own client with
      // X-Forwarded-For, so its 40 requests drain a bucket of their own, not the browser tests'.
      TRUST_PROXY: '1',
    },
  },
});
