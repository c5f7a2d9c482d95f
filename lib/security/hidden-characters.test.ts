import { describe, expect, it } from 'vitest';
import { hasHidden, showHidden } from './hidden-characters';

describe('hidden characters', () => {
  it('writes bidi controls and zero-width characters as visible escapes', () => {
    expect(showHidden('delete_all\u202Eatad_daer')).toBe('delete_all\\u202Eatad_daer');
    expect(showHidden('read\u200Bdata\u200D\u2066x\u2069\uFEFF')).toBe('read\\u200Bdata\\u200D\\u2066x\\u2069\\uFEFF');
    expect(showHidden('tag\u{E0041}')).toBe('tag\\u{E0041}');
    expect(showHidden('a\u0000b\u001Bc\u2028')).toBe('a\\u0000b\\u001Bc\\u2028');
  });

  it('leaves ordinary text alone, CJK and emoji included, and keeps lines where asked', () => {
    for (const text of ['get_weather', 'Wetter in München', '天気はどうですか？', 'plain — dash', 'x 😀 y', 'sunny ☀️', '👩‍💻 dev', '🏳️‍🌈']) {
      expect(showHidden(text)).toBe(text);
      expect(hasHidden(text)).toBe(false);
    }
    expect(showHidden('a\nb\tc')).toBe('a\\u000Ab\\u0009c');
    expect(showHidden('a\nb\tc\u202E', { keepLines: true })).toBe('a\nb\tc\\u202E');
    // Called twice: a global pattern must not carry its position from one call to the next.
    expect(hasHidden('x\u202Ey')).toBe(true);
    expect(hasHidden('x\u202Ey')).toBe(true);
    expect(showHidden('read\uFE0Fdata')).toBe('read\\uFE0Fdata');
  });
});
