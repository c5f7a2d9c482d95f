import { test as base, expect, type ConsoleMessage, type Response } from '@playwright/test';
import { PRIMER_COOKIE } from '@/lib/scenario/primer-cookie';
import { PlayerPage, SCENARIO_ID } from './pages/player-page';
import { expectedSteps, type ExpectedStep } from './support/expected-steps';

interface Options {
  /**
   * URL paths whose HTTP errors are the very answers under test (an API driven
   * into its 4xx on purpose), not problems. Set with `test.use({ expectedHttpErrors: [/re/] })`,
   * or in an extension as `expectedHttpErrors: async ({}, use) => use([/re/])`.
   */
  expectedHttpErrors: RegExp[];
  /**
   * A browser that has never opened the player: it shows its primer. Off by default, so every other
   * test meets the player as a returning reader does (`test.use({ firstVisit: true })` to see the primer).
   */
  firstVisit: boolean;
}

interface Fixtures {
  player: PlayerPage;
  /** The canonical scenario's steps, as the app derives them. */
  steps: ExpectedStep[];
  /** Errors the page reported; checked after every test. */
  pageProblems: string[];
  /** Sets the primer's cookie unless the test asks for a first visit. */
  primerSeen: void;
}

/**
 * Reports every Content-Security-Policy violation, from any page of the test's
 * context, even one the browser only logs (a blocked inline style, an eval).
 */
const REPORT_CSP = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolation?.(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
});`;

// Derived once per worker: the scenario file does not change during a run.
let cached: ExpectedStep[] | undefined;

export const test = base.extend<Fixtures & Options>({
  expectedHttpErrors: [[], { option: true }],
  firstVisit: [false, { option: true }],
  primerSeen: [
    async ({ context, baseURL, firstVisit }, use) => {
      if (!firstVisit && baseURL) await context.addCookies([{ name: PRIMER_COOKIE, value: 'seen', url: baseURL }]);
      await use();
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ context, page, expectedHttpErrors }, use, testInfo) => {
      const problems: string[] = [];
      // The binding and the init script go with the test (Playwright removes them when it resets a reused context).
      await context.exposeFunction('__cspViolation', (what: string) => problems.push(`CSP violation: ${what}`));
      await context.addInitScript(REPORT_CSP);
      const onContextConsole = (m: ConsoleMessage) => {
        // Chromium's own wording for a CSP block, in case a violation fires before the listener is in place.
        if (/Content Security Policy/i.test(m.text())) problems.push(`CSP console: ${m.text()}`);
      };
      const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}${e.stack ? `\n${e.stack.split('\n').slice(1, 6).join('\n')}` : ''}`);
      const onPageConsole = (m: ConsoleMessage) => {
        // Failed loads are judged by the response listener below, which knows the resource type.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource') && !/Content Security Policy/i.test(m.text())) problems.push(`console.error: ${m.text()}`);
      };
      // A 404 for a chunk or an asset is a broken build even when the page still looks fine.
      // Documents are exempt: an error page may rightly answer 404.
      const onResponse = (r: Response) => {
        if (r.status() < 400 || r.request().resourceType() === 'document') return;
        if (expectedHttpErrors.some((re) => re.test(new URL(r.url()).pathname))) return;
        problems.push(`HTTP ${r.status()}: ${r.url()}`);
      };
      context.on('console', onContextConsole);
      page.on('pageerror', onPageError);
      page.on('console', onPageConsole);
      page.on('response', onResponse);
      await use(problems);
      // The context and its page outlive the test when Playwright reuses them (playwright.config.ts):
      // the next test's problems are its own.
      context.off('console', onContextConsole);
      page.off('pageerror', onPageError);
      page.off('console', onPageConsole);
      page.off('response', onResponse);
      if (problems.length) await testInfo.attach('page-problems.txt', { body: problems.join('\n'), contentType: 'text/plain' });
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  player: async ({ page }, use) => {
    await use(new PlayerPage(page));
  },
  steps: async ({}, use) => {
    cached ??= expectedSteps(SCENARIO_ID);
    await use(cached);
  },
});

export { expect };
