// Starfarers, what may be offered now: the items the seat may build (paid as declared) and
// the awards that may move up or down within their limits.

import { type GameContext, isStarfarers } from '../../context';
import type { LegalPart, StarfarersActions } from '../../legal';
import { actorOf, publicState } from '../../spots';
import {
  awardCount,
  earthSupplySeats,
  isUpgrade,
  SF_AWARD_MAX,
  SF_UPGRADE_MAX,
  upgradeCount,
} from '../../starfarers';
import { mayAct, rollBlock } from '../../turn';
import { type Seat, SF_AWARDS, SF_ITEMS, type SfItem } from '../../types';
import type { GameView } from '../../view';

function starfarers(view: GameView, ctx: GameContext, seat: Seat): StarfarersActions | null {
  if (!isStarfarers(ctx) || view.phase !== 'play') return null;
  const sf = view.players[seat]?.sf;
  if (!sf) return null;
  const awards = SF_AWARDS.map((award) => {
    const n = awardCount(sf, award);
    const by = (delta: number) => ({ type: 'sfAward' as const, seat, award, delta });
    return { award, up: n < SF_AWARD_MAX[award] ? by(1) : null, down: n > 0 ? by(-1) : null };
  });
  if (!mayAct(view, seat)) return { builds: [], awards };
  const items: StarfarersActions['builds'][number][] = [];
  const command = (item: SfItem) => ({ type: 'sfBuild' as const, seat, item, pay: {} });
  for (const item of SF_ITEMS) {
    if (isUpgrade(item)) {
      if (upgradeCount(sf, item) < SF_UPGRADE_MAX[item])
        items.push({ item, command: command(item) });
    } else if (item === 'spaceport') {
      const colonies = sf.colonies.flatMap((c, i) => (c.spaceport ? [] : [i]));
      if (colonies.length > 0) items.push({ item, colonies, command: command(item) });
    } else items.push({ item, command: command(item) });
  }
  return { builds: items, awards };
}

export const legal: LegalPart<'sfStart' | 'starfarers' | 'supplySeats'> = (view, ctx, seat) => {
  // The same moment as core's `roll`: Earth's supply goes out with that roll.
  const roll = rollBlock(view, seat) === null;
  return {
    sfStart:
      isStarfarers(ctx) && view.phase === 'setup' && actorOf(view) === seat
        ? { type: 'sfStart', seat, colonies: [], spaceport: [] }
        : null,
    starfarers: starfarers(view, ctx, seat),
    supplySeats:
      roll && ctx.ruleset.features.earthSupply
        ? earthSupplySeats(publicState(view)).flatMap((due, s) => (due ? [s] : []))
        : null,
  };
};
