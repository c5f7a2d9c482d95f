import { describe, expect, it } from 'vitest';
import { maxDepthExceeded } from './json-depth';

/** `[[[…]]]` n levels deep, built without recursion. */
const nested = (n: number): unknown => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`);

describe('maxDepthExceeded', () => {
  it('lets values within the limit through, scalars included', () => {
    expect(maxDepthExceeded(nested(64), 64)).toBeNull();
    expect(maxDepthExceeded({ a: [{ b: 1 }] }, 3)).toBeNull();
    expect(maxDepthExceeded('text', 0)).toBeNull();
    expect(maxDepthExceeded(null, 0)).toBeNull();
  });

  it('names the first container past the limit', () => {
    expect(maxDepthExceeded({ a: [{ b: 1 }] }, 2)).toEqual({ path: 'a[0]' });
    expect(maxDepthExceeded({ ok: {}, deep: { x: { y: [] } } }, 3)).toEqual({ path: 'deep.x.y' });
    expect(maxDepthExceeded(nested(3), 2)).toEqual({ path: '[0][0]' });
  });

  it('walks 200,000 levels without touching the call stack', () => {
    expect(maxDepthExceeded(nested(200_000), 64)?.path).toBe('[0]'.repeat(64));
    expect(maxDepthExceeded(nested(200_000), 1_000_000)).toBeNull();
  });
});
