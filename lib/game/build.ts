// Where pieces may go: the distance rule, connection through one's own network, roads that
// stop at an opponent's building, cities on one's own settlements, ships at sea.
// The UI draws what these enumerate; decide() asks the same questions.

import { discovers, type GameContext, hasHomeBases, hasShips } from './context';
import { shipsOf, tilesOf } from './slices';
import type { GameState, RuleCode, Seat } from './types';

/** Whether a hex (by index) is known land: every hex of an island board, discovered land on an open table. */
export function isLandHex(s: GameState, ctx: GameContext, h: number): boolean {
  if (!discovers(ctx)) return true;
  const t = tilesOf(s)[h];
  return t !== null && t !== undefined && t.terrain !== 'sea';
}

/** Whether a hex is known water (open tables only). */
export function isWaterHex(s: GameState, ctx: GameContext, h: number): boolean {
  if (!discovers(ctx)) return false;
  const t = tilesOf(s)[h];
  return t !== null && t !== undefined && t.terrain === 'sea';
}

/** Settlements stand where at least one known land hex meets (three in Intimate Settlers' set-up). */
export function vertexOnLand(s: GameState, ctx: GameContext, v: number, needed = 1): boolean {
  const hs = ctx.topo.vertexLand[v] ?? [];
  let n = 0;
  for (const h of hs) if (isLandHex(s, ctx, h)) n++;
  return n >= needed;
}

export function edgeOnLand(s: GameState, ctx: GameContext, e: number): boolean {
  return (ctx.topo.edgeLand[e] ?? []).some((h) => isLandHex(s, ctx, h));
}

export function edgeAtSea(s: GameState, ctx: GameContext, e: number): boolean {
  return (ctx.topo.edgeLand[e] ?? []).some((h) => isWaterHex(s, ctx, h));
}

/** The distance rule: the intersection and all its neighbours are empty. */
export function distanceOk(s: GameState, ctx: GameContext, v: number): boolean {
  if (s.buildings[v]) return false;
  for (const n of ctx.topo.vertexNeighbours[v] ?? []) if (s.buildings[n]) return false;
  return true;
}

/** Whether the seat's own road (or ship) touches the intersection. */
export function touchesOwnLine(s: GameState, ctx: GameContext, seat: Seat, v: number): boolean {
  for (const e of ctx.topo.vertexEdges[v] ?? []) {
    if (s.roads[e] === seat || shipsOf(s)[e] === seat) return true;
  }
  return false;
}

/**
 * Whether a new road (or ship) on path `e` joins the seat's network: at an end holding the
 * seat's building, or continuing its own line through an end no opponent has built on (nor
 * holds with a knight).
 * Roads and ships only meet at the seat's own building.
 */
export function lineConnects(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  e: number,
  ship: boolean,
): boolean {
  const ends = ctx.topo.edgeEnds[e];
  if (!ends) return false;
  const line = ship ? shipsOf(s) : s.roads;
  for (const v of ends) {
    const b = s.buildings[v];
    if (b) {
      if (b.seat === seat) return true;
      continue;
    }
    // Cities and knights: a road may not be built through an opponent's knight.
    const k = s.knightPieces?.[v];
    if (k && k.seat !== seat) continue;
    for (const f of ctx.topo.vertexEdges[v] ?? []) if (f !== e && line[f] === seat) return true;
  }
  return false;
}

export type Why = RuleCode | null;

/** Why a settlement may not go at `v` for `seat` (null: it may). */
export function settlementProblem(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  v: number,
  setup: boolean,
): Why {
  if (!vertexOnLand(s, ctx, v, setup && hasHomeBases(ctx) ? 3 : 1)) return 'ERR_NOT_ON_LAND';
  // Intimate Settlers: set-up settlements stand on one's own home base (seat k owns home k).
  if (
    setup &&
    hasHomeBases(ctx) &&
    !(ctx.topo.vertexLand[v] ?? []).every((h) => tilesOf(s)[h]?.home === seat)
  )
    return 'ERR_NOT_ON_LAND';
  if (s.buildings[v] || s.knightPieces?.[v]) return 'ERR_OCCUPIED';
  if (!distanceOk(s, ctx, v)) return 'ERR_DISTANCE_RULE';
  if (!setup && !touchesOwnLine(s, ctx, seat, v)) return 'ERR_NOT_CONNECTED';
  return null;
}

/** Why a road (or a ship) may not go on `e` (null: it may). In set-up it must touch the settlement just placed. */
function lineProblem(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  e: number,
  setupVertex: number | null,
  ship: boolean,
): Why {
  if (ship ? !edgeAtSea(s, ctx, e) : !edgeOnLand(s, ctx, e))
    return ship ? 'ERR_NOT_AT_SEA' : 'ERR_NOT_ON_LAND';
  if (s.roads[e] !== null || (shipsOf(s)[e] ?? null) !== null) return 'ERR_OCCUPIED';
  if (setupVertex !== null) {
    const ends = ctx.topo.edgeEnds[e];
    return ends && (ends[0] === setupVertex || ends[1] === setupVertex) ? null : 'ERR_NOT_ADJACENT';
  }
  return lineConnects(s, ctx, seat, e, ship) ? null : 'ERR_NOT_CONNECTED';
}

/** Why a road may not go on `e` (null: it may). */
export const roadProblem = (
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  e: number,
  setupVertex: number | null,
): Why => lineProblem(s, ctx, seat, e, setupVertex, false);

/** Why a ship may not go on `e` (null: it may). */
export const shipProblem = (
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  e: number,
  setupVertex: number | null,
): Why => lineProblem(s, ctx, seat, e, setupVertex, true);

/** Why a city may not go at `v` (null: it may). */
export function cityProblem(s: GameState, seat: Seat, v: number): Why {
  const b = s.buildings[v];
  if (!b || b.seat !== seat || b.kind !== 'settlement') return 'ERR_NOT_YOUR_SETTLEMENT';
  return null;
}

/** Intersections where the seat may build a settlement now (ignoring cards). */
export function legalSettlements(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  setup = false,
): number[] {
  const out: number[] = [];
  for (let v = 0; v < ctx.topo.vertices.length; v++)
    if (
      (setup
        ? setupSettlementProblem(s, ctx, seat, v)
        : settlementProblem(s, ctx, seat, v, false)) === null
    )
      out.push(v);
  return out;
}

/**
 * Intimate Settlers: a home base has room for two set-up settlements only if the first does
 * not take the middle of it. True when a first settlement at `v` leaves no legal place for
 * the second.
 */
function leavesNoRoom(s: GameState, ctx: GameContext, seat: Seat, v: number): boolean {
  if (!hasHomeBases(ctx) || (s.players[seat]?.settlements ?? 0) !== 0) return false;
  const t: GameState = {
    ...s,
    buildings: s.buildings.map((b, i) => (i === v ? { seat, kind: 'settlement' } : b)),
  };
  for (let w = 0; w < ctx.topo.vertices.length; w++)
    if (settlementProblem(t, ctx, seat, w, true) === null) return false;
  return true;
}

/** Why a set-up settlement may not go at `v` for `seat` (null: it may). */
export function setupSettlementProblem(s: GameState, ctx: GameContext, seat: Seat, v: number): Why {
  return (
    settlementProblem(s, ctx, seat, v, true) ??
    (leavesNoRoom(s, ctx, seat, v) ? 'ERR_NO_ROOM_LEFT' : null)
  );
}

/** Paths where the seat may build a road now (ignoring cards). */
export function legalRoads(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  setupVertex: number | null = null,
): number[] {
  const out: number[] = [];
  for (let e = 0; e < ctx.topo.edges.length; e++)
    if (roadProblem(s, ctx, seat, e, setupVertex) === null) out.push(e);
  return out;
}

/** Paths where the seat may build a ship now (ignoring cards). */
export function legalShips(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  setupVertex: number | null = null,
): number[] {
  if (!hasShips(ctx)) return [];
  const out: number[] = [];
  for (let e = 0; e < ctx.topo.edges.length; e++)
    if (shipProblem(s, ctx, seat, e, setupVertex) === null) out.push(e);
  return out;
}

/** The seat's settlements that may become cities. */
export function legalCities(s: GameState, seat: Seat): number[] {
  const out: number[] = [];
  s.buildings.forEach((b, v) => {
    if (b && b.seat === seat && b.kind === 'settlement') out.push(v);
  });
  return out;
}

/**
 * Intimate Settlers: ships that may be moved: the front of an open line (an end with neither
 * the seat's building nor another of its ships), not built this turn.
 */
export function movableShips(s: GameState, ctx: GameContext, seat: Seat): number[] {
  const out: number[] = [];
  const sea = s.sea;
  if (!sea) return out;
  const ships = sea.ships;
  ships.forEach((o, e) => {
    if (o !== seat || sea.built.includes(e)) return;
    const ends = ctx.topo.edgeEnds[e];
    if (!ends) return;
    const free = ends.some((v) => {
      const b = s.buildings[v];
      if (b && b.seat === seat) return false;
      return !(ctx.topo.vertexEdges[v] ?? []).some((f) => f !== e && ships[f] === seat);
    });
    const anchored = ends.some((v) => {
      const b = s.buildings[v];
      return b !== null && b !== undefined && b.seat === seat;
    });
    // A lone ship between two of the seat's buildings is a closed line.
    if (free && !(anchored && ends.every((v) => s.buildings[v]?.seat === seat))) out.push(e);
  });
  return out;
}

/** Hexes the robber may move to now: every known land hex but its own. */
export function robberHexes(s: GameState, ctx: GameContext): number[] {
  const out: number[] = [];
  for (let h = 0; h < ctx.topo.hexes.length; h++)
    if (h !== s.robber && isLandHex(s, ctx, h)) out.push(h);
  return out;
}
