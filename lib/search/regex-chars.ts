import {
  ASCII_DIGIT_RANGES,
  ASCII_SPACE_RANGES,
  ASCII_WORD_RANGES,
  UNICODE_SPACE_RANGES,
  type SetItem,
} from './regex-ast';

/**
 * Character-level pieces of the backtracker: Python's `\w \d \s` (Unicode unless `(?a)`),
 * IGNORECASE folding, class predicates, and the code point view of a JS string.
 */

type Ranges = ReadonlyArray<readonly [number, number]>;
const inRanges = (rs: Ranges, cp: number) => rs.some(([lo, hi]) => cp >= lo && cp <= hi);
const UNICODE_WORD = /^[\p{L}\p{N}_]$/u;
const UNICODE_DIGIT = /^\p{Nd}$/u;
export const isAsciiWord = (cp: number) => inRanges(ASCII_WORD_RANGES, cp);
export function isUnicodeWord(cp: number): boolean {
  if (cp < 128) return isAsciiWord(cp);
  return UNICODE_WORD.test(String.fromCodePoint(cp));
}

function classTest(item: Extract<SetItem, { kind: 'class' }>, cp: number): boolean {
  switch (item.cls) {
    case 'd':
      return item.ascii ? inRanges(ASCII_DIGIT_RANGES, cp) : cp < 128 ? cp >= 48 && cp <= 57 : UNICODE_DIGIT.test(String.fromCodePoint(cp));
    case 'w':
      return item.ascii ? isAsciiWord(cp) : isUnicodeWord(cp);
    case 's':
      return inRanges(item.ascii ? ASCII_SPACE_RANGES : UNICODE_SPACE_RANGES, cp);
    case 'D':
    case 'W':
    case 'S':
      return !classTest({ ...item, cls: item.cls.toLowerCase() as 'd' }, cp);
  }
}

export function setPredicate(items: SetItem[], negated: boolean, f: ((cp: number) => number) | null): (cp: number) => boolean {
  const raw = (cp: number) => items.some((item) => (item.kind === 'range' ? cp >= item.lo && cp <= item.hi : classTest(item, cp)));
  let test = raw;
  if (f === fold) test = (cp) => raw(cp) || raw(fold(cp)) || raw(simpleCase(cp, 'upper')) || raw(simpleCase(cp, 'lower'));
  else if (f === asciiFold) test = (cp) => raw(cp) || raw(asciiFold(cp)) || raw(asciiUpper(cp));
  return negated ? (cp) => !test(cp) : test;
}

function simpleCase(cp: number, to: 'upper' | 'lower'): number {
  const s = String.fromCodePoint(cp);
  const mapped = to === 'upper' ? s.toUpperCase() : s.toLowerCase();
  const out = mapped.codePointAt(0)!;
  return mapped.length === String.fromCodePoint(out).length ? out : cp;
}

export function folder(node: { fold: boolean; asciiFold: boolean }): ((cp: number) => number) | null {
  if (!node.fold) return null;
  return node.asciiFold ? asciiFold : fold;
}

const asciiFold = (cp: number) => (cp >= 65 && cp <= 90 ? cp + 32 : cp);
const asciiUpper = (cp: number) => (cp >= 97 && cp <= 122 ? cp - 32 : cp);

const foldCache = new Map<number, number>();

/**
 * The case-insensitive key of a code point: lower(upper(c)) when both are single code points.
 * It makes `ſ`~`s`, `K` (Kelvin)~`k`, `ı`~`i` equal, as Python's IGNORECASE does.
 */
export function fold(cp: number): number {
  if (cp < 128) return cp >= 65 && cp <= 90 ? cp + 32 : cp;
  if (cp === 0x130) return 0x69;
  let key = foldCache.get(cp);
  if (key === undefined) {
    key = simpleCase(simpleCase(cp, 'upper'), 'lower');
    foldCache.set(cp, key);
  }
  return key;
}

/** Code points of `text`, and each one's UTF-16 offset (plus a final entry for the end). */
export function toCodePoints(text: string): { cps: Int32Array; offsets: Int32Array } {
  const cps = new Int32Array(text.length);
  const offsets = new Int32Array(text.length + 1);
  let n = 0;
  for (let i = 0; i < text.length; n++) {
    const cp = text.codePointAt(i)!;
    cps[n] = cp;
    offsets[n] = i;
    i += cp > 0xffff ? 2 : 1;
  }
  offsets[n] = text.length;
  return { cps: cps.subarray(0, n), offsets: offsets.subarray(0, n + 1) };
}
