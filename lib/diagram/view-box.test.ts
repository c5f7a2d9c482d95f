import { describe, expect, it } from 'vitest';
import { viewBoxSize } from './view-box';

describe('viewBoxSize', () => {
  it('reads the root svg’s viewBox', () => {
    expect(viewBoxSize('<svg id="a" viewBox="-50 -10 805.25 794" style="max-width: 805px;"><svg viewBox="0 0 1 1"/></svg>')).toEqual({ width: 805.3, height: 794 });
  });

  it('gives nothing for a missing, broken or empty box', () => {
    expect(viewBoxSize('<svg width="10"></svg>')).toBeNull();
    expect(viewBoxSize('<svg viewBox="0 0 abc 10"></svg>')).toBeNull();
    expect(viewBoxSize('<svg viewBox="0 0 0 10"></svg>')).toBeNull();
    expect(viewBoxSize('not svg')).toBeNull();
  });
});
