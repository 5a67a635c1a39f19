// Small statistics for benchmarks: nearest-rank percentiles over sorted samples.

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function summary(samples: readonly number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    median: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? Number.NaN,
  };
}

/** Times `f` `n` times after `warmup` untimed runs; returns the milliseconds of each run. */
export function timeRuns(n: number, f: (i: number) => void, warmup = Math.min(50, n)): number[] {
  for (let i = 0; i < warmup; i++) f(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    f(i);
    out.push(performance.now() - t0);
  }
  return out;
}

export const ms = (x: number) => (x < 1 ? x.toFixed(3) : x.toFixed(2));

/**
 * When one table of a `bench:server` step starts its beats: at `first`, then every `beatMs`,
 * only while before `end` — a table never sleeps past the end of the step, so the step's wall
 * time (which its CPU shares divide by) is the measured span, not up to one beat more.
 */
export function beatTimes(first: number, beatMs: number, end: number): number[] {
  const out: number[] = [];
  for (let t = first; t < end; t += beatMs) out.push(t);
  return out;
}
