// The play mat's sheets each carry some of the island (regression: 4 of the 8 A4 sheets of a
// base board carried only slivers of the sea frame): the frame's outer edge may go unprinted,
// up to a quarter hex a side, where that saves sheets; land and harbors are always whole.
import { describe, expect, it } from 'vitest';
import { planMat } from '@/print/mat';
import { parseOptions } from '@/print/options';
import { sampleBoard } from '@/print/sample';

const board = sampleBoard();

function mat(raw: Record<string, unknown>) {
  const o = parseOptions({ mat: true, ...raw });
  if (!o.ok) throw new Error(o.error.message);
  const p = planMat(o.value, board);
  if (!p.ok || !p.value.mat) throw new Error('no mat');
  return p.value.mat;
}

describe('no mat sheet of only sea', () => {
  it.each([
    // [paper, sea frame, sheets]
    ['a4', true, 6],
    ['letter', true, 6],
    ['a3', true, 4],
    ['a4', false, 6],
  ] as const)('%s, sea frame %s: %i sheets, each with land on it', (paper, water, n) => {
    const m = mat({ paper, water });
    expect(m.sheets).toHaveLength(n);
    const land = m.hexes.filter((h) => h.terrain !== 'sea');
    for (const s of m.sheets)
      expect(
        land.some((h) => h.x > s.x && h.x < s.x + m.area.w && h.y > s.y && h.y < s.y + m.area.h),
        s.label,
      ).toBe(true);
  });

  it.each(['a4', 'letter', 'a3'] as const)(
    '%s: every land hex and harbor badge printed whole',
    (paper) => {
      const m = mat({ paper });
      const x0 = Math.min(...m.sheets.map((s) => s.x));
      const y0 = Math.min(...m.sheets.map((s) => s.y));
      const x1 = Math.max(...m.sheets.map((s) => s.x)) + m.area.w;
      const y1 = Math.max(...m.sheets.map((s) => s.y)) + m.area.h;
      const half = m.rotated
        ? { w: m.R, h: (m.R * Math.sqrt(3)) / 2 }
        : { w: (m.R * Math.sqrt(3)) / 2, h: m.R };
      for (const h of m.hexes.filter((x) => x.terrain !== 'sea')) {
        expect(h.x - half.w).toBeGreaterThanOrEqual(x0);
        expect(h.x + half.w).toBeLessThanOrEqual(x1);
        expect(h.y - half.h).toBeGreaterThanOrEqual(y0);
        expect(h.y + half.h).toBeLessThanOrEqual(y1);
      }
      for (const hb of m.harbors) {
        const cx = hb.x + hb.dx * 0.22 * m.R;
        const cy = hb.y + hb.dy * 0.22 * m.R;
        const r = 0.3 * m.R;
        expect(cx - r >= x0 && cx + r <= x1 && cy - r >= y0 && cy + r <= y1).toBe(true);
      }
      // What goes unprinted is at most a quarter hex of sea a side.
      expect(x0 - 0).toBeLessThanOrEqual(m.R * Math.sqrt(3) * 0.25 + 1e-6);
      expect(m.picture.w - x1).toBeLessThanOrEqual(m.R * Math.sqrt(3) * 0.25 + 1e-6);
    },
  );
});
