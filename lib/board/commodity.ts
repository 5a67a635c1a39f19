// Commodities in the opening draft (cities and knights): a city on forest, pasture and
// mountains also pays paper, cloth and coin, so a board is fair for commodities when the
// draft's seats start beside about as many commodity pips. One definition, shared by the
// checker (`commodity-spread-max-N`), the generator's mending and the fairness report;
// docs/board-format.md states it.
//
// An intersection's commodity pips are the pips of its land hexes whose resource pays a
// commodity in the ruleset (lumber → paper, wool → cloth, ore → coin). A seat's commodity pips
// are those of the two intersections the draft (lib/board/draft.ts, unchanged) gives it; the
// commodity spread is the largest seat's minus the smallest's.

import { buildTopology } from '../hex/topology';
import { commodityResources, getRuleset } from '../rules/rulesets';
import { pips, RESOURCES, terrainResource } from '../rules/vocab';
import { draft, draftIsland, draftSeats } from './draft';
import type { Board } from './types';

/** Per land hex (in `land`'s order), its pips when its resource pays a commodity, else 0. */
export function commodityHexPips(
  land: readonly Pick<Board['hexes'][number], 'terrain' | 'token'>[],
  resources: readonly number[],
): number[] {
  return land.map((h) => {
    const r = terrainResource(h.terrain);
    return r && resources.includes(RESOURCES.indexOf(r)) ? pips(h.token ?? 0) : 0;
  });
}

/** Per intersection, the sum of `hexValue` over its land hexes. */
export function atIntersections(
  vHex: readonly (readonly number[])[],
  hexValue: ArrayLike<number>,
  out: Int16Array = new Int16Array(vHex.length),
): Int16Array {
  for (let v = 0; v < vHex.length; v++) {
    const hs = vHex[v] as readonly number[];
    let s = 0;
    for (let j = 0; j < hs.length; j++) s += hexValue[hs[j] as number] as number;
    out[v] = s;
  }
  return out;
}

export interface CommodityDraft {
  readonly seats: number;
  /** Per seat (first picker first), the commodity pips at its two picks. */
  readonly totals: readonly number[];
  readonly spread: number;
}

/**
 * The commodity pips of the draft's seats for every seat count from 3 to `players` (the
 * counts `draft-spread-max-N` judges). Every total is 0 on a ruleset without commodities.
 */
export function commoditySpreads(board: Board, players = board.players): CommodityDraft[] {
  const land = board.hexes.filter((h) => h.terrain !== 'sea');
  const topo = buildTopology(land);
  const island = draftIsland(topo);
  const hexPips = land.map((h) => pips(h.token ?? 0));
  const hexRes = land.map((h) => {
    const r = terrainResource(h.terrain);
    return r ? RESOURCES.indexOf(r) : -1;
  });
  const com = atIntersections(
    island.vHex,
    commodityHexPips(land, commodityResources(getRuleset(board.ruleset))),
  );
  return draftSeats(players).map((seats) => {
    const d = draft(island, hexPips, hexRes, seats);
    const totals = d.picks.map((ps) => ps.reduce((s, v) => s + (com[v] as number), 0));
    return { seats, totals, spread: Math.max(...totals) - Math.min(...totals) };
  });
}
