// Starfarers, its score parts: colonies, spaceports, friendship, pirates beaten, ice
// (Trade Stations' cards) and fame rings.
import { friendshipTokens } from '../../starfarers';
import type { ScorePart } from '../kit';

export const score: ScorePart = (out, s, _ctx, seat, p) => {
  const sf = p.sf;
  if (!sf) return;
  out.colonies = sf.colonies.filter((c) => !c.spaceport).length;
  out.spaceports = 2 * sf.colonies.filter((c) => c.spaceport).length;
  // Edition 2: the tokens follow the trade stations (one per race; starfarers.ts).
  out.friendship = 2 * friendshipTokens(s, seat);
  out.pirates = sf.pirates;
  out.ice = sf.ice;
  out.fame = Math.floor(sf.fameRings / 2);
};
