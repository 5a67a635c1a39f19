// Words of the tablet's Starfarers screen in the table's four languages (our own words; the
// rule sources give no costs, so nothing here names a price). Resource names come from
// lib/i18n/names.ts through describe.ts.

import { genitive } from '@/app/ui/possessive';
import type { SfAward, SfItem } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';

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
  readonly ev: {
    readonly started: (name: string) => string;
    readonly built: (name: string, item: string, paid: string) => string;
    readonly awarded: (name: string, award: string, delta: number) => string;
    readonly supply: (names: string) => string;
  };
}

const signed = (d: number) => (d > 0 ? `+${d}` : `−${-d}`);

const en: SfStrings = {
  setupTitle: (n) => `${n}: starting colonies and spaceport`,
  setupHelp:
    'For each piece on the printed board, tap the number of each planet beside it, then that planet’s resource.',
  colonyN: (n) => `Colony ${n}`,
  spaceport: 'Spaceport',
  number: 'Number',
  resource: 'Resource',
  planet: (n, r) => `${r} ${n}`,
  removePlanet: (p) => `Remove ${p}`,
  noPlanets: 'No planet yet',
  fullPiece: 'Three planets: that is the most',
  confirmStart: 'Confirm the start',
  stillToStart: (n) => `Still to set up: ${n}`,
  build: 'Build',
  awards: 'Awards',
  items: {
    colony: 'Colony',
    spaceport: 'Spaceport',
    booster: 'Booster',
    cannon: 'Cannon',
    freightRing: 'Freight ring',
    ship: 'Spaceship',
  },
  itemNotes: {
    colony: 'a new colony, by its planets',
    spaceport: 'upgrades one of the colonies',
    booster: 'on the mother ship',
    cannon: 'on the mother ship',
    freightRing: 'on the mother ship',
    ship: 'colony ship or trade ship',
  },
  ofMax: (n, m) => `${n} of ${m}`,
  noneLeft: 'none left',
  noColony: 'no colony left to upgrade',
  whichColony: 'Which colony becomes a spaceport?',
  newColony: 'The new colony’s planets',
  payTitle: (n, i) => `${n} pays for: ${i}`,
  payHelp:
    'The prices are on the overview cards, not in the app: tap the cards paid, and the app takes them from the hand.',
  holds: (n, k) => `${n} holds ${k} ${k === 1 ? 'card' : 'cards'}`,
  payConfirm: (k) => `Build, paying ${k} ${k === 1 ? 'card' : 'cards'}`,
  back: 'Back',
  awardsHelp: 'Won in flight: tap + when a token or ring is taken, − to put one back.',
  awardNames: {
    friendship: 'Friendship',
    pirate: 'Pirates beaten',
    ice: 'Ice planets',
    fame: 'Fame rings',
  },
  awardVp: { friendship: '2 VP each', pirate: '1 VP each', ice: '1 VP each', fame: '2 = 1 VP' },
  awardAdd: (a, n) => `${a}: one more for ${n}`,
  awardRemove: (a, n) => `${a}: one fewer for ${n}`,
  earthSupply: 'Earth supply',
  supplyHelp: 'Under 9 VP: one card from Earth after every roll',
  supplyDraw: 'Earth’s supply cards',
  supplyApp: 'The app draws',
  supplyTable: 'Drawn from the pile',
  supplyPick: (n) => `${n}’s supply card`,
  stealTitle: (n) => `${n} draws a card from whom?`,
  overview: 'Colonies and mother ships',
  motherShip: 'Mother ship',
  byNumber: 'What each number pays',
  nobodyOn: 'nobody',
  fromPlanet: (n, r) => `${n} · ${r}`,
  supplied: (n) => `Earth sends a card to ${n}`,
  noPlanetPays: (s) => `No colony beside a ${s}`,
  coloniesN: (n) => `${n} ${n === 1 ? 'colony' : 'colonies'}`,
  spaceportsN: (n) => `${n} ${n === 1 ? 'spaceport' : 'spaceports'}`,
  ev: {
    started: (n) => `${n} sets up two colonies and a spaceport`,
    built: (n, i, p) => `${n} builds: ${i}${p ? ` (pays ${p})` : ''}`,
    awarded: (n, a, d) => `${n}: ${a} ${signed(d)}`,
    supply: (n) => `Earth supplies ${n}`,
  },
};

const sv: SfStrings = {
  setupTitle: (n) => `${n}: startkolonier och rymdhamn`,
  setupHelp:
    'För varje pjäs på den tryckta spelplanen: tryck numret på varje planet bredvid den, sedan planetens resurs.',
  colonyN: (n) => `Koloni ${n}`,
  spaceport: 'Rymdhamn',
  number: 'Nummer',
  resource: 'Resurs',
  planet: (n, r) => `${r} ${n}`,
  removePlanet: (p) => `Ta bort ${p}`,
  noPlanets: 'Ingen planet än',
  fullPiece: 'Tre planeter: fler går inte',
  confirmStart: 'Bekräfta starten',
  stillToStart: (n) => `Kvar att ställa upp: ${n}`,
  build: 'Bygg',
  awards: 'Utmärkelser',
  items: {
    colony: 'Koloni',
    spaceport: 'Rymdhamn',
    booster: 'Raket',
    cannon: 'Kanon',
    freightRing: 'Lastring',
    ship: 'Rymdskepp',
  },
  itemNotes: {
    colony: 'en ny koloni, med sina planeter',
    spaceport: 'bygger ut en av kolonierna',
    booster: 'på moderskeppet',
    cannon: 'på moderskeppet',
    freightRing: 'på moderskeppet',
    ship: 'koloniskepp eller handelsskepp',
  },
  ofMax: (n, m) => `${n} av ${m}`,
  noneLeft: 'inga kvar',
  noColony: 'ingen koloni kvar att bygga ut',
  whichColony: 'Vilken koloni blir rymdhamn?',
  newColony: 'Den nya koloniens planeter',
  payTitle: (n, i) => `${n} betalar för: ${i}`,
  payHelp:
    'Priserna står på översiktskorten, inte i appen: tryck på korten som betalas, så tar appen dem ur handen.',
  holds: (n, k) => `${n} har ${k} kort`,
  payConfirm: (k) => `Bygg och betala ${k} kort`,
  back: 'Tillbaka',
  awardsHelp:
    'Vunnet under flygningen: tryck + när en bricka eller ring tas, − för att lägga tillbaka.',
  awardNames: {
    friendship: 'Vänskap',
    pirate: 'Besegrade pirater',
    ice: 'Isplaneter',
    fame: 'Äreringar',
  },
  awardVp: { friendship: '2 SP var', pirate: '1 SP var', ice: '1 SP var', fame: '2 = 1 SP' },
  awardAdd: (a, n) => `${a}: en till för ${n}`,
  awardRemove: (a, n) => `${a}: en färre för ${n}`,
  earthSupply: 'Jordens förnödenheter',
  supplyHelp: 'Under 9 SP: ett kort från jorden efter varje slag',
  supplyDraw: 'Jordens förnödenhetskort',
  supplyApp: 'Appen drar',
  supplyTable: 'Dras ur högen',
  supplyPick: (n) => `${genitive('sv', n)} kort från jorden`,
  stealTitle: (n) => `Vem drar ${n} ett kort från?`,
  overview: 'Kolonier och moderskepp',
  motherShip: 'Moderskepp',
  byNumber: 'Vad varje nummer ger',
  nobodyOn: 'ingen',
  fromPlanet: (n, r) => `${n} · ${r}`,
  supplied: (n) => `Jorden skickar ett kort till ${n}`,
  noPlanetPays: (s) => `Ingen koloni vid en ${s}`,
  coloniesN: (n) => `${n} ${n === 1 ? 'koloni' : 'kolonier'}`,
  spaceportsN: (n) => `${n} ${n === 1 ? 'rymdhamn' : 'rymdhamnar'}`,
  ev: {
    started: (n) => `${n} ställer upp två kolonier och en rymdhamn`,
    built: (n, i, p) => `${n} bygger: ${i}${p ? ` (betalar ${p})` : ''}`,
    awarded: (n, a, d) => `${n}: ${a} ${signed(d)}`,
    supply: (n) => `Jorden förser ${n}`,
  },
};

const de: SfStrings = {
  setupTitle: (n) => `${n}: Startkolonien und Raumhafen`,
  setupHelp:
    'Für jede Figur auf dem gedruckten Plan: die Zahl jedes Planeten daneben antippen, dann seinen Rohstoff.',
  colonyN: (n) => `Kolonie ${n}`,
  spaceport: 'Raumhafen',
  number: 'Zahl',
  resource: 'Rohstoff',
  planet: (n, r) => `${r} ${n}`,
  removePlanet: (p) => `${p} entfernen`,
  noPlanets: 'Noch kein Planet',
  fullPiece: 'Drei Planeten: mehr geht nicht',
  confirmStart: 'Start bestätigen',
  stillToStart: (n) => `Noch aufzustellen: ${n}`,
  build: 'Bauen',
  awards: 'Auszeichnungen',
  items: {
    colony: 'Kolonie',
    spaceport: 'Raumhafen',
    booster: 'Antrieb',
    cannon: 'Kanone',
    freightRing: 'Frachtring',
    ship: 'Raumschiff',
  },
  itemNotes: {
    colony: 'eine neue Kolonie, mit ihren Planeten',
    spaceport: 'baut eine der Kolonien aus',
    booster: 'am Mutterschiff',
    cannon: 'am Mutterschiff',
    freightRing: 'am Mutterschiff',
    ship: 'Kolonie- oder Handelsschiff',
  },
  ofMax: (n, m) => `${n} von ${m}`,
  noneLeft: 'keine mehr',
  noColony: 'keine Kolonie mehr zum Ausbauen',
  whichColony: 'Welche Kolonie wird Raumhafen?',
  newColony: 'Die Planeten der neuen Kolonie',
  payTitle: (n, i) => `${n} bezahlt: ${i}`,
  payHelp:
    'Die Preise stehen auf den Übersichtskarten, nicht in der App: die bezahlten Karten antippen, die App nimmt sie aus der Hand.',
  holds: (n, k) => `${n} hat ${k} ${k === 1 ? 'Karte' : 'Karten'}`,
  payConfirm: (k) => `Bauen, ${k} ${k === 1 ? 'Karte' : 'Karten'} bezahlen`,
  back: 'Zurück',
  awardsHelp: 'Im Flug gewonnen: + wenn ein Plättchen oder Ring genommen wird, − zum Zurücklegen.',
  awardNames: {
    friendship: 'Freundschaft',
    pirate: 'Besiegte Piraten',
    ice: 'Eisplaneten',
    fame: 'Ruhmesringe',
  },
  awardVp: { friendship: 'je 2 SP', pirate: 'je 1 SP', ice: 'je 1 SP', fame: '2 = 1 SP' },
  awardAdd: (a, n) => `${a}: eins mehr für ${n}`,
  awardRemove: (a, n) => `${a}: eins weniger für ${n}`,
  earthSupply: 'Nachschub der Erde',
  supplyHelp: 'Unter 9 SP: nach jedem Wurf eine Karte von der Erde',
  supplyDraw: 'Nachschubkarten der Erde',
  supplyApp: 'Die App zieht',
  supplyTable: 'Vom Stapel gezogen',
  supplyPick: (n) => `Nachschubkarte für ${n}`,
  stealTitle: (n) => `Von wem zieht ${n} eine Karte?`,
  overview: 'Kolonien und Mutterschiffe',
  motherShip: 'Mutterschiff',
  byNumber: 'Was jede Zahl bringt',
  nobodyOn: 'niemand',
  fromPlanet: (n, r) => `${n} · ${r}`,
  supplied: (n) => `Die Erde schickt eine Karte an ${n}`,
  noPlanetPays: (s) => `Keine Kolonie an einer ${s}`,
  coloniesN: (n) => `${n} ${n === 1 ? 'Kolonie' : 'Kolonien'}`,
  spaceportsN: (n) => `${n} ${n === 1 ? 'Raumhafen' : 'Raumhäfen'}`,
  ev: {
    started: (n) => `${n} stellt zwei Kolonien und einen Raumhafen auf`,
    built: (n, i, p) => `${n} baut: ${i}${p ? ` (zahlt ${p})` : ''}`,
    awarded: (n, a, d) => `${n}: ${a} ${signed(d)}`,
    supply: (n) => `Die Erde versorgt ${n}`,
  },
};

const da: SfStrings = {
  setupTitle: (n) => `${n}: startkolonier og rumhavn`,
  setupHelp:
    'For hver brik på den trykte plade: tryk nummeret på hver planet ved siden af, og så planetens ressource.',
  colonyN: (n) => `Koloni ${n}`,
  spaceport: 'Rumhavn',
  number: 'Nummer',
  resource: 'Ressource',
  planet: (n, r) => `${r} ${n}`,
  removePlanet: (p) => `Fjern ${p}`,
  noPlanets: 'Ingen planet endnu',
  fullPiece: 'Tre planeter: flere kan der ikke være',
  confirmStart: 'Bekræft starten',
  stillToStart: (n) => `Mangler at stille op: ${n}`,
  build: 'Byg',
  awards: 'Belønninger',
  items: {
    colony: 'Koloni',
    spaceport: 'Rumhavn',
    booster: 'Booster',
    cannon: 'Kanon',
    freightRing: 'Fragtring',
    ship: 'Rumskib',
  },
  itemNotes: {
    colony: 'en ny koloni, med dens planeter',
    spaceport: 'udbygger en af kolonierne',
    booster: 'på moderskibet',
    cannon: 'på moderskibet',
    freightRing: 'på moderskibet',
    ship: 'koloniskib eller handelsskib',
  },
  ofMax: (n, m) => `${n} af ${m}`,
  noneLeft: 'ingen tilbage',
  noColony: 'ingen koloni tilbage at udbygge',
  whichColony: 'Hvilken koloni bliver rumhavn?',
  newColony: 'Den nye kolonis planeter',
  payTitle: (n, i) => `${n} betaler for: ${i}`,
  payHelp:
    'Priserne står på oversigtskortene, ikke i appen: tryk på de kort, der betales, så tager appen dem fra hånden.',
  holds: (n, k) => `${n} har ${k} kort`,
  payConfirm: (k) => `Byg og betal ${k} kort`,
  back: 'Tilbage',
  awardsHelp:
    'Vundet under flyvningen: tryk + når en brik eller ring tages, − for at lægge den tilbage.',
  awardNames: {
    friendship: 'Venskab',
    pirate: 'Besejrede pirater',
    ice: 'Isplaneter',
    fame: 'Berømmelsesringe',
  },
  awardVp: { friendship: '2 SP hver', pirate: '1 SP hver', ice: '1 SP hver', fame: '2 = 1 SP' },
  awardAdd: (a, n) => `${a}: én mere til ${n}`,
  awardRemove: (a, n) => `${a}: én færre til ${n}`,
  earthSupply: 'Forsyninger fra Jorden',
  supplyHelp: 'Under 9 SP: ét kort fra Jorden efter hvert slag',
  supplyDraw: 'Jordens forsyningskort',
  supplyApp: 'Appen trækker',
  supplyTable: 'Trækkes fra bunken',
  supplyPick: (n) => `${genitive('da', n)} forsyningskort`,
  stealTitle: (n) => `Hvem trækker ${n} et kort fra?`,
  overview: 'Kolonier og moderskibe',
  motherShip: 'Moderskib',
  byNumber: 'Hvad hvert nummer giver',
  nobodyOn: 'ingen',
  fromPlanet: (n, r) => `${n} · ${r}`,
  supplied: (n) => `Jorden sender et kort til ${n}`,
  noPlanetPays: (s) => `Ingen koloni ved en ${s}`,
  coloniesN: (n) => `${n} ${n === 1 ? 'koloni' : 'kolonier'}`,
  spaceportsN: (n) => `${n} ${n === 1 ? 'rumhavn' : 'rumhavne'}`,
  ev: {
    started: (n) => `${n} stiller to kolonier og en rumhavn op`,
    built: (n, i, p) => `${n} bygger: ${i}${p ? ` (betaler ${p})` : ''}`,
    awarded: (n, a, d) => `${n}: ${a} ${signed(d)}`,
    supply: (n) => `Jorden forsyner ${n}`,
  },
};

export const SF: Readonly<Record<Lang, SfStrings>> = { en, sv, de, da };
