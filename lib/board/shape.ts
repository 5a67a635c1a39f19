// Island shapes and the spirals laid on them.

import {
  buildTopology,
  type Hex,
  type HexKey,
  hexCentre,
  hexDistance,
  hexKey,
  neighbour,
  neighbours,
  type Topology,
} from '../hex';

export const SHAPES = ['classic19', 'classic30'] as const;
export type ShapeId = (typeof SHAPES)[number];

export interface Shape {
  readonly id: ShapeId;
  /** Land positions, sorted by row then column. */
  readonly land: readonly Hex[];
  /** The ring of water positions around the land. */
  readonly frame: readonly Hex[];
  /** Land rings from the coast (0) inward; the last is the core. */
  readonly rings: readonly (readonly Hex[])[];
  readonly topology: Topology;
}

const rowsShape = (rows: readonly [number, number, number][]): Hex[] =>
  rows.flatMap(([r, qmin, qmax]) =>
    Array.from({ length: qmax - qmin + 1 }, (_, i) => ({ q: qmin + i, r })),
  );

/** Rows 3-4-5-4-3: the 19-hex island of the base game (and the house variant). */
const CLASSIC19 = rowsShape([
  [-2, 0, 2],
  [-1, -1, 2],
  [0, -2, 2],
  [1, -2, 1],
  [2, -2, 0],
]);

/** Rows 3-4-5-6-5-4-3: the 30-hex island of the 5–6 player extension. */
const CLASSIC30 = rowsShape([
  [-3, 0, 2],
  [-2, -1, 2],
  [-1, -2, 2],
  [0, -3, 2],
  [1, -3, 1],
  [2, -3, 0],
  [3, -3, -1],
]);

const keySet = (hs: readonly Hex[]) => new Set<HexKey>(hs.map(hexKey));

/** Water hexes touching the land. */
export function frameOf(land: readonly Hex[]): Hex[] {
  const l = keySet(land);
  const seen = new Map<HexKey, Hex>();
  for (const h of land)
    for (const n of neighbours(h)) if (!l.has(hexKey(n))) seen.set(hexKey(n), n);
  return [...seen.values()].sort((a, b) => a.r - b.r || a.q - b.q);
}

/** Land split into rings by distance from the water, coast first. */
export function ringsOf(land: readonly Hex[]): Hex[][] {
  const frame = frameOf(land);
  const rings: Hex[][] = [];
  for (const h of land) {
    let d = Infinity;
    for (const w of frame) d = Math.min(d, hexDistance(h, w));
    const i = d - 1;
    while (rings.length <= i) rings.push([]);
    rings[i]?.push(h);
  }
  return rings;
}

function centroid(hs: readonly Hex[]): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (const h of hs) {
    const c = hexCentre(h);
    x += c.x;
    y += c.y;
  }
  return { x: x / hs.length, y: y / hs.length };
}

/**
 * A ring ordered round the island's centre, starting at `start`. Clockwise as seen on the
 * table (y points down the screen, so a growing screen angle turns clockwise).
 */
export function ringOrder(
  ring: readonly Hex[],
  start: Hex,
  centre: { x: number; y: number },
  clockwise: boolean,
): Hex[] {
  const angle = (h: Hex) => {
    const c = hexCentre(h);
    return Math.atan2(c.y - centre.y, c.x - centre.x);
  };
  const a0 = angle(start);
  const turn = (h: Hex) => {
    const raw = clockwise ? angle(h) - a0 : a0 - angle(h);
    const t = raw % (2 * Math.PI);
    return t < -1e-9 ? t + 2 * Math.PI : t;
  };
  return [...ring].sort((a, b) => turn(a) - turn(b));
}

/** The hex of `among` nearest on the table to `target` (ties: smallest row, then column). */
function nearest(among: readonly Hex[], target: Hex): Hex {
  const t = hexCentre(target);
  let best: Hex | undefined;
  let bestD = Infinity;
  for (const h of among) {
    const c = hexCentre(h);
    const d = (c.x - t.x) ** 2 + (c.y - t.y) ** 2;
    if (
      d < bestD - 1e-9 ||
      (Math.abs(d - bestD) <= 1e-9 && best && (h.r < best.r || (h.r === best.r && h.q < best.q)))
    ) {
      best = h;
      bestD = d;
    }
  }
  if (!best) throw new Error('nearest() of an empty ring');
  return best;
}

/**
 * The house variant's laying order (seed 000): the first hex in the centre, then each ring
 * begun directly left (west) of the hex laid just before and closed clockwise round what
 * is already laid. On an island whose core is more than one hex, the core is laid
 * clockwise from its westernmost hex, and a ring whose west neighbour of the last hex is
 * not in that ring starts at the ring hex nearest to it.
 */
export function outwardSpiral(shape: Pick<Shape, 'land' | 'rings'>): Hex[] {
  const centre = centroid(shape.land);
  const inner = [...shape.rings].reverse();
  const out: Hex[] = [];
  for (const ring of inner) {
    const last = out[out.length - 1];
    const target = last ? neighbour(last, 'W') : westmost(ring);
    const start = nearest(ring, target);
    out.push(...ringOrder(ring, start, ring.length === 1 ? hexCentre(start) : centre, true));
  }
  return out;
}

function westmost(hs: readonly Hex[]): Hex {
  return [...hs].sort((a, b) => hexCentre(a).x - hexCentre(b).x || a.r - b.r)[0] as Hex;
}

/** The water ring laid after the land: from directly left of the last land hex, clockwise. */
export function frameSpiral(shape: Pick<Shape, 'land' | 'frame'>, lastLand: Hex): Hex[] {
  const start = nearest(shape.frame, neighbour(lastLand, 'W'));
  return ringOrder(shape.frame, start, centroid(shape.land), true);
}

/** Coast hexes with the fewest land neighbours: where an inward spiral may start. */
export function cornersOf(shape: Pick<Shape, 'land' | 'rings'>): Hex[] {
  const l = keySet(shape.land);
  const coast = shape.rings[0] ?? [];
  const count = (h: Hex) => neighbours(h).filter((n) => l.has(hexKey(n))).length;
  const min = Math.min(...coast.map(count));
  return coast.filter((h) => count(h) === min);
}

/**
 * The base game's lettered-token spiral: from a corner round the coast (counter-clockwise
 * by default), then each inner ring from its hex nearest to where the outer ring began.
 */
export function inwardSpiral(
  shape: Pick<Shape, 'land' | 'rings'>,
  corner: Hex,
  clockwise = false,
): Hex[] {
  const centre = centroid(shape.land);
  const out: Hex[] = [];
  let anchor = corner;
  for (const ring of shape.rings) {
    const start = nearest(ring, anchor);
    out.push(...ringOrder(ring, start, ring.length === 1 ? hexCentre(start) : centre, clockwise));
    anchor = start;
  }
  return out;
}

function makeShape(id: ShapeId, land: Hex[]): Shape {
  return { id, land, frame: frameOf(land), rings: ringsOf(land), topology: buildTopology(land) };
}

const cache = new Map<ShapeId, Shape>();

/** The shape with its precomputed graph (built once). */
export function getShape(id: ShapeId): Shape {
  let s = cache.get(id);
  if (!s) {
    s = makeShape(id, id === 'classic19' ? CLASSIC19 : CLASSIC30);
    cache.set(id, s);
  }
  return s;
}
