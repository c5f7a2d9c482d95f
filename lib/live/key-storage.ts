import { scrubSecrets } from './scrub';
import { restoreSettings, type LiveSettings } from './settings';

/**
 * What the live page keeps in the browser, and what it must never keep. The
 * key goes to the tab's sessionStorage only while "remember for this tab" is
 * ticked; settings go to localStorage with no secret in them and without a
 * simulated failure. Storage may be full or forbidden (private mode): the page
 * then works without it.
 */

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const KEY_STORAGE = 'tool-search-lab:live-key';
export const SETTINGS_STORAGE = 'tool-search-lab:live-settings';

function safely<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/** Every secret the page holds, for the export paths to scrub. */
export function secretsOf({ apiKey, mcpToken }: { apiKey: string; mcpToken: string }): string[] {
  return [apiKey, mcpToken].map((s) => s.trim()).filter(Boolean);
}

export function readKey(session: StorageLike | null | undefined): string | null {
  return safely(() => session?.getItem(KEY_STORAGE) ?? null);
}

/** Kept only when remembered and not empty; otherwise whatever was kept is removed. */
export function writeKey(session: StorageLike | null | undefined, key: string, remember: boolean): void {
  safely(() => (remember && key ? session?.setItem(KEY_STORAGE, key) : session?.removeItem(KEY_STORAGE)));
}

export function readSettings(local: StorageLike | null | undefined): LiveSettings | null {
  const stored = safely(() => {
    const raw = local?.getItem(SETTINGS_STORAGE);
    return raw ? (JSON.parse(raw) as unknown) : null;
  });
  return stored ? restoreSettings(stored) : null;
}

export function writeSettings(local: StorageLike | null | undefined, settings: LiveSettings, secrets: readonly string[]): void {
  // A simulated failure is for one test run, not a preference to carry over.
  const { simulate: _once, ...kept } = settings;
  safely(() => local?.setItem(SETTINGS_STORAGE, JSON.stringify(scrubSecrets(kept, secrets))));
}
