// Several instances on one PostgreSQL (issue 7): two `next start` processes with the same
// DATABASE_URL and server key, separate (empty) data folders, a PostgreSQL server of our own.
// A phone's stream on instance B sees the roll submitted to instance A; commands alternate
// between the instances and every stream sees each version once, in order; two instances
// taking the same version at once accept exactly one; instance A is killed with SIGKILL while
// commands are in flight, and the game goes on at B with nothing acknowledged lost. A seat
// link withdrawn at one instance ends the old phone's stream at the other at once. No
// instance tells the tablet which phones are connected (it cannot know).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fold, viewFor } from '@/lib/game';
import {
  type Answer,
  call,
  clientId,
  create,
  localConfig,
  type OwnServer,
  play,
  readSse,
  type SseMessage,
  scriptedCommands,
  startServer,
} from './server-helpers';
import { startPostgres, type TestPostgres } from './server-postgres';

const root = mkdtempSync(join(tmpdir(), 'hexkeeper-multi-'));
const script = scriptedCommands(300);
const firstRoll = script.events.findIndex((e) => e.type === 'rolled');
let postgres: TestPostgres;
let env: Record<string, string>;
const servers: OwnServer[] = [];

async function instance(name: string): Promise<OwnServer> {
  const s = await startServer(join(root, name), env);
  servers.push(s);
  return s;
}

beforeAll(async () => {
  postgres = await startPostgres();
  env = {
    DATABASE_URL: await postgres.createDatabase('hexkeeper'),
    HEXKEEPER_SERVER_KEY: randomBytes(32).toString('hex'),
    HEXKEEPER_RATE_WRITE: 'off',
  };
}, 60_000);

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await postgres?.stop();
  rmSync(root, { recursive: true, force: true });
}, 30_000);

const expectedView = (n: number) =>
  JSON.parse(JSON.stringify(viewFor(fold(localConfig(), script.events.slice(0, n)), 'table')));

/** Sends one scripted command as the host to `base`. */
const send = (base: string, token: string, gameId: string, version: number): Promise<Answer> =>
  call(base, 'POST', `/api/games/${gameId}/commands`, {
    token,
    body: { clientId: clientId(), version, command: script.commands[version] },
  });

/** The versions a stream delivered are exactly from+1 … to, each once, in order. */
function expectContiguous(msgs: readonly SseMessage[], from: number, to: number): void {
  expect(msgs.map((m) => m.id)).toEqual(Array.from({ length: to - from }, (_, i) => from + 1 + i));
}

describe('two instances on one PostgreSQL', () => {
  it('fans out across instances, refuses a conflict between them, and survives kill -9 of one', async () => {
    expect(firstRoll).toBeGreaterThan(0);
    expect(script.events.length).toBeGreaterThan(firstRoll + 60);
    let a = await instance('a');
    const b = await instance('b');

    // A game made on A; the phone joins with A's link at B (one server key, one database).
    const g = await create(a.base);
    const link = new URL(g.seats[1]?.joinUrl ?? '');
    const joined = await fetch(b.base + link.pathname, { redirect: 'manual' });
    expect(joined.status).toBe(303);
    const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^hk_/);

    // The phone's stream is on B; the tablet's on A. The setup is played on A, up to and
    // including the first roll.
    const phone: SseMessage[] = [];
    const phoneDone = readSse(
      `${b.base}/api/games/${g.id}/events`,
      { cookie, timeoutMs: 60_000, onMessage: (m) => phone.push(m) },
      (m) => m.some((x) => x.id === firstRoll + 1),
    );
    await waitFor(() => phone.length > 0);
    expect(phone[0]).toMatchObject({ event: 'snapshot', id: 0 });
    let v = await play(a.base, g, script.commands.slice(0, firstRoll + 1), 0);
    expect(v).toBe(firstRoll + 1);
    await phoneDone;
    const rolled = phone.at(-1);
    if (!rolled) throw new Error('the phone received nothing');
    expect(rolled.event).toBe('update');
    expect(rolled.data).toMatchObject({ version: v, kind: 'events' });
    expect((rolled.data.events as { type: string }[]).map((e) => e.type)).toContain('rolled');
    expectContiguous(phone.slice(1), 0, v);
    // Every message is cut to seat 1: no other seat's hand is visible.
    const view = rolled.data.view as { players: { hand: unknown }[] };
    expect(view.players.filter((p) => p.hand !== null)).toHaveLength(1);

    // Commands alternate between the instances; a stream on each sees every version once.
    // The tablet's stream holds nothing else: A cannot know who follows the game on B, so
    // it sends no presence (kept here, it would break the run of ids).
    const from = v;
    const onA = readSse(
      `${a.base}/api/games/${g.id}/events`,
      { token: g.hostToken, lastEventId: from, timeoutMs: 60_000, unnumbered: true },
      (m) => m.some((x) => x.id === from + 20),
    );
    const onB = readSse(
      `${b.base}/api/games/${g.id}/events`,
      { cookie, lastEventId: from, timeoutMs: 60_000 },
      (m) => m.some((x) => x.id === from + 20),
    );
    for (let i = 0; i < 20; i++) {
      const r = await send(i % 2 === 0 ? a.base : b.base, g.hostToken, g.id, v);
      expect(r.status).toBe(200);
      v = r.body.version as number;
    }
    expectContiguous((await onA).messages, from, v);
    expectContiguous((await onB).messages, from, v);

    // The same version sent to both instances at once: exactly one is accepted.
    const [x, y] = await Promise.all([
      send(a.base, g.hostToken, g.id, v),
      send(b.base, g.hostToken, g.id, v),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect((x.status === 409 ? x : y).body.error?.code).toBe('ERR_STALE_VERSION');
    v += 1;
    const viewB = await call(b.base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    expect(viewB.body).toMatchObject({ version: v, view: expectedView(v) });

    // kill -9 instance A while commands stream into it; the phone stays on B.
    const beforeKill = v;
    const phoneAfter = readSse(
      `${b.base}/api/games/${g.id}/events`,
      { cookie, lastEventId: beforeKill, timeoutMs: 60_000 },
      (m) => m.some((x) => x.id === beforeKill + 40),
    );
    let acknowledged = v;
    const killAt = v + 10;
    let killed: Promise<void> | null = null;
    for (let i = v; !killed; i++) {
      const sent = send(a.base, g.hostToken, g.id, i).catch(() => null);
      if (i === killAt) killed = a.stop('SIGKILL');
      const r = await sent;
      if (r?.status === 200) acknowledged = r.body.version as number;
      else if (!killed) throw new Error(`command ${i}: ${r?.status} ${JSON.stringify(r?.body)}`);
    }
    await killed;
    const atB = await call(b.base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    const stored = atB.body.version as number;
    expect(stored).toBeGreaterThanOrEqual(acknowledged);
    expect(stored).toBeLessThanOrEqual(killAt + 1);
    expect(atB.body.view).toEqual(expectedView(stored));

    // The game goes on at B; the phone's stream there never missed or repeated a version.
    v = await play(b.base, g, script.commands.slice(stored, beforeKill + 40), stored);
    expectContiguous((await phoneAfter).messages, beforeKill, v);

    // A restarted A catches up from the database, live streams included.
    a = await instance('a');
    const log = await call(a.base, 'GET', `/api/games/${g.id}/log`, { token: g.hostToken });
    expect(log.body.events).toEqual(JSON.parse(JSON.stringify(script.events.slice(0, v))));
    const last = v;
    const tabletAgain = readSse(
      `${a.base}/api/games/${g.id}/events`,
      { token: g.hostToken, lastEventId: last, timeoutMs: 60_000 },
      (m) => m.some((x) => x.id === last + 5),
    );
    v = await play(b.base, g, script.commands.slice(v, v + 5), v);
    expectContiguous((await tabletAgain).messages, last, v);
    const end = await call(a.base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    expect(end.body).toMatchObject({ version: v, view: expectedView(v) });

    // Stateless instances: with DATABASE_URL nothing is written to their data folders.
    for (const name of ['a', 'b'])
      expect(existsSync(join(root, name)) ? readdirSync(join(root, name)) : []).toEqual([]);
  });

  // Last: it stops the database.
  it('a link withdrawn at one instance ends its phone’s stream at the other at once', async () => {
    const c = await instance('c');
    const d = await instance('d');
    const g = await create(c.base);
    const link = new URL(g.seats[1]?.joinUrl ?? '');
    const joined = await fetch(d.base + link.pathname, { redirect: 'manual' });
    const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const phone: SseMessage[] = [];
    const ended = readSse(
      `${d.base}/api/games/${g.id}/events`,
      { cookie, timeoutMs: 60_000, onMessage: (m) => phone.push(m) },
      () => false,
    );
    await waitFor(() => phone.length > 0);
    const w = await call(c.base, 'POST', `/api/games/${g.id}/seats/1/withdraw`, {
      token: g.hostToken,
    });
    expect(w.status).toBe(200);
    const closed = await Promise.race([
      ended.then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('still open'), 5_000)),
    ]);
    expect(closed).toBe('ended');
    const again = await call(d.base, 'GET', `/api/games/${g.id}`, { cookie });
    expect([again.status, again.body.error?.code]).toEqual([401, 'ERR_SEAT_WITHDRAWN']);
    const fresh = await fetch(d.base + new URL(w.body.joinUrl as string).pathname, {
      redirect: 'manual',
    });
    expect(fresh.status).toBe(303);
  });

  it('answers /api/health with its store while PostgreSQL answers, and 503 once it is gone', async () => {
    const c = await instance('c');
    const up = await call(c.base, 'GET', '/api/health');
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ status: 'ok', store: 'postgres' });
    expect(up.body.schema).toBeGreaterThanOrEqual(1);
    await postgres.stop();
    const down = await call(c.base, 'GET', '/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { code: 'ERR_STORE_UNAVAILABLE' } });
    expect(down.body.error?.message).toMatch(/game store does not answer/);
  });
});

/** Waits until `ok()` holds (another instance's news arrives through PostgreSQL's NOTIFY). */
const waitFor = (ok: () => boolean, timeout = 20_000) =>
  vi.waitFor(() => expect(ok(), 'timed out waiting').toBe(true), { timeout, interval: 20 });
