// Trade, what may be offered now: the bank's rate per resource given, trades with players, and
// offers from other seats to the active player (made and answered).

import { get } from '../../hand';
import type { LegalPart } from '../../legal';
import { rateOf } from '../../spots';
import { mayAct } from '../../turn';
import { handOf, othersThan } from '../../view';

export const legal: LegalPart<'bankTrades' | 'playerTrades' | 'tradeOffer' | 'tradeAnswers'> = (
  view,
  ctx,
  seat,
) => {
  const open = mayAct(view, seat);
  const players = ctx.ruleset.trade.players && !view.turn.sbp;
  const active = view.turn.seat;
  // Another seat offers while the active player could trade (rolled, nothing pending).
  const offerable = players && seat !== active && mayAct(view, active);
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
    playerTrades: players && open ? { with: othersThan(view, seat) } : null,
    tradeOffer: offerable ? { to: active } : null,
    tradeAnswers: players && open ? (view.turn.offers ?? []) : [],
  };
};

/**
 * Per resource, the most a trade with a player may ask in return for `give`: none of a kind
 * given (decide refuses the same resource both ways), else what the other side holds where
 * that is known, else no limit.
 */
export function returnLimits(
  resources: readonly string[],
  give: Readonly<Record<string, number>>,
  theirs: Readonly<Record<string, number>> | null,
): Record<string, number> {
  return Object.fromEntries(
    resources.map((r) => [
      r,
      (give[r] ?? 0) > 0 ? 0 : theirs ? (theirs[r] ?? 0) : Number.POSITIVE_INFINITY,
    ]),
  );
}
