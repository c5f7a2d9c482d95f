import { describe, expect, it } from 'vitest';
import { embedCode, embedPath } from './embed-code';

describe('the embed code', () => {
  it('points at the scenario and step with embed=1', () => {
    expect(embedPath('weather-mcp', 6)).toBe('/?scenario=weather-mcp&step=6&embed=1');
  });

  it('is one iframe of the size the embed view fits, shrinking with a narrower column', () => {
    expect(embedCode('https://lab.example', 'weather-mcp', 6, 'Weather')).toBe(
      '<iframe src="https://lab.example/?scenario=weather-mcp&amp;step=6&amp;embed=1" title="Weather" width="700" height="500" loading="lazy" style="border:0;max-width:100%"></iframe>',
    );
  });

  it('escapes quotes and markup in the title and the id', () => {
    const code = embedCode('https://lab.example', 'a"b', 1, '"><script>alert(1)</script>');
    expect(code).not.toContain('<script>');
    expect(code).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(code.match(/"/g)).toHaveLength(12);
  });
});
