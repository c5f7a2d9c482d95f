import { test as base, expect } from './fixtures';
import { LivePage } from './pages/live-page';

/**
 * Live mode's tests drive the API into its errors on purpose, so the page's
 * problem check allows HTTP errors from the two Messages API routes (the
 * emulator and the app's server route): they are the answers under test, and
 * the page must explain them. Anything else still fails the test.
 */
const API = /\/api\/(emulator|live\/[^/]+)\/v1\/messages(\/count_tokens)?$/;

export const test = base.extend<{ live: LivePage }>({
  expectedHttpErrors: async ({}, use) => use([API]),
  live: async ({ page }, use) => {
    await use(new LivePage(page));
  },
});

export { expect };
