// The checks several features' decide handlers share: whose turn it is, whether the main part
// of the turn is on, what a piece costs, and the ids a command names. Decide side only: the
// fold (evolve) never imports this file (test/unit/game-features.test.ts).

import { type EdgeId, type HexKey, hexKey, type VertexId } from '../hex';
import { err, ok, type Result } from '../result';
import type { GameContext } from './context';
import { covers } from './hand';
import {
  type Event,
  type GameState,
  type Hand,
  type RuleCode,
  type RuleError,
  ruleError,
  type Seat,
} from './types';

/** What a decide handler returns: the events, or why the command is refused. */
export type R = Result<Event[], RuleError>;

export const fail = (code: RuleCode, message: string, data?: Record<string, unknown>): R =>
  err(ruleError(code, message, data));

export const one = (e: Event): R => ok([e]);

export const strings = (xs: unknown): xs is string[] =>
  Array.isArray(xs) && xs.every((x) => typeof x === 'string');

export const validSeat = (s: GameState, seat: unknown): seat is Seat =>
  typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < s.players.length;

export const hand = (s: GameState, seat: Seat): Hand => s.players[seat]?.hand ?? {};

const paired = (s: GameState) => s.config.options.betweenTurns === 'paired-players';

/** Who may act in the play phase right now: the special-building seat, or the active player. */
export function actor(s: GameState): Seat {
  return s.turn.sbp?.[0] ?? s.turn.seat;
}

/** Checks that `seat` may act in the main part of its turn (rolled, nothing pending). */
export function mainTurn(
  s: GameState,
  seat: Seat,
  opts: { sbpOk?: boolean; beforeRoll?: boolean } = {},
): RuleError | null {
  if (s.phase !== 'play') return ruleError('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (s.turn.sbp) {
    // Paired players: the second player trades with the bank, builds and plays cards;
    // the special building phase allows building (and buying) only.
    if (!opts.sbpOk && !paired(s))
      return ruleError('ERR_WRONG_PHASE', 'only building in the special building phase');
    if (s.turn.sbp[0] !== seat)
      return ruleError('ERR_NOT_YOUR_TURN', `seat ${s.turn.sbp[0]} builds now`, {
        current: s.turn.sbp[0],
      });
    return null;
  }
  if (s.turn.seat !== seat)
    return ruleError('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`, {
      current: s.turn.seat,
    });
  if (s.turn.pending)
    return ruleError('ERR_PENDING', `waiting for ${s.turn.pending.kind}`, {
      pending: s.turn.pending.kind,
    });
  if (!s.turn.rolled && !opts.beforeRoll) return ruleError('ERR_NOT_ROLLED', 'roll the dice first');
  return null;
}

/**
 * Why `seat` cannot pay for `what` (ERR_CANNOT_AFFORD with the public cost), or null. The hand
 * stays out of the refusal: it goes back to whoever sent the command, the shared screen too.
 */
export function payFor(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  what: 'road' | 'settlement' | 'city' | 'devCard' | 'ship',
): RuleError | null {
  const cost = ctx.ruleset.costs?.[what];
  if (!cost) return null;
  if (!covers(hand(s, seat), cost))
    return ruleError('ERR_CANNOT_AFFORD', `not enough cards for a ${what}`, { cost });
  return null;
}

/** Checks that it is `seat`'s set-up placement. */
export function setupTurn(s: GameState, seat: Seat): RuleError | null {
  const st = s.setup;
  if (s.phase !== 'setup' || !st) return ruleError('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const who = st.queue[st.index];
  if (who !== seat)
    return ruleError('ERR_NOT_YOUR_TURN', `seat ${who} places now`, { current: who });
  return null;
}

/** The intersection index of an id a command names, if it is on this board. */
export function vertexIdx(ctx: GameContext, id: string): number | undefined {
  return ctx.topo.vertexIndex.get(id as VertexId);
}
/** The path index of an id a command names, if it is on this board. */
export function edgeIdx(ctx: GameContext, id: string): number | undefined {
  return ctx.topo.edgeIndex.get(id as EdgeId);
}

/** The "q,r" key of hex index `h`. */
export function hexKeyOf(ctx: GameContext, h: number): HexKey {
  const hx = ctx.topo.hexes[h];
  return hx ? hexKey(hx) : '0,0';
}
