// Progress cards, their score parts: a VP card shown (printer, constitution) is 1 VP, and the
// merchant is 1 VP to whoever holds it.
import type { ScorePart } from '../kit';

export const score: ScorePart = (out, s, _ctx, seat) => {
  const p = s.progress;
  if (!p) return;
  const shown = p.shown[seat]?.length ?? 0;
  if (shown > 0) out.progressVp = shown;
  if (p.merchant?.seat === seat) out.merchant = 1;
};
