import { describe, expect, it } from 'vitest';
import { visibleAt } from './load.mjs';

describe('when the diagram counts as visible', () => {
  it('a diagram in the DOM before the first paint shows at the first paint, not at the frame that only began drawing it', () => {
    expect(visibleAt(180, 400)).toBe(400);
  });

  it('a diagram drawn after the first paint shows no sooner than the frame after it was drawn', () => {
    expect(visibleAt(650, 300)).toBe(650);
  });

  it('without both times there is no figure', () => {
    expect(visibleAt(undefined, 300)).toBeNull();
    expect(visibleAt(200, undefined)).toBeNull();
  });
});
