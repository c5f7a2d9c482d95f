import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The static deploy's browser test: `out/` from `npm run build:static` with
 * BASE_PATH=/tool-search-lab (`npm run test:static` builds it), served by a
 * plain file server under that path. One spec, so that CI covers the static
 * build without running the whole suite twice.
 */
// Beside the Node build's port (playwright.config.ts), so the two servers never meet.
const PORT = Number(process.env.E2E_PORT ?? 3123) + 1;
const HOST = '127.0.0.1';
export const STATIC_BASE_PATH = '/tool-search-lab';

export default defineConfig({
  ...base,
  projects: [{ name: 'chromium', testMatch: 'static-deploy.spec.ts' }],
  use: { ...base.use, baseURL: `http://${HOST}:${PORT}${STATIC_BASE_PATH}/` },
  webServer: {
    command: `node scripts/serve-static.mjs --dir out --base ${STATIC_BASE_PATH} --port ${PORT}`,
    url: `http://${HOST}:${PORT}${STATIC_BASE_PATH}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
