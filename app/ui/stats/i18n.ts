// Words of the game statistics charts in the table's four languages.

import type { GainSource, LossCause } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';
import type { ProgressDeck } from '@/lib/rules/progress-cards';

export interface StatsStrings {
  readonly dice: string;
  readonly diceSummary: (rolls: number, parts: string) => string;
  readonly rolls: (n: number) => string;
  readonly expected: string;
  readonly rolled: string;
  readonly gained: string;
  readonly gainedSummary: (parts: string) => string;
  readonly sources: Readonly<Record<GainSource, string>>;
  readonly lost: string;
  readonly lostSummary: (parts: string) => string;
  readonly causes: Readonly<Record<Exclude<LossCause, 'trade'>, string>>;
  readonly vp: string;
  readonly vpSummary: (turns: number, parts: string) => string;
  readonly turn: string;
  readonly noRolls: string;
  readonly noTurns: string;
  readonly cards: (n: number) => string;
  /** Cities and knights. */
  readonly ck: CkStatsStrings;
}

export interface CkStatsStrings {
  readonly barbarians: string;
  readonly attacks: (won: number, lost: number) => string;
  readonly drawn: string;
  readonly drawnSummary: (parts: string) => string;
  readonly played: string;
  readonly playedSummary: (parts: string) => string;
  readonly decks: Readonly<Record<ProgressDeck, string>>;
  readonly commodities: string;
  readonly commoditiesSummary: (parts: string) => string;
}

export const STATS: Readonly<Record<Lang, StatsStrings>> = {
  en: {
    dice: 'Dice',
    diceSummary: (n, p) => `Dice: ${n} rolls. Sum: rolled (expected): ${p}.`,
    rolls: (n) => `${n} ${n === 1 ? 'roll' : 'rolls'}`,
    expected: 'expected',
    rolled: 'rolled',
    gained: 'Cards gained',
    gainedSummary: (p) => `Cards gained by player and source. ${p}`,
    sources: {
      production: 'Production',
      setup: 'Set-up',
      supply: 'Supply',
      discovery: 'Discovery',
      trade: 'Trade',
      steal: 'Stolen',
      devCards: 'Development cards',
    },
    lost: 'Cards lost',
    lostSummary: (p) => `Cards lost to the robber, to 7s and to monopolies, by player. ${p}`,
    causes: { robber: 'Robber', seven: 'Discarded on 7', monopoly: 'Monopoly' },
    vp: 'Victory points',
    vpSummary: (t, p) => `Public victory points over ${t} turns. At the end: ${p}.`,
    turn: 'Turn',
    noRolls: 'No rolls yet.',
    noTurns: 'No turns yet.',
    cards: (n) => `${n} ${n === 1 ? 'card' : 'cards'}`,
    ck: {
      barbarians: 'Barbarian attacks',
      attacks: (w, l) => `${w} won by the defenders, ${l} won by the barbarians.`,
      drawn: 'Progress cards drawn',
      drawnSummary: (p) => `Progress cards drawn by player and deck. ${p}`,
      played: 'Progress cards played',
      playedSummary: (p) => `Progress cards played by player and deck. ${p}`,
      decks: { science: 'Science', trade: 'Trade', politics: 'Politics' },
      commodities: 'Commodities received',
      commoditiesSummary: (p) => `Commodities the dice paid, by player. ${p}`,
    },
  },
  sv: {
    dice: 'Tärningar',
    diceSummary: (n, p) => `Tärningar: ${n} slag. Summa: slagna (väntade): ${p}.`,
    rolls: (n) => `${n} slag`,
    expected: 'väntat',
    rolled: 'slaget',
    gained: 'Kort fått',
    gainedSummary: (p) => `Kort fått per spelare och källa. ${p}`,
    sources: {
      production: 'Produktion',
      setup: 'Start',
      supply: 'Förnödenheter',
      discovery: 'Upptäckt',
      trade: 'Byte',
      steal: 'Stulet',
      devCards: 'Ut\u00ADveck\u00ADlings\u00ADkort',
    },
    lost: 'Kort förlorade',
    lostSummary: (p) => `Kort förlorade till rövaren, på 7:or och till monopol, per spelare. ${p}`,
    causes: { robber: 'Rövaren', seven: 'Slängt på 7', monopoly: 'Monopol' },
    vp: 'Segerpoäng',
    vpSummary: (t, p) => `Synliga segerpoäng över ${t} turer. Vid slutet: ${p}.`,
    turn: 'Tur',
    noRolls: 'Inga slag än.',
    noTurns: 'Inga turer än.',
    cards: (n) => `${n} kort`,
    ck: {
      barbarians: 'Barbarangrepp',
      attacks: (w, l) => `${w} vunna av försvararna, ${l} vunna av barbarerna.`,
      drawn: 'Framstegskort dragna',
      drawnSummary: (p) => `Framstegskort dragna per spelare och hög. ${p}`,
      played: 'Framstegskort spelade',
      playedSummary: (p) => `Framstegskort spelade per spelare och hög. ${p}`,
      decks: { science: 'Vetenskap', trade: 'Handel', politics: 'Politik' },
      commodities: 'Handelsvaror fått',
      commoditiesSummary: (p) => `Handelsvaror som tärningarna gav, per spelare. ${p}`,
    },
  },
  de: {
    dice: 'Würfel',
    diceSummary: (n, p) => `Würfel: ${n} Würfe. Summe: gewürfelt (erwartet): ${p}.`,
    rolls: (n) => `${n} ${n === 1 ? 'Wurf' : 'Würfe'}`,
    expected: 'erwartet',
    rolled: 'gewürfelt',
    gained: 'Erhaltene Karten',
    gainedSummary: (p) => `Erhaltene Karten nach Spieler und Quelle. ${p}`,
    sources: {
      production: 'Ertrag',
      setup: 'Aufbau',
      supply: 'Nachschub',
      discovery: 'Entdeckung',
      trade: 'Handel',
      steal: 'Gestohlen',
      devCards: 'Entwick\u00ADlungs\u00ADkarten',
    },
    lost: 'Verlorene Karten',
    lostSummary: (p) =>
      `Karten verloren an den Räuber, bei 7ern und durch Monopole, je Spieler. ${p}`,
    causes: { robber: 'Räuber', seven: 'Abgeworfen bei 7', monopoly: 'Monopol' },
    vp: 'Siegpunkte',
    vpSummary: (t, p) => `Sichtbare Siegpunkte über ${t} Runden. Am Ende: ${p}.`,
    turn: 'Runde',
    noRolls: 'Noch keine Würfe.',
    noTurns: 'Noch keine Runden.',
    cards: (n) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
    ck: {
      barbarians: 'Barbarenangriffe',
      attacks: (w, l) => `${w} von den Verteidigern gewonnen, ${l} von den Barbaren.`,
      drawn: 'Fortschrittskarten gezogen',
      drawnSummary: (p) => `Gezogene Fortschrittskarten nach Spieler und Stapel. ${p}`,
      played: 'Fortschrittskarten gespielt',
      playedSummary: (p) => `Gespielte Fortschrittskarten nach Spieler und Stapel. ${p}`,
      decks: { science: 'Wissenschaft', trade: 'Handel', politics: 'Politik' },
      commodities: 'Handelswaren erhalten',
      commoditiesSummary: (p) => `Handelswaren, die die Würfel brachten, nach Spieler. ${p}`,
    },
  },
  da: {
    dice: 'Terninger',
    diceSummary: (n, p) => `Terninger: ${n} slag. Sum: slået (forventet): ${p}.`,
    rolls: (n) => `${n} slag`,
    expected: 'forventet',
    rolled: 'slået',
    gained: 'Kort fået',
    gainedSummary: (p) => `Kort fået pr. spiller og kilde. ${p}`,
    sources: {
      production: 'Produktion',
      setup: 'Start',
      supply: 'Forsyninger',
      discovery: 'Opdagelse',
      trade: 'Handel',
      steal: 'Stjålet',
      devCards: 'Ud\u00ADvik\u00ADlings\u00ADkort',
    },
    lost: 'Kort tabt',
    lostSummary: (p) => `Kort tabt til røveren, på 7’ere og til monopol, pr. spiller. ${p}`,
    causes: { robber: 'Røveren', seven: 'Smidt på 7', monopoly: 'Monopol' },
    vp: 'Sejrspoint',
    vpSummary: (t, p) => `Synlige sejrspoint over ${t} ture. Til sidst: ${p}.`,
    turn: 'Tur',
    noRolls: 'Ingen slag endnu.',
    noTurns: 'Ingen ture endnu.',
    cards: (n) => `${n} kort`,
    ck: {
      barbarians: 'Barbarangreb',
      attacks: (w, l) => `${w} vundet af forsvarerne, ${l} vundet af barbarerne.`,
      drawn: 'Fremskridtskort trukket',
      drawnSummary: (p) => `Fremskridtskort trukket pr. spiller og bunke. ${p}`,
      played: 'Fremskridtskort spillet',
      playedSummary: (p) => `Fremskridtskort spillet pr. spiller og bunke. ${p}`,
      decks: { science: 'Videnskab', trade: 'Handel', politics: 'Politik' },
      commodities: 'Handelsvarer modtaget',
      commoditiesSummary: (p) => `Handelsvarer som terningerne gav, pr. spiller. ${p}`,
    },
  },
};
