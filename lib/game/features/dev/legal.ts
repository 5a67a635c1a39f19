// Development cards, what may be offered now: buying one, and the cards playable with what
// each command needs (a knight's robber targets, road building's paths, the bank's stock).

import type { EdgeId } from '../../../hex';
import { discovers, type GameContext } from '../../context';
import { get } from '../../hand';
import type { BuyDevAction, DevActions, DevPlay, FreeRoads, LegalPart } from '../../legal';
import { missingCards } from '../../missing';
import { roadSpots, shipSpots } from '../../spots';
import { mayAct } from '../../turn';
import { DEV_CARDS, type DevCard, type Seat, UNKNOWN_CARD } from '../../types';
import type { GameView } from '../../view';
import { bankOf, handOf } from '../../view';
import { robberTargets } from '../robber/legal';
import { ROAD_BUILDING_ROADS, YEAR_OF_PLENTY_TAKE } from './cards';

function buyDev(view: GameView, ctx: GameContext, seat: Seat): BuyDevAction | null {
  if (!ctx.ruleset.devDeck || !mayAct(view, seat, { sbpOk: true })) return null;
  const hand = handOf(view, seat);
  const shown = view.missing && view.missing.seat === seat ? view.missing.items : null;
  const missing = hand
    ? missingCards(hand, ctx.ruleset.costs?.devCard ?? {})
    : (shown?.devCard ?? null);
  const deckEmpty = view.devDeckCount === 0;
  const paid = missing === null ? null : Object.keys(missing).length === 0;
  return {
    command: { type: 'buyDev', seat },
    cost: ctx.ruleset.costs?.devCard ?? {},
    missing,
    deckEmpty,
    // Real cards are bought unnamed: the buyer declares on its phone, never on the table.
    declare: false,
    ready: deckEmpty ? false : paid,
  };
}

/** Every ordered pair of resources the bank can give at once (two of one kind need two). */
function bankPairs(view: GameView, ctx: GameContext): [string, string][] {
  const out: [string, string][] = [];
  const bank = bankOf(view, ctx.ruleset.bankPerResource);
  for (const x of ctx.resources)
    for (const y of ctx.resources)
      if (get(bank, x) >= (x === y ? 2 : 1) && get(bank, y) >= 1) out.push([x, y]);
  return out;
}

function devActions(view: GameView, ctx: GameContext, seat: Seat): DevActions {
  const p = view.players[seat];
  const held = p?.devCount ?? 0;
  const dev = p?.dev ?? null;
  const rs = ctx.ruleset;
  const vpHeld = rs.vpCardsCount === 'held';
  let reveal =
    !rs.devDeck || view.phase !== 'play'
      ? false
      : vpHeld
        ? dev === null
          ? null
          : dev.some((d) => d.card === 'victoryPoint')
        : false;
  const real = view.config.options.devDeck === 'table';
  const unknown = dev === null ? null : dev.filter((d) => d.card === UNKNOWN_CARD).length;
  const declare = !!rs.devDeck && real && view.phase === 'play' && (unknown ?? 0) > 0;
  // Real cards: an unknown card may be revealed as a victory point (the box decides).
  if (reveal === false && vpHeld && real && unknown && view.phase === 'play') reveal = true;
  // Real cards, the game over: each undeclared card may be revealed as a victory point.
  if (view.phase === 'over') reveal = rs.devDeck && real && unknown !== null ? unknown > 0 : false;
  const base = {
    held,
    unknown,
    declare,
    declareCommands: declare
      ? DEV_CARDS.map((card) => ({ type: 'declareDev' as const, seat, card }))
      : [],
    playableNow: dev === null ? null : dev.map((d) => d.turn < view.turn.number),
  };
  // Where a card may be shown, or it depends on cards this view does not hold (the table's:
  // the player says), the command that shows it.
  const revealCommand = (r: boolean | null) =>
    r !== false ? { type: 'playVictoryPoint' as const, seat } : null;
  const limitOk = rs.devPerTurn === 'any' || view.turn.devPlayed < rs.devPerTurn;
  // No card in hand (a public count): nothing to play, whatever the timing allows.
  if (!rs.devDeck || !limitOk || held === 0 || view.phase === 'over')
    return {
      ...base,
      kinds: [],
      cards: dev ? [] : null,
      offers: [],
      reveal,
      revealCommand: revealCommand(reveal),
      yearOfPlentyPairs: [],
    };
  const kinds: DevCard[] = [];
  // The official rules: one development card of any kind may be played at any time in the
  // turn, before the roll too (regression: only a knight was taken before the roll).
  if (mayAct(view, seat, { beforeRoll: true })) {
    kinds.push('knight', 'roadBuilding', 'yearOfPlenty', 'monopoly');
    if (!vpHeld) kinds.push('victoryPoint');
  }
  const yearOfPlentyPairs = kinds.includes('yearOfPlenty') ? bankPairs(view, ctx) : [];
  const more = {
    kinds,
    reveal,
    revealCommand: revealCommand(reveal),
    yearOfPlentyPairs,
  };
  // Each kind with what its command needs (a knight needs a robber, or a board still being discovered).
  const play = (card: DevCard): DevPlay | null => {
    if (card === 'knight')
      return view.robber < 0 && !discovers(ctx)
        ? null
        : {
            card,
            targets: robberTargets(view, ctx, seat, true),
            command: { type: 'playKnight', seat },
          };
    if (card === 'roadBuilding')
      return {
        card,
        ...freeRoadSpots(view, ctx, seat),
        count: ROAD_BUILDING_ROADS,
        command: { type: 'playRoadBuilding', seat },
        laid: { type: 'playRoadBuilding', seat, edges: [], ships: [] },
      };
    if (card === 'yearOfPlenty')
      return {
        card,
        resources: ctx.resources.filter(
          (r) => get(bankOf(view, ctx.ruleset.bankPerResource), r) > 0,
        ),
        take: YEAR_OF_PLENTY_TAKE,
        command: { type: 'playYearOfPlenty', seat, resources: [] },
        pairs: yearOfPlentyPairs.map((pair) => ({
          type: 'playYearOfPlenty',
          seat,
          resources: pair,
        })),
      };
    if (card === 'monopoly')
      return {
        card,
        resources: [...ctx.resources],
        commands: ctx.resources.map((resource) => ({ type: 'playMonopoly', seat, resource })),
      };
    return { card: 'victoryPoint', command: { type: 'playVictoryPoint', seat } };
  };
  const some = (xs: (DevPlay | null)[]): DevPlay[] => xs.filter((x): x is DevPlay => x !== null);
  // The table's view holds no cards: every kind the turn allows is offered, and the player
  // says which card it plays (decide checks it was bought before this turn). Another seat's
  // view asks nothing of them (a phone plays only its own).
  if (dev === null)
    return {
      ...base,
      ...more,
      cards: null,
      offers: view.viewer === 'table' ? some(kinds.map(play)) : [],
    };
  // An unknown card is played as the kind named (the box must still hold one: decide checks).
  const playable = (card: DevCard) =>
    dev.some((d) => (d.card === card || d.card === UNKNOWN_CARD) && d.turn < view.turn.number);
  const cards = some(kinds.filter(playable).map(play));
  return { ...base, ...more, cards, offers: [] };
}

/** Road building from a phone: where its free pieces may go now (pending freeRoads). */
function freeRoads(view: GameView, ctx: GameContext, seat: Seat): FreeRoads | null {
  const pend = view.turn.pending;
  if (view.phase !== 'play' || pend?.kind !== 'freeRoads' || pend.seat !== seat) return null;
  const p = view.players[seat];
  const roadsLeft = ctx.ruleset.pieces.roads - (p?.roads ?? 0);
  const shipsLeft = (ctx.ruleset.pieces.ships ?? 0) - (p?.sea?.ships ?? 0);
  const roads = roadsLeft > 0 ? roadSpots(view, seat) : [];
  const ships = shipsLeft > 0 ? shipSpots(view, seat) : [];
  const done = roads.length === 0 && ships.length === 0;
  return {
    left: pend.left,
    roads,
    ships,
    done,
    commands: [
      ...roads.map((e) => ({ type: 'placeFreeRoads' as const, seat, edges: [e] })),
      ...ships.map((e) => ({ type: 'placeFreeRoads' as const, seat, edges: [], ships: [e] })),
    ],
    doneCommand: done ? { type: 'placeFreeRoads', seat, edges: [] } : null,
  };
}

export const legal: LegalPart<'buyDev' | 'dev' | 'freeRoads'> = (view, ctx, seat) => ({
  buyDev: buyDev(view, ctx, seat),
  dev: devActions(view, ctx, seat),
  freeRoads: freeRoads(view, ctx, seat),
});

/**
 * Road building: where the next free road or ship may go once `laid` are chosen, within the
 * pieces still in the box (decide refuses a road when all are out, and the card's second road
 * when only one was left), never on a path already chosen.
 */
export function freeRoadSpots(
  view: GameView,
  ctx: GameContext,
  seat: Seat,
  laid: { readonly roads?: readonly EdgeId[]; readonly ships?: readonly EdgeId[] } = {},
): { roads: EdgeId[]; ships: EdgeId[] } {
  const p = view.players[seat];
  const roads = laid.roads ?? [];
  const ships = laid.ships ?? [];
  const taken = new Set<EdgeId>([...roads, ...ships]);
  const roadsLeft = ctx.ruleset.pieces.roads - (p?.roads ?? 0) - roads.length;
  const shipsLeft = (ctx.ruleset.pieces.ships ?? 0) - (p?.sea?.ships ?? 0) - ships.length;
  return {
    roads: roadsLeft > 0 ? roadSpots(view, seat, laid).filter((e) => !taken.has(e)) : [],
    ships: shipsLeft > 0 ? shipSpots(view, seat, laid).filter((e) => !taken.has(e)) : [],
  };
}
