// Words of the phone's seat screen in the table's four languages. Resource names of the island
// games come from lib/i18n/names.ts (with the Swedish nicknames); Starfarers' own resources
// and everything else are here.

import { genitive } from '@/app/ui/possessive';
import type { BuildItem, DevCard } from '@/lib/game';
import { type Lang, resourceName, SPACE_RESOURCE_NAMES } from '@/lib/i18n/names';
import { isResource } from '@/lib/rules/vocab';
import type { ChangeReason, DevState } from './model';

export interface SeatStrings {
  readonly title: string;
  readonly connecting: string;
  readonly reconnecting: string;
  readonly stale: string;
  readonly noSeatTitle: string;
  readonly noSeatText: string;
  readonly noGameTitle: string;
  readonly noGameText: string;
  readonly language: string;
  readonly nicknames: string;
  readonly seatLabel: (n: number) => string;
  readonly yourTurn: string;
  readonly turnOf: (name: string) => string;
  /** Between turns (5–6 players): this phone's player may build now. */
  readonly youMayBuild: string;
  /** Between turns: another player may build. */
  readonly mayBuild: (name: string) => string;
  readonly setupPhase: string;
  readonly dice: (sum: number) => string;
  readonly gameOver: (winner: string) => string;
  readonly youWon: string;
  readonly hand: string;
  readonly cards: (n: number) => string;
  readonly dev: string;
  readonly noDev: string;
  readonly devNames: Readonly<Record<DevCard, string>>;
  readonly devStates: Readonly<Record<DevState, string>>;
  readonly onTablet: string;
  readonly play: string;
  readonly score: string;
  readonly vpOf: (vp: number, target: number) => string;
  readonly othersSee: (n: number) => string;
  readonly parts: Readonly<Record<string, string>>;
  readonly income: string;
  readonly incomeTotal: (x: string) => string;
  readonly incomeNone: string;
  readonly perRoll: string;
  readonly lastChange: string;
  readonly nothingYet: string;
  readonly nothingForYou: string;
  readonly reason: (r: ChangeReason, name: (seat: number) => string) => string;
  readonly built: Readonly<Record<string, string>>;
  readonly canBuild: string;
  readonly buildItems: Readonly<Record<BuildItem, string>>;
  readonly buildNeeds: (cards: string) => string;
  readonly deckEmpty: string;
  /** Why an item of the build list cannot be had now (the cards are said by buildNeeds). */
  readonly buildBlocked: Readonly<Record<'notNow' | 'deckEmpty' | 'pieces' | 'spot', string>>;
  readonly discardTitle: (n: number) => string;
  readonly chooseTitle: (n: number) => string;
  readonly yopTitle: string;
  readonly monopolyTitle: string;
  readonly picked: (n: number, of: number) => string;
  readonly submitDiscard: string;
  readonly submitTake: string;
  readonly cancel: string;
  readonly add: (resource: string) => string;
  readonly remove: (resource: string) => string;
  readonly sending: string;
  readonly phoneInputOff: string;
  readonly table: string;
  readonly vp: (n: number) => string;
  readonly devCount: (n: number) => string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A resource's name in the UI language: the island game's names, or Starfarers' own. */
export function resourceLabel(
  lang: Lang,
  r: string,
  nicknames: boolean,
  starfarers = false,
): string {
  if (!starfarers && isResource(r)) return resourceName(lang, r, nicknames);
  return SPACE_RESOURCE_NAMES[lang][r] ?? r;
}

export const SEAT: Readonly<Record<Lang, SeatStrings>> = {
  en: {
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
  },
  sv: {
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
  },
  de: {
    title: 'Dein Platz',
    connecting: 'Verbinde mit dem Tisch…',
    reconnecting: 'Verbinde erneut…',
    stale: 'Offline: der letzte Stand, den dieses Telefon gesehen hat.',
    noSeatTitle: 'Dieses Telefon hat keinen Platz',
    noSeatText:
      'Scanne den QR-Code deines Platzes auf dem Tablet erneut. Der Link bindet dieses Telefon an einen Platz; er ist vielleicht abgelaufen oder in einem anderen Browser geöffnet worden.',
    noGameTitle: 'Dieses Spiel gibt es nicht',
    noGameText:
      'Das Spiel ist nicht auf dem Tisch-Server. Scanne den QR-Code auf dem Tablet erneut.',
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
  },
  da: {
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
  },
};
