import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, jsonTextDepth, jsonValueDepth, MAX_JSON_DEPTH } from './json-depth';

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('jsonTextDepth', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('"x"')).toBe(0);
    expect(jsonTextDepth('{}')).toBe(1);
    expect(jsonTextDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTextDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonTextDepth('["\\"[[[", "\\\\", [1]]')).toBe(2);
  });

  it('measures a 100,000-deep text without overflowing, and stops early when asked', () => {
    expect(jsonTextDepth(nested(100_000))).toBe(100_000);
    expect(jsonTextDepth(nested(100_000), 10)).toBe(11);
  });

  it('says when a text passes the limit, and not when it reaches it', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(nested(5), 4)).toBe(true);
  });
});

describe('jsonValueDepth', () => {
  it('agrees with the text measure on parsed values', () => {
    for (const text of ['1', '{}', '{"a":[1,{"b":[]}],"c":{}}', nested(50)]) expect(jsonValueDepth(JSON.parse(text))).toBe(jsonTextDepth(text));
  });

  it('measures a 100,000-deep value without overflowing', () => {
    expect(jsonValueDepth(JSON.parse(nested(100_000)))).toBe(100_000);
    expect(jsonValueDepth(JSON.parse(nested(100_000)), 3)).toBe(4);
  });
});
