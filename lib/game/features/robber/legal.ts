// Robber and 7, what may be offered now: discards owed, the robber's hexes with their victims,
// whom to steal from, and whether the steal may be declined.

import type { LegalPart, RobberTarget } from '../../legal';
import { robberSpots, victimsAt } from '../../spots';
import type { Seat } from '../../types';
import type { GameView } from '../../view';
import { othersThan } from '../../view';

/** Each hex the robber may move to, with the seats it may rob there (also a knight's). */
export function robberTargets(view: GameView, seat: Seat): RobberTarget[] {
  return robberSpots(view).map((hex) => ({ hex, victims: victimsAt(view, seat, hex) }));
}

export const legal: LegalPart<'discards' | 'robber' | 'steal' | 'declineSteal'> = (
  view,
  ctx,
  seat,
) => {
  const t = view.turn;
  const pend = view.phase === 'play' ? t.pending : null;
  return {
    discards:
      pend?.kind === 'discard'
        ? pend.owed.flatMap((count, s) => (count > 0 ? [{ seat: s, count }] : []))
        : [],
    robber: pend?.kind === 'robber' && t.seat === seat ? robberTargets(view, seat) : null,
    steal: pend?.kind === 'steal' && t.seat === seat ? othersThan(view, seat) : null,
    declineSteal: ctx.ruleset.features.steal === 'optional',
  };
};
