// Latency figures from raw samples (milliseconds), as the reports give them.

/**
 * The `p`-th percentile (0-100) of `samples` by the nearest-rank method: the smallest sample
 * such that at least p% of the samples are at or below it. Answers null for no samples.
 */
export function percentile(samples, p) {
  if (!Number.isFinite(p) || p < 0 || p > 100) throw new RangeError('p must be within 0..100.');
  if (samples.length === 0) return null;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

/** count, p50, p90, p99, max and mean of `samples`, one decimal. */
export function summarize(samples) {
  const count = samples.length;
  const mean = count ? samples.reduce((sum, value) => sum + value, 0) / count : null;
  return {
    count,
    p50: round(percentile(samples, 50)),
    p90: round(percentile(samples, 90)),
    p99: round(percentile(samples, 99)),
    max: round(count ? Math.max(...samples) : null),
    mean: round(mean),
  };
}
