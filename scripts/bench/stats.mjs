/** Nearest-rank percentile of a list of numbers (p in 0…100). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const median = (values) => percentile(values, 50);
export const round = (n, digits = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

/** P(X ≤ k) for X ~ Binomial(n, 1/2). */
function binomialHalfCdf(n, k) {
  let term = 0.5 ** n; // P(X = 0)
  let sum = 0;
  for (let i = 0; i <= k; i++) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum;
}

/**
 * A confidence interval for the median that assumes nothing about the
 * distribution (single loads here are skewed by the odd slow one): the k-th
 * smallest and k-th largest sample, with k the largest rank whose two tails
 * together stay within 1 − `level`. `coverage` is the interval's actual level,
 * at least `level`. Null when there are too few samples for any such interval
 * (fewer than 6 at 95%): a median of five loads has no 95% interval at all.
 */
export function medianInterval(values, level = 0.95) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const n = v.length;
  let k = 0;
  while (k + 1 <= n / 2 && 2 * binomialHalfCdf(n, k) <= 1 - level) k++;
  if (k === 0) return null;
  return { low: v[k - 1], high: v[n - k], coverage: 1 - 2 * binomialHalfCdf(n, k - 1) };
}

/**
 * Median, p95, min and max of a list, rounded; n is how many values there were;
 * median_ci95 how far the median itself could move on a rerun ([low, high], or
 * null when the list is too short to say).
 */
export function summary(values, digits = 1) {
  const v = values.filter((x) => Number.isFinite(x));
  const ci = medianInterval(v);
  return {
    n: v.length,
    median: round(median(v), digits),
    median_ci95: ci ? [round(ci.low, digits), round(ci.high, digits)] : null,
    p95: round(percentile(v, 95), digits),
    min: round(Math.min(...v), digits),
    max: round(Math.max(...v), digits),
  };
}
