// Wordings from issue 28, each a regression row: the robber's line agrees with how many get
// nothing ("Dag get nothing there"), and a one-card correction says "card" ("+1 cards").

import { describe, expect, it } from 'vitest';
import actDa from '@/app/table/[id]/act-on-words/da';
import actDe from '@/app/table/[id]/act-on-words/de';
import actEn from '@/app/table/[id]/act-on-words/en';
import actSv from '@/app/table/[id]/act-on-words/sv';
import { CORRECT_LINES } from '@/app/table/[id]/correct-lines';
import { listOf } from '@/app/table/[id]/list-of';
import { TABLE } from './table-lang-words';

describe('the robber’s line', () => {
  const rows = [
    ['en', ['Dag'], 'The robber blocks Pasture 10: Dag gets nothing there'],
    ['en', ['Ann', 'Dag'], 'The robber blocks Pasture 10: Ann and Dag get nothing there'],
    ['en', ['Ann', 'Bo', 'Dag'], 'The robber blocks Pasture 10: Ann, Bo and Dag get nothing there'],
    ['en', [], 'The robber blocks Pasture 10'],
    ['de', ['Dag'], 'Der Räuber blockiert Pasture 10: Dag bekommt dort nichts'],
    ['de', ['Ann', 'Dag'], 'Der Räuber blockiert Pasture 10: Ann und Dag bekommen dort nichts'],
    ['sv', ['Ann', 'Dag'], 'Rövaren blockerar Pasture 10: Ann och Dag får inget där'],
    ['da', ['Ann', 'Dag'], 'Røveren blokerer Pasture 10: Ann og Dag får intet der'],
  ] as const;
  for (const [lang, names, want] of rows)
    it(`${lang}: ${names.length} name(s)`, () => {
      expect(TABLE[lang].blocked('Pasture', '10', names)).toBe(want);
    });

  it('lists names with commas and the word for “and”', () => {
    expect(listOf([], 'and')).toBe('');
    expect(listOf(['Ann'], 'and')).toBe('Ann');
    expect(listOf(['Ann', 'Bo', 'Cy'], 'och')).toBe('Ann, Bo och Cy');
  });
});

describe('a correction of one card', () => {
  it('regression: "+1 cards" reads "+1 card" (en) and "+1 Karte" (de)', () => {
    expect(CORRECT_LINES.en.line.hand('Ann', 1, 'miscount')).toBe(
      'Correction: Ann’s hand +1 card — miscount',
    );
    expect(CORRECT_LINES.en.line.hand('Ann', -2, 'x')).toContain('−2 cards');
    expect(CORRECT_LINES.de.line.hand('Ann', 1, 'x')).toContain('+1 Karte ');
    expect(CORRECT_LINES.sv.line.hand('Ann', 1, 'x')).toContain('+1 kort');
  });
});

describe('a card played on a phone says who hands what to whom', () => {
  const ACT = { en: actEn, sv: actSv, de: actDe, da: actDa } as const;
  for (const [lang, w] of Object.entries(ACT))
    it(lang, () => {
      const line = w.handsTo('Bo', 2, 'Ore', 'Ann');
      for (const part of ['Bo', '2', 'Ore', 'Ann']) expect(line).toContain(part);
      expect(w.bankGives('Ann', '1 Ore, 1 Grain')).toContain('Ann');
      expect(w.played('Ann', 'Monopoly')).toContain('Monopoly');
    });
  it('en, as the strip reads it', () => {
    expect(actEn.handsTo('Bo', 2, 'Ore', 'Ann')).toBe('Bo hands 2 Ore to Ann');
  });
});
