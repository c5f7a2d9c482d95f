import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    // components/: the views' pure helpers (what a player link resolves to, say); views themselves are tested in the browser.
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'scenarios/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A test proves what happens, not how fast (that is `npm run bench`): on a saturated machine
    // the 10,000-tool searches take seconds, and the default 5 s limit would fail them for it.
    testTimeout: 60_000,
    // Likewise for expect.poll: waiting longer for a state changes nothing about which state comes.
    expect: { poll: { timeout: 30_000 } },
  },
});
