// Browser tests run against the real production server: build if needed, then
// `cli/serve.mjs` (what `npm start` runs) on a free loopback port with a throw-away data folder.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not answer within ${ms} ms`);
}

export default async function setup(project: TestProject) {
  const build = spawnSync('node', ['cli/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hexkeeper-e2e-'));
  const child = spawn('node', ['cli/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      HEXKEEPER_DATA_DIR: dataDir,
      PORT: String(port),
      // Every test file's browsers load pages from this one loopback address at once, as no
      // single device does: the page budget per address (lib/server/page-budget.ts) is
      // widened here and tested at its defaults' behaviour on servers of its own
      // (server-hardening-ii.test.ts, server-page-budget.test.ts).
      HEXKEEPER_PAGES_AT_ONCE: '16',
      HEXKEEPER_PAGES_WAITING: '512',
      // and so is the count of renders per address (HEXKEEPER_RATE_PAGE, 120 at once and 600
      // a minute by default; tested in server-page-budget.test.ts).
      HEXKEEPER_RATE_PAGE: '5000/30000',
      // Likewise PDFs: every file's print requests come from this address within a few
      // minutes, and on an idle machine they passed the default 20-burst (a 429 where
      // print.test.ts expected a page); the limit itself is tested on a server of its own
      // (server-hardening-limits.test.ts).
      HEXKEEPER_RATE_PRINT: '200/600',
      // And games created or imported: this session's files create more than the default 30 a
      // minute from this one address on an idle machine (server-hardening got 429s where it
      // expected 201 and 422); the limit is tested on servers of their own
      // (server-hardening-limits.test.ts, server-durability.test.ts).
      HEXKEEPER_RATE_CREATE: '300/600',
      // And commands per credential: a whole cities-and-knights game (table-ck-game.test.ts)
      // sends its 650 commands with the host's token within a minute; the write limit is
      // tested on servers of its own (server-hardening-limits.test.ts).
      HEXKEEPER_RATE_WRITE: '2000/20000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(baseURL, child, 60_000);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
