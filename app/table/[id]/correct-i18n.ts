// Words of corrections (the host's "Correct…" dialog, the table's notice, the log line, a
// phone's request) in the table's four languages.

import type { Lang } from '@/lib/i18n/names';

export type CorrectKind = 'roll' | 'hand' | 'piece' | 'bank';
type PieceWord = 'settlement' | 'city' | 'road' | 'ship';

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
  readonly pieces: Readonly<Record<PieceWord, string>>;
  readonly moveTo: string;
  readonly remove: string;
  readonly bankOf: string;
  readonly requests: string;
  readonly requestLine: (name: string, counts: number, app: number, reason: string) => string;
  readonly accept: string;
  readonly decline: string;
  /** The one-line notice and log line of a correction. */
  readonly line: {
    readonly roll: (turn: number, from: string, to: string, reason: string) => string;
    readonly hand: (name: string, change: number, reason: string) => string;
    readonly piece: (name: string, piece: string, moved: boolean, reason: string) => string;
    readonly bank: (resource: string, from: number | null, to: number, reason: string) => string;
    readonly requested: (name: string, count: number, reason: string) => string;
    readonly declined: (name: string) => string;
  };
  /** The phone. */
  readonly wrongCount: string;
  readonly myCount: string;
  readonly send: string;
  readonly pending: (n: number) => string;
  readonly affects: string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

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
    pieces: { settlement: 'settlement', city: 'city', road: 'road', ship: 'ship' },
    moveTo: 'Move to',
    remove: 'Remove it',
    bankOf: 'Cards in the bank',
    requests: 'Requests from phones',
    requestLine: (n, c, a, r) => `${n} counts ${c} cards, the app says ${a}: “${r}”`,
    accept: 'Accept',
    decline: 'Decline',
    line: {
      roll: (t, f, to, r) => `Correction: the roll of turn ${t} was ${to}, not ${f} — ${r}`,
      hand: (n, c, r) =>
        `Correction: ${n}’s hand ${signed(c)} ${Math.abs(c) === 1 ? 'card' : 'cards'} — ${r}`,
      piece: (n, p, m, r) => `Correction: ${n}’s ${p} ${m ? 'moved' : 'removed'} — ${r}`,
      bank: (res, f, t, r) =>
        `Correction: the bank holds ${t} ${res}${f === null ? '' : `, not ${f}`} — ${r}`,
      requested: (n, c, r) => `${n} asks for a correction (counts ${c} cards): ${r}`,
      declined: (n) => `${n}’s request for a correction was declined`,
    },
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
    pieces: { settlement: 'by', city: 'stad', road: 'väg', ship: 'skepp' },
    moveTo: 'Flytta till',
    remove: 'Ta bort den',
    bankOf: 'Kort i banken',
    requests: 'Begäran från telefoner',
    requestLine: (n, c, a, r) => `${n} räknar ${c} kort, appen säger ${a}: ”${r}”`,
    accept: 'Godta',
    decline: 'Avslå',
    line: {
      roll: (t, f, to, r) => `Rättelse: slaget i tur ${t} var ${to}, inte ${f} — ${r}`,
      hand: (n, c, r) => `Rättelse: ${n}s hand ${signed(c)} kort — ${r}`,
      piece: (n, p, m, r) => `Rättelse: ${n}s ${p} ${m ? 'flyttad' : 'borttagen'} — ${r}`,
      bank: (res, f, t, r) =>
        `Rättelse: banken har ${t} ${res}${f === null ? '' : `, inte ${f}`} — ${r}`,
      requested: (n, c, r) => `${n} begär en rättelse (räknar ${c} kort): ${r}`,
      declined: (n) => `${n}s begäran om rättelse avslogs`,
    },
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
    pieces: { settlement: 'Siedlung', city: 'Stadt', road: 'Straße', ship: 'Schiff' },
    moveTo: 'Versetzen nach',
    remove: 'Entfernen',
    bankOf: 'Karten in der Bank',
    requests: 'Anfragen von Handys',
    requestLine: (n, c, a, r) => `${n} zählt ${c} Karten, die App sagt ${a}: „${r}“`,
    accept: 'Annehmen',
    decline: 'Ablehnen',
    line: {
      roll: (t, f, to, r) => `Korrektur: der Wurf in Zug ${t} war ${to}, nicht ${f} — ${r}`,
      hand: (n, c, r) =>
        `Korrektur: Hand von ${n} ${signed(c)} ${Math.abs(c) === 1 ? 'Karte' : 'Karten'} — ${r}`,
      piece: (n, p, m, r) => `Korrektur: ${p} von ${n} ${m ? 'versetzt' : 'entfernt'} — ${r}`,
      bank: (res, f, t, r) =>
        `Korrektur: die Bank hat ${t} ${res}${f === null ? '' : `, nicht ${f}`} — ${r}`,
      requested: (n, c, r) => `${n} bittet um eine Korrektur (zählt ${c} Karten): ${r}`,
      declined: (n) => `Die Korrektur\u00ADanfrage von ${n} wurde abgelehnt`,
    },
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
    pieces: { settlement: 'by', city: 'storby', road: 'vej', ship: 'skib' },
    moveTo: 'Flyt til',
    remove: 'Fjern den',
    bankOf: 'Kort i banken',
    requests: 'Anmodninger fra telefoner',
    requestLine: (n, c, a, r) => `${n} tæller ${c} kort, appen siger ${a}: »${r}«`,
    accept: 'Godkend',
    decline: 'Afvis',
    line: {
      roll: (t, f, to, r) => `Rettelse: slaget i tur ${t} var ${to}, ikke ${f} — ${r}`,
      hand: (n, c, r) => `Rettelse: ${n}s hånd ${signed(c)} kort — ${r}`,
      piece: (n, p, m, r) => `Rettelse: ${n}s ${p} ${m ? 'flyttet' : 'fjernet'} — ${r}`,
      bank: (res, f, t, r) =>
        `Rettelse: banken har ${t} ${res}${f === null ? '' : `, ikke ${f}`} — ${r}`,
      requested: (n, c, r) => `${n} beder om en rettelse (tæller ${c} kort): ${r}`,
      declined: (n) => `${n}s anmodning om rettelse blev afvist`,
    },
    wrongCount: 'Mine kort passer ikke',
    myCount: 'De kort, jeg virkelig har',
    send: 'Spørg værten',
    pending: (n) => `Venter på værten: du tæller ${n} kort.`,
    affects: 'Rettelse',
  },
};
