// Ships (Seafarers, Intimate Settlers), the rules: building a ship (core's buildLine, as a
// road at sea) and moving the front ship of an open line once a turn.

import type { EdgeId, HexKey } from '../../../hex';
import { err } from '../../../result';
import { shipProblem } from '../../build';
import type { GameContext } from '../../context';
import { discover } from '../../discovery';
import { withShipAt } from '../../slices';
import { edgeIdx, fail, mainTurn, one, type R } from '../../turn';
import type { GameState, Seat } from '../../types';
import { buildLine } from '../core/decide';
import type { DecidePart } from '../kit';

export const COMMANDS = ['buildShip', 'moveShip'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  buildShip: (s, ctx, c) => buildLine(s, ctx, c.seat, c.edge, true, c.faces),
  moveShip: (s, ctx, c) => moveShip(s, ctx, c.seat, c.from, c.to, c.faces),
};

function moveShip(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  from: EdgeId,
  to: EdgeId,
  faces: HexKey | undefined,
): R {
  const te = mainTurn(s, seat);
  if (te) return err(te);
  const a = edgeIdx(ctx, from);
  const b = edgeIdx(ctx, to);
  if (a === undefined || b === undefined)
    return fail('ERR_BAD_ID', `no path ${a === undefined ? from : to}`);
  const sea = s.sea;
  if (!sea) return fail('ERR_NOT_AT_SEA', 'this ruleset has no ships');
  if (sea.moved) return fail('ERR_SHIP_NOT_MOVABLE', 'one ship move per turn');
  if (sea.ships[a] !== seat) return fail('ERR_SHIP_NOT_MOVABLE', `no ship of yours on ${from}`);
  if (!movable(s, ctx, seat, a))
    return fail('ERR_SHIP_NOT_MOVABLE', 'only the front ship of an open line, not built this turn');
  if (a === b) return fail('ERR_OCCUPIED', 'the ship is already there');
  const without: GameState = withShipAt(s, a, null);
  const why = shipProblem(without, ctx, seat, b, null);
  if (why) return fail(why, `no ship on ${to}`, { edge: to });
  const ds = discover(without, ctx, b, faces);
  return one({ type: 'shipMoved', seat, from, to, ...(ds.length ? { discovered: ds } : {}) });
}

function movable(s: GameState, ctx: GameContext, seat: Seat, e: number): boolean {
  const sea = s.sea;
  if (!sea || sea.built.includes(e)) return false;
  const ends = ctx.topo.edgeEnds[e];
  if (!ends) return false;
  return ends.some((v) => {
    const b = s.buildings[v];
    if (b && b.seat === seat) return false;
    return !(ctx.topo.vertexEdges[v] ?? []).some((f) => f !== e && sea.ships[f] === seat);
  });
}
