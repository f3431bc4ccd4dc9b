export function percentile(samples: readonly number[], p: number): number | null;

export function summarize(samples: readonly number[]): {
  count: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
};
