// The rules card of a game in the table's four languages: the house variant "Mupprummet"
// lists its differences from the base game (shared/rules.md), 5–6 players the building
// between turns the table chose, Intimate Settlers and Starfarers their targets and extras.
import { describe, expect, it } from 'vitest';
import { rulesCard } from '@/app/table/[id]/rules-words';
import { DEFAULT_OPTIONS } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';

const LANGS: readonly Lang[] = ['en', 'sv', 'de', 'da'];
const card = (lang: Lang, ruleset: Parameters<typeof rulesCard>[1]['ruleset'], options = {}) =>
  rulesCard(lang, { ruleset, options: { ...DEFAULT_OPTIONS, ...options } })
    .lines.join('\n')
    // As read: the soft hyphens that let long compounds break are invisible unless they do.
    .replaceAll('\u00AD', '');

// One phrase per difference of the house variant, in each language: discard at 7 cards,
// both settlements produce, any number of development cards per turn, VP cards count when
// played, the game ends at once.
const HOUSE: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    '7 cards or more',
    'both settlements',
    'Any number of development cards',
    'count once they are played',
    'ends at once',
  ],
  sv: [
    '7 kort eller fler',
    'båda byarna',
    'Hur många utvecklingskort som helst',
    'räknas när de har spelats',
    'slutar direkt',
  ],
  de: [
    '7 Karten oder mehr',
    'beide Siedlungen',
    'Beliebig viele Entwicklungskarten',
    'zählen, sobald sie gespielt sind',
    'endet sofort',
  ],
  da: [
    '7 kort eller flere',
    'begge bosættelser',
    'vilkårligt antal udviklingskort',
    'tæller, når de er spillet',
    'slutter straks',
  ],
};

const TARGET: Readonly<Record<Lang, (n: number) => string>> = {
  en: (n) => `${n} victory points`,
  sv: (n) => `${n} segerpoäng`,
  de: (n) => `${n} Siegpunkte`,
  da: (n) => `${n} sejrspoint`,
};

const OWN_TURN: Readonly<Record<Lang, string>> = {
  en: 'on their own turn',
  sv: 'på sin egen runda',
  de: 'im eigenen Zug',
  da: 'i sin egen tur',
};

describe('the rules card', () => {
  it.each(LANGS)(
    'house variant (%s): every difference from the base game, none of them in base',
    (lang) => {
      const house = card(lang, 'mupp37');
      const base = card(lang, 'base');
      for (const phrase of HOUSE[lang]) {
        expect(house).toContain(phrase);
        expect(base).not.toContain(phrase);
      }
      expect(house).toContain(TARGET[lang](10));
      // The house variant ends at once; the others only on the winner's own turn.
      expect(house).not.toContain(OWN_TURN[lang]);
      expect(base).toContain(OWN_TURN[lang]);
    },
  );

  it.each(LANGS)('targets (%s): the ruleset’s, or the one the table agreed', (lang) => {
    expect(card(lang, 'base')).toContain(TARGET[lang](10));
    expect(card(lang, 'base', { vpTarget: 12 })).toContain(TARGET[lang](12));
    expect(card(lang, 'intimate')).toContain(TARGET[lang](18));
    expect(card(lang, 'starfarers')).toContain(TARGET[lang](15));
  });

  it.each(LANGS)(
    '5–6 players (%s): the building between turns the table chose, and only that',
    (lang) => {
      const none = card(lang, 'base56', { betweenTurns: 'none' });
      const sbp = card(lang, 'base56', { betweenTurns: 'special-building-phase' });
      const paired = card(lang, 'base56', { betweenTurns: 'paired-players' });
      expect(sbp.split('\n').length).toBe(none.split('\n').length + 1);
      expect(paired.split('\n').length).toBe(none.split('\n').length + 1);
      expect(sbp).not.toBe(paired);
    },
  );

  it.each([
    ['en', '+5', '+7', 'Earth'],
    ['sv', '+5', '+7', 'jordens'],
    ['de', '+5', '+7', 'Erde'],
    ['da', '+5', '+7', 'Jordens'],
  ] as const)(
    'extras (%s): Intimate Settlers’ home-base points, Starfarers’ Earth supply',
    (lang, a, b, earth) => {
      expect(card(lang, 'intimate')).toContain(a);
      expect(card(lang, 'intimate')).toContain(b);
      expect(card(lang, 'starfarers')).toContain(earth);
    },
  );

  it('has as many lines in every language for every ruleset', () => {
    for (const rs of ['base', 'base56', 'mupp37', 'intimate', 'starfarers'] as const)
      expect(new Set(LANGS.map((l) => card(l, rs).split('\n').length)).size).toBe(1);
  });
});
