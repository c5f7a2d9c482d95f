import { describe, expect, it } from 'vitest';
import { compilePattern, type Budget } from './regex-matcher';

// Generated with CPython 3.11: re.search(pattern, text, re.IGNORECASE), spans in UTF-16 units.
const CPYTHON_CASES: ReadonlyArray<readonly [string, string, readonly [number, number] | null]> = [
  ["(?P<x>get)_(?P=x)", "get_get_issue", [0, 7]],
  ["(?P<x>get)_(?P=x)", "get_set", null],
  ["weather$", "weather\n", [0, 7]],
  ["weather\\Z", "weather\n", null],
  ["weather$", "weather\n\n", null],
  ["(?m)^list", "x\nlist", [2, 6]],
  ["^list", "x\nlist", null],
  ["\\Alist", "list x", [0, 4]],
  ["[[:alpha:]]", "alpha", null],
  ["[[:alpha:]]", "a]", [0, 2]],
  ["\\b\u00e9", "caf\u00e9 \u00e9", [5, 6]],
  ["\\w+", "na\u00efve_1", [0, 7]],
  ["\\d+", "x \u0663\u0664 y", [2, 4]],
  ["\\s", "a\u00a0b", [1, 2]],
  ["\\s", "a\ufeffb", null],
  ["(?a)\\w+", "na\u00efve", [0, 2]],
  ["(?a)s", "\u017f", null],
  ["s", "\u017f", [0, 1]],
  ["k", "\u212a", [0, 1]],
  ["(?s)a.b", "a\nb", [0, 3]],
  ["a.b", "a\nb", null],
  ["(?>a+)ab", "aaab", null],
  ["a++b", "aaab", [0, 4]],
  ["a*+a", "aaa", null],
  ["(a)?(?(1)b|c)", "ab", [0, 2]],
  ["(a)?(?(1)b|c)", "c", [0, 1]],
  ["^(a)?(?(1)b|c)$", "ac", null],
  ["(?<=\\d{2})x", "12x", [2, 3]],
  ["(?<=\\d{2})x", "1x", null],
  ["(?<!un)read", "unread", null],
  ["(?<!un)read", "reread", [2, 6]],
  ["(a*)*b", "aaab", [0, 4]],
  ["(a|ab)(c|bcd)(d*)", "abcd", [0, 4]],
  ["colou?r", "COLOR", [0, 5]],
  ["(\\w)\\1", "book", [1, 3]],
  ["(?i)(\\w)\\1", "bOok", [1, 3]],
  ["(?-i:Get)", "get", null],
  ["(?-i:Get)", "Get", [0, 3]],
  ["a{,2}b", "aaab", [1, 4]],
  ["x*", "abc", [0, 0]],
  ["\\x41", "a", [0, 1]],
  ["[^\\W\\d]+", "ab12cd", [0, 2]],
  ["(?x) a \\  b # c", "a b", [0, 3]],
  ["a$\\n", "a\n", [0, 2]],
  ["(a$)+", "a\n", [0, 1]],
  ["\\B", "ab", [1, 1]],
  ["(?=.*issue)get", "get_issue", [0, 3]],
  ["(?=.*issue)get", "get_pr", null],
  ["[\\W]", "a-b", [1, 2]],
  ["\\W+", "a -- b", [1, 5]],
  ["(?i)stra\u00dfe", "STRASSE", null],
  ["(?i)\u01c5", "\u01c6", [0, 1]],
  ["\ud83d\ude00+x", "a\ud83d\ude00\ud83d\ude00x", [1, 6]],
  ["(?<=\ud83d\ude00)x", "\ud83d\ude00x", [2, 3]],
];

// Time stands still: the matcher's answers, not its speed, are under test here.
const budget = (): Budget => ({ deadline: 1, clock: () => 0, steps: 0 });
const isAscii = (s: string) => /^[\u0000-\u007f]*$/.test(s);
const compile = (p: string) => {
  const r = compilePattern(p);
  if (!r.ok) throw new Error(r.message);
  return r.pattern;
};

describe('compilePattern agrees with CPython re.search', () => {
  it.each(CPYTHON_CASES)('%j on %j', (pattern, text, span) => {
    const p = compile(pattern);
    expect(p.test(text, isAscii(text), budget())).toBe(span !== null);
    if (span && span[1] > span[0]) expect(p.ranges(text, isAscii(text), budget())[0]).toEqual(span);
  });
});

describe('compilePattern: engine choice', () => {
  it('uses RE2 alone for patterns it can run exactly', () => {
    for (const p of ['weather', 'get_.*issue', '(?i)slack', '^list_', 'file$', '(a+)+$', '[[:alpha:]]', '\\w+\\Z']) {
      expect(compile(p).engine, p).toBe('re2');
    }
  });

  it('needs the backtracker for backreferences, look-arounds, atomic groups, conditionals and Unicode \\b', () => {
    for (const p of ['(a)\\1', '(?=a)', '(?<!a)b', '(?>a)', 'a++', '(a)?(?(1)b)', '\\bword', 'a$b?']) {
      expect(compile(p).engine, p).toBe('backtrack');
    }
  });

  it('reads a Unicode word boundary on non-ASCII text through the backtracker, as Python does', () => {
    const p = compile('\\bé');
    expect(p.ranges('café é', false, budget())).toEqual([[5, 6]]);
    expect(p.test('café', false, budget())).toBe(false);
  });

  it('lists every non-overlapping, non-empty match like re.finditer', () => {
    expect(compile('a+').ranges('baaa ca a', true, budget())).toEqual([[1, 4], [6, 7], [8, 9]]);
    expect(compile('(\\w)\\1').ranges('book keeper', true, budget())).toEqual([[1, 3], [6, 8]]);
    expect(compile('x*').ranges('abc', true, budget())).toEqual([]);
  });

  it('rejects repetition counts too large to compile', () => {
    const r = compilePattern('(?:(?:a{1000}){1000}){1000}');
    expect(r).toMatchObject({ ok: false });
    expect(!r.ok && r.message).toMatch(/too complex/);
  });

  it('checks the literal prefilter against folded text', () => {
    const p = compile('get_(weather|forecast)');
    expect(p.mayMatch('x get_forecast y')).toBe(true);
    expect(p.mayMatch('get_ only')).toBe(false);
    expect(p.mayMatch('weather and forecast')).toBe(false);
  });
});
