// An import worker's thread (import-pool.ts starts it from a bundle of this file): takes an
// import body's text, answers its checked config and events, or the refusal the route sends.
// Parsing, validation and the rules' replay of up to 5,000 events run here, off the server's
// event loop, and their garbage is this thread's heap's, not the loop's.
import { parentPort } from 'node:worker_threads';
import { ApiError } from './http';
import { checkImportText } from './import-check';

export interface ImportJob {
  readonly id: number;
  readonly text: string;
}

parentPort?.on('message', (job: ImportJob) => {
  try {
    parentPort?.postMessage({ id: job.id, ok: true, value: checkImportText(job.text) });
  } catch (e) {
    const refusal =
      e instanceof ApiError
        ? { status: e.status, code: e.code, message: e.message, extra: e.extra }
        : { status: 500, code: 'ERR_INTERNAL', message: 'internal error', extra: {} };
    if (!(e instanceof ApiError)) console.error('hexkeeper: import worker: unexpected error', e);
    parentPort?.postMessage({ id: job.id, ok: false, refusal });
  }
});
