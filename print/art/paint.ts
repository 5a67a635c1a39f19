// Painting helpers shared by all art: in ink-saver mode shapes are outlined, not filled.

export type Doc = PDFKit.PDFDocument;

export interface Ink {
  /** Outlines and light tints instead of solid fills. */
  readonly saver: boolean;
}

/** Fills the current path, or outlines it in ink-saver mode. */
export function paint(doc: Doc, ink: Ink, color: string, width = 0.6): void {
  if (ink.saver) doc.lineWidth(width).strokeColor('#333333').stroke();
  else doc.fillColor(color).fill();
}

/** Fills a background; in ink-saver mode a background is left white. */
export function background(doc: Doc, ink: Ink, color: string): void {
  if (ink.saver) doc.fillColor('#ffffff').fill();
  else doc.fillColor(color).fill();
}

/** Points of a regular polygon of circumradius r; angle of the first corner in degrees. */
export function regular(n: number, r: number, startDeg: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((startDeg + (360 / n) * i) * Math.PI) / 180;
    return [r * Math.cos(a), r * Math.sin(a)] as [number, number];
  });
}

/** A flat-top hex of circumradius r round the origin. */
export const flatHex = (r: number): [number, number][] => regular(6, r, 0);
/** A pointy-top hex of circumradius r round the origin. */
export const pointyHex = (r: number): [number, number][] => regular(6, r, -90);

/** Terrain colours (full ink) and the lighter tints used on the guide page. */
export const TERRAIN_COLOURS = {
  forest: { bg: '#3f7d3c', fg: '#1f4d24', tint: '#b9d8b0' },
  pasture: { bg: '#9ccc65', fg: '#f7f7f2', tint: '#dcefc4' },
  fields: { bg: '#e9c44a', fg: '#a87a12', tint: '#f6e6a8' },
  hills: { bg: '#c9683a', fg: '#8f3d1c', tint: '#eec0a6' },
  mountains: { bg: '#8d939c', fg: '#565c66', tint: '#d4d7dc' },
  desert: { bg: '#e8d49c', fg: '#c4a866', tint: '#f4ead0' },
  sea: { bg: '#3f86c6', fg: '#b9dcf5', tint: '#cfe6f7' },
} as const;

export const RESOURCE_COLOURS = {
  lumber: '#3f7d3c',
  wool: '#7cb342',
  grain: '#e0b030',
  brick: '#c25b2e',
  ore: '#6f7782',
} as const;

export const RED = '#c62828';
export const DARK = '#222222';
export const PARCHMENT = '#f3e9cf';
