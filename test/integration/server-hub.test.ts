// The live feed (lib/server/hub.ts) against a real SQLite store: whatever order news of
// versions arrives in — this process's commits, other instances' notifications, a resync —
// each listener gets every version after its subscription once, in order, read from the
// store by version when the news carried no data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardFromShare } from '@/lib/board';
import { DEFAULT_OPTIONS, type GameConfig, type History, newHistory } from '@/lib/game';
import type { Entry } from '@/lib/server/store';

vi.mock('server-only', () => ({}));
const { SqliteStore } = await import('@/lib/server/sqlite-store');
const hub = await import('@/lib/server/hub');
const { applyEntry } = await import('@/lib/server/replay');

const board = boardFromShare('h1.base.spiral.none.3.demo');
if (!board.ok) throw new Error('board');
const config: GameConfig = {
  ruleset: 'base',
  seed: 'hub',
  players: [
    { name: 'Ann', color: 'red' },
    { name: 'Bo', color: 'blue' },
    { name: 'Cy', color: 'white' },
  ],
  board: board.value,
  options: DEFAULT_OPTIONS,
};
const entry: Entry = { kind: 'events', events: [] };

let dir = '';
let store: InstanceType<typeof SqliteStore>;
let reads = 0;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hexkeeper-hub-'));
  store = new SqliteStore(join(dir, 'hub.sqlite'));
  reads = 0;
  const host = await store.createHost('h');
  await store.createGame({
    id: 'g1',
    hostId: host,
    config,
    phoneInput: false,
    seats: [],
    entries: [],
  });
  hub.setFeedSource({
    async latest(id) {
      const rec = await store.game(id);
      if (!rec) return null;
      let h = newHistory(rec.config);
      for (const e of await store.entries(id)) h = applyEntry(h, e.entry);
      return { version: rec.version, history: h };
    },
    version: (id) => store.version(id),
    async entries(id, after) {
      reads++;
      return store.entries(id, after);
    },
    remember() {},
  });
});
afterEach(async () => {
  // Every test drops its subscriptions, so no feed outlives its store.
  expect(hub.listenerCount('g1')).toBe(0);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Appends as another instance would: to the store only, announced separately (or not). */
async function appendElsewhere(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const v = (await store.version('g1')) ?? 0;
    const r = await store.append('g1', v, entry, `other-${v}`);
    if (!r.ok) throw new Error('append');
  }
}

/** How long a feed may take to read from the store and deliver (a loaded 2-core machine). */
const SOON = { timeout: 5_000 };

describe('live feed', () => {
  it('starts a subscription at the stored version and delivers a local commit at once', async () => {
    await appendElsewhere(2);
    const got: number[] = [];
    const sub = await hub.subscribe('g1', (p) => got.push(p.version));
    expect(sub?.version).toBe(2);
    const r = await store.append('g1', 2, entry, 'local-3');
    expect(r.ok).toBe(true);
    const h = applyEntry(sub?.history as History, entry);
    hub.publish('g1', 3, entry, h);
    // Synchronous: no store read for a local commit that is the next version.
    expect(got).toEqual([3]);
    expect(reads).toBe(0);
    sub?.unsubscribe();
    expect(hub.listenerCount('g1')).toBe(0);
  });

  it('reads what other instances appended, in order, once, whatever order the news came in', async () => {
    const got: number[] = [];
    const sub = await hub.subscribe('g1', (p) => got.push(p.version));
    await appendElsewhere(3);
    hub.storeChanged({ kind: 'append', gameId: 'g1', version: 3 });
    hub.storeChanged({ kind: 'append', gameId: 'g1', version: 1 });
    hub.storeChanged({ kind: 'append', gameId: 'g1', version: 2 });
    await expect.poll(() => got, SOON).toEqual([1, 2, 3]);
    // A late local publish of a delivered version is ignored.
    const other = await hub.subscribe('g1', () => {});
    expect(other?.version).toBe(3);
    hub.publish('g1', 3, entry, other?.history as History);
    // Then a real version 4: a feed delivers in order, so once 4 has arrived a wrong second
    // delivery of 3 would have come before it.
    await appendElsewhere(1);
    hub.storeChanged({ kind: 'append', gameId: 'g1', version: 4 });
    await expect.poll(() => got, SOON).toEqual([1, 2, 3, 4]);
    other?.unsubscribe();
    sub?.unsubscribe();
  });

  it('fills a gap before a local commit from the store', async () => {
    const got: number[] = [];
    const sub = await hub.subscribe('g1', (p) => got.push(p.version));
    await appendElsewhere(1); // version 1, not announced yet
    const r = await store.append('g1', 1, entry, 'local-2');
    expect(r.ok).toBe(true);
    let h = applyEntry(sub?.history as History, entry);
    h = applyEntry(h, entry);
    hub.publish('g1', 2, entry, h);
    await expect.poll(() => got, SOON).toEqual([1, 2]);
    sub?.unsubscribe();
  });

  it('catches up after a resync (notifications lost), and a later subscriber starts at the new version', async () => {
    const first: number[] = [];
    const a = await hub.subscribe('g1', (p) => first.push(p.version));
    await appendElsewhere(4);
    hub.storeChanged({ kind: 'resync' });
    await expect.poll(() => first, SOON).toEqual([1, 2, 3, 4]);
    await appendElsewhere(1); // version 5, never announced
    const second: number[] = [];
    const b = await hub.subscribe('g1', (p) => second.push(p.version));
    // Subscribing reads the stored version, so the feed is at 5 for both.
    expect(b?.version).toBe(5);
    expect(first).toEqual([1, 2, 3, 4, 5]);
    await appendElsewhere(1);
    hub.storeChanged({ kind: 'append', gameId: 'g1', version: 6 });
    await expect.poll(() => second, SOON).toEqual([6]);
    expect(first).toEqual([1, 2, 3, 4, 5, 6]);
    a?.unsubscribe();
    b?.unsubscribe();
  });

  it('answers null for a game that does not exist', async () => {
    expect(await hub.subscribe('nope', () => {})).toBeNull();
    expect(hub.listenerCount('nope')).toBe(0);
  });
});
