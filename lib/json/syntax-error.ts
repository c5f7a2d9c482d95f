/**
 * Where a text stops being JSON, and what should have come there. Browsers word
 * JSON.parse errors differently and some give no position at all, so after a
 * failed parse this scanner walks the text once (iteratively: nesting depth
 * costs nothing) and reports the first offending character by line and column.
 */

export interface JsonSyntaxProblem {
  /** 1-based, as editors count. */
  line: number;
  column: number;
  /** What is there: a quoted character, or "the end of the file". */
  found: string;
  /** What JSON allows there. */
  expected: string;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;

type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'after-value';

const EXPECTED: Record<Expect, string> = {
  value: 'a value (object, array, string, number, true, false or null)',
  'value-or-close': 'a value or "]"',
  key: 'a property name in double quotes',
  'key-or-close': 'a property name in double quotes or "}"',
  colon: '":" after the property name',
  'after-value': '',
};

/** Null when the text is valid JSON. */
export function locateJsonSyntaxError(text: string): JsonSyntaxProblem | null {
  const closers: Array<'}' | ']'> = [];
  let state: Expect = 'value';
  let i = 0;

  const fail = (at: number, expected: string): JsonSyntaxProblem => {
    let line = 1;
    let lineStart = 0;
    for (let j = 0; j < at && j < text.length; j += 1) {
      if (text[j] === '\n') {
        line += 1;
        lineStart = j + 1;
      }
    }
    const found = at >= text.length ? 'the end of the file' : describeChar(text.codePointAt(at)!);
    return { line, column: at - lineStart + 1, found, expected };
  };
  const afterValueExpected = () => {
    const top = closers.at(-1);
    return top === '}' ? '"," or "}"' : top === ']' ? '"," or "]"' : 'the end of the file';
  };
  /** Scans the string starting at the quote at i; returns the index after its closing quote, or a problem. */
  const scanString = (): number | JsonSyntaxProblem => {
    let j = i + 1;
    while (j < text.length) {
      const c = text[j]!;
      if (c === '"') return j + 1;
      if (c === '\\') {
        const next = text[j + 1];
        if (next === 'u') {
          HEX4.lastIndex = j + 2;
          if (!HEX4.test(text)) return fail(j + 2, 'four hex digits after \\u');
          j += 6;
          continue;
        }
        if (next === undefined || !ESCAPES.has(next)) return fail(j + 1, 'an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX');
        j += 2;
        continue;
      }
      if (c.charCodeAt(0) < 0x20) return fail(j, 'no control character inside a string (write it as an escape)');
      j += 1;
    }
    return fail(j, 'a closing double quote');
  };

  while (true) {
    while (i < text.length && WHITESPACE.has(text[i]!)) i += 1;
    const c = text[i];
    if (state === 'after-value') {
      if (closers.length === 0) return c === undefined ? null : fail(i, 'the end of the file');
      if (c === ',') {
        state = closers.at(-1) === '}' ? 'key' : 'value';
        i += 1;
        continue;
      }
      if (c === closers.at(-1)) {
        closers.pop();
        i += 1;
        continue;
      }
      return fail(i, afterValueExpected());
    }
    if (state === 'colon') {
      if (c !== ':') return fail(i, EXPECTED.colon);
      state = 'value';
      i += 1;
      continue;
    }
    if (state === 'key' || state === 'key-or-close') {
      if (state === 'key-or-close' && c === '}') {
        closers.pop();
        state = 'after-value';
        i += 1;
        continue;
      }
      if (c !== '"') return fail(i, EXPECTED[state]);
      const end = scanString();
      if (typeof end !== 'number') return end;
      i = end;
      state = 'colon';
      continue;
    }
    // A value is expected.
    if (state === 'value-or-close' && c === ']') {
      closers.pop();
      state = 'after-value';
      i += 1;
      continue;
    }
    if (c === '{' || c === '[') {
      closers.push(c === '{' ? '}' : ']');
      state = c === '{' ? 'key-or-close' : 'value-or-close';
      i += 1;
      continue;
    }
    if (c === '"') {
      const end = scanString();
      if (typeof end !== 'number') return end;
      i = end;
    } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (!match) return fail(c === '-' ? i + 1 : i, 'a digit');
      i += match[0].length;
    } else {
      const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
      if (!word) return fail(i, EXPECTED[state]);
      i += word.length;
    }
    state = 'after-value';
  }
}

function describeChar(code: number): string {
  if (code < 0x20 || code === 0x7f) return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code === 0xfeff) return 'a byte order mark (U+FEFF)';
  if (code === 0x22) return 'a double quote';
  return `"${String.fromCodePoint(code)}"`;
}

export function describeJsonSyntaxProblem(p: JsonSyntaxProblem): string {
  return `not valid JSON at line ${p.line}, column ${p.column}: found ${p.found}, expected ${p.expected}`;
}
