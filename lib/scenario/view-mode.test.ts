import { describe, expect, it } from 'vitest';
import { viewModeOf, withViewMode } from './view-mode';

const of = (query: string) => {
  const params = new URLSearchParams(query);
  return viewModeOf((name) => params.get(name));
};

describe('the view mode in the URL', () => {
  it('reads present=1 and embed=1, and only the value 1', () => {
    expect(of('scenario=x&step=2')).toBe('full');
    expect(of('present=1')).toBe('present');
    expect(of('embed=1')).toBe('embed');
    expect(of('present=0&embed=true')).toBe('full');
  });

  it('keeps an embedded player embedded even when presenter mode is asked for too', () => {
    expect(of('present=1&embed=1')).toBe('embed');
  });

  it('writes back what it reads', () => {
    for (const mode of ['full', 'present', 'embed'] as const) expect(of(withViewMode('scenario=x&step=2', mode))).toBe(mode);
    expect(withViewMode('scenario=x&step=2', 'full')).toBe('scenario=x&step=2');
  });
});
