// A throw-away PostgreSQL server for the store tests, the two-instance test and the
// benchmark: initdb in a temp folder, the server on 127.0.0.1 at a free port (no unix
// socket), trust authentication for the superuser `hexkeeper`. Debian's `postgresql` package
// puts its programs in /usr/lib/postgresql/<major>/bin (HEXKEEPER_PG_BIN overrides). initdb
// refuses to run as root, so as root (CI) they run as the `postgres` user, else `nobody`.
// A missing PostgreSQL is an error, never a skip.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './global-setup';

/** The folder holding initdb and postgres. */
export function postgresBin(): string {
  const set = process.env.HEXKEEPER_PG_BIN;
  if (set) return set;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0])
    throw new Error(
      'PostgreSQL is not installed: these tests start their own server from Debian’s ' +
        '`postgresql` package (apt-get install postgresql; .ci/run installs it)',
    );
  return join(root, majors[0], 'bin');
}

/** The unprivileged user to run PostgreSQL as when we are root. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const users = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((l) => l.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const u = users.find((f) => f[0] === name);
    if (u?.[2] && u[3]) return { uid: Number(u[2]), gid: Number(u[3]) };
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists');
}

export interface TestPostgres {
  readonly port: number;
  /** The connection URL of a database on this server. */
  url(db?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts a fresh PostgreSQL server; stop() ends it and deletes its folder. `fsync: false`
 * only for tests that never crash the database (it makes CREATE DATABASE fast); the
 * two-instance test and the benchmark keep PostgreSQL's durable default.
 */
export async function startPostgres(opts: { fsync?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  const root = mkdtempSync(join(tmpdir(), 'hexkeeper-pg-'));
  const data = join(root, 'data');
  const user = runAs();
  if (user) chownSync(root, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'hexkeeper', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...as, cwd: root, encoding: 'utf8' },
  );
  if (init.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status}): ${init.stderr || init.error?.message}`);
  }
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(
    join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', ''],
      ...['-c', 'max_connections=200', '-c', `fsync=${opts.fsync === false ? 'off' : 'on'}`],
    ],
    { ...as, cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (c: Buffer) => {
    log = (log + c.toString()).slice(-4000);
  });
  const url = (db = 'postgres') => `postgres://hexkeeper@127.0.0.1:${port}/${db}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      // Immediate shutdown: the folder is deleted next, so no checkpoint is worth waiting for.
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  const end = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`postgres exited with ${child.exitCode}: ${log}`);
    }
    const c = new pg.Client({ connectionString: url() });
    try {
      await c.connect();
      await c.end();
      break;
    } catch {
      await c.end().catch(() => undefined);
    }
    if (Date.now() > end) {
      await stop();
      throw new Error(`postgres did not accept connections: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    url,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
      const c = new pg.Client({ connectionString: url() });
      await c.connect();
      try {
        await c.query(`CREATE DATABASE ${name}`);
      } finally {
        await c.end();
      }
      return url(name);
    },
    stop,
  };
}
