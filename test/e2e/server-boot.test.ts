// `npm start` creates the data folder and the game store when the server starts, before any
// request reaches the game API (regression: it used to wait for the first API call).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './global-setup';

describe('server start', () => {
  it('creates the data folder with hexkeeper.sqlite and server.key at boot', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hexkeeper-boot-'));
    const dataDir = join(root, 'not-yet', 'data');
    const port = await freePort();
    const child = spawn(
      'node',
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      { env: { ...process.env, HEXKEEPER_DATA_DIR: dataDir }, stdio: 'ignore' },
    );
    try {
      // Wait for a page that has nothing to do with games.
      const end = Date.now() + 60_000;
      for (;;) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/manifest.webmanifest`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > end) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(existsSync(join(dataDir, 'hexkeeper.sqlite'))).toBe(true);
      expect(existsSync(join(dataDir, 'server.key'))).toBe(true);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
