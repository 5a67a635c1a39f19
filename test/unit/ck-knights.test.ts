// Cities and knights: knights hired, activated, promoted, blocking and breaking roads, and
// counted against the barbarians — tables of facts from ../shared/rules-cities-knights.md
// ("Knights", "The barbarians").

import { describe, expect, it } from 'vitest';
import type { Command, GameState, KnightPiece } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { legalActions } from '@/lib/game/legal';
import { viewFor } from '@/lib/game/view';
import type { EdgeId, VertexId } from '@/lib/hex';
import { act, config, only, playState, refused } from './game-helpers';

const CK = config('ck', 4);
const ctx = contextOf(CK);
const topo = ctx.topo;

/** A simple line of `n` paths from intersection index `v0`: its intersections and paths. */
function line(v0: number, n: number): { vs: number[]; es: number[] } {
  const vs = [v0];
  const es: number[] = [];
  let v = v0;
  for (let i = 0; i < n; i++) {
    const e = (topo.vertexEdges[v] ?? []).find((x) => {
      const [a, b] = topo.edgeEnds[x] ?? [0, 0];
      const o = a === v ? b : a;
      return (
        !vs.includes(o) &&
        !(topo.vertexNeighbours[o] ?? []).some((w) => vs.slice(0, -1).includes(w))
      );
    });
    if (e === undefined) throw new Error('no line');
    const [a, b] = topo.edgeEnds[e] ?? [0, 0];
    v = a === v ? b : a;
    vs.push(v);
    es.push(e);
  }
  return { vs, es };
}
const V = (i: number): VertexId => topo.vertices[i] as VertexId;
const E = (i: number): EdgeId => topo.edges[i] as EdgeId;

// Seat 0: a settlement at the line's start and five roads along it.
const L = line(10, 5);
const roads = Object.fromEntries(L.es.map((e) => [E(e), 0]));

function withKnights(s: GameState, ks: Record<number, KnightPiece>): GameState {
  const knightPieces = (s.knightPieces ?? []).map((k, v) => ks[v] ?? k);
  return { ...s, knightPieces };
}
const rich = { wool: 5, ore: 5, grain: 5, brick: 5, lumber: 5 };
const base = (): GameState =>
  playState(CK, {
    settlements: { [V(L.vs[0] ?? 0)]: 0 },
    roads,
    hands: { 0: rich, 1: rich },
    turn: 7,
  });
const knight = (seat: number, level: 1 | 2 | 3, active: boolean): KnightPiece => ({
  seat,
  level,
  active,
  activated: -1,
  promoted: -1,
});
const cmd = (
  type: 'hireKnight' | 'activateKnight' | 'promoteKnight',
  v: number,
  seat = 0,
): Command => ({ type, seat, vertex: V(v) }) as Command;

describe('hiring a knight (rules-cities-knights.md)', () => {
  const at = L.vs[2] ?? 0;
  it('"1 wool + 1 ore, placed inactive on a free intersection joined to the player\'s roads"', () => {
    const s = act(base(), cmd('hireKnight', at));
    expect(s.knightPieces?.[at]).toEqual(knight(0, 1, false));
    expect([s.players[0]?.hand.wool, s.players[0]?.hand.ore]).toEqual([4, 4]);
  });
  it('"no distance rule": right beside the settlement', () => {
    expect(refused(base(), cmd('hireKnight', L.vs[1] ?? 0))).toBe('accepted');
  });
  it.each([
    ['on a building', L.vs[0] ?? 0, 'ERR_OCCUPIED'],
    ['away from the roads', 50, 'ERR_NOT_CONNECTED'],
  ])('refused %s', (_n, v, code) => {
    expect(refused(base(), cmd('hireKnight', v))).toBe(code);
  });
  it('refused without the cards, and past the 2 basic knights', () => {
    const poor = {
      ...base(),
      players: base().players.map((p) => ({ ...p, hand: { ...p.hand, ore: 0 } })),
    };
    expect(refused(poor, cmd('hireKnight', at))).toBe('ERR_CANNOT_AFFORD');
    const two = withKnights(base(), {
      [L.vs[1] ?? 0]: knight(0, 1, false),
      [L.vs[3] ?? 0]: knight(0, 1, false),
    });
    expect(refused(two, cmd('hireKnight', at))).toBe('ERR_NO_PIECES');
  });
  it('not in the base game', () => {
    const s = playState(config('base', 4), { hands: { 0: rich } });
    expect(refused(s, { type: 'hireKnight', seat: 0, vertex: V(0) })).toBe('ERR_BAD_COMMAND');
  });
});

describe('activating and promoting (rules-cities-knights.md)', () => {
  const at = L.vs[2] ?? 0;
  it('"Activate: 1 grain"; an active knight cannot be activated again', () => {
    const s = act(withKnights(base(), { [at]: knight(0, 1, false) }), cmd('activateKnight', at));
    expect(s.knightPieces?.[at]?.active).toBe(true);
    expect(s.players[0]?.hand.grain).toBe(4);
    expect(refused(s, cmd('activateKnight', at))).toBe('ERR_KNIGHT_STATE');
  });
  it('"Promote one level: 1 wool + 1 ore (a knight keeps its active state)"', () => {
    const s = act(withKnights(base(), { [at]: knight(0, 1, true) }), cmd('promoteKnight', at));
    expect(s.knightPieces?.[at]).toMatchObject({ level: 2, active: true });
    expect([s.players[0]?.hand.wool, s.players[0]?.hand.ore]).toEqual([4, 4]);
  });
  it('"at most one promotion per knight per turn"', () => {
    const s = act(withKnights(base(), { [at]: knight(0, 1, false) }), cmd('promoteKnight', at));
    expect(refused(s, cmd('promoteKnight', at))).toBe('ERR_KNIGHT_STATE');
  });
  it('"to mighty only with the politics level-3 fortress" (no improvements yet: nobody has it)', () => {
    const s = withKnights(base(), { [at]: knight(0, 2, false) });
    expect(refused(s, cmd('promoteKnight', at))).toBe('ERR_NO_FORTRESS');
  });
  it("only one's own knight", () => {
    const s = withKnights(base(), { [at]: knight(1, 1, false) });
    expect(refused(s, cmd('activateKnight', at))).toBe('ERR_BAD_ID');
  });
});

describe('knights on the board block and break (rules-cities-knights.md)', () => {
  it('"a road may not be built through an opponent\'s knight"', () => {
    const end = L.vs[5] ?? 0;
    const next = (topo.vertexEdges[end] ?? []).find((e) => !L.es.includes(e)) ?? -1;
    expect(refused(base(), { type: 'buildRoad', seat: 0, edge: E(next) })).toBe('accepted');
    const s = withKnights(base(), { [end]: knight(1, 1, false) });
    expect(refused(s, { type: 'buildRoad', seat: 0, edge: E(next) })).toBe('ERR_NOT_CONNECTED');
  });
  it("no settlement on a knight's intersection", () => {
    const s = withKnights(base(), { [L.vs[4] ?? 0]: knight(1, 1, false) });
    expect(refused(s, { type: 'buildSettlement', seat: 0, vertex: V(L.vs[4] ?? 0) })).toBe(
      'ERR_OCCUPIED',
    );
  });
  it('"breaks opponents\' roads for the longest road": 5 roads, a knight in the middle', () => {
    const s = base();
    expect(s.longestRoad.lengths[0]).toBe(5);
    expect(s.longestRoad.holder).toBe(0);
    // The knight stands where the line has a side path for seat 1's road (2 + 3 or 3 + 2 left).
    const mid =
      [L.vs[2] ?? 0, L.vs[3] ?? 0].find((v) =>
        (topo.vertexEdges[v] ?? []).some((e) => !L.es.includes(e)),
      ) ?? 0;
    const p1 = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, roads: 1 } : p)) };
    // Seat 1 hires a knight there: it needs a road of its own touching the intersection.
    const side = (topo.vertexEdges[mid] ?? []).find((e) => !L.es.includes(e)) ?? -1;
    const t: GameState = {
      ...p1,
      roads: p1.roads.map((o, i) => (i === side ? 1 : o)),
      turn: { ...p1.turn, seat: 1 },
    };
    const after = act(t, cmd('hireKnight', mid, 1));
    expect(after.longestRoad.lengths[0]).toBe(3);
    expect(after.longestRoad.holder).toBeNull();
  });
});

describe('knights against the barbarians (rules-cities-knights.md)', () => {
  const c1 = L.vs[0] ?? 0;
  const roll = (s: GameState) =>
    only(
      {
        ...s,
        barbarians: { step: 6, attacks: 0, defenders: [0, 0, 0, 0] },
        turn: { ...s.turn, rolled: false },
      },
      {
        type: 'roll',
        seat: 0,
        dice: [2, 3],
        event: 'ship',
      },
    );
  const cities = (): GameState =>
    playState(CK, { cities: { [V(c1)]: 0, [V(40)]: 1 }, rolled: false });
  it.each([
    [
      'only active knights count: basic 1, strong 2',
      { 20: knight(2, 2, true), 30: knight(3, 1, false) },
      2,
      'defenders',
      2,
    ],
    [
      'a tie goes to the defenders; the one best takes the card',
      { 20: knight(2, 1, true), 30: knight(3, 1, false) },
      1,
      'barbarians',
      null,
    ],
  ] as const)('%s', (_n, ks, defence, winner, defender) => {
    const ev = roll(withKnights(cities(), ks as Record<number, KnightPiece>));
    if (ev.type !== 'rolled' || !ev.attack) throw new Error('no attack');
    expect(ev.attack.defence).toBe(defence);
    expect(ev.attack.winner).toBe(winner);
    expect(ev.attack.defender).toBe(defender);
  });
  it('barbarians win: among seats with a city, the least knight strength loses (0 included)', () => {
    const ev = roll(withKnights(cities(), { 20: knight(1, 1, true) }));
    if (ev.type !== 'rolled' || !ev.attack) throw new Error('no attack');
    expect([ev.attack.strength, ev.attack.defence, ev.attack.winner]).toEqual([2, 1, 'barbarians']);
    expect(ev.attack.losers).toEqual([0]);
  });
  it('several tied for best defender: no card (each would draw a progress card: not built yet)', () => {
    const ev = roll(withKnights(cities(), { 20: knight(2, 1, true), 30: knight(3, 1, true) }));
    if (ev.type !== 'rolled' || !ev.attack) throw new Error('no attack');
    expect([ev.attack.winner, ev.attack.defender, ev.attack.tied]).toEqual([
      'defenders',
      null,
      [2, 3],
    ]);
  });
  it('"every knight becomes inactive" after; the Defender card is 1 VP', () => {
    const s0 = withKnights(cities(), { 20: knight(2, 2, true) });
    const s = act(
      { ...s0, barbarians: { step: 6, attacks: 0, defenders: [0, 0, 0, 0] } },
      {
        type: 'roll',
        seat: 0,
        dice: [2, 3],
        event: 'ship',
      },
    );
    expect(s.knightPieces?.[20]?.active).toBe(false);
    expect(s.barbarians?.defenders).toEqual([0, 0, 1, 0]);
  });
});

describe('a knight acts: moves or chases the robber (rules-cities-knights.md)', () => {
  const at = L.vs[2] ?? 0;
  const to = L.vs[4] ?? 0;
  const move = (s: GameState, dest = to): string =>
    refused(s, { type: 'moveKnight', seat: 0, from: V(at), to: V(dest) });
  it('"An active knight may, once per turn, move along the owner\'s connected roads"', () => {
    const s = act(withKnights(base(), { [at]: knight(0, 2, true) }), {
      type: 'moveKnight',
      seat: 0,
      from: V(at),
      to: V(to),
    });
    expect(s.knightPieces?.[at]).toBeNull();
    // "Any action makes the knight inactive"; its level stays.
    expect(s.knightPieces?.[to]).toMatchObject({ seat: 0, level: 2, active: false });
  });
  it.each([
    ['an inactive knight', knight(0, 1, false), to, 'ERR_KNIGHT_STATE'],
    [
      'a knight activated this turn',
      { ...knight(0, 1, true), activated: 7 },
      to,
      'ERR_KNIGHT_STATE',
    ],
    ['off its roads', knight(0, 1, true), 50, 'ERR_NOT_CONNECTED'],
    ['onto a building', knight(0, 1, true), L.vs[0] ?? 0, 'ERR_OCCUPIED'],
  ] as const)('refused: %s', (_n, k, dest, code) => {
    expect(move(withKnights(base(), { [at]: k }), dest)).toBe(code);
  });

  const beside = (topo.vertexLand[at] ?? [])[0] ?? 0;
  const hexKeyOf = (h: number) => {
    const x = topo.hexes[h];
    return `${x?.q},${x?.r}` as const;
  };
  const other = topo.hexes.findIndex((_, h) => !(topo.vertexLand[at] ?? []).includes(h));
  const chase = (s: GameState) =>
    refused(s, {
      type: 'chaseRobber',
      seat: 0,
      vertex: V(at),
      hex: hexKeyOf(other) as never,
    });
  const robberAt = (s: GameState, h: number, attacks: number): GameState => ({
    ...s,
    robber: h,
    barbarians: { step: 0, attacks, defenders: [0, 0, 0, 0] },
  });
  it('"chase the robber from a hex beside it … only once the robber is awake"', () => {
    const s = withKnights(base(), { [at]: knight(0, 1, true) });
    expect(chase(robberAt(s, beside, 0))).toBe('ERR_NO_ROBBER');
    expect(chase(robberAt(s, other, 1))).toBe('ERR_NOT_ADJACENT');
    const after = act(robberAt(s, beside, 1), {
      type: 'chaseRobber',
      seat: 0,
      vertex: V(at),
      hex: hexKeyOf(other) as never,
    });
    expect(after.robber).toBe(other);
    expect(after.knightPieces?.[at]?.active).toBe(false);
  });
});

describe('displacing a weaker knight (rules-cities-knights.md)', () => {
  const mine = L.vs[1] ?? 0;
  const theirs = L.vs[3] ?? 0;
  // Seat 1 has a road of its own away from the line, so it has somewhere to go.
  const away = (topo.vertexEdges[60] ?? [])[0] ?? 0;
  const setUp = (mineLevel: 1 | 2 | 3, theirLevel: 1 | 2 | 3): GameState => {
    const s = withKnights(base(), {
      [mine]: knight(0, mineLevel, true),
      [theirs]: knight(1, theirLevel, true),
    });
    return { ...s, roads: s.roads.map((o, e) => (e === away ? 1 : o)) };
  };
  const displace = { type: 'displaceKnight', seat: 0, from: V(mine), to: V(theirs) } as const;

  it('"displace a weaker opponent knight on an intersection it could reach"', () => {
    const s = setUp(2, 1);
    const listed = legalActions(viewFor(s, 0), 0).knights?.moves.find((m) => m.from === V(mine));
    expect(listed?.displace).toEqual([V(theirs)]);
    const after = act(s, displace);
    expect(after.knightPieces?.[theirs]).toMatchObject({ seat: 0, level: 2, active: false });
    expect(after.turn.pending).toEqual({ kind: 'displaced', seat: 1, knight: knight(1, 1, true) });
    expect(refused(after, { type: 'endTurn', seat: 0 })).toBe('ERR_PENDING');
  });
  it.each([
    ['an equal knight', 1, 1],
    ['a stronger knight', 1, 2],
  ] as const)('refused: %s', (_n, a, b) => {
    expect(refused(setUp(a, b), displace)).toBe('ERR_KNIGHT_STATE');
  });
  it('"its owner then places it on a free intersection joined to their roads" — that seat only', () => {
    const s = act(setUp(2, 1), displace);
    const choice = legalActions(viewFor(s, 1), 1).displaced;
    expect(choice?.seat).toBe(1);
    const spot = choice?.spots[0];
    if (!spot) throw new Error('no spot');
    expect(refused(s, { type: 'placeDisplaced', seat: 0, vertex: spot })).toBe('ERR_NOT_YOUR_TURN');
    expect(refused(s, { type: 'placeDisplaced', seat: 1, vertex: null })).toBe('ERR_NOT_CONNECTED');
    const after = act(s, { type: 'placeDisplaced', seat: 1, vertex: spot });
    // "Promotion and being displaced keep its active state."
    const v = topo.vertexIndex.get(spot) ?? -1;
    expect(after.knightPieces?.[v]).toEqual(knight(1, 1, true));
    expect(after.turn.pending).toBeNull();
  });
  it('"or goes back to its owner\'s supply" when no intersection is free', () => {
    const s0 = withKnights(base(), { [mine]: knight(0, 2, true), [theirs]: knight(1, 1, true) });
    const s = act(s0, displace);
    expect(legalActions(viewFor(s, 1), 1).displaced?.commands).toEqual([
      { type: 'placeDisplaced', seat: 1, vertex: null },
    ]);
    const after = act(s, { type: 'placeDisplaced', seat: 1, vertex: null });
    expect((after.knightPieces ?? []).filter((k) => k?.seat === 1)).toEqual([]);
  });
});
