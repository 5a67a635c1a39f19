// Knights, the rules (rules-cities-knights.md, "Knights"): hire a basic knight onto a free
// intersection joined to one's roads (1 wool + 1 ore, no distance rule), activate one (1 grain),
// promote one a level (1 wool + 1 ore; once per knight per turn; mighty only with the fortress,
// the politics level-3 improvement: else ERR_NO_FORTRESS). Moving,
// displacing and chasing the robber are not built yet.

import type { VertexId } from '../../../hex';
import { err } from '../../../result';
import { touchesOwnLine } from '../../build';
import type { GameContext } from '../../context';
import { covers } from '../../hand';
import { fail, hand, mainTurn, one, type R, vertexIdx } from '../../turn';
import type { GameState, KnightPiece, Seat } from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['hireKnight', 'activateKnight', 'promoteKnight'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  hireKnight: (s, ctx, c) => hire(s, ctx, c.seat, c.vertex),
  activateKnight: (s, ctx, c) => activate(s, ctx, c.seat, c.vertex),
  promoteKnight: (s, ctx, c) => promote(s, ctx, c.seat, c.vertex),
};

/** Knights of `seat` at `level` on the board. */
export const knightsAt = (s: Pick<GameState, 'knightPieces'>, seat: Seat, level: number): number =>
  (s.knightPieces ?? []).filter((k) => k?.seat === seat && k.level === level).length;

/** Whether `seat` has the fortress (politics at the ruleset's fortress level). */
export function hasFortress(
  s: Pick<GameState, 'improvements'>,
  ctx: GameContext,
  seat: Seat,
): boolean {
  const at = ctx.ruleset.features.improvements?.fortressAt;
  return at !== undefined && (s.improvements?.levels[seat]?.politics ?? 0) >= at;
}

/** Why `seat` may not act with knights now (null: it may), and the intersection index. */
function check(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R | number {
  if (!ctx.ruleset.features.knights || !s.knightPieces)
    return fail('ERR_BAD_COMMAND', 'this ruleset has no knights');
  const te = mainTurn(s, seat, { sbpOk: true });
  if (te) return err(te);
  const v = vertexIdx(ctx, vertex);
  if (v === undefined) return fail('ERR_BAD_ID', `no intersection ${vertex} on this board`);
  return v;
}

function ownKnight(s: GameState, seat: Seat, v: number, vertex: VertexId): R | KnightPiece {
  const k = s.knightPieces?.[v];
  if (!k || k.seat !== seat) return fail('ERR_BAD_ID', `no knight of yours at ${vertex}`);
  return k;
}

function pays(s: GameState, seat: Seat, cost: Readonly<Record<string, number | undefined>>) {
  return covers(hand(s, seat), cost)
    ? null
    : fail('ERR_CANNOT_AFFORD', 'not enough cards', { cost, hand: hand(s, seat) });
}

function hire(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R {
  const v = check(s, ctx, seat, vertex);
  if (typeof v !== 'number') return v;
  const rules = ctx.ruleset.features.knights;
  if (!rules) return fail('ERR_BAD_COMMAND', 'this ruleset has no knights');
  if (s.buildings[v] || s.knightPieces?.[v])
    return fail('ERR_OCCUPIED', `${vertex} is taken`, { vertex });
  if (!touchesOwnLine(s, ctx, seat, v))
    return fail('ERR_NOT_CONNECTED', `${vertex} is not joined to your roads`, { vertex });
  if (knightsAt(s, seat, 1) >= rules.perLevel)
    return fail('ERR_NO_PIECES', 'no basic knights left');
  return pays(s, seat, rules.hire) ?? one({ type: 'knightHired', seat, vertex });
}

function activate(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R {
  const v = check(s, ctx, seat, vertex);
  if (typeof v !== 'number') return v;
  const k = ownKnight(s, seat, v, vertex);
  if ('ok' in k) return k;
  if (k.active) return fail('ERR_KNIGHT_STATE', 'that knight is already active');
  const cost = ctx.ruleset.features.knights?.activate ?? {};
  return pays(s, seat, cost) ?? one({ type: 'knightActivated', seat, vertex });
}

function promote(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R {
  const v = check(s, ctx, seat, vertex);
  if (typeof v !== 'number') return v;
  const k = ownKnight(s, seat, v, vertex);
  if ('ok' in k) return k;
  const rules = ctx.ruleset.features.knights;
  if (!rules) return fail('ERR_BAD_COMMAND', 'this ruleset has no knights');
  if (k.level === 3) return fail('ERR_KNIGHT_STATE', 'a mighty knight is the highest level');
  if (k.promoted === s.turn.number)
    return fail('ERR_KNIGHT_STATE', 'that knight was already promoted this turn');
  // Mighty knights need the fortress (politics level 3).
  if (k.level === 2 && !hasFortress(s, ctx, seat))
    return fail('ERR_NO_FORTRESS', 'a mighty knight needs the fortress');
  if (knightsAt(s, seat, k.level + 1) >= rules.perLevel)
    return fail('ERR_NO_PIECES', 'no knights of the next level left');
  return pays(s, seat, rules.promote) ?? one({ type: 'knightPromoted', seat, vertex });
}
