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

/**
 * Every host but the local one fails to resolve, at the network stack and
 * without request interception (which would slow every request of both pages):
 * the seed demo loads a third-party page-view counter that must not be fetched.
 */
export const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export function launchChromium({ localOnly = false } = {}) {
  const executablePath = chromiumPath();
  const args = localOnly ? [...CHROMIUM_ARGS, LOCAL_ONLY] : CHROMIUM_ARGS;
  return chromium.launch({ headless: true, args, ...(executablePath ? { executablePath } : {}) });
}
