// City improvements, the fold: a level paid for, and a metropolis placed (or taken over).

import { toBank } from '../../draft';
import type { Hand } from '../../types';
import type { EvolvePart } from '../kit';

export const EVENTS = ['cityImproved'] as const;

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
};
