/**
 * Nothing secret leaves the page: every export (scenario file, run JSON, SVG,
 * PNG source, share link, error report) passes through here, and so does the
 * question of a live run before it is sent or shown. Secrets are the key and
 * MCP tokens the user typed, replaced wherever they occur (a key pasted into
 * the question included), plus anything shaped like a secret (SECRET_SHAPES),
 * plus the fields that carry credentials by name.
 */

import { MASKED_AUTHORIZATION } from '@/lib/scenario/wire';
import { MIN_SECRET_LENGTH, REDACTED, redactSecrets, usableSecrets } from './secret-text';

export { MIN_SECRET_LENGTH, REDACTED };

/**
 * Strings that are secrets whatever the page was told. Shapes are narrow on
 * purpose: a recorded transcript must come out of a scrub unchanged (a test
 * holds every library scenario to that).
 */
const SECRET_SHAPES: readonly RegExp[] = [
  // Anthropic keys and admin keys: `sk-ant-api03-…`, `sk-ant-admin01-…`.
  /sk-ant-[A-Za-z0-9_-]{8,}/g,
  // Other `sk-` keys (OpenAI's `sk-proj-…`, Stripe's `sk_live_…`): long, with a digit.
  /\bsk[-_](?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}/g,
  // A bearer token after its scheme, as in a pasted Authorization header; the word "Bearer" stays.
  /(?<=\bBearer\s+)(?=[A-Za-z0-9._~+/=-]*\d)[A-Za-z0-9._~+/-]{16,}=*/gi,
  // GitHub, Slack and AWS access keys, as people paste them from their settings pages.
  /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16})\b/g,
];

/** Fields that hold a credential whatever their value. */
const CREDENTIAL_FIELDS = new Set(['authorization_token', 'api_key', 'apikey', 'x-api-key', 'authorization', 'auth_token', 'authtoken']);

/** The secrets replaced, written plainly or with JSON escapes (secret-text.ts), then anything shaped like one. */
export function scrubText(text: string, secrets: readonly string[]): string {
  let out = redactSecrets(text, secrets);
  for (const shape of SECRET_SHAPES) out = out.replace(shape, REDACTED);
  return out;
}

/** A question (or follow-up) as it may be sent, shown and saved, and whether anything had to go. */
export function scrubQuestion(text: string, secrets: readonly string[] = []): { text: string; scrubbed: boolean } {
  const clean = scrubText(text, secrets);
  return { text: clean, scrubbed: clean !== text };
}

/** A deep copy with every secret replaced; credential fields keep their name, so the reader sees one was sent. */
export function scrubSecrets<T>(value: T, secrets: readonly string[]): T {
  const list = usableSecrets(secrets);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrubText(node, list);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) {
        const name = scrubText(key, list);
        // The recorded header's placeholder (lib/scenario/wire.ts) already stands for the key: it stays, so the file still reads back.
        const credential = CREDENTIAL_FIELDS.has(key.toLowerCase()) && typeof child === 'string' && child !== '' && child !== MASKED_AUTHORIZATION;
        out[name] = credential ? REDACTED : walk(child);
      }
      return out;
    }
    return node;
  };
  return walk(value) as T;
}

/** The secrets (or key-shaped strings) a text still holds; empty means it is safe to hand out. */
export function secretsIn(text: string, secrets: readonly string[]): string[] {
  const found = usableSecrets(secrets).filter((s) => redactSecrets(text, [s]) !== text);
  for (const shape of SECRET_SHAPES) for (const match of text.matchAll(shape)) found.push(match[0]);
  return found;
}

export class SecretLeakError extends Error {
  constructor(what: string) {
    super(`${what} still contains a secret; it was not exported`);
    this.name = 'SecretLeakError';
  }
}

/** The last gate before a file or link leaves: refuse rather than leak. */
export function assertNoSecrets(text: string, secrets: readonly string[], what: string): string {
  if (secretsIn(text, secrets).length > 0) throw new SecretLeakError(what);
  return text;
}
