import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { parsePythonRegex } from './python-regex';
import { toRe2Source } from './regex-re2';

const translate = (pattern: string) => {
  const parsed = parsePythonRegex(pattern, { ignoreCase: true });
  if (!parsed.ok) throw new Error(parsed.message);
  return toRe2Source(parsed.regex);
};
const re2 = (pattern: string) => RE2JS.compile(translate(pattern).source, RE2JS.CASE_INSENSITIVE);

describe('RE2 translation', () => {
  it('translates Python-only syntax into RE2 that behaves the same', () => {
    expect(re2('\\Aget_').test('get_x')).toBe(true);
    expect(re2('\\Aget_').test('forget_x')).toBe(false);
    expect(re2('x\\Z').test('x\n')).toBe(false);
    expect(re2('x$').test('x\n')).toBe(true);
    expect(re2('[[:alpha:]]').test('alpha')).toBe(false);
    expect(re2('[[:alpha:]]').test('a]')).toBe(true);
    expect(re2('\\d').test('٣')).toBe(true);
    expect(re2('\\s').test('\u00a0')).toBe(true);
    expect(re2('\\s').test('\ufeff')).toBe(false);
    expect(re2('(?-i:Get)').test('get')).toBe(false);
  });

  it('flags what RE2 cannot run exactly', () => {
    expect(translate('weather$')).toMatchObject({ exact: true, asciiTextOnly: false, usable: true, tailNewlineGroups: [1] });
    expect(translate('a$b?')).toMatchObject({ exact: false });
    expect(translate('\\bx')).toMatchObject({ exact: true, asciiTextOnly: true });
    expect(translate('(?a)\\bx')).toMatchObject({ usable: false });
    for (const p of ['(a)\\1', '(?=a)', '(?<=a)b', '(?>a)', 'a*+', '(a)?(?(1)b|c)', 'a{1001}', '[^\\W]']) {
      expect(translate(p).exact, p).toBe(false);
    }
  });

  it('over-approximates what it cannot run, so it never rejects a real match', () => {
    // Each pair: a pattern RE2 cannot run exactly, and texts CPython matches.
    const cases: Array<[string, string[]]> = [
      ['(?P<x>get)_(?P=x)', ['get_get', 'GET_get']],
      ['(?<!un)read', ['read', 'reread']],
      ['(?=.*issue)get', ['get_issue']],
      ['(?>a+)b', ['aab']],
      ['(<)?x(?(1)>|$)', ['<x>', 'x']],
      ['a$\\n', ['a\n']],
      ['[^\\W\\d]', ['é']],
    ];
    for (const [pattern, texts] of cases) {
      for (const text of texts) expect(re2(pattern).test(text), `${pattern} on ${JSON.stringify(text)}`).toBe(true);
    }
  });
});
