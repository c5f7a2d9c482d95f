import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, jsonTextDepth, maxDepthExceeded, MAX_JSON_DEPTH } from './json-depth';

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
/** `[[[…]]]` n levels deep, parsed (JSON.parse does not recurse on the stack). */
const nestedValue = (n: number): unknown => JSON.parse(nested(n));

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

describe('maxDepthExceeded', () => {
  it('lets values within the limit through, scalars included', () => {
    expect(maxDepthExceeded(nestedValue(64), 64)).toBeNull();
    expect(maxDepthExceeded({ a: [{ b: 1 }] }, 3)).toBeNull();
    expect(maxDepthExceeded('text', 0)).toBeNull();
    expect(maxDepthExceeded(null, 0)).toBeNull();
  });

  it('names the first container past the limit', () => {
    expect(maxDepthExceeded({ a: [{ b: 1 }] }, 2)).toEqual({ path: 'a[0]' });
    expect(maxDepthExceeded({ ok: {}, deep: { x: { y: [] } } }, 3)).toEqual({ path: 'deep.x.y' });
    expect(maxDepthExceeded(nestedValue(3), 2)).toEqual({ path: '[0][0]' });
  });

  it('walks 200,000 levels without touching the call stack', () => {
    expect(maxDepthExceeded(nestedValue(200_000), 64)?.path).toBe('[0]'.repeat(64));
    expect(maxDepthExceeded(nestedValue(200_000), 1_000_000)).toBeNull();
  });
});
