import { describe, expect, it } from 'vitest';
import { CHARS_PER_TOKEN, estimateTokens } from './estimate';

describe('the character estimate', () => {
  it('counts compact JSON, and a string as its own text, rounding up', () => {
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens({ a: 1 })).toBe(Math.ceil('{"a":1}'.length / CHARS_PER_TOKEN));
    expect(estimateTokens(null)).toBe(0);
    expect(estimateTokens(undefined)).toBe(0);
  });
});
