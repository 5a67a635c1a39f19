// Discovery, what may be offered now: the harbor just drawn, to the seat that may turn it.

import type { LegalPart } from '../../legal';
import { harborTurns } from '../../spots';

export const legal: LegalPart<'harborTurn'> = (view, _ctx, seat) => {
  const ht = harborTurns(view);
  return { harborTurn: ht && ht.seat === seat ? ht : null };
};
