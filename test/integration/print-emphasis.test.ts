// Print-robust details read from real PDF bytes: 6 and 8 stand out in greyscale (a heavy
// ring), 6 and 9 carry a bar beneath; the house variant's victory point cards speak the
// kit's language; the calibration page's vertical ruler and margin-test frames measure true.
import { describe, expect, it } from 'vitest';
import { MARGIN_FRAMES, verticalRulerMm } from '../../print/kit';
import { darkness, keptRender, kit, pageTexts, type Raster, render } from './print-helpers';

/** Inked pixels (darker than `min`) of a raster whose position in mm passes `where`. */
function count(r: Raster, where: (x: number, y: number) => boolean, min = 24): number {
  let n = 0;
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++)
      if (where(x / r.pxPerMm, y / r.pxPerMm) && darkness(r, x, y) > min) n++;
  return n;
}

/** Centres (mm, along the strip) of the inked runs of a one-pixel line. */
function runs(r: Raster, axis: 'x' | 'y'): number[] {
  const n = axis === 'x' ? r.width : r.height;
  const mid = Math.floor((axis === 'x' ? r.height : r.width) / 2);
  const out: number[] = [];
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const ink = i < n && darkness(r, axis === 'x' ? i : mid, axis === 'x' ? mid : i) > 60;
    if (ink && start < 0) start = i;
    if (!ink && start >= 0) {
      out.push((start + i) / 2 / r.pxPerMm + (axis === 'x' ? r.x0 : r.y0));
      start = -1;
    }
  }
  return out;
}

describe('number tokens in greyscale', () => {
  it.each([
    [5, false, false],
    [6, true, true],
    [8, true, false],
    [9, false, true],
    [10, false, false],
  ])('%i: heavy ring %s, bar beneath %s', async (value, ring, bar) => {
    const { plan, pdf } = await kit({
      backs: 'none',
      pieces: [{ id: `token:${value}`, count: 1 }],
    });
    const p = plan.pages[0]?.placed[0];
    if (!p) throw new Error('nothing placed');
    const r = p.w / 2;
    const raster = render(pdf, 1, 300, { x: p.x, y: p.y, w: p.w, h: p.h }, undefined, true);
    const dx = (x: number) => x - r;
    const dy = (y: number) => y - r;
    // A ring 0.82–0.90 r from the centre, dark enough to read in greyscale.
    const ringInk = count(
      raster,
      (x, y) => {
        const d = Math.hypot(dx(x), dy(y));
        return d > 0.82 * r && d < 0.9 * r;
      },
      60,
    );
    if (ring) expect(ringInk).toBeGreaterThan(2000);
    else expect(ringInk).toBe(0);
    // The band just under the number (the number's centre is 0.12 r above the disc's).
    const size = r * (ring ? 0.95 : 0.85);
    const barInk = count(
      raster,
      (x, y) => {
        const below = dy(y) + 0.12 * r;
        return Math.abs(dx(x)) < 0.15 * r && below > 0.4 * size && below < 0.5 * size;
      },
      60,
    );
    if (bar) expect(barInk).toBeGreaterThan(200);
    else expect(barInk).toBe(0);
  });

  it('kept as a greyscale render: 5, 6, 8, 9', async () => {
    const { pdf } = await kit({
      backs: 'none',
      pieces: [5, 6, 8, 9].map((v) => ({ id: `token:${v}`, count: 1 })),
    });
    await keptRender(pdf, 1, 100, 'tokens-gray', true);
  });
});

describe("the house variant's victory point cards", () => {
  it.each([
    ['en', ['Market', 'Parliament', 'University', 'Chapel', 'Library']],
    ['sv', ['Marknad', 'Parlament', 'Universitet', 'Kapell', 'Bibliotek']],
    ['de', ['Markt', 'Parlament', 'Universität', 'Kapelle', 'Bibliothek']],
    ['da', ['Marked', 'Parlament', 'Universitet', 'Kapel', 'Bibliotek']],
  ] as const)('%s: %j', async (lang, names) => {
    const { pdf } = await kit({
      lang,
      ruleset: 'mupp37',
      backs: 'none',
      pieces: [{ id: 'dev:victoryPoint', count: 5 }],
    });
    const words = (await pageTexts(pdf)).join('\n').split(/\s+/);
    for (const name of names)
      expect(
        words.filter((w) => w === name),
        name,
      ).toHaveLength(1);
  });
});

describe('the calibration page', () => {
  it.each([
    ['a4', 210, 297],
    ['letter', 215.9, 279.4],
  ] as const)(
    '%s: a vertical ruler of true centimetres, and frames 2–8 mm in',
    async (paper, w, h) => {
      const { pdf } = await kit({ paper, calibration: true });
      const margin = 10;
      const top = margin + (110 * 25.4) / 72;
      const len = verticalRulerMm(h, margin);
      // 3 mm left of the ruler's line only its 4 mm centimetre ticks are crossed.
      const strip = render(
        pdf,
        1,
        1200,
        { x: w - margin - 3.1, y: top - 2, w: 0.2, h: len + 4 },
        undefined,
        true,
      );
      const ticks = runs(strip, 'y');
      expect(ticks).toHaveLength(Math.floor(len / 10) + 1);
      ticks.forEach((t, i) => {
        expect(Math.abs(t - (top + i * 10)), `tick ${i}`).toBeLessThan(0.2);
      });
      // A row at a quarter of the sheet's height crosses the frames' left sides.
      const row = render(
        pdf,
        1,
        1200,
        { x: 0, y: h / 4 - 0.1, w: 9, h: 0.2 },
        'calibration-margins',
        true,
      );
      const frames = runs(row, 'x');
      expect(frames).toHaveLength(MARGIN_FRAMES.length);
      frames.forEach((f, i) => {
        expect(Math.abs(f - (MARGIN_FRAMES[i] ?? 0))).toBeLessThan(0.2);
      });
      await keptRender(pdf, 1, 80, `calibration-${paper}`);
    },
  );
});
