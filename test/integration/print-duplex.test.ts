// Duplex read from the PDF: viewer preferences asking for true size and long-edge duplex, the
// backs landing behind their fronts (and moved by exactly the back offset), the printing
// instructions on page one, and a warning when only part of a deck is printed.
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  backLine,
  DUPLEX_TEST_WORDS,
  duplexTestTargets,
  Y_RULER_DX,
} from '../../print/duplex-test';
import { DUPLEX_HOW } from '../../print/i18n-extra';
import { darkness, extent, keptRender, kit, pageTexts, render } from './print-helpers';

async function viewerPreferences(pdf: Buffer): Promise<Record<string, string>> {
  const d = await PDFDocument.load(pdf);
  const vp = d.catalog.lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict);
  const out: Record<string, string> = {};
  for (const [k, v] of vp?.entries() ?? []) out[k.decodeText()] = v.toString();
  return out;
}

describe('viewer preferences', () => {
  it.each([
    ['card:grain', 'duplex', { PrintScaling: '/None', Duplex: '/DuplexFlipLongEdge' }],
    ['card:grain', 'fold', { PrintScaling: '/None' }],
    ['hex:forest', 'duplex', { PrintScaling: '/None' }],
  ] as const)('%s, backs %s: %j', async (id, backs, prefs) => {
    const { pdf } = await kit({ backs, pieces: [{ id, count: 2 }] });
    expect(await viewerPreferences(pdf)).toEqual(prefs);
  });
});

describe('backs behind their fronts', () => {
  it.each([
    [0, 0],
    [1.5, 0],
    [-2, 1],
  ])('back offset x %f mm, y %f mm: within 0.2 mm', async (backX, backY) => {
    // No back bleed: the back's ink ends at its cut line.
    const { plan, pdf } = await kit({
      backX,
      backY,
      backBleed: 0,
      pieces: [{ id: 'card:grain', count: 4 }],
    });
    expect(plan.pages.map((p) => p.kind)).toEqual(['front', 'back']);
    const W = plan.paper.w;
    for (const p of plan.pages[0]?.placed ?? []) {
      // Flipped on the long edge, a front at x lies at W − x − w on the back page. The strips
      // reach 1 mm past the card: its neighbours are a 2 mm gap away.
      const x = W - p.x - p.w + backX;
      const y = p.y + backY;
      const cy = y + p.h / 2;
      const cx = x + p.w / 2;
      const row = render(
        pdf,
        2,
        600,
        { x: x - 1, y: cy - 0.25, w: p.w + 2, h: 0.5 },
        undefined,
        true,
      );
      const col = render(
        pdf,
        2,
        600,
        { x: cx - 0.25, y: y - 1, w: 0.5, h: p.h + 2 },
        undefined,
        true,
      );
      const across = extent(row, 'x', cy);
      const down = extent(col, 'y', cx);
      if (!across || !down) throw new Error('no back drawn');
      expect(Math.abs(across.from - x), 'left edge').toBeLessThan(0.2);
      expect(Math.abs(across.to - (x + p.w)), 'right edge').toBeLessThan(0.2);
      expect(Math.abs(down.from - y), 'top edge').toBeLessThan(0.2);
      expect(Math.abs(down.to - (y + p.h)), 'bottom edge').toBeLessThan(0.2);
    }
  });
});

describe('page one', () => {
  it.each(['en', 'sv', 'de', 'da'] as const)('%s: says how to print a duplex kit', async (lang) => {
    const { pdf } = await kit({ lang, pieces: [{ id: 'token:6:A', count: 2 }] });
    const first = (await pageTexts(pdf))[0] ?? '';
    const [how, off] = DUPLEX_HOW[lang](2, null);
    expect(first.replace(/\s+/g, ' ')).toContain(how?.slice(0, 40));
    expect(first.replace(/\s+/g, ' ')).toContain(off?.slice(0, 30));
  });

  // Regression: the note sent a group to the calibration page, which measures nothing of the
  // back offset; the duplex test sheet does.
  it.each(['en', 'sv', 'de', 'da'] as const)(
    '%s: the note points to the duplex test sheet, by its pages when the file holds it',
    async (lang) => {
      const { plan, pdf } = await kit({
        lang,
        calibration: true,
        duplexTest: true,
        pieces: [{ id: 'card:ore', count: 2 }],
      });
      const test = plan.pages.findIndex((p) => p.kind === 'duplexTest') + 1;
      expect(test).toBe(3);
      const first = ((await pageTexts(pdf))[0] ?? '').replace(/\s+/g, ' ');
      const off = DUPLEX_HOW[lang](plan.pages.length, { from: 3, to: 4 })[1] ?? '';
      expect(off).toMatch(/3–4/);
      expect(first).toContain(off.slice(0, 60));
    },
  );

  // Regression: over the calibration page the note ran across the 2–8 mm margin frames.
  it('on the calibration page the note sits inside the 8 mm frame', async () => {
    const { plan, pdf } = await kit({ calibration: true, pieces: [{ id: 'card:ore', count: 2 }] });
    expect(plan.pages[0]?.kind).toBe('calibration');
    const W = plan.paper.w;
    // Nothing drawn between the frames along the top, where the note used to run: a strip
    // from 8.3 mm to 9.7 mm down, away from the frames' labels in the middle.
    const strip = render(
      pdf,
      1,
      300,
      { x: 20, y: 0, w: W / 2 - 40, h: 8.7 },
      'calibration-top',
      true,
    );
    let inkedRows = 0;
    for (let y = 0; y < strip.height; y++) {
      let dark = 0;
      for (let x = 0; x < strip.width; x++) if (darkness(strip, x, y) > 60) dark++;
      // A frame line crosses the whole strip; text covers part of a row.
      if (dark > 0 && dark < strip.width * 0.9) inkedRows++;
    }
    expect(inkedRows).toBe(0);
    const text = ((await pageTexts(pdf))[0] ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Print all 4 pages double-sided');
  });

  it.each([
    [[{ id: 'card:grain', count: 3 }], 'Warning: 3 of 95 resource cards'],
    [
      [
        { id: 'dev:knight', count: 2 },
        { id: 'dev:monopoly', count: 1 },
      ],
      'Warning: 3 of 25 development cards',
    ],
    [
      ['lumber', 'wool', 'grain', 'brick', 'ore'].map((r) => ({ id: `card:${r}`, count: 19 })),
      null,
    ],
  ])('%j: %s', async (pieces, warning) => {
    const { pdf } = await kit({ pieces });
    const first = ((await pageTexts(pdf))[0] ?? '').replace(/\s+/g, ' ');
    if (warning) expect(first).toContain(warning);
    else expect(first).not.toContain('Warning');
  });
});

describe('bleed on duplex backs', () => {
  it.each([
    // [options, bleed measured round each back, mm]
    [{}, 2],
    [{ bleed: 3 }, 3],
    [{ backBleed: 1 }, 1],
    [{ backBleed: 0 }, 0],
  ])('%j: the dark back runs %f mm past its cut line', async (raw, bleed) => {
    // One card: no neighbour's bleed in the strip read.
    const { plan, pdf } = await kit({ ...raw, pieces: [{ id: 'dev:knight', count: 1 }] });
    expect(plan.pages.map((p) => p.kind)).toEqual(['front', 'back']);
    for (const p of plan.pages[1]?.placed ?? []) {
      const cy = p.y + p.h / 2;
      const row = render(pdf, 2, 600, { x: p.x - 6, y: cy - 0.25, w: p.w + 12, h: 0.5 });
      const across = extent(row, 'x', cy);
      if (!across) throw new Error('no back drawn');
      expect(Math.abs(across.from - (p.x - bleed)), 'left').toBeLessThan(0.2);
      expect(Math.abs(across.to - (p.x + p.w + bleed)), 'right').toBeLessThan(0.2);
    }
  });
});

describe('the duplex test sheet', () => {
  /** Centre of the one line crossing a thin strip, mm on the page. */
  function lineAt(pdf: Buffer, page: number, axis: 'x' | 'y', at: number, from: number): number {
    const crop =
      axis === 'x'
        ? { x: from, y: at - 0.25, w: 6, h: 0.5 }
        : { x: at - 0.25, y: from, w: 0.5, h: 6 };
    const e = extent(render(pdf, page, 600, crop, undefined, true), axis, at);
    if (!e) throw new Error(`no line on page ${page} near ${axis} ${from}`);
    return (e.from + e.to) / 2;
  }

  /** Where each target's back lines lie, measured on the back page, and its rulers' zeros. */
  async function measure(backX: number, backY: number) {
    const { plan, pdf } = await kit({ duplexTest: true, backX, backY });
    expect(plan.pages.map((p) => p.kind)).toEqual(['duplexTest', 'duplexTestBack']);
    const W = plan.paper.w;
    return duplexTestTargets(plan.paper, plan.options.margin).map((t) => {
      const b = backLine(W, t);
      const yx = t.x + Y_RULER_DX;
      return {
        // The front's zero ticks: only they reach 3.25 mm from their ruler.
        zeroX: lineAt(pdf, 1, 'x', t.y - 3.25, t.x - 3),
        zeroY: lineAt(pdf, 1, 'y', yx - 3.25, t.y - 3),
        // The back's lines, read across a strip 2 mm from their middle.
        backX: lineAt(pdf, 2, 'x', t.y + 2, b.across - 3),
        backY: lineAt(pdf, 2, 'y', b.downX + 2, b.down - 3),
      };
    });
  }

  it.each([
    [0, 0],
    [1.5, -0.8],
  ])(
    "back offset %f, %f mm: each back line lies behind its ruler's 0, moved by the offset (within 0.2 mm)",
    async (backX, backY) => {
      const W = 210;
      for (const m of await measure(backX, backY)) {
        // Flipped on the long edge, the front's x lies at W − x on the back.
        expect(Math.abs(m.backX - (W - m.zeroX + backX)), 'across').toBeLessThan(0.2);
        expect(Math.abs(m.backY - (m.zeroY + backY)), 'down').toBeLessThan(0.2);
      }
    },
  );

  it('an offset of 1.5, −0.8 mm moves every back line by exactly that', async () => {
    const still = await measure(0, 0);
    const moved = await measure(1.5, -0.8);
    moved.forEach((m, i) => {
      const s = still[i];
      if (!s) throw new Error('target missing');
      expect(m.backX - s.backX).toBeCloseTo(1.5, 1);
      expect(m.backY - s.backY).toBeCloseTo(-0.8, 1);
      // The front does not move.
      expect(m.zeroX - s.zeroX).toBeCloseTo(0, 2);
    });
    const { pdf } = await kit({ duplexTest: true, backX: 1.5, backY: -0.8 });
    await keptRender(pdf, 1, 100, 'duplex-test-front');
    await keptRender(pdf, 2, 100, 'duplex-test-back');
  });

  it.each(['en', 'sv', 'de', 'da'] as const)(
    '%s: says how to read it, asks for long-edge duplex',
    async (lang) => {
      const { pdf } = await kit({ lang, duplexTest: true });
      const [front, back] = (await pageTexts(pdf)).map((t) => t.replace(/\s+/g, ' '));
      expect(front).toContain(DUPLEX_TEST_WORDS[lang].title);
      expect(front).toContain(DUPLEX_TEST_WORDS[lang].how.slice(0, 60));
      expect(back).toContain(DUPLEX_TEST_WORDS[lang].back);
      expect(await viewerPreferences(pdf)).toEqual({
        PrintScaling: '/None',
        Duplex: '/DuplexFlipLongEdge',
      });
    },
  );
});
