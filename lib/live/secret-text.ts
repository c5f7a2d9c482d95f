/**
 * Finding a secret in text that may be JSON source: an upstream can write any
 * character of a key as a JSON escape (`sk\u002dant-…`, `\/`), and a client
 * that parses the JSON gets the key back whole. So the text is read as the
 * characters its escapes stand for, every secret is looked for in that
 * reading, and what is replaced is the stretch of the original text it came
 * from. Used on every text a scrub looks at (scrub.ts), and on the bytes
 * the server route passes back (scrub-stream.ts, scrub-sse.ts).
 */

export const REDACTED = '[redacted]';

/**
 * Short strings are not treated as secrets by value: replacing a two-letter
 * "key" everywhere would wreck the transcript and protect nothing.
 */
export const MIN_SECRET_LENGTH = 8;

/** Secrets worth looking for, longest first (so a key that contains a shorter secret is replaced whole). */
export function usableSecrets(secrets: readonly string[]): string[] {
  return [...new Set(secrets.filter((s) => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH))].sort((a, b) => b.length - a.length);
}

interface Reading {
  /** The characters the text stands for. */
  chars: string;
  /** For character i of `chars`, where it starts in the text. */
  starts: number[];
}

const HEX4 = /^[0-9a-fA-F]{4}$/;

/** The text read as JSON string content would be: `\uXXXX` and `\/` are one character each; `\\` stays a backslash. */
function readEscapes(text: string): Reading {
  let chars = '';
  const starts: number[] = [];
  for (let i = 0; i < text.length; ) {
    starts.push(i);
    if (text[i] === '\\' && text[i + 1] === 'u' && HEX4.test(text.slice(i + 2, i + 6))) {
      chars += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
      i += 6;
    } else if (text[i] === '\\' && (text[i + 1] === '/' || text[i + 1] === '\\')) {
      chars += text[i + 1];
      i += 2;
    } else {
      chars += text[i];
      i += 1;
    }
  }
  starts.push(text.length);
  return { chars, starts };
}

/** The text with every secret replaced, whether written plainly or with JSON escapes. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  const list = usableSecrets(secrets);
  if (list.length === 0) return text;
  // The common case: no escape at all, so the reading is the text itself.
  if (!text.includes('\\')) return list.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  const { chars, starts } = readEscapes(text);
  const cuts: [number, number][] = [];
  for (let i = 0; i < chars.length; ) {
    const secret = list.find((s) => chars.startsWith(s, i));
    if (!secret) {
      i += 1;
      continue;
    }
    cuts.push([starts[i]!, starts[i + secret.length]!]);
    i += secret.length;
  }
  let out = '';
  let at = 0;
  for (const [from, to] of cuts) {
    out += text.slice(at, from) + REDACTED;
    at = to;
  }
  return out + text.slice(at);
}

/** An escape the next chunk may complete: `\`, `\u`, `\u0`, … at the very end. */
const OPEN_ESCAPE = /\\(?:u[0-9a-fA-F]{0,3})?$/;

/**
 * How many characters at the end of `text` must wait for what comes next,
 * because they could still turn into a secret: an unfinished escape, or an
 * end that reads as the beginning of one. Run after redactSecrets, so no
 * whole secret is left in the text.
 */
export function pendingSecretLength(text: string, secrets: readonly string[]): number {
  const list = usableSecrets(secrets);
  if (list.length === 0) return 0;
  const open = OPEN_ESCAPE.exec(text);
  // An odd run of backslashes opens an escape; `\\` is a finished one.
  const openAt = open && (text.slice(0, open.index).match(/\\*$/)![0].length % 2 === 0) ? open.index : text.length;
  const { chars, starts } = readEscapes(text.slice(0, openAt));
  let keep = 0;
  for (const secret of list) {
    for (let n = Math.min(secret.length - 1, chars.length); n > keep; n -= 1) {
      if (chars.endsWith(secret.slice(0, n))) {
        keep = n;
        break;
      }
    }
  }
  const from = keep > 0 ? starts[chars.length - keep]! : openAt;
  return text.length - Math.min(from, openAt);
}
