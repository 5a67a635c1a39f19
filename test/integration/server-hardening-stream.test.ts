// The live stream's bounds (issue 16, findings 2 and 4), on a real SQLite store and the real
// feed: a client is destroyed (not ended) when its backlog plus the next message passes the
// limit; a backlog that does not drain is destroyed after the stall time; a resume far behind
// and an update too large both arrive as one snapshot; and a board search from an untrusted
// share code stops at its time budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Event, newHistory, randomGame, type Viewer } from '@/lib/game';
import type { GameRecord } from '@/lib/server/store';
import { config as makeConfig } from '../unit/game-helpers';

process.env.HEXKEEPER_STREAM_STALL_MS = '300';
vi.mock('server-only', () => ({}));
const { SqliteStore } = await import('@/lib/server/sqlite-store');
const hub = await import('@/lib/server/hub');
const { streamTo, MAX_REPLAY, MAX_MESSAGE } = await import('@/lib/server/sse');
const { applyEntry } = await import('@/lib/server/replay');
const { boardFromShare } = await import('@/lib/board');
const { SearchTimeout, withTimeBudget } = await import('@/lib/board/search');

const config = makeConfig('base56', 6, {}, 'hardening');
const game = randomGame(config, 5000);
const SOON = { timeout: 5_000 };

let dir = '';
let store: InstanceType<typeof SqliteStore>;
const opened: (() => void)[] = [];
/** Reads of stored entries by the feed after its first load (a fold on the loop). */
let entryReads = 0;

async function gameWith(id: string, entries: readonly (readonly Event[])[]): Promise<GameRecord> {
  const host = await store.createHost(`h-${id}`);
  await store.createGame({
    id,
    hostId: host,
    config,
    phoneInput: true,
    seats: [],
    entries: entries.map((events) => ({ kind: 'events', events })),
  });
  return (await store.game(id)) as GameRecord;
}

interface Opened {
  readonly messages: { event: string; id: string | null; bytes: number }[];
  readonly ended: () => boolean;
  readonly failed: () => boolean;
}

function open(
  rec: GameRecord,
  viewer: Viewer,
  after: number | null,
  backlog: () => number,
  mode: { delta?: boolean } = {},
): Opened {
  const messages: Opened['messages'] = [];
  let ended = false;
  let failed = false;
  const dec = new TextDecoder();
  opened.push(
    streamTo(
      rec,
      viewer,
      after,
      {
        write(bytes) {
          for (const block of dec.decode(bytes).split('\n\n')) {
            const lines = block.split('\n').filter((l) => l !== '' && !l.startsWith(':'));
            const field = (f: string) =>
              lines.find((l) => l.startsWith(`${f}: `))?.slice(f.length + 2) ?? null;
            const event = field('event');
            if (event) messages.push({ event, id: field('id'), bytes: block.length });
          }
        },
        backlog,
        end() {
          ended = true;
        },
        fail() {
          failed = true;
        },
      },
      {},
      mode,
    ),
  );
  return { messages, ended: () => ended, failed: () => failed };
}

describe('the live stream’s bounds', () => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexkeeper-hardening-'));
    store = new SqliteStore(join(dir, 'h.sqlite'));
    hub.setFeedSource({
      async latest(id) {
        const r = await store.game(id);
        if (!r) return null;
        let h = newHistory(r.config);
        for (const e of await store.entries(id)) h = applyEntry(h, e.entry);
        return { version: r.version, history: h };
      },
      version: (id) => store.version(id),
      entries: (id, after) => {
        entryReads++;
        return store.entries(id, after);
      },
      remember() {},
    });
  });
  afterEach(async () => {
    for (const stop of opened.splice(0)) stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the next message counts: a backlog just under 1 MB plus the next message destroys the stream', async () => {
    const rec = await gameWith('g-next', [game.events.slice(0, 3)]);
    const s = open(rec, 'table', null, () => (1 << 20) - 100);
    await expect.poll(() => s.failed(), SOON).toBe(true);
    expect(s.ended()).toBe(false);
    expect(s.messages).toEqual([]);
  });

  it('a backlog that does not drain for the stall time destroys the stream', async () => {
    const rec = await gameWith('g-stall', [game.events.slice(0, 3)]);
    const s = open(rec, 'table', null, () => 4096);
    await expect.poll(() => s.messages.length, SOON).toBe(1);
    await expect.poll(() => s.failed(), SOON).toBe(true);
    expect(s.ended()).toBe(false);
  });

  it('a backlog that drains keeps its stream', async () => {
    const rec = await gameWith('g-drain', [game.events.slice(0, 3)]);
    let backlog = 100_000;
    const s = open(rec, 'table', null, () => {
      backlog = Math.max(0, backlog - 10_000);
      return backlog;
    });
    await expect.poll(() => s.messages.length, SOON).toBe(1);
    await expect.poll(() => backlog, SOON).toBe(0);
    expect(s.failed()).toBe(false);
  });

  for (const delta of [false, true])
    it(`a resume more than ${MAX_REPLAY} versions behind gets one snapshot, not a replay${delta ? ' (deltas)' : ''}`, async () => {
      // (A nearer resume's replay is server-api's, server-durability's and server-delta's.)
      const entries = game.events.slice(0, MAX_REPLAY + 50).map((e) => [e]);
      const rec = await gameWith(`g-far-${delta}`, entries);
      const far = open(rec, 1, 10, () => 0, { delta });
      await expect.poll(() => far.messages.length, SOON).toBe(1);
      expect(far.messages[0]).toMatchObject({ event: 'snapshot', id: String(rec.version) });
    });

  // Issue 27, finding 2: a resume re-read the stored game from event 0 and folded it on the loop.
  for (const delta of [false, true])
    it(`a resume sends the versions missed from the feed's newest, reading no entry from the store${delta ? ' (deltas)' : ''}`, async () => {
      const n = game.events.length - 12;
      const first = game.events.slice(0, n);
      const rec = await gameWith(`g-resume-${delta}`, [first]);
      const watcher = open(rec, 'table', null, () => 0, { delta });
      await expect.poll(() => watcher.messages.length, SOON).toBe(1);
      // Ten commits of this process, each delivered at once (no store read).
      let h = applyEntry(newHistory(config), { kind: 'events', events: first });
      for (let v = 2; v <= 11; v++) {
        const entry = { kind: 'events', events: [game.events[n + v - 2] as Event] } as const;
        expect(await store.append(rec.id, v - 1, entry, `resume-${delta}-${v}`)).toMatchObject({
          ok: true,
        });
        h = applyEntry(h, entry);
        hub.publish(rec.id, v, entry, h);
      }
      await expect.poll(() => watcher.messages.length, SOON).toBe(11);
      entryReads = 0;
      // Sixteen phones of seat 1 resume after version 6 at once: each gets versions 7–11.
      const resumed = Array.from({ length: 16 }, () => open(rec, 1, 6, () => 0, { delta }));
      for (const r of resumed) await expect.poll(() => r.messages.length, SOON).toBe(5);
      for (const r of resumed)
        expect(r.messages.map((m) => [m.event, m.id])).toEqual(
          [7, 8, 9, 10, 11].map((v) => [delta ? 'delta' : 'update', String(v)]),
        );
      expect(entryReads).toBe(0);
    });

  for (const delta of [false, true])
    it(`an update over ${MAX_MESSAGE / 1024} KB (an imported game’s one entry) arrives as a snapshot${delta ? ' (deltas)' : ''}`, async () => {
      // The update would carry every event of the game (over 100 KB) plus the view.
      expect(JSON.stringify(game.events).length).toBeGreaterThan(100_000);
      const first = game.events.slice(0, 3);
      const rec = await gameWith(`g-big-${delta}`, [first]);
      const s = open(rec, 'table', null, () => 0, { delta });
      await expect.poll(() => s.messages.map((m) => m.event), SOON).toEqual(['snapshot']);
      // The whole rest of the game as one entry, published as a commit would publish it.
      const entry = { kind: 'events', events: game.events.slice(3) } as const;
      expect(await store.append(rec.id, 1, entry, `big-entry-${delta}`)).toMatchObject({
        ok: true,
      });
      const history = applyEntry(
        applyEntry(newHistory(config), { kind: 'events', events: first }),
        entry,
      );
      hub.publish(rec.id, 2, entry, history);
      await expect.poll(() => s.messages.length, SOON).toBe(2);
      expect(s.messages[1]).toMatchObject({ event: 'snapshot', id: '2' });
      expect(s.messages[1]?.bytes).toBeLessThan(MAX_MESSAGE);
    });
});

describe('the board search’s time budget', () => {
  const hard = 'h1.base.spiral.a-e-l-f-s-n-d-h-t1-c8-p1.4.x1';
  it('a search past its budget throws SearchTimeout (a clock that has run out)', () => {
    let t = 0;
    const clock = () => (t += 1000);
    expect(() => withTimeBudget(500, clock, () => boardFromShare(hard))).toThrow(SearchTimeout);
  });
  // Issue 27: the official layout tries its spirals without spending a node budget, so its
  // loop never read the clock and ran past HEXKEEPER_SEARCH_MS.
  it('an official-layout search past its budget throws SearchTimeout too', () => {
    const official = 'h2.base56.official.a-e-l-f-s-n-d-h-t1-c8-p1.6.x1';
    let t = 0;
    const clock = () => (t += 1000);
    expect(() => withTimeBudget(500, clock, () => boardFromShare(official))).toThrow(SearchTimeout);
  });

  it('a search within its budget gives the same board as without one', () => {
    const code = 'h1.base.spiral.strict.4.z';
    const a = boardFromShare(code);
    const b = withTimeBudget(
      60_000,
      () => 0,
      () => boardFromShare(code),
    );
    expect(b).toEqual(a);
  });
});
