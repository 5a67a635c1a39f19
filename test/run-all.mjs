// `npm test`'s test step: the three vitest projects in turn, each in its own vitest run with
// its summary as vitest prints it, then every project's wall time on one line (the e2e time
// includes building the site when it is out of date). Exits non-zero if any project failed;
// a failed project does not stop the later ones, so one run shows every failure.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = ['unit', 'integration', 'e2e'];
const vitest = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

const times = [];
const failed = [];
for (const project of PROJECTS) {
  const start = performance.now();
  const r = spawnSync(process.execPath, [vitest, 'run', '--project', project], {
    stdio: 'inherit',
  });
  const seconds = Math.round((performance.now() - start) / 1000);
  times.push(`${project}: ${seconds} s`);
  if (r.status !== 0) {
    failed.push(project);
    const why = r.error ? r.error.message : r.signal ? `signal ${r.signal}` : `exit ${r.status}`;
    console.error(`\n${project}: FAILED (${why})`);
  }
  console.log(`\n${project}: ${seconds} s wall time\n`);
}
console.log(`Wall time per project — ${times.join(', ')}`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
