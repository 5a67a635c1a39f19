// One instance, several processes (`npm start -- --workers 2`, cli/serve.mjs): two workers
// on one port and one SQLite file. The primary hands each connection to the worker its peer's
// address hashes to, so the test connects from many loopback addresses (127.0.0.2, .3, …). Every
// answer names its worker (x-hexkeeper-worker), so the test holds a connection on each: a probe
// on a fresh keep-alive connection until it lands on the worker wanted, then the request or
// stream on that same connection.
// Facts: every connection from one address is served by one worker (a table behind one router
// stays together);
// a roll sent to worker A reaches a phone streaming from worker B, every version once
// and in order (rolls and an undo); a command to worker B right after A wrote (B's history
// cache stale) is taken against the current version, and a repeated client id is not doubled;
// the tablet's stream on A shows the phone on B online, with 2 devices while a second device
// follows the seat on A (one device on both workers counts once), and offline when it closes;
// a seat link withdrawn on A ends that seat's stream on B; the streams' sockets are held by
// the workers, none by the primary (it hands each connection over); kill -9 of a worker: the primary
// forks another, the tablet stops seeing the dead worker's phone, the server keeps answering
// and no acknowledged command is lost (the export); a bad worker count stops with what is
// accepted and exit code 2; a worker that cannot start stops the whole server with code 1.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { Agent, type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './global-setup';
import { clientId, createBody, type SseMessage, scriptedCommands, tokenOf } from './server-helpers';

const root = mkdtempSync(join(tmpdir(), 'hexkeeper-workers-'));
const script = scriptedCommands(120);
const firstRoll = script.events.findIndex((e) => e.type === 'rolled');
let child: ChildProcess;
let base = '';
let out = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(
    'node',
    ['cli/serve.mjs', '--workers', '2', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        HEXKEEPER_DATA_DIR: join(root, 'data'),
        HEXKEEPER_RATE_WRITE: 'off',
        HEXKEEPER_RATE_READ: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited: ${out}`);
      if (!out.includes('(2 workers)')) throw new Error(`not ready: ${out}`);
    },
    { timeout: 90_000, interval: 100 },
  );
}, 100_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
}, 30_000);

interface Reply {
  status: number;
  worker: string;
  body: Record<string, unknown> & { error?: { code: string; version?: number } };
  headers: IncomingMessage['headers'];
}

let addresses = 0;
/** The next loopback address to connect from: 127.0.0.2 … 127.0.0.201, in turn. */
const nextAddress = () => `127.0.0.${2 + (addresses++ % 200)}`;

/** One HTTP request on `agent` (a fresh connection each when null, from `from` or the next address). */
function send(
  agent: Agent | null,
  method: string,
  path: string,
  opts: { token?: string; cookie?: string; body?: unknown } = {},
  from?: string,
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const local = agent ? {} : { localAddress: from ?? nextAddress() };
    const req = request(
      `${base}${path}`,
      { method, headers, agent: agent ?? false, ...local },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          let parsed: Reply['body'] = {};
          try {
            parsed = JSON.parse(text) as Reply['body'];
          } catch {
            parsed = { text };
          }
          resolve({
            status: res.statusCode ?? 0,
            worker: String(res.headers['x-hexkeeper-worker'] ?? ''),
            body: parsed,
            headers: res.headers,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The worker ids now answering (fresh connections from different addresses spread). */
async function workerIds(): Promise<string[]> {
  const seen = new Set<string>();
  for (let i = 0; i < 40 && seen.size < 2; i++)
    seen.add((await send(null, 'GET', '/api/health')).worker);
  return [...seen].sort();
}

/** A connection held on worker `id` (one socket, kept alive). */
async function on(id: string): Promise<Agent> {
  for (let i = 0; i < 40; i++) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: nextAddress() });
    if ((await send(agent, 'GET', '/api/health')).worker === id) return agent;
    agent.destroy();
  }
  throw new Error(`no connection landed on worker ${id}`);
}

/** Sends on a connection held on `id`, and checks it was answered there. */
async function at(id: string, method: string, path: string, opts: Parameters<typeof send>[3] = {}) {
  const agent = await on(id);
  try {
    const r = await send(agent, method, path, opts);
    expect(r.worker).toBe(id);
    return r;
  } finally {
    agent.destroy();
  }
}

interface Stream {
  readonly msgs: SseMessage[];
  readonly worker: string;
  readonly status: number;
  readonly ended: Promise<void>;
  close(): void;
}

/** An event stream opened on worker `id`, its messages (presence included) collected. */
async function stream(
  id: string,
  gameId: string,
  who: { token?: string; cookie?: string; device?: string },
): Promise<Stream> {
  const agent = await on(id);
  const headers: Record<string, string> = {};
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.cookie) headers.cookie = who.cookie;
  const path = `/api/games/${gameId}/events${who.device ? `?device=${who.device}` : ''}`;
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers, agent }, (res) => {
      const msgs: SseMessage[] = [];
      let buf = '';
      const ended = new Promise<void>((done) => {
        res.on('close', () => {
          agent.destroy();
          done();
        });
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let i = buf.indexOf('\n\n');
        while (i >= 0) {
          const m: Partial<SseMessage> = {};
          for (const line of buf.slice(0, i).split('\n')) {
            if (line.startsWith('id: ')) m.id = Number(line.slice(4));
            else if (line.startsWith('event: ')) m.event = line.slice(7);
            else if (line.startsWith('data: ')) m.data = JSON.parse(line.slice(6));
          }
          if (m.event && m.data) msgs.push({ id: m.id ?? null, event: m.event, data: m.data });
          buf = buf.slice(i + 2);
          i = buf.indexOf('\n\n');
        }
      });
      resolve({
        msgs,
        worker: String(res.headers['x-hexkeeper-worker'] ?? ''),
        status: res.statusCode ?? 0,
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', (e) => {
      agent.destroy();
      reject(e);
    });
    req.end();
  });
}

/** The server's open connections (ESTABLISHED on its port) whose socket process `pid` holds. */
function connections(pid: number): number {
  const port = Number(new URL(base).port);
  const open = new Set<string>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length > 9 && Number.parseInt(f[1]?.split(':')[1] ?? '', 16) === port && f[3] === '01')
      open.add(`socket:[${f[9]}]`);
  }
  let n = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (open.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) n++;
    } catch {
      // closed meanwhile
    }
  }
  return n;
}

async function until(what: string, test: () => boolean): Promise<void> {
  await vi.waitFor(
    () => {
      if (!test()) throw new Error(`waited in vain for ${what}`);
    },
    { timeout: 15_000, interval: 20 },
  );
}

interface Game {
  id: string;
  hostToken: string;
  seats: { seat: number; joinUrl: string }[];
}

async function newGame(worker: string): Promise<Game> {
  const r = await at(worker, 'POST', '/api/games', { body: createBody() });
  expect(r.status).toBe(201);
  return r.body as unknown as Game;
}

/** Sends scripted commands from version `from` as the host on worker `worker`. */
async function playOn(worker: string, g: Game, from: number, to: number): Promise<number> {
  let v = from;
  const agent = await on(worker);
  try {
    for (; v < to; ) {
      const r = await send(agent, 'POST', `/api/games/${g.id}/commands`, {
        token: g.hostToken,
        body: { clientId: clientId(), version: v, command: script.commands[v] },
      });
      expect([r.status, r.worker]).toEqual([200, worker]);
      v = r.body.version as number;
    }
  } finally {
    agent.destroy();
  }
  return v;
}

/** The seat cookie the join link sets. */
async function joined(g: Game, seat: number): Promise<string> {
  const link = new URL(g.seats[seat]?.joinUrl ?? '');
  const r = await send(null, 'GET', link.pathname);
  expect(r.status).toBe(303);
  return String(r.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
}

const presence = (msgs: readonly SseMessage[]) =>
  msgs.filter((m) => m.event === 'presence').map((m) => [m.data.online, m.data.devices]);
const versions = (msgs: readonly SseMessage[]) =>
  msgs.filter((m) => m.id !== null).map((m) => m.id);

describe('npm start -- --workers 2', () => {
  let A = '';
  let B = '';

  it('answers from two workers, each answer naming its worker', async () => {
    const ids = await workerIds();
    expect(ids).toHaveLength(2);
    [A, B] = ids as [string, string];
    expect(out).toMatch(/hexkeeper: ready on http:\/\/127\.0\.0\.1:\d+ \(2 workers\)/);
  });

  it('every connection from one address is served by the same worker', async () => {
    const from = ['127.0.0.7', '127.0.0.8', '127.0.0.9', '127.0.0.10'];
    const served = [];
    for (const address of from) {
      const workers = new Set<string>();
      for (let i = 0; i < 6; i++)
        workers.add((await send(null, 'GET', '/api/health', {}, address)).worker);
      served.push(workers.size);
    }
    expect(served).toEqual([1, 1, 1, 1]);
  });

  it('a roll sent to worker A reaches a phone on worker B: every version once, in order, undo too', async () => {
    expect(firstRoll).toBeGreaterThan(0);
    const g = await newGame(A);
    const start = await playOn(A, g, 0, firstRoll);
    const phone = await stream(B, g.id, { cookie: await joined(g, 1), device: 'bo-phone-1' });
    expect([phone.status, phone.worker]).toEqual([200, B]);
    await until('the snapshot', () => phone.msgs.some((m) => m.event === 'snapshot'));
    let v = await playOn(A, g, start, firstRoll + 8);
    const undo = await at(A, 'POST', `/api/games/${g.id}/undo`, {
      token: g.hostToken,
      body: { clientId: clientId(), version: v },
    });
    expect(undo.status).toBe(200);
    v = undo.body.version as number;
    await until(`version ${v}`, () => versions(phone.msgs).includes(v));
    phone.close();
    const expected = Array.from({ length: v - start + 1 }, (_, i) => start + i);
    expect(versions(phone.msgs)).toEqual(expected);
    expect(phone.msgs.at(-1)?.data.kind).toBe('undo');
    expect(phone.msgs.filter((m) => m.event === 'presence')).toEqual([]);
  });

  it('a command to worker B right after A wrote (B’s cache stale) is taken at the current version, once', async () => {
    const g = await newGame(A);
    // B reads the game, so its history cache holds version 3.
    let v = await playOn(A, g, 0, 3);
    expect((await at(B, 'GET', `/api/games/${g.id}`, { token: g.hostToken })).body.version).toBe(3);
    // A writes version 4; B is told nothing before the next command lands on it.
    const id4 = clientId();
    const four = await at(A, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body: { clientId: id4, version: 3, command: script.commands[3] },
    });
    expect(four.body.version).toBe(4);
    const rows: [string, number, string | null, number, unknown][] = [];
    const cmd = async (worker: string, version: number, id = clientId()) => {
      const r = await at(worker, 'POST', `/api/games/${g.id}/commands`, {
        token: g.hostToken,
        body: { clientId: id, version, command: script.commands[version] },
      });
      rows.push([
        worker === A ? 'A' : 'B',
        version,
        id === id4 ? 'id of v4' : null,
        r.status,
        r.body.version ?? r.body.error?.version,
      ]);
      return r;
    };
    v = (await cmd(B, 4)).body.version as number; // current: taken
    await cmd(B, 4); // stale now: refused with the current version
    await cmd(B, 3, id4); // A's client id again: replayed, not doubled
    await cmd(A, 5); // and A takes B's version as current
    expect(rows).toEqual([
      ['B', 4, null, 200, 5],
      ['B', 4, null, 409, 5],
      ['B', 3, 'id of v4', 200, 4],
      ['A', 5, null, 200, 6],
    ]);
    expect(v).toBe(5);
    const log = await at(B, 'GET', `/api/games/${g.id}/log`, { token: g.hostToken });
    expect(log.body.events).toEqual(JSON.parse(JSON.stringify(script.events.slice(0, 6))));
  });

  it('the tablet on A shows the phone on B: online, 2 devices with a second on A, one device counted once, offline when it closes', async () => {
    const g = await newGame(A);
    const bo = await joined(g, 1);
    const table = await stream(A, g.id, { token: g.hostToken });
    const told = (n: number) =>
      until(`${n} presence messages`, () => presence(table.msgs).length >= n);
    // A move on A as a barrier: what the table was told before it came first.
    let v = 0;
    const barrier = async () => {
      v = await playOn(A, g, v, v + 1);
      await until(`version ${v}`, () => versions(table.msgs).includes(v));
    };
    await told(1);
    const phone = await stream(B, g.id, { cookie: bo, device: 'bo-phone-1' });
    await told(2);
    const second = await stream(A, g.id, { cookie: bo, device: 'bo-tablet-2' });
    await told(3);
    // The same device as B's phone, in another tab on A: still two devices.
    const tab = await stream(A, g.id, { cookie: bo, device: 'bo-phone-1' });
    await until('the tab’s snapshot', () => tab.msgs.length > 0);
    await barrier();
    tab.close();
    await tab.ended;
    await barrier();
    second.close();
    await told(4);
    phone.close();
    await told(5);
    await barrier();
    table.close();
    expect([phone.worker, second.worker, table.worker]).toEqual([B, A, A]);
    expect(presence(table.msgs)).toEqual([
      [[], {}],
      [[1], { '1': 1 }],
      [[1], { '1': 2 }],
      [[1], { '1': 1 }],
      [[], {}],
    ]);
  });

  it('a seat link withdrawn on A ends that seat’s stream on B, and the old secret is refused there', async () => {
    const g = await newGame(A);
    const bo = await joined(g, 1);
    const phone = await stream(B, g.id, { cookie: bo, device: 'bo-old-phone' });
    await until('the snapshot', () => phone.msgs.some((m) => m.event === 'snapshot'));
    const w = await at(A, 'POST', `/api/games/${g.id}/seats/1/withdraw`, { token: g.hostToken });
    expect(w.status).toBe(200);
    await phone.ended;
    const again = await at(B, 'GET', `/api/games/${g.id}`, { cookie: bo });
    expect([again.status, again.body.error?.code]).toEqual([401, 'ERR_SEAT_WITHDRAWN']);
    expect(tokenOf(w.body.joinUrl as string)).not.toBe(tokenOf(g.seats[1]?.joinUrl ?? ''));
  });

  it('the sockets are counted in the workers: the primary holds no stream’s socket', async () => {
    const g = await newGame(A);
    const pids = [A, B].map((id) =>
      Number(new RegExp(`worker ${id} started \\(pid (\\d+)\\)`).exec(out)?.[1]),
    );
    const streams: Stream[] = [];
    for (const id of [A, B, A, B, A, B, A, B, A, B, A, B])
      streams.push(await stream(id, g.id, { token: g.hostToken }));
    await until('12 snapshots', () => streams.every((x) => x.msgs.length > 0));
    const held = { primary: connections(child.pid ?? 0), workers: pids.map(connections) };
    for (const x of streams) x.close();
    await Promise.all(streams.map((x) => x.ended));
    expect(held).toEqual({ primary: 0, workers: [6, 6] });
  });

  it('kill -9 of a worker: another is forked, its phone goes offline, the server answers, nothing acknowledged is lost', async () => {
    const g = await newGame(A);
    const table = await stream(A, g.id, { token: g.hostToken });
    const phone = await stream(B, g.id, { cookie: await joined(g, 1), device: 'bo-phone-1' });
    await until('the phone online', () => presence(table.msgs).length >= 2);
    let v = await playOn(A, g, 0, 4);
    v = await playOn(B, g, v, 8);
    const pid = Number(new RegExp(`worker ${B} started \\(pid (\\d+)\\)`).exec(out)?.[1]);
    expect(pid).toBeGreaterThan(0);
    // A command in flight at B as it dies: its answer may never come, so it is sent again, with
    // the same client id, to A — taken once either way.
    const id = clientId();
    const body = { clientId: id, version: v, command: script.commands[v] };
    const agent = await on(B);
    const inFlight = send(agent, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body,
    }).catch(() => null);
    process.kill(pid, 'SIGKILL');
    await inFlight;
    agent.destroy();
    await phone.ended;
    await until('the replacement', () => /starting another/.test(out));
    const again = await at(A, 'POST', `/api/games/${g.id}/commands`, { token: g.hostToken, body });
    expect([again.status, again.body.version]).toEqual([200, v + 1]);
    v += 1;
    // The dead worker's phone is dropped from the tablet's presence.
    await until('the phone offline', () => presence(table.msgs).length >= 3);
    expect(presence(table.msgs)).toEqual([
      [[], {}],
      [[1], { '1': 1 }],
      [[], {}],
    ]);
    // Two workers answer again, one of them new; both take commands.
    const now = await vi.waitFor(
      async () => {
        const ids = await workerIds();
        if (ids.length !== 2 || ids.includes(B)) throw new Error(`workers: ${ids.join(', ')}`);
        return ids;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(now).toContain(A);
    const fresh = now.find((x) => x !== A) ?? '';
    v = await playOn(fresh, g, v, v + 2);
    v = await playOn(A, g, v, v + 2);
    await until(`version ${v} on the tablet`, () => versions(table.msgs).includes(v));
    table.close();
    const log = await at(fresh, 'GET', `/api/games/${g.id}/log`, { token: g.hostToken });
    expect(log.body.events).toEqual(JSON.parse(JSON.stringify(script.events.slice(0, v))));
    expect(versions(table.msgs)).toEqual(Array.from({ length: v + 1 }, (_, i) => i));
  });
});

describe('a bad worker count', () => {
  it.each([
    ['--workers 0', ['--workers', '0'], {}, '0'],
    ['--workers x', ['--workers', 'x'], {}, 'x'],
    ['-w 65', ['-w', '65'], {}, '65'],
    ['--workers=1.5', ['--workers=1.5'], {}, '1.5'],
    ['HEXKEEPER_WORKERS=-1', [], { HEXKEEPER_WORKERS: '-1' }, '-1'],
    ['the flag wins over HEXKEEPER_WORKERS', ['-w', '0'], { HEXKEEPER_WORKERS: '2' }, '0'],
  ])('%s stops with what is accepted and exit code 2', (_name, args, env, shown) => {
    const r = spawnSync('node', ['cli/serve.mjs', ...args], {
      env: { ...process.env, ...env, HEXKEEPER_DATA_DIR: join(root, 'never') },
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      `hexkeeper: the workers must be a whole number from 1 to 64, or auto, not "${shown}"`,
    );
    expect(r.stderr).toContain('-w, --workers <n>');
  });
});

describe('a worker that cannot start', () => {
  it('stops the primary with exit code 1 and the worker’s reason, forking no more', () => {
    const r = spawnSync('node', ['cli/serve.mjs', '--workers', '2', '-p', '0', '-H', '127.0.0.1'], {
      env: { ...process.env, HEXKEEPER_DATA_DIR: join(root, 'bad'), HEXKEEPER_SERVER_KEY: 'zz' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('HEXKEEPER_SERVER_KEY must be 64 hex characters');
    expect(r.stderr).toContain('hexkeeper: worker 1 exited with code 1 while starting; stopping');
    expect(r.stdout).not.toContain('worker 2 started');
  });
});
