// Intimate Settlers: turning a harbor just discovered (seed 003, 5: "If the tile is a harbour
// the player may choose the orientation of the tile", as long as no intersection gets two
// ports). The hex is drawn by the build, so the player sees the harbor only after the
// command that drew it; `turnHarbor` is the player's choice, made right after.
//
// When it may be turned: only the harbor drawn by the event just applied, by the seat that
// drew it, and only until the next event of any other kind (a turn may follow a turn).
// Nothing can have come to depend on its side in between: no piece placed, no trade made
// at its rate. One more limit keeps replays sound: when one build draws several hexes and a
// later draw of that build was a harbor (laid, or put back for want of a legal side), the
// earlier harbors' sides decided what happened to it, so only the last harbor drawn stays
// turnable, and none when a harbor was put back after it.

import type { HexKey } from '../hex';
import { discovers, type GameContext } from './context';
import { harborFaces, portVertices } from './discovery';
import {
  type Discovery,
  type Event,
  type GameState,
  type HarborTurnable,
  type RuleError,
  ruleError,
  type Seat,
} from './types';

/** The harbor an event leaves turnable, or null (see the rule above). */
export function turnableAfter(ev: Event): HarborTurnable | null {
  if (
    ev.type !== 'roadBuilt' &&
    ev.type !== 'shipBuilt' &&
    ev.type !== 'shipMoved' &&
    ev.type !== 'roadBuildingPlayed' &&
    ev.type !== 'freeRoadsPlaced'
  )
    return null;
  const hex = lastTurnable(ev.discovered ?? []);
  return hex === null ? null : { seat: ev.seat, hex };
}

function lastTurnable(ds: readonly Discovery[]): HexKey | null {
  let out: HexKey | null = null;
  for (const d of ds) {
    if (d.returned > 0) out = null;
    if (d.harbor !== null) out = d.hex;
  }
  return out;
}

/**
 * The sides the harbor on hex index `h` may face: those whose two intersections carry no
 * other harbor's port (its own port set aside), land first, as discover() offers them.
 */
export function turnableFaces(s: GameState, ctx: GameContext, h: number): HexKey[] {
  const isl = s.island;
  const t = isl?.tiles[h];
  if (!isl || !t?.harbor) return [];
  const without = {
    island: { ...isl, tiles: isl.tiles.map((x, i) => (i === h && x ? { ...x, faces: null } : x)) },
  };
  return harborFaces(without, ctx, h, portVertices(without, ctx));
}

/** decide()'s answer to `turnHarbor`: the event, or why not. */
export function turnHarbor(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  hex: unknown,
  faces: unknown,
): Event | RuleError {
  const ht = s.island?.harborTurn;
  if (!discovers(ctx) || !ht || ht.hex !== hex)
    return ruleError(
      'ERR_HARBOR_FIXED',
      'only the harbor just discovered may be turned, before the next move',
    );
  if (ht.seat !== seat)
    return ruleError('ERR_NOT_YOUR_TURN', `seat ${ht.seat} discovered this harbor`, {
      current: ht.seat,
    });
  const h = ctx.topo.hexIndex.get(ht.hex);
  const tile = h === undefined ? null : (s.island?.tiles[h] ?? null);
  if (h === undefined || !tile?.harbor || !tile.faces)
    return ruleError('ERR_HARBOR_FIXED', `no harbor on ${ht.hex}`);
  const options = turnableFaces(s, ctx, h);
  if (typeof faces !== 'string' || !options.includes(faces as HexKey))
    return ruleError(
      'ERR_HARBOR_SIDE',
      'the harbor may face only a side that puts no second port on an intersection',
      { options },
    );
  return { type: 'harborTurned', seat, hex: ht.hex, faces: faces as HexKey, from: tile.faces };
}
