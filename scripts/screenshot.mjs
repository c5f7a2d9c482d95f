#!/usr/bin/env node
/**
 * public/screenshot.png for the README: step 6 of the canonical scenario at
 * 1280×900, light theme, on the production build.
 *   npm run build && node scripts/screenshot.mjs [--out public/screenshot.png] [--step 6]
 * With --teaching, the README's "Teaching with it" shots instead, in docs/screenshots/:
 * presenter mode at 1280×720 (English and Japanese), the embed at 700×500, a phone at 390 px.
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

/** The shots of `--teaching`: what a class, a blog's reader and a phone see. */
const TEACHING = [
  { file: 'presenter-en.png', query: 'scenario=weather-mcp&step=6&present=1&lang=en', viewport: { width: 1280, height: 720 } },
  { file: 'presenter-ja.png', query: 'scenario=weather-mcp&step=3&present=1&lang=ja', viewport: { width: 1280, height: 720 } },
  { file: 'embed.png', query: 'scenario=weather-mcp&step=4&embed=1&lang=en', viewport: { width: 700, height: 500 } },
  { file: 'phone.png', query: 'scenario=weather-mcp&step=6&lang=en', viewport: { width: 390, height: 844 }, phone: true },
];

/** Fonts loaded and any transition finished before a shot. */
const settled = (page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

const server = await startNext();
const browser = await launchChromium();
try {
  if (process.argv.includes('--teaching')) {
    const dir = path.resolve(ROOT, 'docs/screenshots');
    await mkdir(dir, { recursive: true });
    for (const shot of TEACHING) {
      const context = await browser.newContext({ viewport: shot.viewport, colorScheme: 'light', isMobile: !!shot.phone, hasTouch: !!shot.phone });
      // A returning reader: the primer is the subject of no shot here.
      await context.addCookies([{ name: 'tsl-primer', value: 'seen', url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/?${shot.query}`);
      await page.waitForSelector('[data-testid="sequence-diagram"][data-status="ready"]', { timeout: 30_000 });
      // On a phone: scrolled to the step, under the diagram's strip, as a reader would.
      if (shot.phone) await page.locator('[data-testid="step-card"]').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await settled(page);
      await page.screenshot({ path: path.join(dir, shot.file) });
      console.log(`Wrote docs/screenshots/${shot.file} (${shot.viewport.width}×${shot.viewport.height})`);
      await context.close();
    }
  } else {
    await shootPlayer();
  }
} finally {
  await browser.close();
  await server.stop();
}

async function shootPlayer() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', reducedMotion: 'no-preference' });
  await context.addCookies([{ name: 'tsl-primer', value: 'seen', url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/?scenario=weather-mcp&step=${step}`);
  await page.waitForSelector('[data-testid="sequence-diagram"][data-status="ready"]', { timeout: 30_000 });
  await page.waitForSelector(`[data-testid="step-card"][data-step="${step}"]`);
  await settled(page);
  await mkdir(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  console.log(`Wrote ${path.relative(ROOT, out)} (step ${step}, 1280×900)`);
}
