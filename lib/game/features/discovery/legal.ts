// Discovery, what may be offered now: the harbor just drawn, to the seat that may turn it.

import type { LegalPart } from '../../legal';
import { harborTurns } from '../../spots';

export const legal: LegalPart<'harborTurn'> = (view, _ctx, seat) => {
  const ht = harborTurns(view);
  if (!ht || ht.seat !== seat) return { harborTurn: null };
  const { hex } = ht;
  return {
    harborTurn: {
      ...ht,
      commands: ht.options.map((faces) => ({ type: 'turnHarbor', seat, hex, faces })),
    },
  };
};
