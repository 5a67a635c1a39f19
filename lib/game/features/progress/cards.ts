// Progress cards, the facts decide, the fold and the legal list share (rules-cities-knights.md,
// "Progress cards"): who draws on a gate face, the hand limit, who a pending choice waits for,
// and what a card put into a hand does to the slice. Pure: no decide, no draws.

import {
  PROGRESS_CARDS,
  PROGRESS_DECKS,
  PROGRESS_VP_CARDS,
  type ProgressCardId,
  type ProgressDeck,
} from '../../../rules/progress-cards';
import type {
  BoardCardId,
  GameState,
  KnightPiece,
  ProgressChoice,
  ProgressDraw,
  ProgressHeld,
  ProgressState,
  Seat,
} from '../../types';
import { UNKNOWN_CARD } from '../../types';

/**
 * The cards whose board choice the tablet asks for when a phone plays them (issue 32): the
 * merchant's and the bishop's hex, the inventor's two numbers, the diplomat's open road (and
 * where one's own goes again), the intrigue's knight. Played bare (no choice named), the card
 * is shown and leaves the hand at once (progressCalled); its spot is tapped on the board next.
 */
export const BOARD_CARDS: readonly BoardCardId[] = [
  'merchant',
  'bishop',
  'inventor',
  'diplomat',
  'intrigue',
];
export const isBoardCard = (c: ProgressCardId): c is BoardCardId =>
  (BOARD_CARDS as readonly string[]).includes(c);

/** A VP card (printer, constitution): shown at once, never held, never counted in the limit. */
export const isVpCard = (c: ProgressCardId): boolean => PROGRESS_VP_CARDS.includes(c);

/** The deck a card belongs to (and goes back under). */
export const deckOf = (c: ProgressCardId): ProgressDeck => PROGRESS_CARDS[c].deck;

/** "level L ≥ 1 … draws if the red die shows L + 1 or less". */
export const drawsOnGate = (level: number, red: number): boolean => level >= 1 && red <= level + 1;

/** The seats in turn order, starting with `first`. */
export function orderFrom(s: Pick<GameState, 'order' | 'players'>, first: Seat): Seat[] {
  const order = s.order.length ? s.order : s.players.map((_, i) => i);
  const i = Math.max(0, order.indexOf(first));
  return order.map((_, k) => order[(i + k) % order.length] as Seat);
}

/**
 * A gate face of `deck`'s colour with the red die `red`: the top cards of that deck, one for
 * each seat whose level in the colour draws, in turn order from the roller (`s.turn.seat`).
 */
export function gateDraws(
  s: Pick<GameState, 'config' | 'order' | 'players' | 'turn' | 'improvements' | 'progress'>,
  deck: ProgressDeck,
  red: number,
): ProgressDraw[] {
  const p = s.progress;
  const imp = s.improvements;
  if (!p || !imp) return [];
  // Real cards: the app knows only how many the deck still holds, and deals them unknown.
  const table = realCards(s);
  const cards = p.decks[deck];
  const left = table ? leftIn(p, deck) : cards.length;
  const out: ProgressDraw[] = [];
  for (const seat of orderFrom(s, s.turn.seat)) {
    if (out.length >= left) break;
    const card = table ? UNKNOWN_CARD : cards[out.length];
    if (card === undefined) break;
    if (drawsOnGate(imp.levels[seat]?.[deck] ?? 0, red)) out.push({ seat, deck, card });
  }
  return out;
}

/** Real progress cards (options.progressDeck 'table'): drawn from the box, declared by their holders. */
export const realCards = (s: Pick<GameState, 'config'>): boolean =>
  s.config.options.progressDeck === 'table';

/** A card held whose kind the app knows (not an undeclared real card). */
export const isKnown = (c: ProgressHeld): c is ProgressCardId => c !== UNKNOWN_CARD;

/** `seat`'s undeclared cards of `deck` (real cards; 0 otherwise). */
export const unknownOf = (
  p: Pick<ProgressState, 'unknown'>,
  seat: Seat,
  deck: ProgressDeck,
): number => p.unknown?.[seat]?.[deck] ?? 0;

/** Every card `seat` holds: the known ones and the undeclared ones. */
export const heldCount = (p: Pick<ProgressState, 'hands' | 'unknown'>, seat: Seat): number =>
  (p.hands[seat]?.length ?? 0) + PROGRESS_DECKS.reduce((n, d) => n + unknownOf(p, seat, d), 0);

/** Cards still to be drawn from `deck`: with real cards, its remainder less those held unknown. */
export const leftIn = (p: Pick<ProgressState, 'decks' | 'unknown'>, deck: ProgressDeck): number =>
  p.decks[deck].length - (p.unknown ?? []).reduce((n, u) => n + (u[deck] ?? 0), 0);

/** The slice with `seat`'s undeclared cards of `deck` changed by `delta`. */
export function withUnknown(
  p: ProgressState,
  seat: Seat,
  deck: ProgressDeck,
  delta: number,
): ProgressState {
  const none = { science: 0, trade: 0, politics: 0 };
  const unknown = p.hands.map((_, i) => {
    const u = p.unknown?.[i] ?? none;
    return i === seat ? { ...u, [deck]: Math.max(0, (u[deck] ?? 0) + delta) } : u;
  });
  return { ...p, unknown };
}

/**
 * The deck's remainder without one `card` (a real card named). Where the app counts none of
 * that kind left (a kind named more often than the box holds, a slip a correction may sort
 * out), the last card goes instead, so the number of cards left stays right.
 */
export function withoutFromDeck(p: ProgressState, card: ProgressCardId): ProgressState {
  const deck = deckOf(card);
  const cards = p.decks[deck];
  const at = cards.indexOf(card);
  const i = at < 0 ? cards.length - 1 : at;
  return i < 0
    ? p
    : { ...p, decks: { ...p.decks, [deck]: [...cards.slice(0, i), ...cards.slice(i + 1)] } };
}

/**
 * Real cards: whether `seat` may name an undeclared card `card` — the box's copies of it less
 * those it holds known itself and those shown (VP cards). Another seat's declarations are that
 * seat's secret, so they count as still possible here (as the development cards' inBoxFor).
 */
export function mayDeclare(
  p: Pick<ProgressState, 'hands' | 'shown'>,
  seat: Seat,
  card: ProgressCardId,
): boolean {
  const own = (p.hands[seat] ?? []).filter((c) => c === card).length;
  const shown = p.shown.reduce((n, h) => n + h.filter((c) => c === card).length, 0);
  return PROGRESS_CARDS[card].count - own - shown > 0;
}

/** The seats holding more than `limit` cards, undeclared ones too (VP cards are never held). */
export const overLimit = (p: Pick<ProgressState, 'hands' | 'unknown'>, limit: number): Seat[] =>
  p.hands.flatMap((_, seat) => (heldCount(p, seat) > limit ? [seat] : []));

/** Who a pending choice waits for now. */
export function waitingFor(c: ProgressChoice): Seat[] {
  switch (c.card) {
    case 'wedding':
    case 'commercialHarbor':
      return [...c.waiting];
    case 'masterMerchant':
      return [c.seat];
    case 'spy':
      return [c.onTarget ? c.target : c.seat];
    case 'deserter':
      return [c.knight ? c.seat : c.target];
    case 'saboteur':
      return c.owed.flatMap((n, seat) => (n > 0 ? [seat] : []));
  }
}

/**
 * Deserter: the level of knight `seat` places for a removed knight of `level` — the same
 * strength, else the strongest weaker one left (a mighty one even without the fortress) — or
 * null when none is left.
 */
export function deserterLevel(
  s: Pick<GameState, 'knightPieces'>,
  seat: Seat,
  level: number,
  perLevel: number,
): 1 | 2 | 3 | null {
  for (let l = level; l >= 1; l--) {
    const on = (s.knightPieces ?? []).filter((k) => k?.seat === seat && k.level === l).length;
    if (on < perLevel) return l as 1 | 2 | 3;
  }
  return null;
}

/** The knight the deserter's player places: the level found, in the removed knight's state. */
export function deserterKnight(removed: KnightPiece, seat: Seat, level: 1 | 2 | 3): KnightPiece {
  return { seat, level, active: removed.active, activated: removed.activated, promoted: -1 };
}

/**
 * The slice with `card` drawn by `seat` from `deck`'s top (VP cards shown at once); an unknown
 * card (real cards) is counted by its colour, the deck's remainder unchanged.
 */
export function withDraw(
  p: ProgressState,
  seat: Seat,
  deck: ProgressDeck,
  card: ProgressHeld,
): ProgressState {
  if (!isKnown(card)) return withUnknown(p, seat, deck, 1);
  const cards = p.decks[deck];
  const at = cards.indexOf(card);
  const left = at < 0 ? cards : [...cards.slice(0, at), ...cards.slice(at + 1)];
  const decks = { ...p.decks, [deck]: left };
  if (isVpCard(card)) {
    const shown = p.shown.map((h, i) => (i === seat ? [...h, card] : h));
    return { ...p, decks, shown };
  }
  const hands = p.hands.map((h, i) => (i === seat ? [...h, card] : h));
  return { ...p, decks, hands };
}

/** The slice without one `card` from `seat`'s hand (played, or taken by a spy). */
export function withoutCard(p: ProgressState, seat: Seat, card: ProgressCardId): ProgressState {
  const hands = p.hands.map((h, i) => {
    if (i !== seat) return h;
    const at = h.indexOf(card);
    return at < 0 ? h : [...h.slice(0, at), ...h.slice(at + 1)];
  });
  return { ...p, hands };
}

/** The slice with `card` put back under its deck. */
export const underDeck = (p: ProgressState, card: ProgressCardId): ProgressState => ({
  ...p,
  decks: { ...p.decks, [deckOf(card)]: [...p.decks[deckOf(card)], card] },
});

/** The base resources a ruleset names (its commodities aside). */
export function baseResources(
  resources: readonly string[],
  commodities: Readonly<Record<string, string>> | undefined,
): string[] {
  const goods = Object.values(commodities ?? {});
  return resources.filter((r) => !goods.includes(r));
}

/** The commodities a ruleset names. */
export const commoditiesOf = (
  commodities: Readonly<Record<string, string>> | undefined,
): string[] => Object.values(commodities ?? {});

/** Inventor: number tokens that may not be swapped. */
export const FIXED_TOKENS: readonly number[] = [2, 12, 6, 8];

/** Medicine: what the city costs with it. */
export const MEDICINE_CITY = { ore: 2, grain: 1 } as const;

/** Cards a wedding or master merchant moves (fewer where the hand holds fewer). */
export const TWO_CARDS = 2;
