// The tablet’s Starfarers screen in Danish: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import { genitive } from '@/app/ui/possessive';
import type { SfStrings } from './types';

const signed = (d: number) => (d > 0 ? `+${d}` : `−${-d}`);

const words: SfStrings = {
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

export default words;
