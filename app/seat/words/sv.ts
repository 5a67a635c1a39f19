// The phone's seat screen in Swedish: one language's words, loaded only by a page shown in it
// (app/ui/lazy-words.ts).
import { genitive } from '@/app/ui/possessive';
import type { SeatStrings } from './types';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const words: SeatStrings = {
  title: 'Din plats',
  connecting: 'Ansluter till bordet…',
  reconnecting: 'Återansluter…',
  stale: 'Offline: detta är det senaste läget telefonen såg.',
  noSeatTitle: 'Telefonen har inte gått med på någon plats',
  noSeatText:
    'Skanna din plats QR-kod på surfplattan igen. Länken knyter telefonen till en plats; den kan ha gått ut eller öppnats i en annan webbläsare.',
  noGameTitle: 'Spelet finns inte',
  noGameText: 'Spelet finns inte på bordets server. Skanna QR-koden på surfplattan igen.',
  language: 'Språk',
  nicknames: 'Smeknamn',
  seatLabel: (n) => `Plats ${n}`,
  yourTurn: 'Din tur',
  turnOf: (name) => `${genitive('sv', name)} tur`,
  youMayBuild: 'Du får bygga nu',
  mayBuild: (name) => `${name} får bygga`,
  setupPhase: 'Uppställning',
  dice: (n) => `tärningar: ${n}`,
  gameOver: (w) => `Spelet är slut: ${w} vann`,
  youWon: 'Du vann!',
  hand: 'Din hand',
  cards: (n) => plural(n, 'kort', 'kort'),
  dev: 'Utvecklingskort',
  noDev: 'Inga',
  devNames: {
    knight: 'Riddare',
    roadBuilding: 'Vägbygge',
    yearOfPlenty: 'Uppfinning',
    monopoly: 'Monopol',
    victoryPoint: 'Segerpoäng',
  },
  devStates: {
    playable: 'kan spelas nu',
    new: 'köpt denna tur',
    later: 'inte nu',
    counts: 'räknas i din poäng',
  },
  onTablet: 'spela det på surfplattan',
  play: 'Spela',
  score: 'Poäng',
  vpOf: (vp, t) => `${vp} av ${t} SP`,
  othersSee: (n) => `andra ser ${n}`,
  parts: {
    settlements: 'Byar',
    cities: 'Städer',
    longestRoad: 'Längsta vägen',
    largestArmy: 'Största riddarmakten',
    vpCards: 'Visade segerpoäng',
    hiddenVpCards: 'Dolda segerpoäng',
    islands: 'Nya öar',
    homeBase: 'Motståndarens hemmabas',
    colonies: 'Kolonier',
    spaceports: 'Rymdhamnar',
    friendship: 'Vänskap',
    pirates: 'Pirater',
    ice: 'Isplaneter',
    fame: 'Ära',
  },
  income: 'Väntat per slag',
  incomeTotal: (x) => `≈ ${x} kort per slag`,
  incomeSupply: (x) => `varav ≈ ${x} från jordens förråd (egna slag, under 9 SP)`,
  incomeNone: 'Inga byggnader vid nummer än.',
  perRoll: 'per slag',
  lastChange: 'Senaste ändring',
  nothingYet: 'Ingen ändring sedan skärmen öppnades.',
  nothingForYou: 'inget till dig',
  reason: (r, name) => {
    switch (r.kind) {
      case 'roll':
        return `Slag ${r.sum}`;
      case 'setup':
        return 'Startkort';
      case 'chosen':
        return 'Valda startkort';
      case 'discarded':
        return 'Slängt vid en 7:a';
      case 'stolenBy':
        return `Stulet av ${name(r.by)}`;
      case 'stoleFrom':
        return `Stulet från ${name(r.from)}`;
      case 'bankTrade':
        return 'Byte med banken';
      case 'tradeWith':
        return `Byte med ${name(r.with)}`;
      case 'monopolyBy':
        return `Monopol av ${name(r.by)}`;
      case 'monopoly':
        return 'Ditt monopol';
      case 'yearOfPlenty':
        return 'Uppfinning';
      case 'bought':
        return 'Utvecklingskort köpt';
      case 'built':
        return 'Byggt';
      case 'supply':
        return 'Förnödenheter från jorden';
      case 'discovery':
        return 'Upptäckt land';
      case 'undo':
        return r.steps === 1 ? 'Värden ångrade ett drag' : `Värden ångrade ${r.steps} drag`;
      case 'redo':
        return r.steps === 1 ? 'Värden gjorde om ett drag' : `Värden gjorde om ${r.steps} drag`;
    }
  },
  canBuild: 'Du kan bygga',
  buildItems: {
    road: 'Väg',
    settlement: 'By',
    city: 'Stad',
    ship: 'Skepp',
    devCard: 'Utvecklingskort',
  },
  buildNeeds: (cards) => `saknar ${cards}`,
  deckEmpty: 'slut',
  buildBlocked: {
    notNow: 'inte nu',
    deckEmpty: 'slut',
    pieces: 'inga pjäser kvar',
    spot: 'ingen ledig plats',
  },
  built: {
    road: 'en väg',
    settlement: 'en by',
    city: 'en stad',
    ship: 'ett skepp',
    colony: 'en koloni',
    spaceport: 'en rymdhamn',
    booster: 'en raket',
    cannon: 'en kanon',
    freightRing: 'en lastring',
  },
  discardTitle: (n) => `En 7:a: släng ${n} kort`,
  chooseTitle: (n) => `Välj ${n} startkort`,
  yopTitle: 'Uppfinning: ta 2 kort',
  monopolyTitle: 'Monopol: vilken råvara?',
  picked: (n, of) => `${n} av ${of} valda`,
  submitDiscard: 'Släng',
  submitTake: 'Ta',
  cancel: 'Avbryt',
  add: (r) => `En ${r} till`,
  remove: (r) => `En ${r} mindre`,
  sending: 'Skickar…',
  phoneInputOff: 'Telefonval är av: gör valet på surfplattan.',
  table: 'Vid bordet',
  vp: (n) => `${n} SP`,
  devCount: (n) => plural(n, 'utvecklingskort', 'utvecklingskort'),
  rematchTitle: 'Bordet har startat ett returparti',
  rematchText: 'Samma plats, samma färg, en ny spelplan.',
  rematchJoin: 'Gå med i returpartiet',
};

export default words;
