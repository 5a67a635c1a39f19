// Words of the table menu (back to the games, export, rules, move the host), the private
// reveal for a player without a phone, and the end of a game (rematch), in the table's four
// languages. The rules cards themselves are in rules-words.ts.

import type { Lang } from '@/lib/i18n/names';

export interface MenuStrings {
  readonly menu: string;
  readonly close: string;
  readonly backToGames: string;
  readonly exportGame: string;
  readonly exportHelp: string;
  readonly exportFailed: string;
  readonly rules: string;
  readonly moveHost: string;
  readonly moveHostHelp: string;
  readonly moveHostExpires: (time: string) => string;
  readonly moveHostNew: string;
  readonly moveHostLink: string;
  /** The old tablet, once the host moved: a read-only viewer of the public table. */
  readonly movedTitle: string;
  readonly movedBody: string;
  /** The new tablet opening the move link. */
  readonly taking: string;
  readonly takeFailed: string;
  readonly takeNoToken: string;
  // The private reveal
  readonly showMe: (name: string) => string;
  readonly showMeTitle: string;
  readonly lookAway: (name: string) => string;
  readonly holdToSee: string;
  readonly showFor: (seconds: number) => string;
  readonly cancel: string;
  readonly privateOf: (name: string) => string;
  readonly hand: string;
  readonly noCards: string;
  readonly devCards: string;
  readonly noDevCards: string;
  readonly newCard: string;
  /** A real card drawn from the box and not named in the app yet. */
  readonly unknownCard: string;
  readonly boughtThisTurn: string;
  readonly tapToHide: string;
  readonly newCardPrompt: (name: string) => string;
  readonly later: string;
  readonly revealFailed: string;
  // The end of the game
  readonly stats: string;
  readonly rematch: string;
  readonly rematchHelp: string;
  readonly rematchFailed: string;
  readonly starting: string;
}

const en: MenuStrings = {
  menu: 'Menu',
  close: 'Close',
  backToGames: 'This tablet’s games',
  exportGame: 'Export the game file',
  exportHelp: 'A game@1 file: “Import a game file” on any tablet continues it.',
  exportFailed: 'The game file could not be exported.',
  rules: 'Rules of this game',
  moveHost: 'Move the host to another device',
  moveHostHelp:
    'Scan this code with the new tablet (or open the link there). It becomes the host; this screen then only shows the table.',
  moveHostExpires: (time) => `The code works once, until ${time}.`,
  moveHostNew: 'New code',
  moveHostLink: 'Link',
  movedTitle: 'This game is now run from another device',
  movedBody: 'This screen keeps showing the table, but can no longer change the game.',
  taking: 'Taking over the game…',
  takeFailed: 'This device could not take over the game.',
  takeNoToken: 'This link has no code in it; scan the code on the old tablet again.',
  showMe: (name) => `Show ${name}’s cards`,
  showMeTitle: 'Private cards',
  lookAway: (name) =>
    `Only ${name} looks now: everyone else look away, or hand the tablet to ${name}.`,
  holdToSee: 'Hold to see',
  showFor: (s) => `Show for ${s} seconds`,
  cancel: 'Cancel',
  privateOf: (name) => `${name}’s cards (tap to hide)`,
  hand: 'Hand',
  noCards: 'No resource cards',
  devCards: 'Development cards',
  noDevCards: 'No development cards',
  newCard: 'new',
  unknownCard: 'a card from the box, not named yet',
  boughtThisTurn: 'bought this turn',
  tapToHide: 'Tap anywhere to hide',
  newCardPrompt: (name) => `${name}: hold to see your new card`,
  later: 'Later',
  revealFailed: 'The cards could not be read; try again.',
  stats: 'Statistics',
  rematch: 'Rematch',
  rematchHelp: 'Same players, seats, colours, rules and options; a new board.',
  rematchFailed: 'The rematch could not be started.',
  starting: 'Starting…',
};

const sv: MenuStrings = {
  menu: 'Meny',
  close: 'Stäng',
  backToGames: 'Surfplattans spel',
  exportGame: 'Exportera spelfilen',
  exportHelp: 'En game@1-fil: ”Importera en spelfil” på valfri surfplatta fortsätter spelet.',
  exportFailed: 'Spelfilen kunde inte exporteras.',
  rules: 'Spelets regler',
  moveHost: 'Flytta värden till en annan enhet',
  moveHostHelp:
    'Skanna koden med den nya surfplattan (eller öppna länken där). Den blir värd; den här skärmen visar sedan bara bordet.',
  moveHostExpires: (time) => `Koden fungerar en gång, till ${time}.`,
  moveHostNew: 'Ny kod',
  moveHostLink: 'Länk',
  movedTitle: 'Spelet körs nu från en annan enhet',
  movedBody: 'Den här skärmen visar fortfarande bordet men kan inte längre ändra spelet.',
  taking: 'Tar över spelet…',
  takeFailed: 'Den här enheten kunde inte ta över spelet.',
  takeNoToken: 'Länken saknar kod; skanna koden på den gamla surfplattan igen.',
  showMe: (name) => `Visa ${name}s kort`,
  showMeTitle: 'Hemliga kort',
  lookAway: (name) =>
    `Bara ${name} tittar nu: alla andra tittar bort, eller ge surfplattan till ${name}.`,
  holdToSee: 'Håll för att se',
  showFor: (s) => `Visa i ${s} sekunder`,
  cancel: 'Avbryt',
  privateOf: (name) => `${name}s kort (tryck för att dölja)`,
  hand: 'Hand',
  noCards: 'Inga råvarukort',
  devCards: 'Ut\u00ADveck\u00ADlings\u00ADkort',
  noDevCards: 'Inga ut\u00ADveck\u00ADlings\u00ADkort',
  newCard: 'ny',
  unknownCard: 'ett kort ur lådan, inte angivet än',
  boughtThisTurn: 'köpt den här rundan',
  tapToHide: 'Tryck var som helst för att dölja',
  newCardPrompt: (name) => `${name}: håll för att se ditt nya kort`,
  later: 'Senare',
  revealFailed: 'Korten kunde inte läsas; försök igen.',
  stats: 'Statistik',
  rematch: 'Returmatch',
  rematchHelp: 'Samma spelare, platser, färger, regler och val; en ny spelplan.',
  rematchFailed: 'Returmatchen kunde inte startas.',
  starting: 'Startar…',
};

const de: MenuStrings = {
  menu: 'Menü',
  close: 'Schließen',
  backToGames: 'Spiele dieses Tablets',
  exportGame: 'Spieldatei exportieren',
  exportHelp: 'Eine game@1-Datei: „Spieldatei importieren“ setzt sie auf jedem Tablet fort.',
  exportFailed: 'Die Spieldatei konnte nicht exportiert werden.',
  rules: 'Regeln dieses Spiels',
  moveHost: 'Gastgeber auf ein anderes Gerät umziehen',
  moveHostHelp:
    'Scanne diesen Code mit dem neuen Tablet (oder öffne dort den Link). Es wird Gastgeber; dieser Bildschirm zeigt dann nur noch den Tisch.',
  moveHostExpires: (time) => `Der Code gilt einmal, bis ${time}.`,
  moveHostNew: 'Neuer Code',
  moveHostLink: 'Link',
  movedTitle: 'Dieses Spiel wird jetzt von einem anderen Gerät geleitet',
  movedBody: 'Dieser Bildschirm zeigt weiter den Tisch, kann das Spiel aber nicht mehr ändern.',
  taking: 'Spiel wird übernommen…',
  takeFailed: 'Dieses Gerät konnte das Spiel nicht übernehmen.',
  takeNoToken: 'In diesem Link fehlt der Code; scanne den Code am alten Tablet noch einmal.',
  showMe: (name) => `Karten von ${name} zeigen`,
  showMeTitle: 'Geheime Karten',
  lookAway: (name) =>
    `Nur ${name} schaut jetzt: alle anderen schauen weg, oder gebt ${name} das Tablet.`,
  holdToSee: 'Halten zum Ansehen',
  showFor: (s) => `${s} Sekunden zeigen`,
  cancel: 'Abbrechen',
  privateOf: (name) => `Karten von ${name} (tippen zum Verbergen)`,
  hand: 'Hand',
  noCards: 'Keine Rohstoffkarten',
  devCards: 'Entwick\u00ADlungs\u00ADkarten',
  noDevCards: 'Keine Entwick\u00ADlungs\u00ADkarten',
  newCard: 'neu',
  unknownCard: 'eine Karte aus der Schachtel, noch nicht genannt',
  boughtThisTurn: 'in diesem Zug gekauft',
  tapToHide: 'Irgendwo tippen zum Verbergen',
  newCardPrompt: (name) => `${name}: halten, um deine neue Karte zu sehen`,
  later: 'Später',
  revealFailed: 'Die Karten konnten nicht gelesen werden; noch einmal versuchen.',
  stats: 'Statistik',
  rematch: 'Revanche',
  rematchHelp: 'Dieselben Spieler, Plätze, Farben, Regeln und Optionen; ein neuer Spielplan.',
  rematchFailed: 'Die Revanche konnte nicht gestartet werden.',
  starting: 'Startet…',
};

const da: MenuStrings = {
  menu: 'Menu',
  close: 'Luk',
  backToGames: 'Tablettens spil',
  exportGame: 'Eksportér spilfilen',
  exportHelp: 'En game@1-fil: “Importér en spilfil” på enhver tablet fortsætter spillet.',
  exportFailed: 'Spilfilen kunne ikke eksporteres.',
  rules: 'Spillets regler',
  moveHost: 'Flyt værten til en anden enhed',
  moveHostHelp:
    'Scan koden med den nye tablet (eller åbn linket der). Den bliver vært; denne skærm viser derefter kun bordet.',
  moveHostExpires: (time) => `Koden virker én gang, indtil ${time}.`,
  moveHostNew: 'Ny kode',
  moveHostLink: 'Link',
  movedTitle: 'Spillet styres nu fra en anden enhed',
  movedBody: 'Denne skærm viser stadig bordet, men kan ikke længere ændre spillet.',
  taking: 'Overtager spillet…',
  takeFailed: 'Denne enhed kunne ikke overtage spillet.',
  takeNoToken: 'Linket mangler koden; scan koden på den gamle tablet igen.',
  showMe: (name) => `Vis ${name}s kort`,
  showMeTitle: 'Hemmelige kort',
  lookAway: (name) =>
    `Kun ${name} kigger nu: alle andre kigger væk, eller giv tabletten til ${name}.`,
  holdToSee: 'Hold for at se',
  showFor: (s) => `Vis i ${s} sekunder`,
  cancel: 'Annullér',
  privateOf: (name) => `${name}s kort (tryk for at skjule)`,
  hand: 'Hånd',
  noCards: 'Ingen råstofkort',
  devCards: 'Ud\u00ADvik\u00ADlings\u00ADkort',
  noDevCards: 'Ingen ud\u00ADvik\u00ADlings\u00ADkort',
  newCard: 'ny',
  unknownCard: 'et kort fra æsken, ikke angivet endnu',
  boughtThisTurn: 'købt i denne tur',
  tapToHide: 'Tryk hvor som helst for at skjule',
  newCardPrompt: (name) => `${name}: hold for at se dit nye kort`,
  later: 'Senere',
  revealFailed: 'Kortene kunne ikke læses; prøv igen.',
  stats: 'Statistik',
  rematch: 'Revanche',
  rematchHelp: 'Samme spillere, pladser, farver, regler og valg; en ny spilleplade.',
  rematchFailed: 'Revanchen kunne ikke startes.',
  starting: 'Starter…',
};

export const MENU: Readonly<Record<Lang, MenuStrings>> = { en, sv, de, da };
