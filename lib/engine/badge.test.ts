import { describe, expect, it } from 'vitest';
import { badgeOf } from './badge';

describe('badgeOf', () => {
  it('names the recording a wire step came from', () => {
    expect(badgeOf('wire', 'api')).toBe('api');
    expect(badgeOf('wire', 'emulator')).toBe('emulator');
  });

  it('keeps derived, client and published steps apart from recorded ones, whatever the source', () => {
    for (const source of ['api', 'emulator'] as const) {
      expect(badgeOf('inside', source)).toBe('derived');
      expect(badgeOf('client', source)).toBe('client');
      expect(badgeOf('published', source)).toBe('published');
    }
  });

  it('never calls a quoted article payload recorded', () => {
    expect(badgeOf('wire', 'article')).toBe('published');
  });
});
