// The opening draft: how unequal the best starting spots are when players pick in snake
// order. One definition, shared by the generator's search (the `draft-spread-max-N`
// constraint), the independent checker and the fairness report; docs/board-format.md states it.
//
// Seats 1…n then n…1 each take one intersection: the free one with the most pips (the sum
// over its land hexes; a desert counts 0), ties to more different resources, then to the one
// first in reading order (top to bottom, then left to right). A taken intersection and its
// neighbours are no longer free (the distance rule). A seat's total is the pips of its two
// picks; the spread is the largest total minus the smallest.
//
// Who picks does not change what is free, so the picks come in the same sequence for any
// number of seats: n seats take the first 2n of them, seat i the i-th and the (2n−1−i)-th.

import type { Topology } from '../hex/topology';

/** Seat counts `draft-spread-max-N` judges: every count from 3 to the board's players. */
export const draftSeats = (players: number): number[] => {
  const out: number[] = [];
  for (let s = Math.min(3, players); s <= players; s++) out.push(s);
  return out;
};

/** What the draft needs of an island: its intersections, their land hexes and neighbours. */
export interface DraftIsland {
  /** For each intersection, its land hexes (indices). */
  readonly vHex: readonly (readonly number[])[];
  /** For each intersection, its neighbouring intersections. */
  readonly vNbr: readonly (readonly number[])[];
  /** For each intersection, its place in reading order (0 first). */
  readonly rank: Int32Array;
}

/** Reading order of an intersection id "q,r,N|S": its corner's height, then how far east. */
function readingKey(id: string): [number, number] {
  const [q, r, c] = id.split(',');
  const qq = Number(q);
  const rr = Number(r);
  // Pointy-top: the hex centre sits at y = 1.5 r, x = √3 (q + r/2); N and S are 1 above/below.
  return [3 * rr + (c === 'N' ? -2 : 2), 2 * qq + rr];
}

const islands = new WeakMap<Topology, DraftIsland>();

/** The draft's view of a topology (cached per topology). */
export function draftIsland(t: Topology): DraftIsland {
  const hit = islands.get(t);
  if (hit) return hit;
  const keys = t.vertices.map(readingKey);
  const order = keys
    .map((_, v) => v)
    .sort((a, b) => {
      const [ya, xa] = keys[a] as [number, number];
      const [yb, xb] = keys[b] as [number, number];
      return ya - yb || xa - xb;
    });
  const rank = new Int32Array(order.length);
  order.forEach((v, i) => {
    rank[v] = i;
  });
  const island = { vHex: t.vertexLand, vNbr: t.vertexNeighbours, rank };
  islands.set(t, island);
  return island;
}

/**
 * One number per intersection that orders them as the draft prefers them: pips first, then
 * different resources, then reading order. `value` receives each intersection's pips.
 * `hexPips[i]` is land hex i's pips (0 for a desert), `hexRes[i]` its resource code (−1 none).
 */
export function draftKeys(
  island: DraftIsland,
  hexPips: ArrayLike<number>,
  hexRes: ArrayLike<number>,
  value: Int16Array,
  key: Int32Array,
): void {
  const V = island.vHex.length;
  for (let v = 0; v < V; v++) {
    const hs = island.vHex[v] as readonly number[];
    let sum = 0;
    let mask = 0;
    for (let j = 0; j < hs.length; j++) {
      const h = hs[j] as number;
      sum += hexPips[h] as number;
      const r = hexRes[h] as number;
      if (r >= 0) mask |= 1 << r;
    }
    let kinds = 0;
    for (; mask; mask &= mask - 1) kinds++;
    value[v] = sum;
    key[v] = draftKey(sum, kinds, island.rank[v] as number);
  }
}

/** The preference key of one intersection (pips < 64, resources < 8, reading place < 4096). */
export const draftKey = (pipsSum: number, kinds: number, rank: number): number =>
  (pipsSum << 15) | (kinds << 12) | (4095 - rank);

let blocked = new Uint8Array(0);

/** The first `count` picks of the draft (fewer if the island runs out of free intersections). */
export function draftPicks(
  island: DraftIsland,
  key: Int32Array,
  count: number,
  out: Int32Array,
): number {
  const V = island.vHex.length;
  if (blocked.length < V) blocked = new Uint8Array(V);
  blocked.fill(0, 0, V);
  let k = 0;
  for (; k < count; k++) {
    let best = -1;
    let bestKey = -1;
    for (let v = 0; v < V; v++)
      if (!blocked[v] && (key[v] as number) > bestKey) {
        bestKey = key[v] as number;
        best = v;
      }
    if (best < 0) break;
    out[k] = best;
    blocked[best] = 1;
    const nb = island.vNbr[best] as readonly number[];
    for (let j = 0; j < nb.length; j++) blocked[nb[j] as number] = 1;
  }
  return k;
}

/** The spread for `seats` seats, from a pick sequence of at least 2 × seats picks. */
export function spreadOf(
  picks: Int32Array,
  made: number,
  value: Int16Array,
  seats: number,
): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < seats; i++) {
    const a = i < made ? (value[picks[i] as number] as number) : 0;
    const j = 2 * seats - 1 - i;
    const t = a + (j < made ? (value[picks[j] as number] as number) : 0);
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  return seats > 0 ? hi - lo : 0;
}

export interface DraftResult {
  /** Per seat, the intersections (indices) it took, first pick first. */
  readonly picks: readonly (readonly number[])[];
  /** Per seat, the pips of its picks. */
  readonly totals: readonly number[];
  readonly spread: number;
}

/** The whole draft for `seats` seats: each seat's picks and totals, and the spread. */
export function draft(
  island: DraftIsland,
  hexPips: ArrayLike<number>,
  hexRes: ArrayLike<number>,
  seats: number,
): DraftResult {
  const V = island.vHex.length;
  const value = new Int16Array(V);
  const key = new Int32Array(V);
  draftKeys(island, hexPips, hexRes, value, key);
  const seq = new Int32Array(2 * seats);
  const made = draftPicks(island, key, 2 * seats, seq);
  const picks: number[][] = Array.from({ length: seats }, () => []);
  const totals = new Array<number>(seats).fill(0);
  for (let k = 0; k < made; k++) {
    const s = k < seats ? k : 2 * seats - 1 - k;
    picks[s]?.push(seq[k] as number);
    totals[s] = (totals[s] as number) + (value[seq[k] as number] as number);
  }
  return { picks, totals, spread: spreadOf(seq, made, value, seats) };
}
