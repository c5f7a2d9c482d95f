/**
 * Nothing secret leaves the page: every export (scenario file, run JSON, SVG,
 * PNG source, share link, error report) passes through here. Secrets are the
 * key and MCP tokens the user typed, replaced wherever they occur (a key
 * pasted into the question included), plus anything shaped like an Anthropic
 * key, plus the fields that carry credentials by name.
 */

export const REDACTED = '[redacted]';

/** Anthropic keys and admin keys: `sk-ant-api03-…`, `sk-ant-admin01-…`. */
const KEY_SHAPE = /sk-ant-[A-Za-z0-9_-]{8,}/g;

/** Fields that hold a credential whatever their value. */
const CREDENTIAL_FIELDS = new Set(['authorization_token', 'api_key', 'apikey', 'x-api-key', 'authorization', 'auth_token', 'authtoken']);

/**
 * Short strings are not treated as secrets by value: replacing a two-letter
 * "key" everywhere would wreck the transcript and protect nothing.
 */
export const MIN_SECRET_LENGTH = 8;

function usable(secrets: readonly string[]): string[] {
  return [...new Set(secrets.filter((s) => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH))].sort((a, b) => b.length - a.length);
}

export function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of usable(secrets)) out = out.split(secret).join(REDACTED);
  return out.replace(KEY_SHAPE, REDACTED);
}

/** A deep copy with every secret replaced; credential fields keep their name, so the reader sees one was sent. */
export function scrubSecrets<T>(value: T, secrets: readonly string[]): T {
  const list = usable(secrets);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrubText(node, list);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) {
        const name = scrubText(key, list);
        out[name] = CREDENTIAL_FIELDS.has(key.toLowerCase()) && typeof child === 'string' && child !== '' ? REDACTED : walk(child);
      }
      return out;
    }
    return node;
  };
  return walk(value) as T;
}

/** The secrets (or key-shaped strings) a text still holds; empty means it is safe to hand out. */
export function secretsIn(text: string, secrets: readonly string[]): string[] {
  const found = usable(secrets).filter((s) => text.includes(s));
  for (const match of text.matchAll(KEY_SHAPE)) found.push(match[0]);
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
