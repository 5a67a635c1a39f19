// Robber and 7, the rules: the discards a 7 demands, the robber's move and the steal (compulsory,
// or optional where the ruleset's features.steal says so). Knights (dev) move the robber too.

import type { HexKey } from '../../../hex';
import { rngFromState } from '../../../random/prng';
import { err, ok, type Result } from '../../../result';
import { isLandHex } from '../../build';
import type { GameContext } from '../../context';
import { covers, nthCard, toHand, total } from '../../hand';
import { fail, hand, one, type R, validSeat } from '../../turn';
import { type GameState, type Hand, type RuleError, ruleError, type Seat } from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['discard', 'moveRobber', 'steal'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  discard: (s, ctx, c) => discard(s, ctx, c.seat, c.cards),
  moveRobber: (s, ctx, c) => moveRobber(s, ctx, c.seat, c.hex, c.victim, false),
  steal: (s, ctx, c) => steal(s, ctx, c.seat, c.victim),
};

function discard(s: GameState, ctx: GameContext, seat: Seat, cards: Hand): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const pend = s.turn.pending;
  if (pend?.kind !== 'discard' || !(pend.owed[seat] ?? 0))
    return fail('ERR_NO_DISCARD_OWED', `seat ${seat} owes no discard`);
  const h = toHand(ctx.resources, cards);
  if (!h) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  const owed = pend.owed[seat] ?? 0;
  if (total(h) !== owed)
    return fail('ERR_DISCARD_COUNT', `discard exactly ${owed} cards`, { owed });
  if (!covers(hand(s, seat), h)) return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  return one({ type: 'discarded', seat, cards: h });
}

/** Seats other than the thief with a building on the hex. */
export function robberVictims(s: GameState, ctx: GameContext, thief: Seat, h: number): Seat[] {
  const out = new Set<Seat>();
  for (const v of ctx.topo.hexVertexIdx[h] ?? []) {
    const b = s.buildings[v];
    if (b && b.seat !== thief) out.add(b.seat);
  }
  return [...out].sort((a, b) => a - b);
}

/** A random card of the victim's hand (null when the hand is empty), and the generator after. */
function drawCard(
  s: GameState,
  ctx: GameContext,
  victim: Seat,
): { card: string | null; rng?: readonly number[] } {
  const h = hand(s, victim);
  const n = total(h);
  if (n === 0) return { card: null };
  const rng = rngFromState(s.rng);
  const card = nthCard(h, ctx.resources, rng.int(0, n - 1));
  return { card, rng: rng.state() };
}

/** Where the robber may go and whom it robs there: the victim and the card drawn, or why not. */
export function robberTarget(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  hex: HexKey,
  victim: Seat | null | undefined,
): Result<{ victim: Seat | null; stolen: string | null; rng?: readonly number[] }, RuleError> {
  const h = ctx.topo.hexIndex.get(hex);
  if (h === undefined || !isLandHex(s, ctx, h))
    return err(ruleError('ERR_ROBBER_NOT_LAND', `${hex} is not a land hex`, { hex }));
  if (h === s.robber)
    return err(ruleError('ERR_ROBBER_SAME_HEX', 'the robber must move to another hex', { hex }));
  const victims = robberVictims(s, ctx, seat, h);
  let v: Seat | null = null;
  if (victim === null) {
    // Declining: allowed where the steal is optional, or where nobody can be robbed.
    if (victims.length > 0 && ctx.ruleset.features.steal === 'compulsory')
      return err(ruleError('ERR_STEAL_COMPULSORY', 'the robber must steal here', { victims }));
  } else if (victim !== undefined) {
    if (victim === seat)
      return err(ruleError('ERR_ROB_SELF', 'a player never robs themself', { victims }));
    if (!victims.includes(victim))
      return err(
        ruleError('ERR_BAD_VICTIM', `seat ${victim} has no building on ${hex}`, { victims }),
      );
    v = victim;
  } else if (victims.length === 1) v = victims[0] ?? null;
  else if (victims.length > 1)
    return err(ruleError('ERR_VICTIM_REQUIRED', 'choose whom to rob', { victims }));
  if (v === null) return ok({ victim: null, stolen: null });
  const d = drawCard(s, ctx, v);
  return ok({ victim: v, stolen: d.card, ...(d.rng ? { rng: d.rng } : {}) });
}

function moveRobber(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  hex: HexKey,
  victim: Seat | null | undefined,
  _knight: boolean,
): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (s.turn.pending?.kind !== 'robber')
    return fail('ERR_WRONG_PHASE', 'the robber moves only after a 7 or a knight');
  if (s.turn.seat !== seat) return fail('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`);
  const t = robberTarget(s, ctx, seat, hex, victim);
  if (!t.ok) return err(t.error);
  return one({ type: 'robberMoved', seat, hex, ...t.value });
}

function steal(s: GameState, ctx: GameContext, seat: Seat, victim: Seat | null): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (s.turn.pending?.kind !== 'steal') return fail('ERR_WRONG_PHASE', 'nothing to steal now');
  if (s.turn.seat !== seat) return fail('ERR_NOT_YOUR_TURN', `it is seat ${s.turn.seat}'s turn`);
  if (victim === null) {
    if (ctx.ruleset.features.steal === 'compulsory')
      return fail('ERR_STEAL_COMPULSORY', 'the roller must steal');
    return one({ type: 'stolen', seat, victim: null, stolen: null });
  }
  if (victim === seat) return fail('ERR_ROB_SELF', 'a player never robs themself');
  if (!validSeat(s, victim)) return fail('ERR_BAD_VICTIM', 'choose another player');
  const d = drawCard(s, ctx, victim);
  return one({ type: 'stolen', seat, victim, stolen: d.card, ...(d.rng ? { rng: d.rng } : {}) });
}
