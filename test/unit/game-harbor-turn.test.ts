// Intimate Settlers (seed 003, 5): "If the tile is a harbour the player may choose the
// orientation of the tile", as long as no intersection gets two ports. The harbor is drawn
// by the build, so the player turns it right after (`turnHarbor`), before anything else.
// Tables of facts on the fixed Intimate board (test/fixtures/boards.ts), whose bag draws
// fields, sea, forest, then an ore harbor.

import { describe, expect, it, vi } from 'vitest';
import {
  bankRate,
  type Command,
  current,
  type Event,
  type GameState,
  harborTurns,
  newHistory,
  parseGameLog,
  perform,
  randomGame,
  rateOf,
  replayChecked,
  type Tile,
  toGameLog,
  undo,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { turnableAfter } from '@/lib/game/harbor';
import { act, config, hand, only, playState, refused } from './game-helpers';

vi.mock('server-only', () => ({}));
const { command: commandSchema, SEAT_CHOICES } = await import('@/lib/server/schemas');

const im = config('intimate');
const ctx = contextOf(im);
const hexIdx = (k: string) => ctx.topo.hexIndex.get(k as never) ?? -1;
const faces = (s: GameState, k: string) => s.island?.tiles[hexIdx(k)]?.faces ?? null;

/**
 * Seat 0 (settlements on 1,-2,S and, beside the coming harbor, 0,-2,N) has built roads
 * 1,-1,NW and 1,-1,W (fields, sea, forest drawn). The next road, 0,-1,NE, draws the ore
 * harbor onto 0,-2; the engine lays it facing 1,-2 (land first): ports 1,-3,S and 0,-1,N.
 * Facing 1,-3 instead puts the port on 0,-2,N, where seat 0 has a settlement.
 */
function beforeHarbor(extra: Record<string, Partial<Tile>> = {}): GameState {
  let s = playState(im, {
    settlements: { '1,-2,S': 0, '0,-2,N': 0 },
    hands: { 0: hand({ brick: 3, lumber: 3, ore: 2 }) },
  });
  s = act(s, { type: 'buildRoad', seat: 0, edge: '1,-1,NW' });
  s = act(s, { type: 'buildRoad', seat: 0, edge: '1,-1,W' });
  const isl = s.island;
  if (!isl) throw new Error('an Intimate Settlers game has the discovery slice');
  const t = [...isl.tiles];
  for (const [k, v] of Object.entries(extra))
    t[hexIdx(k)] = { terrain: 'sea', token: null, harbor: null, faces: null, home: null, ...v };
  return { ...s, island: { ...isl, tiles: t } };
}
const DISCOVER: Command = { type: 'buildRoad', seat: 0, edge: '0,-1,NE' };
const TURN: Command = { type: 'turnHarbor', seat: 0, hex: '0,-2', faces: '1,-3' };
const discovered = () => act(beforeHarbor(), DISCOVER);

describe('turning a harbor just discovered', () => {
  it('the build draws the harbor, lays it on the first legal side, and leaves it turnable by its discoverer', () => {
    const s = discovered();
    expect(s.island?.tiles[hexIdx('0,-2')]).toMatchObject({ harbor: 'ore', faces: '1,-2' });
    expect(s.island?.harborTurn).toEqual({ seat: 0, hex: '0,-2' });
    const choice = harborTurns(viewFor(s, 'table'));
    expect(choice).toMatchObject({ seat: 0, hex: '0,-2', harbor: 'ore', faces: '1,-2' });
    expect(choice?.options).toEqual(['1,-2', '1,-3', '0,-1', '0,-3', '-1,-2', '-1,-1']);
  });

  it('a legal turn: the harborTurned event, the tile turned, and it may be turned again', () => {
    const s = discovered();
    expect(only(s, TURN)).toEqual({
      type: 'harborTurned',
      seat: 0,
      hex: '0,-2',
      faces: '1,-3',
      from: '1,-2',
    });
    const t = act(s, TURN);
    expect(faces(t, '0,-2')).toBe('1,-3');
    expect(t.island?.harborTurn).toEqual({ seat: 0, hex: '0,-2' });
    const back = act(t, { ...TURN, faces: '1,-2' });
    expect(faces(back, '0,-2')).toBe('1,-2');
  });

  it.each<[string, (s: GameState) => GameState, Command, string]>([
    ['the other seat turns it', (s) => s, { ...TURN, seat: 1 }, 'ERR_NOT_YOUR_TURN'],
    ['another hex (a home-base harbor)', (s) => s, { ...TURN, hex: '4,-4' }, 'ERR_HARBOR_FIXED'],
    ['a hex off the board', (s) => s, { ...TURN, hex: '40,40' }, 'ERR_HARBOR_FIXED'],
    ['a side that is not its own', (s) => s, { ...TURN, faces: '5,5' }, 'ERR_HARBOR_SIDE'],
    [
      'after the turn moved on',
      (s) => act(s, { type: 'endTurn', seat: 0 }),
      { ...TURN, seat: 0 },
      'ERR_HARBOR_FIXED',
    ],
    [
      'after another move in the same turn (a trade at the old rate)',
      (s) =>
        act(s, { type: 'tradeBank', seat: 0, give: { lumber: 4 }, get: { wool: 1 } } as Command),
      TURN,
      'ERR_HARBOR_FIXED',
    ],
    [
      'after a build that drew no harbor',
      (s) => act(s, { type: 'buildRoad', seat: 0, edge: '1,-1,NE' }),
      TURN,
      'ERR_HARBOR_FIXED',
    ],
  ])('refused: %s', (_, before, c, code) => {
    const s0 = discovered();
    const s = before({
      ...s0,
      players: s0.players.map((p, i) =>
        i === 0 ? { ...p, hand: { ...p.hand, lumber: 5, brick: 1 } } : p,
      ),
    });
    expect(refused(s, c)).toBe(code);
  });

  it('refused into an illegal orientation: a side whose intersection already has a port', () => {
    // A harbor on -1,-1 facing 0,-2 holds the ports -1,-1,N and 0,-2,S.
    const s = act(beforeHarbor({ '-1,-1': { harbor: 'any', faces: '0,-2' } }), DISCOVER);
    const choice = harborTurns(viewFor(s, 'table'));
    expect(choice?.options).toEqual(['1,-2', '1,-3', '0,-3']);
    for (const f of ['0,-1', '-1,-2', '-1,-1'])
      expect(refused(s, { ...TURN, faces: f as never })).toBe('ERR_HARBOR_SIDE');
    // Every side the tablet offers is one decide() accepts, and no other.
    const hx = ctx.topo.hexes[hexIdx('0,-2')];
    for (const n of ctx.topo.hexNeighbours[hexIdx('0,-2')] ?? []) {
      const h = ctx.topo.hexes[n];
      if (!h || !hx) continue;
      const k = `${h.q},${h.r}` as const;
      expect(refused(s, { ...TURN, faces: k })).toBe(
        choice?.options.includes(k) ? 'accepted' : 'ERR_HARBOR_SIDE',
      );
    }
  });

  it.each([
    ['base game', 'base'],
    ['Intimate, before any harbor was drawn', 'intimate'],
  ] as const)('refused with nothing to turn: %s', (_, ruleset) => {
    const s = playState(config(ruleset), {});
    expect(refused(s, { ...TURN })).toBe('ERR_HARBOR_FIXED');
    expect(harborTurns(viewFor(s, 'table'))).toBeNull();
  });

  it('the trade rate follows the turned harbor', () => {
    const s = discovered();
    // Facing 1,-2 the port is on 1,-3,S and 0,-1,N: seat 0 has no building there.
    expect(bankRate(s, ctx, 0, 'ore')).toBe(4);
    expect(refused(s, { type: 'tradeBank', seat: 0, give: { ore: 2 }, get: { wool: 1 } })).toBe(
      'ERR_BAD_RATE',
    );
    const t = act(s, TURN);
    expect(bankRate(t, ctx, 0, 'ore')).toBe(2);
    expect(rateOf(viewFor(t, 'table'), 0, 'ore')).toBe(2);
    expect(rateOf(viewFor(t, 0), 0, 'ore')).toBe(2);
    const traded = act(t, { type: 'tradeBank', seat: 0, give: { ore: 2 }, get: { wool: 1 } });
    expect(traded.players[0]?.hand.wool).toBe(1);
  });

  it('every viewer sees the turned harbor (harbors are public)', () => {
    const t = act(discovered(), TURN);
    for (const v of ['table', 0, 1] as const) {
      const view = viewFor(t, v);
      expect(view.island?.tiles[hexIdx('0,-2')]?.faces).toBe('1,-3');
      expect(view.island?.harborTurn).toEqual({ seat: 0, hex: '0,-2' });
    }
  });

  it('replays: a game with turns passes replayChecked and game@1; a tampered turn does not', () => {
    // A random legal game (the bots turn harbors they discover half the time).
    const cfg = config('intimate', 2, {}, 'a');
    const g = randomGame(cfg, 3000);
    // The last turn of a run of turns (the next event is another kind of move).
    const at = g.events.findIndex(
      (e, i) => e.type === 'harborTurned' && g.events[i + 1]?.type !== 'harborTurned',
    );
    expect(at).toBeGreaterThan(0);
    expect(replayChecked(cfg, g.events).ok).toBe(true);
    const doc = JSON.parse(JSON.stringify(toGameLog(cfg, g.events)));
    const parsed = parseGameLog(doc);
    expect(parsed.ok && replayChecked(parsed.value.config, parsed.value.events).ok).toBe(true);
    const turn = g.events[at] as Extract<Event, { type: 'harborTurned' }>;
    const withTurn = (e: Event) => g.events.map((x, i) => (i === at ? e : x));
    const refusedAt = (events: readonly Event[]) => {
      const r = replayChecked(cfg, events);
      return r.ok ? 'ok' : `${r.error.index}:${r.error.error.code}`;
    };
    const rows: [string, readonly Event[], string][] = [
      ['a wrong "from"', withTurn({ ...turn, from: turn.faces }), `${at + 1}:ERR_EVENT_MISMATCH`],
      [
        'by the other seat',
        withTurn({ ...turn, seat: 1 - turn.seat }),
        `${at + 1}:ERR_NOT_YOUR_TURN`,
      ],
      [
        'a side off the hex',
        withTurn({ ...turn, faces: '40,40' as never }),
        `${at + 1}:ERR_HARBOR_SIDE`,
      ],
      [
        'made after the next move',
        [...g.events.slice(0, at), g.events[at + 1] as Event, turn, ...g.events.slice(at + 2)],
        'refused',
      ],
    ];
    for (const [name, events, want] of rows) {
      const got = refusedAt(events);
      if (want === 'refused') expect(got, name).not.toBe('ok');
      else expect(got, name).toBe(want);
    }
    // The schema refuses a harborTurned that is not shaped like one.
    const bad = {
      ...doc,
      events: doc.events.map((e: unknown, i: number) =>
        i === at ? { ...(e as object), faces: 'north' } : e,
      ),
    };
    expect(parseGameLog(bad).ok).toBe(false);
  });

  it('undo takes the turn back to the engine’s side, and the harbor stays turnable', () => {
    // A history whose start is the hand-laid table: its states are what perform() folds.
    const base = newHistory(im);
    const hist0 = { ...base, states: [beforeHarbor()] };
    const built = perform(hist0, DISCOVER);
    if (!built.ok) throw new Error(built.error.code);
    const turned = perform(built.value, TURN);
    if (!turned.ok) throw new Error(turned.error.code);
    expect(faces(current(turned.value), '0,-2')).toBe('1,-3');
    const back = undo(turned.value);
    expect(faces(current(back), '0,-2')).toBe('1,-2');
    expect(current(back).island?.harborTurn).toEqual({ seat: 0, hex: '0,-2' });
    expect(perform(back, { ...TURN, faces: '0,-3' }).ok).toBe(true);
    // Undoing the build too: no harbor, nothing to turn.
    const none = undo(turned.value, 2);
    expect(current(none).island?.tiles[hexIdx('0,-2')]).toBeNull();
    expect(refused(current(none), TURN)).toBe('ERR_HARBOR_FIXED');
  });
});

describe('which harbor an event leaves turnable', () => {
  const d = (hex: string, harbor: string | null, returned = 0) => ({
    hex: hex as never,
    terrain: 'sea',
    token: null,
    harbor,
    faces: harbor ? ('0,0' as never) : null,
    paid: null,
    returned,
  });
  it.each([
    ['no discovery', undefined, null],
    ['land and sea only', [d('1,1', null), d('2,2', null)], null],
    ['one harbor', [d('1,1', 'any')], '1,1'],
    ['a harbor, then land', [d('1,1', 'ore'), d('2,2', null)], '1,1'],
    [
      'two harbors: only the last (the first decided its sides)',
      [d('1,1', 'ore'), d('2,2', 'any')],
      '2,2',
    ],
    ['a harbor, then one put back for want of a side', [d('1,1', 'ore'), d('2,2', null, 1)], null],
  ] as const)('%s → %s', (_, ds, hex) => {
    const ev: Event = {
      type: 'shipBuilt',
      seat: 1,
      edge: '0,0,W',
      free: false,
      ...(ds ? { discovered: ds } : {}),
    };
    expect(turnableAfter(ev)).toEqual(hex === null ? null : { seat: 1, hex });
    expect(turnableAfter({ type: 'endTurn', seat: 1, next: 0 } as unknown as Event)).toBeNull();
  });
});

describe('the live server', () => {
  it('accepts a well-formed turnHarbor from the host, and never from a phone', () => {
    expect(commandSchema.safeParse(TURN).success).toBe(true);
    expect(commandSchema.safeParse({ ...TURN, faces: 'up' }).success).toBe(false);
    expect(commandSchema.safeParse({ ...TURN, extra: 1 }).success).toBe(false);
    expect(SEAT_CHOICES.has('turnHarbor' as never)).toBe(false);
  });
});

describe('regression: a discovered harbor faced the first legal side and the tablet never offered a choice', () => {
  it('the side the player lays is the side the app computes trade rates with', () => {
    // The player lays the ore harbor facing 1,-3 (beside their settlement on 0,-2,N); the app
    // had it facing 1,-2 and kept offering 4:1 ore.
    const s = discovered();
    const choice = harborTurns(viewFor(s, 'table'));
    expect(choice?.options).toContain('1,-3');
    const t = act(s, { type: 'turnHarbor', seat: 0, hex: '0,-2', faces: '1,-3' });
    expect(rateOf(viewFor(t, 'table'), 0, 'ore')).toBe(2);
  });
});
