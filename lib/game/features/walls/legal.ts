// City walls, the legal actions: the seat's cities that may take a wall now, with commands
// (from the seat's own view: the cost needs its hand).
import type { VertexId } from '../../../hex';
import { covers } from '../../hand';
import type { LegalPart } from '../../legal';
import { mayAct } from '../../turn';
import { handOf } from '../../view';
import { wallsOf } from './decide';

export const legal: LegalPart<'walls'> = (view, ctx, seat) => {
  const w = ctx.ruleset.features.walls;
  const h = handOf(view, seat);
  if (!w || !view.walls || !h || !mayAct(view, seat, { sbpOk: true })) return { walls: null };
  const ok = covers(h, w.cost) && wallsOf(view, seat) < w.max;
  const cities = ok
    ? view.buildings.flatMap((b, v): VertexId[] => {
        const id = ctx.topo.vertices[v];
        return b?.kind === 'city' && b.seat === seat && !view.walls?.[v] && id ? [id] : [];
      })
    : [];
  return {
    walls: {
      cities,
      commands: cities.map((vertex) => ({ type: 'buildWall' as const, seat, vertex })),
    },
  };
};
