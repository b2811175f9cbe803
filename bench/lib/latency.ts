/** A run's latency from its median up: [percent, ms] pairs, both ascending. */
export type LatencyTail = [number, number][];

/** The share of a run's answers that took at most `ms`, read off its tail (linear in between). */
function shareWithin(tail: LatencyTail, ms: number): number {
  const [firstPercent, firstMs] = tail[0]!;
  if (ms < firstMs) return (firstPercent / 100) * (ms / firstMs);
  for (let i = 1; i < tail.length; i++) {
    const [percent, at] = tail[i]!;
    if (ms < at) {
      const [lowPercent, low] = tail[i - 1]!;
      return (lowPercent + ((percent - lowPercent) * (ms - low)) / (at - low)) / 100;
    }
  }
  return 1;
}

/**
 * The percentile of several runs taken together, each weighing its number of answers: the latency
 * under which `percent` of all their answers came (not the worst run's, which one disturbed round of
 * a long bench decides on its own).
 */
export function mergedPercentile(runs: readonly { total: number; tail: LatencyTail }[], percent: number): number {
  const answers = runs.reduce((sum, run) => sum + run.total, 0);
  const share = (ms: number) => runs.reduce((sum, run) => sum + run.total * shareWithin(run.tail, ms), 0) / answers;
  let low = 0;
  let high = Math.max(...runs.map((run) => run.tail.at(-1)![1]));
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (share(middle) < percent / 100) low = middle;
    else high = middle;
  }
  return Math.round(high * 100) / 100;
}

/**
 * The geometric mean of per-round ratios and its 95 % confidence interval (Student's t on their
 * logarithms): how sure a share measured over a few rounds of a noisy machine is.
 */
export function ratioInterval(ratios: readonly number[]): { mean: number; low: number; high: number } {
  const logs = ratios.map(Math.log);
  const n = logs.length;
  const mean = logs.reduce((sum, value) => sum + value, 0) / n;
  if (n < 2) return { mean: Math.exp(mean), low: Number.NaN, high: Number.NaN };
  const deviation = Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1));
  // Two-sided 95 % quantiles of Student's t for 1..30 degrees of freedom, then the normal's.
  const T = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];
  const half = (T[n - 2] ?? 1.96) * (deviation / Math.sqrt(n));
  return { mean: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}
