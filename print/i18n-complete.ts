// Words of the complete-game kit (print/complete.ts) that the rules text does not hold: the rules
// page's print-only headings, what the download holds, the dice deck's and pieces' labels and what
// cannot be printed, in four languages. The rules themselves are composed from the ruleset
// (lib/rules/rules-text.ts), the names come from print/i18n-complete-names.ts.

import type { Lang } from '../lib/i18n/names';
import { COMPLETE_NAMES, type CompleteNames } from './i18n-complete-names';

export interface CompleteWords extends CompleteNames {
  readonly head: {
    readonly build: string;
    readonly box: string;
    readonly dice: string;
    readonly missing: string;
  };
  readonly box: {
    readonly hexes: (n: number) => string;
    readonly tokens: (n: number) => string;
    readonly harbors: (n: number) => string;
    readonly cards: (n: number, each: number) => string;
    readonly dev: (n: number) => string;
    readonly cost: (n: number) => string;
    readonly specials: (n: number) => string;
    readonly perSeat: (seats: number, s: number, c: number, r: number, ships: number) => string;
    readonly robber: string;
    readonly track: (max: number) => string;
    readonly dice: (n: number) => string;
  };
  readonly diceHow: string;
  readonly piecesHow: string;
  /** What a Starfarers kit cannot print (its board and pieces): use the original. */
  readonly missing: { readonly starfarers: readonly string[] };
  /** The dice deck's back. */
  readonly diceBack: string;
}

const en: CompleteWords = {
  ...COMPLETE_NAMES.en,
  head: {
    build: 'Building costs',
    box: 'In this download',
    dice: 'The dice deck',
    missing: 'Not printable: use the original',
  },
  box: {
    hexes: (n) => `${n} hex tiles`,
    tokens: (n) => `${n} number tokens`,
    harbors: (n) => `${n} harbors`,
    cards: (n, e) => `${n} resource cards (${e} of each)`,
    dev: (n) => `${n} development cards`,
    cost: (n) => `${n} building-cost cards`,
    specials: (n) => `${n} special cards`,
    perSeat: (k, s, c, r, sh) =>
      `for each of ${k} colours: ${[s && `${s} settlements`, c && `${c} cities`, r && `${r} roads`, sh && `${sh} ships`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 score marker`,
    robber: 'the robber',
    track: (m) => `a score track 0–${m}`,
    dice: (n) => `${n} dice cards`,
  },
  diceHow:
    'Instead of dice: shuffle the 36 dice cards (every pair of two dice once) face down and turn one each turn. Shuffle all back when 5 are left.',
  piecesHow:
    'Each colour’s pieces carry its pattern and initial, so they tell apart in black and white. Fold nothing: lay them flat.',
  missing: {
    starfarers: [
      'the board (planets, space, Earth)',
      'resource cards of fuel, carbon, food and trade goods',
      'mother ships, boosters, cannons and freight rings',
      'colonies, spaceports, trade stations, encounter and fame cards',
    ],
  },
  diceBack: 'Dice',
};

const sv: CompleteWords = {
  ...COMPLETE_NAMES.sv,
  head: {
    build: 'Byggkostnader',
    box: 'I den här nedladdningen',
    dice: 'Tärningsleken',
    missing: 'Går inte att skriva ut: använd originalet',
  },
  box: {
    hexes: (n) => `${n} rutor`,
    tokens: (n) => `${n} nummerbrickor`,
    harbors: (n) => `${n} hamnar`,
    cards: (n, e) => `${n} råvarukort (${e} av varje)`,
    dev: (n) => `${n} utvecklingskort`,
    cost: (n) => `${n} byggkostnadskort`,
    specials: (n) => `${n} specialkort`,
    perSeat: (k, s, c, r, sh) =>
      `för var och en av ${k} färger: ${[s && `${s} byar`, c && `${c} städer`, r && `${r} vägar`, sh && `${sh} skepp`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 poängmarkör`,
    robber: 'rövaren',
    track: (m) => `en poängskala 0–${m}`,
    dice: (n) => `${n} tärningskort`,
  },
  diceHow:
    'I stället för tärningar: blanda de 36 tärningskorten (varje par av två tärningar en gång) med baksidan upp och vänd ett varje tur. Blanda in alla igen när 5 återstår.',
  piecesHow:
    'Varje färgs bitar bär sitt mönster och sin initial, så de går att skilja åt i svartvitt. Inget viks: lägg dem platt.',
  missing: {
    starfarers: [
      'spelplanen (planeter, rymden, Jorden)',
      'råvarukort för bränsle, kol, mat och handelsvaror',
      'moderskepp, boosters, kanoner och fraktringar',
      'kolonier, rymdhamnar, handelsstationer, möteskort och berömmelsekort',
    ],
  },
  diceBack: 'Tärning',
};

const de: CompleteWords = {
  ...COMPLETE_NAMES.de,
  head: {
    build: 'Baukosten',
    box: 'In diesem Download',
    dice: 'Das Würfeldeck',
    missing: 'Nicht druckbar: das Original verwenden',
  },
  box: {
    hexes: (n) => `${n} Landschaftsfelder`,
    tokens: (n) => `${n} Zahlenchips`,
    harbors: (n) => `${n} Häfen`,
    cards: (n, e) => `${n} Rohstoffkarten (je ${e})`,
    dev: (n) => `${n} Entwicklungskarten`,
    cost: (n) => `${n} Baukostenkarten`,
    specials: (n) => `${n} Sonderkarten`,
    perSeat: (k, s, c, r, sh) =>
      `für jede von ${k} Farben: ${[s && `${s} Siedlungen`, c && `${c} Städte`, r && `${r} Straßen`, sh && `${sh} Schiffe`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 Punktemarker`,
    robber: 'der Räuber',
    track: (m) => `eine Punkteleiste 0–${m}`,
    dice: (n) => `${n} Würfelkarten`,
  },
  diceHow:
    'Statt Würfeln: die 36 Würfelkarten (jedes Paar zweier Würfel einmal) verdeckt mischen und jeden Zug eine aufdecken. Bei 5 übrigen Karten alle neu mischen.',
  piecesHow:
    'Die Teile jeder Farbe tragen ihr Muster und ihren Anfangsbuchstaben, so sind sie auch schwarzweiß zu unterscheiden. Nichts falten: flach hinlegen.',
  missing: {
    starfarers: [
      'den Spielplan (Planeten, Weltraum, Erde)',
      'Rohstoffkarten für Treibstoff, Kohle, Nahrung und Handelswaren',
      'Mutterschiffe, Booster, Kanonen und Frachtringe',
      'Kolonien, Raumhäfen, Handelsstationen, Begegnungs- und Ruhmeskarten',
    ],
  },
  diceBack: 'Würfel',
};

const da: CompleteWords = {
  ...COMPLETE_NAMES.da,
  head: {
    build: 'Byggeomkostninger',
    box: 'I denne download',
    dice: 'Terningebunken',
    missing: 'Kan ikke udskrives: brug originalen',
  },
  box: {
    hexes: (n) => `${n} felter`,
    tokens: (n) => `${n} talbrikker`,
    harbors: (n) => `${n} havne`,
    cards: (n, e) => `${n} råstofkort (${e} af hver)`,
    dev: (n) => `${n} udviklingskort`,
    cost: (n) => `${n} byggeomkostningskort`,
    specials: (n) => `${n} specialkort`,
    perSeat: (k, s, c, r, sh) =>
      `for hver af ${k} farver: ${[s && `${s} bosættelser`, c && `${c} byer`, r && `${r} veje`, sh && `${sh} skibe`].filter(Boolean).join(', ')}${s || c || r || sh ? ', ' : ''}1 pointmarkør`,
    robber: 'røveren',
    track: (m) => `en pointskala 0–${m}`,
    dice: (n) => `${n} terningkort`,
  },
  diceHow:
    'I stedet for terninger: bland de 36 terningkort (hvert par af to terninger én gang) med bagsiden op og vend ét hver tur. Bland alle igen, når 5 er tilbage.',
  piecesHow:
    'Hver farves brikker bærer sit mønster og sit forbogstav, så de kan skelnes i sort-hvid. Intet foldes: læg dem fladt.',
  missing: {
    starfarers: [
      'spillepladen (planeter, rummet, Jorden)',
      'råstofkort for brændstof, kul, mad og handelsvarer',
      'moderskibe, boostere, kanoner og fragtringe',
      'kolonier, rumhavne, handelsstationer, møde- og berømmelseskort',
    ],
  },
  diceBack: 'Terning',
};

export const COMPLETE_WORDS: Readonly<Record<Lang, CompleteWords>> = { en, sv, de, da };
