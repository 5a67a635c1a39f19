// Axial hex coordinates, pointy-top (Red Blob Games' "axial" system).
// x grows east, r grows south-east/south-west rows; rows of the classic island are 3-4-5-4-3.

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A hex written "q,r", e.g. "-1,2". */
export type HexKey = `${number},${number}`;

export const DIRECTIONS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Axial offsets of the six neighbours, pointy-top. */
export const DIRECTION_OFFSET: Record<Direction, Hex> = {
  E: { q: 1, r: 0 },
  NE: { q: 1, r: -1 },
  NW: { q: 0, r: -1 },
  W: { q: -1, r: 0 },
  SW: { q: -1, r: 1 },
  SE: { q: 0, r: 1 },
};

export const hex = (q: number, r: number): Hex => ({ q, r });

export const hexKey = (h: Hex): HexKey => `${h.q},${h.r}`;

const HEX_KEY_RE = /^(-?\d{1,3}),(-?\d{1,3})$/;

/** Parses "q,r"; null when the text is not two small integers. */
export function parseHexKey(s: string): Hex | null {
  const m = HEX_KEY_RE.exec(s);
  if (!m) return null;
  const q = Number(m[1]);
  const r = Number(m[2]);
  // "-0" is not a canonical key.
  if (Object.is(q, -0) || Object.is(r, -0)) return null;
  return { q, r };
}

export const neighbour = (h: Hex, d: Direction): Hex => ({
  q: h.q + DIRECTION_OFFSET[d].q,
  r: h.r + DIRECTION_OFFSET[d].r,
});

export const neighbours = (h: Hex): Hex[] => DIRECTIONS.map((d) => neighbour(h, d));

export const hexDistance = (a: Hex, b: Hex): number => {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

/** Centre of a hex in units of the hex's circumradius, y pointing down the screen. */
export const hexCentre = (h: Hex): { x: number; y: number } => ({
  x: Math.sqrt(3) * (h.q + h.r / 2),
  y: 1.5 * h.r,
});

/** Corner i of a pointy-top hex of circumradius 1 around the origin, clockwise from the top. */
export const cornerOffset = (i: number): { x: number; y: number } => {
  const angle = (Math.PI / 180) * (60 * i - 90);
  return { x: Math.cos(angle), y: Math.sin(angle) };
};
