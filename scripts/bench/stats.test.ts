import { describe, expect, it } from 'vitest';
import { medianInterval, summary } from './stats.mjs';

describe('how far a median could move on a rerun', () => {
  it('nine loads: from the 2nd smallest to the 2nd largest, which covers the median 96% of the time', () => {
    const ci = medianInterval([500, 300, 310, 320, 330, 340, 350, 360, 200])!;
    expect([ci.low, ci.high]).toEqual([300, 360]);
    expect(ci.coverage).toBeCloseTo(1 - 20 / 512, 6);
  });

  it('one slow load widens the interval by one rank, not by its size', () => {
    const calm = medianInterval([300, 310, 320, 330, 340, 350, 360, 370, 380])!;
    const spiked = medianInterval([300, 310, 320, 330, 340, 350, 360, 370, 9000])!;
    expect(spiked).toEqual(calm);
  });

  it('more samples narrow it: twenty loads leave out the 5 smallest and 5 largest', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    const ci = medianInterval(values)!;
    expect([ci.low, ci.high]).toEqual([6, 15]);
    expect(ci.coverage).toBeGreaterThanOrEqual(0.95);
  });

  it('five loads are too few for a 95% interval; six give min to max', () => {
    expect(medianInterval([1, 2, 3, 4, 5])).toBeNull();
    expect(medianInterval([6, 1, 5, 2, 4, 3])).toMatchObject({ low: 1, high: 6 });
  });

  it('ignores values that are not numbers, and the summary carries the interval rounded', () => {
    const s = summary([NaN, 10.04, 20.06, 30, 40, 50, 60, 70, 80, 90.09]);
    expect(s).toMatchObject({ n: 9, median: 50, median_ci95: [20.1, 80] });
    expect(summary([1, 2, 3]).median_ci95).toBeNull();
  });
});
