// City improvements, its score part: a metropolis is 2 VP on top of its city.
import { TRACKS } from '../../../rules/rulesets';
import type { ScorePart } from '../kit';

export const score: ScorePart = (out, s, ctx, seat) => {
  const imp = s.improvements;
  const vp = ctx.ruleset.features.improvements?.metropolisVp ?? 0;
  if (!imp) return;
  const n = TRACKS.filter((t) => imp.metropolises[t]?.seat === seat).length;
  if (n > 0) out.metropolises = n * vp;
};
