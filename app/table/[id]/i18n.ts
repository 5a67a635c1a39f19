// Words of the tablet's play screen in the table's four languages. Resource and terrain
// names come from lib/i18n/names.ts; rule refusals from app/ui/rule-errors.ts.

import { genitive } from '@/app/ui/possessive';
import type { DevCard } from '@/lib/game';
import type { Direction } from '@/lib/hex';
import type { Lang } from '@/lib/i18n/names';

export type Piece = 'road' | 'settlement' | 'city' | 'ship';

export interface TableStrings {
  readonly notHostTitle: string;
  readonly notHostBody: string;
  readonly loading: string;
  readonly reconnecting: string;
  readonly offlineCopy: string;
  readonly gone: string;
  readonly backToTables: string;
  readonly turnOf: (name: string) => string;
  /** 5–6 players, special building phase: who builds now, after whose turn (it is not theirs). */
  readonly sbpOf: (builder: string, holder: string) => string;
  /** 5–6 players, paired players: the paired player acts during the holder's turn. */
  readonly pairedOf: (builder: string, holder: string) => string;
  readonly turnNumber: (n: number) => string;
  readonly builderOf: (name: string) => string;
  readonly pieces: Readonly<Record<Piece, string>>;
  readonly placeSetup: (name: string, piece: string) => string;
  readonly tapSpot: string;
  readonly noSpot: string;
  readonly whoStarts: string;
  readonly rollForStart: string;
  readonly orPickFirst: string;
  readonly startRolls: (name: string, rolls: string) => string;
  readonly chooseCards: (name: string, n: number) => string;
  readonly rollPrompt: (name: string) => string;
  readonly enterDice: string;
  readonly bySum: string;
  readonly byDice: string;
  readonly die: (n: number) => string;
  readonly sum: string;
  readonly ok: string;
  readonly rollApp: string;
  readonly drawDice: (left: number) => string;
  readonly payoutTitle: (sum: number) => string;
  readonly nobodyGot: string;
  readonly blocked: (terrain: string, token: string, names: string) => string;
  readonly shortNone: (resource: string) => string;
  readonly shortRest: (name: string, resource: string) => string;
  readonly seven: string;
  readonly owes: (name: string, n: number) => string;
  /** On the roll banner: this seat has discarded what it owed. */
  readonly owesDone: (name: string) => string;
  readonly discardsTitle: string;
  readonly discardFor: (name: string, n: number) => string;
  readonly onPhone: string;
  readonly waitingFor: string;
  readonly pickCards: (n: number) => string;
  readonly moveRobber: (name: string) => string;
  readonly chooseVictim: string;
  readonly robNobody: string;
  readonly stealFrom: (name: string) => string;
  /** Declines an optional steal (house variant, Starfarers). */
  readonly noSteal: string;
  readonly build: string;
  readonly buy: string;
  readonly devCard: string;
  readonly cancel: string;
  readonly confirm: string;
  readonly missing: (what: string) => string;
  readonly lots: string;
  readonly bankOut: (what: string) => string;
  readonly needs: (what: string) => string;
  readonly ready: string;
  readonly deckEmpty: string;
  readonly trade: string;
  readonly bankTrade: string;
  readonly playerTrade: string;
  readonly give: string;
  readonly get: string;
  readonly rate: (n: number) => string;
  readonly tradeWith: string;
  readonly devCards: Readonly<Record<DevCard, string>>;
  readonly playCard: string;
  readonly declareCard: string;
  readonly roadBuildingPrompt: (left: number) => string;
  readonly pickTwo: string;
  readonly pickOne: string;
  readonly revealVp: string;
  readonly endTurn: string;
  readonly moveShip: string;
  readonly vp: string;
  readonly cards: (n: number) => string;
  readonly dev: string;
  readonly knights: (n: number) => string;
  readonly longestRoad: string;
  readonly largestArmy: string;
  readonly roadLength: (n: number) => string;
  readonly scoreboard: string;
  readonly undo: string;
  readonly undoWhat: (what: string) => string;
  readonly redo: string;
  readonly undone: (what: string) => string;
  readonly redone: string;
  readonly log: string;
  readonly seatsTab: string;
  readonly stats: string;
  readonly play: string;
  readonly phoneInput: string;
  readonly phoneInputHelp: string;
  readonly scanToJoin: (name: string) => string;
  readonly qrLoading: string;
  readonly gameOver: string;
  readonly wins: (name: string) => string;
  readonly finalScores: string;
  /** Closes the game-over card to look at the final board. */
  readonly seeBoard: string;
  readonly flip: string;
  readonly statsOnBoard: string;
  readonly statsLoading: string;
  readonly language: string;
  readonly bank: string;
  readonly devLeft: (n: number) => string;
  readonly refused: string;
  readonly secret: string;
  readonly done: string;
  readonly close: string;
  readonly harbor: HarborTurnWords;
  readonly ev: EventWords;
}

/** Intimate Settlers: turning a harbor just discovered (harbor-turn.tsx). */
export interface HarborTurnWords {
  readonly title: (harbor: string) => string;
  readonly help: (name: string) => string;
  readonly sides: string;
  readonly side: (direction: string, beyond: string) => string;
  readonly dirs: Readonly<Record<Direction, string>>;
  readonly unexplored: string;
  readonly keep: string;
  readonly turnTo: (side: string) => string;
}

/** Words for log lines; names and resource lists are filled in by describe.ts. */
export interface EventWords {
  readonly orderDecided: (name: string) => string;
  readonly settlementBuilt: (name: string) => string;
  readonly roadBuilt: (name: string) => string;
  readonly shipBuilt: (name: string) => string;
  readonly shipMoved: (name: string) => string;
  readonly cityBuilt: (name: string) => string;
  readonly cardsChosen: (name: string, cards: string) => string;
  readonly rolled: (name: string, a: number, b: number) => string;
  readonly discarded: (name: string, cards: string) => string;
  readonly robberMoved: (name: string, victim: string | null) => string;
  readonly stolen: (name: string, victim: string | null) => string;
  readonly bankTraded: (name: string, give: string, get: string) => string;
  readonly playerTraded: (name: string, other: string, give: string, get: string) => string;
  readonly devBought: (name: string) => string;
  readonly knightPlayed: (name: string, victim: string | null) => string;
  readonly roadBuildingPlayed: (name: string) => string;
  readonly yearOfPlentyPlayed: (name: string, cards: string) => string;
  readonly monopolyPlayed: (name: string, resource: string, n: number) => string;
  readonly victoryPointPlayed: (name: string) => string;
  readonly turnEnded: (name: string, next: string) => string;
  readonly harborTurned: (name: string) => string;
  readonly received: (name: string, cards: string) => string;
  readonly other: (name: string) => string;
}

const en: TableStrings = {
  notHostTitle: 'This tablet is not the host',
  notHostBody:
    'Only the screen that created the game can run it. Each player can still follow their own hand by scanning their seat’s code on the host tablet.',
  loading: 'Opening the table…',
  reconnecting: 'Reconnecting…',
  offlineCopy: 'Showing the last saved state',
  gone: 'This game cannot be opened.',
  backToTables: 'Back to my tables',
  turnOf: (n) => `${n}’s turn`,
  sbpOf: (b, h) => `${b} may build · after ${h}’s turn`,
  pairedOf: (b, h) => `${b} may build (paired) · ${h}’s turn`,
  turnNumber: (n) => `Turn ${n}`,
  builderOf: (n) => `${n} may build`,
  pieces: { road: 'Road', settlement: 'Settlement', city: 'City', ship: 'Ship' },
  placeSetup: (n, p) => `${n}: place a ${p.toLowerCase()}`,
  tapSpot: 'Tap a glowing spot on the board',
  noSpot: 'No legal spot right now',
  whoStarts: 'Who starts?',
  rollForStart: 'Roll for it',
  orPickFirst: 'or tap who starts',
  startRolls: (n, r) => `${n} starts (${r})`,
  chooseCards: (n, k) => `${n}: choose ${k} cards to start with`,
  rollPrompt: (n) => `${n}, roll the dice`,
  enterDice: 'Enter the dice',
  bySum: 'Sum',
  byDice: 'Two dice',
  die: (n) => `Die ${n}`,
  sum: 'Sum',
  ok: 'OK',
  rollApp: 'Roll',
  drawDice: (l) => `Draw a dice card (${l} left)`,
  payoutTitle: (s) => `Rolled ${s}`,
  nobodyGot: 'Nobody gets anything',
  blocked: (t, k, n) => `The robber blocks ${t} ${k}${n ? `: ${n} get nothing there` : ''}`,
  shortNone: (r) => `The bank is short of ${r}: nobody gets ${r}`,
  shortRest: (n, r) => `The bank is short of ${r}: ${n} takes what is left`,
  seven: 'Seven! Nobody produces',
  owes: (n, k) => `${n} discards ${k}`,
  owesDone: (n) => `${n} has discarded`,
  discardsTitle: 'Discards',
  discardFor: (n, k) => `${n}: pick ${k} cards to return`,
  onPhone: 'or on their phone',
  waitingFor: 'Waiting for',
  pickCards: (k) => `Pick ${k}`,
  moveRobber: (n) => `${n}: tap the robber’s new hex`,
  chooseVictim: 'Rob whom?',
  robNobody: 'Nobody to rob there',
  stealFrom: (n) => `Rob ${n}`,
  noSteal: 'Don’t steal',
  build: 'Build',
  buy: 'Buy',
  devCard: 'Development card',
  cancel: 'Cancel',
  confirm: 'Confirm',
  missing: (w) => `Missing: ${w}`,
  needs: (w) => `needs ${w}`,
  ready: 'ready',
  deckEmpty: 'none left in the deck',
  trade: 'Trade',
  bankTrade: 'With the bank',
  playerTrade: 'With a player',
  give: 'Gives',
  get: 'Gets',
  lots: 'How many lots',
  bankOut: (w) => `The bank has no ${w} left`,
  rate: (n) => `${n}:1`,
  tradeWith: 'Trade with',
  devCards: {
    knight: 'Knight',
    roadBuilding: 'Road building',
    yearOfPlenty: 'Year of plenty',
    monopoly: 'Monopoly',
    victoryPoint: 'Victory point',
  },
  playCard: 'Play a card',
  declareCard: 'Which card was drawn?',
  roadBuildingPrompt: (l) => `Road building: tap ${l} more`,
  pickTwo: 'Pick two resources',
  pickOne: 'Pick one resource',
  revealVp: 'Reveal a victory point',
  endTurn: 'End turn',
  moveShip: 'Move a ship',
  vp: 'VP',
  cards: (n) => `${n} card${n === 1 ? '' : 's'}`,
  dev: 'dev',
  knights: (n) => `${n} knight${n === 1 ? '' : 's'}`,
  longestRoad: 'Longest road',
  largestArmy: 'Largest army',
  roadLength: (n) => `road ${n}`,
  scoreboard: 'Scores',
  undo: 'Undo',
  undoWhat: (w) => `Undo: ${w}`,
  redo: 'Redo',
  undone: (w) => `Undone: ${w}`,
  redone: 'Redone',
  log: 'Log',
  seatsTab: 'Phones',
  stats: 'Stats',
  play: 'Play',
  phoneInput: 'Players answer on their phones',
  phoneInputHelp: 'Discards, monopoly and year of plenty can be answered on the player’s phone.',
  scanToJoin: (n) => `${n}: scan with your phone`,
  qrLoading: 'Loading code…',
  gameOver: 'Game over',
  wins: (n) => `${n} wins!`,
  finalScores: 'Final scores',
  seeBoard: 'See the board',
  flip: 'Turn the screen to the other side',
  statsOnBoard: 'The charts are open over the board.',
  statsLoading: 'Loading the numbers…',
  language: 'Language',
  bank: 'Bank',
  devLeft: (n) => `${n} development cards left`,
  refused: 'Not allowed',
  secret: 'a card',
  done: 'Done',
  close: 'Close',
  harbor: {
    title: (h) => `${h}: which way does it face?`,
    help: (n) =>
      `${n} turns it as the tile lies on the table: tap a side here or an arrow on the board.`,
    sides: 'Sides the harbor may face',
    side: (d, b) => `${d}, towards ${b}`,
    dirs: {
      E: 'East',
      NE: 'North-east',
      NW: 'North-west',
      W: 'West',
      SW: 'South-west',
      SE: 'South-east',
    },
    unexplored: 'unexplored sea',
    keep: 'Keep it as it is',
    turnTo: (side) => `Turn the harbor: ${side}`,
  },
  ev: {
    orderDecided: (n) => `${n} starts`,
    settlementBuilt: (n) => `${n} built a settlement`,
    roadBuilt: (n) => `${n} built a road`,
    shipBuilt: (n) => `${n} built a ship`,
    shipMoved: (n) => `${n} moved a ship`,
    cityBuilt: (n) => `${n} built a city`,
    cardsChosen: (n, c) => `${n} chose ${c}`,
    rolled: (n, a, b) => `${n} rolled ${a + b} (${a}+${b})`,
    discarded: (n, c) => `${n} discarded ${c}`,
    robberMoved: (n, v) => `${n} moved the robber${v ? ` and robbed ${v}` : ''}`,
    stolen: (n, v) => (v ? `${n} robbed ${v}` : `${n} chose not to steal`),
    bankTraded: (n, g, w) => `${n} traded ${g} for ${w} with the bank`,
    playerTraded: (n, o, g, w) => `${n} gave ${o} ${g} for ${w}`,
    devBought: (n) => `${n} bought a development card`,
    knightPlayed: (n, v) => `${n} played a knight${v ? ` and robbed ${v}` : ''}`,
    roadBuildingPlayed: (n) => `${n} played road building`,
    yearOfPlentyPlayed: (n, c) => `${n} took ${c} (year of plenty)`,
    monopolyPlayed: (n, r, k) => `${n} took every ${r} (${k}, monopoly)`,
    victoryPointPlayed: (n) => `${n} revealed a victory point`,
    turnEnded: (n, x) => `${n} ended; ${x} is next`,
    harborTurned: (n) => `${n} turned the new harbor`,
    received: (n, c) => `${n}: ${c}`,
    other: (n) => `${n} moved`,
  },
};

const sv: TableStrings = {
  notHostTitle: 'Den här plattan är inte värd',
  notHostBody:
    'Bara skärmen som skapade spelet kan leda det. Varje spelare kan ändå följa sin hand genom att skanna sin plats kod på värdplattan.',
  loading: 'Öppnar bordet…',
  reconnecting: 'Återansluter…',
  offlineCopy: 'Visar senast sparade läge',
  gone: 'Spelet kan inte öppnas.',
  backToTables: 'Tillbaka till mina bord',
  turnOf: (n) => `${genitive('sv', n)} tur`,
  sbpOf: (b, h) => `${b} får bygga · efter ${genitive('sv', h)} tur`,
  pairedOf: (b, h) => `${b} får bygga (par) · ${genitive('sv', h)} tur`,
  turnNumber: (n) => `Tur ${n}`,
  builderOf: (n) => `${n} får bygga`,
  pieces: { road: 'Väg', settlement: 'By', city: 'Stad', ship: 'Skepp' },
  placeSetup: (n, p) => `${n} lägger ut: ${p.toLowerCase()}`,
  tapSpot: 'Tryck på en lysande plats på brädet',
  noSpot: 'Ingen tillåten plats just nu',
  whoStarts: 'Vem börjar?',
  rollForStart: 'Slå om det',
  orPickFirst: 'eller tryck på vem som börjar',
  startRolls: (n, r) => `${n} börjar (${r})`,
  chooseCards: (n, k) => `${n}: välj ${k} kort att börja med`,
  rollPrompt: (n) => `${n}, slå tärningarna`,
  enterDice: 'Ange tärningarna',
  bySum: 'Summa',
  byDice: 'Två tärningar',
  die: (n) => `Tärning ${n}`,
  sum: 'Summa',
  ok: 'OK',
  rollApp: 'Slå',
  drawDice: (l) => `Dra ett tärningskort (${l} kvar)`,
  payoutTitle: (s) => `Slog ${s}`,
  nobodyGot: 'Ingen får något',
  blocked: (t, k, n) => `Rövaren blockerar ${t} ${k}${n ? `: ${n} får inget där` : ''}`,
  shortNone: (r) => `Banken har för lite ${r}: ingen får ${r}`,
  shortRest: (n, r) => `Banken har för lite ${r}: ${n} tar resten`,
  seven: 'Sju! Ingen produktion',
  owes: (n, k) => `${n} kastar ${k}`,
  owesDone: (n) => `${n} har kastat`,
  discardsTitle: 'Kasta kort',
  discardFor: (n, k) => `${n}: välj ${k} kort att lämna tillbaka`,
  onPhone: 'eller i sin telefon',
  waitingFor: 'Väntar på',
  pickCards: (k) => `Välj ${k}`,
  moveRobber: (n) => `${n}: tryck på rövarens nya ruta`,
  chooseVictim: 'Vem ska bestjälas?',
  robNobody: 'Ingen att stjäla från där',
  stealFrom: (n) => `Stjäl från ${n}`,
  noSteal: 'Stjäl inte',
  build: 'Bygg',
  buy: 'Köp',
  devCard: 'Ut\u00ADveck\u00ADlings\u00ADkort',
  cancel: 'Avbryt',
  confirm: 'Bekräfta',
  missing: (w) => `Saknas: ${w}`,
  needs: (w) => `behöver ${w}`,
  ready: 'klart',
  deckEmpty: 'leken är slut',
  trade: 'Byt',
  bankTrade: 'Med banken',
  playerTrade: 'Med en spelare',
  give: 'Ger',
  get: 'Får',
  lots: 'Hur många gånger',
  bankOut: (w) => `Banken har ingen ${w} kvar`,
  rate: (n) => `${n}:1`,
  tradeWith: 'Byt med',
  devCards: {
    knight: 'Riddare',
    roadBuilding: 'Vägbygge',
    yearOfPlenty: 'Uppfinning',
    monopoly: 'Monopol',
    victoryPoint: 'Segerpoäng',
  },
  playCard: 'Spela ett kort',
  declareCard: 'Vilket kort drogs?',
  roadBuildingPrompt: (l) => `Vägbygge: tryck ${l} till`,
  pickTwo: 'Välj två råvaror',
  pickOne: 'Välj en råvara',
  revealVp: 'Visa en segerpoäng',
  endTurn: 'Avsluta turen',
  moveShip: 'Flytta ett skepp',
  vp: 'SP',
  cards: (n) => `${n} kort`,
  dev: 'utv.',
  knights: (n) => `${n} riddare`,
  longestRoad: 'Längsta vägen',
  largestArmy: 'Största riddarmakten',
  roadLength: (n) => `väg ${n}`,
  scoreboard: 'Poäng',
  undo: 'Ångra',
  undoWhat: (w) => `Ångra: ${w}`,
  redo: 'Gör om',
  undone: (w) => `Ångrat: ${w}`,
  redone: 'Gjort om',
  log: 'Logg',
  seatsTab: 'Telefoner',
  stats: 'Statistik',
  play: 'Spel',
  phoneInput: 'Spelarna svarar i sina telefoner',
  phoneInputHelp: 'Kasta kort, monopol och uppfinning kan besvaras i spelarens telefon.',
  scanToJoin: (n) => `${n}: skanna med telefonen`,
  qrLoading: 'Laddar kod…',
  gameOver: 'Spelet är slut',
  wins: (n) => `${n} vinner!`,
  finalScores: 'Slutpoäng',
  seeBoard: 'Visa spelplanen',
  flip: 'Vänd skärmen mot andra sidan',
  statsOnBoard: 'Diagrammen visas över brädet.',
  statsLoading: 'Hämtar siffrorna…',
  language: 'Språk',
  bank: 'Bank',
  devLeft: (n) => `${n} ut\u00ADveck\u00ADlings\u00ADkort kvar`,
  refused: 'Inte tillåtet',
  secret: 'ett kort',
  done: 'Klar',
  close: 'Stäng',
  harbor: {
    title: (h) => `${h}: åt vilket håll ligger den?`,
    help: (n) =>
      `${n} vrider den som brickan ligger på bordet: tryck på en sida här eller en pil på brädet.`,
    sides: 'Sidor hamnen kan vändas mot',
    side: (d, b) => `${d}, mot ${b}`,
    dirs: {
      E: 'Öster',
      NE: 'Nordost',
      NW: 'Nordväst',
      W: 'Väster',
      SW: 'Sydväst',
      SE: 'Sydost',
    },
    unexplored: 'outforskat hav',
    keep: 'Behåll som den är',
    turnTo: (side) => `Vrid hamnen: ${side}`,
  },
  ev: {
    orderDecided: (n) => `${n} börjar`,
    settlementBuilt: (n) => `${n} byggde en by`,
    roadBuilt: (n) => `${n} byggde en väg`,
    shipBuilt: (n) => `${n} byggde ett skepp`,
    shipMoved: (n) => `${n} flyttade ett skepp`,
    cityBuilt: (n) => `${n} byggde en stad`,
    cardsChosen: (n, c) => `${n} valde ${c}`,
    rolled: (n, a, b) => `${n} slog ${a + b} (${a}+${b})`,
    discarded: (n, c) => `${n} kastade ${c}`,
    robberMoved: (n, v) => `${n} flyttade rövaren${v ? ` och stal från ${v}` : ''}`,
    stolen: (n, v) => (v ? `${n} stal från ${v}` : `${n} valde att inte stjäla`),
    bankTraded: (n, g, w) => `${n} bytte ${g} mot ${w} med banken`,
    playerTraded: (n, o, g, w) => `${n} gav ${o} ${g} för ${w}`,
    devBought: (n) => `${n} köpte ett ut\u00ADveck\u00ADlings\u00ADkort`,
    knightPlayed: (n, v) => `${n} spelade en riddare${v ? ` och stal från ${v}` : ''}`,
    roadBuildingPlayed: (n) => `${n} spelade vägbygge`,
    yearOfPlentyPlayed: (n, c) => `${n} tog ${c} (uppfinning)`,
    monopolyPlayed: (n, r, k) => `${n} tog all ${r} (${k}, monopol)`,
    victoryPointPlayed: (n) => `${n} visade en segerpoäng`,
    turnEnded: (n, x) => `${n} avslutade; ${x} står på tur`,
    harborTurned: (n) => `${n} vred den nya hamnen`,
    received: (n, c) => `${n}: ${c}`,
    other: (n) => `${n} gjorde ett drag`,
  },
};

const de: TableStrings = {
  notHostTitle: 'Dieses Tablet ist nicht der Gastgeber',
  notHostBody:
    'Nur der Bildschirm, der das Spiel angelegt hat, kann es leiten. Jeder Spieler kann seine Hand trotzdem verfolgen, indem er den Code seines Platzes auf dem Gastgeber-Tablet scannt.',
  loading: 'Der Tisch wird geöffnet…',
  reconnecting: 'Verbindung wird wieder\u00ADher\u00ADgestellt…',
  offlineCopy: 'Zeigt den zuletzt gespeicherten Stand',
  gone: 'Dieses Spiel lässt sich nicht öffnen.',
  backToTables: 'Zurück zu meinen Tischen',
  turnOf: (n) => `${n} ist am Zug`,
  sbpOf: (b, h) => `${b} darf bauen · nach dem Zug von ${h}`,
  pairedOf: (b, h) => `${b} darf bauen (Partner) · ${h} ist am Zug`,
  turnNumber: (n) => `Zug ${n}`,
  builderOf: (n) => `${n} darf bauen`,
  pieces: { road: 'Straße', settlement: 'Siedlung', city: 'Stadt', ship: 'Schiff' },
  placeSetup: (n, p) => `${n}: ${p} setzen`,
  tapSpot: 'Tippe auf einen leuchtenden Platz',
  noSpot: 'Gerade kein erlaubter Platz',
  whoStarts: 'Wer beginnt?',
  rollForStart: 'Auswürfeln',
  orPickFirst: 'oder tippe, wer beginnt',
  startRolls: (n, r) => `${n} beginnt (${r})`,
  chooseCards: (n, k) => `${n}: wähle ${k} Startkarten`,
  rollPrompt: (n) => `${n}, würfeln`,
  enterDice: 'Würfel eingeben',
  bySum: 'Summe',
  byDice: 'Zwei Würfel',
  die: (n) => `Würfel ${n}`,
  sum: 'Summe',
  ok: 'OK',
  rollApp: 'Würfeln',
  drawDice: (l) => `Würfelkarte ziehen (${l} übrig)`,
  payoutTitle: (s) => `Gewürfelt: ${s}`,
  nobodyGot: 'Niemand bekommt etwas',
  blocked: (t, k, n) => `Der Räuber blockiert ${t} ${k}${n ? `: ${n} bekommen dort nichts` : ''}`,
  shortNone: (r) => `Die Bank hat zu wenig ${r}: niemand bekommt ${r}`,
  shortRest: (n, r) => `Die Bank hat zu wenig ${r}: ${n} bekommt den Rest`,
  seven: 'Sieben! Keine Erträge',
  owes: (n, k) => `${n} wirft ${k} ab`,
  owesDone: (n) => `${n} hat abgeworfen`,
  discardsTitle: 'Abwerfen',
  discardFor: (n, k) => `${n}: wähle ${k} Karten zum Abwerfen`,
  onPhone: 'oder am eigenen Handy',
  waitingFor: 'Warten auf',
  pickCards: (k) => `${k} wählen`,
  moveRobber: (n) => `${n}: tippe auf das neue Feld des Räubers`,
  chooseVictim: 'Wen berauben?',
  robNobody: 'Dort ist niemand zu berauben',
  stealFrom: (n) => `${n} berauben`,
  noSteal: 'Nicht stehlen',
  build: 'Bauen',
  buy: 'Kaufen',
  devCard: 'Entwick\u00ADlungs\u00ADkarte',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  missing: (w) => `Es fehlt: ${w}`,
  needs: (w) => `braucht ${w}`,
  ready: 'bereit',
  deckEmpty: 'Stapel leer',
  trade: 'Handeln',
  bankTrade: 'Mit der Bank',
  playerTrade: 'Mit einem Spieler',
  give: 'Gibt',
  get: 'Bekommt',
  lots: 'Wie oft',
  bankOut: (w) => `Die Bank hat kein ${w} mehr`,
  rate: (n) => `${n}:1`,
  tradeWith: 'Handeln mit',
  devCards: {
    knight: 'Ritter',
    roadBuilding: 'Straßenbau',
    yearOfPlenty: 'Erfindung',
    monopoly: 'Monopol',
    victoryPoint: 'Siegpunkt',
  },
  playCard: 'Karte ausspielen',
  declareCard: 'Welche Karte wurde gezogen?',
  roadBuildingPrompt: (l) => `Straßenbau: noch ${l} antippen`,
  pickTwo: 'Zwei Rohstoffe wählen',
  pickOne: 'Einen Rohstoff wählen',
  revealVp: 'Siegpunkt aufdecken',
  endTurn: 'Zug beenden',
  moveShip: 'Schiff versetzen',
  vp: 'SP',
  cards: (n) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
  dev: 'Entw.',
  knights: (n) => `${n} Ritter`,
  longestRoad: 'Längste Handelsstraße',
  largestArmy: 'Größte Rittermacht',
  roadLength: (n) => `Straße ${n}`,
  scoreboard: 'Punkte',
  undo: 'Rückgängig',
  undoWhat: (w) => `Rückgängig: ${w}`,
  redo: 'Wiederholen',
  undone: (w) => `Rückgängig gemacht: ${w}`,
  redone: 'Wieder\u00ADher\u00ADgestellt',
  log: 'Verlauf',
  seatsTab: 'Handys',
  stats: 'Statistik',
  play: 'Spiel',
  phoneInput: 'Spieler antworten am Handy',
  phoneInputHelp: 'Abwerfen, Monopol und Erfindung lassen sich am Handy des Spielers beantworten.',
  scanToJoin: (n) => `${n}: mit dem Handy scannen`,
  qrLoading: 'Code wird geladen…',
  gameOver: 'Spielende',
  wins: (n) => `${n} gewinnt!`,
  finalScores: 'Endstand',
  seeBoard: 'Spielplan ansehen',
  flip: 'Bildschirm zur anderen Seite drehen',
  statsOnBoard: 'Die Diagramme liegen über dem Spielplan.',
  statsLoading: 'Zahlen werden geladen…',
  language: 'Sprache',
  bank: 'Bank',
  devLeft: (n) => `${n} Entwick\u00ADlungs\u00ADkarten übrig`,
  refused: 'Nicht erlaubt',
  secret: 'eine Karte',
  done: 'Fertig',
  close: 'Schließen',
  harbor: {
    title: (h) => `${h}: in welche Richtung zeigt er?`,
    help: (n) =>
      `${n} dreht ihn so, wie das Plättchen auf dem Tisch liegt: hier eine Seite oder auf dem Spielplan einen Pfeil antippen.`,
    sides: 'Seiten, zu denen der Hafen zeigen darf',
    side: (d, b) => `${d}, Richtung ${b}`,
    dirs: {
      E: 'Osten',
      NE: 'Nordosten',
      NW: 'Nordwesten',
      W: 'Westen',
      SW: 'Südwesten',
      SE: 'Südosten',
    },
    unexplored: 'unerforschtes Meer',
    keep: 'So lassen',
    turnTo: (side) => `Hafen drehen: ${side}`,
  },
  ev: {
    orderDecided: (n) => `${n} beginnt`,
    settlementBuilt: (n) => `${n} baute eine Siedlung`,
    roadBuilt: (n) => `${n} baute eine Straße`,
    shipBuilt: (n) => `${n} baute ein Schiff`,
    shipMoved: (n) => `${n} versetzte ein Schiff`,
    cityBuilt: (n) => `${n} baute eine Stadt`,
    cardsChosen: (n, c) => `${n} wählte ${c}`,
    rolled: (n, a, b) => `${n} würfelte ${a + b} (${a}+${b})`,
    discarded: (n, c) => `${n} warf ${c} ab`,
    robberMoved: (n, v) => `${n} versetzte den Räuber${v ? ` und beraubte ${v}` : ''}`,
    stolen: (n, v) => (v ? `${n} beraubte ${v}` : `${n} verzichtete aufs Stehlen`),
    bankTraded: (n, g, w) => `${n} tauschte ${g} gegen ${w} mit der Bank`,
    playerTraded: (n, o, g, w) => `${n} gab ${o} ${g} für ${w}`,
    devBought: (n) => `${n} kaufte eine Entwick\u00ADlungs\u00ADkarte`,
    knightPlayed: (n, v) => `${n} spielte einen Ritter${v ? ` und beraubte ${v}` : ''}`,
    roadBuildingPlayed: (n) => `${n} spielte Straßenbau`,
    yearOfPlentyPlayed: (n, c) => `${n} nahm ${c} (Erfindung)`,
    monopolyPlayed: (n, r, k) => `${n} nahm alles ${r} (${k}, Monopol)`,
    victoryPointPlayed: (n) => `${n} deckte einen Siegpunkt auf`,
    turnEnded: (n, x) => `${n} beendete den Zug; ${x} ist dran`,
    harborTurned: (n) => `${n} hat den neuen Hafen gedreht`,
    received: (n, c) => `${n}: ${c}`,
    other: (n) => `${n} war am Zug`,
  },
};

const da: TableStrings = {
  notHostTitle: 'Denne tablet er ikke vært',
  notHostBody:
    'Kun skærmen, der oprettede spillet, kan styre det. Hver spiller kan stadig følge sin hånd ved at scanne sin plads’ kode på værtens tablet.',
  loading: 'Åbner bordet…',
  reconnecting: 'Genopretter forbindelsen…',
  offlineCopy: 'Viser den sidst gemte stilling',
  gone: 'Spillet kan ikke åbnes.',
  backToTables: 'Tilbage til mine borde',
  turnOf: (n) => `${genitive('da', n)} tur`,
  sbpOf: (b, h) => `${b} må bygge · efter ${genitive('da', h)} tur`,
  pairedOf: (b, h) => `${b} må bygge (makker) · ${genitive('da', h)} tur`,
  turnNumber: (n) => `Tur ${n}`,
  builderOf: (n) => `${n} må bygge`,
  pieces: { road: 'Vej', settlement: 'Bebyggelse', city: 'By', ship: 'Skib' },
  placeSetup: (n, p) => `${n} placerer: ${p.toLowerCase()}`,
  tapSpot: 'Tryk på et lysende sted på brættet',
  noSpot: 'Intet lovligt sted lige nu',
  whoStarts: 'Hvem starter?',
  rollForStart: 'Slå om det',
  orPickFirst: 'eller tryk på hvem der starter',
  startRolls: (n, r) => `${n} starter (${r})`,
  chooseCards: (n, k) => `${n}: vælg ${k} kort at starte med`,
  rollPrompt: (n) => `${n}, slå med terningerne`,
  enterDice: 'Indtast terningerne',
  bySum: 'Sum',
  byDice: 'To terninger',
  die: (n) => `Terning ${n}`,
  sum: 'Sum',
  ok: 'OK',
  rollApp: 'Slå',
  drawDice: (l) => `Træk et terningkort (${l} tilbage)`,
  payoutTitle: (s) => `Slog ${s}`,
  nobodyGot: 'Ingen får noget',
  blocked: (t, k, n) => `Røveren blokerer ${t} ${k}${n ? `: ${n} får intet der` : ''}`,
  shortNone: (r) => `Banken mangler ${r}: ingen får ${r}`,
  shortRest: (n, r) => `Banken mangler ${r}: ${n} får resten`,
  seven: 'Syv! Ingen produktion',
  owes: (n, k) => `${n} smider ${k}`,
  owesDone: (n) => `${n} har smidt`,
  discardsTitle: 'Smid kort',
  discardFor: (n, k) => `${n}: vælg ${k} kort at aflevere`,
  onPhone: 'eller på sin telefon',
  waitingFor: 'Venter på',
  pickCards: (k) => `Vælg ${k}`,
  moveRobber: (n) => `${n}: tryk på røverens nye felt`,
  chooseVictim: 'Hvem skal bestjæles?',
  robNobody: 'Ingen at stjæle fra der',
  stealFrom: (n) => `Stjæl fra ${n}`,
  noSteal: 'Stjæl ikke',
  build: 'Byg',
  buy: 'Køb',
  devCard: 'Ud\u00ADvik\u00ADlings\u00ADkort',
  cancel: 'Annullér',
  confirm: 'Bekræft',
  missing: (w) => `Mangler: ${w}`,
  needs: (w) => `mangler ${w}`,
  ready: 'klar',
  deckEmpty: 'bunken er tom',
  trade: 'Byt',
  bankTrade: 'Med banken',
  playerTrade: 'Med en spiller',
  give: 'Giver',
  get: 'Får',
  lots: 'Hvor mange gange',
  bankOut: (w) => `Banken har ikke mere ${w}`,
  rate: (n) => `${n}:1`,
  tradeWith: 'Byt med',
  devCards: {
    knight: 'Ridder',
    roadBuilding: 'Vejbygning',
    yearOfPlenty: 'Opfindelse',
    monopoly: 'Monopol',
    victoryPoint: 'Sejrspoint',
  },
  playCard: 'Spil et kort',
  declareCard: 'Hvilket kort blev trukket?',
  roadBuildingPrompt: (l) => `Vejbygning: tryk ${l} mere`,
  pickTwo: 'Vælg to råstoffer',
  pickOne: 'Vælg ét råstof',
  revealVp: 'Vis et sejrspoint',
  endTurn: 'Afslut turen',
  moveShip: 'Flyt et skib',
  vp: 'SP',
  cards: (n) => `${n} kort`,
  dev: 'udv.',
  knights: (n) => `${n} ${n === 1 ? 'ridder' : 'riddere'}`,
  longestRoad: 'Længste vej',
  largestArmy: 'Største hær',
  roadLength: (n) => `vej ${n}`,
  scoreboard: 'Point',
  undo: 'Fortryd',
  undoWhat: (w) => `Fortryd: ${w}`,
  redo: 'Gentag',
  undone: (w) => `Fortrudt: ${w}`,
  redone: 'Gentaget',
  log: 'Log',
  seatsTab: 'Telefoner',
  stats: 'Statistik',
  play: 'Spil',
  phoneInput: 'Spillerne svarer på deres telefoner',
  phoneInputHelp: 'Smid kort, monopol og opfindelse kan besvares på spillerens telefon.',
  scanToJoin: (n) => `${n}: scan med din telefon`,
  qrLoading: 'Henter kode…',
  gameOver: 'Spillet er slut',
  wins: (n) => `${n} vinder!`,
  finalScores: 'Slutstilling',
  seeBoard: 'Se spillepladen',
  flip: 'Vend skærmen mod den anden side',
  statsOnBoard: 'Diagrammerne vises over brættet.',
  statsLoading: 'Henter tallene…',
  language: 'Sprog',
  bank: 'Bank',
  devLeft: (n) => `${n} ud\u00ADvik\u00ADlings\u00ADkort tilbage`,
  refused: 'Ikke tilladt',
  secret: 'et kort',
  done: 'Færdig',
  close: 'Luk',
  harbor: {
    title: (h) => `${h}: hvilken vej vender den?`,
    help: (n) =>
      `${n} drejer den, som brikken ligger på bordet: tryk på en side her eller en pil på brættet.`,
    sides: 'Sider havnen kan vende mod',
    side: (d, b) => `${d}, mod ${b}`,
    dirs: {
      E: 'Øst',
      NE: 'Nordøst',
      NW: 'Nordvest',
      W: 'Vest',
      SW: 'Sydvest',
      SE: 'Sydøst',
    },
    unexplored: 'uudforsket hav',
    keep: 'Behold den som den er',
    turnTo: (side) => `Drej havnen: ${side}`,
  },
  ev: {
    orderDecided: (n) => `${n} starter`,
    settlementBuilt: (n) => `${n} byggede en bebyggelse`,
    roadBuilt: (n) => `${n} byggede en vej`,
    shipBuilt: (n) => `${n} byggede et skib`,
    shipMoved: (n) => `${n} flyttede et skib`,
    cityBuilt: (n) => `${n} byggede en by`,
    cardsChosen: (n, c) => `${n} valgte ${c}`,
    rolled: (n, a, b) => `${n} slog ${a + b} (${a}+${b})`,
    discarded: (n, c) => `${n} smed ${c}`,
    robberMoved: (n, v) => `${n} flyttede røveren${v ? ` og stjal fra ${v}` : ''}`,
    stolen: (n, v) => (v ? `${n} stjal fra ${v}` : `${n} valgte ikke at stjæle`),
    bankTraded: (n, g, w) => `${n} byttede ${g} for ${w} med banken`,
    playerTraded: (n, o, g, w) => `${n} gav ${o} ${g} for ${w}`,
    devBought: (n) => `${n} købte et ud\u00ADvik\u00ADlings\u00ADkort`,
    knightPlayed: (n, v) => `${n} spillede en ridder${v ? ` og stjal fra ${v}` : ''}`,
    roadBuildingPlayed: (n) => `${n} spillede vejbygning`,
    yearOfPlentyPlayed: (n, c) => `${n} tog ${c} (opfindelse)`,
    monopolyPlayed: (n, r, k) => `${n} tog al ${r} (${k}, monopol)`,
    victoryPointPlayed: (n) => `${n} viste et sejrspoint`,
    turnEnded: (n, x) => `${n} sluttede; ${x} er næste`,
    harborTurned: (n) => `${n} drejede den nye havn`,
    received: (n, c) => `${n}: ${c}`,
    other: (n) => `${n} trak`,
  },
};

export const TABLE: Readonly<Record<Lang, TableStrings>> = { en, sv, de, da };
