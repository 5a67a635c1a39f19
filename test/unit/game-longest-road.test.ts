// Longest road and largest army: exact lengths on constructed networks (chains, forks, loops,
// figure-eights, breaks), and every hand-over rule as a table of named rows.

import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  type GameState,
  largestArmyHolder,
  longestRoadHolder,
  longestRoadOf,
  scoreOf,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { shipsOf } from '@/lib/game/slices';
import { edgeId, edgeVertices, type Hex, hexEdges, vertexId } from '@/lib/hex';
import { config, hand, playState } from './game-helpers';

const cfg = config('base', 4);
const topo = contextOf(cfg).topo;

/** The boundary of a set of hexes as a closed walk: [vertex ids], [edge ids] in order. */
function boundary(hexes: readonly Hex[]): { vs: string[]; es: string[] } {
  const count = new Map<string, number>();
  for (const h of hexes)
    for (const e of hexEdges(h)) count.set(edgeId(e), (count.get(edgeId(e)) ?? 0) + 1);
  const edges = [...count].filter(([, n]) => n === 1).map(([id]) => id);
  const ends = new Map(
    edges.map((id) => {
      const [q, r, side] = id.split(',');
      const [a, b] = edgeVertices({ hex: { q: Number(q), r: Number(r) }, side: side as 'W' });
      return [id, [vertexId(a), vertexId(b)]] as const;
    }),
  );
  const first = edges[0] as string;
  const vs = [ends.get(first)?.[0] as string];
  const es: string[] = [];
  let cur = first;
  for (;;) {
    es.push(cur);
    const [a, b] = ends.get(cur) as readonly [string, string];
    const next = a === vs[vs.length - 1] ? b : a;
    vs.push(next);
    const more = edges.find(
      (id) => !es.includes(id) && (ends.get(id) as readonly string[]).includes(next),
    );
    if (!more) break;
    cur = more;
  }
  return { vs, es };
}

const ring = boundary([{ q: 0, r: 0 }]); // 6 paths round the desert
const pair = boundary([
  { q: 0, r: 0 },
  { q: 1, r: 0 },
]); // 10 paths round two hexes
const shared = hexEdges({ q: 1, r: 0 })
  .map(edgeId)
  .find((id) => hexEdges({ q: 0, r: 0 }).map(edgeId).includes(id)) as string;
/** A spur leaving the ring at its first vertex. */
const spur = topo.vertexEdges[topo.vertexIndex.get(ring.vs[0] as never) ?? 0]
  ?.map((e) => topo.edges[e] as string)
  .find((id) => !ring.es.includes(id)) as string;

const roadsOf = (ids: readonly string[], seat = 0) =>
  Object.fromEntries(ids.map((id) => [id, seat]));
const lengthOf = (s: GameState, seat = 0) => s.longestRoad.lengths[seat];

describe('longest road: exact lengths from geometry', () => {
  it.each([
    // name, roads of seat 0, opponent settlements, own settlements, expected length
    ['a single road', ring.es.slice(0, 1), {}, {}, 1],
    ['a chain of five', ring.es.slice(0, 5), {}, {}, 5],
    ['a closed ring of six (a loop counts every path once)', ring.es, {}, {}, 6],
    ['a ring with a spur: round the loop and out', [...ring.es, spur], {}, {}, 7],
    ['seven in a row round two hexes', pair.es.slice(0, 7), {}, {}, 7],
    ['figure-eight: both rings of two hexes sharing a side', [...pair.es, shared], {}, {}, 11],
    [
      'a fork of five pieces (arms 3, 1, 1) counts only its two longest arms',
      [...ring.es.slice(0, 3), ring.es[5] as string, spur],
      {},
      {},
      4,
    ],
    [
      "seed 002: seven pieces broken by an opponent's settlement after three",
      pair.es.slice(0, 7),
      { [pair.vs[3] as string]: 1 },
      {},
      4,
    ],
    [
      'an opponent at the very end does not shorten it',
      pair.es.slice(0, 7),
      { [pair.vs[7] as string]: 1 },
      {},
      7,
    ],
    [
      'own settlement in the middle does not break it',
      pair.es.slice(0, 7),
      {},
      { [pair.vs[3] as string]: 0 },
      7,
    ],
    [
      'a ring broken at one corner is still a chain of six',
      ring.es,
      { [ring.vs[2] as string]: 1 },
      {},
      6,
    ],
  ] as const)('%s', (_name, roads, opp, own, expected) => {
    const s = playState(cfg, { roads: roadsOf(roads), settlements: { ...opp, ...own } });
    expect(lengthOf(s)).toBe(expected);
    expect(
      longestRoadOf({ topo, buildings: s.buildings, roads: s.roads, ships: shipsOf(s) }, 0, false),
    ).toBe(expected);
  });

  it("seed 002's example: red's six continuous pieces win the card over orange's broken seven", () => {
    // Orange (seat 1) has seven pieces round two hexes, cut by red's settlement after three;
    // red (seat 0) has six round the other side.
    const far = boundary([{ q: -1, r: 2 }]);
    const s = playState(cfg, {
      roads: { ...roadsOf(pair.es.slice(0, 7), 1), ...roadsOf(far.es, 0) },
      settlements: { [pair.vs[3] as string]: 0 },
    });
    expect(s.longestRoad.lengths.slice(0, 2)).toEqual([6, 4]);
    expect(s.longestRoad.holder).toBe(0);
  });
});

describe('longest road: hand-over rules', () => {
  it.each([
    // name, holder before, lengths, min, holder after
    ['nobody has 5: nobody holds it', null, [4, 4, 3], 5, null],
    ['the first to 5 alone takes it', null, [5, 4, 0], 5, 0],
    ['a tie at the top with nobody holding: set aside', null, [6, 6, 2], 5, null],
    ['the holder keeps it on a tie', 0, [5, 5, 0], 5, 0],
    ['only a strictly longer road takes it', 0, [5, 6, 0], 5, 1],
    ['holder broken, another alone longest: that one takes it', 0, [4, 6, 5], 5, 1],
    ['holder broken, two others tie for longest: set aside', 0, [4, 6, 6], 5, null],
    ['holder broken below 5, nobody else has 5: set aside', 0, [4, 4, 3], 5, null],
    ['holder broken but still tied for longest: keeps it', 0, [6, 6, 5], 5, 0],
    ['set aside, then one player alone longest: takes it', null, [7, 6, 6], 5, 0],
  ] as const)('%s', (_name, before, lengths, min, after) => {
    expect(longestRoadHolder(before, lengths, min)).toBe(after);
  });

  it('a settlement that breaks the holder hands the card to the one player alone longest', () => {
    // Seat 0 holds with 7 round two hexes; seat 1 has 5 round a far hex and one road that
    // touches the middle of seat 0's line, where it builds a settlement.
    const far = boundary([{ q: -1, r: 2 }]);
    const mid = pair.vs[3] as string;
    const side = topo.vertexEdges[topo.vertexIndex.get(mid as never) ?? 0]
      ?.map((e) => topo.edges[e] as string)
      .find((id) => !pair.es.includes(id)) as string;
    let s = playState(cfg, {
      seat: 1,
      roads: { ...roadsOf(pair.es.slice(0, 7), 0), ...roadsOf(far.es.slice(0, 5), 1), [side]: 1 },
      hands: { 1: hand({ brick: 1, lumber: 1, wool: 1, grain: 1 }) },
    });
    s = { ...s, longestRoad: { ...s.longestRoad, holder: 0 } };
    expect(s.longestRoad.lengths.slice(0, 2)).toEqual([7, 5]);
    const r = decide(s, { type: 'buildSettlement', seat: 1, vertex: mid as never });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.reduce(evolve, s);
    expect(s.longestRoad.lengths.slice(0, 2)).toEqual([4, 5]);
    expect(s.longestRoad.holder).toBe(1);
  });
});

describe('largest army', () => {
  it.each([
    ['two knights are not enough', null, [2, 2, 0], null],
    ['the first to three takes it', null, [3, 2, 0], 0],
    ['a tie does not take it from the holder', 0, [3, 3, 0], 0],
    ['strictly more takes it', 0, [3, 4, 0], 1],
    ['the holder keeps it while ahead', 1, [3, 5, 4], 1],
  ] as const)('%s', (_name, before, knights, after) => {
    expect(largestArmyHolder(before, knights, 3)).toBe(after);
  });

  it('the third knight played takes the card and 2 VP; a tie does not; a fourth does', () => {
    const knight = { card: 'knight' as const, turn: 1 };
    let s = playState(cfg, {
      rolled: false,
      knights: { 0: 2, 1: 2 },
      dev: { 0: [knight], 1: [knight, knight] },
    });
    const play = (st: GameState, hex: string) => {
      const r = decide(st, { type: 'playKnight', seat: st.turn.seat, hex: hex as never });
      if (!r.ok) throw new Error(r.error.code);
      return r.value.reduce(evolve, st);
    };
    const nextTurn = (st: GameState, seat: number): GameState => ({
      ...st,
      turn: { ...st.turn, seat, number: st.turn.number + 1, devPlayed: 0, rolled: false },
    });
    s = play(s, '1,-1');
    expect(s.largestArmy.holder).toBe(0);
    expect(scoreOf(s, 0).parts.largestArmy).toBe(2);
    s = play(nextTurn(s, 1), '0,-1');
    expect(s.players[1]?.knights).toBe(3);
    expect(s.largestArmy.holder).toBe(0);
    s = play(nextTurn(s, 1), '1,-1');
    expect(s.largestArmy.holder).toBe(1);
    expect(scoreOf(s, 0).parts.largestArmy).toBeUndefined();
  });
});
