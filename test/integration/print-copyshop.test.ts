// What a copy shop checks in the PDF: a header version that matches the features used, pure
// black text, TrimBox and BleedBox on every page, cut marks out to the sheet's edge, and file
// names that say ruleset, paper and content.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cutPositions, kitFileName } from '../../print';
import { pageBleed } from '../../print/plan';
import { sampleBoard } from '../../print/sample';
import { darkness, keptRender, kit, render } from './print-helpers';

const PT = 72 / 25.4;
const board = sampleBoard();

describe('the file', () => {
  // Fill opacity is transparency (1.4); ViewerPreferences' PrintScaling is 1.6, Duplex 1.7.
  it.each([
    ['hex:fields', '%PDF-1.6'],
    ['card:ore', '%PDF-1.7'],
  ])('%s (backs duplex): header %s', async (id, header) => {
    const { pdf } = await kit({ pieces: [{ id, count: 1 }] });
    expect(pdf.subarray(0, 8).toString('latin1')).toBe(header);
  });

  it('prints text in pure black', async () => {
    const { pdf } = await kit({}, board);
    // The guide's title, 18 pt bold at the top-left margin.
    const r = render(pdf, 1, 600, { x: 10, y: 10, w: 50, h: 8 });
    let darkest = 0;
    for (let y = 0; y < r.height; y++)
      for (let x = 0; x < r.width; x++) darkest = Math.max(darkest, darkness(r, x, y));
    expect(darkest).toBe(255);
  });

  it.each([
    [{ paper: 'a4' }, true, 'hexkeeper-base-a4-board-print-sample.pdf'],
    [{ paper: 'letter' }, true, 'hexkeeper-base-letter-board-print-sample.pdf'],
    [
      { paper: 'a3', ruleset: 'mupp37', pieces: [{ id: 'token:6', count: 1 }] },
      false,
      'hexkeeper-mupp37-a3-pieces.pdf',
    ],
    [
      { calibration: true, inkSaver: true },
      false,
      'hexkeeper-base-a4-pieces-calibration-ink-saver.pdf',
    ],
    [{ duplexTest: true, paper: 'letter' }, false, 'hexkeeper-base-letter-pieces-duplex-test.pdf'],
  ] as const)('file name for %j, board %s: %s', async (raw, withBoard, name) => {
    const { plan } = await kit(raw, withBoard ? board : undefined);
    expect(kitFileName(plan)).toBe(name);
  });
});

describe('every page', () => {
  it.each([0, 3])(
    'bleed %i mm: a TrimBox round the pieces, a BleedBox that much wider',
    async (bleed) => {
      const { plan, pdf } = await kit({ bleed, cropMarks: true, calibration: true }, board);
      const doc = await PDFDocument.load(pdf);
      const pages = doc.getPages();
      expect(pages).toHaveLength(plan.pages.length);
      pages.forEach((page, i) => {
        const planned = plan.pages[i];
        if (!planned) throw new Error('page not planned');
        const { width: W, height: H } = page.getMediaBox();
        const trim = page.getTrimBox();
        const bleedBox = page.getBleedBox();
        // pdf-lib falls back to the CropBox (the page) when a box is missing: never here.
        expect(trim, `page ${i + 1} TrimBox`).not.toEqual({ x: 0, y: 0, width: W, height: H });
        if (planned.placed.length) {
          const x0 = Math.min(...planned.placed.map((p) => p.x));
          const x1 = Math.max(...planned.placed.map((p) => p.x + p.w));
          expect(trim.x / PT).toBeCloseTo(x0, 1);
          expect((trim.x + trim.width) / PT).toBeCloseTo(x1, 1);
          // Duplex backs (the token letters) carry at least the 2 mm back bleed.
          const b = pageBleed(plan.options, planned);
          expect(b).toBe(planned.kind === 'back' ? Math.max(bleed, 2) : bleed);
          expect((trim.x - bleedBox.x) / PT).toBeCloseTo(Math.min(b, x0), 1);
          expect((bleedBox.width - trim.width) / PT).toBeCloseTo(2 * b, 1);
        } else expect(bleedBox).toEqual(trim);
      });
    },
  );

  it('crop marks reach the sheet edge on every cut line', async () => {
    const { plan, pdf } = await kit({
      cropMarks: true,
      backs: 'none',
      pieces: [{ id: 'card:ore', count: 9 }],
    });
    const page = plan.pages[0];
    if (!page) throw new Error('no page');
    const { xs, ys } = cutPositions(page);
    const W = plan.paper.w;
    const H = plan.paper.h;
    // A row 0.5 mm from the top edge, a column 0.5 mm from the left edge.
    const top = render(pdf, 1, 600, { x: 0, y: 0.4, w: W, h: 0.2 });
    const left = render(pdf, 1, 600, { x: 0.4, y: 0, w: 0.2, h: H });
    const inkAt = (r: typeof top, along: 'x' | 'y', mmAt: number) => {
      const i = Math.round(mmAt * r.pxPerMm);
      let d = 0;
      for (let k = i - 2; k <= i + 2; k++)
        d = Math.max(d, along === 'x' ? darkness(r, k, 0) : darkness(r, 0, k));
      return d;
    };
    for (const x of xs) expect(inkAt(top, 'x', x), `cut at x ${x} mm`).toBeGreaterThan(100);
    for (const y of ys) expect(inkAt(left, 'y', y), `cut at y ${y} mm`).toBeGreaterThan(100);
    // And nothing between the marks.
    expect(inkAt(top, 'x', ((xs[0] ?? 0) + (xs[1] ?? 0)) / 2)).toBeLessThan(24);
    await keptRender(pdf, 1, 60, 'crop-marks-a4');
  });
});
