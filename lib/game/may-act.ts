// What a view says about acting now, for the legal-action parts of lib/game/legal.ts and the
// features (lib/game/features/*/legal.ts): the view-side mirror of turn.ts' mainTurn.

import type { Hand, Seat } from './types';
import type { GameView } from './view';

/** The seat's hand, where the view holds it. */
export const handOf = (view: GameView, seat: Seat): Hand | null => view.players[seat]?.hand ?? null;

/**
 * Why the turn refuses a main-turn action from `seat` (decide's mainTurn): false when it may
 * act. Between turns the special builder only builds and buys; the paired player also trades
 * and plays cards.
 */
export function mayAct(
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

/** The other seats than `seat`, in seat order. */
export const othersThan = (view: GameView, seat: Seat): Seat[] =>
  view.players.map((_, s) => s).filter((s) => s !== seat);
