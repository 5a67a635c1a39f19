// Lost pieces from the page, read back from the PDF: a pawn set in the box's red prints in
// the box's red with the mark of the box's colour name in each language, and every box
// colour's pieces stay told apart in greyscale by their patterns.
import { describe, expect, it } from 'vitest';
import { BOX_COLORS } from '../../lib/colors';
import { LANGS } from '../../lib/i18n/names';
import { PAWN_SHAPES } from '../../print/pieces';
import { kit, pageTexts, render } from './print-helpers';

describe('a pawn set in the box red', () => {
  it.each(LANGS)('%s: the box red, marked with its name’s start', async (lang) => {
    const { plan, pdf } = await kit({
      lang,
      pieces: PAWN_SHAPES.map((s) => ({ id: `pawn:red:${s}`, count: 1 })),
    });
    const placed = plan.pages[0]?.placed ?? [];
    expect(placed.map((p) => p.id).sort()).toEqual(PAWN_SHAPES.map((s) => `pawn:red:${s}`).sort());
    const text = (await pageTexts(pdf))[0] ?? '';
    // "R" for Red, Röd, Rot and Rød: one on each of the five pieces.
    expect(text.split(/\s+/).filter((w) => w === 'R')).toHaveLength(5);
    const r = render(pdf, 1, 100);
    for (const p of placed) {
      // Inside the outline, clear of the initial's disc and the cut line.
      const [u, v] = p.id.endsWith('marker')
        ? [0.5, 0.12]
        : p.id.endsWith('ship')
          ? [0.22, 0.72]
          : [0.12, 0.88];
      const x = Math.round((p.x + p.w * u) * r.pxPerMm);
      const y = Math.round((p.y + p.h * v) * r.pxPerMm);
      const i = (y * r.width + x) * 4;
      const rgb = [r.data[i] ?? 0, r.data[i + 1] ?? 0, r.data[i + 2] ?? 0];
      const want = [0xc6, 0x28, 0x28];
      for (let k = 0; k < 3; k++)
        expect(Math.abs((rgb[k] ?? 0) - (want[k] ?? 0)), p.id).toBeLessThan(8);
    }
  });

  it.each(LANGS)('%s: each box colour’s pieces carry that colour’s mark', async (lang) => {
    const { pdf } = await kit({
      lang,
      pieces: BOX_COLORS.map((c) => ({ id: `pawn:${c.id}:city`, count: 1 })),
    });
    const words = ((await pageTexts(pdf))[0] ?? '').split(/\s+/);
    const marks = {
      // Brown is named Chestnut (Kastanjebrun, Kastanienbraun) so that no two box colours share
      // an initial in any language, and each mark is one letter as on the table's seats.
      en: 'R B W O G C',
      sv: 'R B V O G K',
      de: 'R B W O G K',
      da: 'R B H O G K',
    };
    for (const m of marks[lang].split(' ')) expect(words, m).toContain(m);
  });
});
