// The variants' own words (issue 29): names and labels as each group's box and seed give them.
import { describe, expect, it } from 'vitest';
import svSeat from '@/app/seat/words/sv';
import svTable from '@/app/table/[id]/words/sv';
import { layoutLabel, UI } from '@/app/ui/i18n';
import { letterName } from '@/lib/board/letters';
import { devNamesFor } from '@/lib/i18n/cards';
import { resourceName } from '@/lib/i18n/names';
import { RULESETS } from '@/lib/rules/rulesets';
import { RESOURCES } from '@/lib/rules/vocab';
import { strings } from '@/print/i18n';
import { COMPLETE_NAMES } from '@/print/i18n-complete-names';

const tokens = (id: keyof typeof RULESETS) => {
  const b = RULESETS[id].board;
  return 'tokens' in b ? b.tokens.length : 0;
};

describe('the variants’ words', () => {
  it.each([
    ['base', 'en', 'Lettered tokens A–R'],
    ['mupp37', 'sv', 'Bokstavsbrickor A–R'],
    // Regression: the 5–6 layout said A–R, then A–Zb. rules.md: "28 number tokens (lettered
    // A–Zc …)": 25 single letters A–Y and Za, Zb, Zc, no plain Z.
    ['base56', 'en', 'Lettered tokens A–Zc'],
    ['base56', 'de', 'Buchstabenchips A–Zc'],
  ] as const)('%s in %s: the lettered layout is “%s”', (id, lang, label) => {
    expect(layoutLabel(UI[lang], 'official', tokens(id))).toBe(label);
  });

  it('the letters the board prints: A for the first token, R the 18th, Y the 25th, Za–Zc the last three', () => {
    expect([0, 17, 24, 25, 26, 27].map(letterName)).toEqual(['A', 'R', 'Y', 'Za', 'Zb', 'Zc']);
  });

  // rules.md, the 5–6 extension: "28 number tokens (lettered A–Zc; the commonly reproduced letter
  // order is 2, 5, 4, …, 2, 6)". Regression: main lettered them A–Z, Za, Zb.
  it('the 5–6 board’s 28 tokens are lettered A–Zc, each letter once, no plain Z', () => {
    const b = RULESETS.base56.board;
    const order = 'letterOrder' in b ? (b.letterOrder ?? []) : [];
    expect(tokens('base56')).toBe(28);
    expect(order).toHaveLength(28);
    const letters = order.map((_, i) => letterName(i));
    expect(letters.at(-1)).toBe('Zc');
    expect(new Set(letters).size).toBe(28);
    expect(letters).not.toContain('Z');
  });

  // Regression: with nicknames "Får:" (gets) sat above "Får" (wool) in the trade panel.
  it('the Swedish trade panel’s headings are no resource’s name, nicknames on or off', () => {
    const names = RESOURCES.flatMap((r) => [resourceName('sv', r, true), resourceName('sv', r)]);
    for (const heading of [svTable.give, svTable.get])
      expect(names.map((n) => n.toLowerCase())).not.toContain(heading.toLowerCase());
  });

  // Seed 000: "Riddare, Vägbyggeskort, Överskottskort, Monopolkort, Arkitekturskort" (regression:
  // the table said Uppfinning, the print kit Överflöd).
  it('the house variant’s cards carry the seed’s Swedish names, the same on the table, phone and print', () => {
    const names = RULESETS.mupp37.devDeck?.names;
    expect(names).toBe('house');
    const seed = {
      knight: 'Riddare',
      roadBuilding: 'Vägbyggeskort',
      yearOfPlenty: 'Överskottskort',
      monopoly: 'Monopolkort',
      victoryPoint: 'Arkitekturskort',
    };
    expect(devNamesFor(svTable.devCards, 'sv', names)).toEqual(seed);
    expect(devNamesFor(svSeat.devNames, 'sv', names)).toEqual(seed);
    expect(devNamesFor(strings('sv', false).dev, 'sv', names)).toEqual(seed);
    // Other rulesets, and other languages, keep the screens' own words.
    expect(devNamesFor(svTable.devCards, 'sv', RULESETS.base.devDeck?.names)).toBe(
      svTable.devCards,
    );
    expect(devNamesFor(svTable.devCards, 'en', names)).toBe(svTable.devCards);
  });

  // Regression: the German name was given as "Sternenschiffer".
  it('Starfarers in German is “Die Sternenfahrer von Catan”, on the screens and in print', () => {
    expect(UI.de.rulesets.starfarers).toBe('Die Sternenfahrer von Catan');
    expect(COMPLETE_NAMES.de.rulesetName.starfarers).toBe('Die Sternenfahrer von Catan');
  });
});
