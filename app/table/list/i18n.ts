// Words of the table's game list in the four table languages.
import type { Lang } from '@/lib/i18n/names';

export interface ListStrings {
  readonly title: string;
  readonly newGame: string;
  readonly resume: string;
  readonly resumeGame: (players: string) => string;
  readonly empty: string;
  readonly emptyHelp: string;
  readonly loading: string;
  readonly players: string;
  readonly lastChange: string;
  readonly moves: (n: number) => string;
  readonly importGame: string;
  readonly importHelp: string;
  readonly importing: string;
  readonly importFailed: string;
  readonly notJson: string;
  readonly loadFailed: string;
  readonly forgotten: string;
}

export const LIST: Readonly<Record<Lang, ListStrings>> = {
  en: {
    title: 'Table companion',
    newGame: 'New game',
    resume: 'Resume',
    resumeGame: (p) => `Resume the game of ${p}`,
    empty: 'No games on this tablet yet.',
    emptyHelp: 'Start a new game, or import a game file exported from another tablet.',
    loading: 'Loading your games…',
    players: 'Players',
    lastChange: 'Last change',
    moves: (n) => `${n} ${n === 1 ? 'step' : 'steps'}`,
    importGame: 'Import a game file',
    importHelp: 'A game@1 file (.json) exported from a game’s log.',
    importing: 'Importing…',
    importFailed: 'The game file was not accepted',
    notJson: 'This file is not a game file (JSON).',
    loadFailed: 'Your games could not be loaded',
    forgotten:
      'The server does not know this tablet any more (a new data folder?). New games start a new list.',
  },
  sv: {
    title: 'Bordsföljeslagare',
    newGame: 'Nytt spel',
    resume: 'Fortsätt',
    resumeGame: (p) => `Fortsätt spelet med ${p}`,
    empty: 'Inga spel på den här plattan än.',
    emptyHelp:
      'Starta ett nytt spel eller importera en spelfil som exporterats från en annan platta.',
    loading: 'Hämtar dina spel…',
    players: 'Spelare',
    lastChange: 'Senast ändrat',
    moves: (n) => `${n} ${n === 1 ? 'steg' : 'steg'}`,
    importGame: 'Importera en spelfil',
    importHelp: 'En game@1-fil (.json) exporterad från ett spels logg.',
    importing: 'Importerar…',
    importFailed: 'Spelfilen godtogs inte',
    notJson: 'Filen är ingen spelfil (JSON).',
    loadFailed: 'Dina spel gick inte att hämta',
    forgotten:
      'Servern känner inte längre igen plattan (ny datamapp?). Nya spel börjar en ny lista.',
  },
  de: {
    title: 'Tischbegleiter',
    newGame: 'Neues Spiel',
    resume: 'Fortsetzen',
    resumeGame: (p) => `Das Spiel von ${p} fortsetzen`,
    empty: 'Noch keine Spiele auf diesem Tablet.',
    emptyHelp: 'Starte ein neues Spiel oder importiere eine Spieldatei von einem anderen Tablet.',
    loading: 'Deine Spiele werden geladen…',
    players: 'Spieler',
    lastChange: 'Zuletzt geändert',
    moves: (n) => `${n} ${n === 1 ? 'Schritt' : 'Schritte'}`,
    importGame: 'Spieldatei importieren',
    importHelp: 'Eine game@1-Datei (.json), aus dem Protokoll eines Spiels exportiert.',
    importing: 'Importiere…',
    importFailed: 'Die Spieldatei wurde nicht angenommen',
    notJson: 'Diese Datei ist keine Spieldatei (JSON).',
    loadFailed: 'Deine Spiele konnten nicht geladen werden',
    forgotten:
      'Der Server kennt dieses Tablet nicht mehr (neuer Datenordner?). Neue Spiele beginnen eine neue Liste.',
  },
  da: {
    title: 'Bordfølgesvend',
    newGame: 'Nyt spil',
    resume: 'Fortsæt',
    resumeGame: (p) => `Fortsæt spillet med ${p}`,
    empty: 'Ingen spil på denne tablet endnu.',
    emptyHelp: 'Start et nyt spil, eller importér en spilfil eksporteret fra en anden tablet.',
    loading: 'Henter dine spil…',
    players: 'Spillere',
    lastChange: 'Senest ændret',
    moves: (n) => `${n} ${n === 1 ? 'trin' : 'trin'}`,
    importGame: 'Importér en spilfil',
    importHelp: 'En game@1-fil (.json) eksporteret fra et spils log.',
    importing: 'Importerer…',
    importFailed: 'Spilfilen blev ikke godtaget',
    notJson: 'Filen er ikke en spilfil (JSON).',
    loadFailed: 'Dine spil kunne ikke hentes',
    forgotten:
      'Serveren kender ikke længere denne tablet (ny datamappe?). Nye spil starter en ny liste.',
  },
};
