// Discovery, the fold: a harbor turned to face another side.

import { setAt } from '../../draft';
import type { EvolvePart } from '../kit';

export const EVENTS = ['harborTurned', 'hexDrawn'] as const;

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  harborTurned: (d, ctx, ev) => {
    const h = ctx.topo.hexIndex.get(ev.hex);
    const isl = d.island;
    const t = h === undefined || !isl ? null : isl.tiles[h];
    if (h !== undefined && isl && t)
      d.island = { ...isl, tiles: setAt(isl.tiles, h, { ...t, faces: ev.faces }) };
  },
  hexDrawn: (d, _ctx, ev) => {
    const isl = d.island;
    if (!isl) return;
    const draw = {
      terrain: ev.terrain,
      ...(ev.harbor ? { harbor: ev.harbor } : {}),
      token: ev.token,
    };
    d.island = { ...isl, drawn: [...isl.drawn, draw] };
  },
};
