// Trade, the rules: with the bank at the ruleset's rate or a harbor's, and between players
// where the ruleset allows it (never between turns): made by the active player, or offered to
// it by another seat's phone and answered.

import { err, ok, type Result } from '../../../result';
import { discovers, type GameContext } from '../../context';
import { openHarborsAt } from '../../discovery';
import { covers, get, toHand, total } from '../../hand';
import { fail, hand, mainTurn, one, type R, validSeat } from '../../turn';
import { type GameState, type Hand, type RuleError, ruleError, type Seat } from '../../types';
import type { DecidePart } from '../kit';

export const COMMANDS = ['tradeBank', 'tradePlayer', 'offerTrade', 'answerTrade'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  tradeBank: (s, ctx, c) => tradeBank(s, ctx, c.seat, c.give, c.get),
  tradePlayer: (s, ctx, c) => tradePlayer(s, ctx, c.seat, c.with, c.give, c.get),
  offerTrade: (s, ctx, c) => offerTrade(s, ctx, c.seat, c.give, c.get),
  answerTrade: (s, ctx, c) => answerTrade(s, ctx, c.seat, c.from, c.accept),
};

/** The bank rate the seat gets for a resource: 4:1, or better at a harbor it has built on. */
export function bankRate(s: GameState, ctx: GameContext, seat: Seat, r: string): number {
  const t = ctx.ruleset.trade;
  let rate = t.bankByResource?.[r] ?? t.bank;
  s.buildings.forEach((b, v) => {
    if (!b || b.seat !== seat) return;
    const hs = discovers(ctx) ? openHarborsAt(s, ctx, v) : (ctx.vertexHarbors[v] ?? []);
    for (const h of hs) {
      if (h === 'any' && t.genericHarbor !== null) rate = Math.min(rate, t.genericHarbor);
      if (h === r && t.specialHarbor !== null) rate = Math.min(rate, t.specialHarbor);
    }
  });
  // Cities and knights' trading house (trade level 3): commodities 2:1 with the bank.
  const imp = ctx.ruleset.features.improvements;
  const goods = ctx.ruleset.features.commodities;
  if (imp && goods && Object.values(goods.of).includes(r)) {
    const level = s.improvements?.levels[seat]?.trade ?? 0;
    if (level >= imp.tradingHouse.at) rate = Math.min(rate, imp.tradingHouse.rate);
  }
  // Progress cards: the merchant's hex resource and this turn's merchant fleet trade 2:1.
  const p = s.progress;
  if (p?.merchant?.seat === seat && ctx.hexResource[p.merchant.hex] === r) rate = Math.min(rate, 2);
  if (p?.fleet?.seat === seat && p.fleet.resource === r) rate = Math.min(rate, 2);
  return rate;
}

function tradeBank(s: GameState, ctx: GameContext, seat: Seat, give: Hand, getH: Hand): R {
  const te = mainTurn(s, seat);
  if (te) return err(te);
  const g = toHand(ctx.resources, give);
  const w = toHand(ctx.resources, getH);
  if (!g || !w) return fail('ERR_BAD_CARDS', 'unknown resource or bad count');
  let lots = 0;
  for (const r of ctx.resources) {
    const n = get(g, r);
    if (n === 0) continue;
    if (get(w, r) > 0) return fail('ERR_BAD_TRADE', `cannot give and get ${r}`);
    const rate = bankRate(s, ctx, seat, r);
    if (n % rate !== 0) return fail('ERR_BAD_RATE', `${r} trades ${rate}:1`, { resource: r, rate });
    lots += n / rate;
  }
  if (lots === 0 || lots !== total(w))
    return fail('ERR_BAD_RATE', `the cards given buy ${lots}, not ${total(w)}`, { lots });
  if (!covers(hand(s, seat), g)) return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  if (ctx.ruleset.bankPerResource > 0 && !covers(s.bank, w))
    return fail('ERR_BANK_EMPTY', 'the bank lacks those cards');
  return one({ type: 'bankTraded', seat, give: g, get: w });
}

/**
 * A trade between players between turns: the paired player trades with the bank only; in the
 * special building phase nobody trades at all, the bank neither (regression: the refusal said
 * "only the bank trades" there).
 */
function sbpTradeRefused(s: GameState): R {
  return s.config.options.betweenTurns === 'paired-players'
    ? fail('ERR_PLAYER_TRADE_FORBIDDEN', 'between turns only the bank trades')
    : fail('ERR_BUILD_ONLY', 'the special building phase has no trades');
}

function tradePlayer(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  other: Seat,
  give: Hand,
  getH: Hand,
): R {
  if (!ctx.ruleset.trade.players)
    return fail(
      'ERR_PLAYER_TRADE_FORBIDDEN',
      'players may not trade with each other in this ruleset',
    );
  if (s.turn.sbp) return sbpTradeRefused(s);
  const te = mainTurn(s, seat);
  if (te) return err(te);
  if (!validSeat(s, other) || other === seat)
    return fail('ERR_BAD_SEAT', 'trade with another seat');
  const sides = tradeSides(ctx, give, getH);
  if (!sides.ok) return sides;
  const [g, w] = sides.value;
  if (!covers(hand(s, seat), g)) return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  if (!covers(hand(s, other), w))
    return fail('ERR_CANNOT_AFFORD', `seat ${other} does not hold those cards`, { seat: other });
  return one({ type: 'playerTraded', seat, with: other, give: g, get: w });
}

/** Both sides of a trade between players as hands: something each way, no resource on both. */
function tradeSides(ctx: GameContext, give: Hand, getH: Hand): Result<[Hand, Hand], RuleError> {
  const g = toHand(ctx.resources, give);
  const w = toHand(ctx.resources, getH);
  if (!g || !w) return err(ruleError('ERR_BAD_CARDS', 'unknown resource or bad count'));
  if (total(g) === 0 || total(w) === 0)
    return err(ruleError('ERR_BAD_TRADE', 'both sides give something'));
  for (const r of ctx.resources)
    if (get(g, r) > 0 && get(w, r) > 0)
      return err(ruleError('ERR_BAD_TRADE', `cannot give and get ${r}`));
  return ok([g, w]);
}

/**
 * A seat that is not the active player offers it a trade (from its phone): while the active
 * player could trade with players, with cards the offering seat holds. One open offer per
 * seat (a new one replaces it); the active player's hand is its secret, checked on accepting.
 */
function offerTrade(s: GameState, ctx: GameContext, seat: Seat, give: Hand, getH: Hand): R {
  if (!ctx.ruleset.trade.players)
    return fail(
      'ERR_PLAYER_TRADE_FORBIDDEN',
      'players may not trade with each other in this ruleset',
    );
  if (s.turn.sbp) return sbpTradeRefused(s);
  const te = mainTurn(s, s.turn.seat);
  if (te) return err(te);
  if (!validSeat(s, seat) || seat === s.turn.seat)
    return fail('ERR_BAD_SEAT', 'offer a trade to the active player from another seat');
  const sides = tradeSides(ctx, give, getH);
  if (!sides.ok) return sides;
  const [g, w] = sides.value;
  if (!covers(hand(s, seat), g)) return fail('ERR_CANNOT_AFFORD', 'you do not hold those cards');
  return one({ type: 'tradeOffered', seat, give: g, get: w });
}

/** The active player accepts an open offer (the cards change hands) or declines it. */
function answerTrade(s: GameState, ctx: GameContext, seat: Seat, from: Seat, accept: boolean): R {
  const te = mainTurn(s, seat);
  if (te) return err(te);
  const o = s.turn.offers?.find((x) => x.from === from);
  if (!o) return fail('ERR_BAD_TRADE', `seat ${from} offers no trade now`, { from });
  if (!accept) return one({ type: 'tradeDeclined', seat, from });
  return tradePlayer(s, ctx, seat, from, o.get, o.give);
}
