// Cities and knights: city walls, as a table of facts from ../shared/rules-cities-knights.md
// ("City wall: 2 brick, under one of the player's cities, at most 3 per player and one per
// city; +2 to the 7-card limit each; removed with its city when pillaged").

import { describe, expect, it } from 'vitest';
import type { GameState } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import type { VertexId } from '@/lib/hex';
import { act, config, playState, refused } from './game-helpers';

const CK = config('ck', 4);
const V = (i: number): VertexId => contextOf(CK).topo.vertices[i] as VertexId;
const [A, B, C, D] = [V(0), V(20), V(40), V(50)];

const state = (cards: Record<string, number>, walls: VertexId[] = []): GameState => {
  const s = playState(CK, {
    cities: { [A]: 0, [B]: 0, [C]: 0, [D]: 0 },
    settlements: { [V(30)]: 1 },
    hands: { 0: cards },
  });
  const ids = contextOf(CK).topo.vertices;
  return { ...s, walls: ids.map((v) => walls.includes(v)) };
};

describe('city walls', () => {
  it('"2 brick, under one of the player\'s cities"', () => {
    const s = act(state({ brick: 2 }), { type: 'buildWall', seat: 0, vertex: A });
    expect(s.walls?.[0]).toBe(true);
    expect(s.players[0]?.hand.brick).toBe(0);
  });
  it.each([
    ["under a settlement or another seat's piece", V(30), {}, 'ERR_NOT_YOUR_CITY'],
    ['a second under one city', A, { walls: [A] }, 'ERR_OCCUPIED'],
    ['a fourth', D, { walls: [A, B, C] }, 'ERR_NO_PIECES'],
    ['without 2 brick', A, { brick: 1 }, 'ERR_CANNOT_AFFORD'],
  ] as const)('refused: %s', (_n, at, o, code) => {
    const walls = 'walls' in o ? [...o.walls] : [];
    const brick = 'brick' in o ? o.brick : 2;
    expect(refused(state({ brick }, walls), { type: 'buildWall', seat: 0, vertex: at })).toBe(code);
  });

  // 7 + 2 per wall: a hand above the limit discards half on a 7.
  it.each([
    [0, 7, 0],
    [0, 8, 4],
    [1, 9, 0],
    [1, 10, 5],
    [3, 13, 0],
    [3, 14, 7],
  ])('%i wall(s), %i cards: %i discarded on a 7', (n, cards, owed) => {
    const s = state({ grain: cards }, [A, B, C].slice(0, n));
    const rolled = act(
      { ...s, turn: { ...s.turn, rolled: false } },
      {
        type: 'roll',
        seat: 0,
        dice: [3, 4],
        event: 'trade',
      },
    );
    const pend = rolled.turn.pending;
    expect(pend?.kind === 'discard' ? pend.owed[0] : 0).toBe(owed);
  });

  it('"removed with its city when pillaged"', () => {
    const s0 = state({}, [A]);
    const s = act(
      {
        ...s0,
        turn: { ...s0.turn, rolled: false },
        barbarians: { step: 6, attacks: 0, defenders: [0, 0, 0, 0] },
      },
      { type: 'roll', seat: 0, dice: [2, 3], event: 'ship' },
    );
    expect(s.turn.pending).toEqual({ kind: 'pillage', seats: [0] });
    const after = act(s, { type: 'pillageCity', seat: 0, vertex: A });
    expect(after.walls?.[0]).toBe(false);
  });
});
