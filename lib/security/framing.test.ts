import { describe, expect, it } from 'vitest';
import { isFramed } from './framing';

describe('isFramed', () => {
  it('is false for a top-level page and true inside a frame', () => {
    const top = { top: null as unknown, self: null as unknown };
    top.top = top;
    top.self = top;
    expect(isFramed(top)).toBe(false);
    expect(isFramed({ top, self: {} })).toBe(true);
  });

  it('counts a page whose top cannot be read as framed', () => {
    const hostile = {
      get top(): unknown {
        throw new Error('SecurityError');
      },
      self: {},
    };
    expect(isFramed(hostile)).toBe(true);
  });
});
