// Words of corrections (the host's "Correct…" dialog, the table's notice, the log line, a
// phone's request) in the table's four languages.

import type { Lang } from '@/lib/i18n/names';

export type CorrectKind = 'roll' | 'hand' | 'piece' | 'bank';

export interface CorrectStrings {
  readonly open: string;
  readonly title: string;
  readonly kinds: Readonly<Record<CorrectKind, string>>;
  readonly reason: string;
  readonly reasonHint: string;
  readonly apply: string;
  readonly cancel: string;
  readonly whichRoll: string;
  readonly rollOf: (turn: number, name: string, roll: string) => string;
  readonly rightDice: string;
  readonly noRolls: string;
  readonly whose: string;
  readonly handNow: (n: number) => string;
  readonly whichPiece: string;
  readonly moveTo: string;
  readonly remove: string;
  readonly bankOf: string;
  readonly requests: string;
  readonly requestLine: (name: string, counts: number, app: number, reason: string) => string;
  readonly accept: string;
  readonly decline: string;
  /** The phone. */
  readonly wrongCount: string;
  readonly myCount: string;
  readonly send: string;
  readonly pending: (n: number) => string;
  readonly affects: string;
}

export const CORRECT: Readonly<Record<Lang, CorrectStrings>> = {
  en: {
    open: 'Correct…',
    title: 'Correct a mistake',
    kinds: { roll: 'A roll', hand: 'A hand', piece: 'A piece', bank: 'The bank' },
    reason: 'Reason',
    reasonHint: 'Why (everyone sees it)',
    apply: 'Correct',
    cancel: 'Cancel',
    whichRoll: 'Which roll',
    rollOf: (t, n, roll) => `Turn ${t}, ${n}: ${roll}`,
    rightDice: 'The dice really showed',
    noRolls: 'No roll can be corrected yet.',
    whose: 'Whose hand',
    handNow: (n) => `The app counts ${n} cards. Enter the cards the player really holds:`,
    whichPiece: 'Which piece',
    moveTo: 'Move to',
    remove: 'Remove it',
    bankOf: 'Cards in the bank',
    requests: 'Requests from phones',
    requestLine: (n, c, a, r) => `${n} counts ${c} cards, the app says ${a}: “${r}”`,
    accept: 'Accept',
    decline: 'Decline',
    wrongCount: 'My count is wrong',
    myCount: 'The cards I really hold',
    send: 'Ask the host',
    pending: (n) => `Waiting for the host: you count ${n} cards.`,
    affects: 'Correction',
  },
  sv: {
    open: 'Rätta…',
    title: 'Rätta ett misstag',
    kinds: { roll: 'Ett slag', hand: 'En hand', piece: 'En pjäs', bank: 'Banken' },
    reason: 'Anledning',
    reasonHint: 'Varför (alla ser det)',
    apply: 'Rätta',
    cancel: 'Avbryt',
    whichRoll: 'Vilket slag',
    rollOf: (t, n, roll) => `Tur ${t}, ${n}: ${roll}`,
    rightDice: 'Tärningarna visade egentligen',
    noRolls: 'Inget slag kan rättas än.',
    whose: 'Vems hand',
    handNow: (n) => `Appen räknar ${n} kort. Ange korten spelaren verkligen har:`,
    whichPiece: 'Vilken pjäs',
    moveTo: 'Flytta till',
    remove: 'Ta bort den',
    bankOf: 'Kort i banken',
    requests: 'Begäran från telefoner',
    requestLine: (n, c, a, r) => `${n} räknar ${c} kort, appen säger ${a}: ”${r}”`,
    accept: 'Godta',
    decline: 'Avslå',
    wrongCount: 'Mina kort stämmer inte',
    myCount: 'Korten jag verkligen har',
    send: 'Fråga värden',
    pending: (n) => `Väntar på värden: du räknar ${n} kort.`,
    affects: 'Rättelse',
  },
  de: {
    open: 'Korrigieren…',
    title: 'Einen Fehler korrigieren',
    kinds: { roll: 'Ein Wurf', hand: 'Eine Hand', piece: 'Eine Figur', bank: 'Die Bank' },
    reason: 'Grund',
    reasonHint: 'Warum (alle sehen es)',
    apply: 'Korrigieren',
    cancel: 'Abbrechen',
    whichRoll: 'Welcher Wurf',
    rollOf: (t, n, roll) => `Zug ${t}, ${n}: ${roll}`,
    rightDice: 'Die Würfel zeigten wirklich',
    noRolls: 'Noch kein Wurf lässt sich korrigieren.',
    whose: 'Wessen Hand',
    handNow: (n) => `Die App zählt ${n} Karten. Gib die Karten ein, die der Spieler wirklich hat:`,
    whichPiece: 'Welche Figur',
    moveTo: 'Versetzen nach',
    remove: 'Entfernen',
    bankOf: 'Karten in der Bank',
    requests: 'Anfragen von Handys',
    requestLine: (n, c, a, r) => `${n} zählt ${c} Karten, die App sagt ${a}: „${r}“`,
    accept: 'Annehmen',
    decline: 'Ablehnen',
    wrongCount: 'Meine Karten stimmen nicht',
    myCount: 'Die Karten, die ich wirklich habe',
    send: 'Den Gastgeber fragen',
    pending: (n) => `Wartet auf den Gastgeber: du zählst ${n} Karten.`,
    affects: 'Korrektur',
  },
  da: {
    open: 'Ret…',
    title: 'Ret en fejl',
    kinds: { roll: 'Et slag', hand: 'En hånd', piece: 'En brik', bank: 'Banken' },
    reason: 'Grund',
    reasonHint: 'Hvorfor (alle ser det)',
    apply: 'Ret',
    cancel: 'Annuller',
    whichRoll: 'Hvilket slag',
    rollOf: (t, n, roll) => `Tur ${t}, ${n}: ${roll}`,
    rightDice: 'Terningerne viste egentlig',
    noRolls: 'Intet slag kan rettes endnu.',
    whose: 'Hvis hånd',
    handNow: (n) => `Appen tæller ${n} kort. Angiv de kort, spilleren virkelig har:`,
    whichPiece: 'Hvilken brik',
    moveTo: 'Flyt til',
    remove: 'Fjern den',
    bankOf: 'Kort i banken',
    requests: 'Anmodninger fra telefoner',
    requestLine: (n, c, a, r) => `${n} tæller ${c} kort, appen siger ${a}: »${r}«`,
    accept: 'Godkend',
    decline: 'Afvis',
    wrongCount: 'Mine kort passer ikke',
    myCount: 'De kort, jeg virkelig har',
    send: 'Spørg værten',
    pending: (n) => `Venter på værten: du tæller ${n} kort.`,
    affects: 'Rettelse',
  },
};
