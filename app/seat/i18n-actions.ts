// Words of the phone's own moves (app/seat/seat-actions.tsx): declaring a card drawn from the
// box, offering the active player a trade and answering one, in the table's four languages.
import type { Lang } from '@/lib/i18n/names';

export interface SeatActionStrings {
  /** Real cards: how many drawn cards the app does not know yet. */
  readonly unknownTitle: (n: number) => string;
  readonly unknownHint: string;
  /** Before the list of kinds: "It is a …". */
  readonly declareAs: string;
  readonly revealVp: string;
  /** Turning a victory point face up mid-game is asked again: it is public and for good. */
  readonly revealVpSure: string;
  readonly revealVpYes: string;
  readonly revealVpNo: string;
  readonly tradeTitle: (name: string) => string;
  readonly youGive: string;
  readonly youGet: string;
  readonly sendOffer: string;
  readonly offerWaiting: (give: string, get: string) => string;
  readonly offersTitle: string;
  /** `who` gives `give` and asks `get` of this phone's player. */
  readonly offerLine: (who: string, give: string, get: string) => string;
  readonly accept: string;
  readonly decline: string;
  readonly more: (r: string) => string;
  readonly less: (r: string) => string;
}

export const SEAT_ACTIONS: Readonly<Record<Lang, SeatActionStrings>> = {
  en: {
    unknownTitle: (n) => `Drawn, not declared: ${n}`,
    unknownHint:
      'Only you see this. Tell the app which card you drew, or keep it secret until you play it.',
    declareAs: 'It is a',
    revealVp: 'Reveal: victory point',
    revealVpSure: 'Turn a victory point card face up for everyone? It cannot be taken back.',
    revealVpYes: 'Yes, reveal it',
    revealVpNo: 'Not now',
    tradeTitle: (n) => `Offer ${n} a trade`,
    youGive: 'You give',
    youGet: 'You get',
    sendOffer: 'Send offer',
    offerWaiting: (g, w) => `Your offer waits for an answer: ${g} for ${w}`,
    offersTitle: 'Trade offers to you',
    offerLine: (who, g, w) => `${who} gives ${g} for ${w}`,
    accept: 'Accept',
    decline: 'Decline',
    more: (r) => `One more ${r}`,
    less: (r) => `One less ${r}`,
  },
  sv: {
    unknownTitle: (n) => `Dragna, inte angivna: ${n}`,
    unknownHint:
      'Bara du ser detta. Säg vilket kort du drog, eller håll det hemligt tills du spelar det.',
    declareAs: 'Det är',
    revealVp: 'Visa: segerpoäng',
    revealVpSure: 'Vända upp ett segerpoängkort för alla? Det kan inte ångras.',
    revealVpYes: 'Ja, visa det',
    revealVpNo: 'Inte nu',
    tradeTitle: (n) => `Erbjud ${n} ett byte`,
    youGive: 'Du ger',
    youGet: 'Du får',
    sendOffer: 'Skicka erbjudandet',
    offerWaiting: (g, w) => `Ditt erbjudande väntar på svar: ${g} mot ${w}`,
    offersTitle: 'Bytesbud till dig',
    offerLine: (who, g, w) => `${who} ger ${g} mot ${w}`,
    accept: 'Godta',
    decline: 'Avböj',
    more: (r) => `En ${r} till`,
    less: (r) => `En ${r} mindre`,
  },
  de: {
    unknownTitle: (n) => `Gezogen, nicht angesagt: ${n}`,
    unknownHint:
      'Nur du siehst das. Sag der App, welche Karte du gezogen hast, oder halte sie geheim, bis du sie ausspielst.',
    declareAs: 'Es ist',
    revealVp: 'Aufdecken: Siegpunkt',
    revealVpSure: 'Eine Siegpunktkarte für alle aufdecken? Das lässt sich nicht zurücknehmen.',
    revealVpYes: 'Ja, aufdecken',
    revealVpNo: 'Jetzt nicht',
    tradeTitle: (n) => `${n} einen Handel anbieten`,
    youGive: 'Du gibst',
    youGet: 'Du bekommst',
    sendOffer: 'Angebot senden',
    offerWaiting: (g, w) => `Dein Angebot wartet auf Antwort: ${g} für ${w}`,
    offersTitle: 'Handelsangebote an dich',
    offerLine: (who, g, w) => `${who} gibt ${g} für ${w}`,
    accept: 'Annehmen',
    decline: 'Ablehnen',
    more: (r) => `Ein ${r} mehr`,
    less: (r) => `Ein ${r} weniger`,
  },
  da: {
    unknownTitle: (n) => `Trukket, ikke oplyst: ${n}`,
    unknownHint:
      'Kun du ser dette. Fortæl appen hvilket kort du trak, eller hold det hemmeligt, til du spiller det.',
    declareAs: 'Det er',
    revealVp: 'Vis: sejrspoint',
    revealVpSure: 'Vende et sejrspointkort op for alle? Det kan ikke fortrydes.',
    revealVpYes: 'Ja, vis det',
    revealVpNo: 'Ikke nu',
    tradeTitle: (n) => `Tilbyd ${n} en handel`,
    youGive: 'Du giver',
    youGet: 'Du får',
    sendOffer: 'Send tilbud',
    offerWaiting: (g, w) => `Dit tilbud venter på svar: ${g} for ${w}`,
    offersTitle: 'Byttetilbud til dig',
    offerLine: (who, g, w) => `${who} giver ${g} for ${w}`,
    accept: 'Accepter',
    decline: 'Afslå',
    more: (r) => `En ${r} mere`,
    less: (r) => `En ${r} mindre`,
  },
};
