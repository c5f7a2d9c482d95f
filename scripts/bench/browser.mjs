import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Same choice as playwright.config.ts: the system Chromium when there is one (browsers cannot be downloaded everywhere). */
export function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  const executablePath = chromiumPath();
  return chromium.launch({ headless: true, args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
}
