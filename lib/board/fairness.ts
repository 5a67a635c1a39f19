// The fairness report shown with every board: resource balance, intersection extremes, and
// how unequal a snake draft of starting spots turns out for the chosen number of players, and
// what each harbor is worth to the spots beside it.

import { hexKey, type VertexId } from '../hex';
import { buildTopology } from '../hex/topology';
import { commodityResources, getRuleset } from '../rules/rulesets';
import { pips, RESOURCES, type Resource, terrainResource } from '../rules/vocab';
import { fairShares } from './balance';
import { commoditySpreads } from './commodity';
import { draft, draftIsland } from './draft';
import { type HarborWorth, harborWorth } from './harbor-worth';
import type { Board } from './types';

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
  /**
   * Cities and knights (a ruleset with commodities), else null: per seat of the same draft, the
   * commodity pips at its two picks (forest, pasture and mountains: paper, cloth and coin), and
   * their spread; `spreads` the spread for every seat count from 3 to the board's players (what
   * `commodity-spread-max-N` bounds). lib/board/commodity.ts defines it.
   */
  readonly commodity: {
    readonly seats: readonly number[];
    readonly spread: number;
    readonly spreads: readonly { readonly seats: number; readonly spread: number }[];
  } | null;
  /** Each harbor, in laying order, and what it is worth to the spots beside it. */
  readonly harbors: readonly HarborWorth[];
  /** 0–100: 100 − 10 × draft spread − 5 × largest share deviation, clamped. */
  readonly score: number;
}

/**
 * The fairness report: resource pips against their fair shares, intersection extremes, the
 * opening snake draft for `players` seats (lib/board/draft.ts defines it) and what each
 * harbor is worth to the spots beside it.
 */
export function fairness(board: Board, players = board.players): Fairness {
  const land = board.hexes.filter((h) => h.terrain !== 'sea');
  const topo = buildTopology(land);
  const resourcePips = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;
  for (const h of land) {
    const r = terrainResource(h.terrain);
    if (r) resourcePips[r] += pips(h.token ?? 0);
  }
  const fairShare = fairShares(land);
  const maxShareDeviation = Math.max(
    ...RESOURCES.map((r) => Math.abs(resourcePips[r] - fairShare[r])),
  );
  const hexPips = land.map((h) => pips(h.token ?? 0));
  const hexRes = land.map((h) => {
    const r = terrainResource(h.terrain);
    return r ? RESOURCES.indexOf(r) : -1;
  });
  const value = topo.vertexLand.map((hs) => hs.reduce((s, i) => s + (hexPips[i] as number), 0));
  const inner = topo.vertexLand.map((hs, v) => (hs.length === 3 ? (value[v] as number) : Infinity));
  const d = draft(draftIsland(topo), hexPips, hexRes, players);
  const seats = d.picks.map((ps, i) => ({
    picks: ps.map((v) => topo.vertices[v] as VertexId),
    pips: d.totals[i] as number,
  }));
  const commodity = commodityResources(getRuleset(board.ruleset)).length
    ? commodityReport(board, players)
    : null;
  const score = Math.max(0, Math.min(100, Math.round(100 - 10 * d.spread - 5 * maxShareDeviation)));
  return {
    resourcePips,
    fairShare,
    maxShareDeviation: Math.round(maxShareDeviation * 100) / 100,
    intersectionMax: Math.max(...value),
    intersectionMin: Math.min(...inner),
    draft: { players, seats, spread: d.spread },
    commodity,
    harbors: harborWorth(board),
    score,
  };
}

function commodityReport(board: Board, players: number): NonNullable<Fairness['commodity']> {
  const at = commoditySpreads(board, players).find((c) => c.seats === players);
  const judged = commoditySpreads(board).map((c) => ({ seats: c.seats, spread: c.spread }));
  return { seats: at?.totals ?? [], spread: at?.spread ?? 0, spreads: judged };
}

/** Keys of the land hexes, for quick lookups by the page. */
export const landKeys = (board: Board): string[] =>
  board.hexes.filter((h) => h.terrain !== 'sea').map(hexKey);
