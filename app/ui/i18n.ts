// Words of the web UI in the four table languages. Game names (terrains, resources) come
// from lib/i18n/names.ts, shared with the print kit.

import { letterName } from '@/lib/board/letters';
import type { Lang } from '@/lib/i18n/names';
import { rulesetNames } from '@/lib/i18n/rulesets';

export interface UiStrings {
  readonly appTagline: string;
  readonly boardTitle: string;
  readonly ruleset: string;
  readonly rulesets: Readonly<Record<string, string>>;
  readonly layout: string;
  readonly layouts: Readonly<Record<string, string>>;
  /** The official layout with its letters' range, e.g. "Lettered tokens A–R" (A–Zc with 5–6). */
  readonly officialRange: (last: string) => string;
  readonly balance: string;
  readonly presets: Readonly<Record<string, string>>;
  readonly custom: string;
  readonly constraints: Readonly<Record<string, string>>;
  readonly players: string;
  readonly seed: string;
  readonly newBoard: string;
  readonly apply: string;
  readonly share: string;
  readonly copy: string;
  readonly copied: string;
  /** Shown when neither the Clipboard API nor execCommand could copy the share link. */
  readonly copyFailed: string;
  readonly printBoard: string;
  readonly playBoard: string;
  /** What "Play this board" does (its tooltip). */
  readonly playBoardWhat: string;
  readonly pips: string;
  readonly fairShare: string;
  readonly fairness: string;
  readonly draftSpread: (spread: number, seats: string) => string;
  readonly intersections: (min: number, max: number) => string;
  readonly language: string;
  readonly nicknames: string;
  readonly boardError: string;
  readonly badLink: string;
  readonly generator: string;
  readonly generatorWhat: string;
  readonly printKit: string;
  readonly printKitWhat: string;
  readonly tableCompanion: string;
  readonly tableCompanionWhat: string;
  readonly discoveryBag: (hexes: number, tokens: number) => string;
}

const CONSTRAINTS_EN = {
  noAdjacentRed: 'No 6 or 8 side by side',
  noAdjacentEqual: 'No equal numbers side by side',
  noAdjacentLow: 'No 2 or 12 side by side',
  terrainCluster: 'Largest group of one terrain',
  pipCap: 'Most pips at an intersection',
  pipFloor: 'At least 5 pips where three hexes meet (4 by the desert)',
  spreadRed: '6s and 8s spread over the resources',
  distinctPerResource: 'No number twice on one resource',
  resourceShare: 'Each resource within N pips of its fair share',
  desertOffCentre: 'Desert off the centre',
  harborOffOwnHot: 'No 2:1 harbor on its own 5, 6, 8 or 9',
};

export const UI: Readonly<Record<Lang, UiStrings>> = {
  en: {
    appTagline: 'A companion for the hex-island trading game, as it is played around a real table.',
    boardTitle: 'Board generator',
    ruleset: 'Game',
    rulesets: rulesetNames('en', 'name'),
    layout: 'Layout',
    layouts: {
      spiral: 'Spiral (house rules)',
      official: 'Lettered tokens A–R',
      intimate: 'Home bases',
    },
    officialRange: (last) => `Lettered tokens A–${last}`,
    balance: 'Balance',
    presets: { none: 'None (pure chance)', fair: 'Fair', strict: 'Strict', custom: 'Custom' },
    custom: 'Constraints',
    constraints: CONSTRAINTS_EN,
    players: 'Players',
    seed: 'Seed',
    newBoard: 'New board',
    apply: 'Show',
    share: 'Share link',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed:
      'This browser would not copy it: the link is selected, copy it by hand (Ctrl+C or long-press).',
    printBoard: 'Print this board',
    playBoard: 'Play this board',
    playBoardWhat: 'Start a game at the table on this board.',
    pips: 'Pips per resource',
    fairShare: 'fair share',
    fairness: 'Fairness',
    draftSpread: (s, seats) =>
      `Snake draft: the best and worst seat differ by ${s} pips (${seats}).`,
    intersections: (min, max) => `Intersections: ${min}–${max} pips.`,
    language: 'Language',
    nicknames: 'Swedish table nicknames',
    boardError: 'No board with these settings',
    badLink: 'This link does not hold a board we can read',
    generator: 'Board generator',
    generatorWhat: 'balanced random boards, reproducible from a seed and shareable as a link',
    printKit: 'Print kit',
    printKitWhat: 'true-size PDFs of a board or of any lost piece',
    tableCompanion: 'Table companion',
    tableCompanionWhat: 'a tablet that keeps the books and phones that show each hand',
    discoveryBag: (h, t) =>
      `Discovery bag: ${h} hexes and ${t} number tokens, drawn at random as the island is explored.`,
  },
  sv: {
    appTagline:
      'En följeslagare till handelsspelet på hexön, som det spelas runt ett riktigt bord.',
    boardTitle: 'Spelplansgenerator',
    ruleset: 'Spel',
    rulesets: rulesetNames('sv', 'name'),
    layout: 'Utläggning',
    layouts: {
      spiral: 'Spiral (husregler)',
      official: 'Bokstavsbrickor A–R',
      intimate: 'Hemmabaser',
    },
    officialRange: (last) => `Bokstavsbrickor A–${last}`,
    balance: 'Balans',
    presets: { none: 'Ingen (ren slump)', fair: 'Rättvis', strict: 'Sträng', custom: 'Egen' },
    custom: 'Villkor',
    constraints: {
      noAdjacentRed: 'Ingen 6 eller 8 bredvid varandra',
      noAdjacentEqual: 'Inga lika tal bredvid varandra',
      noAdjacentLow: 'Ingen 2 eller 12 bredvid varandra',
      terrainCluster: 'Största grupp av en terräng',
      pipCap: 'Högst antal prickar i en korsning',
      pipFloor: 'Minst 5 prickar där tre regioner möts (4 vid öknen)',
      spreadRed: '6:or och 8:or spridda över resurserna',
      distinctPerResource: 'Inget tal två gånger på samma resurs',
      resourceShare: 'Varje resurs inom N prickar från sin rättvisa andel',
      desertOffCentre: 'Öknen inte i mitten',
      harborOffOwnHot: 'Ingen 2:1-hamn vid sin egen 5, 6, 8 eller 9',
    },
    players: 'Spelare',
    seed: 'Frö',
    newBoard: 'Ny spelplan',
    apply: 'Visa',
    share: 'Delningslänk',
    copy: 'Kopiera',
    copied: 'Kopierad',
    copyFailed:
      'Webbläsaren kunde inte kopiera: länken är markerad, kopiera den själv (Ctrl+C eller tryck länge).',
    printBoard: 'Skriv ut spelplanen',
    playBoard: 'Spela på spelplanen',
    playBoardWhat: 'Starta ett spel vid bordet på den här spelplanen.',
    pips: 'Prickar per resurs',
    fairShare: 'rättvis andel',
    fairness: 'Rättvisa',
    draftSpread: (s, seats) =>
      `Ormdragning: bästa och sämsta plats skiljer ${s} prickar (${seats}).`,
    intersections: (min, max) => `Korsningar: ${min}–${max} prickar.`,
    language: 'Språk',
    nicknames: 'Muppnamn på resurserna',
    boardError: 'Ingen spelplan med de här inställningarna',
    badLink: 'Länken innehåller ingen spelplan som går att läsa',
    generator: 'Spelplansgenerator',
    generatorWhat:
      'balanserade slumpade spelplaner, återskapbara från ett frö och delbara som länk',
    printKit: 'Utskriftskit',
    printKitWhat: 'PDF:er i verklig storlek av en spelplan eller en borttappad pjäs',
    tableCompanion: 'Bordsföljeslagare',
    tableCompanionWhat: 'en platta som för bok och mobiler som visar varje hand',
    discoveryBag: (h, t) =>
      `Upptäcktspåse: ${h} regioner och ${t} sifferbrickor, dragna på måfå när ön utforskas.`,
  },
  de: {
    appTagline:
      'Ein Begleiter für das Handelsspiel auf der Sechseck-Insel, wie es am echten Tisch gespielt wird.',
    boardTitle: 'Spielplan-Generator',
    ruleset: 'Spiel',
    rulesets: rulesetNames('de', 'name'),
    layout: 'Aufbau',
    layouts: {
      spiral: 'Spirale (Hausregeln)',
      official: 'Buchstabenchips A–R',
      intimate: 'Heimatinseln',
    },
    officialRange: (last) => `Buchstabenchips A–${last}`,
    balance: 'Ausgewogenheit',
    presets: { none: 'Keine (reiner Zufall)', fair: 'Fair', strict: 'Streng', custom: 'Eigene' },
    custom: 'Bedingungen',
    constraints: {
      noAdjacentRed: 'Keine 6 oder 8 nebeneinander',
      noAdjacentEqual: 'Keine gleichen Zahlen nebeneinander',
      noAdjacentLow: 'Keine 2 oder 12 nebeneinander',
      terrainCluster: 'Größte Gruppe einer Landschaft',
      pipCap: 'Höchstens so viele Punkte an einer Kreuzung',
      pipFloor: 'Mindestens 5 Punkte, wo drei Felder aneinanderstoßen (4 an der Wüste)',
      spreadRed: '6en und 8en über die Rohstoffe verteilt',
      distinctPerResource: 'Keine Zahl doppelt auf einem Rohstoff',
      resourceShare: 'Jeder Rohstoff höchstens N Punkte vom fairen Anteil',
      desertOffCentre: 'Wüste nicht in der Mitte',
      harborOffOwnHot: 'Kein 2:1-Hafen an seiner eigenen 5, 6, 8 oder 9',
    },
    players: 'Spieler',
    seed: 'Startwert',
    newBoard: 'Neuer Spielplan',
    apply: 'Zeigen',
    share: 'Link zum Teilen',
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed:
      'Der Browser konnte nicht kopieren: Der Link ist markiert, bitte von Hand kopieren (Strg+C oder lange drücken).',
    printBoard: 'Diesen Spielplan drucken',
    playBoard: 'Auf diesem Spielplan spielen',
    playBoardWhat: 'Ein Spiel am Tisch auf diesem Spielplan beginnen.',
    pips: 'Punkte je Rohstoff',
    fairShare: 'fairer Anteil',
    fairness: 'Fairness',
    draftSpread: (s, seats) =>
      `Schlangen-Draft: bester und schlechtester Platz liegen ${s} Punkte auseinander (${seats}).`,
    intersections: (min, max) => `Kreuzungen: ${min}–${max} Punkte.`,
    language: 'Sprache',
    nicknames: 'Schwedische Spitznamen',
    boardError: 'Kein Spielplan mit diesen Einstellungen',
    badLink: 'Dieser Link enthält keinen lesbaren Spielplan',
    generator: 'Spielplan-Generator',
    generatorWhat:
      'ausgewogene Zufallspläne, aus einem Startwert wiederholbar und als Link teilbar',
    printKit: 'Druckset',
    printKitWhat: 'PDFs in Originalgröße von einem Spielplan oder jedem verlorenen Teil',
    tableCompanion: 'Tischbegleiter',
    tableCompanionWhat: 'ein Tablet, das Buch führt, und Handys, die jedem seine Karten zeigen',
    discoveryBag: (h, t) =>
      `Entdeckungsbeutel: ${h} Felder und ${t} Zahlenchips, zufällig gezogen, wenn die Insel erkundet wird.`,
  },
  da: {
    appTagline:
      'En følgesvend til handelsspillet på sekskantøen, som det spilles omkring et rigtigt bord.',
    boardTitle: 'Spillepladegenerator',
    ruleset: 'Spil',
    rulesets: rulesetNames('da', 'name'),
    layout: 'Udlægning',
    layouts: {
      spiral: 'Spiral (husregler)',
      official: 'Bogstavbrikker A–R',
      intimate: 'Hjemmebaser',
    },
    officialRange: (last) => `Bogstavbrikker A–${last}`,
    balance: 'Balance',
    presets: { none: 'Ingen (ren tilfældighed)', fair: 'Fair', strict: 'Streng', custom: 'Egen' },
    custom: 'Betingelser',
    constraints: {
      noAdjacentRed: 'Ingen 6 eller 8 ved siden af hinanden',
      noAdjacentEqual: 'Ingen ens tal ved siden af hinanden',
      noAdjacentLow: 'Ingen 2 eller 12 ved siden af hinanden',
      terrainCluster: 'Største gruppe af ét landskab',
      pipCap: 'Højst så mange prikker i et kryds',
      pipFloor: 'Mindst 5 prikker hvor tre felter mødes (4 ved ørkenen)',
      spreadRed: '6’ere og 8’ere fordelt på råstofferne',
      distinctPerResource: 'Intet tal to gange på samme råstof',
      resourceShare: 'Hvert råstof højst N prikker fra sin fair andel',
      desertOffCentre: 'Ørkenen ikke i midten',
      harborOffOwnHot: 'Ingen 2:1-havn ved sin egen 5, 6, 8 eller 9',
    },
    players: 'Spillere',
    seed: 'Frø',
    newBoard: 'Ny spilleplade',
    apply: 'Vis',
    share: 'Delingslink',
    copy: 'Kopiér',
    copied: 'Kopieret',
    copyFailed:
      'Browseren kunne ikke kopiere: linket er markeret, kopiér det selv (Ctrl+C eller tryk længe).',
    printBoard: 'Udskriv denne spilleplade',
    playBoard: 'Spil på denne spilleplade',
    playBoardWhat: 'Start et spil ved bordet på denne spilleplade.',
    pips: 'Prikker pr. råstof',
    fairShare: 'fair andel',
    fairness: 'Fairness',
    draftSpread: (s, seats) =>
      `Slangetræk: bedste og dårligste plads adskiller sig med ${s} prikker (${seats}).`,
    intersections: (min, max) => `Kryds: ${min}–${max} prikker.`,
    language: 'Sprog',
    nicknames: 'Svenske kælenavne',
    boardError: 'Ingen spilleplade med disse indstillinger',
    badLink: 'Dette link indeholder ingen spilleplade, vi kan læse',
    generator: 'Spillepladegenerator',
    generatorWhat:
      'balancerede tilfældige spilleplader, genskabelige fra et frø og delbare som link',
    printKit: 'Udskriftssæt',
    printKitWhat: 'PDF’er i ægte størrelse af en spilleplade eller enhver tabt brik',
    tableCompanion: 'Bordfølgesvend',
    tableCompanionWhat: 'en tablet, der fører regnskab, og mobiler, der viser hver spillers hånd',
    discoveryBag: (h, t) =>
      `Opdagelsespose: ${h} felter og ${t} talbrikker, trukket tilfældigt, når øen udforskes.`,
  },
};

/**
 * A layout's name for a ruleset's board: the official layout names its letters' range from the
 * board's own tokens (A–R for the base game, A–Zc with 5–6 players), as the board prints them.
 */
export function layoutLabel(ui: UiStrings, layout: string, tokens: number): string {
  return layout === 'official' && tokens > 0
    ? ui.officialRange(letterName(tokens - 1))
    : (ui.layouts[layout] ?? layout);
}
