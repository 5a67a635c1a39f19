// What a hand lacks to build or buy each item, from the ruleset's own costs. One helper for
// the engine's view (the acting seat, shown on the tablet's build buttons) and for the phone
// (the seat's own hand), so the costs are never restated anywhere else.

import type { Ruleset } from '../rules/rulesets';
import type { Hand } from './types';

/** Everything bought with cards on an island board, in the order the buttons show them. */
export const BUILD_ITEMS = ['road', 'settlement', 'city', 'ship', 'devCard'] as const;
export type BuildItem = (typeof BUILD_ITEMS)[number];

/** Per item, the cards missing: only resources short, so `{}` means affordable. */
export type MissingCards = Readonly<Partial<Record<BuildItem, Hand>>>;

/**
 * The items this ruleset builds or buys with cards: ships only where it has them, the
 * development card only where it has a deck. Starfarers gives no costs (builds are declared
 * with what was paid), so it has none.
 */
export function buildItems(r: Ruleset): BuildItem[] {
  const costs = r.costs;
  if (!costs) return [];
  return BUILD_ITEMS.filter((item) => {
    if (item === 'ship') return costs.ship !== undefined && (r.pieces.ships ?? 0) > 0;
    if (item === 'devCard') return r.devDeck !== null;
    return true;
  });
}

/** The cards `hand` lacks to pay `cost` (e.g. city with 1 ore → { ore: 2, grain: 2 }). */
export function missingCards(hand: Hand, cost: Readonly<Record<string, number | undefined>>): Hand {
  const out: Record<string, number> = {};
  for (const r in cost) {
    const short = (cost[r] ?? 0) - (hand[r] ?? 0);
    if (short > 0) out[r] = short;
  }
  return out;
}

/** For every item of the ruleset, what `hand` lacks (null: the ruleset gives no costs). */
export function missingFor(r: Ruleset, hand: Hand): MissingCards | null {
  const costs = r.costs;
  if (!costs) return null;
  const out: Partial<Record<BuildItem, Hand>> = {};
  for (const item of buildItems(r)) out[item] = missingCards(hand, costs[item] ?? {});
  return out;
}

/** Whether nothing is missing. */
export const affordable = (missing: Hand): boolean => Object.keys(missing).length === 0;
