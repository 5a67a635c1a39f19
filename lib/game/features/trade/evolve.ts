// Trade, the fold: cards to and from the bank, or swapped between two seats.

import { addInto, fromBank, toBank, updPlayer } from '../../draft';
import type { EvolvePart } from '../kit';

export const EVENTS = ['bankTraded', 'playerTraded'] as const;

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  bankTraded: (d, ctx, ev) => {
    toBank(d, ctx, ev.seat, ev.give);
    fromBank(d, ctx, ev.seat, ev.get);
  },
  playerTraded: (d, ctx, ev) => {
    const net = addInto(ev.get, ev.give, -1, ctx.resources);
    updPlayer(d, ev.seat, (p) => ({ ...p, hand: addInto(p.hand, net, 1, ctx.resources) }));
    updPlayer(d, ev.with, (p) => ({ ...p, hand: addInto(p.hand, net, -1, ctx.resources) }));
  },
};
