import 'server-only';
// The import workers: a small fixed pool of worker threads that parse, validate and replay
// imported logs (import-check.ts), so the event loop that serves health checks, live streams
// and other tables never runs that work (issue 27: a 5,000-event import held the loop for
// 360–420 ms, and sliced on the loop the import storm still held health's p95 at 0.6 s, its
// garbage collected on the loop's heap). The pool is HEXKEEPER_IMPORT_WORKERS threads
// (default 1); imports wait for one up to HEXKEEPER_IMPORTS_WAITING_MB of bodies (default
// 16, four of the largest), one that would pass it is 429 ERR_RATE_LIMITED with Retry-After: 2; when no worker can be started the import is 503
// ERR_BUSY with Retry-After: 5.
//
// A worker runs JavaScript, and lib/ is TypeScript that Next compiles into its own chunks: the
// worker's code is bundled from lib/server/import-worker.ts by esbuild once per process (about
// a second, in esbuild's own process, when the first import arrives) — the same under
// `npm start`, `next dev` and vitest, with nothing to build beforehand.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { importsWaitingBytes, importWorkers } from './env';
import { ApiError } from './http';
import type { CheckedImport } from './import-check';

interface Job {
  readonly id: number;
  readonly text: string;
  resolve(v: CheckedImport): void;
  reject(e: unknown): void;
}
type Answer =
  | { id: number; ok: true; value: CheckedImport }
  | {
      id: number;
      ok: false;
      refusal: {
        status: number;
        code: ApiError['code'];
        message: string;
        extra: Record<string, unknown>;
      };
    };

/** The old generation's bound of each import worker's heap (MB). */
export const WORKER_HEAP_MB = 128;

let code: Promise<string> | null = null;

/** The worker's code: lib/server/import-worker.ts and what it imports, in one CommonJS file. */
function workerCode(): Promise<string> {
  code ??= (async () => {
    const esbuild = await import('esbuild');
    const out = await esbuild.build({
      entryPoints: [
        join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'server', 'import-worker.ts'),
      ],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node22',
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          // `server-only` throws outside React's server condition; a worker is server code.
          name: 'server-only',
          setup(b) {
            b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'x', namespace: 'empty' }));
            b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
          },
        },
      ],
    });
    const file = out.outputFiles[0];
    if (!file) throw new Error('esbuild gave no output');
    return file.text;
  })();
  code.catch(() => {
    code = null;
  });
  return code;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

const slots: Slot[] = [];
const waiting: Job[] = [];
let nextId = 1;

function startWorker(src: string): Slot {
  // A worker's heap is bounded (a 5,000-event import keeps its events and one state at a time,
  // well under this); past it the worker stops, its import is a 500 and a new one starts.
  const worker = new Worker(src, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  const slot: Slot = { worker, job: null };
  slot.worker.unref();
  slot.worker.on('message', (a: Answer) => {
    const job = slot.job;
    if (!job || job.id !== a.id) return;
    slot.job = null;
    if (a.ok) job.resolve(a.value);
    else {
      const r = a.refusal;
      job.reject(new ApiError(r.status, r.code, r.message, r.extra));
    }
    pump(src);
  });
  const lost = (why: unknown) => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    const job = slot.job;
    slot.job = null;
    if (job) {
      console.error('hexkeeper: import worker stopped', why);
      job.reject(new ApiError(500, 'ERR_INTERNAL', 'internal error'));
    }
    pump(src);
  };
  slot.worker.on('error', lost);
  slot.worker.on('exit', (c) => lost(`exit ${c}`));
  return slot;
}

/** Hands waiting jobs to idle workers, starting workers up to the pool's size. */
function pump(src: string): void {
  while (waiting.length > 0) {
    let slot = slots.find((s) => s.job === null);
    if (!slot && slots.length < importWorkers()) {
      slot = startWorker(src);
      slots.push(slot);
    }
    if (!slot) return;
    const job = waiting.shift() as Job;
    slot.job = job;
    slot.worker.postMessage({ id: job.id, text: job.text });
  }
}

/** Jobs in the pool: being checked and waiting. */
export const importsInPool = (): number =>
  waiting.length + slots.filter((s) => s.job !== null).length;

/**
 * Checks an import body's text in a worker: its config and events, or the ApiError to answer
 * (400/422 as the checks say, 429 when too many wait, 503 when no worker can be started).
 */
export async function checkInWorker(text: string): Promise<CheckedImport> {
  let src: string;
  try {
    src = await workerCode();
  } catch (e) {
    console.error('hexkeeper: cannot start an import worker', e);
    throw new ApiError(
      503,
      'ERR_RATE_LIMITED',
      'imports are unavailable just now; try again in 5 s',
      { retryAfter: 5 },
      { 'Retry-After': '5' },
    );
  }
  // Counted when the job would join the queue (after the bundle is ready), nothing awaited between.
  const busy = slots.filter((s) => s.job !== null).length;
  const queued = waiting.reduce((n, j) => n + j.text.length, 0);
  if (waiting.length > 0 && busy >= importWorkers() && queued + text.length > importsWaitingBytes())
    throw new ApiError(
      429,
      'ERR_RATE_LIMITED',
      'the server is busy with other imports; try again in 2 s',
      { retryAfter: 2 },
      { 'Retry-After': '2' },
    );
  return new Promise<CheckedImport>((resolve, reject) => {
    waiting.push({ id: nextId++, text, resolve, reject });
    pump(src);
  });
}
