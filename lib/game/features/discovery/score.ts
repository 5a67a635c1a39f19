// Discovery (Intimate Settlers), its score parts: islands first settled, and the home-base
// award for pieces on the opponent's home base.
import { type GameContext, hasHomeBases } from '../../context';
import { islandCount, shipsOf, tilesOf } from '../../slices';
import type { GameState, HomeBaseAward, Seat } from '../../types';
import type { ScorePart } from '../kit';

/** Intimate Settlers: the foreign-trade-route award from the pieces on the opponent's home base. */
export function homeBaseAward(s: GameState, ctx: GameContext, seat: Seat): HomeBaseAward {
  if (!hasHomeBases(ctx)) return 0;
  const opp = 1 - seat;
  const home = new Set<number>();
  tilesOf(s).forEach((t, h) => {
    if (t && t.home === opp && t.terrain !== 'sea') home.add(h);
  });
  let award: HomeBaseAward = 0;
  s.buildings.forEach((b, v) => {
    if (!b || b.seat !== seat) return;
    if (!(ctx.topo.vertexLand[v] ?? []).some((h) => home.has(h))) return;
    if (b.kind === 'city') award = 7;
    else if (award < 5) award = 5;
  });
  if (award === 0)
    shipsOf(s).forEach((o, e) => {
      if (o === seat && (ctx.topo.edgeLand[e] ?? []).some((h) => home.has(h))) award = 1;
    });
  return award;
}

export const score: ScorePart = (out, s, ctx, seat, p) => {
  if (p.sf) return;
  const islandVp = ctx.ruleset.features.islandVp;
  if (islandVp > 0) out.islands = islandVp * islandCount(p);
  if (hasHomeBases(ctx)) out.homeBase = homeBaseAward(s, ctx, seat);
};
