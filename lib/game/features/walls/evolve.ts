// City walls, the fold: a wall laid under a city and paid for.
import { setAt, toBank } from '../../draft';
import type { Hand } from '../../types';
import type { EvolvePart } from '../kit';

export const EVENTS = ['wallBuilt'] as const;

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  wallBuilt: (d, ctx, ev) => {
    const v = ctx.topo.vertexIndex.get(ev.vertex);
    if (v === undefined || !d.walls) return;
    d.walls = setAt(d.walls, v, true);
    toBank(d, ctx, ev.seat, (ctx.ruleset.features.walls?.cost ?? {}) as Hand);
  },
};
