// Hexkeeper runs on Node 24 (the current LTS) and Node 22.12 or later. Node 20 reached its end
// of life in April 2026; vitest 5 needs 22.12, and better-sqlite3 13 crashes on Node 20.
//
// A user need not install it: `npm install` brings Node 24.21.0 as the dev dependency `node`
// (the npm registry's package of the official binary), and every npm script runs on it, since
// npm puts node_modules/.bin first on PATH. Only a script started by hand with an older `node`
// (say `node cli/serve.mjs` on Node 20) arrives here too old: it is run again on that Node 24
// when npm install has put it there, and otherwise stops with what to do.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_MIN = [22, 12];

/** The project's own Node (the `node` dev dependency's binary), whether installed or not. */
export const PROJECT_NODE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  'node',
  'bin',
  'node',
);

/** The refusal for a Node version string ('v20.20.2'), or null when it is new enough. */
export function nodeTooOld(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major > NODE_MIN[0] || (major === NODE_MIN[0] && minor >= NODE_MIN[1])) return null;
  return [
    `Hexkeeper needs Node ${NODE_MIN.join('.')} or later (Node 24 LTS recommended); this is Node ${version}.`,
    '`npm install` brings Node 24 into node_modules (the dev dependency `node`), and',
    '`npm start` and `npm test` then run on it: run `npm install` in the project, then use',
    'the npm scripts (or start a script with node_modules/.bin/node).',
  ].join('\n');
}

/**
 * Returns when this Node is new enough. Else, when the project's Node 24 is installed, runs
 * this same script on it (signals passed on, its exit code kept) and never returns; else
 * stops with the refusal.
 */
export function requireNode() {
  const refusal = nodeTooOld(process.version);
  if (!refusal) return Promise.resolve();
  if (existsSync(PROJECT_NODE) && process.execPath !== PROJECT_NODE) {
    const child = spawn(PROJECT_NODE, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
    });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
      process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
    return new Promise(() => {});
  }
  console.error(refusal);
  process.exit(1);
}
