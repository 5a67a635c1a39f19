// Words of the generator's fairness panel for boards of a ruleset with commodities (cities and
// knights, issue 33): the commodity spread of the opening draft and its constraint, in the four
// languages.

import type { Lang } from '@/lib/i18n/names';

export interface CommodityWords {
  /** The `commodity-spread-max-N` constraint; "N" is replaced by its number. */
  readonly constraint: string;
  /** The panel's line: the spread and each seat's commodity pips ("5 / 7 / 6"). */
  readonly spread: (spread: number, seats: string) => string;
  /** The custom form's row: its name (with "N") and a one-line explanation. */
  readonly form: { readonly name: string; readonly help: string };
}

export const COMMODITY_WORDS: Readonly<Record<Lang, CommodityWords>> = {
  en: {
    constraint: 'Commodity spread at most N, for 3 seats and up',
    spread: (s, seats) =>
      `Commodity spread in the snake draft: ${s} pips of paper, cloth and coin (${seats})`,
    form: {
      name: 'Commodity spread at most N',
      help: 'Forest, pasture and mountains pips at each seat’s two draft spots end at most N apart, for 3 seats and up.',
    },
  },
  sv: {
    constraint: 'Handelsvarornas spridning högst N, från 3 platser',
    spread: (s, seats) =>
      `Handelsvarornas spridning i ormdragningen: ${s} prickar papper, tyg och mynt (${seats})`,
    form: {
      name: 'Handelsvarornas spridning högst N',
      help: 'Prickarna på skog, betesmark och berg vid varje plats två dragna hörn skiljer högst N, från 3 platser.',
    },
  },
  de: {
    constraint: 'Handelswaren-Abstand höchstens N, ab 3 Plätzen',
    spread: (s, seats) =>
      `Handelswaren-Abstand im Schlangen-Draft: ${s} Punkte Papier, Tuch und Münzen (${seats})`,
    form: {
      name: 'Handelswaren-Abstand höchstens N',
      help: 'Punkte von Wald, Weide und Gebirge an den zwei Draft-Ecken jedes Platzes liegen höchstens N auseinander, ab 3 Plätzen.',
    },
  },
  da: {
    constraint: 'Handelsvarernes spredning højst N, fra 3 pladser',
    spread: (s, seats) =>
      `Handelsvarernes spredning i slangetrækket: ${s} prikker papir, klæde og mønter (${seats})`,
    form: {
      name: 'Handelsvarernes spredning højst N',
      help: 'Prikkerne på skov, græsmark og bjerge ved hver plads’ to trukne hjørner ligger højst N fra hinanden, fra 3 pladser.',
    },
  },
};
