// Tiles printed as they lie on the board (regression: they were cut flat-top, so on the
// pointy-top board every name sat 30° or 90° off): hex tiles are pointy-top, 79 mm flat to
// flat across; a board kit's harbor tile has its piers on the side that faces its land.
import { describe, expect, it } from 'vitest';
import { parseHexKey } from '@/lib/hex';
import { DIRECTION_OFFSET } from '@/lib/hex/coords';
import { parseOptions } from '@/print/options';
import { boardPieces, planKit } from '@/print/plan';
import { sampleBoard } from '@/print/sample';
import { hexCornerToCorner } from '@/print/sizes';

describe('hex tiles lie as on the board', () => {
  it.each(['a4', 'letter', 'a3'] as const)(
    '%s: every tile pointy-top, flat to flat across',
    (paper) => {
      const o = parseOptions({
        paper,
        pieces: [
          { id: 'hex:forest', count: 7 },
          { id: 'hex:sea:ore', count: 2 },
        ],
      });
      if (!o.ok) throw new Error(o.error.message);
      const p = planKit(o.value);
      if (!p.ok) throw new Error(p.error.message);
      const tiles = p.value.pages
        .flatMap((x) => x.placed)
        .filter((x) => x.item.piece.kind === 'hex');
      expect(tiles).toHaveLength(9);
      for (const t of tiles) {
        expect(t.w).toBeCloseTo(79, 9);
        expect(t.h).toBeCloseTo(hexCornerToCorner(79), 9);
      }
    },
  );

  it('a board kit’s harbor tiles face their land', () => {
    const board = sampleBoard();
    const harbors = board.hexes.filter((h) => h.harbor);
    expect(harbors.length).toBe(9);
    const tiles = boardPieces(board, true).filter((p) => p.kind === 'hex' && p.harbor);
    expect(tiles).toHaveLength(9);
    for (const t of tiles) {
      if (t.kind !== 'hex' || !t.face) throw new Error('a harbor tile without its side');
      const h = harbors.find((x) => x.order === t.order);
      const land = parseHexKey(h?.harbor?.faces ?? '');
      const o = DIRECTION_OFFSET[t.face];
      expect({ q: (h?.q ?? 0) + o.q, r: (h?.r ?? 0) + o.r }).toEqual(land);
    }
  });
});
