// Words of the new-game screen in the four table languages. Terrain and resource names come
// from lib/i18n/names.ts; ruleset names from app/ui/i18n.ts (shared with the generator).

import type { EditorProblem, EditorWarning } from '@/lib/board';
import type { Lang } from '@/lib/i18n/names';

export interface NewGameStrings {
  readonly title: string;
  readonly back: string;
  readonly game: string;
  readonly players: string;
  readonly playerCount: string;
  readonly name: (i: number) => string;
  readonly color: (i: number) => string;
  /** The colours' set: the box's pieces (default) or colour-blind safe. */
  readonly colorSet: string;
  readonly colorSets: Readonly<Record<'box' | 'safe', string>>;
  readonly target: string;
  readonly targetHelp: (n: number) => string;
  readonly dice: string;
  readonly diceModes: Readonly<Record<'app' | 'table' | 'deck', string>>;
  readonly devCards: string;
  /** Cities and knights: the progress cards' deck (the same two modes' words). */
  readonly progressCards: string;
  readonly devModes: Readonly<Record<'app' | 'table', string>>;
  readonly betweenTurns: string;
  readonly betweenModes: Readonly<
    Record<'none' | 'special-building-phase' | 'paired-players', string>
  >;
  readonly phoneInput: string;
  readonly phoneInputHelp: string;
  /** The game's Swedish nicknames, on every device of the table (GameOptions.nicknames). */
  readonly gameNicknames: string;
  readonly gameNicknamesHelp: string;
  readonly board: string;
  readonly sources: Readonly<Record<'generate' | 'code' | 'scan' | 'enter', string>>;
  readonly noBoard: string;
  readonly newBoard: string;
  readonly shareCode: string;
  readonly shareHelp: string;
  readonly open: string;
  readonly opened: (code: string) => string;
  readonly switchedGame: (game: string) => string;
  readonly badCode: string;
  readonly scanHelp: string;
  readonly startCamera: string;
  readonly stopCamera: string;
  readonly noCamera: string;
  readonly cameraRefused: string;
  /** The page is plain http at a LAN address: the browser keeps the camera closed. */
  readonly cameraNeedsHttps: string;
  /** The camera button, disabled, where the page is not a secure context. */
  readonly cameraHttpsButton: string;
  readonly photo: string;
  readonly noQr: string;
  readonly scanning: string;
  readonly notEditable: string;
  readonly presets: string;
  readonly beginner: string;
  readonly beginnerNote: string;
  readonly empty: string;
  readonly fromGenerated: string;
  readonly tapHex: string;
  readonly terrain: string;
  readonly number: string;
  readonly noNumber: string;
  readonly left: (n: number) => string;
  readonly harbor: string;
  readonly noHarbor: string;
  readonly turnHarbor: string;
  readonly hexLabel: (what: string, row: number, col: number) => string;
  readonly emptyHex: string;
  readonly waterHex: string;
  readonly boardOk: string;
  readonly boardRefused: string;
  readonly problem: (p: EditorProblem, names: Names) => string;
  readonly warning: (w: EditorWarning) => string;
  readonly create: string;
  readonly creating: string;
  readonly nameMissing: (i: number) => string;
  readonly nameBad: (i: number) => string;
  readonly serverRefused: string;
  readonly rateLimited: string;
  readonly offline: string;
  readonly marked: string;
  readonly sea: string;
  readonly nothingYet: string;
  readonly beginnerNoteIntimate: string;
}

/** Names the problem sentences need, already in the UI language. */
export interface Names {
  readonly terrain: (t: string) => string;
  readonly trade: (t: string) => string;
}

const n = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const NEW_GAME: Readonly<Record<Lang, NewGameStrings>> = {
  en: {
    title: 'New game',
    back: 'Your games',
    game: 'Game',
    players: 'Players',
    playerCount: 'Number of players',
    name: (i) => `Name of player ${i + 1}`,
    color: (i) => `Colour of player ${i + 1}`,
    colorSet: 'Colours',
    colorSets: { box: 'The box’s pieces', safe: 'Colour-blind safe' },
    target: 'Victory points to win',
    targetHelp: (v) => `The rules say ${v}.`,
    dice: 'Dice',
    diceModes: { app: 'Roll in the app', table: 'Real dice', deck: 'Dice deck (balanced)' },
    devCards: 'Development cards',
    progressCards: 'Progress cards',
    devModes: { app: 'Shuffled by the app', table: 'Real cards' },
    betweenTurns: 'Between turns (5–6 players)',
    betweenModes: {
      none: 'Nothing',
      'special-building-phase': 'Special building phase',
      'paired-players': 'Paired players',
    },
    phoneInput: 'Players answer on their phones',
    phoneInputHelp: 'Discards and card choices can be made on each player’s own phone.',
    gameNicknames: 'Swedish resource nicknames on every device',
    gameNicknamesHelp:
      'Trä, får, vete, lera, sten where the screen is in Swedish: the tablet, every phone and the private reveal.',
    board: 'Board',
    sources: { generate: 'Generate', code: 'Share code', scan: 'Scan QR', enter: 'Enter ours' },
    noBoard: 'Starfarers is played on its printed board; nothing to set up here.',
    newBoard: 'Another board',
    shareCode: 'Share code or link',
    shareHelp: 'For example h1.base.spiral.fair.4.abc or a /board?b= link.',
    open: 'Open',
    opened: (c) => `Board ${c}`,
    switchedGame: (g) => `This board is for ${g}; the game was changed to match.`,
    badCode: 'This is not a board we can read',
    scanHelp: 'Point the camera at the QR code printed on a board sheet.',
    startCamera: 'Start camera',
    stopCamera: 'Stop camera',
    noCamera: 'No camera here. Take a photo of the QR code and open it instead.',
    cameraRefused: 'The camera could not be opened. Open a photo of the QR code instead.',
    cameraNeedsHttps:
      'This page is plain http, so the browser keeps the camera closed (it opens it only over https). Take a photo of the QR code and open it here.',
    cameraHttpsButton: 'Camera: needs https',
    photo: 'Open a photo of the QR code',
    noQr: 'No QR code found in this picture. Try a sharper, closer photo.',
    scanning: 'Looking for a QR code…',
    notEditable: 'This game’s board cannot be typed in. Generate one or open a share code.',
    presets: 'Start from',
    beginner: 'Beginner board',
    beginnerNote:
      'The rule book’s beginner figure is not in our sources, so this is the official lettered layout (tokens A–R on the spiral).',
    empty: 'Empty island',
    fromGenerated: 'The generated board',
    tapHex: 'Tap a hex, then its terrain and number. Tap the water to place harbors.',
    terrain: 'Terrain',
    number: 'Number',
    noNumber: 'None',
    left: (k) => `${k} left`,
    harbor: 'Harbor',
    noHarbor: 'No harbor',
    turnHarbor: 'Turn the port',
    hexLabel: (what, row, col) => `Row ${row}, hex ${col}: ${what}`,
    emptyHex: 'empty',
    waterHex: 'water',
    boardOk: 'This board can be played.',
    boardRefused: 'This board cannot be played yet:',
    problem: (p, t) => {
      const at = (x: { home?: 0 | 1 }) =>
        x.home === undefined ? '' : `Home base ${x.home + 1} – `;
      const has = (x: { home?: 0 | 1 }) =>
        x.home === undefined ? 'but the box has' : 'but a home base holds';
      switch (p.code) {
        case 'ERR_HEX_EMPTY':
          return `${p.hexes.length} ${n(p.hexes.length, 'hex has', 'hexes have')} no terrain yet.`;
        case 'ERR_TOKEN_MISSING':
          return `${p.hexes.length} ${n(p.hexes.length, 'hex needs', 'hexes need')} a number.`;
        case 'ERR_TOKEN_ON_DESERT':
          return 'A desert cannot carry a number.';
        case 'ERR_TERRAIN_COUNT':
          return `${at(p)}${t.terrain(p.terrain)}: ${p.have} on the board, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_COUNT':
          return `${at(p)}Number ${p.token}: ${p.have} on the board, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_VALUE':
          return 'Numbers are 2–6 and 8–12.';
        case 'ERR_HARBOR_COUNT':
          return `${at(p)}Harbors ${t.trade(p.trade)}: ${p.have} on the board, ${has(p)} ${p.need}.`;
        case 'ERR_HOME_SEA':
          return `Home base ${p.home + 1}: ${p.have} sea hexes beside it; it takes ${p.need}.`;
        case 'ERR_HARBOR_PLACE':
          return 'Harbors lie on the water next to the island.';
        case 'ERR_HARBOR_FACES':
          return 'A harbor must face a land hex it touches.';
        case 'ERR_HARBOR_SHARED':
          return 'Two harbors share an intersection.';
        case 'ERR_HARBOR_SPACING':
          return 'The house variant lays exactly one sea hex between harbors.';
        case 'ERR_PLAYERS':
          return `This game is for ${p.min}–${p.max} players.`;
      }
    },
    warning: () => 'A 6 and an 8 lie side by side (allowed, but strong).',
    create: 'Start the game',
    creating: 'Starting…',
    nameMissing: (i) => `Player ${i + 1} needs a name.`,
    nameBad: (i) => `Player ${i + 1}’s name may not hold < or >.`,
    serverRefused: 'The server did not accept the game',
    rateLimited: 'Too many new games from this device. Wait a minute and try again.',
    offline: 'The server cannot be reached. Is the tablet on the network?',
    marked: 'Marked on the board.',
    sea: 'Sea',
    nothingYet: 'Nothing yet (discovered later)',
    beginnerNoteIntimate:
      'The rule text has no beginner figure for two players, so this is a pair of home bases laid by the generator.',
  },
  sv: {
    title: 'Nytt spel',
    back: 'Dina spel',
    game: 'Spel',
    players: 'Spelare',
    playerCount: 'Antal spelare',
    name: (i) => `Namn på spelare ${i + 1}`,
    color: (i) => `Färg för spelare ${i + 1}`,
    colorSet: 'Färger',
    colorSets: { box: 'Som pjäserna i lådan', safe: 'Färgblindsäkra' },
    target: 'Segerpoäng för att vinna',
    targetHelp: (v) => `Reglerna säger ${v}.`,
    dice: 'Tärningar',
    diceModes: { app: 'Slå i appen', table: 'Riktiga tärningar', deck: 'Tärningslek (balanserad)' },
    devCards: 'Utvecklingskort',
    progressCards: 'Framstegskort',
    devModes: { app: 'Blandas av appen', table: 'Riktiga kort' },
    betweenTurns: 'Mellan dragen (5–6 spelare)',
    betweenModes: {
      none: 'Inget',
      'special-building-phase': 'Extra byggfas',
      'paired-players': 'Parade spelare',
    },
    phoneInput: 'Spelarna svarar i mobilen',
    phoneInputHelp: 'Kasta kort och kortval kan göras i varje spelares egen mobil.',
    gameNicknames: 'Muppnamn på resurserna i alla enheter',
    gameNicknamesHelp:
      'Trä, får, vete, lera, sten där skärmen är på svenska: surfplattan, varje mobil och den privata visningen.',
    board: 'Spelplan',
    sources: { generate: 'Slumpa', code: 'Delningskod', scan: 'Skanna QR', enter: 'Mata in vår' },
    noBoard: 'Starfarers spelas på sin tryckta spelplan; här finns inget att ställa in.',
    newBoard: 'En annan spelplan',
    shareCode: 'Delningskod eller länk',
    shareHelp: 'Till exempel h1.base.spiral.fair.4.abc eller en /board?b=-länk.',
    open: 'Öppna',
    opened: (c) => `Spelplan ${c}`,
    switchedGame: (g) => `Spelplanen är för ${g}; spelet ändrades så att det passar.`,
    badCode: 'Det här är ingen spelplan som går att läsa',
    scanHelp: 'Rikta kameran mot QR-koden som är tryckt på ett spelplansark.',
    startCamera: 'Starta kameran',
    stopCamera: 'Stoppa kameran',
    noCamera: 'Ingen kamera här. Fotografera QR-koden och öppna bilden i stället.',
    cameraRefused: 'Kameran gick inte att öppna. Öppna ett foto av QR-koden i stället.',
    cameraNeedsHttps:
      'Sidan är vanlig http, så webbläsaren håller kameran stängd (den öppnar den bara över https). Fotografera QR-koden och öppna bilden här.',
    cameraHttpsButton: 'Kamera: kräver https',
    photo: 'Öppna ett foto av QR-koden',
    noQr: 'Ingen QR-kod hittades i bilden. Försök med ett skarpare foto närmare.',
    scanning: 'Letar efter en QR-kod…',
    notEditable:
      'Det här spelets spelplan går inte att mata in. Slumpa en eller öppna en delningskod.',
    presets: 'Börja från',
    beginner: 'Nybörjarplan',
    beginnerNote:
      'Regelbokens nybörjarbild finns inte i våra källor, så detta är den officiella bokstavsutläggningen (brickor A–R i spiral).',
    empty: 'Tom ö',
    fromGenerated: 'Den slumpade spelplanen',
    tapHex: 'Tryck på en region, sedan terräng och tal. Tryck på vattnet för hamnar.',
    terrain: 'Terräng',
    number: 'Tal',
    noNumber: 'Inget',
    left: (k) => `${k} kvar`,
    harbor: 'Hamn',
    noHarbor: 'Ingen hamn',
    turnHarbor: 'Vrid hamnen',
    hexLabel: (what, row, col) => `Rad ${row}, region ${col}: ${what}`,
    emptyHex: 'tom',
    waterHex: 'vatten',
    boardOk: 'Spelplanen går att spela på.',
    boardRefused: 'Spelplanen går inte att spela på än:',
    problem: (p, t) => {
      const at = (x: { home?: 0 | 1 }) => (x.home === undefined ? '' : `Hemmabas ${x.home + 1} – `);
      const has = (x: { home?: 0 | 1 }) =>
        x.home === undefined ? 'men lådan har' : 'men en hemmabas har';
      switch (p.code) {
        case 'ERR_HEX_EMPTY':
          return `${p.hexes.length} ${n(p.hexes.length, 'region saknar', 'regioner saknar')} terräng.`;
        case 'ERR_TOKEN_MISSING':
          return `${p.hexes.length} ${n(p.hexes.length, 'region behöver', 'regioner behöver')} ett tal.`;
        case 'ERR_TOKEN_ON_DESERT':
          return 'En öken kan inte ha ett tal.';
        case 'ERR_TERRAIN_COUNT':
          return `${at(p)}${t.terrain(p.terrain)}: ${p.have} på spelplanen, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_COUNT':
          return `${at(p)}Talet ${p.token}: ${p.have} på spelplanen, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_VALUE':
          return 'Talen är 2–6 och 8–12.';
        case 'ERR_HARBOR_COUNT':
          return `${at(p)}Hamnar ${t.trade(p.trade)}: ${p.have} på spelplanen, ${has(p)} ${p.need}.`;
        case 'ERR_HOME_SEA':
          return `Hemmabas ${p.home + 1}: ${p.have} havsregioner bredvid; den ska ha ${p.need}.`;
        case 'ERR_HARBOR_PLACE':
          return 'Hamnar ligger i vattnet intill ön.';
        case 'ERR_HARBOR_FACES':
          return 'En hamn måste vända sig mot en landregion den rör.';
        case 'ERR_HARBOR_SHARED':
          return 'Två hamnar delar en korsning.';
        case 'ERR_HARBOR_SPACING':
          return 'Husvarianten lägger exakt en havsregion mellan hamnarna.';
        case 'ERR_PLAYERS':
          return `Spelet är för ${p.min}–${p.max} spelare.`;
      }
    },
    warning: () => 'En 6:a och en 8:a ligger bredvid varandra (tillåtet, men starkt).',
    create: 'Starta spelet',
    creating: 'Startar…',
    nameMissing: (i) => `Spelare ${i + 1} behöver ett namn.`,
    nameBad: (i) => `Namnet på spelare ${i + 1} får inte innehålla < eller >.`,
    serverRefused: 'Servern godtog inte spelet',
    rateLimited: 'För många nya spel från den här enheten. Vänta en minut och försök igen.',
    offline: 'Servern går inte att nå. Är plattan ansluten till nätverket?',
    marked: 'Markerat på spelplanen.',
    sea: 'Hav',
    nothingYet: 'Inget än (upptäcks senare)',
    beginnerNoteIntimate:
      'Regeltexten har ingen nybörjarbild för två spelare, så detta är två hemmabaser lagda av generatorn.',
  },
  de: {
    title: 'Neues Spiel',
    back: 'Deine Spiele',
    game: 'Spiel',
    players: 'Spieler',
    playerCount: 'Anzahl der Spieler',
    name: (i) => `Name von Spieler ${i + 1}`,
    color: (i) => `Farbe von Spieler ${i + 1}`,
    colorSet: 'Farben',
    colorSets: { box: 'Wie die Figuren im Karton', safe: 'Farbenblind-sicher' },
    target: 'Siegpunkte zum Sieg',
    targetHelp: (v) => `Die Regeln sagen ${v}.`,
    dice: 'Würfel',
    diceModes: {
      app: 'In der App würfeln',
      table: 'Echte Würfel',
      deck: 'Würfelkarten (ausgeglichen)',
    },
    devCards: 'Entwicklungskarten',
    progressCards: 'Fortschrittskarten',
    devModes: { app: 'Von der App gemischt', table: 'Echte Karten' },
    betweenTurns: 'Zwischen den Zügen (5–6 Spieler)',
    betweenModes: {
      none: 'Nichts',
      'special-building-phase': 'Außerordentliche Bauphase',
      'paired-players': 'Spielerpaare',
    },
    phoneInput: 'Spieler antworten am Handy',
    phoneInputHelp: 'Abwerfen und Kartenwahl geht auf dem eigenen Handy jedes Spielers.',
    gameNicknames: 'Schwedische Spitznamen der Rohstoffe auf jedem Gerät',
    gameNicknamesHelp:
      'Trä, får, vete, lera, sten, wo der Bildschirm schwedisch ist: Tablet, jedes Handy und die private Anzeige.',
    board: 'Spielplan',
    sources: { generate: 'Erzeugen', code: 'Code', scan: 'QR scannen', enter: 'Unseren eingeben' },
    noBoard:
      'Die Sternenfahrer von Catan werden auf dem gedruckten Plan gespielt; hier ist nichts einzurichten.',
    newBoard: 'Anderer Spielplan',
    shareCode: 'Code oder Link',
    shareHelp: 'Zum Beispiel h1.base.spiral.fair.4.abc oder ein /board?b=-Link.',
    open: 'Öffnen',
    opened: (c) => `Spielplan ${c}`,
    switchedGame: (g) => `Dieser Plan ist für ${g}; das Spiel wurde angepasst.`,
    badCode: 'Das ist kein lesbarer Spielplan',
    scanHelp: 'Richte die Kamera auf den QR-Code, der auf einem Spielplanblatt gedruckt ist.',
    startCamera: 'Kamera starten',
    stopCamera: 'Kamera stoppen',
    noCamera: 'Keine Kamera vorhanden. Fotografiere den QR-Code und öffne das Foto.',
    cameraRefused: 'Die Kamera ließ sich nicht öffnen. Öffne stattdessen ein Foto des QR-Codes.',
    cameraNeedsHttps:
      'Diese Seite ist einfaches http, daher hält der Browser die Kamera geschlossen (er öffnet sie nur über https). Fotografiere den QR-Code und öffne das Foto hier.',
    cameraHttpsButton: 'Kamera: braucht https',
    photo: 'Foto des QR-Codes öffnen',
    noQr: 'Kein QR-Code im Bild gefunden. Versuche ein schärferes, näheres Foto.',
    scanning: 'Suche einen QR-Code…',
    notEditable:
      'Der Plan dieses Spiels lässt sich nicht eingeben. Erzeuge einen oder öffne einen Code.',
    presets: 'Beginnen mit',
    beginner: 'Einsteigerplan',
    beginnerNote:
      'Die Einsteigerabbildung der Anleitung ist nicht in unseren Quellen; dies ist der offizielle Buchstabenaufbau (Chips A–R in der Spirale).',
    empty: 'Leere Insel',
    fromGenerated: 'Der erzeugte Plan',
    tapHex: 'Tippe ein Feld an, dann Landschaft und Zahl. Tippe aufs Wasser für Häfen.',
    terrain: 'Landschaft',
    number: 'Zahl',
    noNumber: 'Keine',
    left: (k) => `noch ${k}`,
    harbor: 'Hafen',
    noHarbor: 'Kein Hafen',
    turnHarbor: 'Hafen drehen',
    hexLabel: (what, row, col) => `Reihe ${row}, Feld ${col}: ${what}`,
    emptyHex: 'leer',
    waterHex: 'Wasser',
    boardOk: 'Auf diesem Plan kann gespielt werden.',
    boardRefused: 'Auf diesem Plan kann noch nicht gespielt werden:',
    problem: (p, t) => {
      const at = (x: { home?: 0 | 1 }) =>
        x.home === undefined ? '' : `Heimatinsel ${x.home + 1} – `;
      const has = (x: { home?: 0 | 1 }) =>
        x.home === undefined ? 'aber die Schachtel hat' : 'aber eine Heimatinsel hat';
      switch (p.code) {
        case 'ERR_HEX_EMPTY':
          return `${p.hexes.length} ${n(p.hexes.length, 'Feld hat', 'Felder haben')} noch keine Landschaft.`;
        case 'ERR_TOKEN_MISSING':
          return `${p.hexes.length} ${n(p.hexes.length, 'Feld braucht', 'Felder brauchen')} eine Zahl.`;
        case 'ERR_TOKEN_ON_DESERT':
          return 'Eine Wüste trägt keine Zahl.';
        case 'ERR_TERRAIN_COUNT':
          return `${at(p)}${t.terrain(p.terrain)}: ${p.have} auf dem Plan, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_COUNT':
          return `${at(p)}Zahl ${p.token}: ${p.have} auf dem Plan, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_VALUE':
          return 'Zahlen sind 2–6 und 8–12.';
        case 'ERR_HARBOR_COUNT':
          return `${at(p)}Häfen ${t.trade(p.trade)}: ${p.have} auf dem Plan, ${has(p)} ${p.need}.`;
        case 'ERR_HOME_SEA':
          return `Heimatinsel ${p.home + 1}: ${p.have} Meerfelder daneben; sie braucht ${p.need}.`;
        case 'ERR_HARBOR_PLACE':
          return 'Häfen liegen im Wasser neben der Insel.';
        case 'ERR_HARBOR_FACES':
          return 'Ein Hafen muss zu einem Landfeld zeigen, das er berührt.';
        case 'ERR_HARBOR_SHARED':
          return 'Zwei Häfen teilen sich eine Kreuzung.';
        case 'ERR_HARBOR_SPACING':
          return 'Die Hausvariante legt genau ein Meerfeld zwischen zwei Häfen.';
        case 'ERR_PLAYERS':
          return `Dieses Spiel ist für ${p.min}–${p.max} Spieler.`;
      }
    },
    warning: () => 'Eine 6 und eine 8 liegen nebeneinander (erlaubt, aber stark).',
    create: 'Spiel starten',
    creating: 'Startet…',
    nameMissing: (i) => `Spieler ${i + 1} braucht einen Namen.`,
    nameBad: (i) => `Der Name von Spieler ${i + 1} darf kein < oder > enthalten.`,
    serverRefused: 'Der Server hat das Spiel nicht angenommen',
    rateLimited: 'Zu viele neue Spiele von diesem Gerät. Warte eine Minute.',
    offline: 'Der Server ist nicht erreichbar. Ist das Tablet im Netzwerk?',
    marked: 'Auf dem Plan markiert.',
    sea: 'Meer',
    nothingYet: 'Noch nichts (wird entdeckt)',
    beginnerNoteIntimate:
      'Der Regeltext hat keine Einsteigerabbildung für zwei Spieler; dies sind zwei vom Generator gelegte Heimatinseln.',
  },
  da: {
    title: 'Nyt spil',
    back: 'Dine spil',
    game: 'Spil',
    players: 'Spillere',
    playerCount: 'Antal spillere',
    name: (i) => `Navn på spiller ${i + 1}`,
    color: (i) => `Farve for spiller ${i + 1}`,
    colorSet: 'Farver',
    colorSets: { box: 'Som brikkerne i æsken', safe: 'Farveblind-sikre' },
    target: 'Sejrspoint for at vinde',
    targetHelp: (v) => `Reglerne siger ${v}.`,
    dice: 'Terninger',
    diceModes: { app: 'Slå i appen', table: 'Rigtige terninger', deck: 'Terningkort (balanceret)' },
    devCards: 'Udviklingskort',
    progressCards: 'Fremskridtskort',
    devModes: { app: 'Blandet af appen', table: 'Rigtige kort' },
    betweenTurns: 'Mellem turene (5–6 spillere)',
    betweenModes: {
      none: 'Intet',
      'special-building-phase': 'Ekstra byggefase',
      'paired-players': 'Parrede spillere',
    },
    phoneInput: 'Spillerne svarer på mobilen',
    phoneInputHelp: 'Afkast og kortvalg kan klares på hver spillers egen mobil.',
    gameNicknames: 'Svenske øgenavne på råvarerne på alle enheder',
    gameNicknamesHelp:
      'Trä, får, vete, lera, sten hvor skærmen er på svensk: tabletten, hver mobil og den private visning.',
    board: 'Spilleplade',
    sources: { generate: 'Generér', code: 'Delingskode', scan: 'Scan QR', enter: 'Indtast vores' },
    noBoard: 'Starfarers spilles på den trykte plade; her er intet at indstille.',
    newBoard: 'En anden plade',
    shareCode: 'Delingskode eller link',
    shareHelp: 'For eksempel h1.base.spiral.fair.4.abc eller et /board?b=-link.',
    open: 'Åbn',
    opened: (c) => `Spilleplade ${c}`,
    switchedGame: (g) => `Pladen er til ${g}; spillet blev tilpasset.`,
    badCode: 'Dette er ikke en spilleplade, vi kan læse',
    scanHelp: 'Ret kameraet mod QR-koden, der er trykt på et pladeark.',
    startCamera: 'Start kameraet',
    stopCamera: 'Stop kameraet',
    noCamera: 'Intet kamera her. Tag et foto af QR-koden og åbn det i stedet.',
    cameraRefused: 'Kameraet kunne ikke åbnes. Åbn et foto af QR-koden i stedet.',
    cameraNeedsHttps:
      'Siden er almindelig http, så browseren holder kameraet lukket (den åbner det kun over https). Tag et foto af QR-koden og åbn det her.',
    cameraHttpsButton: 'Kamera: kræver https',
    photo: 'Åbn et foto af QR-koden',
    noQr: 'Ingen QR-kode fundet i billedet. Prøv et skarpere foto tættere på.',
    scanning: 'Leder efter en QR-kode…',
    notEditable: 'Dette spils plade kan ikke indtastes. Generér en eller åbn en delingskode.',
    presets: 'Start fra',
    beginner: 'Begynderplade',
    beginnerNote:
      'Regelbogens begynderfigur er ikke i vores kilder, så dette er den officielle bogstavudlægning (brikker A–R i spiral).',
    empty: 'Tom ø',
    fromGenerated: 'Den genererede plade',
    tapHex: 'Tryk på et felt, derefter landskab og tal. Tryk på vandet for havne.',
    terrain: 'Landskab',
    number: 'Tal',
    noNumber: 'Intet',
    left: (k) => `${k} tilbage`,
    harbor: 'Havn',
    noHarbor: 'Ingen havn',
    turnHarbor: 'Drej havnen',
    hexLabel: (what, row, col) => `Række ${row}, felt ${col}: ${what}`,
    emptyHex: 'tomt',
    waterHex: 'vand',
    boardOk: 'Der kan spilles på denne plade.',
    boardRefused: 'Der kan ikke spilles på pladen endnu:',
    problem: (p, t) => {
      const at = (x: { home?: 0 | 1 }) =>
        x.home === undefined ? '' : `Hjemmebase ${x.home + 1} – `;
      const has = (x: { home?: 0 | 1 }) =>
        x.home === undefined ? 'men æsken har' : 'men en hjemmebase har';
      switch (p.code) {
        case 'ERR_HEX_EMPTY':
          return `${p.hexes.length} ${n(p.hexes.length, 'felt mangler', 'felter mangler')} landskab.`;
        case 'ERR_TOKEN_MISSING':
          return `${p.hexes.length} ${n(p.hexes.length, 'felt mangler', 'felter mangler')} et tal.`;
        case 'ERR_TOKEN_ON_DESERT':
          return 'En ørken kan ikke have et tal.';
        case 'ERR_TERRAIN_COUNT':
          return `${at(p)}${t.terrain(p.terrain)}: ${p.have} på pladen, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_COUNT':
          return `${at(p)}Tallet ${p.token}: ${p.have} på pladen, ${has(p)} ${p.need}.`;
        case 'ERR_TOKEN_VALUE':
          return 'Tallene er 2–6 og 8–12.';
        case 'ERR_HARBOR_COUNT':
          return `${at(p)}Havne ${t.trade(p.trade)}: ${p.have} på pladen, ${has(p)} ${p.need}.`;
        case 'ERR_HOME_SEA':
          return `Hjemmebase ${p.home + 1}: ${p.have} havfelter ved siden af; den skal have ${p.need}.`;
        case 'ERR_HARBOR_PLACE':
          return 'Havne ligger i vandet ved øen.';
        case 'ERR_HARBOR_FACES':
          return 'En havn skal vende mod et landfelt, den rører.';
        case 'ERR_HARBOR_SHARED':
          return 'To havne deler et kryds.';
        case 'ERR_HARBOR_SPACING':
          return 'Husvarianten lægger præcis ét havfelt mellem havnene.';
        case 'ERR_PLAYERS':
          return `Spillet er for ${p.min}–${p.max} spillere.`;
      }
    },
    warning: () => 'En 6’er og en 8’er ligger side om side (tilladt, men stærkt).',
    create: 'Start spillet',
    creating: 'Starter…',
    nameMissing: (i) => `Spiller ${i + 1} skal have et navn.`,
    nameBad: (i) => `Navnet på spiller ${i + 1} må ikke indeholde < eller >.`,
    serverRefused: 'Serveren godtog ikke spillet',
    rateLimited: 'For mange nye spil fra denne enhed. Vent et minut og prøv igen.',
    offline: 'Serveren kan ikke nås. Er tabletten på netværket?',
    marked: 'Markeret på pladen.',
    sea: 'Hav',
    nothingYet: 'Intet endnu (opdages senere)',
    beginnerNoteIntimate:
      'Regelteksten har ingen begynderfigur for to spillere, så dette er to hjemmebaser lagt af generatoren.',
  },
};
