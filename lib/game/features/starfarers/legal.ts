// Starfarers, what may be offered now: the items the seat may build (paid as declared) and
// the awards that may move up or down within their limits.

import { type GameContext, isStarfarers } from '../../context';
import { earthSupplySeats } from '../../earth-supply';
import type { LegalPart, SfBuildAction, StarfarersActions } from '../../legal';
import { actorOf, publicState } from '../../spots';
import {
  awardCount,
  coloniesInSystem,
  isUpgrade,
  nextStationSpot,
  SF_AWARD_MAX,
  SF_COLONIES_PER_SYSTEM,
  SF_TWO_PER_SYSTEM_PLAYERS,
  SF_UPGRADE_MAX,
  seedRules,
  upgradeCount,
} from '../../starfarers';
import { mayAct, rollBlock } from '../../turn';
import {
  type Seat,
  SF_AWARDS,
  SF_ITEMS,
  SF_RACES,
  type SfItem,
  type StarfarersPlayer,
} from '../../types';
import type { GameView } from '../../view';

function starfarers(view: GameView, ctx: GameContext, seat: Seat): StarfarersActions | null {
  if (!isStarfarers(ctx) || view.phase !== 'play') return null;
  const sf = view.players[seat]?.sf;
  if (!sf) return null;
  const seed = seedRules(view.config);
  const awards = SF_AWARDS.map((award) => {
    const n = awardCount(sf, award);
    const by = (delta: number) => ({ type: 'sfAward' as const, seat, award, delta });
    const down = n > 0 ? by(-1) : null;
    if (!seed) return { award, up: n < SF_AWARD_MAX[award] ? by(1) : null, down };
    // Edition 2: friendship follows the stations; a pirate needs cannons, ice freight rings.
    if (award === 'friendship') return { award, up: null, down: null };
    if (award === 'pirate' || award === 'ice') {
      // The screen fills `strength` (1..strengthMax): the number on the token beaten.
      const strengthMax = award === 'pirate' ? sf.cannons : sf.freightRings;
      const up = strengthMax >= 1 && n < SF_AWARD_MAX[award] ? by(1) : null;
      return { award, up, down, strengthMax };
    }
    return { award, up: n < SF_AWARD_MAX[award] ? by(1) : null, down };
  });
  if (!mayAct(view, seat)) return { builds: [], awards, fly: null };
  const t = view.turn;
  const fly =
    seed &&
    t.seat === seat &&
    !t.sbp &&
    sf.flight?.turn !== t.number &&
    sf.colonyShips + sf.tradeShips > 0;
  // The screen fills `shake` and `bonus` when the table's own mother ship was shaken.
  return {
    builds: builds(view, seat, sf, seed),
    awards,
    fly: fly ? { type: 'sfFly', seat } : null,
  };
}

/** The items `sf` may build now, as decide takes them (sfBuild, with nothing paid yet). */
function builds(view: GameView, seat: Seat, sf: StarfarersPlayer, seed: boolean): SfBuildAction[] {
  const items: SfBuildAction[] = [];
  const command = (item: SfItem) => ({ type: 'sfBuild' as const, seat, item, pay: {} });
  for (const item of SF_ITEMS) {
    if (isUpgrade(item)) {
      if (upgradeCount(sf, item) < SF_UPGRADE_MAX[item])
        items.push({ item, command: command(item) });
    } else if (item === 'spaceport') {
      const colonies = sf.colonies.flatMap((c, i) => (c.spaceport ? [] : [i]));
      if (colonies.length > 0) items.push({ item, colonies, command: command(item) });
    } else if (item === 'colony') {
      if (!seed) items.push({ item, command: command(item) });
      else if (sf.colonyShips > 0) {
        if (view.players.length !== SF_TWO_PER_SYSTEM_PLAYERS)
          items.push({ item, command: command(item) });
        else {
          const systems = new Set(
            view.players.flatMap((p) => p.sf?.colonies.flatMap((c) => c.system ?? []) ?? []),
          );
          const fullSystems = [...systems]
            .filter((n) => coloniesInSystem(view.players, n) >= SF_COLONIES_PER_SYSTEM)
            .sort((a, b) => a - b);
          items.push({ item, system: true, fullSystems, command: command(item) });
        }
      }
    } else if (item === 'ship') {
      if (!seed) items.push({ item, command: command(item) });
    } else if (item === 'tradeStation') {
      if (!seed || sf.tradeShips < 1) continue;
      const races = SF_RACES.flatMap((race) => {
        const spot = nextStationSpot(view.players, race);
        return spot !== null && sf.freightRings >= spot ? [{ race, spot }] : [];
      });
      if (races.length > 0) items.push({ item, races, command: command(item) });
    } else if (seed) items.push({ item, command: command(item) });
  }
  return items;
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
