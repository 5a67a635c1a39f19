import 'server-only';
// Opt-in diagnostics for the benchmark (`HEXKEEPER_LOOP_STATS=<seconds>`): every period, one
// line on stderr with the event loop's delay (perf_hooks.monitorEventLoopDelay: how late a
// timer fired, i.e. how long callbacks waited for the loop), its utilisation, and how many
// store commits ran on the loop and how long they held it (SQLite's commit, fsync included,
// is synchronous). Off by default: nothing is measured or logged unless the variable is set.

import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

interface Stats {
  commits: number;
  /** Milliseconds the commits took (fsync included), wherever they ran. */
  commitMs: number;
  commitMaxMs: number;
  /** Of which on the event loop. */
  loopMs: number;
  /** Writes those commits held (several per commit with group commit). */
  writes: number;
  /** Garbage collections and their pauses of the main thread. */
  gcs: number;
  gcMs: number;
  gcMaxMs: number;
}

const KEY = Symbol.for('hexkeeper.loop-stats');
const g = globalThis as typeof globalThis & { [KEY]?: Stats | null };

/** The period in seconds from HEXKEEPER_LOOP_STATS, or 0 (off). */
function period(): number {
  const n = Number(process.env.HEXKEEPER_LOOP_STATS ?? '');
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Resident memory and the heap's parts now, in MB. */
function memory(): string {
  const m = process.memoryUsage();
  const mb = (n: number) => (n / 1048576).toFixed(0);
  return `rss ${mb(m.rss)} heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} external ${mb(m.external)} (buffers ${mb(m.arrayBuffers)}) MB`;
}

/** Starts the periodic log when HEXKEEPER_LOOP_STATS is set (once per process). */
export function startLoopStats(): void {
  const seconds = period();
  if (g[KEY] !== undefined || seconds === 0) return;
  const stats: Stats = {
    commits: 0,
    commitMs: 0,
    commitMaxMs: 0,
    loopMs: 0,
    writes: 0,
    gcs: 0,
    gcMs: 0,
    gcMaxMs: 0,
  };
  g[KEY] = stats;
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      stats.gcs++;
      stats.gcMs += e.duration;
      if (e.duration > stats.gcMaxMs) stats.gcMaxMs = e.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  let elu = performance.eventLoopUtilization();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const used = performance.eventLoopUtilization(now, elu).utilization;
    elu = now;
    console.error(
      `hexkeeper: loop: delay p50 ${ms(h.percentile(50))} p99 ${ms(h.percentile(99))} max ${ms(h.max)} ms, ` +
        `utilisation ${(used * 100).toFixed(0)} %; store commits ${stats.commits} (${stats.writes} writes) ` +
        `${stats.commitMs.toFixed(0)} ms in all (max ${stats.commitMaxMs.toFixed(1)} ms), ` +
        `${stats.loopMs.toFixed(0)} ms of it on the loop; GC ${stats.gcs} × ${stats.gcMs.toFixed(0)} ms ` +
        `(max ${stats.gcMaxMs.toFixed(1)} ms); memory ${memory()}; in ${seconds} s`,
    );
    h.reset();
    stats.commits = 0;
    stats.commitMs = 0;
    stats.commitMaxMs = 0;
    stats.loopMs = 0;
    stats.writes = 0;
    stats.gcs = 0;
    stats.gcMs = 0;
    stats.gcMaxMs = 0;
  }, seconds * 1000);
  timer.unref();
}

/** Records one commit of `writes` writes that took `ms`, on the event loop or not. */
export function noteCommit(ms: number, writes: number, onLoop: boolean): void {
  const s = g[KEY];
  if (!s) return;
  s.commits++;
  s.writes += writes;
  s.commitMs += ms;
  if (onLoop) s.loopMs += ms;
  if (ms > s.commitMaxMs) s.commitMaxMs = ms;
}
