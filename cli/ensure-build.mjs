// `npm start` runs this first: it builds the site when there is no build yet, or when a
// source file is newer than the build, so a fresh clone needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { requireNode } from './node-check.mjs';

await requireNode();

const buildId = '.next/BUILD_ID';
const sources = [
  'app',
  'lib',
  'print',
  'public',
  'instrumentation.ts',
  'next.config.js',
  'serwist.config.js',
  'tsconfig.json',
  'package.json',
  'postcss.config.mjs',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path)) {
    if (name === 'sw.js' || name === 'sw.js.map') continue;
    m = Math.max(m, newest(join(path, name)));
  }
  return m;
}

const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
if (built === 0 || changed > built) {
  console.log(
    built === 0
      ? 'No build yet: building the site first.'
      : 'Sources changed since the last build: rebuilding.',
  );
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
