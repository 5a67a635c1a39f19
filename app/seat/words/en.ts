// The phone's seat screen in English: one language's words, loaded only by a page shown in it
// (app/ui/lazy-words.ts).
import type { SeatStrings } from './types';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const words: SeatStrings = {
  title: 'Your seat',
  connecting: 'Connecting to the table…',
  reconnecting: 'Reconnecting…',
  stale: 'Offline: this is the last state this phone saw.',
  noSeatTitle: 'This phone has not joined a seat',
  noSeatText:
    'Scan your seat’s QR code on the tablet again. The link binds this phone to one seat; it may have expired or been opened in another browser.',
  noGameTitle: 'No such game',
  noGameText: 'This game is not on the table server. Scan the QR code on the tablet again.',
  language: 'Language',
  nicknames: 'Nicknames',
  seatLabel: (n) => `Seat ${n}`,
  yourTurn: 'Your turn',
  turnOf: (name) => `${name}’s turn`,
  youMayBuild: 'You may build now',
  mayBuild: (name) => `${name} may build`,
  setupPhase: 'Setting up',
  dice: (n) => `dice: ${n}`,
  gameOver: (w) => `Game over: ${w} won`,
  youWon: 'You won!',
  hand: 'Your hand',
  cards: (n) => plural(n, 'card', 'cards'),
  dev: 'Development cards',
  noDev: 'None',
  devNames: {
    knight: 'Knight',
    roadBuilding: 'Road building',
    yearOfPlenty: 'Year of plenty',
    monopoly: 'Monopoly',
    victoryPoint: 'Victory point',
  },
  devStates: {
    playable: 'can be played now',
    new: 'bought this turn',
    later: 'not now',
    counts: 'counts in your score',
  },
  onTablet: 'play it on the tablet',
  play: 'Play',
  score: 'Score',
  vpOf: (vp, t) => `${vp} of ${t} VP`,
  othersSee: (n) => `others see ${n}`,
  parts: {
    settlements: 'Settlements',
    cities: 'Cities',
    longestRoad: 'Longest road',
    largestArmy: 'Largest army',
    vpCards: 'Victory points shown',
    hiddenVpCards: 'Hidden victory points',
    islands: 'New islands',
    homeBase: 'Opponent’s home base',
    colonies: 'Colonies',
    spaceports: 'Spaceports',
    friendship: 'Friendship',
    pirates: 'Pirates',
    ice: 'Ice planets',
    fame: 'Fame',
  },
  income: 'Expected per roll',
  incomeTotal: (x) => `≈ ${x} cards per roll`,
  incomeSupply: (x) => `of which ≈ ${x} from Earth’s supply (your own rolls, under 9 VP)`,
  incomeNone: 'No buildings on numbers yet.',
  perRoll: 'per roll',
  lastChange: 'Last change',
  nothingYet: 'No change since this screen opened.',
  nothingForYou: 'nothing for you',
  reason: (r, name) => {
    switch (r.kind) {
      case 'roll':
        return `Roll ${r.sum}`;
      case 'setup':
        return 'Start cards';
      case 'chosen':
        return 'Chosen start cards';
      case 'discarded':
        return 'Discarded on a 7';
      case 'stolenBy':
        return `Stolen by ${name(r.by)}`;
      case 'stoleFrom':
        return `Stolen from ${name(r.from)}`;
      case 'bankTrade':
        return 'Trade with the bank';
      case 'tradeWith':
        return `Trade with ${name(r.with)}`;
      case 'monopolyBy':
        return `Monopoly by ${name(r.by)}`;
      case 'monopoly':
        return 'Your monopoly';
      case 'yearOfPlenty':
        return 'Year of plenty';
      case 'bought':
        return 'Development card bought';
      case 'built':
        return 'Built';
      case 'supply':
        return 'Supply from Earth';
      case 'discovery':
        return 'Discovered land';
      case 'undo':
        return r.steps === 1 ? 'The host undid a move' : `The host undid ${r.steps} moves`;
      case 'redo':
        return r.steps === 1 ? 'The host redid a move' : `The host redid ${r.steps} moves`;
    }
  },
  canBuild: 'You can build',
  buildItems: {
    road: 'Road',
    settlement: 'Settlement',
    city: 'City',
    ship: 'Ship',
    devCard: 'Development card',
  },
  buildNeeds: (cards) => `needs ${cards}`,
  deckEmpty: 'none left',
  buildBlocked: {
    notNow: 'not now',
    deckEmpty: 'none left',
    pieces: 'no pieces left',
    spot: 'no free spot',
  },
  built: {
    road: 'a road',
    settlement: 'a settlement',
    city: 'a city',
    ship: 'a ship',
    colony: 'a colony',
    spaceport: 'a spaceport',
    booster: 'a booster',
    cannon: 'a cannon',
    freightRing: 'a freight ring',
  },
  discardTitle: (n) => `A 7: discard ${plural(n, 'card', 'cards')}`,
  chooseTitle: (n) => `Choose ${plural(n, 'start card', 'start cards')}`,
  yopTitle: 'Year of plenty: take 2 cards',
  monopolyTitle: 'Monopoly: which resource?',
  picked: (n, of) => `${n} of ${of} chosen`,
  submitDiscard: 'Discard',
  submitTake: 'Take',
  cancel: 'Cancel',
  add: (r) => `One more ${r}`,
  remove: (r) => `One less ${r}`,
  sending: 'Sending…',
  phoneInputOff: 'Phone input is off: make this choice on the tablet.',
  table: 'At the table',
  vp: (n) => `${n} VP`,
  devCount: (n) => plural(n, 'development card', 'development cards'),
  rematchTitle: 'The table started a rematch',
  rematchText: 'Same seat, same colour, a new board.',
  rematchJoin: 'Join the rematch',
};

export default words;
