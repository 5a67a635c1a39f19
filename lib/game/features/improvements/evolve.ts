// City improvements, the fold: a level paid for, and a metropolis placed (or taken over).

import type { GameContext } from '../../context';
import { type Draft, fromBank, toBank } from '../../draft';
import { total } from '../../hand';
import type { Hand, Payout } from '../../types';
import type { EvolvePart } from '../kit';

export const EVENTS = ['cityImproved', 'aqueductTaken'] as const;

/**
 * After a production roll's payout (not a 7): the seats with the aqueduct that got nothing
 * each name a resource next (pending 'aqueduct'). Core's rolled and barbarians' last
 * cityPillaged call this.
 */
export function aqueductDue(d: Draft, ctx: GameContext, payout: Payout): void {
  const at = ctx.ruleset.features.improvements?.aqueductAt;
  const imp = d.improvements;
  if (at === undefined || !imp) return;
  const seats = d.players.flatMap((_, seat) =>
    (imp.levels[seat]?.science ?? 0) >= at && total((payout.received[seat] ?? {}) as Hand) === 0
      ? [seat]
      : [],
  );
  if (seats.length) d.turn = { ...d.turn, pending: { kind: 'aqueduct', seats } };
}

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  cityImproved: (d, ctx, ev) => {
    const imp = d.improvements;
    const rules = ctx.ruleset.features.improvements;
    if (!imp || !rules) return;
    const levels = imp.levels.map((l, seat) =>
      seat === ev.seat ? { ...l, [ev.track]: ev.level } : l,
    );
    const v = ev.metropolis ? ctx.topo.vertexIndex.get(ev.metropolis.vertex) : undefined;
    const metropolises =
      v === undefined
        ? imp.metropolises
        : { ...imp.metropolises, [ev.track]: { seat: ev.seat, vertex: v } };
    d.improvements = { levels, metropolises };
    toBank(d, ctx, ev.seat, { [rules.paidIn[ev.track]]: ev.level } as Hand);
  },
  aqueductTaken: (d, ctx, ev) => {
    fromBank(d, ctx, ev.seat, { [ev.resource]: 1 });
    const pend = d.turn.pending;
    const left = pend?.kind === 'aqueduct' ? pend.seats.filter((x) => x !== ev.seat) : [];
    d.turn = { ...d.turn, pending: left.length ? { kind: 'aqueduct', seats: left } : null };
  },
};
