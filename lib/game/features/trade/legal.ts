// Trade, what may be offered now: the bank's rate per resource given, trades with players, and
// offers from other seats to the active player (made and answered).

import { get } from '../../hand';
import type { LegalPart } from '../../legal';
import { rateOf } from '../../spots';
import { mayAct } from '../../turn';
import { bankOf, handOf, othersThan } from '../../view';

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
  const others = players && open ? othersThan(view, seat) : [];
  // One lot's sides, shared by the commands that give or get the same card (plain data, never
  // changed): a legal list is asked on every move, so it allocates as little as it can.
  const one = open ? Object.fromEntries(ctx.resources.map((r) => [r, { [r]: 1 }])) : {};
  return {
    bankTrades: open
      ? ctx.resources.map((give) => {
          const rate = rateOf(view, seat, give);
          const gets = ctx.resources.filter(
            (r) =>
              r !== give && (!limited || get(bankOf(view, ctx.ruleset.bankPerResource), r) > 0),
          );
          const paid = { [give]: rate };
          return {
            give,
            rate,
            lots: hand ? Math.floor(get(hand, give) / rate) : null,
            get: gets,
            commands: gets.map((r) => ({
              type: 'tradeBank' as const,
              seat,
              give: paid,
              get: one[r] ?? {},
            })),
            stock: limited
              ? Object.fromEntries(
                  ctx.resources
                    .filter((r) => r !== give)
                    .map((r) => [r, get(bankOf(view, ctx.ruleset.bankPerResource), r)]),
                )
              : null,
          };
        })
      : [],
    playerTrades:
      players && open
        ? {
            with: others,
            commands: others.map((w) => ({
              type: 'tradePlayer' as const,
              seat,
              with: w,
              give: {},
              get: {},
            })),
          }
        : null,
    tradeOffer: offerable
      ? { to: active, command: { type: 'offerTrade', seat, give: {}, get: {} } }
      : null,
    tradeAnswers:
      players && open
        ? (view.turn.offers ?? []).map((o) => ({
            ...o,
            accept: { type: 'answerTrade' as const, seat, from: o.from, accept: true },
            decline: { type: 'answerTrade' as const, seat, from: o.from, accept: false },
          }))
        : [],
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
