// The phone's seat screen in Danish: one language's words, loaded only by a page shown in it
// (app/ui/lazy-words.ts).
import { genitive } from '@/app/ui/possessive';
import type { SeatStrings } from './types';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const words: SeatStrings = {
  title: 'Din plads',
  connecting: 'Forbinder til bordet…',
  reconnecting: 'Forbinder igen…',
  stale: 'Offline: det sidste, denne telefon så.',
  noSeatTitle: 'Telefonen har ikke en plads',
  noSeatText:
    'Scan din plads’ QR-kode på tabletten igen. Linket binder telefonen til én plads; det kan være udløbet eller åbnet i en anden browser.',
  noGameTitle: 'Spillet findes ikke',
  noGameText: 'Spillet findes ikke på bordets server. Scan QR-koden på tabletten igen.',
  language: 'Sprog',
  nicknames: 'Kælenavne',
  seatLabel: (n) => `Plads ${n}`,
  yourTurn: 'Din tur',
  turnOf: (name) => `${genitive('da', name)} tur`,
  youMayBuild: 'Du må bygge nu',
  mayBuild: (name) => `${name} må bygge`,
  setupPhase: 'Opstilling',
  dice: (n) => `terninger: ${n}`,
  gameOver: (w) => `Spillet er slut: ${w} vandt`,
  youWon: 'Du vandt!',
  hand: 'Din hånd',
  cards: (n) => plural(n, 'kort', 'kort'),
  dev: 'Udviklingskort',
  noDev: 'Ingen',
  devNames: {
    knight: 'Ridder',
    roadBuilding: 'Vejbygning',
    yearOfPlenty: 'Opfindelse',
    monopoly: 'Monopol',
    victoryPoint: 'Sejrspoint',
  },
  devStates: {
    playable: 'kan spilles nu',
    new: 'købt i denne tur',
    later: 'ikke nu',
    counts: 'tæller i dine point',
  },
  onTablet: 'spil det på tabletten',
  play: 'Spil',
  score: 'Point',
  vpOf: (vp, t) => `${vp} af ${t} SP`,
  othersSee: (n) => `andre ser ${n}`,
  parts: {
    settlements: 'Bebyggelser',
    cities: 'Byer',
    longestRoad: 'Længste vej',
    largestArmy: 'Største hær',
    vpCards: 'Viste sejrspoint',
    hiddenVpCards: 'Skjulte sejrspoint',
    islands: 'Nye øer',
    homeBase: 'Modstanderens hjemmebase',
    colonies: 'Kolonier',
    spaceports: 'Rumhavne',
    friendship: 'Venskab',
    pirates: 'Pirater',
    ice: 'Isplaneter',
    fame: 'Berømmelse',
  },
  income: 'Forventet pr. slag',
  incomeTotal: (x) => `≈ ${x} kort pr. slag`,
  incomeSupply: (x) => `heraf ≈ ${x} fra jordens forsyninger (egne slag, under 9 SP)`,
  incomeNone: 'Ingen bygninger ved tal endnu.',
  perRoll: 'pr. slag',
  lastChange: 'Seneste ændring',
  nothingYet: 'Ingen ændring, siden skærmen blev åbnet.',
  nothingForYou: 'intet til dig',
  reason: (r, name) => {
    switch (r.kind) {
      case 'roll':
        return `Slag ${r.sum}`;
      case 'setup':
        return 'Startkort';
      case 'chosen':
        return 'Valgte startkort';
      case 'discarded':
        return 'Smidt ved en 7’er';
      case 'stolenBy':
        return `Stjålet af ${name(r.by)}`;
      case 'stoleFrom':
        return `Stjålet fra ${name(r.from)}`;
      case 'bankTrade':
        return 'Handel med banken';
      case 'tradeWith':
        return `Handel med ${name(r.with)}`;
      case 'monopolyBy':
        return `Monopol af ${name(r.by)}`;
      case 'monopoly':
        return 'Dit monopol';
      case 'yearOfPlenty':
        return 'Opfindelse';
      case 'bought':
        return 'Udviklingskort købt';
      case 'built':
        return 'Bygget';
      case 'supply':
        return 'Forsyninger fra Jorden';
      case 'discovery':
        return 'Opdaget land';
      case 'undo':
        return r.steps === 1 ? 'Værten fortrød et træk' : `Værten fortrød ${r.steps} træk`;
      case 'redo':
        return r.steps === 1 ? 'Værten gentog et træk' : `Værten gentog ${r.steps} træk`;
    }
  },
  canBuild: 'Du kan bygge',
  buildItems: {
    road: 'Vej',
    settlement: 'Bebyggelse',
    city: 'By',
    ship: 'Skib',
    devCard: 'Udviklingskort',
  },
  buildNeeds: (cards) => `mangler ${cards}`,
  deckEmpty: 'ingen tilbage',
  buildBlocked: {
    notNow: 'ikke nu',
    deckEmpty: 'ingen tilbage',
    pieces: 'ingen brikker tilbage',
    spot: 'ingen ledig plads',
  },
  built: {
    road: 'en vej',
    settlement: 'en bebyggelse',
    city: 'en by',
    ship: 'et skib',
    colony: 'en koloni',
    spaceport: 'en rumhavn',
    booster: 'en booster',
    cannon: 'en kanon',
    freightRing: 'en fragtring',
  },
  discardTitle: (n) => `En 7’er: smid ${n} kort`,
  chooseTitle: (n) => `Vælg ${n} startkort`,
  yopTitle: 'Opfindelse: tag 2 kort',
  monopolyTitle: 'Monopol: hvilken råvare?',
  picked: (n, of) => `${n} af ${of} valgt`,
  submitDiscard: 'Smid',
  submitTake: 'Tag',
  cancel: 'Annuller',
  add: (r) => `Én ${r} mere`,
  remove: (r) => `Én ${r} mindre`,
  sending: 'Sender…',
  phoneInputOff: 'Telefon-input er slået fra: vælg på tabletten.',
  table: 'Ved bordet',
  vp: (n) => `${n} SP`,
  devCount: (n) => plural(n, 'udviklingskort', 'udviklingskort'),
  rematchTitle: 'Bordet har startet et returspil',
  rematchText: 'Samme plads, samme farve, en ny spilleplade.',
  rematchJoin: 'Deltag i returspillet',
};

export default words;
