// Every word the print kit prints, in English, Swedish, German and Danish. The Swedish table
// nicknames (../shared/rules.md) replace the formal resource names when asked for.

import { type Lang, RESOURCE_NAMES, resourceName, TERRAIN_NAMES } from '../lib/i18n/names';
import { byResource, type Resource, type Terrain } from '../lib/rules/vocab';
import type { DevKind, Special } from './pieces';

export { LANGS, type Lang } from '../lib/i18n/names';

export interface Strings {
  readonly terrain: Readonly<Record<Terrain, string>>;
  readonly resource: Readonly<Record<Resource, string>>;
  readonly dev: Readonly<Record<DevKind, string>>;
  readonly devText: Readonly<Record<DevKind, string>>;
  readonly special: Readonly<Record<Special, string>>;
  readonly specialText: Readonly<Record<Special, string>>;
  readonly costTitle: string;
  readonly build: {
    readonly road: string;
    readonly settlement: string;
    readonly city: string;
    readonly devCard: string;
    readonly ship: string;
  };
  readonly vp: (n: number) => string;
  readonly robber: string;
  readonly score: string;
  readonly guideTitle: string;
  readonly guideHow: string;
  readonly playThis: string;
  readonly shareCode: string;
  readonly calibrationTitle: string;
  readonly calibrationHow: string;
  readonly fold: string;
  readonly glue: string;
  readonly any: string;
  readonly hexLabel: string;
  readonly tokenLabel: string;
  readonly cardLabel: string;
  /** Footer of a page whose backs follow it. */
  readonly duplexNote: string;
  readonly backsOf: (page: number) => string;
  /** The footer of a blank back page (a duplex file's front without a back). */
  readonly blankBack: (page: number) => string;
  readonly foldNote: string;
  /** Intimate Settlers: what the kit holds for the discovery bags. */
  readonly discovery: (hexes: number, tokens: number) => string;
}

const en: Strings = {
  terrain: TERRAIN_NAMES.en,
  resource: RESOURCE_NAMES.en,
  dev: {
    knight: 'Knight',
    roadBuilding: 'Road Building',
    yearOfPlenty: 'Year of Plenty',
    monopoly: 'Monopoly',
    victoryPoint: 'Victory Point',
  },
  devText: {
    knight: 'Move the robber and take a card from a player beside it.',
    roadBuilding: 'Build two roads for free.',
    yearOfPlenty: 'Take any two resources from the bank.',
    monopoly: 'Name a resource: every opponent gives you all of it.',
    victoryPoint: '1 victory point.',
  },
  special: { longestRoad: 'Longest Road', largestArmy: 'Largest Army' },
  specialText: {
    longestRoad: 'The longest unbroken road, at least 5 segments.',
    largestArmy: 'The most knights played, at least 3.',
  },
  costTitle: 'Building costs',
  build: {
    road: 'Road',
    settlement: 'Settlement',
    city: 'City',
    devCard: 'Development card',
    ship: 'Ship',
  },
  vp: (n) => `${n} VP`,
  robber: 'Robber',
  score: 'Score',
  guideTitle: 'Board layout',
  guideHow:
    'Lay the hexes in the order of the small numbers, then the number tokens. Harbor marks face the land.',
  playThis: 'Play this board',
  shareCode: 'Share code',
  calibrationTitle: 'Calibration',
  calibrationHow:
    'Print at 100 % ("actual size", no fit-to-page). Every ruler and outline below must measure exactly what it says.',
  fold: 'fold',
  glue: 'glue',
  any: 'any',
  hexLabel: 'hex',
  tokenLabel: 'token',
  cardLabel: 'card',
  duplexNote: 'Print double-sided, flip on the long edge',
  backsOf: (n) => `Backs of page ${n}`,
  blankBack: (n) => `Back of page ${n}: blank on purpose`,
  foldNote: 'Cut round each pair, fold on the dashed line, glue back to back',
  discovery: (h, t) => `Discovery bags (printed in this kit): ${h} hexes, ${t} number tokens.`,
};

const sv: Strings = {
  terrain: TERRAIN_NAMES.sv,
  resource: RESOURCE_NAMES.sv,
  dev: {
    knight: 'Riddare',
    roadBuilding: 'Vägbygge',
    yearOfPlenty: 'Överflöd',
    monopoly: 'Monopol',
    victoryPoint: 'Segerpoäng',
  },
  devText: {
    knight: 'Flytta rövaren och ta ett kort från en spelare intill.',
    roadBuilding: 'Bygg två vägar gratis.',
    yearOfPlenty: 'Ta två valfria råvaror från banken.',
    monopoly: 'Nämn en råvara: alla motspelare ger dig allt de har av den.',
    victoryPoint: '1 segerpoäng.',
  },
  special: { longestRoad: 'Längsta vägen', largestArmy: 'Största riddarstyrkan' },
  specialText: {
    longestRoad: 'Den längsta obrutna vägen, minst 5 bitar.',
    largestArmy: 'Flest spelade riddare, minst 3.',
  },
  costTitle: 'Byggkostnader',
  build: {
    road: 'Väg',
    settlement: 'By',
    city: 'Stad',
    devCard: 'Utvecklingskort',
    ship: 'Skepp',
  },
  vp: (n) => `${n} p`,
  robber: 'Rövaren',
  score: 'Poäng',
  guideTitle: 'Spelplan',
  guideHow:
    'Lägg brickorna i de små siffrornas ordning, sedan sifferbrickorna. Hamnmärkena vänds mot land.',
  playThis: 'Spela den här planen',
  shareCode: 'Delningskod',
  calibrationTitle: 'Kalibrering',
  calibrationHow:
    'Skriv ut i 100 % ("faktisk storlek", ingen anpassning). Varje linjal och kontur nedan ska mäta exakt det som står.',
  fold: 'vik',
  glue: 'limma',
  any: 'valfri',
  hexLabel: 'hexbricka',
  tokenLabel: 'sifferbricka',
  cardLabel: 'kort',
  duplexNote: 'Skriv ut dubbelsidigt, vänd längs långsidan',
  backsOf: (n) => `Baksidor till sida ${n}`,
  blankBack: (n) => `Baksida till sida ${n}: tom med avsikt`,
  foldNote: 'Klipp runt varje par, vik vid den streckade linjen, limma ihop',
  discovery: (h, t) => `Upptäcktspåsar (finns i detta kit): ${h} hexbrickor, ${t} sifferbrickor.`,
};

/** Swedish table nicknames (rules.md): the first nickname of each resource and piece. */
const svNick: Partial<Strings> = {
  resource: byResource((r) => resourceName('sv', r, true)),
  build: {
    road: 'Väg',
    settlement: 'Hus',
    city: 'Stad',
    devCard: 'Utvecklingskort',
    ship: 'Skepp',
  },
  robber: 'Rånaren',
};

const de: Strings = {
  terrain: TERRAIN_NAMES.de,
  resource: RESOURCE_NAMES.de,
  dev: {
    knight: 'Ritter',
    roadBuilding: 'Straßenbau',
    yearOfPlenty: 'Überfluss',
    monopoly: 'Monopol',
    victoryPoint: 'Siegpunkt',
  },
  devText: {
    knight: 'Versetze den Räuber und ziehe eine Karte von einem Nachbarn.',
    roadBuilding: 'Baue zwei Straßen kostenlos.',
    yearOfPlenty: 'Nimm zwei beliebige Rohstoffe aus der Bank.',
    monopoly: 'Nenne einen Rohstoff: alle Gegner geben dir alles davon.',
    victoryPoint: '1 Siegpunkt.',
  },
  special: { longestRoad: 'Längste Straße', largestArmy: 'Größte Rittermacht' },
  specialText: {
    longestRoad: 'Die längste ununterbrochene Straße, mindestens 5 Stücke.',
    largestArmy: 'Die meisten gespielten Ritter, mindestens 3.',
  },
  costTitle: 'Baukosten',
  build: {
    road: 'Straße',
    settlement: 'Siedlung',
    city: 'Stadt',
    devCard: 'Entwicklungskarte',
    ship: 'Schiff',
  },
  vp: (n) => `${n} SP`,
  robber: 'Räuber',
  score: 'Punkte',
  guideTitle: 'Spielplan',
  guideHow:
    'Lege die Felder in der Reihenfolge der kleinen Zahlen, dann die Zahlenchips. Hafenmarken zeigen zum Land.',
  playThis: 'Diesen Plan spielen',
  shareCode: 'Teilcode',
  calibrationTitle: 'Kalibrierung',
  calibrationHow:
    'Mit 100 % drucken („tatsächliche Größe“, nicht anpassen). Jedes Lineal und jeder Umriss muss genau das angegebene Maß haben.',
  fold: 'falzen',
  glue: 'kleben',
  any: 'beliebig',
  hexLabel: 'Feld',
  tokenLabel: 'Zahlenchip',
  cardLabel: 'Karte',
  duplexNote: 'Beidseitig drucken, an der langen Kante wenden',
  backsOf: (n) => `Rückseiten zu Seite ${n}`,
  blankBack: (n) => `Rückseite zu Seite ${n}: absichtlich leer`,
  foldNote: 'Jedes Paar ausschneiden, an der gestrichelten Linie falzen, zusammenkleben',
  discovery: (h, t) =>
    `Entdeckungsbeutel (in diesem Satz gedruckt): ${h} Felder, ${t} Zahlenchips.`,
};

const da: Strings = {
  terrain: TERRAIN_NAMES.da,
  resource: RESOURCE_NAMES.da,
  dev: {
    knight: 'Ridder',
    roadBuilding: 'Vejbygning',
    yearOfPlenty: 'Overflod',
    monopoly: 'Monopol',
    victoryPoint: 'Sejrspoint',
  },
  devText: {
    knight: 'Flyt røveren og tag et kort fra en spiller ved siden af.',
    roadBuilding: 'Byg to veje gratis.',
    yearOfPlenty: 'Tag to valgfrie råstoffer fra banken.',
    monopoly: 'Nævn et råstof: alle modspillere giver dig alt, de har af det.',
    victoryPoint: '1 sejrspoint.',
  },
  special: { longestRoad: 'Længste vej', largestArmy: 'Største hær' },
  specialText: {
    longestRoad: 'Den længste ubrudte vej, mindst 5 stykker.',
    largestArmy: 'Flest spillede riddere, mindst 3.',
  },
  costTitle: 'Byggeomkostninger',
  build: {
    road: 'Vej',
    settlement: 'Bosættelse',
    city: 'By',
    devCard: 'Udviklingskort',
    ship: 'Skib',
  },
  vp: (n) => `${n} SP`,
  robber: 'Røveren',
  score: 'Point',
  guideTitle: 'Spilleplade',
  guideHow:
    'Læg brikkerne i de små tals rækkefølge, derefter talbrikkerne. Havnemærkerne vender mod land.',
  playThis: 'Spil denne plade',
  shareCode: 'Delekode',
  calibrationTitle: 'Kalibrering',
  calibrationHow:
    'Udskriv i 100 % ("faktisk størrelse", ingen tilpasning). Hver lineal og kontur nedenfor skal måle præcis det angivne.',
  fold: 'fold',
  glue: 'lim',
  any: 'valgfri',
  hexLabel: 'felt',
  tokenLabel: 'talbrik',
  cardLabel: 'kort',
  duplexNote: 'Udskriv dobbeltsidet, vend på den lange kant',
  backsOf: (n) => `Bagsider til side ${n}`,
  blankBack: (n) => `Bagside til side ${n}: tom med vilje`,
  foldNote: 'Klip hvert par ud, fold ved den stiplede linje, lim sammen',
  discovery: (h, t) => `Opdagelsesposer (trykt i dette sæt): ${h} felter, ${t} talbrikker.`,
};

const TABLE: Readonly<Record<Lang, Strings>> = { en, sv, de, da };

/** The strings for a language; Swedish nicknames only apply to Swedish. */
export function strings(lang: Lang, nicknames = false): Strings {
  const s = TABLE[lang];
  return lang === 'sv' && nicknames ? { ...s, ...svNick } : s;
}
