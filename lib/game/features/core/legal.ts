// Core turn, what may be offered now: deciding the order, set-up spots, the cards chosen at
// the start, the roll, the pieces that may be built (spots, pieces left, cards short) and the
// end of the turn.

import { type GameContext, isStarfarers } from '../../context';
import type { BuildAction, BuildBlock, BuildListItem, BuyDevAction, LegalPart } from '../../legal';
import { handOf, mayAct } from '../../may-act';
import { type BuildItem, buildItems, missingCards } from '../../missing';
import { actorOf, citySpots, roadSpots, settlementSpots, shipSpots } from '../../spots';
import type { Seat } from '../../types';
import type { GameView } from '../../view';

/** How many pieces of `item` the seat has left in the box. */
function piecesLeft(
  view: GameView,
  ctx: GameContext,
  seat: Seat,
  item: Exclude<BuildItem, 'devCard'>,
): number {
  const p = view.players[seat];
  if (!p) return 0;
  const [used, limit] =
    item === 'settlement'
      ? [p.settlements, ctx.ruleset.pieces.settlements]
      : item === 'city'
        ? [p.cities, ctx.ruleset.pieces.cities]
        : item === 'ship'
          ? [p.sea?.ships ?? 0, ctx.ruleset.pieces.ships ?? 0]
          : [p.roads, ctx.ruleset.pieces.roads];
  return Math.max(0, limit - used);
}

function builds(view: GameView, ctx: GameContext, seat: Seat): BuildAction[] {
  if (!mayAct(view, seat, { build: true })) return [];
  const p = view.players[seat];
  const costs = ctx.ruleset.costs;
  if (!p || !costs) return [];
  const hand = handOf(view, seat);
  const shown = view.missing && view.missing.seat === seat ? view.missing.items : null;
  const out: BuildAction[] = [];
  for (const item of buildItems(ctx.ruleset)) {
    if (item === 'devCard') continue;
    const left = piecesLeft(view, ctx, seat, item);
    // A piece none of which is left has no spot: decide refuses it wherever it goes.
    const spots =
      left === 0
        ? []
        : item === 'settlement'
          ? settlementSpots(view, seat)
          : item === 'city'
            ? citySpots(view, seat)
            : item === 'ship'
              ? shipSpots(view, seat)
              : roadSpots(view, seat);
    const missing = hand ? missingCards(hand, costs[item] ?? {}) : (shown?.[item] ?? null);
    const paid = missing === null ? null : Object.keys(missing).length === 0;
    const ready = spots.length === 0 || left === 0 ? false : paid;
    out.push({ item, spots, piecesLeft: left, cost: costs[item] ?? {}, missing, ready });
  }
  return out;
}

/** The seat's build list: every item priced in cards, ready or with what blocks it. */
export function buildList(
  view: GameView,
  ctx: GameContext,
  seat: Seat,
  built: readonly BuildAction[],
  bought: BuyDevAction | null,
): BuildListItem[] {
  const costs = ctx.ruleset.costs;
  const p = view.players[seat];
  if (!costs || !p) return [];
  const hand = handOf(view, seat);
  const shown = view.missing && view.missing.seat === seat ? view.missing.items : null;
  return buildItems(ctx.ruleset).map((item) => {
    const missing = hand ? missingCards(hand, costs[item] ?? {}) : (shown?.[item] ?? null);
    const blocked: BuildBlock[] = [];
    if (item === 'devCard') {
      if (!bought) blocked.push('notNow');
      if (view.devDeckCount === 0) blocked.push('deckEmpty');
    } else {
      const b = built.find((x) => x.item === item);
      if (!b) blocked.push('notNow');
      if (piecesLeft(view, ctx, seat, item) === 0) blocked.push('pieces');
      else if (b && b.spots.length === 0) blocked.push('spot');
    }
    if (missing && Object.keys(missing).length > 0) blocked.push('cards');
    const ready = blocked.length > 0 ? false : missing === null ? null : true;
    return { item, missing, ready, blocked };
  });
}

export const legal: LegalPart<
  | 'actor'
  | 'handKnown'
  | 'decideOrder'
  | 'setup'
  | 'chooseCards'
  | 'roll'
  | 'builds'
  | 'endTurn'
  | 'nobodyBuilds'
> = (view, ctx, seat) => {
  const t = view.turn;
  const playing = view.phase === 'play';
  const actor = view.phase === 'order' || view.phase === 'over' ? null : actorOf(view);
  const placing = view.phase === 'setup' && actor === seat;
  return {
    actor,
    handKnown: handOf(view, seat) !== null,
    decideOrder: view.phase === 'order',
    setup:
      placing && !isStarfarers(ctx)
        ? view.setup?.placed === null
          ? { settlements: settlementSpots(view, seat), roads: [], ships: [] }
          : { settlements: [], roads: roadSpots(view, seat), ships: shipSpots(view, seat) }
        : null,
    chooseCards:
      view.phase === 'choose' && actor === seat ? { count: ctx.ruleset.initialChosenCards } : null,
    roll: playing && !t.sbp && t.seat === seat && !t.rolled && !t.pending,
    builds: builds(view, ctx, seat),
    endTurn: playing && actor === seat && (t.sbp !== null || (!t.pending && t.rolled)),
    // One tap for the whole special building phase when nobody builds (endTurn with rest).
    nobodyBuilds:
      playing &&
      actor === seat &&
      t.sbp !== null &&
      view.config.options.betweenTurns === 'special-building-phase',
  };
};
