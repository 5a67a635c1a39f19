// Ships, the fold: a ship laid (as core's road, and remembered as built this turn) or moved.

import { discoveries, setAt, withRoads } from '../../draft';
import { lineBuilt } from '../core/evolve';
import type { EvolvePart } from '../kit';

export const EVENTS = ['shipBuilt', 'shipMoved'] as const;

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  shipBuilt: lineBuilt,
  shipMoved: (d, ctx, ev) => {
    const a = ctx.topo.edgeIndex.get(ev.from);
    const b = ctx.topo.edgeIndex.get(ev.to);
    if (a === undefined || b === undefined) return;
    const sea = d.sea;
    if (!sea) return;
    d.sea = { ...sea, ships: setAt(setAt(sea.ships, a, null), b, ev.seat), moved: true };
    discoveries(d, ctx, ev.discovered, ev.seat);
    withRoads(d, ctx, [ev.seat]);
  },
};
