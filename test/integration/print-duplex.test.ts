// Duplex read from the PDF: viewer preferences asking for true size and long-edge duplex, the
// backs landing behind their fronts (and moved by exactly the back offset), the printing
// instructions on page one, and a warning when only part of a deck is printed.
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DUPLEX_HOW } from '../../print/i18n-extra';
import { extent, kit, pageTexts, render } from './print-helpers';

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
    const { plan, pdf } = await kit({
      backX,
      backY,
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
    expect(first.replace(/\s+/g, ' ')).toContain(DUPLEX_HOW[lang].slice(0, 40));
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
