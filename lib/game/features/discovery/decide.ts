// Discovery (Intimate Settlers), the rules: turning a harbor just drawn from the bag. The draws
// themselves happen where a piece is laid (core's buildLine, ships' moveShip, dev's road
// building) through lib/game/discovery.ts; when a harbor may turn is lib/game/harbor.ts.

import { err } from '../../../result';
import { turnHarbor } from '../../harbor';
import { one } from '../../turn';
import type { DecidePart } from '../kit';

export const COMMANDS = ['turnHarbor'] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  turnHarbor: (s, ctx, c) => {
    const r = turnHarbor(s, ctx, c.seat, c.hex, c.faces);
    return 'code' in r ? err(r) : one(r);
  },
};
