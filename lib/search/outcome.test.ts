import { describe, expect, it } from 'vitest';
import { charLength, failure, resolveOptions, timeExceeded } from './outcome';

describe('outcome helpers', () => {
  it('builds SDK-shaped error results', () => {
    expect(failure('invalid_tool_input', 'bad', performance.now())).toMatchObject({
      ok: false,
      error: { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input', error_message: 'bad' },
    });
    expect(timeExceeded(1000, performance.now())).toMatchObject({ error: { error_code: 'execution_time_exceeded', error_message: expect.stringMatching(/1000 ms/) } });
  });

  it('defaults limit to 5 and the deadline to just under 1 s, and rejects non-positive or fractional limits', () => {
    const t = 100;
    expect(resolveOptions(undefined, t)).toEqual({ ok: true, limit: 5, deadline: 1000, deadlineMs: 900 });
    expect(resolveOptions({ limit: 10, deadlineMs: 50 }, t)).toEqual({ ok: true, limit: 10, deadline: 150, deadlineMs: 50 });
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(resolveOptions({ limit }, t).ok).toBe(false);
  });

  it('counts characters as code points', () => {
    expect(charLength('abc')).toBe(3);
    expect(charLength('😀😀')).toBe(2);
  });
});
