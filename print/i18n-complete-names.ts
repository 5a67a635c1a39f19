// The complete game's names in four languages: each ruleset's box and the rules page's
// title. Apart from the rest of print/i18n-complete.ts (the rules page's text, about 8 KB
// gzipped), so the /print form, which names rulesets, does not carry the rules page.

import type { Lang } from '../lib/i18n/names';
import type { CompleteWords } from './i18n-complete';

export type CompleteNames = Pick<CompleteWords, 'rulesetName' | 'title'>;

export const COMPLETE_NAMES: Readonly<Record<Lang, CompleteNames>> = {
  en: {
    rulesetName: {
      base: 'Base game (3–4 players)',
      base56: '5–6 players',
      mupp37: 'House variant (Mupprummet)',
      intimate: 'Intimate Settlers (2 players)',
      starfarers: 'Starfarers',
    },
    title: (r) => `Rules reference · ${r}`,
  },
  sv: {
    rulesetName: {
      base: 'Grundspelet (3–4 spelare)',
      base56: '5–6 spelare',
      mupp37: 'Husvariant (Mupprummet)',
      intimate: 'Intimate Settlers (2 spelare)',
      starfarers: 'Starfarers',
    },
    title: (r) => `Regelöversikt · ${r}`,
  },
  de: {
    rulesetName: {
      base: 'Grundspiel (3–4 Spieler)',
      base56: '5–6 Spieler',
      mupp37: 'Hausvariante (Mupprummet)',
      intimate: 'Intimate Settlers (2 Spieler)',
      starfarers: 'Die Sternenfahrer von Catan',
    },
    title: (r) => `Regelübersicht · ${r}`,
  },
  da: {
    rulesetName: {
      base: 'Grundspillet (3–4 spillere)',
      base56: '5–6 spillere',
      mupp37: 'Husvariant (Mupprummet)',
      intimate: 'Intimate Settlers (2 spillere)',
      starfarers: 'Starfarers',
    },
    title: (r) => `Regeloversigt · ${r}`,
  },
};
