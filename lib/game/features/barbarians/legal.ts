// Barbarians, the legal actions: for each seat the barbarians beat, the cities it may lose,
// each with its pillageCity command (that seat's own choice, on its phone or the private reveal).

import type { VertexId } from '../../../hex';
import type { LegalPart } from '../../legal';

export const legal: LegalPart<'pillage'> = (view, ctx) => {
  const pend = view.phase === 'play' ? view.turn.pending : null;
  if (pend?.kind !== 'pillage') return { pillage: [] };
  return {
    pillage: pend.seats.map((seat) => {
      const cities = view.buildings.flatMap((b, v): VertexId[] => {
        const id = ctx.topo.vertices[v];
        return b?.kind === 'city' && b.seat === seat && id ? [id] : [];
      });
      return {
        seat,
        cities,
        commands: cities.map((vertex) => ({ type: 'pillageCity' as const, seat, vertex })),
      };
    }),
  };
};
