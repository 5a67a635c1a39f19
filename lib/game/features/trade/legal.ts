// Trade, what may be offered now: the bank's rate per resource given, and trades with players.

import { get } from '../../hand';
import type { LegalPart } from '../../legal';
import { handOf, mayAct, othersThan } from '../../may-act';
import { rateOf } from '../../spots';

export const legal: LegalPart<'bankTrades' | 'playerTrades'> = (view, ctx, seat) => {
  const open = mayAct(view, seat);
  const hand = handOf(view, seat);
  const limited = ctx.ruleset.bankPerResource > 0;
  return {
    bankTrades: open
      ? ctx.resources.map((give) => {
          const rate = rateOf(view, seat, give);
          return {
            give,
            rate,
            lots: hand ? Math.floor(get(hand, give) / rate) : null,
            get: ctx.resources.filter((r) => r !== give && (!limited || get(view.bank, r) > 0)),
            stock: limited
              ? Object.fromEntries(
                  ctx.resources.filter((r) => r !== give).map((r) => [r, get(view.bank, r)]),
                )
              : null,
          };
        })
      : [],
    playerTrades:
      ctx.ruleset.trade.players && !view.turn.sbp && open ? { with: othersThan(view, seat) } : null,
  };
};
