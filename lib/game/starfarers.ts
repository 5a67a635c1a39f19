// Starfarers' limits and public facts in one place, so the engine that checks them and the
// tablet that shows them can never disagree: how far each award and mother-ship upgrade may
// go, who Earth supplies after a roll, and which colonies a planet number pays.

import { STARFARERS_LIMITS } from '../rules/rulesets';
import { RULES_EDITION } from './setup';
import {
  type GameConfig,
  type Planet,
  type Seat,
  SF_RACES,
  type SfAward,
  type SfItem,
  type SfRace,
  type SfShake,
  type StarfarersPlayer,
} from './types';

/**
 * Whether the game plays Starfarers as seed 001 says (edition 2): Earth supplies the roller
 * only, colonies spend colony ships, awards need the mother ship's strength. A game@1 log from
 * before (no edition) replays as it was played.
 */
export const seedRules = (config: GameConfig): boolean =>
  (config.options.edition ?? RULES_EDITION) >= 2;

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

/** The trade station spots at each alien home base, numbered 1 to 5 (seed 001). */
export const SF_STATION_SPOTS = 5;

type SfPlayers = readonly { readonly sf: StarfarersPlayer | null }[];

/** The spot a new trade station at `race` takes (the lowest free one), or null: all five taken. */
export function nextStationSpot(players: SfPlayers, race: SfRace): number | null {
  const taken = players.reduce((n, p) => n + (p.sf?.stations[race].length ?? 0), 0);
  return taken < SF_STATION_SPOTS ? taken + 1 : null;
}

/**
 * Who holds each race's friendship token: "Den spiller, der har flest handelsstationer hos en
 * race, får the friendship-token for den race. Hvis to spillere står lige, så får den person,
 * der har en handelsstation på det laveste nummer, the friendship-token" (seed 001). One token
 * per race; null while nobody has a station there.
 */
export function friendshipHolders(players: SfPlayers): Record<SfRace, Seat | null> {
  const out = {} as Record<SfRace, Seat | null>;
  for (const race of SF_RACES) {
    let best: { seat: Seat; n: number; low: number } | null = null;
    players.forEach((p, seat) => {
      const spots = p.sf?.stations[race] ?? [];
      if (spots.length === 0) return;
      const low = Math.min(...spots);
      if (!best || spots.length > best.n || (spots.length === best.n && low < best.low))
        best = { seat, n: spots.length, low };
    });
    out[race] = (best as { seat: Seat } | null)?.seat ?? null;
  }
  return out;
}

/** The friendship tokens `seat` holds: edition 2 by trade stations, edition 1 as awarded. */
export function friendshipTokens(
  s: { readonly config: GameConfig; readonly players: SfPlayers },
  seat: Seat,
): number {
  const p = s.players[seat]?.sf;
  if (!p) return 0;
  if (!seedRules(s.config)) return p.friendship;
  const holders = friendshipHolders(s.players);
  return SF_RACES.filter((r) => holders[r] === seat).length;
}

/** Colonies (and spaceports) founded in solar system `system`, every seat's. */
export function coloniesInSystem(players: SfPlayers, system: number): number {
  return players.reduce(
    (n, p) => n + (p.sf?.colonies.filter((c) => c.system === system).length ?? 0),
    0,
  );
}

/** With this many players only two colonies may be founded in each solar system (seed 001). */
export const SF_TWO_PER_SYSTEM_PLAYERS = 3;
export const SF_COLONIES_PER_SYSTEM = 2;

/**
 * The mother ship's odds, as pairs of the box's five balls (ten pairs) in SF_SHAKES order:
 * the black ball is among 4 of the 10 pairs (1 − C(4,2)/C(5,2)); the other six pairs give speed
 * 3, 4 and 5 two each (issue 29's survey of public implementations; docs/starfarers.md); a
 * group whose overview card says otherwise sets GameOptions.mothership.
 */
export const MOTHERSHIP_PAIRS: readonly [number, number, number, number] = [4, 2, 2, 2];

/** The odds this game shakes with (pairs out of ten, SF_SHAKES order). */
export const mothershipPairs = (config: GameConfig): readonly [number, number, number, number] =>
  config.options.mothership ?? MOTHERSHIP_PAIRS;

/** The shake for pair number `pair` (0–9) under `pairs`. */
export function shakeOfPair(pairs: readonly number[], pair: number): SfShake {
  const shakes: readonly SfShake[] = ['encounter', 'speed3', 'speed4', 'speed5'];
  let at = 0;
  for (const [i, n] of pairs.entries()) {
    at += n;
    if (pair < at) return shakes[i] ?? 'encounter';
  }
  return 'encounter';
}

/** The balls' own speed: 3 after an encounter ("farten … tre"), else what they show. */
export const shakeSpeed = (shake: SfShake): number =>
  shake === 'encounter' ? 3 : shake === 'speed3' ? 3 : shake === 'speed4' ? 4 : 5;

/** The most friendship-card speed a player can add (one card per race). */
export const SF_BONUS_MAX = 4;

/**
 * The friendship cards `p` holds, by race (edition 2). Seed 001: the first to set up a trade
 * station at a race takes its token, "Desuden må spilleren vælge et friendship-kort for den
 * race. Hver handelsstation, spilleren efterfølgende opretter hos den race, giver ret til at
 * tage yderligere et …": one card of that race for each station there.
 */
export function friendshipCards(p: StarfarersPlayer): Record<SfRace, number> {
  const out = {} as Record<SfRace, number>;
  for (const race of SF_RACES) out[race] = p.stations[race].length;
  return out;
}

/**
 * The most speed `p`'s friendship cards may add to a flight ("Desuden kan man også øge farten
 * ved hjælp af friendship-kort", seed 001): one a card held, at most SF_BONUS_MAX.
 */
export function friendshipBonusMax(p: StarfarersPlayer): number {
  const held = Object.values(friendshipCards(p)).reduce((n, c) => n + c, 0);
  return Math.min(SF_BONUS_MAX, held);
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

/**
 * The mother ship as a ten-sided die (the print kit's paper stand-in): face k (1–10) is pair
 * k − 1 of the box's ten, so the die's odds are the balls' own.
 */
export const d10Faces = (pairs: readonly number[] = MOTHERSHIP_PAIRS): SfShake[] =>
  Array.from({ length: 10 }, (_, i) => shakeOfPair(pairs, i));
