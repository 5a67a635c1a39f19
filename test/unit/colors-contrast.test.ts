// Issue 28: "lemon yellow on fields hexes has low contrast". WCAG contrast ratios of every seat
// colour (the box's and the colour-blind-safe set) against every terrain fill, as a table of
// facts: where the fill alone is under 3:1 (WCAG 1.4.11) the piece's dark edge is heavy and
// carries it, with a light halo where the edge is under 3:1 too; every piece then reads on
// every ground, and every piece's initial reads on its fill (4.5:1, WCAG 1.4.3).
import { describe, expect, it } from 'vitest';
import { TERRAIN_FILL } from '@/app/board/terrain-art';
import {
  BOX_SEAT_COLORS,
  contrastRatio,
  OBJECT_CONTRAST,
  PIECE_EDGE,
  pieceBoundary,
  pieceEdge,
  SEAT_COLORS,
} from '@/lib/colors';

const GROUNDS = Object.values(TERRAIN_FILL);
const r2 = (x: number) => Math.round(x * 100) / 100;

describe('WCAG contrast', () => {
  it('is 21 for black on white, 1 for a colour on itself, symmetric', () => {
    expect(r2(contrastRatio('#000000', '#ffffff'))).toBe(21);
    expect(contrastRatio('#f0e442', '#f0e442')).toBe(1);
    expect(contrastRatio('#e8c04a', '#f0e442')).toBe(contrastRatio('#f0e442', '#e8c04a'));
  });
});

describe('seat pieces on the terrains', () => {
  // Regression row (issue 28): lemon yellow's own fill on each terrain. On fields (1.32) and
  // desert (1.12) the fill alone does not read; its heavy dark edge does (10.85, 12.78).
  it('lemon yellow: the fill against each terrain, and the heavy dark edge on the light ones', () => {
    const yellow = '#f0e442';
    const row = Object.fromEntries(
      Object.entries(TERRAIN_FILL).map(([t, f]) => [t, r2(contrastRatio(yellow, f))]),
    );
    expect(row).toEqual({
      forest: 4.83,
      pasture: 1.6,
      fields: 1.32,
      hills: 3.1,
      mountains: 2.46,
      desert: 1.12,
      sea: 4.1,
    });
    const edge = pieceEdge(yellow, GROUNDS);
    expect(edge).toEqual({ heavy: true, halo: false });
    expect(r2(contrastRatio(PIECE_EDGE, TERRAIN_FILL.fields))).toBe(10.85);
    expect(r2(pieceBoundary(yellow, TERRAIN_FILL.fields, edge))).toBe(10.85);
    expect(r2(pieceBoundary(yellow, TERRAIN_FILL.desert, edge))).toBe(12.78);
  });

  // Each colour's edge, read from the table above it: heavy wherever some terrain takes the
  // fill under 3:1; a halo where that terrain is dark too (forest 2.95, sea 3.48 for the edge).
  const EDGES: Readonly<Record<string, { heavy: boolean; halo: boolean }>> = {
    // colour-blind-safe set
    '#e69f00': { heavy: true, halo: true }, // orange: forest 2.84
    '#56b4e9': { heavy: true, halo: true }, // sky blue: forest 2.77
    '#009e73': { heavy: true, halo: true }, // green: forest 1.87
    '#f0e442': { heavy: true, halo: false }, // lemon yellow: fields 1.32, forest 4.83
    '#0072b2': { heavy: true, halo: true }, // blue: forest 1.23
    '#cc79a7': { heavy: true, halo: true }, // pink: forest 2.09
    // the box's pieces
    '#c62828': { heavy: true, halo: true }, // red: forest 1.14
    '#1565c0': { heavy: true, halo: true }, // blue: forest 1.11
    '#f2f2f2': { heavy: true, halo: false }, // white: fields 1.55, forest 5.71
    '#ef6c00': { heavy: true, halo: true }, // orange: forest 2.07
    '#2e7d32': { heavy: true, halo: true }, // green: forest 1.25
    '#6d4c41': { heavy: true, halo: true }, // brown: forest 1.19
  };

  for (const c of [...SEAT_COLORS, ...BOX_SEAT_COLORS])
    it(`${c.names.en} (${c.id}) reads on every terrain, and its initial on it`, () => {
      const edge = pieceEdge(c.id, GROUNDS);
      expect(edge).toEqual(EDGES[c.id]);
      for (const [terrain, ground] of Object.entries(TERRAIN_FILL))
        expect(
          pieceBoundary(c.id, ground, edge),
          `${c.names.en} on ${terrain}`,
        ).toBeGreaterThanOrEqual(OBJECT_CONTRAST);
      expect(contrastRatio(c.ink, c.id)).toBeGreaterThanOrEqual(4.5);
    });

  it('a fill that reads on every terrain keeps the plain edge', () => {
    // None of the seat colours does (the terrains span light and dark); a made-up one shows it.
    expect(pieceEdge('#ffffff', ['#000000', '#2f6b3a'])).toEqual({ heavy: false, halo: false });
  });
});
