// The mother ship's paper stand-in (print/mothership-page.ts): a d10 table with the odds of two
// of the box's five balls, in each language, as real PDF bytes read back as text.
import { describe, expect, it } from 'vitest';
import { d10Faces, MOTHERSHIP_PAIRS } from '../../lib/game/starfarers';
import { MOTHERSHIP_WORDS, mothershipPdf, mothershipRows } from '../../print/mothership-page';
import { pageSizes, pageTexts } from './print-helpers';

describe('the mother ship on paper', () => {
  it('a d10 has the balls’ odds: faces 1–4 encounter, 5–6 speed 3, 7–8 speed 4, 9–10 speed 5', () => {
    expect(mothershipRows()).toEqual([
      { from: 1, to: 4, shake: 'encounter' },
      { from: 5, to: 6, shake: 'speed3' },
      { from: 7, to: 8, shake: 'speed4' },
      { from: 9, to: 10, shake: 'speed5' },
    ]);
    // Each face is one pair of the ten, so each outcome has as many faces as pairs.
    const faces = d10Faces();
    expect(
      ['encounter', 'speed3', 'speed4', 'speed5'].map((s) => faces.filter((f) => f === s).length),
    ).toEqual([...MOTHERSHIP_PAIRS]);
  });

  it('a group’s own odds give their own table', () => {
    expect(mothershipRows([2, 3, 3, 2]).map((r) => [r.from, r.to])).toEqual([
      [1, 2],
      [3, 5],
      [6, 8],
      [9, 10],
    ]);
  });

  it.each(['en', 'sv', 'de', 'da'] as const)(
    '%s: one A4 page with the title, every row and the sources',
    async (lang) => {
      const pdf = await mothershipPdf(lang);
      const sizes = await pageSizes(pdf);
      expect(sizes).toHaveLength(1);
      expect(Math.round(sizes[0]?.w ?? 0)).toBe(595);
      const text = (await pageTexts(pdf)).join('\n').replace(/\s+/g, ' ');
      const w = MOTHERSHIP_WORDS[lang];
      for (const s of [w.title, '1–4', '5–6', '7–8', '9–10', w.shakes.speed4, '40 %'])
        expect(text).toContain(s);
    },
  );
});
