// The checks several features' decide handlers share: whose turn it is, whether the main part
// of the turn is on, what a piece costs, and the ids a command names. Decide side only: the
// fold (evolve) never imports this file (test/unit/game-features.test.ts).

import { type EdgeId, type HexKey, hexKey, type VertexId } from '../hex';
import { err, ok, type Result } from '../result';
import type { GameContext } from './context';
import { covers, total } from './hand';
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

/** What the turn checks read: a state, or a view of it (legal.ts asks the same questions). */
export type TurnOf = Pick<GameState, 'phase' | 'turn' | 'config'>;

/** Who may act in the play phase right now: the special-building seat, or the active player. */
export function actor(s: TurnOf): Seat {
  return s.turn.sbp?.[0] ?? s.turn.seat;
}

/** What mainTurn allows besides the main part of one's own turn. */
export interface TurnOpts {
  /** The special building phase's builder may do it too (building, buying). */
  readonly sbpOk?: boolean;
  /** Before the dice are rolled (a knight). */
  readonly beforeRoll?: boolean;
}

/**
 * The one check of whose moment it is in the play phase, for decide's handlers (mainTurn) and
 * the legal list (mayAct) alike: null when `seat` may act, else what stands in the way.
 * Between turns the special builder only builds and buys; the paired player also trades and
 * plays cards.
 */
export function turnBlock(
  s: TurnOf,
  seat: Seat,
  opts: TurnOpts = {},
): 'phase' | 'sbp' | 'seat' | 'pending' | 'roll' | null {
  if (s.phase !== 'play') return 'phase';
  const t = s.turn;
  if (t.sbp) {
    if (!opts.sbpOk && s.config.options.betweenTurns !== 'paired-players') return 'sbp';
    return t.sbp[0] === seat ? null : 'seat';
  }
  if (t.seat !== seat) return 'seat';
  if (t.pending) return 'pending';
  return t.rolled || opts.beforeRoll === true ? null : 'roll';
}

/** Whether `seat` may act in the main part of the turn now (turnBlock finds nothing). */
export const mayAct = (s: TurnOf, seat: Seat, opts: TurnOpts = {}): boolean =>
  turnBlock(s, seat, opts) === null;

/** The one check of a roll's moment (decide's roll, the legal list's `roll`): null when `seat` may roll. */
export function rollBlock(
  s: TurnOf,
  seat: Seat,
): 'phase' | 'sbp' | 'seat' | 'rolled' | 'pending' | null {
  if (s.phase !== 'play') return 'phase';
  const t = s.turn;
  if (t.sbp) return 'sbp';
  if (t.seat !== seat) return 'seat';
  if (t.rolled) return 'rolled';
  return t.pending ? 'pending' : null;
}

/**
 * The one check of a turn's end (decide's endTurn, the legal list's `endTurn`): null when
 * `seat` may end it. `progressHold`: a progress hand is over its limit or a tied defender
 * still draws (cities and knights), which the turn waits for.
 */
export function endBlock(
  s: TurnOf,
  seat: Seat,
  progressHold = false,
): 'phase' | 'seat' | 'pending' | 'roll' | 'progress' | null {
  if (s.phase !== 'play') return 'phase';
  if (actor(s) !== seat) return 'seat';
  if (s.turn.sbp) return null;
  if (s.turn.pending) return 'pending';
  if (!s.turn.rolled) return 'roll';
  return progressHold ? 'progress' : null;
}

/**
 * The cards `seat` discards on a 7: half, rounded down, of a hand of at least the ruleset's
 * discardAt — raised by each of the seat's city walls (cities and knights: 7 + 2 per wall).
 */
export function owedOnSeven(s: GameState, ctx: GameContext, seat: Seat): number {
  const t = total(hand(s, seat));
  const w = ctx.ruleset.features.walls;
  const walls =
    w && s.walls ? s.walls.filter((x, v) => x && s.buildings[v]?.seat === seat).length : 0;
  return t >= ctx.ruleset.discardAt + (w?.limit ?? 0) * walls ? Math.floor(t / 2) : 0;
}

/**
 * "Nobody builds" (decide's endTurn with rest, the legal list's `nobodyBuilds`): the special
 * building phase's builder may end the whole phase in one tap; paired players are one seat.
 */
export const nobodyBuildsNow = (s: TurnOf, seat: Seat): boolean =>
  endBlock(s, seat) === null &&
  s.turn.sbp !== null &&
  s.config.options.betweenTurns === 'special-building-phase';

/** Checks that `seat` may act in the main part of its turn (rolled, nothing pending). */
export function mainTurn(s: GameState, seat: Seat, opts: TurnOpts = {}): RuleError | null {
  const b = turnBlock(s, seat, opts);
  if (b === null) return null;
  if (b === 'phase') return ruleError('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (b === 'sbp')
    return ruleError('ERR_BUILD_ONLY', 'only building in the special building phase');
  if (b === 'seat') {
    const current = actor(s);
    const msg = s.turn.sbp ? `seat ${current} builds now` : `it is seat ${current}'s turn`;
    return ruleError('ERR_NOT_YOUR_TURN', msg, { current });
  }
  if (b === 'pending')
    return ruleError('ERR_PENDING', `waiting for ${s.turn.pending?.kind}`, {
      pending: s.turn.pending?.kind,
    });
  return ruleError('ERR_NOT_ROLLED', 'roll the dice first');
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
