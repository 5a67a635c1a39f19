// Who is online (lib/server/presence.ts) and what the table's stream says of it (sse.ts):
// a seat is online while at least one of its streams is open, the seats come out sorted,
// watchers hear only real changes, and only the table's streams get presence messages —
// after their snapshot, without an id, and none at all when presence cannot be known
// (several instances on PostgreSQL). With the same set-up: a client too slow to read is
// dropped, and a web stream (`next dev`) counts its backlog in bytes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newHistory, type Viewer } from '@/lib/game';
import type { GameRecord } from '@/lib/server/store';
import { config as makeConfig } from '../unit/game-helpers';

vi.mock('server-only', () => ({}));
const presence = await import('@/lib/server/presence');
const { SqliteStore } = await import('@/lib/server/sqlite-store');
const hub = await import('@/lib/server/hub');
const { streamTo, webSink, webStrategy } = await import('@/lib/server/sse');
const { applyEntry } = await import('@/lib/server/replay');

type Step =
  | readonly ['open', string, number, string] // game, seat, a name for the stream
  | readonly ['close', string];

interface Row {
  readonly name: string;
  readonly steps: readonly Step[];
  /** What a watcher of game 'a' heard, in order. */
  readonly heard: readonly (readonly number[])[];
  /** Seats online in game 'a' at the end. */
  readonly online: readonly number[];
}

const ROWS: readonly Row[] = [
  { name: 'nobody', steps: [], heard: [], online: [] },
  {
    name: 'one phone opens and closes',
    steps: [
      ['open', 'a', 1, 's1'],
      ['close', 's1'],
    ],
    heard: [[1], []],
    online: [],
  },
  {
    name: 'two tabs of one seat count once; the seat stays until the last closes',
    steps: [
      ['open', 'a', 1, 'tab1'],
      ['open', 'a', 1, 'tab2'],
      ['close', 'tab1'],
      ['close', 'tab2'],
    ],
    heard: [[1], []],
    online: [],
  },
  {
    name: 'a reload: the new stream opens before the old one is seen to close',
    steps: [
      ['open', 'a', 2, 'old'],
      ['open', 'a', 2, 'new'],
      ['close', 'old'],
    ],
    heard: [[2]],
    online: [2],
  },
  {
    name: 'a reload: the old stream closes first, then the new one opens',
    steps: [
      ['open', 'a', 2, 'old'],
      ['close', 'old'],
      ['open', 'a', 2, 'new'],
    ],
    heard: [[2], [], [2]],
    online: [2],
  },
  {
    name: 'seats come out sorted whatever order they open in',
    steps: [
      ['open', 'a', 3, 's3'],
      ['open', 'a', 0, 's0'],
      ['open', 'a', 2, 's2'],
      ['close', 's0'],
    ],
    heard: [[3], [0, 3], [0, 2, 3], [2, 3]],
    online: [2, 3],
  },
  {
    name: 'closing twice counts once',
    steps: [
      ['open', 'a', 1, 'x'],
      ['open', 'a', 1, 'y'],
      ['close', 'x'],
      ['close', 'x'],
    ],
    heard: [[1]],
    online: [1],
  },
  {
    name: 'another game’s phones are not this game’s',
    steps: [
      ['open', 'b', 1, 'b1'],
      ['open', 'a', 0, 'a0'],
      ['close', 'b1'],
    ],
    heard: [[0]],
    online: [0],
  },
];

describe('presence registry', () => {
  it.each(ROWS)('$name', ({ steps, heard, online }) => {
    const got: (readonly number[])[] = [];
    const stop = presence.watchPresence('a', (o) => got.push(o));
    const closes = new Map<string, () => void>();
    for (const s of steps) {
      // One browser per seat: its tabs and reloads are one device.
      if (s[0] === 'open')
        closes.set(s[3], presence.seatOpened(s[1], s[2], { device: `device-${s[2]}` }));
      else closes.get(s[1])?.();
    }
    const before = presence.onlineSeats('a');
    const told = [...got];
    // Cleaned up before checking, so a failure here leaves nothing online for the next row.
    stop();
    for (const close of closes.values()) close();
    expect(told).toEqual(heard);
    expect(before).toEqual(online);
    expect(presence.onlineSeats('a')).toEqual([]);
    expect(presence.onlineSeats('b')).toEqual([]);
  });

  it('counts devices, not streams: two tabs of one browser are one, a second phone is two', () => {
    const heard: unknown[] = [];
    const stop = presence.watchPresence('a', (online, devices) => heard.push({ online, devices }));
    const tab1 = presence.seatOpened('a', 1, { device: 'phone-of-bo' });
    const tab2 = presence.seatOpened('a', 1, { device: 'phone-of-bo' });
    const other = presence.seatOpened('a', 1, { device: 'someone-else' });
    const bare = presence.seatOpened('a', 1);
    expect(presence.seatDevices('a')).toEqual({ '1': 3 });
    bare();
    other();
    tab1();
    tab2();
    stop();
    expect(heard).toEqual([
      { online: [1], devices: { '1': 1 } },
      { online: [1], devices: { '1': 2 } },
      { online: [1], devices: { '1': 3 } },
      { online: [1], devices: { '1': 2 } },
      { online: [1], devices: { '1': 1 } },
      { online: [], devices: {} },
    ]);
  });

  it.each([
    ['no id', null, null],
    ['too short', 'abc', null],
    ['a bad character', 'abcdefgh!', null],
    ['a good id', 'Abc-123_xyz', 'Abc-123_xyz'],
  ] as const)('a device id: %s', (_name, raw, out) => {
    expect(presence.deviceParam(raw)).toBe(out);
  });

  it('kickSeat ends the seat’s streams of every other credential, and only those', () => {
    const kicked: string[] = [];
    const closeOld = presence.seatOpened('a', 1, {
      tokenHash: 'old',
      kick: () => {
        kicked.push('old');
        closeOld();
      },
    });
    const closeNew = presence.seatOpened('a', 1, {
      tokenHash: 'new',
      kick: () => kicked.push('new'),
    });
    const closeOther = presence.seatOpened('a', 2, {
      tokenHash: 'x',
      kick: () => kicked.push('x'),
    });
    expect(presence.kickSeat('a', 1, 'new')).toBe(1);
    expect(kicked).toEqual(['old']);
    expect(presence.seatDevices('a')).toEqual({ '1': 1, '2': 1 });
    closeNew();
    closeOther();
    expect(presence.onlineSeats('a')).toEqual([]);
  });

  it('every watcher hears each change once; a stopped watcher hears nothing more', () => {
    const one: (readonly number[])[] = [];
    const two: (readonly number[])[] = [];
    const stopOne = presence.watchPresence('a', (o) => one.push(o));
    const stopTwo = presence.watchPresence('a', (o) => two.push(o));
    const close = presence.seatOpened('a', 4);
    stopOne();
    close();
    stopTwo();
    expect(one).toEqual([[4]]);
    expect(two).toEqual([[4], []]);
  });

  it('a watcher that throws does not keep the others from hearing', () => {
    const heard: (readonly number[])[] = [];
    const stopBad = presence.watchPresence('a', () => {
      throw new Error('broken stream');
    });
    const stopGood = presence.watchPresence('a', (o) => heard.push(o));
    presence.seatOpened('a', 0)();
    stopBad();
    stopGood();
    expect(heard).toEqual([[0], []]);
  });
});

// ---------------------------------------------------------------- the stream

const config = makeConfig('base', 3, {}, 'presence');

let dir = '';
let store: InstanceType<typeof SqliteStore>;
let rec: GameRecord;
/** Every stream a test opened, stopped after it (again: stopping twice is harmless). */
const opened: (() => void)[] = [];

interface Message {
  readonly event: string;
  readonly id: string | null;
  readonly data: string;
}

/**
 * A stream of `viewer` into memory: its messages so far (comments left out), its stop, and
 * whether the server ended it. `backlog` is what the client has not read yet, in bytes.
 */
function open(
  viewer: Viewer,
  backlog: () => number = () => 0,
  device: string | null = typeof viewer === 'number' ? `device-${viewer}` : null,
): { messages: Message[]; stop: () => void; ended: () => boolean; failed: () => boolean } {
  const messages: Message[] = [];
  let ended = false;
  let failed = false;
  const dec = new TextDecoder();
  const stop = streamTo(
    rec,
    viewer,
    null,
    {
      write(bytes) {
        for (const block of dec.decode(bytes).split('\n\n')) {
          const lines = block.split('\n').filter((l) => l !== '' && !l.startsWith(':'));
          const field = (f: string) =>
            lines.find((l) => l.startsWith(`${f}: `))?.slice(f.length + 2) ?? null;
          const event = field('event');
          if (event) messages.push({ event, id: field('id'), data: field('data') ?? '' });
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
    { device },
  );
  opened.push(stop);
  return { messages, stop, ended: () => ended, failed: () => failed };
}

/** How long a stream may take to read from the store and write (a loaded 2-core machine). */
const SOON = { timeout: 5_000 };

/**
 * A version appended by another client, announced to the feed: a stream writes its messages in
 * order, so once the table has this update, anything written before it has arrived too.
 */
async function appendVersion(): Promise<void> {
  const v = (await store.version('g1')) ?? 0;
  const r = await store.append('g1', v, { kind: 'events', events: [] }, `later-${v}`);
  if (!r.ok) throw new Error('append');
  hub.storeChanged({ kind: 'append', gameId: 'g1', version: v + 1 });
}

/** The presence messages' seats online (their device counts are checked on their own). */
const presenceOf = (ms: readonly Message[]) =>
  ms
    .filter((m) => m.event === 'presence')
    .map((m) => ({ online: (JSON.parse(m.data) as { online: unknown }).online }));
const devicesIn = (ms: readonly Message[]) =>
  ms
    .filter((m) => m.event === 'presence')
    .map((m) => (JSON.parse(m.data) as { devices: unknown }).devices);

describe('presence on the live stream', () => {
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexkeeper-presence-'));
    store = new SqliteStore(join(dir, 'presence.sqlite'));
    const host = await store.createHost('h');
    await store.createGame({
      id: 'g1',
      hostId: host,
      config,
      phoneInput: true,
      seats: [],
      entries: [],
    });
    rec = (await store.game('g1')) as GameRecord;
    hub.setFeedSource({
      async latest(id) {
        const r = await store.game(id);
        if (!r) return null;
        let h = newHistory(r.config);
        for (const e of await store.entries(id)) h = applyEntry(h, e.entry);
        return { version: r.version, history: h };
      },
      version: (id) => store.version(id),
      entries: (id, after) => store.entries(id, after),
      remember() {},
    });
    presence.setPresenceKnown(true);
  });
  afterEach(async () => {
    for (const stop of opened.splice(0)) stop();
    await vi.waitFor(() => {
      expect(hub.listenerCount('g1')).toBe(0);
      expect(presence.onlineSeats('g1')).toEqual([]);
    }, SOON);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the table hears [] after its snapshot, then each seat that opens and closes; seats hear none', async () => {
    const table = open('table');
    await expect
      .poll(() => table.messages.map((m) => [m.event, m.id]), SOON)
      .toEqual([
        ['snapshot', '0'],
        ['presence', null],
      ]);
    expect(presenceOf(table.messages)).toEqual([{ online: [] }]);
    const last = () => presenceOf(table.messages).at(-1);
    const bo = open(1);
    await expect.poll(last, SOON).toEqual({ online: [1] });
    const cy = open(2);
    const boAgain = open(1);
    await expect.poll(last, SOON).toEqual({ online: [1, 2] });
    await expect.poll(() => boAgain.messages.length, SOON).toBe(1);
    bo.stop();
    cy.stop();
    await expect.poll(last, SOON).toEqual({ online: [1] });
    boAgain.stop();
    await expect.poll(last, SOON).toEqual({ online: [] });
    expect(presenceOf(table.messages)).toEqual([
      { online: [] },
      { online: [1] },
      { online: [1, 2] },
      { online: [1] },
      { online: [] },
    ]);
    // Presence messages carry no id; the seats' streams hold a snapshot and nothing else.
    expect(table.messages.filter((m) => m.event === 'presence').every((m) => m.id === null)).toBe(
      true,
    );
    for (const s of [bo, cy, boAgain]) expect(s.messages.map((m) => m.event)).toEqual(['snapshot']);
    table.stop();
  });

  it('the table hears how many devices follow each seat: a second phone on a seat is two', async () => {
    const table = open('table');
    await expect.poll(() => devicesIn(table.messages), SOON).toEqual([{}]);
    const bo = open(1, () => 0, 'bo-phone');
    await expect.poll(() => devicesIn(table.messages).at(-1), SOON).toEqual({ '1': 1 });
    const boTab = open(1, () => 0, 'bo-phone');
    const spy = open(1, () => 0, 'someone-else');
    await expect.poll(() => devicesIn(table.messages).at(-1), SOON).toEqual({ '1': 2 });
    await expect.poll(() => spy.messages.length, SOON).toBe(1);
    await expect.poll(() => boTab.messages.length, SOON).toBe(1);
    expect(devicesIn(table.messages)).toEqual([{}, { '1': 1 }, { '1': 2 }]);
    spy.stop();
    await expect.poll(() => devicesIn(table.messages).at(-1), SOON).toEqual({ '1': 1 });
    bo.stop();
    boTab.stop();
    table.stop();
  });

  it('withdrawing a seat’s credential ends its open streams (kickSeat)', async () => {
    const bo = open(1);
    await expect.poll(() => presence.onlineSeats('g1'), SOON).toEqual([1]);
    await expect.poll(() => bo.messages.length, SOON).toBe(1);
    // Opened without a credential's hash: any new credential is another one.
    expect(presence.kickSeat('g1', 1, 'new-hash')).toBe(1);
    expect(bo.ended()).toBe(true);
    expect(presence.onlineSeats('g1')).toEqual([]);
  });

  it('a second table stream starts with who is online now', async () => {
    const bo = open(1);
    await expect.poll(() => presence.onlineSeats('g1'), SOON).toEqual([1]);
    const table = open('table');
    await expect.poll(() => presenceOf(table.messages), SOON).toEqual([{ online: [1] }]);
    bo.stop();
    table.stop();
  });

  it('when presence cannot be known (PostgreSQL), the table gets no presence message at all', async () => {
    presence.setPresenceKnown(false);
    const table = open('table');
    await expect.poll(() => table.messages.length, SOON).toBe(1);
    const bo = open(1);
    await expect.poll(() => bo.messages.length, SOON).toBe(1);
    bo.stop();
    // No presence message on the seat's leaving: the next message the table gets is the update.
    await appendVersion();
    await expect.poll(() => table.messages.length, SOON).toBe(2);
    expect(table.messages.map((m) => m.event)).toEqual(['snapshot', 'update']);
    table.stop();
  });

  it('a client too slow to read is destroyed at its next message: its stream fails and leaves the feed', async () => {
    let unread = 0;
    const table = open('table', () => unread);
    await expect.poll(() => table.messages.length, SOON).toBe(2);
    expect(hub.listenerCount('g1')).toBe(1);
    // The tablet stops reading; more than 1 MB waits for it when the next message comes.
    unread = (1 << 20) + 1;
    const bo = open(1);
    // Destroyed, not ended: an ended response would keep its queue until the socket closes.
    await expect.poll(() => table.failed(), SOON).toBe(true);
    expect(table.ended()).toBe(false);
    await expect.poll(() => bo.messages.length, SOON).toBe(1);
    expect(presenceOf(table.messages)).toEqual([{ online: [] }]);
    expect(hub.listenerCount('g1')).toBe(1); // seat 1's stream only
    expect(bo.ended()).toBe(false);
    bo.stop();
  });

  it('a web stream (next dev) counts what its client has not read in bytes (regression: in chunks)', () => {
    let sink: ReturnType<typeof webSink> | null = null;
    const stream = new ReadableStream<Uint8Array>(
      {
        start(c) {
          sink = webSink(c);
        },
      },
      webStrategy(),
    );
    const s = sink as ReturnType<typeof webSink> | null;
    if (!s) throw new Error('no sink');
    expect(s.backlog()).toBe(0);
    s.write(new Uint8Array(3000));
    s.write(new Uint8Array(500));
    expect(s.backlog()).toBe(3500);
    void stream.cancel();
  });

  it('a stream stopped before it caught up leaves no seat online', async () => {
    const bo = open(1);
    bo.stop();
    // Seat 2's stream, opened after, catches up on the same feed: once it is online, seat 1's
    // stream has caught up too (and found itself stopped).
    const two = open(2);
    await expect.poll(() => presence.onlineSeats('g1'), SOON).toEqual([2]);
    expect(bo.messages).toEqual([]);
    two.stop();
  });
});
