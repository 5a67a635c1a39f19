// Words of the generator's fairness panel for boards of a ruleset with commodities (cities and
// knights, issue 33): the commodity spread of the opening draft and its constraint, in the four
// languages.

import type { Lang } from '@/lib/i18n/names';

export interface CommodityWords {
  /** The `commodity-spread-max-N` constraint; "N" is replaced by its number. */
  readonly constraint: string;
  /** The panel's line: the spread and each seat's commodity pips ("5 / 7 / 6"). */
  readonly spread: (spread: number, seats: string) => string;
}

export const COMMODITY_WORDS: Readonly<Record<Lang, CommodityWords>> = {
  en: {
    constraint: 'Commodity spread at most N, for 3 seats and up',
    spread: (s, seats) =>
      `Commodity spread in the snake draft: ${s} pips of paper, cloth and coin (${seats})`,
  },
  sv: {
    constraint: 'Handelsvarornas spridning högst N, från 3 platser',
    spread: (s, seats) =>
      `Handelsvarornas spridning i ormdragningen: ${s} prickar papper, tyg och mynt (${seats})`,
  },
  de: {
    constraint: 'Handelswaren-Abstand höchstens N, ab 3 Plätzen',
    spread: (s, seats) =>
      `Handelswaren-Abstand im Schlangen-Draft: ${s} Punkte Papier, Tuch und Münzen (${seats})`,
  },
  da: {
    constraint: 'Handelsvarernes spredning højst N, fra 3 pladser',
    spread: (s, seats) =>
      `Handelsvarernes spredning i slangetrækket: ${s} prikker papir, klæde og mønter (${seats})`,
  },
};
