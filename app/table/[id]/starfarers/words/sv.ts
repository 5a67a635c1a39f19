// The tablet’s Starfarers screen in Swedish: one language’s words,
// loaded only by a page shown in it (app/ui/lazy-words.ts).
import { genitive } from '@/app/ui/possessive';
import type { SfStrings } from './types';

const signed = (d: number) => (d > 0 ? `+${d}` : `−${-d}`);

const words: SfStrings = {
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

export default words;
