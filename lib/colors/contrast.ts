// Contrast of a seat's pieces on the board (issue 28: lemon yellow on fields hexes did not
// read). WCAG 2.x contrast ratios; a piece must stand out from the ground it stands on by
// 3:1 (WCAG 1.4.11, a graphical object's boundary). Its fill often cannot (yellow on fields,
// red on forest), so its dark edge carries it: drawn heavy wherever the fill alone fails, with
// a light halo outside it where the dark edge fails too (dark grounds). Pure; the table of
// ratios is test/unit/colors-contrast.test.ts.

/** The dark edge every piece is drawn with. */
export const PIECE_EDGE = '#111111';
/** The light halo outside the edge, where the edge does not read on a ground. */
export const PIECE_HALO = '#ffffff';
/** WCAG 1.4.11: a graphical object's boundary against what is next to it. */
export const OBJECT_CONTRAST = 3;

/** WCAG relative luminance of `#rrggbb` (0 for anything else). */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 0;
  const lin = (h: string | undefined) => {
    const c = Number.parseInt(h ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(m[1]) + 0.7152 * lin(m[2]) + 0.0722 * lin(m[3]);
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** How a piece of one fill is edged so it reads on every ground. */
export interface PieceEdge {
  /** The fill is under 3:1 on some ground: the dark edge is drawn heavy. */
  readonly heavy: boolean;
  /** On some such ground the dark edge is under 3:1 too: a light halo goes outside it. */
  readonly halo: boolean;
}

/** The edge a piece filled with `fill` needs on the grounds `grounds` (terrain fills). */
export function pieceEdge(fill: string, grounds: readonly string[]): PieceEdge {
  const weak = grounds.filter((g) => contrastRatio(fill, g) < OBJECT_CONTRAST);
  return {
    heavy: weak.length > 0,
    halo: weak.some((g) => contrastRatio(PIECE_EDGE, g) < OBJECT_CONTRAST),
  };
}

/** The colour that tells a piece from `ground`: its fill, else its edge, else its halo. */
export function pieceBoundary(fill: string, ground: string, edge: PieceEdge): number {
  const fillRatio = contrastRatio(fill, ground);
  if (fillRatio >= OBJECT_CONTRAST) return fillRatio;
  const edgeRatio = edge.heavy ? contrastRatio(PIECE_EDGE, ground) : 1;
  const haloRatio = edge.halo ? contrastRatio(PIECE_HALO, ground) : 1;
  return Math.max(fillRatio, edgeRatio, haloRatio);
}
