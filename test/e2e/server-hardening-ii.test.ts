// Hardening II (issue 27), against `npm start`'s own server (cli/serve.mjs) over real sockets:
// one named regression test per finding that a socket shows. Each `describe` that needs
// settings of its own runs a server of its own. The rest are where they are honest:
// test/unit/game-forgery.test.ts (every key at every command), server-hardening-stream and
// server-import-slices (resumes and imports off the loop), server-host-move (re-keying),
// server-page-budget, server-history-cache, pwa.test.ts (the worker's cache).
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type Event, randomGame, toGameLog } from '@/lib/game';
import {
  type Created,
  call,
  create,
  followStream,
  importGame,
  joinCookie,
  localConfig,
  type OwnServer,
  startServer,
  tokenOf,
} from './server-helpers';

const dirs: string[] = [];
const servers: OwnServer[] = [];
function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'hexkeeper-hardening-ii-'));
  dirs.push(d);
  return d;
}
async function own(env: Record<string, string>, dir = dataDir(), log?: string[]) {
  const s = await startServer(dir, env, log);
  servers.push(s);
  return s;
}
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const json = (key: string, n: number): Record<string, number> =>
  JSON.parse(`{${JSON.stringify(key)}:${n}}`) as Record<string, number>;

/** A bot game on the e2e board with a 7's discard in it; the events before the first discard. */
function beforeDiscard(): {
  seed: string;
  events: Event[];
  discard: Extract<Event, { type: 'discarded' }>;
} {
  for (const seed of ['e2e-seed', 'forge-1', 'forge-2', 'forge-3', 'forge-4', 'forge-5']) {
    const g = randomGame(localConfig(seed), 3000);
    const i = g.events.findIndex((e) => e.type === 'discarded');
    const d = g.events[i];
    if (d?.type === 'discarded') return { seed, events: g.events.slice(0, i), discard: d };
  }
  throw new Error('no bot game with a discard');
}

describe('finding 1: a phone cannot forge cards with inherited names', () => {
  let base = '';
  let g: Created;
  let cookie = '';
  let version = 0;
  const { seed, events, discard } = beforeDiscard();
  const owed = Object.values(discard.cards).reduce((a, b) => a + b, 0);

  it('a 7-discard of {"constructor": n} is refused (400); the honest one is taken', async () => {
    base = (await own({})).base;
    g = await importGame(base, localConfig(seed), events);
    version = g.version;
    cookie = await joinCookie(base, g, g.seats[discard.seat]?.joinUrl ?? '');
    const send = (command: unknown) =>
      call(base, 'POST', `/api/games/${g.id}/commands`, {
        cookie,
        body: { clientId: `forge-${Math.random().toString(36).slice(2, 12)}`, version, command },
      });
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      const a = await send({ type: 'discard', seat: discard.seat, cards: json(name, owed) });
      expect([name, a.status, a.body.error?.code]).toEqual([name, 400, 'ERR_VALIDATION']);
    }
    const ok = await send({ type: 'discard', seat: discard.seat, cards: discard.cards });
    expect(ok.status).toBe(200);
    version = ok.body.version as number;
  });

  it('a trade offer of {"constructor": 1} for ore is refused (400)', async () => {
    const a = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      cookie,
      body: {
        clientId: 'forge-offer-0001',
        version,
        command: {
          type: 'offerTrade',
          seat: discard.seat,
          give: json('constructor', 1),
          get: { ore: 1 },
        },
      },
    });
    expect([a.status, a.body.error?.code]).toEqual([400, 'ERR_VALIDATION']);
  });

  it('an exported log with a {"constructor": n} discard does not import (422)', async () => {
    const log = JSON.parse(JSON.stringify(toGameLog(localConfig(seed), [...events, discard]))) as {
      events: Record<string, unknown>[];
    };
    log.events[log.events.length - 1] = { ...discard, cards: json('constructor', owed) };
    const a = await call(base, 'POST', '/api/games/import', { body: { log } });
    expect([a.status, a.body.error?.code]).toEqual([422, 'ERR_BAD_LOG']);
  });
});

describe('finding 8: a host move re-keys every seat; the following phone keeps its seat', () => {
  it('the old links and the old host read nothing; the phone is handed its new link', async () => {
    const s = await own({});
    const g = await create(s.base);
    const cookie = await joinCookie(s.base, g, g.seats[1]?.joinUrl ?? '');
    const phone = followStream(s.base, g, { cookie, device: 'phone-one-1' });
    await expect.poll(() => phone.msgs.some((m) => m.event === 'snapshot')).toBe(true);
    const offer = await call(s.base, 'POST', `/api/games/${g.id}/host`, { token: g.hostToken });
    expect(offer.status).toBe(200);
    const transfer = new URL(offer.body.url as string).hash.slice(1);
    const take = await call(s.base, 'POST', `/api/games/${g.id}/host/take`, {
      body: { token: transfer },
    });
    expect(take.status).toBe(200);
    await expect.poll(() => phone.msgs.some((m) => m.event === 'rekey')).toBe(true);
    await phone.ended;
    const join = phone.msgs.find((m) => m.event === 'rekey')?.data.join as string;
    expect(join).toMatch(new RegExp(`^/join/${g.id}/[A-Za-z0-9_-]{43}$`));
    // The phone opens it: a new cookie, and its seat answers as before.
    const r = await fetch(s.base + join, { redirect: 'manual' });
    expect(r.status).toBe(303);
    const fresh = (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(fresh).toBe(`hk_${g.id}=${join.split('/')[3]}`);
    expect(
      (await call(s.base, 'GET', `/api/games/${g.id}/seats/1`, { cookie: fresh })).status,
    ).toBe(200);
    // Every link the old tablet was shown is refused; the old host reads no seat.
    for (const seat of [0, 1, 2]) {
      const old = `hk_${g.id}=${tokenOf(g.seats[seat]?.joinUrl ?? '')}`;
      const a = await call(s.base, 'GET', `/api/games/${g.id}/seats/${seat}`, { cookie: old });
      expect([seat, a.status, a.body.error?.code]).toEqual([seat, 401, 'ERR_SEAT_WITHDRAWN']);
    }
    const asOld = await call(s.base, 'GET', `/api/games/${g.id}/seats/1`, { token: g.hostToken });
    expect([asOld.status, asOld.body.error?.code]).toEqual([403, 'ERR_HOST_MOVED']);
    const table = await call(s.base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    expect(table.body.seats).toEqual([]);
  });
});

describe('finding 9: host-move offers limited, failed takes write nothing, knights name no hex', () => {
  it('offers from one address stop at the limit (429)', async () => {
    const dir = dataDir();
    const s = await own({}, dir);
    const g = await create(s.base);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await call(s.base, 'POST', `/api/games/${g.id}/host`, { token: g.hostToken })).status,
      );
    expect(statuses.filter((x) => x === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const db = new Database(join(dir, 'hexkeeper.sqlite'), { readonly: true });
    const hosts = () => (db.prepare('SELECT count(*) AS n FROM hosts').get() as { n: number }).n;
    expect(hosts()).toBe(1);
    db.close();
  });

  it('twenty failed takes write no host row (10 refused as unknown, then 429)', async () => {
    const dir = dataDir();
    const s = await own({}, dir);
    const g = await create(s.base);
    const hosts = () => {
      const db = new Database(join(dir, 'hexkeeper.sqlite'), { readonly: true });
      try {
        return (db.prepare('SELECT count(*) AS n FROM hosts').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    expect(hosts()).toBe(1);
    const takes: number[] = [];
    for (let i = 0; i < 20; i++)
      takes.push(
        (
          await call(s.base, 'POST', `/api/games/${g.id}/host/take`, {
            body: { token: 'A'.repeat(43) },
          })
        ).status,
      );
    expect(takes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(takes.slice(10)).toEqual(Array(10).fill(429));
    expect(hosts()).toBe(1);
  });

  it("a phone's knight naming the robber's hex is refused (403)", async () => {
    const s = await own({});
    const g = await create(s.base);
    const cookie = await joinCookie(s.base, g, g.seats[0]?.joinUrl ?? '');
    const a = await call(s.base, 'POST', `/api/games/${g.id}/commands`, {
      cookie,
      body: {
        clientId: 'knight-hex-01',
        version: g.version,
        command: { type: 'playKnight', seat: 0, hex: '0,0' },
      },
    });
    expect([a.status, a.body.error?.code]).toEqual([403, 'ERR_NOT_YOUR_CHOICE']);
  });
});

describe('finding 5: page renders take their turn per address', () => {
  it('past the renders in flight and waiting, one address is told to retry (429)', async () => {
    const s = await own({ HEXKEEPER_PAGES_AT_ONCE: '1', HEXKEEPER_PAGES_WAITING: '2' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${s.base}/table`).then(async (r) => {
          await r.arrayBuffer();
          return [r.status, r.headers.get('retry-after')] as const;
        }),
      ),
    );
    expect(answers.filter(([st]) => st === 200).length).toBeGreaterThanOrEqual(3);
    expect(answers.some(([st, after]) => st === 429 && after === '2')).toBe(true);
    // The API is no page: health answers while pages wait.
    expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
  });
});

describe('finding 9: timeouts as documented, aborted bodies quiet', () => {
  it('trickled headers are cut by the 15 s header timeout (closed within 20 s)', async () => {
    const s = await own({});
    const u = new URL(s.base);
    const sock = connect(Number(u.port), u.hostname);
    const closed = new Promise<number>((resolve) => {
      const t0 = Date.now();
      sock.on('close', () => resolve(Date.now() - t0));
      sock.on('error', () => undefined);
    });
    sock.write(`GET /api/health HTTP/1.1\r\nHost: ${u.host}\r\n`);
    const trickle = setInterval(() => sock.write('X-Slow: 1\r\n'), 1_000);
    const gone = await Promise.race([
      closed,
      new Promise<null>((r) => setTimeout(() => r(null), 20_000)),
    ]);
    clearInterval(trickle);
    sock.destroy();
    expect(gone).not.toBeNull();
  }, 30_000);

  it('a body trickled slower than allowed is cut at the request timeout (here 3 s)', async () => {
    // The documented default (30 s) is checked in test/unit/server-timeouts.test.ts; the same
    // setting, made short, lets this run in seconds over a real socket.
    const timeout = 3_000;
    const s = await own({ HEXKEEPER_REQUEST_TIMEOUT_MS: String(timeout) });
    const u = new URL(s.base);
    const sock = connect(Number(u.port), u.hostname);
    await new Promise((r) => sock.once('connect', r));
    let answer = '';
    sock.on('data', (b: Buffer) => {
      answer += b.toString();
    });
    sock.on('error', () => undefined);
    const t0 = Date.now();
    const closed = new Promise<number>((resolve) =>
      sock.on('close', () => resolve(Date.now() - t0)),
    );
    // A 100,000-byte import body, a byte every 100 ms: it would take almost three hours.
    sock.write(
      `POST /api/games/import HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (!sock.destroyed) {
        sock.write(' ');
        sent++;
      }
    }, 100);
    const gone = await Promise.race([
      closed,
      new Promise<null>((r) => setTimeout(() => r(null), 20_000)),
    ]);
    clearInterval(trickle);
    sock.destroy();
    // Cut while the client was still sending, not before the limit; the answer, if one came
    // before the close, is Node's 408.
    expect(gone).not.toBeNull();
    expect(gone as number).toBeGreaterThanOrEqual(timeout);
    expect(sent).toBeLessThan(100_000);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The server still serves.
    expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
  }, 30_000);

  it('a request body aborted mid-way logs no stack trace', async () => {
    const log: string[] = [];
    const s = await own({}, dataDir(), log);
    const u = new URL(s.base);
    const sock = connect(Number(u.port), u.hostname);
    await new Promise((r) => sock.once('connect', r));
    sock.write(
      `POST /api/games/import HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"log":`,
    );
    // Let the server start reading the body, then go away.
    await new Promise((r) => setTimeout(r, 300));
    sock.destroy();
    // A request after it is answered, so the abort has been handled.
    expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
    expect(log.join('')).not.toMatch(/unexpected error|\n\s+at /);
  });
});
