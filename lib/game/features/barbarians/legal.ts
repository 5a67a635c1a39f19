// Barbarians, the legal actions: for each seat the barbarians beat, the cities it may lose,
// each with its pillageCity command (that seat's own choice, on its phone or the private reveal).

import type { VertexId } from '../../../hex';
import type { LegalPart } from '../../legal';
import { pillageable } from './attack';

export const legal: LegalPart<'pillage'> = (view, ctx) => {
  const pend = view.phase === 'play' ? view.turn.pending : null;
  if (pend?.kind !== 'pillage') return { pillage: [] };
  // A metropolis is never pillaged.
  const open = pillageable(view);
  return {
    pillage: pend.seats.map((seat) => {
      const cities = (open[seat] ?? []).flatMap((v): VertexId[] => {
        const id = ctx.topo.vertices[v];
        return id ? [id] : [];
      });
      return {
        seat,
        cities,
        commands: cities.map((vertex) => ({ type: 'pillageCity' as const, seat, vertex })),
      };
    }),
  };
};
