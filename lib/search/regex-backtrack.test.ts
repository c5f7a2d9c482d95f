import { describe, expect, it } from 'vitest';
import { BudgetExceeded, compileBacktracker, PatternTooComplex, toCodePoints, type Budget } from './regex-backtrack';
import { parsePythonRegex } from './python-regex';

const vm = (pattern: string) => {
  const parsed = parsePythonRegex(pattern, { ignoreCase: true });
  if (!parsed.ok) throw new Error(parsed.message);
  return compileBacktracker(parsed.regex);
};
/** Time stands still: no search here can run out of it. */
const never = () => 0;
const search = (pattern: string, text: string, budget: Budget = { deadline: 1, clock: never, steps: 0 }) =>
  vm(pattern).search(toCodePoints(text).cps, 0, budget);

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

  it('looks at the clock every 4,096 steps and throws BudgetExceeded once it reads past the deadline', () => {
    // The clock reads 0 for its first three looks, then 2: past a deadline of 1.
    let looks = 0;
    const budget: Budget = { deadline: 1, clock: () => (++looks > 3 ? 2 : 0), steps: 0 };
    expect(() => search('(a+)+\\1$', `${'a'.repeat(40)}!aa`, budget)).toThrow(BudgetExceeded);
    expect(looks).toBe(4);
    expect(budget.steps).toBe(4 * 4096);
  });

  it('never looks at the clock on a search that ends within 4,096 steps', () => {
    const budget: Budget = { deadline: 1, clock: () => 2, steps: 0 };
    expect(search('(a|ab)(c|bcd)(d*)', 'abcd', budget)).toEqual([0, 4]);
    expect(budget.steps).toBeLessThan(4096);
  });

  it('refuses programs too large to build', () => {
    const parsed = parsePythonRegex('(?:a{1000}){1000}');
    expect(parsed.ok && (() => compileBacktracker(parsed.regex))).toThrow(PatternTooComplex);
  });
});
