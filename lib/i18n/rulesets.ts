// Each ruleset's name in four languages: the one place a ruleset is named. The screens (board
// generator, new game, games list), the /print form and the complete game's rules page, and the
// building-cost card's chooser read it; typed over RULESET_IDS, so tsc asks for a new ruleset's.

import type { RulesetId } from '../rules/rulesets';
import type { Lang } from './names';

export interface RulesetName {
  /** On the screens, with its players: "Base game (3–4)". */
  readonly name: string;
  /** On paper (the complete game's title and the /print form): "Base game (3–4 players)". */
  readonly full: string;
  /** A building-cost card's name in the /print piece list: "Base game". */
  readonly short: string;
}

export const RULESET_NAMES: Readonly<Record<Lang, Readonly<Record<RulesetId, RulesetName>>>> = {
  en: {
    base: { name: 'Base game (3–4)', full: 'Base game (3–4 players)', short: 'Base game' },
    base56: { name: '5–6 players', full: '5–6 players', short: '5–6 players' },
    mupp37: {
      name: 'House variant (Mupprummet)',
      full: 'House variant (Mupprummet)',
      short: 'House variant',
    },
    intimate: {
      name: 'Intimate Settlers (2)',
      full: 'Intimate Settlers (2 players)',
      short: 'Intimate Settlers',
    },
    starfarers: { name: 'Starfarers', full: 'Starfarers', short: 'Starfarers' },
    ck: {
      name: 'Cities & knights (3–4)',
      full: 'Cities & knights (3–4 players)',
      short: 'Cities & knights',
    },
    ck56: {
      name: 'Cities & knights (5–6)',
      full: 'Cities & knights (5–6 players)',
      short: 'Cities & knights 5–6',
    },
  },
  sv: {
    base: { name: 'Grundspelet (3–4)', full: 'Grundspelet (3–4 spelare)', short: 'Grundspelet' },
    base56: { name: '5–6 spelare', full: '5–6 spelare', short: '5–6 spelare' },
    mupp37: {
      name: 'Husvariant (Mupprummet)',
      full: 'Husvariant (Mupprummet)',
      short: 'Husvarianten',
    },
    intimate: {
      name: 'Intimate Settlers (2)',
      full: 'Intimate Settlers (2 spelare)',
      short: 'Settlers för två',
    },
    starfarers: { name: 'Starfarers', full: 'Starfarers', short: 'Starfarers' },
    ck: {
      name: 'Städer & riddare (3–4)',
      full: 'Städer & riddare (3–4 spelare)',
      short: 'Städer & riddare',
    },
    ck56: {
      name: 'Städer & riddare (5–6)',
      full: 'Städer & riddare (5–6 spelare)',
      short: 'Städer & riddare 5–6',
    },
  },
  de: {
    base: { name: 'Grundspiel (3–4)', full: 'Grundspiel (3–4 Spieler)', short: 'Grundspiel' },
    base56: { name: '5–6 Spieler', full: '5–6 Spieler', short: '5–6 Spieler' },
    mupp37: {
      name: 'Hausvariante (Mupprummet)',
      full: 'Hausvariante (Mupprummet)',
      short: 'Hausvariante',
    },
    intimate: {
      name: 'Intimate Settlers (2)',
      full: 'Intimate Settlers (2 Spieler)',
      short: 'Siedler zu zweit',
    },
    starfarers: {
      name: 'Die Sternenfahrer von Catan',
      full: 'Die Sternenfahrer von Catan',
      short: 'Sternenfahrer',
    },
    ck: {
      name: 'Städte & Ritter (3–4)',
      full: 'Städte & Ritter (3–4 Spieler)',
      short: 'Städte & Ritter',
    },
    ck56: {
      name: 'Städte & Ritter (5–6)',
      full: 'Städte & Ritter (5–6 Spieler)',
      short: 'Städte & Ritter 5–6',
    },
  },
  da: {
    base: {
      name: 'Grundspillet (3–4)',
      full: 'Grundspillet (3–4 spillere)',
      short: 'Grundspillet',
    },
    base56: { name: '5–6 spillere', full: '5–6 spillere', short: '5–6 spillere' },
    mupp37: {
      name: 'Husvariant (Mupprummet)',
      full: 'Husvariant (Mupprummet)',
      short: 'Husvarianten',
    },
    intimate: {
      name: 'Intimate Settlers (2)',
      full: 'Intimate Settlers (2 spillere)',
      short: 'Settlers for to',
    },
    starfarers: { name: 'Starfarers', full: 'Starfarers', short: 'Starfarers' },
    ck: {
      name: 'Byer & riddere (3–4)',
      full: 'Byer & riddere (3–4 spillere)',
      short: 'Byer & riddere',
    },
    ck56: {
      name: 'Byer & riddere (5–6)',
      full: 'Byer & riddere (5–6 spillere)',
      short: 'Byer & riddere 5–6',
    },
  },
};

/** One kind of name of every ruleset in one language, as a record by id. */
export const rulesetNames = (
  lang: Lang,
  kind: keyof RulesetName,
): Readonly<Record<RulesetId, string>> =>
  Object.fromEntries(Object.entries(RULESET_NAMES[lang]).map(([id, n]) => [id, n[kind]])) as Record<
    RulesetId,
    string
  >;
