// Robber and 7, what may be offered now: discards owed, the robber's hexes with their victims,
// whom to steal from, and whether the steal may be declined — each with the command it is.

import type { HexKey } from '../../../hex';
import type { GameContext } from '../../context';
import type { CommandOf, LegalPart, RobberTarget } from '../../legal';
import { robberSpots, victimsAt } from '../../spots';
import type { Seat } from '../../types';
import { type GameView, othersThan } from '../../view';

type RobberCommand = CommandOf<'moveRobber'> | CommandOf<'playKnight'>;

/**
 * The robber (or a knight) sent to `hex`: a command per victim, one declining (victim null)
 * where the steal is optional, and one naming nobody where nobody can be robbed.
 */
function robberCommands(
  type: RobberCommand['type'],
  seat: Seat,
  hex: HexKey,
  victims: readonly Seat[],
  decline: boolean,
): RobberCommand[] {
  const out: RobberCommand[] = victims.map((victim) => ({ type, seat, hex, victim }));
  if (victims.length === 0) out.push({ type, seat, hex });
  if (decline) out.push({ type, seat, hex, victim: null });
  return out;
}

/** Each hex the robber (or a knight, `knight`) may move to, with the seats it may rob there. */
export function robberTargets(
  view: GameView,
  ctx: GameContext,
  seat: Seat,
  knight = false,
): RobberTarget[] {
  const type = knight ? 'playKnight' : 'moveRobber';
  const decline = ctx.ruleset.features.steal === 'optional';
  return robberSpots(view).map((hex) => {
    const victims = victimsAt(view, seat, hex);
    return { hex, victims, commands: robberCommands(type, seat, hex, victims, decline) };
  });
}

export const legal: LegalPart<'discards' | 'robber' | 'steal' | 'declineSteal'> = (
  view,
  ctx,
  seat,
) => {
  const t = view.turn;
  const pend = view.phase === 'play' ? t.pending : null;
  const decline = ctx.ruleset.features.steal === 'optional';
  return {
    discards:
      pend?.kind === 'discard'
        ? pend.owed.flatMap((count, s) =>
            count > 0 ? [{ seat: s, count, command: { type: 'discard', seat: s, cards: {} } }] : [],
          )
        : [],
    robber: pend?.kind === 'robber' && t.seat === seat ? robberTargets(view, ctx, seat) : null,
    steal:
      pend?.kind === 'steal' && t.seat === seat
        ? [...othersThan(view, seat), ...(decline ? [null] : [])].map((victim) => ({
            victim,
            command: { type: 'steal', seat, victim },
          }))
        : null,
    declineSteal: decline,
  };
};
