// The phone's seat screen in German: one language's words, loaded only by a page shown in it
// (app/ui/lazy-words.ts).
import type { SeatStrings } from './types';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const words: SeatStrings = {
  title: 'Dein Platz',
  connecting: 'Verbinde mit dem Tisch…',
  reconnecting: 'Verbinde erneut…',
  stale: 'Offline: der letzte Stand, den dieses Telefon gesehen hat.',
  noSeatTitle: 'Dieses Telefon hat keinen Platz',
  noSeatText:
    'Scanne den QR-Code deines Platzes auf dem Tablet erneut. Der Link bindet dieses Telefon an einen Platz; er ist vielleicht abgelaufen oder in einem anderen Browser geöffnet worden.',
  noGameTitle: 'Dieses Spiel gibt es nicht',
  noGameText: 'Das Spiel ist nicht auf dem Tisch-Server. Scanne den QR-Code auf dem Tablet erneut.',
  language: 'Sprache',
  nicknames: 'Spitznamen',
  seatLabel: (n) => `Platz ${n}`,
  yourTurn: 'Du bist dran',
  turnOf: (name) => `${name} ist dran`,
  youMayBuild: 'Du darfst jetzt bauen',
  mayBuild: (name) => `${name} darf bauen`,
  setupPhase: 'Aufbau',
  dice: (n) => `Würfel: ${n}`,
  gameOver: (w) => `Spielende: ${w} hat gewonnen`,
  youWon: 'Du hast gewonnen!',
  hand: 'Deine Hand',
  cards: (n) => plural(n, 'Karte', 'Karten'),
  dev: 'Entwicklungskarten',
  noDev: 'Keine',
  devNames: {
    knight: 'Ritter',
    roadBuilding: 'Straßenbau',
    yearOfPlenty: 'Erfindung',
    monopoly: 'Monopol',
    victoryPoint: 'Siegpunkt',
  },
  devStates: {
    playable: 'jetzt spielbar',
    new: 'diese Runde gekauft',
    later: 'nicht jetzt',
    counts: 'zählt in deinen Punkten',
  },
  onTablet: 'am Tablet spielen',
  play: 'Spielen',
  score: 'Punkte',
  vpOf: (vp, t) => `${vp} von ${t} SP`,
  othersSee: (n) => `andere sehen ${n}`,
  parts: {
    settlements: 'Siedlungen',
    cities: 'Städte',
    longestRoad: 'Längste Handelsstraße',
    largestArmy: 'Größte Rittermacht',
    vpCards: 'Aufgedeckte Siegpunkte',
    hiddenVpCards: 'Verdeckte Siegpunkte',
    islands: 'Neue Inseln',
    homeBase: 'Heimatgebiet des Gegners',
    colonies: 'Kolonien',
    spaceports: 'Raumhäfen',
    friendship: 'Freundschaft',
    pirates: 'Piraten',
    ice: 'Eisplaneten',
    fame: 'Ruhm',
  },
  income: 'Erwartet pro Wurf',
  incomeTotal: (x) => `≈ ${x} Karten pro Wurf`,
  incomeSupply: (x) => `davon ≈ ${x} aus dem Nachschub der Erde (eigene Würfe, unter 9 SP)`,
  incomeNone: 'Noch keine Gebäude an Zahlen.',
  perRoll: 'pro Wurf',
  lastChange: 'Letzte Änderung',
  nothingYet: 'Keine Änderung, seit diese Seite offen ist.',
  nothingForYou: 'nichts für dich',
  reason: (r, name) => {
    switch (r.kind) {
      case 'roll':
        return `Wurf ${r.sum}`;
      case 'setup':
        return 'Startkarten';
      case 'chosen':
        return 'Gewählte Startkarten';
      case 'discarded':
        return 'Abgeworfen bei einer 7';
      case 'stolenBy':
        return `Gestohlen von ${name(r.by)}`;
      case 'stoleFrom':
        return `Gestohlen bei ${name(r.from)}`;
      case 'bankTrade':
        return 'Handel mit der Bank';
      case 'tradeWith':
        return `Handel mit ${name(r.with)}`;
      case 'monopolyBy':
        return `Monopol von ${name(r.by)}`;
      case 'monopoly':
        return 'Dein Monopol';
      case 'yearOfPlenty':
        return 'Erfindung';
      case 'bought':
        return 'Entwicklungskarte gekauft';
      case 'built':
        return 'Gebaut';
      case 'supply':
        return 'Nachschub von der Erde';
      case 'discovery':
        return 'Land entdeckt';
      case 'undo':
        return r.steps === 1
          ? 'Der Gastgeber hat einen Zug zurückgenommen'
          : `Der Gastgeber hat ${r.steps} Züge zurückgenommen`;
      case 'redo':
        return r.steps === 1
          ? 'Der Gastgeber hat einen Zug wiederholt'
          : `Der Gastgeber hat ${r.steps} Züge wiederholt`;
    }
  },
  canBuild: 'Du kannst bauen',
  buildItems: {
    road: 'Straße',
    settlement: 'Siedlung',
    city: 'Stadt',
    ship: 'Schiff',
    devCard: 'Entwicklungskarte',
  },
  buildNeeds: (cards) => `es fehlen ${cards}`,
  deckEmpty: 'keine mehr',
  buildBlocked: {
    notNow: 'nicht jetzt',
    deckEmpty: 'keine mehr',
    pieces: 'keine Figuren mehr',
    spot: 'kein freier Platz',
  },
  built: {
    road: 'eine Straße',
    settlement: 'eine Siedlung',
    city: 'eine Stadt',
    ship: 'ein Schiff',
    colony: 'eine Kolonie',
    spaceport: 'einen Raumhafen',
    booster: 'einen Antrieb',
    cannon: 'eine Kanone',
    freightRing: 'einen Frachtring',
  },
  discardTitle: (n) => `Eine 7: ${plural(n, 'Karte', 'Karten')} abwerfen`,
  chooseTitle: (n) => `${plural(n, 'Startkarte', 'Startkarten')} wählen`,
  yopTitle: 'Erfindung: 2 Karten nehmen',
  monopolyTitle: 'Monopol: welcher Rohstoff?',
  picked: (n, of) => `${n} von ${of} gewählt`,
  submitDiscard: 'Abwerfen',
  submitTake: 'Nehmen',
  cancel: 'Abbrechen',
  add: (r) => `Ein ${r} mehr`,
  remove: (r) => `Ein ${r} weniger`,
  sending: 'Sende…',
  phoneInputOff: 'Eingabe am Telefon ist aus: wähle am Tablet.',
  table: 'Am Tisch',
  vp: (n) => `${n} SP`,
  devCount: (n) => plural(n, 'Entwicklungskarte', 'Entwicklungskarten'),
  rematchTitle: 'Am Tisch beginnt eine Revanche',
  rematchText: 'Gleicher Platz, gleiche Farbe, ein neues Spielfeld.',
  rematchJoin: 'Zur Revanche',
};

export default words;
