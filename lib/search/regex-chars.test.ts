import { describe, expect, it } from 'vitest';
import { fold, folder, isUnicodeWord, setPredicate, toCodePoints } from './regex-chars';

const cp = (c: string) => c.codePointAt(0)!;

describe('code points and case folding', () => {
  it('maps code points to UTF-16 offsets', () => {
    const { cps, offsets } = toCodePoints('a😀b');
    expect(Array.from(cps)).toEqual([0x61, 0x1f600, 0x62]);
    expect(Array.from(offsets)).toEqual([0, 1, 3, 4]);
  });

  it('folds the characters Python IGNORECASE equates', () => {
    expect(fold('S'.codePointAt(0)!)).toBe(fold('ſ'.codePointAt(0)!));
    expect(fold('k'.codePointAt(0)!)).toBe(fold(0x212a));
    expect(fold('I'.codePointAt(0)!)).toBe(fold('ı'.codePointAt(0)!));
    expect(fold('Σ'.codePointAt(0)!)).toBe(fold('ς'.codePointAt(0)!));
  });
});

describe('class predicates', () => {
  it('reads \\w and \\d as Unicode unless ASCII mode is on', () => {
    const word = setPredicate([{ kind: 'class', cls: 'w', ascii: false }], false, null);
    const asciiWord = setPredicate([{ kind: 'class', cls: 'w', ascii: true }], false, null);
    expect(word(cp('é'))).toBe(true);
    expect(asciiWord(cp('é'))).toBe(false);
    expect(setPredicate([{ kind: 'class', cls: 'd', ascii: false }], false, null)(cp('٣'))).toBe(true);
    expect(isUnicodeWord(cp('_'))).toBe(true);
    expect(isUnicodeWord(cp('-'))).toBe(false);
  });

  it('uses Python\'s whitespace set: NBSP yes, BOM no', () => {
    const space = setPredicate([{ kind: 'class', cls: 's', ascii: false }], false, null);
    expect(space(0xa0)).toBe(true);
    expect(space(0xfeff)).toBe(false);
    expect(space(0x1c)).toBe(true);
  });

  it('folds ranges and negations case-insensitively, Unicode or ASCII-only', () => {
    const range = [{ kind: 'range' as const, lo: cp('a'), hi: cp('z') }];
    expect(setPredicate(range, false, folder({ fold: true, asciiFold: false }))(cp('Q'))).toBe(true);
    expect(setPredicate(range, false, folder({ fold: true, asciiFold: false }))(cp('ſ'))).toBe(true);
    expect(setPredicate(range, false, folder({ fold: true, asciiFold: true }))(cp('ſ'))).toBe(false);
    expect(setPredicate(range, true, folder({ fold: true, asciiFold: false }))(cp('Q'))).toBe(false);
    expect(setPredicate(range, false, null)(cp('Q'))).toBe(false);
  });
});
