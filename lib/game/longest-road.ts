// Longest road, exactly from geometry: the longest trail (each path used at most once,
// intersections may repeat) through a player's roads — and ships where the ruleset counts
// them — that never passes through an opponent's settlement or city. Roads and ships join
// only at the player's own building. Then the official hand-over rules decide who holds it.

import type { Topology } from '../hex';
import type { Building, KnightPiece, Seat } from './types';

export interface RoadNetwork {
  readonly topo: Topology;
  readonly buildings: readonly (Building | null)[];
  readonly roads: readonly (Seat | null)[];
  readonly ships: readonly (Seat | null)[];
  /** Cities and knights: knights per intersection; an opponent's breaks the road as a building does. */
  readonly knights?: readonly (KnightPiece | null)[] | null;
}

interface Walk {
  readonly topo: Topology;
  readonly kind: Uint8Array;
  readonly used: Uint8Array;
  /** Per intersection: 0 free, 1 the seat's building, 2 an opponent's building. */
  readonly at: Uint8Array;
  best: number;
}

function walk(w: Walk, v: number, via: number, len: number): void {
  if (len > w.best) w.best = len;
  if (via >= 0 && w.at[v] === 2) return;
  const viaKind = via >= 0 ? (w.kind[via] ?? 0) : 0;
  const es = w.topo.vertexEdges[v];
  if (!es) return;
  for (let i = 0; i < es.length; i++) {
    const e = es[i] as number;
    const k = w.kind[e];
    if (!k || w.used[e]) continue;
    if (viaKind && k !== viaKind && w.at[v] !== 1) continue;
    const ends = w.topo.edgeEnds[e] as readonly [number, number];
    w.used[e] = 1;
    walk(w, ends[0] === v ? ends[1] : ends[0], e, len + 1);
    w.used[e] = 0;
  }
}

/** The length of the seat's longest continuous road (ships included when `withShips`). */
export function longestRoadOf(net: RoadNetwork, seat: Seat, withShips: boolean): number {
  const { topo, buildings, roads, ships } = net;
  const ne = topo.edges.length;
  // 0: not the seat's; 1: road; 2: ship.
  const kind = new Uint8Array(ne);
  let count = 0;
  for (let e = 0; e < ne; e++) {
    if (roads[e] === seat) kind[e] = 1;
    else if (withShips && ships[e] === seat) kind[e] = 2;
    if (kind[e]) count++;
  }
  if (count === 0) return 0;
  const nv = topo.vertices.length;
  const at = new Uint8Array(nv);
  for (let v = 0; v < nv; v++) {
    const b = buildings[v];
    if (b) at[v] = b.seat === seat ? 1 : 2;
    else {
      const k = net.knights?.[v];
      if (k && k.seat !== seat) at[v] = 2;
    }
  }
  const w: Walk = { topo, kind, used: new Uint8Array(ne), at, best: 0 };
  // Starting from every intersection the seat's line touches is exact (loops, forks,
  // figure-eights) and cheap at 15 pieces.
  for (let v = 0; v < nv; v++) {
    const es = topo.vertexEdges[v] ?? [];
    if (es.some((e) => kind[e])) walk(w, v, -1, 0);
    if (w.best === count) break;
  }
  return w.best;
}

/**
 * Who holds the card after lengths change: the holder keeps it on a tie; one player alone
 * longest (at least `min`) takes it; if the holder is beaten by a tie, or nobody reaches
 * `min`, it is set aside (null) until one player alone is longest.
 */
export function longestRoadHolder(
  holder: Seat | null,
  lengths: readonly number[],
  min: number,
): Seat | null {
  let max = 0;
  for (const l of lengths) if (l > max) max = l;
  if (max < min) return null;
  if (holder !== null && (lengths[holder] ?? 0) === max) return holder;
  const top: Seat[] = [];
  lengths.forEach((l, s) => {
    if (l === max) top.push(s);
  });
  return top.length === 1 ? (top[0] ?? null) : null;
}

/** Largest army: the first to `min` knights; then only strictly more takes it. */
export function largestArmyHolder(
  holder: Seat | null,
  knights: readonly number[],
  min: number,
): Seat | null {
  const held = holder === null ? min - 1 : (knights[holder] ?? 0);
  let best = holder;
  let bestN = held;
  knights.forEach((k, s) => {
    if (k > bestN && k >= min) {
      best = s;
      bestN = k;
    }
  });
  return best;
}
