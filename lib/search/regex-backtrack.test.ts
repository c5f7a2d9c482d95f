import { describe, expect, it } from 'vitest';
import { BudgetExceeded, compileBacktracker, PatternTooComplex, toCodePoints } from './regex-backtrack';
import { parsePythonRegex } from './python-regex';

const vm = (pattern: string) => {
  const parsed = parsePythonRegex(pattern, { ignoreCase: true });
  if (!parsed.ok) throw new Error(parsed.message);
  return compileBacktracker(parsed.regex);
};
const search = (pattern: string, text: string, deadlineMs = 1000) =>
  vm(pattern).search(toCodePoints(text).cps, 0, { deadline: performance.now() + deadlineMs, steps: 0 });

describe('backtracking matcher', () => {
  it('prefers the first alternative and greedy repeats, like sre', () => {
    expect(search('(a|ab)(c|bcd)(d*)', 'abcd')).toEqual([0, 4]);
    expect(search('a+?', 'aaa')).toEqual([0, 1]);
    expect(search('a{2,3}', 'aaaa')).toEqual([0, 3]);
  });

  it('ends loops whose body matched nothing instead of spinning', () => {
    expect(search('(a*)*b', 'aaab')).toEqual([0, 4]);
    expect(search('(a?)*?c', 'aac')).toEqual([0, 3]);
    expect(search('(?:)*x', 'x')).toEqual([0, 1]);
  });

  it('never backtracks into atomic groups or possessive repeats', () => {
    expect(search('(?>a+)ab', 'aaab')).toBeNull();
    expect(search('a*+a', 'aaa')).toBeNull();
    expect(search('(?>a|ab)c', 'abc')).toBeNull();
    expect(search('(?>ab|a)c', 'abc')).toEqual([0, 3]);
  });

  it('undoes captures made in a branch it leaves, so backreferences see the right text', () => {
    expect(search('(?:(a)|b)\\1', 'ba')).toBeNull(); // group 1 never participated
    expect(search('(?:(a)x|(a))\\2', 'aa')).toEqual([0, 2]);
    expect(search('(?=(\\w+))\\1!', 'abc!')).toEqual([0, 4]);
  });

  it('runs conditionals and fixed-width look-behind, including backreferences inside it', () => {
    expect(search('(<)?x(?(1)>|$)', '<x>')).toEqual([0, 3]);
    expect(search('(<)?x(?(1)>|$)', 'x')).toEqual([0, 1]);
    expect(search('(ab)(?<=\\1)c', 'abc')).toEqual([0, 3]);
  });

  it('throws BudgetExceeded at the deadline on exponential searches', () => {
    const t0 = performance.now();
    expect(() => search('(a+)+\\1$', `${'a'.repeat(40)}!aa`, 50)).toThrow(BudgetExceeded);
    expect(performance.now() - t0).toBeLessThan(200);
  });

  it('refuses programs too large to build', () => {
    const parsed = parsePythonRegex('(?:a{1000}){1000}');
    expect(parsed.ok && (() => compileBacktracker(parsed.regex))).toThrow(PatternTooComplex);
  });
});
