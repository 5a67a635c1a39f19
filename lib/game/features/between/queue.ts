// Between turns (5–6 players): the special building phase, where every other seat builds
// in order, or the paired player (third to the left) who trades with the bank, builds and
// plays cards. Both the rules (core's endTurn) and the fold (core's turnEnded) read the queue.

import type { GameState, Seat } from '../../types';

/** Who acts after the current actor ends: the next special builder, or the next player's turn. */
export function nextAfterEnd(s: GameState): Seat {
  const n = s.players.length;
  const after = (x: Seat) => {
    const i = s.order.indexOf(x);
    return s.order[(i + 1) % n] ?? 0;
  };
  const next = after(s.turn.seat);
  if (s.turn.sbp) return s.turn.sbp[1] ?? next;
  if (s.config.options.betweenTurns !== 'none' && n > 1) return sbpQueue(s)[0] ?? next;
  return next;
}

/**
 * Who acts between turns when the active seat ends: everyone else in order (special
 * building phase), or the paired player, third to the left (more than 3 players).
 */
export function sbpQueue(s: GameState): Seat[] {
  const n = s.players.length;
  const i = s.order.indexOf(s.turn.seat);
  if (s.config.options.betweenTurns === 'paired-players')
    return n > 3 ? [s.order[(i + 3) % n] ?? 0] : [];
  return Array.from({ length: n - 1 }, (_, k) => s.order[(i + 1 + k) % n] ?? 0);
}
