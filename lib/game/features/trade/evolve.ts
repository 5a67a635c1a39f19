// Trade, the fold: cards to and from the bank, or swapped between two seats; offers to the
// active player kept on the turn until answered, traded, or the turn ends.

import { addInto, type Draft, fromBank, toBank, updPlayer } from '../../draft';
import type { Seat } from '../../types';
import type { EvolvePart } from '../kit';

export const EVENTS = ['bankTraded', 'playerTraded', 'tradeOffered', 'tradeDeclined'] as const;

/** The turn without the open offer of `from`. */
function dropOffer(d: Draft, from: Seat): void {
  const offers = d.turn.offers;
  if (!offers?.some((o) => o.from === from)) return;
  const rest = offers.filter((o) => o.from !== from);
  if (rest.length) d.turn = { ...d.turn, offers: rest };
  else {
    const { offers: _gone, ...turn } = d.turn;
    d.turn = turn;
  }
}

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  bankTraded: (d, ctx, ev) => {
    toBank(d, ctx, ev.seat, ev.give);
    fromBank(d, ctx, ev.seat, ev.get);
  },
  playerTraded: (d, ctx, ev) => {
    const net = addInto(ev.get, ev.give, -1, ctx.resources);
    updPlayer(d, ev.seat, (p) => ({ ...p, hand: addInto(p.hand, net, 1, ctx.resources) }));
    updPlayer(d, ev.with, (p) => ({ ...p, hand: addInto(p.hand, net, -1, ctx.resources) }));
    // A trade made with a seat settles what that seat offered.
    dropOffer(d, ev.with);
  },
  tradeOffered: (d, _ctx, ev) => {
    const offer = { from: ev.seat, give: ev.give, get: ev.get };
    const rest = (d.turn.offers ?? []).filter((o) => o.from !== ev.seat);
    d.turn = { ...d.turn, offers: [...rest, offer].sort((a, b) => a.from - b.from) };
  },
  tradeDeclined: (d, _ctx, ev) => dropOffer(d, ev.from),
};
