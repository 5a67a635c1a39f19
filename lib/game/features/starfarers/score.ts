// Starfarers, its score parts: colonies, spaceports, friendship, pirates beaten, ice
// (Trade Stations' cards) and fame rings.
import type { ScorePart } from '../kit';

export const score: ScorePart = (out, _s, _ctx, _seat, p) => {
  const sf = p.sf;
  if (!sf) return;
  out.colonies = sf.colonies.filter((c) => !c.spaceport).length;
  out.spaceports = 2 * sf.colonies.filter((c) => c.spaceport).length;
  out.friendship = 2 * sf.friendship;
  out.pirates = sf.pirates;
  out.ice = sf.ice;
  out.fame = Math.floor(sf.fameRings / 2);
};
