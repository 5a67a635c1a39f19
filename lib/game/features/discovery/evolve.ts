// Discovery, the fold: a harbor turned to face another side.

import { setAt } from '../../draft';
import type { EvolvePart } from '../kit';

export const EVENTS = ['harborTurned'] as const;

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  harborTurned: (d, ctx, ev) => {
    const h = ctx.topo.hexIndex.get(ev.hex);
    const t = h === undefined ? null : d.tiles[h];
    if (h !== undefined && t) d.tiles = setAt(d.tiles, h, { ...t, faces: ev.faces });
  },
};
