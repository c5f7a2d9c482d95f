/** Nearest-rank percentile of a list of numbers (p in 0…100). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const median = (values) => percentile(values, 50);
export const round = (n, digits = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

/** Median, p95, min and max of a list, rounded; n is how many values there were. */
export function summary(values, digits = 1) {
  const v = values.filter((x) => Number.isFinite(x));
  return {
    n: v.length,
    median: round(median(v), digits),
    p95: round(percentile(v, 95), digits),
    min: round(Math.min(...v), digits),
    max: round(Math.max(...v), digits),
  };
}
