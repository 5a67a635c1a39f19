// Knights, the fold: a knight hired (paid, inactive, basic), activated (paid, remembers the
// turn), promoted (paid, one level up, keeps its active state). A knight breaks opponents'
// roads for the longest road (longest-road.ts), so placing one recounts them.

import type { GameContext } from '../../context';
import { type Draft, seatsAt, setAt, toBank, withRoads } from '../../draft';
import type { Hand, KnightPiece } from '../../types';
import type { EvolvePart } from '../kit';
import { robberAndSteal } from '../robber/evolve';

export const EVENTS = [
  'knightHired',
  'knightActivated',
  'knightPromoted',
  'knightMoved',
  'robberChased',
  'knightDisplaced',
  'displacedPlaced',
] as const;

function change(
  d: Draft,
  ctx: GameContext,
  vertex: string,
  f: (k: KnightPiece | null) => KnightPiece | null,
): number | undefined {
  const v = ctx.topo.vertexIndex.get(vertex as never);
  if (v === undefined || !d.knightPieces) return undefined;
  d.knightPieces = setAt(d.knightPieces, v, f(d.knightPieces[v] ?? null));
  return v;
}

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  knightHired: (d, ctx, ev) => {
    const v = change(d, ctx, ev.vertex, () => ({
      seat: ev.seat,
      level: 1,
      active: false,
      activated: -1,
      promoted: -1,
    }));
    toBank(d, ctx, ev.seat, (ctx.ruleset.features.knights?.hire ?? {}) as Hand);
    if (v !== undefined) withRoads(d, ctx, seatsAt(d, ctx, v, ev.seat));
  },
  knightActivated: (d, ctx, ev) => {
    const turn = d.turn.number;
    change(d, ctx, ev.vertex, (k) => (k ? { ...k, active: true, activated: turn } : k));
    toBank(d, ctx, ev.seat, (ctx.ruleset.features.knights?.activate ?? {}) as Hand);
  },
  knightPromoted: (d, ctx, ev) => {
    const turn = d.turn.number;
    change(d, ctx, ev.vertex, (k) =>
      k && k.level < 3 ? { ...k, level: (k.level + 1) as 2 | 3, promoted: turn } : k,
    );
    toBank(d, ctx, ev.seat, (ctx.ruleset.features.knights?.promote ?? {}) as Hand);
  },
  knightMoved: (d, ctx, ev) => {
    // Any action makes the knight inactive.
    const from = ctx.topo.vertexIndex.get(ev.from);
    const k = from === undefined ? null : (d.knightPieces?.[from] ?? null);
    change(d, ctx, ev.from, () => null);
    const to = change(d, ctx, ev.to, () => (k ? { ...k, active: false } : null));
    const seats = new Set<number>([ev.seat]);
    for (const v of [from, to])
      if (v !== undefined) for (const x of seatsAt(d, ctx, v, ev.seat)) seats.add(x);
    withRoads(d, ctx, [...seats]);
  },
  robberChased: (d, ctx, ev) => {
    change(d, ctx, ev.vertex, (k) => (k ? { ...k, active: false } : k));
    robberAndSteal(d, ctx, ev.seat, ev.hex, ev.victim, ev.stolen);
    if (ev.rng) d.rng = ev.rng;
  },
  knightDisplaced: (d, ctx, ev) => {
    const from = ctx.topo.vertexIndex.get(ev.from);
    const to = ctx.topo.vertexIndex.get(ev.to);
    const mine = from === undefined ? null : (d.knightPieces?.[from] ?? null);
    const theirs = to === undefined ? null : (d.knightPieces?.[to] ?? null);
    change(d, ctx, ev.from, () => null);
    change(d, ctx, ev.to, () => (mine ? { ...mine, active: false } : null));
    // The displaced knight keeps its level and state until its owner places it.
    if (theirs)
      d.turn = { ...d.turn, pending: { kind: 'displaced', seat: ev.owner, knight: theirs } };
    const seats = new Set<number>([ev.seat, ev.owner]);
    for (const v of [from, to])
      if (v !== undefined) for (const x of seatsAt(d, ctx, v, ev.seat)) seats.add(x);
    withRoads(d, ctx, [...seats]);
  },
  displacedPlaced: (d, ctx, ev) => {
    const pend = d.turn.pending;
    d.turn = { ...d.turn, pending: null };
    if (pend?.kind !== 'displaced' || ev.vertex === null) return;
    const v = change(d, ctx, ev.vertex, () => pend.knight);
    if (v !== undefined) withRoads(d, ctx, seatsAt(d, ctx, v, ev.seat));
  },
};
