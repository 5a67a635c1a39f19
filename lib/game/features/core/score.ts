// Core turn, its score parts: settlements, cities and longest road (not in Starfarers, whose
// players count colonies instead: features/starfarers/score.ts).
import type { ScorePart } from '../kit';

export const score: ScorePart = (out, s, ctx, seat, p) => {
  if (p.sf) return;
  const r = ctx.ruleset;
  out.settlements = p.settlements;
  out.cities = 2 * p.cities;
  if (r.longestRoad && s.longestRoad.holder === seat) out.longestRoad = r.longestRoad.vp;
};
