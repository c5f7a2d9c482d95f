import { describe, expect, it, vi } from 'vitest';
import { charLength, failure, resolveOptions, startSearch, success, timeExceeded } from './outcome';

/** A search that started at 40 ms, and now it is 42.5 ms. */
const start = { clock: () => 42.5, startedAt: 40 };

describe('outcome helpers', () => {
  it('builds SDK-shaped error results, timed on the search’s own clock', () => {
    expect(failure('invalid_tool_input', 'bad', start)).toEqual({
      ok: false,
      error: { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input', error_message: 'bad' },
      elapsed_ms: 2.5,
    });
    expect(timeExceeded(1000, start)).toMatchObject({ error: { error_code: 'execution_time_exceeded', error_message: expect.stringMatching(/1000 ms/) } });
    expect(success([], 0, start)).toEqual({ ok: true, hits: [], total_candidates: 0, elapsed_ms: 2.5 });
  });

  it('starts on the clock the options give, performance.now by default', () => {
    expect(startSearch({ clock: () => 7 }).startedAt).toBe(7);
    // The default is performance.now itself, read when the search starts and whenever the clock is asked.
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(42).mockReturnValueOnce(43);
    const { clock, startedAt } = startSearch(undefined);
    expect(startedAt).toBe(42);
    expect(clock()).toBe(43);
    now.mockRestore();
  });

  it('defaults limit to 5 and the deadline to just under 1 s, and rejects non-positive or fractional limits', () => {
    const at100 = { clock: () => 100, startedAt: 100 };
    expect(resolveOptions(undefined, at100)).toEqual({ ok: true, limit: 5, deadline: 1000, deadlineMs: 900, clock: at100.clock });
    expect(resolveOptions({ limit: 10, deadlineMs: 50 }, at100)).toEqual({ ok: true, limit: 10, deadline: 150, deadlineMs: 50, clock: at100.clock });
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(resolveOptions({ limit }, at100).ok).toBe(false);
  });

  it('counts characters as code points', () => {
    expect(charLength('abc')).toBe(3);
    expect(charLength('😀😀')).toBe(2);
  });
});
