// Core turn, what may be offered now: deciding the order, set-up spots, the cards chosen at
// the start, the roll, the pieces that may be built (spots, pieces left, cards short) and the
// end of the turn.

import type { EdgeId, VertexId } from '../../../hex';
import { type GameContext, isStarfarers } from '../../context';
import type {
  BuildAction,
  BuildBlock,
  BuildCommand,
  BuildListItem,
  BuyDevAction,
  LegalActions,
  LegalPart,
} from '../../legal';
import { type BuildItem, buildItems, missingCards } from '../../missing';
import { actorOf, citySpots, roadSpots, settlementSpots, shipSpots } from '../../spots';
import { endBlock, mayAct, nobodyBuildsNow, rollBlock } from '../../turn';
import type { Seat } from '../../types';
import type { GameView } from '../../view';
import { handOf } from '../../view';

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

/** The command that builds `item` for `seat` on `at`. */
function buildAt(
  item: Exclude<BuildItem, 'devCard'>,
  seat: Seat,
  at: VertexId | EdgeId,
): BuildCommand {
  return item === 'settlement'
    ? { type: 'buildSettlement', seat, vertex: at as VertexId }
    : item === 'city'
      ? { type: 'buildCity', seat, vertex: at as VertexId }
      : item === 'ship'
        ? { type: 'buildShip', seat, edge: at as EdgeId }
        : { type: 'buildRoad', seat, edge: at as EdgeId };
}

function builds(view: GameView, ctx: GameContext, seat: Seat): BuildAction[] {
  if (!mayAct(view, seat, { sbpOk: true })) return [];
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
    const commands = spots.map((at) => buildAt(item, seat, at));
    out.push({ item, spots, commands, piecesLeft: left, cost: costs[item] ?? {}, missing, ready });
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

/** Set-up: where the next settlement, or the road or ship beside it, may go, with their commands. */
function setupSpots(view: GameView, seat: Seat): NonNullable<LegalActions['setup']> {
  if (view.setup?.placed === null) {
    const settlements = settlementSpots(view, seat);
    return {
      settlements,
      roads: [],
      ships: [],
      commands: settlements.map((at) => buildAt('settlement', seat, at)),
    };
  }
  const roads = roadSpots(view, seat);
  const ships = shipSpots(view, seat);
  return {
    settlements: [],
    roads,
    ships,
    commands: [
      ...roads.map((at) => buildAt('road', seat, at)),
      ...ships.map((at) => buildAt('ship', seat, at)),
    ],
  };
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
  | 'nicknames'
> = (view, ctx, seat) => {
  const actor = view.phase === 'order' || view.phase === 'over' ? null : actorOf(view);
  const placing = view.phase === 'setup' && actor === seat;
  return {
    actor,
    handKnown: handOf(view, seat) !== null,
    decideOrder:
      view.phase === 'order'
        ? {
            roll: { type: 'decideOrder' },
            first: view.players.map((_, first) => ({ type: 'decideOrder', first })),
            rolls: { type: 'decideOrder', rolls: [] },
          }
        : null,
    setup: placing && !isStarfarers(ctx) ? setupSpots(view, seat) : null,
    chooseCards:
      view.phase === 'choose' && actor === seat
        ? {
            count: ctx.ruleset.initialChosenCards,
            command: { type: 'chooseCards', seat, cards: {} },
          }
        : null,
    roll: rollBlock(view, seat) === null ? { type: 'roll', seat } : null,
    builds: builds(view, ctx, seat),
    endTurn:
      endBlock(
        view,
        seat,
        !!view.progress && (view.progress.over.length > 0 || view.progress.owedDraws.length > 0),
      ) === null
        ? { type: 'endTurn', seat }
        : null,
    // One tap for the whole special building phase when nobody builds (endTurn with rest).
    nobodyBuilds: nobodyBuildsNow(view, seat) ? { type: 'endTurn', seat, rest: true } : null,
    // Only the host's table sets the game's nicknames, at any moment of the game.
    nicknames:
      view.viewer === 'table'
        ? { type: 'setNicknames', on: !(view.nicknames ?? view.config.options.nicknames ?? false) }
        : null,
  };
};
