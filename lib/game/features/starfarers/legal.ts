// Starfarers, what may be offered now: the items the seat may build (paid as declared) and
// the awards that may move up or down within their limits.

import { type GameContext, isStarfarers } from '../../context';
import type { LegalPart, SfBuildAction, StarfarersActions } from '../../legal';
import { mayAct } from '../../may-act';
import { actorOf, publicState } from '../../spots';
import {
  awardCount,
  coloniesInSystem,
  earthSupplySeats,
  isUpgrade,
  nextStationSpot,
  SF_AWARD_MAX,
  SF_COLONIES_PER_SYSTEM,
  SF_TWO_PER_SYSTEM_PLAYERS,
  SF_UPGRADE_MAX,
  seedRules,
  upgradeCount,
} from '../../starfarers';
import { type Seat, SF_AWARDS, SF_ITEMS, SF_RACES, type StarfarersPlayer } from '../../types';
import type { GameView } from '../../view';

function starfarers(view: GameView, ctx: GameContext, seat: Seat): StarfarersActions | null {
  if (!isStarfarers(ctx) || view.phase !== 'play') return null;
  const sf = view.players[seat]?.sf;
  if (!sf) return null;
  const seed = seedRules(view.config);
  const awards = SF_AWARDS.map((award) => {
    const n = awardCount(sf, award);
    if (!seed) return { award, up: n < SF_AWARD_MAX[award], down: n > 0 };
    // Edition 2: friendship follows the stations; a pirate needs cannons, ice freight rings.
    if (award === 'friendship') return { award, up: false, down: false };
    if (award === 'pirate' || award === 'ice') {
      const strengthMax = award === 'pirate' ? sf.cannons : sf.freightRings;
      return { award, up: strengthMax >= 1 && n < SF_AWARD_MAX[award], down: n > 0, strengthMax };
    }
    return { award, up: n < SF_AWARD_MAX[award], down: n > 0 };
  });
  if (!mayAct(view, seat)) return { builds: [], awards, fly: false };
  const t = view.turn;
  const fly =
    seed &&
    t.seat === seat &&
    !t.sbp &&
    sf.flight?.turn !== t.number &&
    sf.colonyShips + sf.tradeShips > 0;
  return { builds: builds(view, sf, seed), awards, fly };
}

/** The items `sf` may build now, as decide takes them (sfBuild). */
function builds(view: GameView, sf: StarfarersPlayer, seed: boolean): SfBuildAction[] {
  const items: SfBuildAction[] = [];
  for (const item of SF_ITEMS) {
    if (isUpgrade(item)) {
      if (upgradeCount(sf, item) < SF_UPGRADE_MAX[item]) items.push({ item });
    } else if (item === 'spaceport') {
      const colonies = sf.colonies.flatMap((c, i) => (c.spaceport ? [] : [i]));
      if (colonies.length > 0) items.push({ item, colonies });
    } else if (item === 'colony') {
      if (!seed) items.push({ item });
      else if (sf.colonyShips > 0) {
        if (view.players.length !== SF_TWO_PER_SYSTEM_PLAYERS) items.push({ item });
        else {
          const systems = new Set(
            view.players.flatMap((p) => p.sf?.colonies.flatMap((c) => c.system ?? []) ?? []),
          );
          const fullSystems = [...systems]
            .filter((n) => coloniesInSystem(view.players, n) >= SF_COLONIES_PER_SYSTEM)
            .sort((a, b) => a - b);
          items.push({ item, system: true, fullSystems });
        }
      }
    } else if (item === 'ship') {
      if (!seed) items.push({ item });
    } else if (item === 'tradeStation') {
      if (!seed || sf.tradeShips < 1) continue;
      const races = SF_RACES.flatMap((race) => {
        const spot = nextStationSpot(view.players, race);
        return spot !== null && sf.freightRings >= spot ? [{ race, spot }] : [];
      });
      if (races.length > 0) items.push({ item, races });
    } else if (seed) items.push({ item });
  }
  return items;
}

export const legal: LegalPart<'sfStart' | 'starfarers' | 'supplySeats'> = (view, ctx, seat) => {
  const t = view.turn;
  // The same moment as core's `roll`: Earth's supply goes out with that roll.
  const roll = view.phase === 'play' && !t.sbp && t.seat === seat && !t.rolled && !t.pending;
  return {
    sfStart: isStarfarers(ctx) && view.phase === 'setup' && actorOf(view) === seat,
    starfarers: starfarers(view, ctx, seat),
    supplySeats:
      roll && ctx.ruleset.features.earthSupply
        ? earthSupplySeats(publicState(view)).flatMap((due, s) => (due ? [s] : []))
        : null,
  };
};
