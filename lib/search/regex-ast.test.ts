import { describe, expect, it } from 'vitest';
import { parsePythonRegex } from './python-regex';
import { fixedWidth } from './regex-ast';

const width = (pattern: string) => {
  const parsed = parsePythonRegex(pattern);
  if (!parsed.ok) throw new Error(parsed.message);
  return fixedWidth(parsed.regex.root, parsed.regex.groupWidths);
};

describe('fixedWidth (look-behind needs it)', () => {
  it('measures fixed-width patterns in code points', () => {
    expect(width('abc')).toBe(3);
    expect(width('a{3}[xy]\\d')).toBe(5);
    expect(width('ab|cd')).toBe(2);
    expect(width('(ab)\\1')).toBe(4);
    expect(width('^a\\b(?=xyz)')).toBe(1);
    expect(width('😀')).toBe(1);
  });

  it('returns null when the width varies', () => {
    expect(width('a+')).toBeNull();
    expect(width('a|bc')).toBeNull();
    expect(width('a{1,2}')).toBeNull();
    expect(width('(a+)\\1')).toBeNull();
  });
});
