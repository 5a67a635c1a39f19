// Expected income per roll for one seat: what its buildings would collect on average from one
// roll of two dice. Each number token pays with the probability of its sum (ways out of 36),
// a settlement takes 1 and a city 2, the robber's hex pays nothing. It reads only public
// facts (buildings, tokens, the robber), so a seat's view is enough: the phone computes it.
// The bank's shortage rule is left out: it depends on everyone's dues at the moment of a roll.

import { isTerrain, terrainResource } from '../rules/vocab';
import { contextOf, discovers } from './context';
import { fillHand } from './hand';
import { tilesOf } from './slices';
import type { GameState, Hand, IslandState, PlayerState, ProgressState, Seat } from './types';

/** The part of a state (or of a seat's view) the income depends on. */
export type IncomeSource = Pick<GameState, 'config' | 'buildings' | 'robber'> & {
  readonly island: Pick<IslandState, 'tiles'> | null;
  readonly players: readonly { readonly sf: PlayerState['sf'] }[];
  /** Progress cards: the inventor's swapped number tokens (absent: as on the board). */
  readonly progress?: { readonly tokens: ProgressState['tokens'] } | null;
};

/** Ways two dice make `sum`, out of 36 (7 included: it pays nothing but is the likeliest). */
export const diceWays = (sum: number): number =>
  Number.isInteger(sum) && sum >= 2 && sum <= 12 ? 6 - Math.abs(7 - sum) : 0;

/** Probability that two dice show `sum`. */
export const sumProbability = (sum: number): number => diceWays(sum) / 36;

export interface IncomeByNumber {
  /** The dice sum. */
  readonly sum: number;
  /** Its probability per roll. */
  readonly p: number;
  /** Cards this seat collects when it comes up (robber's hex excluded). */
  readonly cards: Hand;
}

export interface Income {
  /** Expected cards per roll, by resource (e.g. { grain: 0.278, ore: 0.111, … }). */
  readonly perRoll: Hand;
  /** Expected cards per roll in all. */
  readonly total: number;
  /** What each number that pays this seat brings, in sum order; numbers paying nothing left out. */
  readonly byNumber: readonly IncomeByNumber[];
  /** Starfarers: Earth's supply cards per roll, in `total` (a card of any resource). */
  readonly supply: number;
}

/**
 * This seat's expected cards per roll, by resource and by number, and `supply` (Starfarers'
 * Earth supply per roll, from earth-supply.ts' earthSupplyPerRoll) added to the total.
 */
export function expectedIncome(s: IncomeSource, seat: Seat, supply = 0): Income {
  const ctx = contextOf(s.config);
  const due = new Map<number, Record<string, number>>();
  const owe = (sum: number, resource: string, n: number) => {
    const d = due.get(sum) ?? {};
    d[resource] = (d[resource] ?? 0) + n;
    due.set(sum, d);
  };
  const sf = s.players[seat]?.sf;
  if (sf) {
    // Starfarers: each planet a colony or spaceport touches pays it one card.
    for (const c of sf.colonies) for (const pl of c.planets) owe(pl.number, pl.resource, 1);
  } else {
    const topo = ctx.topo;
    for (let h = 0; h < topo.hexes.length; h++) {
      if (h === s.robber) continue;
      const tile = discovers(ctx) ? tilesOf(s)[h] : undefined;
      const token = discovers(ctx)
        ? (tile?.token ?? null)
        : s.progress?.tokens
          ? (s.progress.tokens[h] ?? null)
          : (ctx.hexToken[h] ?? null);
      const resource = discovers(ctx)
        ? tile && isTerrain(tile.terrain)
          ? terrainResource(tile.terrain)
          : null
        : (ctx.hexResource[h] ?? null);
      if (token === null || !resource) continue;
      for (const v of topo.hexVertexIdx[h] ?? []) {
        const b = s.buildings[v];
        if (b?.seat === seat) owe(token, resource, b.kind === 'city' ? 2 : 1);
      }
    }
  }
  const perRoll: Record<string, number> = { ...fillHand(ctx.resources) };
  const byNumber: IncomeByNumber[] = [];
  for (const sum of [...due.keys()].sort((a, b) => a - b)) {
    const p = sum === 7 ? 0 : sumProbability(sum);
    const cards = { ...fillHand(ctx.resources), ...(due.get(sum) ?? {}) };
    if (p === 0) continue;
    for (const r in cards) perRoll[r] = (perRoll[r] ?? 0) + p * (cards[r] ?? 0);
    byNumber.push({ sum, p, cards });
  }
  let total = supply;
  for (const r in perRoll) total += perRoll[r] ?? 0;
  return { perRoll, total, byNumber, supply };
}
