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
    // Regression: the 5–6 layout said A–R; its 28 tokens run A–Z, Za, Zb as the board prints them.
    ['base56', 'en', 'Lettered tokens A–Zb'],
    ['base56', 'de', 'Buchstabenchips A–Zb'],
  ] as const)('%s in %s: the lettered layout is “%s”', (id, lang, label) => {
    expect(layoutLabel(UI[lang], 'official', tokens(id))).toBe(label);
  });

  it('the letters the board prints: A for the first token, R the 18th, Za the 27th', () => {
    expect([letterName(0), letterName(17), letterName(25), letterName(26), letterName(27)]).toEqual(
      ['A', 'R', 'Z', 'Za', 'Zb'],
    );
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
