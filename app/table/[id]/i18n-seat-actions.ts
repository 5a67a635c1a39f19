// Words of what phones do for their own seat, as the tablet shows it (trade-offers.tsx and
// the log lines of describe.ts), in the table's four languages.
import type { Lang } from '@/lib/i18n/names';

export interface SeatActionWords {
  readonly offersTitle: string;
  /** `who` offers `to`: gives `give`, gets `get`. */
  readonly offerLine: (who: string, to: string, give: string, get: string) => string;
  readonly accept: string;
  readonly decline: string;
  readonly devDeclared: (name: string) => string;
  readonly knightCalled: (name: string) => string;
  readonly tradeOffered: (name: string, give: string, get: string) => string;
  readonly tradeDeclined: (name: string, from: string) => string;
}

export const SEAT_ACTION_WORDS: Readonly<Record<Lang, SeatActionWords>> = {
  en: {
    offersTitle: 'Trade offers',
    offerLine: (w, to, g, x) => `${w} offers ${to}: ${g} for ${x}`,
    accept: 'Accept',
    decline: 'Decline',
    devDeclared: (n) => `${n} declared a card on their phone`,
    knightCalled: (n) => `${n} played a knight from their phone`,
    tradeOffered: (n, g, x) => `${n} offers ${g} for ${x}`,
    tradeDeclined: (n, f) => `${n} declined the offer of ${f}`,
  },
  sv: {
    offersTitle: 'Bytesbud',
    offerLine: (w, to, g, x) => `${w} erbjuder ${to}: ${g} mot ${x}`,
    accept: 'Godta',
    decline: 'Avböj',
    devDeclared: (n) => `${n} angav ett kort på sin telefon`,
    knightCalled: (n) => `${n} spelade en riddare från sin telefon`,
    tradeOffered: (n, g, x) => `${n} erbjuder ${g} mot ${x}`,
    tradeDeclined: (n, f) => `${n} avböjde budet från ${f}`,
  },
  de: {
    offersTitle: 'Handels\u00ADangebote',
    offerLine: (w, to, g, x) => `${w} bietet ${to} an: ${g} für ${x}`,
    accept: 'Annehmen',
    decline: 'Ablehnen',
    devDeclared: (n) => `${n} hat eine Karte am Handy angesagt`,
    knightCalled: (n) => `${n} hat am Handy einen Ritter gespielt`,
    tradeOffered: (n, g, x) => `${n} bietet ${g} für ${x}`,
    tradeDeclined: (n, f) => `${n} hat das Angebot von ${f} abgelehnt`,
  },
  da: {
    offersTitle: 'Byttetilbud',
    offerLine: (w, to, g, x) => `${w} tilbyder ${to}: ${g} for ${x}`,
    accept: 'Accepter',
    decline: 'Afslå',
    devDeclared: (n) => `${n} oplyste et kort på sin telefon`,
    knightCalled: (n) => `${n} spillede en ridder fra sin telefon`,
    tradeOffered: (n, g, x) => `${n} tilbyder ${g} for ${x}`,
    tradeDeclined: (n, f) => `${n} afslog tilbuddet fra ${f}`,
  },
};
