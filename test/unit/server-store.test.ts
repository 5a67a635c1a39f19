// The SQLite store against a real file in a temp folder: versions, conflicts refused,
// client ids applied once, reopening finds everything, listing by host.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardFromShare } from '@/lib/board';
import type { GameConfig } from '@/lib/game';
import { DEFAULT_OPTIONS } from '@/lib/game';

vi.mock('server-only', () => ({}));

const { SqliteStore } = await import('@/lib/server/sqlite-store');
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
let file = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hexkeeper-store-'));
  file = join(dir, 'test.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function seeded(store: InstanceType<typeof SqliteStore>, id = 'g1') {
  const host = store.createHost(cred.hashToken('host-token'));
  store.createGame({ id, hostId: host, config, phoneInput: false, seats: [], entries: [] });
  return host;
}

describe('SqliteStore', () => {
  it('appends at the expected version and refuses a stale one without writing', () => {
    const store = new SqliteStore(file);
    seeded(store);
    expect(store.append('g1', 0, { kind: 'undo', steps: 1 }, 'client-aaaa')).toEqual({
      ok: true,
      version: 1,
      replayed: false,
    });
    expect(store.append('g1', 0, { kind: 'redo', steps: 1 }, 'client-bbbb')).toEqual({
      ok: false,
      code: 'conflict',
      version: 1,
    });
    expect(store.entries('g1').map((e) => e.version)).toEqual([1]);
    expect(store.game('g1')?.version).toBe(1);
    store.close();
  });

  it('applies a client id once and answers its first version again', () => {
    const store = new SqliteStore(file);
    seeded(store);
    store.append('g1', 0, { kind: 'undo', steps: 1 }, 'client-aaaa');
    expect(store.append('g1', 1, { kind: 'undo', steps: 1 }, 'client-aaaa')).toEqual({
      ok: true,
      version: 1,
      replayed: true,
    });
    expect(store.entries('g1')).toHaveLength(1);
    expect(store.commandVersion('g1', 'client-aaaa')).toBe(1);
    expect(store.commandVersion('g1', 'client-zzzz')).toBeNull();
    store.close();
  });

  it('refuses appends to an unknown game', () => {
    const store = new SqliteStore(file);
    expect(store.append('nope', 0, { kind: 'undo', steps: 1 }, 'client-aaaa')).toEqual({
      ok: false,
      code: 'not-found',
    });
    store.close();
  });

  it('keeps everything across a reopen, in WAL mode', () => {
    const a = new SqliteStore(file);
    const host = seeded(a);
    a.append('g1', 0, { kind: 'events', events: [] }, 'client-aaaa');
    a.close();
    const b = new SqliteStore(file);
    expect(b.game('g1')?.config).toEqual(config);
    expect(b.entries('g1')).toEqual([{ version: 1, entry: { kind: 'events', events: [] } }]);
    expect(b.entries('g1', 1)).toEqual([]);
    expect(b.hostByTokenHash(cred.hashToken('host-token'))).toBe(host);
    b.close();
  });

  it("lists a host's games and nobody else's", () => {
    const store = new SqliteStore(file);
    const host = seeded(store, 'g1');
    store.createGame({ id: 'g2', hostId: host, config, phoneInput: true, seats: [], entries: [] });
    const other = store.createHost(cred.hashToken('other'));
    store.createGame({ id: 'g3', hostId: other, config, phoneInput: true, seats: [], entries: [] });
    expect(
      store
        .listGames(host)
        .map((g) => g.id)
        .sort(),
    ).toEqual(['g1', 'g2']);
    expect(store.listGames(other).map((g) => g.players)).toEqual([['Ann', 'Bo', 'Cy']]);
    store.close();
  });

  it('turns phone input on and off without touching the version', () => {
    const store = new SqliteStore(file);
    seeded(store);
    expect(store.setPhoneInput('g1', true)).toBe(true);
    expect(store.game('g1')).toMatchObject({ phoneInput: true, version: 0 });
    expect(store.setPhoneInput('nope', true)).toBe(false);
    store.close();
  });

  it('stores imported entries as versions 1 … n', () => {
    const store = new SqliteStore(file);
    const host = store.createHost('h');
    store.createGame({
      id: 'g1',
      hostId: host,
      config,
      phoneInput: false,
      seats: [],
      entries: [
        { kind: 'events', events: [] },
        { kind: 'undo', steps: 1 },
      ],
    });
    expect(store.game('g1')?.version).toBe(2);
    expect(store.append('g1', 2, { kind: 'redo', steps: 1 }, 'client-aaaa')).toMatchObject({
      version: 3,
    });
    store.close();
  });
});

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
