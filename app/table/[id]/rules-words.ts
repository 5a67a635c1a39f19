// The rules card of a game, in our own words (from shared/rules.md), in the table's four
// languages: the target, then what this ruleset does its own way — for the house variant
// "Mupprummet" its differences from the base game, for 5–6 players the building between
// turns the table chose, for Intimate Settlers and Starfarers their targets and extras.
// The win on one's own turn is said per ruleset: the house variant ends at once.
// Pure: the words are data keyed by the ruleset, checked by test/unit/table-rules-card.test.ts.

import type { BetweenTurns, GameConfig } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';
import { getRuleset, isRulesetId, type RulesetId } from '@/lib/rules/rulesets';

interface RulesWords {
  readonly title: string;
  readonly target: (vp: number) => string;
  /** What every ruleset with the base game's cards shares, before its own lines. */
  readonly common: readonly string[];
  readonly rulesets: Readonly<Record<RulesetId, readonly string[]>>;
  readonly between: Readonly<Record<Exclude<BetweenTurns, 'none'>, string>>;
}

const en: RulesWords = {
  title: 'Rules of this game',
  target: (vp) => `The target: ${vp} victory points.`,
  common: [
    'Longest road (at least 5) and largest army (at least 3 knights) are worth 2 points each.',
    'A development card cannot be played in the turn it was bought.',
  ],
  rulesets: {
    base: [
      'The first to reach it on their own turn wins.',
      'A 7: everyone holding more than 7 cards discards half, rounded down; then the robber moves and steals.',
      'At most one development card per turn.',
      'Set-up: the second settlement gives one card from each hex around it.',
    ],
    base56: [
      'The first to reach it on their own turn wins.',
      'A 7: everyone holding more than 7 cards discards half, rounded down; then the robber moves and steals.',
      'At most one development card per turn.',
      'Set-up: the second settlement gives one card from each hex around it.',
    ],
    mupp37: [
      'House rules (Mupprummet), unlike the base game:',
      'A 7: everyone holding 7 cards or more discards half, rounded down.',
      'Set-up: both settlements give their starting cards.',
      'Any number of development cards may be played per turn.',
      'Victory point cards count once they are played.',
      'The game ends at once when a player reaches the target.',
    ],
    intimate: [
      'The first to reach it on their own turn wins.',
      'Two players. Roads and ships towards the unknown discover new hexes; a new land hex gives one card of its kind.',
      'No trade between players: the bank 4:1 and harbors only.',
      'First settlement on each new island: +1. On the opponent’s home base: first ship along its coast +1, first settlement +5, first city +7 (only the highest counts).',
    ],
    starfarers: [
      'The first to reach it on their own turn wins.',
      'A 7: more than 7 cards, give up half; the roller draws a card from a player of their choice.',
      'After production, a player with fewer than 9 points draws one card from Earth’s supply.',
      'Bank trade 3:1, trade goods 2:1.',
      'Points: colony 1, spaceport 2, friendship 2, each pirate or ice planet 1, every 2 fame rings 1.',
    ],
  },
  between: {
    'special-building-phase':
      'Between turns: after each turn every other player may build (build only, no trade).',
    'paired-players':
      'Between turns: the paired player (third seat to the left) may trade with the bank, build and play cards during each turn.',
  },
};

const sv: RulesWords = {
  title: 'Spelets regler',
  target: (vp) => `Målet: ${vp} segerpoäng.`,
  common: [
    'Längsta vägen (minst 5) och största riddarmakten (minst 3 riddare) ger 2 poäng var.',
    'Ett ut\u00ADveck\u00ADlings\u00ADkort får inte spelas samma runda som det köptes.',
  ],
  rulesets: {
    base: [
      'Den som först når det på sin egen runda vinner.',
      'En 7:a: den som har fler än 7 kort lägger bort hälften, avrundat nedåt; sedan flyttas rövaren och stjäl.',
      'Högst ett ut\u00ADveck\u00ADlings\u00ADkort per runda.',
      'Uppställning: den andra byn ger ett kort från varje ruta runt den.',
    ],
    base56: [
      'Den som först når det på sin egen runda vinner.',
      'En 7:a: den som har fler än 7 kort lägger bort hälften, avrundat nedåt; sedan flyttas rövaren och stjäl.',
      'Högst ett ut\u00ADveck\u00ADlings\u00ADkort per runda.',
      'Uppställning: den andra byn ger ett kort från varje ruta runt den.',
    ],
    mupp37: [
      'Husregler (Mupprummet), till skillnad från grundspelet:',
      'En 7:a: den som har 7 kort eller fler lägger bort hälften, avrundat nedåt.',
      'Uppställning: båda byarna ger startkort.',
      'Hur många ut\u00ADveck\u00ADlings\u00ADkort som helst får spelas per runda.',
      'Segerpoängkort räknas när de har spelats.',
      'Spelet slutar direkt när någon når målet.',
    ],
    intimate: [
      'Den som först når det på sin egen runda vinner.',
      'Två spelare. Vägar och skepp mot det okända upptäcker nya rutor; en ny landruta ger ett kort av sitt slag.',
      'Ingen handel mellan spelarna: bara banken 4:1 och hamnar.',
      'Första byn på varje ny ö: +1. På motståndarens hembas: första skeppet längs kusten +1, första byn +5, första staden +7 (bara den högsta räknas).',
    ],
    starfarers: [
      'Den som först når det på sin egen runda vinner.',
      'En 7:a: fler än 7 kort, lämna hälften; den som slog drar ett kort från en valfri spelare.',
      'Efter produktionen drar en spelare med färre än 9 poäng ett kort från jordens förråd.',
      'Handel med banken 3:1, handelsvaror 2:1.',
      'Poäng: koloni 1, rymdhamn 2, vänskap 2, varje pirat eller isplanet 1, varannan berömmelsering 1.',
    ],
  },
  between: {
    'special-building-phase':
      'Mellan rundorna: efter varje runda får alla andra bygga (bara bygga, ingen handel).',
    'paired-players':
      'Mellan rundorna: den parade spelaren (tredje platsen till vänster) får handla med banken, bygga och spela kort under varje runda.',
  },
};

const de: RulesWords = {
  title: 'Regeln dieses Spiels',
  target: (vp) => `Das Ziel: ${vp} Siegpunkte.`,
  common: [
    'Längste Straße (mindestens 5) und größte Rittermacht (mindestens 3 Ritter) zählen je 2 Punkte.',
    'Eine Entwick\u00ADlungs\u00ADkarte darf nicht in dem Zug gespielt werden, in dem sie gekauft wurde.',
  ],
  rulesets: {
    base: [
      'Wer es zuerst im eigenen Zug erreicht, gewinnt.',
      'Eine 7: Wer mehr als 7 Karten hat, gibt die Hälfte ab, abgerundet; dann zieht der Räuber und stiehlt.',
      'Höchstens eine Entwick\u00ADlungs\u00ADkarte pro Zug.',
      'Aufbau: die zweite Siedlung bringt eine Karte von jedem angrenzenden Feld.',
    ],
    base56: [
      'Wer es zuerst im eigenen Zug erreicht, gewinnt.',
      'Eine 7: Wer mehr als 7 Karten hat, gibt die Hälfte ab, abgerundet; dann zieht der Räuber und stiehlt.',
      'Höchstens eine Entwick\u00ADlungs\u00ADkarte pro Zug.',
      'Aufbau: die zweite Siedlung bringt eine Karte von jedem angrenzenden Feld.',
    ],
    mupp37: [
      'Hausregeln (Mupprummet), anders als im Grundspiel:',
      'Eine 7: Wer 7 Karten oder mehr hat, gibt die Hälfte ab, abgerundet.',
      'Aufbau: beide Siedlungen bringen Startkarten.',
      'Beliebig viele Entwick\u00ADlungs\u00ADkarten dürfen pro Zug gespielt werden.',
      'Sieg\u00ADpunkt\u00ADkarten zählen, sobald sie gespielt sind.',
      'Das Spiel endet sofort, wenn jemand das Ziel erreicht.',
    ],
    intimate: [
      'Wer es zuerst im eigenen Zug erreicht, gewinnt.',
      'Zwei Spieler. Straßen und Schiffe ins Unbekannte entdecken neue Felder; ein neues Landfeld bringt eine Karte seiner Art.',
      'Kein Handel zwischen den Spielern: nur die Bank 4:1 und Häfen.',
      'Erste Siedlung auf jeder neuen Insel: +1. Auf der Heimatbasis des Gegners: erstes Schiff an ihrer Küste +1, erste Siedlung +5, erste Stadt +7 (nur das Höchste zählt).',
    ],
    starfarers: [
      'Wer es zuerst im eigenen Zug erreicht, gewinnt.',
      'Eine 7: mehr als 7 Karten, die Hälfte abgeben; wer gewürfelt hat, zieht eine Karte bei einem Spieler seiner Wahl.',
      'Nach der Produktion zieht, wer weniger als 9 Punkte hat, eine Karte aus dem Vorrat der Erde.',
      'Handel mit der Bank 3:1, Handelswaren 2:1.',
      'Punkte: Kolonie 1, Raumhafen 2, Freundschaft 2, jeder Pirat oder Eisplanet 1, je 2 Ruhmesringe 1.',
    ],
  },
  between: {
    'special-building-phase':
      'Zwischen den Zügen: nach jedem Zug dürfen alle anderen bauen (nur bauen, kein Handel).',
    'paired-players':
      'Zwischen den Zügen: der gepaarte Spieler (dritter Platz links) darf in jedem Zug mit der Bank handeln, bauen und Karten spielen.',
  },
};

const da: RulesWords = {
  title: 'Spillets regler',
  target: (vp) => `Målet: ${vp} sejrspoint.`,
  common: [
    'Længste vej (mindst 5) og største hær (mindst 3 riddere) giver 2 point hver.',
    'Et ud\u00ADvik\u00ADlings\u00ADkort må ikke spilles i den tur, det blev købt.',
  ],
  rulesets: {
    base: [
      'Den der først når det i sin egen tur, vinder.',
      'En 7’er: den der har mere end 7 kort, lægger halvdelen, rundet ned; så flyttes røveren og stjæler.',
      'Højst ét ud\u00ADvik\u00ADlings\u00ADkort per tur.',
      'Opstilling: den anden bosættelse giver ét kort fra hvert felt omkring den.',
    ],
    base56: [
      'Den der først når det i sin egen tur, vinder.',
      'En 7’er: den der har mere end 7 kort, lægger halvdelen, rundet ned; så flyttes røveren og stjæler.',
      'Højst ét ud\u00ADvik\u00ADlings\u00ADkort per tur.',
      'Opstilling: den anden bosættelse giver ét kort fra hvert felt omkring den.',
    ],
    mupp37: [
      'Husregler (Mupprummet), til forskel fra grundspillet:',
      'En 7’er: den der har 7 kort eller flere, lægger halvdelen, rundet ned.',
      'Opstilling: begge bosættelser giver startkort.',
      'Et vilkårligt antal ud\u00ADvik\u00ADlings\u00ADkort må spilles per tur.',
      'Sejrspointkort tæller, når de er spillet.',
      'Spillet slutter straks, når nogen når målet.',
    ],
    intimate: [
      'Den der først når det i sin egen tur, vinder.',
      'To spillere. Veje og skibe mod det ukendte opdager nye felter; et nyt landfelt giver ét kort af sin slags.',
      'Ingen handel mellem spillerne: kun banken 4:1 og havne.',
      'Første bosættelse på hver ny ø: +1. På modstanderens hjemmebase: første skib langs kysten +1, første bosættelse +5, første by +7 (kun det højeste tæller).',
    ],
    starfarers: [
      'Den der først når det i sin egen tur, vinder.',
      'En 7’er: mere end 7 kort, aflevér halvdelen; den der slog, trækker et kort fra en spiller efter eget valg.',
      'Efter produktionen trækker en spiller med færre end 9 point ét kort fra Jordens forsyninger.',
      'Handel med banken 3:1, handelsvarer 2:1.',
      'Point: koloni 1, rumhavn 2, venskab 2, hver pirat eller isplanet 1, hver anden berømmelsesring 1.',
    ],
  },
  between: {
    'special-building-phase':
      'Mellem turene: efter hver tur må alle andre bygge (kun bygge, ingen handel).',
    'paired-players':
      'Mellem turene: den parrede spiller (tredje plads til venstre) må handle med banken, bygge og spille kort i hver tur.',
  },
};

export const RULES_WORDS: Readonly<Record<Lang, RulesWords>> = { en, sv, de, da };

/** The rules card of a game: its title and lines, the target first. */
export function rulesCard(
  lang: Lang,
  config: Pick<GameConfig, 'ruleset' | 'options'>,
): { readonly title: string; readonly lines: readonly string[] } {
  const w = RULES_WORDS[lang];
  const rs = getRuleset(config.ruleset);
  const between = config.options.betweenTurns;
  return {
    title: w.title,
    lines: [
      w.target(config.options.vpTarget ?? rs.vpTarget),
      // A preview ruleset (listed: false) has no rules card words yet.
      ...(isRulesetId(config.ruleset) ? w.rulesets[config.ruleset] : []),
      // Development cards, longest road and largest army: every ruleset with the cards.
      ...(rs.devDeck ? w.common : []),
      ...(between !== 'none' && rs.betweenTurns.includes(between) ? [w.between[between]] : []),
    ],
  };
}
