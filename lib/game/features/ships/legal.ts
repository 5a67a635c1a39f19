// Ships, what may be offered now: the ships that may move this turn, and where to. (Where a
// ship may be built is core's builds in lib/game/legal.ts, with the other pieces.)

import type { LegalPart } from '../../legal';
import { movableShipSpots, shipSpots } from '../../spots';
import { mayAct } from '../../turn';

export const legal: LegalPart<'shipMoves'> = (view, _ctx, seat) => ({
  shipMoves:
    !mayAct(view, seat) || (view.sea?.moved ?? true)
      ? []
      : movableShipSpots(view, seat)
          .map((from) => {
            const to = shipSpots(view, seat, {}, from);
            const commands = to.map((e) => ({ type: 'moveShip' as const, seat, from, to: e }));
            return { from, to, commands };
          })
          .filter((m) => m.to.length > 0),
});
