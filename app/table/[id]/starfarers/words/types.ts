// The shape of i18n.ts's words, apart from the loader so that each language's file
// (./<lang>.ts) imports only this, and the loader (i18n.ts) only imports them lazily.

import type { SfAward, SfItem, SfRace, SfShake } from '@/lib/game';

export interface SfStrings {
  readonly setupTitle: (name: string) => string;
  readonly setupHelp: string;
  readonly colonyN: (n: number) => string;
  readonly spaceport: string;
  readonly number: string;
  readonly resource: string;
  readonly planet: (n: number, resource: string) => string;
  readonly removePlanet: (planet: string) => string;
  readonly noPlanets: string;
  readonly fullPiece: string;
  readonly confirmStart: string;
  readonly stillToStart: (names: string) => string;
  readonly build: string;
  readonly awards: string;
  readonly items: Readonly<Record<SfItem, string>>;
  readonly itemNotes: Readonly<Record<SfItem, string>>;
  readonly ofMax: (n: number, max: number) => string;
  readonly noneLeft: string;
  readonly noColony: string;
  readonly whichColony: string;
  readonly newColony: string;
  readonly payTitle: (name: string, item: string) => string;
  readonly payHelp: string;
  readonly holds: (name: string, n: number) => string;
  readonly payConfirm: (n: number) => string;
  readonly back: string;
  readonly awardsHelp: string;
  readonly awardNames: Readonly<Record<SfAward, string>>;
  readonly awardVp: Readonly<Record<SfAward, string>>;
  readonly awardAdd: (award: string, name: string) => string;
  readonly awardRemove: (award: string, name: string) => string;
  readonly earthSupply: string;
  readonly supplyHelp: string;
  readonly supplyDraw: string;
  readonly supplyApp: string;
  readonly supplyTable: string;
  readonly supplyPick: (name: string) => string;
  readonly stealTitle: (name: string) => string;
  readonly overview: string;
  readonly motherShip: string;
  readonly byNumber: string;
  readonly nobodyOn: string;
  readonly fromPlanet: (n: number, resource: string) => string;
  readonly supplied: (names: string) => string;
  readonly noPlanetPays: (sum: number) => string;
  readonly coloniesN: (n: number) => string;
  readonly spaceportsN: (n: number) => string;
  readonly supplyNone: string;
  readonly races: Readonly<Record<SfRace, string>>;
  readonly whichRace: string;
  readonly raceSpot: (race: string, spot: number) => string;
  readonly raceFull: (race: string) => string;
  readonly whichSystem: string;
  readonly systemN: (n: number) => string;
  readonly systemFull: (n: number) => string;
  readonly shipsOnBoard: (colony: number, trade: number) => string;
  readonly tokensHeld: (n: number) => string;
  /** A race's trade stations (their spots) and the friendship cards they gave. */
  readonly stationsAt: (race: string, spots: string, cards: number) => string;
  readonly tokenNumber: string;
  readonly needs: (n: number, what: string) => string;
  readonly fly: string;
  readonly flyHelp: string;
  readonly flyApp: string;
  readonly flyTable: string;
  readonly shakes: Readonly<Record<SfShake, string>>;
  readonly bonus: string;
  readonly flightResult: (shake: string, speed: number) => string;
  readonly ev: {
    readonly flown: (name: string, shake: string, speed: number) => string;
    readonly station: (name: string, race: string, spot: number) => string;
    readonly started: (name: string) => string;
    readonly built: (name: string, item: string, paid: string) => string;
    readonly awarded: (name: string, award: string, delta: number) => string;
    readonly supply: (names: string) => string;
  };
}
