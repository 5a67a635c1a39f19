// Starfarers' limits and public facts in one place, so the engine that checks them and the
// tablet that shows them can never disagree: how far each award and mother-ship upgrade may
// go, who Earth supplies after a roll, and which colonies a planet number pays.

import { STARFARERS_LIMITS } from '../rules/rulesets';
import { scoreOf } from './score';
import type { GameState, Planet, Seat, SfAward, SfItem, StarfarersPlayer } from './types';

/** The most of each award one player may hold (4 alien races; no printed cap on pirates or ice). */
export const SF_AWARD_MAX: Readonly<Record<SfAward, number>> = {
  friendship: 4,
  pirate: 99,
  ice: 99,
  fame: STARFARERS_LIMITS.fameRings,
};

/** How many of `award` the player holds now. */
export function awardCount(p: StarfarersPlayer, award: SfAward): number {
  switch (award) {
    case 'friendship':
      return p.friendship;
    case 'pirate':
      return p.pirates;
    case 'ice':
      return p.ice;
    case 'fame':
      return p.fameRings;
  }
}

/** The mother-ship upgrades, which have a printed limit. */
export const SF_UPGRADES = ['booster', 'cannon', 'freightRing'] as const;
export type SfUpgrade = (typeof SF_UPGRADES)[number];

export const SF_UPGRADE_MAX: Readonly<Record<SfUpgrade, number>> = {
  booster: STARFARERS_LIMITS.boosters,
  cannon: STARFARERS_LIMITS.cannons,
  freightRing: STARFARERS_LIMITS.freightRings,
};

export const isUpgrade = (item: SfItem | string): item is SfUpgrade =>
  (SF_UPGRADES as readonly string[]).includes(item);

/** How many of an upgrade the player has on the mother ship. */
export function upgradeCount(p: StarfarersPlayer, item: SfUpgrade): number {
  return item === 'booster' ? p.boosters : item === 'cannon' ? p.cannons : p.freightRings;
}

/** Per seat, whether Earth sends it a supply card after a roll (fewer than 9 public VP). */
export function earthSupplySeats(s: GameState): boolean[] {
  return s.players.map((_, i) => scoreOf(s, i).public < STARFARERS_LIMITS.earthSupplyBelowVp);
}

/** A colony (or spaceport) touching a planet: who owns it, and which of their colonies it is. */
export interface PlanetSite {
  readonly seat: Seat;
  readonly colony: number;
  readonly spaceport: boolean;
  readonly planet: Planet;
}

/**
 * Every colony site by the number of the planet it touches, numbers ascending: what each roll
 * pays (one card per site and planet, a spaceport like a colony).
 */
export function sitesByNumber(
  players: readonly { readonly sf: StarfarersPlayer | null }[],
): Map<number, PlanetSite[]> {
  const out = new Map<number, PlanetSite[]>();
  players.forEach((p, seat) => {
    p.sf?.colonies.forEach((c, colony) => {
      for (const planet of c.planets) {
        const list = out.get(planet.number) ?? [];
        list.push({ seat, colony, spaceport: c.spaceport, planet });
        out.set(planet.number, list);
      }
    });
  });
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}
