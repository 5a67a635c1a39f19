// The server's JavaScript heap, bounded (issue 27: memory under abuse). Left to itself V8 sizes
// its heap from the machine's memory (about 4 GB here) and lets garbage pile up towards it: in
// the soak a flood of refused requests took the server to 775 MB resident while the live heap
// after each collection stayed near 150 MB. So `npm start` runs the server with
// --max-old-space-size set from what it is configured to hold: the history cache's bound
// (HEXKEEPER_CACHE_MB, 512) plus 1,024 MB for everything else (open streams, requests in
// flight, Next: at 2,750 tables and 19,250 streams the heap held up to 832 MB in use with the
// default cache, `bench:server`), or HEXKEEPER_HEAP_MB when set — a small machine serving a
// few tables sets it lower (the soak: 384 with HEXKEEPER_CACHE_MB=128 keeps the process under
// 512 MB resident). Near the bound V8 collects harder instead of growing.
// The flag must be given when the process starts, so the process is replaced by itself with
// the flag (process.execve: same pid, same open files, so a supervisor or `kill` still finds
// it). A --max-old-space-size given by the operator (on the command line or in NODE_OPTIONS)
// is kept as it is. On a Node without process.execve (before 22.15) the heap is V8's default.

/** MB for everything but the history cache. */
export const HEAP_WORK_MB = 1024;

/** The old generation's bound in MB from the environment, or a refusal (string). */
export function heapBound(env) {
  const own = (env.HEXKEEPER_HEAP_MB ?? '').trim();
  if (own !== '') {
    const n = Number(own);
    if (!Number.isInteger(n) || n < 128 || n > 1_048_576)
      return `HEXKEEPER_HEAP_MB must be a whole number of megabytes from 128 to 1048576, not ${JSON.stringify(env.HEXKEEPER_HEAP_MB)}`;
    return n;
  }
  // As lib/server/env.ts reads it: a positive whole number, else 512.
  const raw = (env.HEXKEEPER_CACHE_MB ?? '').trim();
  const cache = Number(raw);
  return (raw && Number.isInteger(cache) && cache > 0 ? cache : 512) + HEAP_WORK_MB;
}

/** True when the heap's bound was already chosen (by the operator or by boundHeap). */
export function heapChosen(execArgv, env) {
  const set = (s) => /(^|\s)--max[-_]old[-_]space[-_]size[= ]/.test(s);
  return (
    env.HEXKEEPER_HEAP_SET === '1' ||
    execArgv.some((a) => set(`${a} `)) ||
    set(env.NODE_OPTIONS ?? '')
  );
}

/** Replaces this process by itself with the heap's bound, unless chosen; stops on a bad setting. */
export function boundHeap() {
  if (heapChosen(process.execArgv, process.env)) return;
  const mb = heapBound(process.env);
  if (typeof mb === 'string') {
    console.error(`hexkeeper: ${mb}`);
    process.exit(2);
  }
  if (typeof process.execve !== 'function') return;
  process.execve(
    process.execPath,
    [process.execPath, `--max-old-space-size=${mb}`, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, HEXKEEPER_HEAP_SET: '1' },
  );
}
