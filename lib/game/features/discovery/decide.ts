// Discovery (Intimate Settlers), the rules: turning a harbor just drawn from the bag. The draws
// themselves happen where a piece is laid (core's buildLine, ships' moveShip, dev's road
// building) through lib/game/discovery.ts; when a harbor may turn is lib/game/harbor.ts.

import { err } from '../../../result';
import { discovers } from '../../context';
import { drawProblem } from '../../discovery';
import { turnHarbor } from '../../harbor';
import { actor, fail, one } from '../../turn';
import type { DecidePart } from '../kit';

export const COMMANDS = ['turnHarbor', 'drawHex'] as const;

/** Entered draws that may wait for their piece: the most hexes one piece can discover. */
export const MAX_WAITING_DRAWS = 4;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  turnHarbor: (s, ctx, c) => {
    const r = turnHarbor(s, ctx, c.seat, c.hex, c.faces);
    return 'code' in r ? err(r) : one(r);
  },
  // A real bag: the group drew a hex (and a token for producing land) before laying the piece
  // that discovers it; the host enters it as dice are entered. Only what is left in the bag.
  drawHex: (s, ctx, c) => {
    const isl = s.island;
    if (!discovers(ctx) || !isl) return fail('ERR_WRONG_PHASE', 'no discovery bag in this game');
    if (s.phase !== 'play' && s.phase !== 'setup')
      return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
    const who = s.phase === 'setup' ? (s.setup?.queue[s.setup.index] ?? -1) : actor(s);
    if (who !== c.seat) return fail('ERR_NOT_YOUR_TURN', `seat ${who} acts now`, { current: who });
    if (isl.drawn.length >= MAX_WAITING_DRAWS)
      return fail('ERR_PENDING', `${MAX_WAITING_DRAWS} draws already wait for a piece`);
    const d = {
      terrain: c.terrain,
      ...(c.harbor ? { harbor: c.harbor } : {}),
      token: c.token ?? null,
    };
    const why = drawProblem(isl, d);
    if (why)
      return fail(
        'ERR_NOT_IN_BAG',
        why === 'hex'
          ? `no ${c.harbor ? `${c.harbor} harbor` : c.terrain} left in the bag`
          : why === 'token'
            ? `no ${c.token} token left`
            : why === 'tokenNeeded'
              ? 'land that produces takes a number token'
              : 'only land that produces takes a number token',
        { why },
      );
    return one({ type: 'hexDrawn', seat: c.seat, ...d });
  },
};
