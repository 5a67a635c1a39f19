// Cities and knights: city improvements, metropolises and the fortress, as tables of facts
// from ../shared/rules-cities-knights.md ("City improvements and metropolises").

import { describe, expect, it } from 'vitest';
import { bankRate, type GameState, scoreOf } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import type { VertexId } from '@/lib/hex';
import type { Track } from '@/lib/rules/rulesets';
import { act, config, only, playState, refused } from './game-helpers';

const CK = config('ck', 4);
const topo = contextOf(CK).topo;
const V = (i: number): VertexId => topo.vertices[i] as VertexId;
const [A, B, C] = [V(0), V(20), V(40)];
const lots = { paper: 12, cloth: 12, coin: 12 };

function state(
  levels: Partial<Record<number, Partial<Record<Track, number>>>> = {},
  metro: Partial<Record<Track, { seat: number; vertex: number }>> = {},
  cities: Record<string, number> = { [A]: 0, [B]: 1 },
): GameState {
  const s = playState(CK, { cities, hands: { 0: lots, 1: lots } });
  const imp = s.improvements;
  if (!imp) throw new Error('no improvements');
  return {
    ...s,
    improvements: {
      levels: imp.levels.map((l, seat) => ({ ...l, ...(levels[seat] ?? {}) })),
      metropolises: { ...imp.metropolises, ...metro },
    },
  };
}
const improve = (track: Track, metropolis?: VertexId, seat = 0) =>
  ({ type: 'improveCity', seat, track, ...(metropolis ? { metropolis } : {}) }) as const;

describe('city improvements', () => {
  it.each([
    ['trade', 'cloth'],
    ['politics', 'coin'],
    ['science', 'paper'],
  ] as const)('%s levels are paid in %s: level n costs n', (track, paid) => {
    let s = state();
    for (let n = 1; n <= 3; n++) {
      const before = s.players[0]?.hand[paid] ?? 0;
      s = act(s, improve(track));
      expect(s.improvements?.levels[0]?.[track]).toBe(n);
      expect(before - (s.players[0]?.hand[paid] ?? 0)).toBe(n);
    }
  });
  it('"Buying a level needs at least one city"', () => {
    expect(refused(state({}, {}, { [B]: 1 }), improve('trade'))).toBe('ERR_NOT_YOUR_CITY');
  });
  it('five levels at most', () => {
    const s = state({ 0: { trade: 5 } }, { trade: { seat: 0, vertex: 0 } });
    expect(refused(s, improve('trade'))).toBe('ERR_LIMIT');
  });
  it('not enough of the commodity', () => {
    const s = {
      ...state(),
      players: state().players.map((p) => ({ ...p, hand: { ...p.hand, cloth: 0 } })),
    };
    expect(refused(s, improve('trade'))).toBe('ERR_CANNOT_AFFORD');
  });
});

describe('metropolises', () => {
  it('"the first player to reach level 4 places that track\'s metropolis on one of their cities"', () => {
    const s = state({ 0: { science: 3 } });
    expect(refused(s, improve('science'))).toBe('ERR_NO_METROPOLIS_CITY');
    expect(refused(s, improve('science', B))).toBe('ERR_NOT_YOUR_CITY');
    const after = act(s, improve('science', A));
    expect(after.improvements?.metropolises.science).toEqual({ seat: 0, vertex: 0 });
    expect(scoreOf(after, 0).parts.metropolises).toBe(2);
  });
  it('a second player reaching 4 gets none', () => {
    const s = state({ 0: { science: 4 }, 1: { science: 3 } }, { science: { seat: 0, vertex: 0 } });
    const ev = only({ ...s, turn: { ...s.turn, seat: 1 } }, improve('science', undefined, 1));
    expect(ev.type === 'cityImproved' && ev.metropolis).toBeUndefined();
  });
  it('"Another player who reaches level 5 of that track first takes it over"', () => {
    const s = state({ 0: { trade: 4 }, 1: { trade: 4 } }, { trade: { seat: 0, vertex: 0 } });
    const t = { ...s, turn: { ...s.turn, seat: 1 } };
    const after = act(t, improve('trade', B, 1));
    expect(after.improvements?.metropolises.trade).toEqual({ seat: 1, vertex: 20 });
    expect(scoreOf(after, 0).parts.metropolises).toBeUndefined();
  });
  it('"at level 5 it can no longer be taken"', () => {
    const s = state({ 0: { trade: 5 }, 1: { trade: 4 } }, { trade: { seat: 0, vertex: 0 } });
    const ev = only({ ...s, turn: { ...s.turn, seat: 1 } }, improve('trade', undefined, 1));
    expect(ev.type === 'cityImproved' && ev.metropolis).toBeUndefined();
  });
  it('"level 4 or 5 only if they have a city that could carry a metropolis"', () => {
    const s = state(
      { 0: { trade: 4, politics: 3 } },
      { trade: { seat: 0, vertex: 0 } },
      { [A]: 0 },
    );
    expect(refused(s, improve('politics', A))).toBe('ERR_NO_METROPOLIS_CITY');
    // Its own metropolis' track may still reach 5 (and locks it).
    expect(refused(s, improve('trade'))).toBe('accepted');
  });
  it('"never pillaged": a metropolis-only player is left out of the losers', () => {
    const s = state({}, { trade: { seat: 0, vertex: 0 } }, { [A]: 0, [B]: 1, [C]: 1 });
    const ev = only(
      {
        ...s,
        turn: { ...s.turn, rolled: false },
        barbarians: { step: 6, attacks: 0, defenders: [0, 0, 0, 0] },
      },
      { type: 'roll', seat: 0, dice: [2, 3], event: 'ship' },
    );
    if (ev.type !== 'rolled' || !ev.attack) throw new Error('no attack');
    expect(ev.attack.strength).toBe(3);
    expect(ev.attack.losers).toEqual([1]);
  });
});

describe('the fortress (politics level 3)', () => {
  it.each([
    [2, 'ERR_NO_FORTRESS'],
    [3, 'accepted'],
  ])('politics %i: promoting a strong knight to mighty is %s', (politics, code) => {
    const s0 = state({ 0: { politics } });
    const s: GameState = {
      ...s0,
      players: s0.players.map((p, i) =>
        i === 0 ? { ...p, hand: { ...p.hand, wool: 1, ore: 1 } } : p,
      ),
      knightPieces: (s0.knightPieces ?? []).map((k, v) =>
        v === 5 ? { seat: 0, level: 2, active: false, activated: -1, promoted: -1 } : k,
      ),
    };
    expect(refused(s, { type: 'promoteKnight', seat: 0, vertex: V(5) })).toBe(code);
  });
});

describe('the trading house (trade level 3)', () => {
  it.each([
    [2, 'cloth', 4],
    [3, 'cloth', 2],
    [3, 'coin', 2],
    [3, 'paper', 2],
    [3, 'ore', 4],
  ] as const)('trade level %i: %s trades at %i:1 with the bank', (trade, card, rate) => {
    // A city on no harbor, so the bank's own 4:1 stands otherwise.
    const ctx = contextOf(CK);
    const inland = ctx.topo.vertices.findIndex((_, v) => (ctx.vertexHarbors[v] ?? []).length === 0);
    const s = state({ 0: { trade } }, {}, { [V(inland)]: 0 });
    expect(bankRate(s, contextOf(CK), 0, card)).toBe(rate);
  });
});

describe('the aqueduct (science level 3)', () => {
  // Seat 0's only city on no hex numbered 12: a roll of 12 pays it nothing.
  const ctx = contextOf(CK);
  const dry = ctx.topo.vertices.findIndex((_, v) =>
    (ctx.topo.vertexLand[v] ?? []).every((h) => ctx.hexToken[h] !== 12 && ctx.hexToken[h] !== 11),
  );
  const rolled = (science: number, dice: [number, number]) => {
    const s = state({ 0: { science } }, {}, { [V(dry)]: 0 });
    return act(
      { ...s, turn: { ...s.turn, rolled: false } },
      { type: 'roll', seat: 0, dice, event: 'trade' },
    );
  };
  it.each([
    [3, [6, 6], { kind: 'aqueduct', seats: [0] }],
    [2, [6, 6], null],
    [3, [5, 6], { kind: 'aqueduct', seats: [0] }],
  ] as const)('science %i, dice %o: pending %o', (science, dice, pending) => {
    expect(rolled(science, [dice[0], dice[1]]).turn.pending).toEqual(pending);
  });
  it('"not on a 7": the 7\'s discards, no aqueduct', () => {
    expect(rolled(3, [3, 4]).turn.pending?.kind).toBe('discard');
  });
  it('the seat takes one resource of its choice (not a commodity); the turn then goes on', () => {
    const s = rolled(3, [6, 6]);
    expect(refused(s, { type: 'takeAqueduct', seat: 1, resource: 'grain' })).toBe(
      'ERR_NOT_YOUR_TURN',
    );
    expect(refused(s, { type: 'takeAqueduct', seat: 0, resource: 'paper' })).toBe(
      'ERR_UNKNOWN_RESOURCE',
    );
    expect(refused(s, { type: 'endTurn', seat: 0 })).toBe('ERR_PENDING');
    const before = s.players[0]?.hand.grain ?? 0;
    const after = act(s, { type: 'takeAqueduct', seat: 0, resource: 'grain' });
    expect(after.players[0]?.hand.grain).toBe(before + 1);
    expect(after.turn.pending).toBeNull();
  });
});
