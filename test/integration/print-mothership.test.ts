// The mother ship's paper stand-in (print/mothership-page.ts): a d10 table with the odds of two
// of the box's five balls, in each language, as real PDF bytes read back as text.
import { describe, expect, it } from 'vitest';
import { d10Faces, MOTHERSHIP_PAIRS, shakeOfPair } from '../../lib/game/starfarers';
import { parseOptions } from '../../print';
import { MOTHERSHIP_WORDS, mothershipPdf, mothershipRows } from '../../print/mothership-page';
import { darkness, kit, pageSizes, pageTexts, render } from './print-helpers';

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

// Issue 29: the stand-in was drawn but not offered. It is a piece of the kit now
// ("page:mothership", /print's piece list, /api/print and `npm run print -- --piece`).
describe('the mother ship page in the print kit', () => {
  it('page:mothership is a page of its own beside the pieces, counted, in the plan', async () => {
    const { plan, pdf } = await kit({
      pieces: [
        { id: 'card:grain', count: 2 },
        { id: 'page:mothership', count: 1 },
      ],
      backs: 'none',
    });
    expect(plan.pages.map((p) => p.kind)).toEqual(['mothership', 'front']);
    expect(plan.counts['page:mothership']).toBe(1);
    expect(await pageSizes(pdf)).toHaveLength(2);
    // Only the pages the kit draws are pieces.
    expect(parseOptions({ pieces: [{ id: 'page:rules', count: 1 }] }).ok).toBe(false);
  });

  it.each(['en', 'sv', 'de', 'da'] as const)(
    '%s: true size A4, the d10 table holds the game’s odds row by row',
    async (lang) => {
      const { pdf } = await kit({ pieces: [{ id: 'page:mothership', count: 1 }], lang });
      const [size] = await pageSizes(pdf);
      // A4 at true size: 210 × 297 mm in points.
      expect(Math.round(size?.w ?? 0)).toBe(595);
      expect(Math.round(size?.h ?? 0)).toBe(842);
      const text = ((await pageTexts(pdf))[0] ?? '').replace(/\s+/g, ' ');
      const w = MOTHERSHIP_WORDS[lang];
      // Each row: its faces, then what the balls show; the faces per outcome are the game's
      // pairs per outcome (lib/game/starfarers.ts shakeOfPair over the ten pairs).
      for (const r of mothershipRows()) {
        const faces = r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`;
        expect(text).toContain(`${faces} ${w.shakes[r.shake]}`);
        for (let f = r.from; f <= r.to; f++)
          expect(shakeOfPair(MOTHERSHIP_PAIRS, f - 1)).toBe(r.shake);
      }
      expect(mothershipRows().reduce((n, r) => n + r.to - r.from + 1, 0)).toBe(10);
    },
  );

  it('rendered by poppler: the table is 180 mm wide and four rows of 14 mm, as drawn', async () => {
    const { pdf } = await kit({ pieces: [{ id: 'page:mothership', count: 1 }] });
    const dpi = 300;
    // A column 1 mm wide down the table's left rule (15 mm in), over the page's height.
    const col = render(pdf, 1, dpi, { x: 14.5, y: 0, w: 1, h: 297 }, 'mothership-page-left');
    // The longest run of dark pixels down that column is the table's rule (the text beside it
    // is broken by the gaps between letters and lines).
    let best = { from: 0, to: -1 };
    let start = -1;
    for (let y = 0; y <= col.height; y++) {
      let any = false;
      for (let x = 0; y < col.height && x < col.width; x++)
        if (darkness(col, x, y) > 128) any = true;
      if (any && start < 0) start = y;
      if (!any && start >= 0) {
        if (y - 1 - start > best.to - best.from) best = { from: start, to: y - 1 };
        start = -1;
      }
    }
    const top = best.from / col.pxPerMm;
    const bottom = best.to / col.pxPerMm;
    expect(bottom - top).toBeGreaterThan(4 * 14 - 0.5);
    expect(bottom - top).toBeLessThan(4 * 14 + 0.5);
    // Across the first row's middle: the left and right rules 180 mm apart.
    const row = render(pdf, 1, dpi, { x: 0, y: top + 7 - 0.5, w: 210, h: 1 });
    const xs: number[] = [];
    for (let x = 0; x < row.width; x++) if (darkness(row, x, 1) > 128) xs.push(x);
    const left = (xs[0] ?? 0) / row.pxPerMm;
    const right = (xs.at(-1) ?? 0) / row.pxPerMm;
    expect(left).toBeCloseTo(15, 0);
    expect(right - left).toBeGreaterThan(180 - 0.5);
    expect(right - left).toBeLessThan(180 + 0.5);
  });
});
