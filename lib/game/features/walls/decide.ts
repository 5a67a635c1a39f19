// City walls, the rules (rules-cities-knights.md, "City walls, pieces, points"): 2 brick, under
// one of the player's cities, one per city and at most 3 per player. Each raises the 7-card
// limit by 2 (turn.ts' owedOnSeven); a pillaged city loses its wall (barbarians' evolve).

import type { VertexId } from '../../../hex';
import { err } from '../../../result';
import type { GameContext } from '../../context';
import { covers } from '../../hand';
import { fail, hand, mainTurn, one, type R, vertexIdx } from '../../turn';
import type { GameState, Seat } from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['buildWall'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  buildWall: (s, ctx, c) => buildWall(s, ctx, c.seat, c.vertex),
};

/** The walls `seat` has on the board. */
export const wallsOf = (s: Pick<GameState, 'walls' | 'buildings'>, seat: Seat): number =>
  (s.walls ?? []).filter((x, v) => x && s.buildings[v]?.seat === seat).length;

function buildWall(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId): R {
  const w = ctx.ruleset.features.walls;
  if (!w || !s.walls) return fail('ERR_BAD_COMMAND', 'this ruleset has no city walls');
  const te = mainTurn(s, seat, { sbpOk: true });
  if (te) return err(te);
  const v = vertexIdx(ctx, vertex);
  if (v === undefined) return fail('ERR_BAD_ID', `no intersection ${vertex} on this board`);
  const b = s.buildings[v];
  if (!b || b.seat !== seat || b.kind !== 'city')
    return fail('ERR_NOT_YOUR_CITY', `no city of yours at ${vertex}`, { vertex });
  if (s.walls[v]) return fail('ERR_OCCUPIED', `the city at ${vertex} has its wall`, { vertex });
  if (wallsOf(s, seat) >= w.max) return fail('ERR_NO_PIECES', 'no city walls left');
  if (!covers(hand(s, seat), w.cost))
    return fail('ERR_CANNOT_AFFORD', 'not enough cards for a city wall', {
      cost: w.cost,
      hand: hand(s, seat),
    });
  return one({ type: 'wallBuilt', seat, vertex });
}
