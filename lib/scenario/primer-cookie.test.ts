import { describe, expect, it } from 'vitest';
import { PRIMER_COOKIE_VALUE, primerSeen } from './primer-cookie';

describe('primerSeen', () => {
  it('is true only for the cookie the primer sets', () => {
    expect(primerSeen(PRIMER_COOKIE_VALUE.split(';')[0])).toBe(true);
    expect(primerSeen('lang=ja; tsl-primer=seen')).toBe(true);
    expect(primerSeen('tsl-primer=other')).toBe(false);
    expect(primerSeen('xtsl-primer=seen')).toBe(false);
    expect(primerSeen('')).toBe(false);
    expect(primerSeen(undefined)).toBe(false);
  });
});
