// One list of what may be done now, for a screen or a bot: legalActions(view, seat) answers
// from a view (the tablet's, which never holds a hand or development cards, or a seat's own)
// everything decide() would accept from that seat at this moment, as plain data a component
// draws directly. Where the answer depends on a hand the view does not hold, it says so
// (null) instead of guessing. test/unit/game-legal.test.ts keeps this list and decide() in step.

import type { EdgeId, HexKey, VertexId } from '../hex';
import { contextOf, discovers, type GameContext, isStarfarers } from './context';
import { get } from './hand';
import { type BuildItem, buildItems, missingCards } from './missing';
import {
  actorOf,
  citySpots,
  type HarborTurnChoice,
  harborTurns,
  movableShipSpots,
  publicState,
  rateOf,
  roadSpots,
  robberSpots,
  settlementSpots,
  shipSpots,
  victimsAt,
} from './spots';
import {
  awardCount,
  earthSupplySeats,
  isUpgrade,
  SF_AWARD_MAX,
  SF_UPGRADE_MAX,
  upgradeCount,
} from './starfarers';
import {
  type DevCard,
  type Hand,
  type Seat,
  SF_AWARDS,
  SF_ITEMS,
  type SfAward,
  type SfItem,
} from './types';
import type { GameView } from './view';

/** A piece that may be built now: where, how many are left, and what the cards lack. */
export interface BuildAction {
  readonly item: Exclude<BuildItem, 'devCard'>;
  /** Intersections (settlement, city) or paths (road, ship) decide() accepts, cards aside. */
  readonly spots: readonly (VertexId | EdgeId)[];
  readonly piecesLeft: number;
  /** What it costs in this ruleset (shown on the button). */
  readonly cost: Hand;
  /** The cards short (`{}`: paid); null where this view does not hold the seat's hand. */
  readonly missing: Hand | null;
  /** decide() accepts a build on any of `spots`; null: it depends on a hand this view lacks. */
  readonly ready: boolean | null;
}

/** Buying a development card now. */
export interface BuyDevAction {
  /** What a development card costs in this ruleset. */
  readonly cost: Hand;
  readonly missing: Hand | null;
  readonly deckEmpty: boolean;
  /** 'table' deck: the card drawn from the box is declared with the command (one still in the box). */
  readonly declare: boolean;
  readonly ready: boolean | null;
}

/** One resource given to the bank: its rate, how many lots the hand pays, what the bank gives. */
export interface BankTrade {
  readonly give: string;
  /** Cards given per card received (4, or a harbor's 3 or 2). */
  readonly rate: number;
  /** Whole lots the hand pays (hand ÷ rate); null where this view does not hold the hand. */
  readonly lots: number | null;
  /** Resources the bank still gives for it (its stock is public). */
  readonly get: readonly string[];
  /** How many of each of `get` the bank holds, where this ruleset's bank can run out (a trade
   * of several lots takes no more); null: it never runs out. */
  readonly stock: Readonly<Record<string, number>> | null;
}

/** A robber move: the hex and the seats that may be robbed there ([]: nobody to rob). */
export interface RobberTarget {
  readonly hex: HexKey;
  readonly victims: readonly Seat[];
}

/** A development card that may be played now, with what its command needs. */
export type DevPlay =
  | { readonly card: 'knight'; readonly targets: readonly RobberTarget[] }
  | {
      readonly card: 'roadBuilding';
      /** Where the first free piece may go (the second is asked again with the first laid). */
      readonly roads: readonly EdgeId[];
      readonly ships: readonly EdgeId[];
    }
  | {
      readonly card: 'yearOfPlenty';
      /** Resources the bank holds (two of one kind need two there: the view shows its stock). */
      readonly resources: readonly string[];
      /** How many cards the bank gives (two). */
      readonly take: number;
    }
  | { readonly card: 'monopoly'; readonly resources: readonly string[] }
  | { readonly card: 'victoryPoint' };

export interface DevActions {
  /** Kinds the turn allows now, whatever is held (before the roll: the knight only). */
  readonly kinds: readonly DevCard[];
  /** Development cards the seat holds (a public count, cards bought this turn included). */
  readonly held: number;
  /** The cards decide() accepts now, by kind; null where this view does not hold the seat's cards. */
  readonly cards: readonly DevPlay[] | null;
  /** Base game: a held victory point card may be turned face up at any time (not a play); null: unknown. */
  readonly reveal: boolean | null;
}

/** Intimate Settlers: a ship that may move now, and where to. */
export interface ShipMove {
  readonly from: EdgeId;
  readonly to: readonly EdgeId[];
}

/** Starfarers: what the seat may build (paid as declared from its hand) and award now. */
export interface StarfarersActions {
  /** Items decide() takes now; a spaceport upgrades one of `colonies` (indices). */
  readonly builds: readonly { readonly item: SfItem; readonly colonies?: readonly number[] }[];
  /** Awards with the changes that stay within their limits. */
  readonly awards: readonly {
    readonly award: SfAward;
    readonly up: boolean;
    readonly down: boolean;
  }[];
}

/** What stands between a seat and an item of its build list now. */
export type BuildBlock =
  /** Not this seat's moment to build (another's turn, before the roll, a choice pending). */
  | 'notNow'
  /** The development deck is empty. */
  | 'deckEmpty'
  /** No piece of this kind is left. */
  | 'pieces'
  /** No intersection or path takes the piece now. */
  | 'spot'
  /** The hand lacks cards (see `missing`). */
  | 'cards';

/** One line of a seat's build list: every item the ruleset sells for cards, ready or not. */
export interface BuildListItem {
  readonly item: BuildItem;
  /** The cards short (`{}`: paid), at any moment; null where this view does not hold the hand. */
  readonly missing: Hand | null;
  /** Listed ready in `builds` (or `buyDev`): decide() takes it now. null: it depends on a hand this view lacks. */
  readonly ready: boolean | null;
  /** Why not, in this order ([] when ready, or when only the unknown hand stands between). */
  readonly blocked: readonly BuildBlock[];
}

/** Everything `seat` may do now. Plain data: no functions, drawn directly by a component. */
export interface LegalActions {
  readonly seat: Seat;
  /** The seat to act now (placing, choosing, special builder, active player); null before the order and after the end. */
  readonly actor: Seat | null;
  /** Whether this view holds the seat's hand and cards; where not, hand-bound answers are null. */
  readonly handKnown: boolean;
  /** Who starts may be decided (by the app's roll or by naming the first seat). */
  readonly decideOrder: boolean;
  /** Set-up: where the next settlement, or the road or ship beside it, may go. */
  readonly setup: {
    readonly settlements: readonly VertexId[];
    readonly roads: readonly EdgeId[];
    readonly ships: readonly EdgeId[];
  } | null;
  /** Starfarers' set-up: two colonies and a spaceport declared. */
  readonly sfStart: boolean;
  /** Cards this seat chooses at the start (Intimate Settlers), how many. */
  readonly chooseCards: { readonly count: number } | null;
  readonly roll: boolean;
  /** Starfarers, when `roll`: the seats Earth sends a supply card with it (under 9 public VP);
   * a roll that names the cards drawn from the table's pile names one for each of these and
   * no other. null elsewhere. */
  readonly supplySeats: readonly Seat[] | null;
  /** After a 7: every seat that still owes a discard, and how many cards. */
  readonly discards: readonly { readonly seat: Seat; readonly count: number }[];
  /** The robber must move now (after a 7), by this seat. */
  readonly robber: readonly RobberTarget[] | null;
  /** A card must be stolen now by this seat: whom from. */
  readonly steal: readonly Seat[] | null;
  /** The robber (or a knight, or a 7 in Starfarers) may leave everyone unrobbed: the steal is
   * optional in this ruleset (victim null), not only where nobody can be robbed. */
  readonly declineSteal: boolean;
  readonly builds: readonly BuildAction[];
  readonly buyDev: BuyDevAction | null;
  /** Every item bought with cards in this ruleset (devCard included) and why it cannot be had
   * now: what a phone lists as buildable ([]: the ruleset prices nothing, Starfarers). */
  readonly buildList: readonly BuildListItem[];
  /** Bank trades, one per resource given ([]: the bank is closed to this seat now). */
  readonly bankTrades: readonly BankTrade[];
  /** Trades with other players are open now, and with whom; null: closed. */
  readonly playerTrades: { readonly with: readonly Seat[] } | null;
  readonly dev: DevActions;
  /** Intimate Settlers: the harbor just discovered that this seat may turn. */
  readonly harborTurn: HarborTurnChoice | null;
  readonly shipMoves: readonly ShipMove[];
  readonly starfarers: StarfarersActions | null;
  readonly endTurn: boolean;
}

/** Cards a year of plenty takes from the bank (decide's playYearOfPlenty names two). */
export const YEAR_OF_PLENTY_TAKE = 2;

/** The seat's hand, where the view holds it. */
const handOf = (view: GameView, seat: Seat): Hand | null => view.players[seat]?.hand ?? null;

/**
 * Why the turn refuses a main-turn action from `seat` (decide's mainTurn): false when it may
 * act. Between turns the special builder only builds and buys; the paired player also trades
 * and plays cards.
 */
function mayAct(
  view: GameView,
  seat: Seat,
  opts: { build?: boolean; beforeRoll?: boolean } = {},
): boolean {
  if (view.phase !== 'play') return false;
  const t = view.turn;
  if (t.sbp) {
    const paired = view.config.options.betweenTurns === 'paired-players';
    return (opts.build === true || paired) && t.sbp[0] === seat;
  }
  if (t.seat !== seat || t.pending) return false;
  return t.rolled || opts.beforeRoll === true;
}

function robberTargets(view: GameView, seat: Seat): RobberTarget[] {
  return robberSpots(view).map((hex) => ({ hex, victims: victimsAt(view, seat, hex) }));
}

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
          ? [p.ships, ctx.ruleset.pieces.ships ?? 0]
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
    const spots =
      item === 'settlement'
        ? settlementSpots(view, seat)
        : item === 'city'
          ? citySpots(view, seat)
          : item === 'ship'
            ? shipSpots(view, seat)
            : roadSpots(view, seat);
    const left = piecesLeft(view, ctx, seat, item);
    const missing = hand ? missingCards(hand, costs[item] ?? {}) : (shown?.[item] ?? null);
    const paid = missing === null ? null : Object.keys(missing).length === 0;
    const ready = spots.length === 0 || left === 0 ? false : paid;
    out.push({ item, spots, piecesLeft: left, cost: costs[item] ?? {}, missing, ready });
  }
  return out;
}

function buyDev(view: GameView, ctx: GameContext, seat: Seat): BuyDevAction | null {
  if (!ctx.ruleset.devDeck || !mayAct(view, seat, { build: true })) return null;
  const hand = handOf(view, seat);
  const shown = view.missing && view.missing.seat === seat ? view.missing.items : null;
  const missing = hand
    ? missingCards(hand, ctx.ruleset.costs?.devCard ?? {})
    : (shown?.devCard ?? null);
  const deckEmpty = view.devDeckCount === 0;
  const paid = missing === null ? null : Object.keys(missing).length === 0;
  return {
    cost: ctx.ruleset.costs?.devCard ?? {},
    missing,
    deckEmpty,
    declare: view.config.options.devDeck === 'table',
    ready: deckEmpty ? false : paid,
  };
}

function buildList(
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

function bankTrades(view: GameView, ctx: GameContext, seat: Seat): BankTrade[] {
  if (!mayAct(view, seat)) return [];
  const hand = handOf(view, seat);
  const limited = ctx.ruleset.bankPerResource > 0;
  return ctx.resources.map((give) => {
    const rate = rateOf(view, seat, give);
    return {
      give,
      rate,
      lots: hand ? Math.floor(get(hand, give) / rate) : null,
      get: ctx.resources.filter((r) => r !== give && (!limited || get(view.bank, r) > 0)),
      stock: limited
        ? Object.fromEntries(
            ctx.resources.filter((r) => r !== give).map((r) => [r, get(view.bank, r)]),
          )
        : null,
    };
  });
}

function devActions(view: GameView, ctx: GameContext, seat: Seat): DevActions {
  const p = view.players[seat];
  const held = p?.devCount ?? 0;
  const dev = p?.dev ?? null;
  const rs = ctx.ruleset;
  const vpHeld = rs.vpCardsCount === 'held';
  const reveal =
    !rs.devDeck || view.phase !== 'play'
      ? false
      : vpHeld
        ? dev === null
          ? null
          : dev.some((d) => d.card === 'victoryPoint')
        : false;
  const limitOk = rs.devPerTurn === 'any' || view.turn.devPlayed < rs.devPerTurn;
  if (!rs.devDeck || !limitOk) return { kinds: [], held, cards: dev ? [] : null, reveal };
  const kinds: DevCard[] = [];
  if (mayAct(view, seat, { beforeRoll: true })) kinds.push('knight');
  if (mayAct(view, seat)) {
    kinds.push('roadBuilding', 'yearOfPlenty', 'monopoly');
    if (!vpHeld) kinds.push('victoryPoint');
  }
  if (dev === null) return { kinds, held, cards: null, reveal };
  const playable = (card: DevCard) => dev.some((d) => d.card === card && d.turn < view.turn.number);
  const cards: DevPlay[] = [];
  for (const card of kinds) {
    if (!playable(card)) continue;
    if (card === 'knight') {
      if (view.robber < 0 && !discovers(ctx)) continue;
      cards.push({ card, targets: robberTargets(view, seat) });
    } else if (card === 'roadBuilding')
      cards.push({ card, roads: roadSpots(view, seat), ships: shipSpots(view, seat) });
    else if (card === 'yearOfPlenty')
      cards.push({
        card,
        resources: ctx.resources.filter((r) => get(view.bank, r) > 0),
        take: YEAR_OF_PLENTY_TAKE,
      });
    else if (card === 'monopoly') cards.push({ card, resources: [...ctx.resources] });
    else cards.push({ card: 'victoryPoint' });
  }
  return { kinds, held, cards, reveal };
}

function shipMoves(view: GameView, seat: Seat): ShipMove[] {
  if (!mayAct(view, seat) || view.turn.shipMoved) return [];
  return movableShipSpots(view, seat)
    .map((from) => ({ from, to: shipSpots(view, seat, {}, from) }))
    .filter((m) => m.to.length > 0);
}

function starfarers(view: GameView, ctx: GameContext, seat: Seat): StarfarersActions | null {
  if (!isStarfarers(ctx) || view.phase !== 'play') return null;
  const sf = view.players[seat]?.sf;
  if (!sf) return null;
  const awards = SF_AWARDS.map((award) => {
    const n = awardCount(sf, award);
    return { award, up: n < SF_AWARD_MAX[award], down: n > 0 };
  });
  if (!mayAct(view, seat)) return { builds: [], awards };
  const items: { item: SfItem; colonies?: number[] }[] = [];
  for (const item of SF_ITEMS) {
    if (isUpgrade(item)) {
      if (upgradeCount(sf, item) < SF_UPGRADE_MAX[item]) items.push({ item });
    } else if (item === 'spaceport') {
      const colonies = sf.colonies.flatMap((c, i) => (c.spaceport ? [] : [i]));
      if (colonies.length > 0) items.push({ item, colonies });
    } else items.push({ item });
  }
  return { builds: items, awards };
}

/** Everything `seat` may do now, from what `view` shows (see LegalActions). */
export function legalActions(view: GameView, seat: Seat): LegalActions {
  const ctx = contextOf(view.config);
  const t = view.turn;
  const playing = view.phase === 'play';
  const actor = view.phase === 'order' || view.phase === 'over' ? null : actorOf(view);
  const placing = view.phase === 'setup' && actor === seat;
  const fixed = isStarfarers(ctx);
  const pend = playing ? t.pending : null;
  const ht = harborTurns(view);
  const others = view.players.map((_, s) => s).filter((s) => s !== seat);
  const roll = playing && !t.sbp && t.seat === seat && !t.rolled && !t.pending;
  const built = builds(view, ctx, seat);
  const bought = buyDev(view, ctx, seat);
  return {
    seat,
    actor,
    handKnown: handOf(view, seat) !== null,
    decideOrder: view.phase === 'order',
    setup:
      placing && !fixed
        ? view.setup?.placed === null
          ? { settlements: settlementSpots(view, seat), roads: [], ships: [] }
          : { settlements: [], roads: roadSpots(view, seat), ships: shipSpots(view, seat) }
        : null,
    sfStart: placing && fixed,
    chooseCards:
      view.phase === 'choose' && actor === seat ? { count: ctx.ruleset.initialChosenCards } : null,
    roll,
    supplySeats:
      roll && ctx.ruleset.features.earthSupply
        ? earthSupplySeats(publicState(view)).flatMap((due, s) => (due ? [s] : []))
        : null,
    discards:
      pend?.kind === 'discard'
        ? pend.owed.flatMap((count, s) => (count > 0 ? [{ seat: s, count }] : []))
        : [],
    robber: pend?.kind === 'robber' && t.seat === seat ? robberTargets(view, seat) : null,
    steal: pend?.kind === 'steal' && t.seat === seat ? others : null,
    declineSteal: ctx.ruleset.features.steal === 'optional',
    builds: built,
    buyDev: bought,
    buildList: buildList(view, ctx, seat, built, bought),
    bankTrades: bankTrades(view, ctx, seat),
    playerTrades:
      ctx.ruleset.trade.players && !t.sbp && mayAct(view, seat) ? { with: others } : null,
    dev: devActions(view, ctx, seat),
    harborTurn: ht && ht.seat === seat ? ht : null,
    shipMoves: shipMoves(view, seat),
    starfarers: starfarers(view, ctx, seat),
    endTurn: playing && actor === seat && (t.sbp !== null || (!t.pending && t.rolled)),
  };
}
