// A correction in words for the table's notice, the log and the phone's news: the one line
// per correction and the pieces' names. Apart from correct-i18n.ts (the correction dialog's and
// the phone's words, loaded with those screens), because every event's line (describe.ts) needs
// these and so the tablet's first scripts carry them, in all four languages.
import type { Lang } from '@/lib/i18n/names';

export type PieceWord = 'settlement' | 'city' | 'road' | 'ship';

export interface CorrectLines {
  readonly pieces: Readonly<Record<PieceWord, string>>;
  /** The one-line notice and log line of a correction. */
  readonly line: {
    readonly roll: (turn: number, from: string, to: string, reason: string) => string;
    readonly hand: (name: string, change: number, reason: string) => string;
    readonly piece: (name: string, piece: string, moved: boolean, reason: string) => string;
    readonly bank: (resource: string, from: number | null, to: number, reason: string) => string;
    readonly requested: (name: string, count: number, reason: string) => string;
    readonly declined: (name: string) => string;
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

export const CORRECT_LINES: Readonly<Record<Lang, CorrectLines>> = {
  en: {
    pieces: { settlement: 'settlement', city: 'city', road: 'road', ship: 'ship' },
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
  },
  sv: {
    pieces: { settlement: 'by', city: 'stad', road: 'väg', ship: 'skepp' },
    line: {
      roll: (t, f, to, r) => `Rättelse: slaget i tur ${t} var ${to}, inte ${f} — ${r}`,
      hand: (n, c, r) => `Rättelse: ${n}s hand ${signed(c)} kort — ${r}`,
      piece: (n, p, m, r) => `Rättelse: ${n}s ${p} ${m ? 'flyttad' : 'borttagen'} — ${r}`,
      bank: (res, f, t, r) =>
        `Rättelse: banken har ${t} ${res}${f === null ? '' : `, inte ${f}`} — ${r}`,
      requested: (n, c, r) => `${n} begär en rättelse (räknar ${c} kort): ${r}`,
      declined: (n) => `${n}s begäran om rättelse avslogs`,
    },
  },
  de: {
    pieces: { settlement: 'Siedlung', city: 'Stadt', road: 'Straße', ship: 'Schiff' },
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
  },
  da: {
    pieces: { settlement: 'by', city: 'storby', road: 'vej', ship: 'skib' },
    line: {
      roll: (t, f, to, r) => `Rettelse: slaget i tur ${t} var ${to}, ikke ${f} — ${r}`,
      hand: (n, c, r) => `Rettelse: ${n}s hånd ${signed(c)} kort — ${r}`,
      piece: (n, p, m, r) => `Rettelse: ${n}s ${p} ${m ? 'flyttet' : 'fjernet'} — ${r}`,
      bank: (res, f, t, r) =>
        `Rettelse: banken har ${t} ${res}${f === null ? '' : `, ikke ${f}`} — ${r}`,
      requested: (n, c, r) => `${n} beder om en rettelse (tæller ${c} kort): ${r}`,
      declined: (n) => `${n}s anmodning om rettelse blev afvist`,
    },
  },
};
