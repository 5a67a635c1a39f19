// `npm start` creates the data folder and the game store when the server starts, before any
// request reaches the game API (regression: it used to wait for the first API call); a store
// that cannot be opened stops the server with the reason instead of answering 500 later.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from './global-setup';

describe('server start', () => {
  it('creates the data folder with hexkeeper.sqlite and server.key at boot', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hexkeeper-boot-'));
    const dataDir = join(root, 'not-yet', 'data');
    const port = await freePort();
    const child = spawn('node', ['cli/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        HEXKEEPER_DATA_DIR: dataDir,
        HEXKEEPER_CACHE_MB: '100',
        HEXKEEPER_HEAP_MB: '',
        HEXKEEPER_HEAP_SET: '',
        NODE_OPTIONS: '',
      },
      stdio: 'ignore',
    });
    try {
      // Wait for a page that has nothing to do with games (fetch throws until it listens).
      await vi.waitFor(
        async () => {
          const r = await fetch(`http://127.0.0.1:${port}/manifest.webmanifest`);
          if (!r.ok) throw new Error(`server did not start: ${r.status}`);
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(existsSync(join(dataDir, 'hexkeeper.sqlite'))).toBe(true);
      expect(existsSync(join(dataDir, 'server.key'))).toBe(true);
      // The process we started (same pid) runs with its heap bounded from the cache's bound
      // plus 1,024 MB (cli/heap.mjs); before, V8 sized it from the machine's memory.
      const argv = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
      expect(argv).toContain('--max-old-space-size=1124');
      // The health check a load balancer asks: the SQLite store answers with its schema.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { status: string; store: string; schema: number };
      expect(body).toMatchObject({ status: 'ok', store: 'sqlite' });
      expect(body.schema).toBeGreaterThanOrEqual(1);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each([
    ['DATABASE_URL without HEXKEEPER_SERVER_KEY', {}, /HEXKEEPER_SERVER_KEY must be too/],
    [
      'a database that does not answer',
      { HEXKEEPER_SERVER_KEY: 'ab'.repeat(32) },
      /cannot open the game store: .*ECONNREFUSED/,
    ],
    [
      'a malformed HEXKEEPER_SERVER_KEY',
      { HEXKEEPER_SERVER_KEY: 'not hex' },
      /HEXKEEPER_SERVER_KEY must be 64 hex/,
    ],
  ] as const)('exits with code 1 on %s', async (_, extra, reason) => {
    const root = mkdtempSync(join(tmpdir(), 'hexkeeper-boot-'));
    const port = await freePort();
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const child = spawn('node', ['cli/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        HEXKEEPER_DATA_DIR: join(root, 'data'),
        DATABASE_URL: 'postgres://hexkeeper@127.0.0.1:1/hexkeeper',
        ...extra,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    try {
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      expect(code).toBe(1);
      expect(stderr).toMatch(reason);
      // Nothing is written to the data folder when the database is the store.
      expect(existsSync(join(root, 'data'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each([
    [
      'a port that is not a number',
      ['-p', 'abc'],
      /the port must be a whole number from 0 to 65535, not "abc"/,
    ],
    ['a port out of range', ['--port=70000'], /the port must be a whole number from 0 to 65535/],
    ['a flag without its value', ['-H'], /-H needs a value/],
    ['an unknown flag', ['--turbo'], /unknown option "--turbo"/],
    ['a hostname with a space', ['-H', 'a b'], /the hostname must be a host name or an IP address/],
  ] as const)('`npm start` refuses %s with exit code 2 and the usage', async (_, args, reason) => {
    const child = spawn('node', ['cli/serve.mjs', ...args], {
      env: { ...process.env, HEXKEEPER_DATA_DIR: join(tmpdir(), 'hexkeeper-never-made') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(2);
    expect(stderr).toMatch(reason);
    expect(stderr).toContain('usage: npm start');
  });
});
