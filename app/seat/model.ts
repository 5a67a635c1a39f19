// What the phone derives from its seat's view, as pure functions (no React): the true score,
// which development cards may be played now, the choice the table waits for from this seat,
// and what the newest update changed in this seat's hand, with the reason.

import type {
  BuildBlock,
  BuildItem,
  DevCard,
  GameState,
  GameView,
  Hand,
  Score,
  Seat,
  SeenEvent,
} from '@/lib/game';
import { type CommandOf, legalActions } from '@/lib/game/legal';
import { rolledSum } from '@/lib/game/roll';
import { scoreOf } from '@/lib/game/score';
import { getRuleset } from '@/lib/rules';

/**
 * The seat's score, public and true. scoreOf reads only public pieces and the seat's own
 * development cards, and a seat's view holds both, so the view stands in for the state
 * (other seats' hands and cards, which it lacks, are never read for this seat).
 */
export function seatScore(view: GameView, seat: Seat): Score {
  const asState = {
    ...view,
    players: view.players.map((p) => ({ ...p, hand: p.hand ?? {}, dev: p.dev ?? [] })),
  } as unknown as GameState;
  return scoreOf(asState, seat);
}

export interface BuildOption {
  readonly item: BuildItem;
  /** The cards short (`{}`: the hand pays for it). */
  readonly missing: Hand;
  /** decide() takes it now: this seat's moment, a piece left, a legal spot, paid. */
  readonly ready: boolean;
  /** What stands between, cards aside (shown as words; the cards as `missing`). */
  readonly blocked: readonly Exclude<BuildBlock, 'cards'>[];
}

/**
 * The phone's "You can build" list, from the engine's one list of legal actions: every item
 * bought with cards, ready or with what is missing (the moment, a piece, a spot, cards);
 * null where the ruleset prices nothing (Starfarers) and once the game is over.
 */
export function buildOptions(view: GameView, seat: Seat): BuildOption[] | null {
  // Nothing is built once the game is over (regression, issue 28: "You can build" after the end).
  if (view.phase === 'over') return null;
  const list = legalActions(view, seat).buildList;
  if (list.length === 0) return null;
  return list.map((l) => ({
    item: l.item,
    missing: l.missing ?? {},
    ready: l.ready === true,
    blocked: l.blocked.filter((b): b is Exclude<BuildBlock, 'cards'> => b !== 'cards'),
  }));
}

/** The points that win this game. */
export function vpTarget(view: GameView): number {
  return view.config.options.vpTarget ?? getRuleset(view.config.ruleset).vpTarget;
}

export type DevState =
  /** May be played now. */
  | 'playable'
  /** Bought this turn: from the next turn on. */
  | 'new'
  /** Not now (not this seat's turn, a choice pending, the per-turn limit, not rolled yet). */
  | 'later'
  /** A hidden victory point: it counts in the true score without being played. */
  | 'counts';

/** Whether this seat may play `card` now, from the engine's list of legal actions. */
export function devState(view: GameView, seat: Seat, card: DevCard): DevState {
  const rs = getRuleset(view.config.ruleset);
  if (card === 'victoryPoint' && rs.vpCardsCount === 'held') return 'counts';
  const dev = legalActions(view, seat).dev;
  // Old enough to play, per card held, from the engine (a card bought this turn is not).
  const ages = heldAges(view, seat, dev.playableNow).filter((x) => x.card === card);
  if (ages.length > 0 && !ages.some((x) => x.old)) return 'new';
  return (dev.cards ?? []).some((c) => c.card === card) ? 'playable' : 'later';
}

/** Each card the seat holds with whether the engine says it is old enough to play. */
function heldAges(
  view: GameView,
  seat: Seat,
  playableNow: readonly boolean[] | null,
): { card: string; old: boolean }[] {
  const dev = view.players[seat]?.dev ?? [];
  return dev.map((d, i) => ({ card: d.card, old: playableNow?.[i] ?? false }));
}

/** The seat's development cards grouped by kind, in the deck's order. */
export function devGroups(
  view: GameView,
  seat: Seat,
): { card: DevCard; count: number; fresh: number }[] {
  const ages = heldAges(view, seat, legalActions(view, seat).dev.playableNow);
  const order: DevCard[] = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'];
  return order
    .map((card) => {
      const of = ages.filter((d) => d.card === card);
      return { card, count: of.length, fresh: of.filter((d) => !d.old).length };
    })
    .filter((g) => g.count > 0);
}

/** A choice only this seat can make, which the table is waiting for. */
export type OwnChoice =
  | { readonly kind: 'discard'; readonly count: number; readonly command: CommandOf<'discard'> }
  | {
      readonly kind: 'chooseCards';
      readonly count: number;
      readonly command: CommandOf<'chooseCards'>;
    };

export function ownChoice(view: GameView, seat: Seat): OwnChoice | null {
  const legal = legalActions(view, seat);
  const owed = legal.discards.find((d) => d.seat === seat);
  if (owed && owed.count > 0) return { kind: 'discard', count: owed.count, command: owed.command };
  if (legal.chooseCards)
    return {
      kind: 'chooseCards',
      count: legal.chooseCards.count,
      command: legal.chooseCards.command,
    };
  return null;
}

export type ChangeReason =
  | { readonly kind: 'roll'; readonly sum: number }
  | { readonly kind: 'setup' }
  | { readonly kind: 'chosen' }
  | { readonly kind: 'discarded' }
  | { readonly kind: 'stolenBy'; readonly by: Seat }
  | { readonly kind: 'stoleFrom'; readonly from: Seat }
  | { readonly kind: 'bankTrade' }
  | { readonly kind: 'tradeWith'; readonly with: Seat }
  | { readonly kind: 'monopolyBy'; readonly by: Seat }
  | { readonly kind: 'monopoly' }
  | { readonly kind: 'yearOfPlenty' }
  | { readonly kind: 'bought'; readonly card: DevCard | null }
  | { readonly kind: 'built'; readonly what: 'road' | 'settlement' | 'city' | 'ship' | string }
  | { readonly kind: 'supply' }
  | { readonly kind: 'discovery' }
  | { readonly kind: 'undo'; readonly steps: number }
  | { readonly kind: 'redo'; readonly steps: number };

export interface Change {
  readonly reason: ChangeReason;
  /** Signed cards by resource (only non-zero entries); a stolen card unknown to us is '?'. */
  readonly delta: Readonly<Record<string, number>>;
}

const signed = (h: Readonly<Record<string, number>>, sign: 1 | -1): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const k in h) if ((h[k] ?? 0) !== 0) out[k] = sign * (h[k] ?? 0);
  return out;
};

/** Whether a change moves any card (a roll that paid nothing does not). */
export const moves = (c: Change): boolean => Object.values(c.delta).some((n) => n !== 0);

/**
 * What the newest update did to this seat's hand, from its events as this seat sees them.
 * Undo and redo carry no events worth reading one by one: the hand's difference stands in.
 */
export function changesFor(
  view: GameView,
  seat: Seat,
  last: {
    readonly kind: 'events' | 'undo' | 'redo';
    readonly events: readonly SeenEvent[];
    readonly steps?: number;
  },
  previousHand: Hand | null,
): Change[] {
  if (last.kind !== 'events') {
    const now = view.players[seat]?.hand ?? {};
    const delta: Record<string, number> = {};
    for (const k in now) {
      const d = (now[k] ?? 0) - (previousHand?.[k] ?? now[k] ?? 0);
      if (d !== 0) delta[k] = d;
    }
    return [{ reason: { kind: last.kind, steps: last.steps ?? 1 }, delta }];
  }
  const costs = getRuleset(view.config.ruleset).costs;
  const paid = (item: 'road' | 'settlement' | 'city' | 'ship' | 'devCard') =>
    signed((costs?.[item] ?? {}) as Record<string, number>, -1);
  const out: Change[] = [];
  for (const e of last.events) {
    switch (e.type) {
      case 'rolled': {
        const got = e.payout?.received[seat];
        const supply = e.supply?.[seat];
        out.push({
          reason: { kind: 'roll', sum: rolledSum(e) },
          delta: signed(got ?? {}, 1),
        });
        if (supply) out.push({ reason: { kind: 'supply' }, delta: { [supply]: 1 } });
        break;
      }
      case 'settlementBuilt': {
        const got = e.initial?.received[seat];
        if (got) out.push({ reason: { kind: 'setup' }, delta: signed(got, 1) });
        if (e.seat === seat && !e.free)
          out.push({ reason: { kind: 'built', what: 'settlement' }, delta: paid('settlement') });
        break;
      }
      case 'roadBuilt':
      case 'shipBuilt':
        if (e.seat !== seat) break;
        if (!e.free) {
          const what = e.type === 'roadBuilt' ? 'road' : 'ship';
          out.push({ reason: { kind: 'built', what }, delta: paid(what) });
        }
        for (const d of e.discovered ?? [])
          if (d.paid) out.push({ reason: { kind: 'discovery' }, delta: { [d.paid]: 1 } });
        break;
      case 'shipMoved':
      case 'roadBuildingPlayed':
      case 'freeRoadsPlaced':
        if (e.seat !== seat) break;
        for (const d of e.discovered ?? [])
          if (d.paid) out.push({ reason: { kind: 'discovery' }, delta: { [d.paid]: 1 } });
        break;
      case 'cityBuilt':
        if (e.seat === seat)
          out.push({ reason: { kind: 'built', what: 'city' }, delta: paid('city') });
        break;
      case 'sfBuilt':
        if (e.seat === seat)
          out.push({ reason: { kind: 'built', what: e.item }, delta: signed(e.pay, -1) });
        break;
      case 'devBought':
        if (e.seat === seat)
          out.push({
            reason: { kind: 'bought', card: e.card === 'unknown' ? null : e.card },
            delta: paid('devCard'),
          });
        break;
      case 'cardsChosen':
        if (e.seat === seat) out.push({ reason: { kind: 'chosen' }, delta: signed(e.cards, 1) });
        break;
      case 'discarded':
        if (e.seat === seat)
          out.push({ reason: { kind: 'discarded' }, delta: signed(e.cards, -1) });
        break;
      case 'robberMoved':
      case 'knightPlayed':
      case 'stolen': {
        if (e.victim === null) break;
        // A hand that was empty gives nothing; otherwise the card is named to thief and victim.
        const card = e.stolen ?? null;
        if (e.victim === seat && card)
          out.push({ reason: { kind: 'stolenBy', by: e.seat }, delta: { [card]: -1 } });
        else if (e.seat === seat && card)
          out.push({ reason: { kind: 'stoleFrom', from: e.victim }, delta: { [card]: 1 } });
        break;
      }
      case 'bankTraded':
        if (e.seat === seat)
          out.push({
            reason: { kind: 'bankTrade' },
            delta: { ...signed(e.give, -1), ...signed(e.get, 1) },
          });
        break;
      case 'playerTraded':
        if (e.seat === seat)
          out.push({
            reason: { kind: 'tradeWith', with: e.with },
            delta: { ...signed(e.give, -1), ...signed(e.get, 1) },
          });
        else if (e.with === seat)
          out.push({
            reason: { kind: 'tradeWith', with: e.seat },
            delta: { ...signed(e.get, -1), ...signed(e.give, 1) },
          });
        break;
      case 'yearOfPlentyPlayed':
        if (e.seat === seat) {
          const got: Record<string, number> = {};
          for (const r of e.resources) got[r] = (got[r] ?? 0) + 1;
          out.push({ reason: { kind: 'yearOfPlenty' }, delta: got });
        }
        break;
      case 'monopolyPlayed': {
        if (e.seat === seat) {
          const n = e.taken.reduce((a, b) => a + b, 0);
          out.push({ reason: { kind: 'monopoly' }, delta: n ? { [e.resource]: n } : {} });
        } else {
          const n = e.taken[seat] ?? 0;
          if (n)
            out.push({ reason: { kind: 'monopolyBy', by: e.seat }, delta: { [e.resource]: -n } });
        }
        break;
      }
      default:
        break;
    }
  }
  return out;
}
