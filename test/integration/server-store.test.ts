// The game stores against real databases: SQLite in a temp file and PostgreSQL on a server
// these tests start themselves (test/e2e/server-postgres.ts; nothing mocked). The same
// table of facts runs against both: versions, conflicts refused, client ids applied once,
// reopening finds everything, listing by host, migrations recorded and idempotent; then two
// store instances on one database (as two server instances would be), and PostgreSQL's
// notifications of appends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardFromShare } from '@/lib/board';
import type { GameConfig } from '@/lib/game';
import { DEFAULT_OPTIONS } from '@/lib/game';
import type { Entry, GameStore, StoreChange } from '@/lib/server/store';
import { startPostgres, type TestPostgres } from '../e2e/server-postgres';

vi.mock('server-only', () => ({}));

const { SqliteStore } = await import('@/lib/server/sqlite-store');
const { PgStore } = await import('@/lib/server/pg-store');
const { RateLimiter } = await import('@/lib/server/rate-limit');
const cred = await import('@/lib/server/credentials');

const board = boardFromShare('h1.base.spiral.none.3.demo');
if (!board.ok) throw new Error('board');
const config: GameConfig = {
  ruleset: 'base',
  seed: 'unit',
  players: [
    { name: 'Ann', color: 'red' },
    { name: 'Bo', color: 'blue' },
    { name: 'Cy', color: 'white' },
  ],
  board: board.value,
  options: DEFAULT_OPTIONS,
};

let dir = '';
let postgres: TestPostgres | null = null;
let dbCounter = 0;
beforeAll(async () => {
  postgres = await startPostgres({ fsync: false });
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
}, 30_000);
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hexkeeper-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Opens stores on one fresh database; every store opened is closed after the test. */
interface Backend {
  readonly name: 'sqlite' | 'postgres';
  /** A fresh, empty database; returns a function that opens a store on it. */
  fresh(): Promise<() => Promise<GameStore>>;
}

const opened: GameStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close().catch(() => undefined);
});

const BACKENDS: Backend[] = [
  {
    name: 'sqlite',
    async fresh() {
      const file = join(dir, `t${dbCounter++}.sqlite`);
      return async () => {
        const s = new SqliteStore(file);
        opened.push(s);
        return s;
      };
    },
  },
  {
    name: 'postgres',
    async fresh() {
      if (!postgres) throw new Error('postgres did not start');
      const url = await postgres.createDatabase(`t${process.pid}_${dbCounter++}`);
      return async () => {
        const s = await PgStore.open(url);
        opened.push(s);
        return s;
      };
    },
  },
];

async function seeded(store: GameStore, id = 'g1') {
  const host = await store.createHost(cred.hashToken(`host-token-${id}`));
  await store.createGame({ id, hostId: host, config, phoneInput: false, seats: [], entries: [] });
  return host;
}

const undo1: Entry = { kind: 'undo', steps: 1 };

describe.each(BACKENDS)('$name store', (backend) => {
  it('appends at the expected version and refuses a stale one without writing', async () => {
    const store = await (await backend.fresh())();
    await seeded(store);
    expect(await store.append('g1', 0, undo1, 'client-aaaa')).toEqual({
      ok: true,
      version: 1,
      replayed: false,
    });
    expect(await store.append('g1', 0, { kind: 'redo', steps: 1 }, 'client-bbbb')).toEqual({
      ok: false,
      code: 'conflict',
      version: 1,
    });
    expect(await store.append('g1', 5, { kind: 'redo', steps: 1 }, 'client-cccc')).toEqual({
      ok: false,
      code: 'conflict',
      version: 1,
    });
    expect((await store.entries('g1')).map((e) => e.version)).toEqual([1]);
    expect((await store.game('g1'))?.version).toBe(1);
    expect(await store.version('g1')).toBe(1);
    expect(await store.version('nope')).toBeNull();
  });

  it('applies a client id once and answers its first version again', async () => {
    const store = await (await backend.fresh())();
    await seeded(store);
    await store.append('g1', 0, undo1, 'client-aaaa');
    expect(await store.append('g1', 1, undo1, 'client-aaaa')).toEqual({
      ok: true,
      version: 1,
      replayed: true,
    });
    expect(await store.entries('g1')).toHaveLength(1);
    expect(await store.commandVersion('g1', 'client-aaaa')).toBe(1);
    expect(await store.commandVersion('g1', 'client-zzzz')).toBeNull();
  });

  it('refuses appends to an unknown game', async () => {
    const store = await (await backend.fresh())();
    expect(await store.append('nope', 0, undo1, 'client-aaaa')).toEqual({
      ok: false,
      code: 'not-found',
    });
    expect(await store.game('nope')).toBeNull();
  });

  it('keeps everything across a reopen', async () => {
    const open = await backend.fresh();
    const a = await open();
    const host = await seeded(a);
    const events: Entry = { kind: 'events', events: [] };
    await a.append('g1', 0, events, 'client-aaaa');
    await a.close();
    const b = await open();
    expect((await b.game('g1'))?.config).toEqual(config);
    expect(await b.entries('g1')).toEqual([{ version: 1, entry: events }]);
    expect(await b.entries('g1', 1)).toEqual([]);
    expect(await b.hostByTokenHash(cred.hashToken('host-token-g1'))).toBe(host);
    expect(await b.hostByTokenHash(cred.hashToken('someone else'))).toBeNull();
  });

  it("lists a host's games and nobody else's", async () => {
    const store = await (await backend.fresh())();
    const host = await seeded(store, 'g1');
    await store.createGame({
      id: 'g2',
      hostId: host,
      config,
      phoneInput: true,
      seats: [],
      entries: [],
    });
    const other = await store.createHost(cred.hashToken('other'));
    await store.createGame({
      id: 'g3',
      hostId: other,
      config,
      phoneInput: true,
      seats: [],
      entries: [],
    });
    expect((await store.listGames(host)).map((g) => g.id).sort()).toEqual(['g1', 'g2']);
    const theirs = await store.listGames(other);
    expect(theirs.map((g) => g.players)).toEqual([['Ann', 'Bo', 'Cy']]);
    expect(theirs[0]).toMatchObject({ id: 'g3', ruleset: 'base', version: 0 });
    expect(typeof theirs[0]?.createdAt).toBe('number');
  });

  it('turns phone input on and off without touching the version', async () => {
    const store = await (await backend.fresh())();
    await seeded(store);
    expect(await store.setPhoneInput('g1', true)).toBe(true);
    expect(await store.game('g1')).toMatchObject({ phoneInput: true, version: 0 });
    expect(await store.setPhoneInput('g1', false)).toBe(true);
    expect(await store.game('g1')).toMatchObject({ phoneInput: false, version: 0 });
    expect(await store.setPhoneInput('nope', true)).toBe(false);
  });

  it('stores imported entries as versions 1 … n, and seats as given', async () => {
    const store = await (await backend.fresh())();
    const host = await store.createHost('h');
    const seats = [{ seat: 0, tokenHash: 'ab'.repeat(32), salt: 'salt' }];
    await store.createGame({
      id: 'g1',
      hostId: host,
      config,
      phoneInput: false,
      seats,
      entries: [{ kind: 'events', events: [] }, undo1],
    });
    expect(await store.game('g1')).toMatchObject({ version: 2, seats });
    expect(await store.append('g1', 2, { kind: 'redo', steps: 1 }, 'client-aaaa')).toMatchObject({
      version: 3,
    });
  });

  it('withdraws a seat: new salt and hash, the old hash kept, seen by another instance at once', async () => {
    const open = await backend.fresh();
    const a = await open();
    const b = await open();
    const host = await a.createHost('h');
    const seats = [
      { seat: 0, tokenHash: 'aa'.repeat(32), salt: 's0' },
      { seat: 1, tokenHash: 'bb'.repeat(32), salt: 's1' },
    ];
    await a.createGame({ id: 'g1', hostId: host, config, phoneInput: false, seats, entries: [] });
    // b has read (and cached) the game before the withdrawal.
    expect((await b.game('g1'))?.seats).toEqual(seats);
    expect(await a.withdrawSeat('g1', 1, 's1-new', 'cc'.repeat(32))).toBe(true);
    expect(await a.withdrawSeat('g1', 1, 's1-newer', 'dd'.repeat(32))).toBe(true);
    const after = [
      seats[0],
      {
        seat: 1,
        tokenHash: 'dd'.repeat(32),
        salt: 's1-newer',
        withdrawn: ['bb'.repeat(32), 'cc'.repeat(32)],
      },
    ];
    expect((await a.game('g1'))?.seats).toEqual(after);
    expect((await b.game('g1'))?.seats).toEqual(after);
    expect(await a.version('g1')).toBe(0);
    expect(await a.withdrawSeat('g1', 5, 'x', 'ee'.repeat(32))).toBe(false);
    expect(await a.withdrawSeat('nope', 0, 'x', 'ee'.repeat(32))).toBe(false);
    const c = await open();
    expect((await c.game('g1'))?.seats).toEqual(after);
  });

  // Issue 28: a rematch left the phones behind; the old game now says where its rematch is.
  it('records a rematch (the new game and each seat), a later one replacing it, seen by another instance', async () => {
    const open = await backend.fresh();
    const a = await open();
    const b = await open();
    await seeded(a, 'old');
    expect(await b.rematchOf('old')).toBeNull();
    const host = await a.hostByTokenHash(cred.hashToken('host-token-old'));
    if (!host) throw new Error('no host');
    for (const id of ['new1', 'new2'])
      await a.createGame({ id, hostId: host, config, phoneInput: true, seats: [], entries: [] });
    expect(await a.setRematch('old', { id: 'new1', seats: [0, 1, 2] })).toBe(true);
    expect(await b.rematchOf('old')).toEqual({ id: 'new1', seats: [0, 1, 2] });
    expect(await a.setRematch('old', { id: 'new2', seats: [2, 1, 0] })).toBe(true);
    expect(await b.rematchOf('old')).toEqual({ id: 'new2', seats: [2, 1, 0] });
    // Either game missing: nothing recorded.
    expect(await a.setRematch('old', { id: 'nope', seats: [0] })).toBe(false);
    expect(await a.setRematch('nope', { id: 'new1', seats: [0] })).toBe(false);
    expect(await a.rematchOf('nope')).toBeNull();
    expect(await b.rematchOf('old')).toEqual({ id: 'new2', seats: [2, 1, 0] });
    expect(await b.rematchOf('new1')).toBeNull();
  });

  it('moves the host once per offer, before it expires, and keeps the old host as a former one', async () => {
    const open = await backend.fresh();
    const a = await open();
    const b = await open();
    const oldHost = await seeded(a);
    const newHost = await a.createHost('new-host');
    // b has read (and cached) the game before the move.
    expect((await b.game('g1'))?.hostId).toBe(oldHost);
    const offer = 'aa'.repeat(32);
    expect(await a.offerHost('g1', offer, 1_000)).toBe(true);
    expect(await a.offerHost('nope', offer, 1_000)).toBe(false);
    // A wrong token changes nothing; the right one moves the game once.
    expect(await a.takeHost('g1', 'bb'.repeat(32), 500, { hostId: newHost }, [])).toBe('unknown');
    expect((await a.game('g1'))?.hostId).toBe(oldHost);
    expect(await a.takeHost('g1', offer, 500, { hostId: newHost }, [])).toBe('moved');
    expect(await b.takeHost('g1', offer, 501, { hostId: oldHost }, [])).toBe('unknown');
    for (const s of [a, b]) {
      expect((await s.game('g1'))?.hostId).toBe(newHost);
      expect(await s.formerHost('g1', oldHost)).toBe(true);
      expect(await s.formerHost('g1', newHost)).toBe(false);
    }
    expect((await a.listGames(newHost)).map((g) => g.id)).toEqual(['g1']);
    expect(await a.listGames(oldHost)).toEqual([]);
    expect(await a.version('g1')).toBe(0);
    // An offer taken at or after its expiry is spent and moves nothing.
    expect(await a.offerHost('g1', 'cc'.repeat(32), 2_000)).toBe(true);
    expect(await a.takeHost('g1', 'cc'.repeat(32), 2_000, { hostId: oldHost }, [])).toBe('expired');
    expect(await a.takeHost('g1', 'cc'.repeat(32), 1_999, { hostId: oldHost }, [])).toBe('unknown');
    expect((await b.game('g1'))?.hostId).toBe(newHost);
    // Moving back makes the returning host current again, no longer a former one.
    expect(await a.offerHost('g1', 'dd'.repeat(32), 3_000)).toBe(true);
    expect(await a.takeHost('g1', 'dd'.repeat(32), 2_500, { hostId: oldHost }, [])).toBe('moved');
    expect(await b.formerHost('g1', oldHost)).toBe(false);
    expect(await b.formerHost('g1', newHost)).toBe(true);
    expect((await b.game('g1'))?.hostId).toBe(oldHost);
  });

  // Issue 27: each failed take wrote a host row (101 orphans after an afternoon of attacks),
  // and a move rotated no seat secret.
  it('a take with a wrong token writes no host; a good one makes the new host and re-keys every seat', async () => {
    const open = await backend.fresh();
    const a = await open();
    const host = await a.createHost(cred.hashToken('host-token-rekey'));
    const seats = [0, 1].map((seat) => ({
      seat,
      salt: `old-${seat}`,
      tokenHash: `${seat + 5}`.repeat(64),
    }));
    await a.createGame({ id: 'g1', hostId: host, config, phoneInput: true, seats, entries: [] });
    const before = (await a.game('g1'))?.seats ?? [];
    expect(before).toEqual(seats);
    const newHost = { id: 'fresh-host-id', tokenHash: 'ee'.repeat(32) };
    const keys = before.map((s) => ({
      seat: s.seat,
      salt: `salt-${s.seat}`,
      tokenHash: `${s.seat}`.repeat(64),
    }));
    expect(await a.offerHost('g1', 'aa'.repeat(32), 1_000)).toBe(true);
    for (let i = 0; i < 5; i++)
      expect(await a.takeHost('g1', 'bb'.repeat(32), 500, { newHost }, keys)).toBe('unknown');
    expect(await a.hostByTokenHash(newHost.tokenHash)).toBeNull();
    expect((await a.game('g1'))?.seats).toEqual(before);
    expect(await a.takeHost('g1', 'aa'.repeat(32), 500, { newHost }, keys)).toBe('moved');
    expect(await a.hostByTokenHash(newHost.tokenHash)).toBe(newHost.id);
    const after = (await a.game('g1'))?.seats ?? [];
    expect(after.map((s) => [s.seat, s.salt, s.tokenHash, s.moved])).toEqual(
      before.map((s, i) => [s.seat, keys[i]?.salt, keys[i]?.tokenHash, [s.tokenHash]]),
    );
  });

  it('records its schema version, and opening again migrates nothing twice', async () => {
    const open = await backend.fresh();
    const a = await open();
    await seeded(a);
    expect(await a.schemaVersion()).toBe(3);
    const b = await open();
    expect(await b.schemaVersion()).toBe(3);
    expect(await b.version('g1')).toBe(0);
  });

  // Two store instances on one database are what two server instances are.
  it('of two instances appending at the same version, exactly one wins', async () => {
    const open = await backend.fresh();
    const a = await open();
    const b = await open();
    await seeded(a);
    for (let v = 0; v < 10; v++) {
      const [x, y] = await Promise.all([
        a.append('g1', v, undo1, `client-a-${v}`),
        b.append('g1', v, undo1, `client-b-${v}`),
      ]);
      expect([x.ok, y.ok].filter(Boolean)).toHaveLength(1);
      const lost = x.ok ? y : x;
      expect(lost).toEqual({ ok: false, code: 'conflict', version: v + 1 });
    }
    expect((await a.entries('g1')).map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('one client id sent to two instances at once is applied once', async () => {
    const open = await backend.fresh();
    const a = await open();
    const b = await open();
    await seeded(a);
    for (let v = 0; v < 10; v++) {
      const rs = await Promise.all([
        a.append('g1', v, undo1, `client-same-${v}`),
        b.append('g1', v, undo1, `client-same-${v}`),
      ]);
      expect(rs.map((r) => r.ok && r.version)).toEqual([v + 1, v + 1]);
      expect(rs.map((r) => r.ok && r.replayed).sort()).toEqual([false, true]);
    }
    expect(await b.entries('g1')).toHaveLength(10);
  });

  it('under contention from three instances, every accepted append is stored once, in order', async () => {
    const open = await backend.fresh();
    const stores = [await open(), await open(), await open()];
    const first = stores[0];
    if (!first) throw new Error('no store');
    await seeded(first);
    const accepted: { version: number; client: string }[] = [];
    await Promise.all(
      stores.map(async (s, i) => {
        for (let n = 0; n < 15; ) {
          const v = (await s.version('g1')) ?? 0;
          const client = `client-${i}-${n}`;
          const r = await s.append('g1', v, { kind: 'redo', steps: i + 1 }, client);
          if (r.ok) {
            accepted.push({ version: r.version, client });
            n++;
          }
        }
      }),
    );
    const stored = await first.entries('g1');
    expect(stored.map((e) => e.version)).toEqual(stored.map((_, i) => i + 1));
    expect(stored).toHaveLength(45);
    for (const a of accepted) expect(await first.commandVersion('g1', a.client)).toBe(a.version);
  });
});

describe('SqliteStore migrations', () => {
  it('adopts a file made before schema versions were recorded', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new SqliteStore(file);
    await seeded(old);
    await old.append('g1', 0, undo1, 'client-aaaa');
    await old.close();
    const raw = new Database(file);
    raw.pragma('user_version = 0');
    raw.close();
    const again = new SqliteStore(file);
    opened.push(again);
    expect(await again.schemaVersion()).toBe(3);
    expect(await again.entries('g1')).toEqual([{ version: 1, entry: undo1 }]);
  });
});

// SQLite's writes run on a worker thread and those sent together commit together
// (lib/server/sqlite-writer.ts): each write must still be decided by its own checks, in the
// order sent, a failing one must fail alone, and an answered write must be in the file.
describe('SqliteStore writes on the writer thread', () => {
  it('answers each of many writes sent at once by its own checks, in order', async () => {
    const store = new SqliteStore(join(dir, 'batch.sqlite'));
    opened.push(store);
    const games = ['g1', 'g2', 'g3', 'g4', 'g5'];
    for (const id of games) await seeded(store, id);
    const host = await store.createHost(cred.hashToken('batch-host'));
    const sent = games.flatMap((id) => [
      store.append(id, 0, undo1, `${id}-first`),
      store.append(id, 0, undo1, `${id}-second`),
      store.append(id, 0, undo1, `${id}-first`),
      store.append(id, 1, undo1, `${id}-third`),
    ]);
    // A write that fails (the game id is taken) among them fails alone.
    const dup = store.createGame({
      id: 'g1',
      hostId: host,
      config,
      phoneInput: false,
      seats: [],
      entries: [],
    });
    const fresh = store.createGame({
      id: 'g6',
      hostId: host,
      config,
      phoneInput: false,
      seats: [],
      entries: [undo1],
    });
    const phone = store.setPhoneInput('g2', true);
    const rs = await Promise.all(sent);
    await expect(dup).rejects.toThrow(/SQLite write failed/);
    await fresh;
    expect(await phone).toBe(true);
    for (let i = 0; i < games.length; i++) {
      expect(rs.slice(4 * i, 4 * i + 4)).toEqual([
        { ok: true, version: 1, replayed: false },
        { ok: false, code: 'conflict', version: 1 },
        { ok: true, version: 1, replayed: true },
        { ok: true, version: 2, replayed: false },
      ]);
      expect((await store.entries(games[i] as string)).map((e) => e.version)).toEqual([1, 2]);
    }
    expect(await store.game('g6')).toMatchObject({ version: 1, hostId: host });
    expect(await store.game('g2')).toMatchObject({ phoneInput: true, version: 2 });
    expect(await store.game('g1')).toMatchObject({ hostId: await seededHost(store, 'g1') });
  });

  it('has an answered write in the file, for any other connection to read', async () => {
    const file = join(dir, 'answered.sqlite');
    const store = new SqliteStore(file);
    opened.push(store);
    await seeded(store);
    await store.append('g1', 0, undo1, 'client-aaaa');
    const raw = new Database(file, { readonly: true });
    try {
      expect(raw.prepare('SELECT version, client_id FROM entries').all()).toEqual([
        { version: 1, client_id: 'client-aaaa' },
      ]);
    } finally {
      raw.close();
    }
  });

  it('refuses writes once closed, after committing those already sent', async () => {
    const file = join(dir, 'closed.sqlite');
    const store = new SqliteStore(file);
    await seeded(store);
    const last = store.append('g1', 0, undo1, 'client-aaaa');
    await store.close();
    expect(await last).toEqual({ ok: true, version: 1, replayed: false });
    await expect(store.append('g1', 1, undo1, 'client-bbbb')).rejects.toThrow(/closed/);
    const again = new SqliteStore(file);
    opened.push(again);
    expect(await again.version('g1')).toBe(1);
  });
});

async function seededHost(store: GameStore, id: string): Promise<string | null> {
  return store.hostByTokenHash(cred.hashToken(`host-token-${id}`));
}

describe('PgStore notifications', () => {
  it('tells every watching instance when a seat’s link is withdrawn', async () => {
    const open = await BACKENDS[1]?.fresh();
    if (!open) throw new Error('no postgres backend');
    const a = await open();
    const b = await open();
    await seeded(a);
    const seen: StoreChange[] = [];
    const unwatch = await b.watch((c) => seen.push(c));
    const host = await a.createHost('h2');
    await a.createGame({
      id: 'g2',
      hostId: host,
      config,
      phoneInput: false,
      seats: [{ seat: 0, tokenHash: 'aa'.repeat(32), salt: 's' }],
      entries: [],
    });
    expect(await a.withdrawSeat('g2', 0, 's2', 'bb'.repeat(32))).toBe(true);
    expect(await a.withdrawSeat('g2', 3, 's3', 'cc'.repeat(32))).toBe(false); // no seat: none
    await vi.waitFor(() => expect(seen).toEqual([{ kind: 'seats', gameId: 'g2' }]), {
      timeout: 5_000,
    });
    await unwatch();
  });

  it('tells a watching instance of every append another instance commits, and nothing refused', async () => {
    const open = await BACKENDS[1]?.fresh();
    if (!open) throw new Error('no postgres backend');
    const a = await open();
    const b = await open();
    await seeded(a);
    const seen: StoreChange[] = [];
    const unwatch = await b.watch((c) => seen.push(c));
    await a.append('g1', 0, undo1, 'client-aaaa');
    await a.append('g1', 0, undo1, 'client-bbbb'); // refused: no notification
    await a.append('g1', 1, undo1, 'client-aaaa'); // replayed: no notification
    await b.append('g1', 1, undo1, 'client-cccc'); // its own appends are announced too
    await waitFor(() => seen.length >= 2);
    // One more round trip on the watching side, so a stray third notification would show.
    await a.append('g1', 2, undo1, 'client-dddd');
    await waitFor(() => seen.length >= 3);
    expect(seen).toEqual([
      { kind: 'append', gameId: 'g1', version: 1 },
      { kind: 'append', gameId: 'g1', version: 2 },
      { kind: 'append', gameId: 'g1', version: 3 },
    ]);
    await unwatch();
  });

  it('reconnects a lost LISTEN connection and asks for a resync', async () => {
    const open = await BACKENDS[1]?.fresh();
    if (!open) throw new Error('no postgres backend');
    const a = await open();
    const b = await open();
    await seeded(a);
    const seen: StoreChange[] = [];
    const unwatch = await b.watch((c) => seen.push(c));
    const admin = new pg.Client({ connectionString: postgres?.url() });
    await admin.connect();
    const killed = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hexkeeper-listen'",
    );
    await admin.end();
    expect(killed.rowCount).toBe(1);
    await waitFor(() => seen.some((c) => c.kind === 'resync'), 10_000);
    await a.append('g1', 0, undo1, 'client-aaaa');
    await waitFor(() => seen.some((c) => c.kind === 'append'));
    expect(seen).toEqual([{ kind: 'resync' }, { kind: 'append', gameId: 'g1', version: 1 }]);
    await unwatch();
  });
});

/** Waits until `ok()` holds (PostgreSQL's notifications arrive on their own time). */
const waitFor = (ok: () => boolean, timeout = 5000) =>
  vi.waitFor(() => expect(ok(), 'timed out waiting').toBe(true), { timeout, interval: 20 });

describe('credentials', () => {
  it('makes 256-bit tokens, hashes them and derives seat secrets from the key', () => {
    const t = cred.newToken();
    expect(cred.isTokenShape(t)).toBe(true);
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(cred.newToken()).not.toBe(t);
    expect(cred.sameHash(cred.hashToken(t), cred.hashToken(t))).toBe(true);
    expect(cred.sameHash(cred.hashToken(t), cred.hashToken(`${t}x`))).toBe(false);
    const key = cred.serverKey(dir);
    const salt = cred.newSalt();
    expect(cred.seatToken(key, salt)).toBe(cred.seatToken(key, salt));
    expect(cred.seatToken(key, salt)).not.toBe(cred.seatToken(key, cred.newSalt()));
    expect(cred.isTokenShape(cred.seatToken(key, salt))).toBe(true);
  });
});

describe('RateLimiter', () => {
  it('allows a burst, then refills by the minute', () => {
    const l = new RateLimiter(() => ({ burst: 2, perMinute: 60 }));
    expect(l.take('a', 0)).toBe(0);
    expect(l.take('a', 0)).toBe(0);
    expect(l.take('a', 0)).toBeGreaterThan(0);
    expect(l.take('b', 0)).toBe(0);
    expect(l.take('a', 1000)).toBe(0);
  });

  it('holds at most maxKeys buckets', () => {
    const l = new RateLimiter(() => ({ burst: 1, perMinute: 1 }), 100);
    for (let i = 0; i < 1000; i++) l.take(`k${i}`, 0);
    expect(l.size).toBe(100);
  });
});
