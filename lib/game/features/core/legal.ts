// Core turn, what may be offered now: deciding the order, set-up spots, the cards chosen at
// the start, the roll, the pieces that may be built (spots, pieces left, cards short) and the
// end of the turn.

import { type GameContext, isStarfarers } from '../../context';
import type { BuildAction, LegalPart } from '../../legal';
import { handOf, mayAct } from '../../may-act';
import { buildItems, missingCards } from '../../missing';
import { actorOf, citySpots, roadSpots, settlementSpots, shipSpots } from '../../spots';
import type { Seat } from '../../types';
import type { GameView } from '../../view';

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
    const spots =
      item === 'settlement'
        ? settlementSpots(view, seat)
        : item === 'city'
          ? citySpots(view, seat)
          : item === 'ship'
            ? shipSpots(view, seat)
            : roadSpots(view, seat);
    const [used, limit] =
      item === 'settlement'
        ? [p.settlements, ctx.ruleset.pieces.settlements]
        : item === 'city'
          ? [p.cities, ctx.ruleset.pieces.cities]
          : item === 'ship'
            ? [p.ships, ctx.ruleset.pieces.ships ?? 0]
            : [p.roads, ctx.ruleset.pieces.roads];
    const piecesLeft = Math.max(0, limit - used);
    const missing = hand ? missingCards(hand, costs[item] ?? {}) : (shown?.[item] ?? null);
    const paid = missing === null ? null : Object.keys(missing).length === 0;
    const ready = spots.length === 0 || piecesLeft === 0 ? false : paid;
    out.push({ item, spots, piecesLeft, missing, ready });
  }
  return out;
}

export const legal: LegalPart<
  'actor' | 'handKnown' | 'decideOrder' | 'setup' | 'chooseCards' | 'roll' | 'builds' | 'endTurn'
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
  };
};
