// Development cards, their score parts: largest army and victory point cards played or
// revealed (public), and the victory point cards still held where they count (true score only).
import type { GameContext } from '../../context';
import type { PlayerState } from '../../types';
import type { ScorePart } from '../kit';

export const score: ScorePart = (out, s, ctx, seat, p) => {
  if (p.sf) return;
  const r = ctx.ruleset;
  if (r.largestArmy && s.largestArmy.holder === seat) out.largestArmy = r.largestArmy.vp;
  if (p.vpPlayed) out.vpCards = p.vpPlayed;
};

/** Victory point cards held face down that count for the true score (base game: all of them). */
export function hiddenVpCards(ctx: GameContext, p: PlayerState): number {
  return ctx.ruleset.vpCardsCount === 'held'
    ? p.dev.filter((d) => d.card === 'victoryPoint').length
    : 0;
}
