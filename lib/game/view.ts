// What one seat may see. Other players' hands become card counts, their development cards
// a count (victory point cards stay hidden while the game runs), the deck's order and the
// generator state (which would predict every future roll and draw) and the game's seed are
// removed, and a stolen card or a bought development card is shown only to the seats
// entitled to it. When the game is over the development cards go face up.

import type { Board } from '../board/types';
import type { ProgressCardId, ProgressDeck } from '../rules/progress-cards';
import { contextOf } from './context';
import { bagLeft } from './discovery';
import { hide as correctHide } from './features/correct/view';
import { cardsLeft } from './features/dev/unknown';
import { hide as devHide } from './features/dev/view';
import type { EventMap, HideTable, SeenEvent, Viewer } from './features/kit';
import { hide as knightsHide } from './features/knights/view';
import { heldCount, leftIn, overLimit } from './features/progress/cards';
import { hideGateDraws, hide as progressHide } from './features/progress/view';
import { hide as robberHide } from './features/robber/view';
import { hide as starfarersHide } from './features/starfarers/view';
import { total } from './hand';
import { type MissingCards, missingFor } from './missing';
import type { RollValue } from './roll';
import type {
  Event,
  EventType,
  GameState,
  Hand,
  HeldCard,
  IslandState,
  PlayerState,
  ProgressState,
  Seat,
} from './types';

export { HIDDEN, type HiddenDevBought, type SeenEvent, type Viewer } from './features/kit';

export interface PlayerView {
  /** The hand itself for the viewer's own seat; null for everyone else. */
  readonly hand: Hand | null;
  readonly handCount: number;
  /** Own development cards with the turn bought; everyone's once the game is over; else null. */
  readonly dev: readonly { readonly card: HeldCard; readonly turn: number }[] | null;
  readonly devCount: number;
  readonly knights: number;
  readonly vpPlayed: number;
  readonly roads: number;
  readonly settlements: number;
  readonly cities: number;
  readonly sea: PlayerState['sea'];
  readonly island: PlayerState['island'];
  readonly sf: PlayerState['sf'];
}

/** The discovery slice as every seat sees it: the bag only as counts (its order is secret). */
export type IslandView = Omit<IslandState, 'bag'> & {
  readonly bagCount: { readonly hexes: number; readonly tokens: number };
  /**
   * What is left to draw, sorted (public: the box less the table), the entered draws still
   * waiting taken out: the hexes and tokens a group with its own bag may enter (drawHex).
   */
  readonly left: ReturnType<typeof bagLeft>;
};

/**
 * What the seat that acts now lacks to build or buy each item (`{}`: affordable), for that
 * seat's own screen (its phone, or the tablet's private moment). `devDeckEmpty`: no development card is left to buy, whatever the hand.
 */
export interface MissingView {
  readonly seat: Seat;
  readonly items: MissingCards;
  readonly devDeckEmpty: boolean;
}

/** A seat's open correction request: its cards only to that seat, their number to all. */
export interface SeenRequest {
  readonly id: number;
  readonly seat: Seat;
  readonly reason: string;
  readonly count: number;
  readonly hand: Hand | null;
}

/** Rolls that may be corrected (oldest first) and the phones' open requests. */
export interface CorrectionsView {
  readonly rolls: readonly {
    readonly turn: number;
    readonly seat: Seat;
    readonly dice: RollValue;
  }[];
  readonly requests: readonly SeenRequest[];
}

/**
 * Progress cards as one viewer sees them (cities and knights): the decks as counts, a hand
 * only to its owner (every hand's size to all), and what a master merchant or spy looks at
 * only to the player who played it, only while they choose.
 */
export interface ProgressView
  extends Pick<ProgressState, 'shown' | 'merchant' | 'fleet' | 'alchemy' | 'tokens' | 'owedDraws'> {
  /** Cards left in each deck. */
  readonly decks: Readonly<Record<ProgressDeck, number>>;
  /** Per seat: its cards in its own view, else null. */
  readonly hands: readonly (readonly ProgressCardId[] | null)[];
  /**
   * Real cards: per seat, its undeclared cards by colour in its own view, else null (another
   * seat may not learn which of its cards it has declared).
   */
  readonly unknown: readonly (Readonly<Record<ProgressDeck, number>> | null)[];
  /** Per seat: how many cards it holds (public). */
  readonly counts: readonly number[];
  /** The hand limit (4; the VP cards shown do not count). */
  readonly limit: number;
  /** Seats holding more than the limit: each puts one back (discardProgress) before the turn ends. */
  readonly over: readonly Seat[];
  /** Master merchant: the target's hand; spy: the target's progress cards — the player's own view only. */
  readonly look: {
    readonly target: Seat;
    readonly hand?: Hand;
    readonly cards?: readonly ProgressCardId[];
  } | null;
}

export type GameView = Omit<
  GameState,
  'rng' | 'players' | 'devDeck' | 'diceDeck' | 'island' | 'corrections' | 'progress' | 'bank'
> & {
  /** Progress cards (cities and knights); null without them. */
  readonly progress: ProgressView | null;
  /**
   * The bank's count of each resource; null while a hidden hand correction keeps it hidden
   * (publicBank).
   */
  readonly bank: Readonly<Record<string, number | null>>;
  readonly corrections: CorrectionsView;
  readonly viewer: Viewer;
  readonly players: readonly PlayerView[];
  readonly devDeckCount: number;
  readonly diceDeckCount: number;
  readonly island: IslandView | null;
  /** The acting seat's shortfall, in its own view only; null when nobody may build now or the viewer is anyone else (the table too). */
  readonly missing: MissingView | null;
};

/**
 * The board without its undiscovered part: Intimate Settlers' bag order, and the board seed
 * and share code that would regenerate it.
 */
function publicBoard(b: Board | null): Board | null {
  if (!b?.discovery) return b;
  const { discovery: _bag, ...rest } = b;
  return { ...rest, seed: '', share: '' };
}

/**
 * The seat that may build now and what it lacks, or null when decide() would refuse any build
 * for the turn itself (not the play phase, a discard, robber or steal pending, dice not yet
 * rolled) or the ruleset gives no costs (Starfarers). Between turns it is the special builder
 * or the paired player.
 *
 * It goes to the acting seat itself only. The shared screen (the table) gets null: at a real
 * table only the number of cards is public, and what a hand lacks would spell out its counts
 * ("needs 3 Ore" is a hand of none; issue 28). Other phones get null too, so no view but a
 * seat's own ever depends on that seat's hand.
 */
export function missingView(s: GameState, viewer: Viewer): MissingView | null {
  if (s.phase !== 'play') return null;
  const t = s.turn;
  if (!t.sbp && (t.pending !== null || !t.rolled)) return null;
  const seat = t.sbp?.[0] ?? t.seat;
  if (viewer !== seat) return null;
  const p = s.players[seat];
  if (!p) return null;
  const items = missingFor(contextOf(s.config).ruleset, p.hand);
  return items ? { seat, items, devDeckEmpty: cardsLeft(s) <= 0 } : null;
}

/**
 * The bank as every view shows it. A hidden hand correction moves its delta, resource by
 * resource, to or from the bank: with the bank's counts public, the count before and after
 * would spell out the hidden delta (issue 27). So from a hidden correction on, every
 * resource's count is null in every view (the seat's own too: other hidden corrections are
 * in it), until the host sets it again with a bank correction. The bank's total is not hidden:
 * the hand's size change is public anyway.
 */
export function publicBank(s: GameState): Readonly<Record<string, number | null>> {
  const hidden = s.corrections.hiddenBank;
  if (!hidden || hidden.length === 0) return s.bank;
  const out: Record<string, number | null> = { ...s.bank };
  for (const r of hidden) if (Object.hasOwn(out, r)) out[r] = null;
  return out;
}

/**
 * The bank's counts for what a view offers (a bank trade, a year of plenty): a hidden count
 * taken as `unknown` (the ruleset's full stack), so nothing is left out that the bank may
 * give; the server's decide() refuses what it cannot (ERR_BANK_EMPTY).
 */
export function bankOf(view: Pick<GameView, 'bank'>, unknown: number): Hand {
  const out: Record<string, number> = {};
  for (const [r, n] of Object.entries(view.bank)) out[r] = n ?? unknown;
  return out;
}

/** The state as `viewer` may see it. */
export function viewFor(s: GameState, viewer: Viewer): GameView {
  const {
    rng: _rng,
    players,
    devDeck,
    diceDeck,
    island,
    corrections,
    progress,
    bank: _bank,
    ...rest
  } = s;
  // At the end the development cards go face up, so every screen shows the winner's true
  // score (hidden victory point cards included). Hands stay hidden: they score nothing, and
  // the rules never turn them over.
  const over = s.phase === 'over';
  return {
    ...rest,
    bank: publicBank(s),
    // The game's seed would let anyone recompute the development deck and every app draw.
    config: { ...rest.config, seed: '', board: publicBoard(rest.config.board) },
    viewer,
    players: players.map((p, i) => ({
      hand: i === viewer ? p.hand : null,
      handCount: total(p.hand),
      dev: over || i === viewer ? p.dev : null,
      devCount: p.dev.length,
      knights: p.knights,
      vpPlayed: p.vpPlayed,
      roads: p.roads,
      settlements: p.settlements,
      cities: p.cities,
      sea: p.sea,
      island: p.island,
      sf: p.sf,
    })),
    devDeckCount: cardsLeft(s),
    diceDeckCount: diceDeck.length,
    island: island && islandView(island),
    progress: progress && progressView(s, progress, viewer),
    missing: missingView(s, viewer),
    corrections: {
      rolls: corrections.rolls.map((m) => ({ turn: m.turn, seat: m.seat, dice: m.dice })),
      requests: corrections.requests.map((r) => ({
        id: r.id,
        seat: r.seat,
        reason: r.reason,
        count: total(r.hand),
        hand: r.seat === viewer ? r.hand : null,
      })),
    },
  };
}

/** The progress slice as `viewer` may see it. */
function progressView(s: GameState, p: ProgressState, viewer: Viewer): ProgressView {
  const limit = contextOf(s.config).ruleset.features.progress?.handLimit ?? 0;
  const pend = s.turn.pending;
  const ch = pend?.kind === 'progress' ? pend.choice : null;
  // Real cards: the spy's look is the target's own screen (its hand), not this view.
  const look =
    ch && ch.seat === viewer && (ch.card === 'masterMerchant' || ch.card === 'spy')
      ? ch.card === 'masterMerchant'
        ? { target: ch.target, hand: s.players[ch.target]?.hand ?? {} }
        : ch.onTarget
          ? null
          : { target: ch.target, cards: p.hands[ch.target] ?? [] }
      : null;
  return {
    // Cards left to draw (real cards: the remainder less the undeclared cards held).
    decks: {
      science: leftIn(p, 'science'),
      trade: leftIn(p, 'trade'),
      politics: leftIn(p, 'politics'),
    },
    hands: p.hands.map((h, i) => (i === viewer ? h : null)),
    unknown: p.hands.map((_, i) =>
      i === viewer ? (p.unknown?.[i] ?? { science: 0, trade: 0, politics: 0 }) : null,
    ),
    counts: p.hands.map((_, i) => heldCount(p, i)),
    limit,
    over: overLimit(p, limit),
    shown: p.shown,
    merchant: p.merchant,
    fleet: p.fleet,
    alchemy: p.alchemy,
    tokens: p.tokens,
    owedDraws: p.owedDraws,
    look,
  };
}

/** The discovery slice without the bag's order. */
function islandView({ bag, ...rest }: IslandState): IslandView {
  return {
    ...rest,
    bagCount: { hexes: bag.hexes.length, tokens: bag.tokens.length },
    left: bagLeft({ bag, drawn: rest.drawn }),
  };
}

/** What each feature's events hide from other seats (each feature's view.ts). */
const HIDE: HideTable = {
  ...robberHide,
  ...devHide,
  ...starfarersHide,
  ...knightsHide,
  ...progressHide,
  ...correctHide,
  // The roll hides Earth's supply cards (Starfarers) and a gate face's progress cards.
  rolled: (ev, viewer) =>
    hideGateDraws(starfarersHide.rolled(ev, viewer) as EventMap['rolled'], viewer),
};

function shown<K extends EventType>(type: K, ev: EventMap[K], viewer: Viewer): SeenEvent {
  const h: HideTable[K] = HIDE[type];
  return h ? h(ev, viewer) : ev;
}

/** An event as `viewer` may see it: generator states dropped, secret draws hidden from others. */
export function viewEvent(e: Event, viewer: Viewer): SeenEvent {
  const { rng: _rng, ...rest } = e as Event & { rng?: unknown };
  const ev = rest as Event;
  return shown(ev.type, ev, viewer);
}

/** The seat's hand, where the view holds it (null: another seat's, or the table's view). */
export const handOf = (view: GameView, seat: Seat): Hand | null => view.players[seat]?.hand ?? null;

/** The other seats than `seat`, in seat order. */
export const othersThan = (view: GameView, seat: Seat): Seat[] =>
  view.players.map((_, s) => s).filter((s) => s !== seat);
