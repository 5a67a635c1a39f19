// Knights, the rules (rules-cities-knights.md, "Knights"): hire a basic knight onto a free
// intersection joined to one's roads (1 wool + 1 ore, no distance rule), activate one (1 grain),
// promote one a level (1 wool + 1 ore; once per knight per turn; mighty only with the fortress,
// the politics level-3 improvement: else ERR_NO_FORTRESS). Moving,
// move along one's roads and chase the robber are here; displacing is not built yet.

import type { HexKey, VertexId } from '../../../hex';
import { err } from '../../../result';
import { touchesOwnLine } from '../../build';
import type { GameContext } from '../../context';
import { covers } from '../../hand';
import { fail, hand, mainTurn, one, type R, vertexIdx } from '../../turn';
import type { GameState, KnightPiece, Seat } from '../../types';
import { robberSleeps } from '../barbarians/attack';
import type { DecidePart } from '../kit';
import { robberTarget } from '../robber/decide';

export const COMMANDS = [
  'hireKnight',
  'activateKnight',
  'promoteKnight',
  'moveKnight',
  'chaseRobber',
  'displaceKnight',
  'placeDisplaced',
] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  hireKnight: (s, ctx, c) => hire(s, ctx, c.seat, c.vertex),
  activateKnight: (s, ctx, c) => activate(s, ctx, c.seat, c.vertex),
  promoteKnight: (s, ctx, c) => promote(s, ctx, c.seat, c.vertex),
  moveKnight: (s, ctx, c) => move(s, ctx, c.seat, c.from, c.to),
  chaseRobber: (s, ctx, c) => chase(s, ctx, c.seat, c.vertex, c.hex, c.victim),
  displaceKnight: (s, ctx, c) => displace(s, ctx, c.seat, c.from, c.to),
  placeDisplaced: (s, ctx, c) => placeDisplaced(s, ctx, c.seat, c.vertex),
};

/** The weaker opponent knights the seat's knight at `from` reaches (intersection indices). */
export function displaceable(
  s: Pick<GameState, 'roads' | 'buildings' | 'knightPieces'>,
  ctx: GameContext,
  seat: Seat,
  from: number,
): number[] {
  const me = s.knightPieces?.[from];
  if (!me) return [];
  const out = new Set<number>();
  for (const v of [from, ...knightReach(s, ctx, seat, from)])
    for (const e of ctx.topo.vertexEdges[v] ?? []) {
      if (s.roads[e] !== seat) continue;
      const [a, b] = ctx.topo.edgeEnds[e] ?? [v, v];
      const w = a === v ? b : a;
      const k = s.knightPieces?.[w];
      if (k && k.seat !== seat && k.level < me.level) out.add(w);
    }
  return [...out].sort((x, y) => x - y);
}

/** Where a displaced knight of `seat` may go: free intersections joined to its roads. */
export function displacedSpots(
  s: Pick<GameState, 'roads' | 'buildings' | 'knightPieces' | 'sea'>,
  ctx: GameContext,
  seat: Seat,
): number[] {
  return ctx.topo.vertices.flatMap((_, v) =>
    !s.buildings[v] && !s.knightPieces?.[v] && touchesOwnLine(s as GameState, ctx, seat, v)
      ? [v]
      : [],
  );
}

function displace(s: GameState, ctx: GameContext, seat: Seat, from: VertexId, to: VertexId): R {
  const v = check(s, ctx, seat, from);
  if (typeof v !== 'number') return v;
  const k = ownKnight(s, seat, v, from);
  if ('ok' in k) return k;
  if (!mayActNow(k, s.turn.number))
    return fail('ERR_KNIGHT_STATE', 'only an active knight not activated this turn may act');
  const w = vertexIdx(ctx, to);
  if (w === undefined) return fail('ERR_BAD_ID', `no intersection ${to} on this board`);
  const other = s.knightPieces?.[w];
  if (!other || other.seat === seat || other.level >= k.level)
    return fail('ERR_KNIGHT_STATE', `no weaker opponent knight at ${to}`, { vertex: to });
  if (!displaceable(s, ctx, seat, v).includes(w))
    return fail('ERR_NOT_CONNECTED', `${to} is not reached along your roads`, { vertex: to });
  return one({ type: 'knightDisplaced', seat, from, to, owner: other.seat });
}

function placeDisplaced(s: GameState, ctx: GameContext, seat: Seat, vertex: VertexId | null): R {
  const pend = s.turn.pending;
  if (s.phase !== 'play' || pend?.kind !== 'displaced')
    return fail('ERR_WRONG_PHASE', 'no displaced knight waits now');
  if (pend.seat !== seat)
    return fail('ERR_NOT_YOUR_TURN', `seat ${pend.seat} places its knight`, { current: pend.seat });
  const spots = displacedSpots(s, ctx, seat);
  if (vertex === null) {
    if (spots.length) return fail('ERR_NOT_CONNECTED', 'a free intersection is there: place it');
    return one({ type: 'displacedPlaced', seat, vertex: null });
  }
  const v = vertexIdx(ctx, vertex);
  if (v === undefined) return fail('ERR_BAD_ID', `no intersection ${vertex} on this board`);
  if (!spots.includes(v))
    return fail('ERR_NOT_CONNECTED', `${vertex} is not free and joined to your roads`, { vertex });
  return one({ type: 'displacedPlaced', seat, vertex });
}

/**
 * Whether the knight at `v` may act now: active, and not activated this turn ("a knight
 * activated this turn may not act this turn"; any action makes it inactive).
 */
export const mayActNow = (k: KnightPiece, turn: number): boolean =>
  k.active && k.activated !== turn;

/**
 * The free intersections the seat's knight at `from` may move to: along the seat's connected
 * roads, through intersections empty or holding the seat's own pieces (an opponent's building
 * or knight stops it).
 */
export function knightReach(
  s: Pick<GameState, 'roads' | 'buildings' | 'knightPieces'>,
  ctx: GameContext,
  seat: Seat,
  from: number,
): number[] {
  const seen = new Set<number>([from]);
  const queue = [from];
  const out: number[] = [];
  while (queue.length) {
    const v = queue.shift() as number;
    for (const e of ctx.topo.vertexEdges[v] ?? []) {
      if (s.roads[e] !== seat) continue;
      const [a, b] = ctx.topo.edgeEnds[e] ?? [v, v];
      const w = a === v ? b : a;
      if (seen.has(w)) continue;
      seen.add(w);
      const bw = s.buildings[w];
      const kw = s.knightPieces?.[w];
      if ((bw && bw.seat !== seat) || (kw && kw.seat !== seat)) continue;
      if (!bw && !kw) out.push(w);
      queue.push(w);
    }
  }
  return out.sort((x, y) => x - y);
}

/** Hexes beside intersection `v` (where its knight may chase the robber from). */
export const hexesBeside = (ctx: GameContext, v: number): readonly number[] =>
  ctx.topo.vertexLand[v] ?? [];

function move(s: GameState, ctx: GameContext, seat: Seat, from: VertexId, to: VertexId): R {
  const v = check(s, ctx, seat, from);
  if (typeof v !== 'number') return v;
  const k = ownKnight(s, seat, v, from);
  if ('ok' in k) return k;
  if (!mayActNow(k, s.turn.number))
    return fail('ERR_KNIGHT_STATE', 'only an active knight not activated this turn may act');
  const w = vertexIdx(ctx, to);
  if (w === undefined) return fail('ERR_BAD_ID', `no intersection ${to} on this board`);
  if (s.buildings[w] || s.knightPieces?.[w])
    return fail('ERR_OCCUPIED', `${to} is taken`, { vertex: to });
  if (!knightReach(s, ctx, seat, v).includes(w))
    return fail('ERR_NOT_CONNECTED', `${to} is not reached along your roads`, { vertex: to });
  return one({ type: 'knightMoved', seat, from, to });
}

function chase(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  vertex: VertexId,
  hex: HexKey,
  victim: Seat | null | undefined,
): R {
  const v = check(s, ctx, seat, vertex);
  if (typeof v !== 'number') return v;
  const k = ownKnight(s, seat, v, vertex);
  if ('ok' in k) return k;
  if (!mayActNow(k, s.turn.number))
    return fail('ERR_KNIGHT_STATE', 'only an active knight not activated this turn may act');
  if (robberSleeps(s)) return fail('ERR_NO_ROBBER', 'the robber sleeps until the first attack');
  if (!hexesBeside(ctx, v).includes(s.robber))
    return fail('ERR_NOT_ADJACENT', 'the robber is not beside this knight');
  const t = robberTarget(s, ctx, seat, hex, victim);
  if (!t.ok) return err(t.error);
  return one({ type: 'robberChased', seat, vertex, hex, ...t.value });
}

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
