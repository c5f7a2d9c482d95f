#!/usr/bin/env node
/**
 * public/screenshot.png for the README: step 6 of the canonical scenario at
 * 1280×900, light theme, on the production build.
 *   npm run build && node scripts/screenshot.mjs [--out public/screenshot.png] [--step 6]
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './bench/browser.mjs';
import { ROOT, startNext } from './bench/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const out = path.resolve(ROOT, arg('--out', 'public/screenshot.png'));
const step = arg('--step', '6');

if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const server = await startNext();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto(`${server.url}/?scenario=weather-mcp&step=${step}`);
  await page.waitForSelector('[data-testid="sequence-diagram"][data-status="ready"]', { timeout: 30_000 });
  await page.waitForSelector(`[data-testid="step-card"][data-step="${step}"]`);
  // Fonts loaded and the arrows' fade transitions finished before the shot.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished));
  });
  await mkdir(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  console.log(`Wrote ${path.relative(ROOT, out)} (step ${step}, 1280×900)`);
} finally {
  await browser.close();
  await server.stop();
}
