// Cities and knights: the event die, the barbarians and the sleeping robber, as tables of
// facts from ../shared/rules-cities-knights.md ("Three dice", "The barbarians").

import { describe, expect, it } from 'vitest';
import type { Command, EventFace, GameState } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { EVENT_DIE } from '@/lib/game/features/barbarians/attack';
import { legalActions } from '@/lib/game/legal';
import { viewFor } from '@/lib/game/view';
import type { HexKey, VertexId } from '@/lib/hex';
import { act, config, only, playState, refused } from './game-helpers';

const CK = config('ck', 4);
const ctx = contextOf(CK);
const desert: HexKey = (() => {
  const d = CK.board?.hexes.find((h) => h.terrain === 'desert');
  if (!d) throw new Error('no desert');
  return `${d.q},${d.r}` as HexKey;
})();
// Cities far apart on the beginner board (any intersections do for the arithmetic).
const V = ctx.topo.vertices;
const vertex = (i: number): VertexId => {
  const v = V[i];
  if (!v) throw new Error(`no intersection ${i}`);
  return v;
};
const A = vertex(0);
const B = vertex(20);
const C = vertex(40);

/** Seat 0 to roll, the ship `step` steps along, `attacks` attacks so far. */
function at(
  step: number,
  cities: Record<string, number>,
  attacks = 0,
  hands: Record<number, Record<string, number>> = {},
): GameState {
  const s = playState(CK, { cities, robber: desert, rolled: false, hands });
  return { ...s, barbarians: { step, attacks, defenders: [0, 0, 0, 0] } };
}
const roll = (dice: [number, number], event: EventFace): Command => ({
  type: 'roll',
  seat: 0,
  dice,
  event,
});

describe('the event die (rules-cities-knights.md)', () => {
  it('"3 faces show the barbarian ship; 3 show a city gate, one each"', () => {
    expect(EVENT_DIE.filter((f) => f === 'ship')).toHaveLength(3);
    expect(EVENT_DIE.filter((f) => f !== 'ship').sort()).toEqual(['politics', 'science', 'trade']);
  });

  it.each([
    ['ship', 1],
    ['trade', 0],
    ['politics', 0],
    ['science', 0],
  ] as const)('a %s face moves the ship %i step(s)', (face, steps) => {
    const s = act(at(2, { [A]: 0 }), roll([2, 3], face));
    expect(s.barbarians?.step).toBe(2 + steps);
  });

  it('the app rolls all three dice, or the table enters all three', () => {
    const s = at(0, { [A]: 0 });
    expect(refused(s, { type: 'roll', seat: 0, dice: [2, 3] })).toBe('ERR_BAD_DICE');
    expect(refused(s, { type: 'roll', seat: 0, sum: 5 })).toBe('ERR_BAD_DICE');
    expect(refused(s, { type: 'roll', seat: 0, event: 'ship' })).toBe('ERR_BAD_DICE');
    const ev = only(s, { type: 'roll', seat: 0 });
    expect(ev.type === 'rolled' && EVENT_DIE.includes(ev.event ?? ('x' as never))).toBe(true);
  });

  it('the base game has no event die', () => {
    const s = playState(config('base', 4), { rolled: false });
    expect(refused(s, roll([2, 3], 'ship'))).toBe('ERR_BAD_DICE');
  });
});

describe('the barbarians attack (rules-cities-knights.md)', () => {
  it('"on the 7th step it lands and attacks at once": step 6 + a ship attacks', () => {
    const ev = only(at(6, { [A]: 0 }), roll([2, 3], 'ship'));
    expect(ev.type === 'rolled' && ev.attack?.strength).toBe(1);
    const ev5 = only(at(5, { [A]: 0 }), roll([2, 3], 'ship'));
    expect(ev5.type === 'rolled' && ev5.attack).toBeUndefined();
    const gate = only(at(6, { [A]: 0 }), roll([2, 3], 'trade'));
    expect(gate.type === 'rolled' && gate.attack).toBeUndefined();
  });

  // Strength = every city; defence = active knights (none can be on the board yet: 0).
  it.each([
    ['no cities: 0 vs 0, a tie goes to the defenders', {}, 'defenders', []],
    ['one city: 1 vs 0, barbarians; its owner loses it', { [A]: 0 }, 'barbarians', [0]],
    [
      'cities of seats 0 and 2: both lowest (0 strength) lose one; seats without a city are left out',
      { [A]: 0, [B]: 2, [C]: 2 },
      'barbarians',
      [0, 2],
    ],
  ] as const)('%s', (_name, cities, winner, losers) => {
    const ev = only(at(6, cities), roll([2, 3], 'ship'));
    if (ev.type !== 'rolled' || !ev.attack) throw new Error('no attack');
    expect(ev.attack.strength).toBe(Object.keys(cities).length);
    expect(ev.attack.defence).toBe(0);
    expect(ev.attack.winner).toBe(winner);
    expect(ev.attack.losers).toEqual(losers);
  });

  it('after any attack the ship goes back to its start and the robber is awake', () => {
    const s = act(at(6, {}), roll([2, 3], 'ship'));
    expect(s.barbarians).toEqual({ step: 0, attacks: 1, defenders: [0, 0, 0, 0] });
  });

  it('each loser chooses which of its own cities; production waits for the last choice', () => {
    const s = act(at(6, { [A]: 0, [B]: 2, [C]: 2 }), roll([2, 3], 'ship'));
    expect(s.turn.pending).toEqual({ kind: 'pillage', seats: [0, 2] });
    const table = legalActions(viewFor(s, 'table' as never), 0).pillage;
    expect(table.map((p) => [p.seat, [...p.cities].sort()])).toEqual([
      [0, [A]],
      [2, [B, C].sort()],
    ]);
    expect(refused(s, { type: 'pillageCity', seat: 1, vertex: A })).toBe('ERR_NOT_YOUR_TURN');
    expect(refused(s, { type: 'pillageCity', seat: 2, vertex: A })).toBe('ERR_NOT_YOUR_CITY');
    expect(refused(s, { type: 'endTurn', seat: 0 })).toBe('ERR_PENDING');
    const first = only(s, { type: 'pillageCity', seat: 2, vertex: C });
    expect(first.type === 'cityPillaged' && first.payout).toBeUndefined();
    const s1 = act(s, { type: 'pillageCity', seat: 2, vertex: C });
    expect(s1.buildings[ctx.topo.vertexIndex.get(C as never) ?? -1]).toEqual({
      seat: 2,
      kind: 'settlement',
    });
    expect([s1.players[2]?.cities, s1.players[2]?.settlements]).toEqual([1, 1]);
    const last = only(s1, { type: 'pillageCity', seat: 0, vertex: A });
    expect(last.type === 'cityPillaged' && last.payout !== undefined).toBe(true);
    const s2 = act(s1, { type: 'pillageCity', seat: 0, vertex: A });
    expect(s2.turn.pending).toBeNull();
  });
});

describe('the sleeping robber (rules-cities-knights.md)', () => {
  const big = { 0: { lumber: 4, brick: 4 } };
  it('"before it, a 7 still makes players discard, but the robber does not move"', () => {
    const s = act(at(0, { [A]: 0 }, 0, big), roll([3, 4], 'trade'));
    expect(s.turn.pending).toEqual({ kind: 'discard', owed: [4, 0, 0, 0] });
    const after = act(s, { type: 'discard', seat: 0, cards: { lumber: 4 } });
    expect(after.turn.pending).toBeNull();
    expect(refused(after, { type: 'moveRobber', seat: 0, hex: desert })).not.toBe('accepted');
  });

  it('after the first attack a 7 moves the robber', () => {
    const s = act(at(0, { [A]: 0 }, 1), roll([3, 4], 'trade'));
    expect(s.turn.pending).toEqual({ kind: 'robber' });
  });

  it('an attack on a 7 wakes the robber for that very 7 (the event die first)', () => {
    const s = act(at(6, {}, 0), roll([3, 4], 'ship'));
    expect(s.turn.pending).toEqual({ kind: 'robber' });
  });
});
