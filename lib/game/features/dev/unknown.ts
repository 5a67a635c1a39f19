// Development cards in real-cards mode: a card drawn from the box may stay unknown to the app
// until its buyer declares it (on their phone) or plays it. The box's remainder (state.devDeck)
// still holds the kinds of the unknown cards: a kind leaves it when the card is named.

import type { DevCard, DevHeld, GameState, PlayerState, Seat } from '../../types';
import { UNKNOWN_CARD } from '../../types';

/** Unknown cards held by every seat together. */
export const unknownHeld = (players: readonly Pick<PlayerState, 'dev'>[]): number =>
  players.reduce((n, p) => n + p.dev.filter((d) => d.card === UNKNOWN_CARD).length, 0);

/** Cards still to be drawn: the deck, less the unknown cards already drawn from the box. */
export const cardsLeft = (s: Pick<GameState, 'devDeck' | 'players'>): number =>
  s.devDeck.length - unknownHeld(s.players);

/**
 * Which held card a play of `card` uses: a declared card of that kind first, else an unknown
 * card (named now). `needOld`: only cards bought before turn `turn` count. -1: none.
 */
export function cardFor(
  dev: readonly DevHeld[],
  card: DevCard,
  turn: number,
  needOld: boolean,
): number {
  const ok = (d: DevHeld) => !needOld || d.turn < turn;
  const own = dev.findIndex((d) => d.card === card && ok(d));
  return own >= 0 ? own : dev.findIndex((d) => d.card === UNKNOWN_CARD && ok(d));
}

/** The newest unknown card of a hand (a declaration names the card just drawn), or -1. */
export function newestUnknown(dev: readonly DevHeld[]): number {
  for (let i = dev.length - 1; i >= 0; i--) if (dev[i]?.card === UNKNOWN_CARD) return i;
  return -1;
}

/**
 * The deck without one card of kind `card`. When the app counts none of that kind left (the
 * table named more of a kind than the box holds, a slip a correction may sort out), the last
 * card goes instead, so the number of cards left stays right.
 */
export function withoutCard(deck: readonly DevCard[], card: DevCard): DevCard[] {
  const at = deck.indexOf(card);
  const i = at < 0 ? deck.length - 1 : at;
  return i < 0 ? [] : [...deck.slice(0, i), ...deck.slice(i + 1)];
}

/** Unknown cards held by `seat`. */
export const unknownOf = (s: Pick<GameState, 'players'>, seat: Seat): number =>
  s.players[seat]?.dev.filter((d) => d.card === UNKNOWN_CARD).length ?? 0;

/**
 * Real cards: whether the box may still hold a `card` as far as `seat` can know. Other seats'
 * declared cards are their secret (a declaration names a card privately), so they count as
 * still in the box here: a refusal then tells the seat only what it knows itself (its own
 * declarations and every card played in the open), never what another seat declared
 * (issue 27, finding 6). Where the table named more of a kind than the box holds, withoutCard
 * keeps the count of cards right.
 */
export function inBoxFor(
  s: Pick<GameState, 'devDeck' | 'players'>,
  seat: Seat,
  card: DevCard,
): boolean {
  if (s.devDeck.includes(card)) return true;
  return s.players.some((p, i) => i !== seat && p.dev.some((d) => d.card === card));
}
