// Presence over several worker processes (`npm start -- --workers N`, lib/server/presence.ts
// and cluster-bus.ts), without processes: each worker's followers of a seat are device ids
// plus streams without one; merged, a device seen on two workers counts once and each
// anonymous stream counts; the table hears only real changes of the merged seats; the other
// workers are told this worker's followers only when they change; a dead worker's followers
// are dropped; malformed bus messages are refused.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const presence = await import('@/lib/server/presence');
const { parseBusMessage } = await import('@/lib/server/cluster-bus');
type Followers = import('@/lib/server/presence').Followers;

type F = { ids: string[]; anonymous: number };
const f = (ids: string[], anonymous = 0): F => ({ ids, anonymous });

interface MergeRow {
  readonly name: string;
  readonly parts: readonly Followers[];
  readonly online: readonly number[];
  readonly devices: Readonly<Record<string, number>>;
}

describe('merging the workers’ followers', () => {
  it.each<MergeRow>([
    { name: 'no worker follows', parts: [], online: [], devices: {} },
    {
      name: 'one worker, one phone',
      parts: [{ '1': f(['bo-phone']) }],
      online: [1],
      devices: { '1': 1 },
    },
    {
      name: 'one device on two workers counts once',
      parts: [{ '1': f(['bo-phone']) }, { '1': f(['bo-phone']) }],
      online: [1],
      devices: { '1': 1 },
    },
    {
      name: 'two devices of one seat on two workers count twice',
      parts: [{ '1': f(['bo-phone']) }, { '1': f(['bo-tablet']) }],
      online: [1],
      devices: { '1': 2 },
    },
    {
      name: 'streams without a device id each count, on every worker',
      parts: [{ '2': f([], 1) }, { '2': f(['cy'], 2) }],
      online: [2],
      devices: { '2': 4 },
    },
    {
      name: 'seats come out sorted over the workers',
      parts: [{ '3': f(['c']) }, { '0': f(['a']), '2': f(['b']) }],
      online: [0, 2, 3],
      devices: { '0': 1, '2': 1, '3': 1 },
    },
    {
      name: 'an empty seat entry is no one',
      parts: [{ '1': f([]) }],
      online: [],
      devices: {},
    },
  ])('$name', ({ parts, online, devices }) => {
    expect(presence.mergeFollowers(parts)).toEqual({ online, devices });
  });

  it('a worker’s own streams as followers: ids once, anonymous streams counted', () => {
    const streams = new Map([
      [1, [{ device: 'x' }, { device: 'x' }, { device: null }]],
      [4, [{ device: null }]],
    ]);
    expect(presence.followersOf(streams)).toEqual({ '1': f(['x'], 1), '4': f([], 1) });
  });
});

describe('presence registry with other workers', () => {
  const shared: unknown[] = [];
  afterEach(() => {
    presence.setPresenceShare(null);
    shared.length = 0;
  });

  it('the table hears the merged seats, only on real changes; a dead worker’s phones drop', () => {
    presence.setPresenceShare((gameId, followers) => shared.push([gameId, followers]));
    const heard: unknown[] = [];
    const stop = presence.watchPresence('w', (online, devices) => heard.push([online, devices]));
    // Worker 2's phone of seat 1, then this worker's tab of the same device: still 1 device.
    presence.workerPresence(2, 'w', { '1': f(['bo-phone']) });
    const tab = presence.seatOpened('w', 1, { device: 'bo-phone' });
    // A second device of seat 1 on worker 3.
    presence.workerPresence(3, 'w', { '1': f(['bo-tablet']) });
    expect(presence.seatDevices('w')).toEqual({ '1': 2 });
    // Worker 3 says the same again: nothing new for the table.
    presence.workerPresence(3, 'w', { '1': f(['bo-tablet']) });
    presence.workerGone(3);
    tab();
    presence.workerPresence(2, 'w', {});
    stop();
    expect(heard).toEqual([
      [[1], { '1': 1 }],
      [[1], { '1': 2 }],
      [[1], { '1': 1 }],
      [[], {}],
    ]);
    // The others were told this worker's own followers: when the tab opened and closed.
    expect(shared).toEqual([
      ['w', { '1': f(['bo-phone']) }],
      ['w', {}],
    ]);
    expect(presence.onlineSeats('w')).toEqual([]);
  });

  it('a new worker is re-sent every game this worker streams, and nothing else', () => {
    const a = presence.seatOpened('g1', 0, { device: 'ann-phone' });
    const b = presence.seatOpened('g2', 2);
    presence.workerPresence(5, 'g3', { '1': f(['z']) });
    expect(presence.localPresence()).toEqual([
      ['g1', { '0': f(['ann-phone']) }],
      ['g2', { '2': f([], 1) }],
    ]);
    a();
    b();
    presence.workerGone(5);
    expect(presence.localPresence()).toEqual([]);
    expect(presence.onlineSeats('g3')).toEqual([]);
  });

  it('a withdrawn link’s kick reaches only this worker’s streams (the bus tells the others)', () => {
    const kicked: string[] = [];
    presence.workerPresence(2, 'k', { '1': f(['elsewhere']) });
    const close = presence.seatOpened('k', 1, { tokenHash: 'old', kick: () => kicked.push('old') });
    expect(presence.kickSeat('k', 1, 'new')).toBe(1);
    expect(kicked).toEqual(['old']);
    close();
    presence.workerGone(2);
  });
});

describe('cluster bus messages', () => {
  it.each([
    [
      'an append',
      { hk: 'append', from: 2, gameId: 'abc', version: 7 },
      { hk: 'append', from: 2, gameId: 'abc', version: 7 },
    ],
    [
      'a withdrawn link',
      { hk: 'seats', from: 1, gameId: 'abc' },
      { hk: 'seats', from: 1, gameId: 'abc' },
    ],
    [
      'presence',
      { hk: 'presence', from: 3, gameId: 'g', seats: { '1': { ids: ['d1'], anonymous: 1 } } },
      { hk: 'presence', from: 3, gameId: 'g', seats: { '1': { ids: ['d1'], anonymous: 1 } } },
    ],
    ['hello', { hk: 'hello', from: 4 }, { hk: 'hello', from: 4 }],
    ['gone', { hk: 'gone', from: 4 }, { hk: 'gone', from: 4 }],
    ['no sender', { hk: 'append', gameId: 'abc', version: 7 }, null],
    ['a version that is no number', { hk: 'append', from: 2, gameId: 'abc', version: '7' }, null],
    ['version 0', { hk: 'append', from: 2, gameId: 'abc', version: 0 }, null],
    ['an empty game id', { hk: 'seats', from: 2, gameId: '' }, null],
    ['an unknown kind', { hk: 'reboot', from: 2 }, null],
    [
      'a seat that is no number',
      { hk: 'presence', from: 3, gameId: 'g', seats: { x: { ids: [], anonymous: 0 } } },
      null,
    ],
    [
      'negative anonymous streams',
      { hk: 'presence', from: 3, gameId: 'g', seats: { '1': { ids: [], anonymous: -1 } } },
      null,
    ],
    ['another module’s message', { cmd: 'NODE_CLUSTER' }, null],
    ['a string', 'append abc 7', null],
    ['null', null, null],
  ])('%s', (_name, raw, parsed) => {
    expect(parseBusMessage(raw)).toEqual(parsed);
  });
});
