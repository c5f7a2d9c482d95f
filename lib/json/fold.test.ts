import { describe, expect, it } from 'vitest';
import { childCount, FOLD_CHARS, startsFolded } from './fold';

describe('startsFolded', () => {
  const big = { text: 'x'.repeat(FOLD_CHARS + 1) };

  it('never folds scalars or the top two levels', () => {
    expect(startsFolded('x'.repeat(5000), 5)).toBe(false);
    expect(startsFolded(big, 0)).toBe(false);
    expect(startsFolded(big, 1)).toBe(false);
  });

  it('folds large nodes deeper down, and schemas below the top', () => {
    expect(startsFolded(big, 2)).toBe(true);
    expect(startsFolded({ a: 1 }, 2)).toBe(false);
    expect(startsFolded({ type: 'object' }, 2, 'input_schema')).toBe(true);
    expect(startsFolded({ type: 'object' }, 1, 'input_schema')).toBe(false);
  });

  it('counts items of arrays and objects', () => {
    expect(childCount([1, 2, 3])).toBe(3);
    expect(childCount({ a: 1 })).toBe(1);
  });
});
