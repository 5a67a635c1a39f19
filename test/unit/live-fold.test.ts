// How a device folds the live stream (app/live/fold.ts), as a table: a snapshot replaces what
// it holds, a delta applies only onto the very version it starts from, and anything that would
// let the device drift from its view on the server asks for a snapshot instead.
import { describe, expect, it } from 'vitest';
import { type Folded, foldMessage, type Held } from '@/app/live/fold';
import type { GameView } from '@/lib/game';

const view = (extra: Record<string, unknown>) =>
  ({ config: { seed: '' }, version: 0, bank: { ore: 19 }, ...extra }) as unknown as GameView;

const live: Held = { version: 4, view: view({ bank: { ore: 19 } }), last: null, stale: false };
const offline: Held = { ...live, stale: true };
const none: Held = { version: -1, view: null, last: null, stale: false };

const delta = (from: number, to: number, ops: unknown, more: Record<string, unknown> = {}) => ({
  event: 'delta',
  id: String(to),
  data: JSON.stringify({ from, to, kind: 'events', events: [{ type: 'rolled' }], ops, ...more }),
});
const ore = (n: number) => [['s', ['bank', 'ore'], n]];

const ROWS: readonly {
  name: string;
  prev: Held;
  m: { event: string; id: string | null; data: string };
  out: string;
}[] = [
  {
    name: 'a delta from the version held',
    prev: live,
    m: delta(4, 5, ore(17)),
    out: 'held 5 ore 17',
  },
  { name: 'a delta already held', prev: live, m: delta(3, 4, ore(1)), out: 'skip' },
  { name: 'a delta past a gap', prev: live, m: delta(5, 6, ore(1)), out: 'resync' },
  { name: 'a delta onto the offline copy', prev: offline, m: delta(4, 5, ore(1)), out: 'resync' },
  { name: 'a delta before any snapshot', prev: none, m: delta(4, 5, ore(1)), out: 'resync' },
  {
    name: 'a delta that does not apply',
    prev: live,
    m: delta(4, 5, [['s', ['nope', 'x'], 1]]),
    out: 'resync',
  },
  { name: 'a delta without ops', prev: live, m: delta(4, 5, undefined), out: 'resync' },
  {
    name: 'a delta that is not JSON',
    prev: live,
    m: { event: 'delta', id: '5', data: '{' },
    out: 'resync',
  },
  {
    name: 'a snapshot replaces even a newer copy',
    prev: live,
    m: {
      event: 'snapshot',
      id: '2',
      data: JSON.stringify({ version: 2, view: view({ bank: { ore: 3 } }) }),
    },
    out: 'held 2 ore 3',
  },
  {
    name: 'a full update keeps the config held',
    prev: live,
    m: {
      event: 'update',
      id: '5',
      data: JSON.stringify({ version: 5, kind: 'events', events: [], view: { bank: { ore: 9 } } }),
    },
    out: 'held 5 ore 9',
  },
  {
    name: 'presence is no version',
    prev: live,
    m: { event: 'presence', id: null, data: '{}' },
    out: 'skip',
  },
];

const describeFolded = (f: Folded): string =>
  f.kind === 'held'
    ? `held ${f.held.version} ore ${(f.held.view as unknown as { bank: { ore: number } }).bank.ore}`
    : f.kind;

describe('folding the live stream', () => {
  for (const r of ROWS)
    it(r.name, () => {
      const before = JSON.stringify(r.prev);
      expect(describeFolded(foldMessage(r.prev, r.m))).toBe(r.out);
      // What the device held is never changed in place.
      expect(JSON.stringify(r.prev)).toBe(before);
    });

  it("a delta's result keeps the config and says what happened", () => {
    const f = foldMessage(live, delta(4, 5, ore(17), { kind: 'undo', steps: 1, events: [] }));
    if (f.kind !== 'held') throw new Error(f.kind);
    expect(f.held.view?.config).toBe(live.view?.config);
    expect(f.held.last).toEqual({ version: 5, kind: 'undo', events: [], steps: 1 });
    expect(f.held.stale).toBe(false);
  });
});
