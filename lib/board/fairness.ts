// The fairness report shown with every board: resource balance, intersection extremes, and
// how unequal a snake draft of starting spots turns out for the chosen number of players.

import { hexKey, type VertexId } from '../hex';
import { buildTopology } from '../hex/topology';
import { pips, RESOURCES, type Resource, terrainResource } from '../rules/vocab';
import { fairShares } from './balance';
import type { Board, BoardHex } from './types';

export interface DraftSeat {
  /** The two intersections the seat took, first pick first. */
  readonly picks: readonly VertexId[];
  readonly pips: number;
}

export interface Fairness {
  readonly resourcePips: Readonly<Record<Resource, number>>;
  readonly fairShare: Readonly<Record<Resource, number>>;
  /** Largest distance of a resource's pips from its fair share. */
  readonly maxShareDeviation: number;
  /** Most pips around one intersection, and fewest where three land hexes meet. */
  readonly intersectionMax: number;
  readonly intersectionMin: number;
  readonly draft: {
    readonly players: number;
    readonly seats: readonly DraftSeat[];
    readonly spread: number;
  };
  /** 0–100: 100 − 10 × draft spread − 5 × largest share deviation, clamped. */
  readonly score: number;
}

/**
 * A greedy snake draft (1…N, N…1): each seat takes the free intersection with the most pips
 * (ties: more different resources, then the smaller id), honouring the distance rule.
 */
export function fairness(board: Board, players = board.players): Fairness {
  const land = board.hexes.filter((h) => h.terrain !== 'sea');
  const topo = buildTopology(land);
  const at = (i: number) => land[i] as BoardHex;
  const resourcePips = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;
  for (const h of land) {
    const r = terrainResource(h.terrain);
    if (r) resourcePips[r] += pips(h.token ?? 0);
  }
  const fairShare = fairShares(land);
  const maxShareDeviation = Math.max(
    ...RESOURCES.map((r) => Math.abs(resourcePips[r] - fairShare[r])),
  );
  const value = topo.vertexLand.map((hs) => hs.reduce((s, i) => s + pips(at(i).token ?? 0), 0));
  const variety = topo.vertexLand.map(
    (hs) => new Set(hs.map((i) => terrainResource(at(i).terrain)).filter((r) => r !== null)).size,
  );
  const inner = topo.vertexLand.map((hs, v) => (hs.length === 3 ? (value[v] as number) : Infinity));
  const ranked = topo.vertices
    .map((_, v) => v)
    .sort(
      (a, b) =>
        (value[b] as number) - (value[a] as number) ||
        (variety[b] as number) - (variety[a] as number) ||
        a - b,
    );
  const blocked = new Uint8Array(topo.vertices.length);
  const seats = Array.from({ length: players }, () => ({ picks: [] as VertexId[], pips: 0 }));
  const turnOrder = [...seats.keys(), ...[...seats.keys()].reverse()];
  let cursor = 0;
  for (const s of turnOrder) {
    while (cursor < ranked.length && blocked[ranked[cursor] as number]) cursor++;
    const v = ranked[cursor];
    if (v === undefined) break;
    blocked[v] = 1;
    for (const n of topo.vertexNeighbours[v] ?? []) blocked[n] = 1;
    const seat = seats[s];
    if (!seat) continue;
    seat.picks.push(topo.vertices[v] as VertexId);
    seat.pips += value[v] as number;
  }
  const totals = seats.map((s) => s.pips);
  const spread = Math.max(...totals) - Math.min(...totals);
  const score = Math.max(0, Math.min(100, Math.round(100 - 10 * spread - 5 * maxShareDeviation)));
  return {
    resourcePips,
    fairShare,
    maxShareDeviation: Math.round(maxShareDeviation * 100) / 100,
    intersectionMax: Math.max(...value),
    intersectionMin: Math.min(...inner),
    draft: { players, seats, spread },
    score,
  };
}

/** Keys of the land hexes, for quick lookups by the page. */
export const landKeys = (board: Board): string[] =>
  board.hexes.filter((h) => h.terrain !== 'sea').map(hexKey);
