// `npm test`'s test step: the three vitest projects in turn, each in its own vitest run with
// its summary as vitest prints it, then every project's wall time on one line (the e2e time
// includes building the site when it is out of date). Exits non-zero if any project failed;
// a failed project does not stop the later ones, so one run shows every failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { requireNode } from '../cli/node-check.mjs';

await requireNode();

const PROJECTS = ['unit', 'integration', 'e2e'];
const vitest = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

// Each run also writes vitest's JSON report, so the last line can add up the tests of all
// three projects (one plain 'N passed, N failed' line a reader or CI can take at a glance).
const reports = mkdtempSync(join(tmpdir(), 'hexkeeper-tests-'));
const count = { passed: 0, failed: 0, skipped: 0 };
const times = [];
const failed = [];
for (const project of PROJECTS) {
  const start = performance.now();
  const json = join(reports, `${project}.json`);
  const r = spawnSync(
    process.execPath,
    [
      vitest,
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ],
    { stdio: 'inherit' },
  );
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    count.passed += report.numPassedTests ?? 0;
    count.failed += report.numFailedTests ?? 0;
    count.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    // No report: the run died before writing one; its exit status below says so.
  }
  const seconds = Math.round((performance.now() - start) / 1000);
  times.push(`${project}: ${seconds} s`);
  if (r.status !== 0) {
    failed.push(project);
    const why = r.error ? r.error.message : r.signal ? `signal ${r.signal}` : `exit ${r.status}`;
    console.error(`\n${project}: FAILED (${why})`);
  }
  console.log(`\n${project}: ${seconds} s wall time\n`);
}
rmSync(reports, { recursive: true, force: true });
console.log(`Wall time per project — ${times.join(', ')}`);
console.log(`${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
