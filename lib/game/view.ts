// What one seat may see. Other players' hands become card counts, their development cards
// a count (victory point cards stay hidden), the deck's order and the generator state (which
// would predict every future roll and draw) and the game's seed are removed, and a stolen card or a bought
// development card is shown only to the seats entitled to it.

import type { Board } from '../board/types';
import { total } from './hand';
import type { DevCard, Event, GameState, Hand, PlayerState, Seat } from './types';

/** Who is looking: a seat, or the table's shared screen (sees only public facts). */
export type Viewer = Seat | 'table';

export interface PlayerView {
  /** The hand itself for the viewer's own seat; null for everyone else. */
  readonly hand: Hand | null;
  readonly handCount: number;
  /** Own development cards with the turn bought; null for everyone else. */
  readonly dev: readonly { readonly card: DevCard; readonly turn: number }[] | null;
  readonly devCount: number;
  readonly knights: number;
  readonly vpPlayed: number;
  readonly roads: number;
  readonly ships: number;
  readonly settlements: number;
  readonly cities: number;
  readonly islands: number;
  readonly sf: PlayerState['sf'];
}

export type GameView = Omit<GameState, 'rng' | 'players' | 'devDeck' | 'diceDeck' | 'discovery'> & {
  readonly viewer: Viewer;
  readonly players: readonly PlayerView[];
  readonly devDeckCount: number;
  readonly diceDeckCount: number;
  readonly discoveryCount: { readonly hexes: number; readonly tokens: number };
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

/** The state as `viewer` may see it. */
export function viewFor(s: GameState, viewer: Viewer): GameView {
  const { rng: _rng, players, devDeck, diceDeck, discovery, ...rest } = s;
  return {
    ...rest,
    // The game's seed would let anyone recompute the development deck and every app draw.
    config: { ...rest.config, seed: '', board: publicBoard(rest.config.board) },
    viewer,
    players: players.map((p, i) => ({
      hand: i === viewer ? p.hand : null,
      handCount: total(p.hand),
      dev: i === viewer ? p.dev : null,
      devCount: p.dev.length,
      knights: p.knights,
      vpPlayed: p.vpPlayed,
      roads: p.roads,
      ships: p.ships,
      settlements: p.settlements,
      cities: p.cities,
      islands: p.islands,
      sf: p.sf,
    })),
    devDeckCount: devDeck.length,
    diceDeckCount: diceDeck.length,
    discoveryCount: { hexes: discovery.hexes.length, tokens: discovery.tokens.length },
  };
}

/** Stands for a card someone received face down, in another seat's view. */
export const HIDDEN = '?';

/** A development card purchase as others see it: the card's kind is the buyer's secret. */
export type HiddenDevBought = Omit<Extract<Event, { type: 'devBought' }>, 'card'> & {
  readonly card: null;
};
export type SeenEvent = Event | HiddenDevBought;

/** An event as `viewer` may see it: generator states dropped, secret draws hidden from others. */
export function viewEvent(e: Event, viewer: Viewer): SeenEvent {
  const { rng: _rng, ...rest } = e as Event & { rng?: unknown };
  const ev = rest as Event;
  switch (ev.type) {
    case 'robberMoved':
    case 'knightPlayed':
      return viewer === ev.seat || viewer === ev.victim ? ev : { ...ev, stolen: null };
    case 'stolen':
      return viewer === ev.seat || viewer === ev.victim ? ev : { ...ev, stolen: null };
    case 'rolled':
      // Earth's supply cards are drawn face down: others see that a card came, not which.
      return ev.supply
        ? { ...ev, supply: ev.supply.map((r, i) => (r === null || i === viewer ? r : HIDDEN)) }
        : ev;
    case 'devBought':
      return viewer === ev.seat ? ev : { ...ev, card: null };
    default:
      return ev;
  }
}
