// Intersections (vertices) and paths (edges) of the pointy-top hex grid, named by formula.
// Each hex owns two corners (N and S) and three sides (W, NW, NE), so every part has exactly
// one name, and what it touches is computed, never stored (Red Blob Games, "Grid parts").

import { type Hex, type HexKey, hexKey, parseHexKey } from './coords';

export const VERTEX_CORNERS = ['N', 'S'] as const;
export type VertexCorner = (typeof VERTEX_CORNERS)[number];
export const EDGE_SIDES = ['W', 'NW', 'NE'] as const;
export type EdgeSide = (typeof EDGE_SIDES)[number];

/** An intersection: the north or south corner of one hex, e.g. "0,-1,N". */
export type VertexId = `${HexKey},${VertexCorner}`;
/** A path: the west, north-west or north-east side of one hex, e.g. "2,0,NW". */
export type EdgeId = `${HexKey},${EdgeSide}`;

export interface Vertex {
  readonly hex: Hex;
  readonly corner: VertexCorner;
}
export interface Edge {
  readonly hex: Hex;
  readonly side: EdgeSide;
}

export const vertexId = (v: Vertex): VertexId => `${hexKey(v.hex)},${v.corner}`;
export const edgeId = (e: Edge): EdgeId => `${hexKey(e.hex)},${e.side}`;

/** Parses "q,r,N" or "q,r,S"; null when malformed. */
export function parseVertexId(s: string): Vertex | null {
  const i = s.lastIndexOf(',');
  if (i < 0) return null;
  const hex = parseHexKey(s.slice(0, i));
  const corner = s.slice(i + 1);
  if (!hex || (corner !== 'N' && corner !== 'S')) return null;
  return { hex, corner };
}

/** Parses "q,r,W", "q,r,NW" or "q,r,NE"; null when malformed. */
export function parseEdgeId(s: string): Edge | null {
  const i = s.lastIndexOf(',');
  if (i < 0) return null;
  const hex = parseHexKey(s.slice(0, i));
  const side = s.slice(i + 1);
  if (!hex || (side !== 'W' && side !== 'NW' && side !== 'NE')) return null;
  return { hex, side };
}

/** The three hexes meeting at an intersection (some may be off the board). */
export function vertexHexes(v: Vertex): [Hex, Hex, Hex] {
  const { q, r } = v.hex;
  return v.corner === 'N'
    ? [v.hex, { q, r: r - 1 }, { q: q + 1, r: r - 1 }]
    : [v.hex, { q, r: r + 1 }, { q: q - 1, r: r + 1 }];
}

/** The two hexes on either side of a path. */
export function edgeHexes(e: Edge): [Hex, Hex] {
  const { q, r } = e.hex;
  switch (e.side) {
    case 'W':
      return [e.hex, { q: q - 1, r }];
    case 'NW':
      return [e.hex, { q, r: r - 1 }];
    case 'NE':
      return [e.hex, { q: q + 1, r: r - 1 }];
  }
}

/** The two intersections at the ends of a path. */
export function edgeVertices(e: Edge): [Vertex, Vertex] {
  const { q, r } = e.hex;
  switch (e.side) {
    case 'W': // from the NW corner down to the SW corner
      return [
        { hex: { q, r: r - 1 }, corner: 'S' },
        { hex: { q: q - 1, r: r + 1 }, corner: 'N' },
      ];
    case 'NW':
      return [
        { hex: e.hex, corner: 'N' },
        { hex: { q, r: r - 1 }, corner: 'S' },
      ];
    case 'NE':
      return [
        { hex: e.hex, corner: 'N' },
        { hex: { q: q + 1, r: r - 1 }, corner: 'S' },
      ];
  }
}

/** The six corners of a hex, clockwise from the top: N, NE, SE, S, SW, NW. */
export function hexVertices(h: Hex): Vertex[] {
  const { q, r } = h;
  return [
    { hex: h, corner: 'N' },
    { hex: { q: q + 1, r: r - 1 }, corner: 'S' },
    { hex: { q, r: r + 1 }, corner: 'N' },
    { hex: h, corner: 'S' },
    { hex: { q: q - 1, r: r + 1 }, corner: 'N' },
    { hex: { q, r: r - 1 }, corner: 'S' },
  ];
}

/** The six sides of a hex, clockwise from the north-east side: NE, E, SE, SW, W, NW. */
export function hexEdges(h: Hex): Edge[] {
  const { q, r } = h;
  return [
    { hex: h, side: 'NE' },
    { hex: { q: q + 1, r }, side: 'W' },
    { hex: { q, r: r + 1 }, side: 'NW' },
    { hex: { q: q - 1, r: r + 1 }, side: 'NE' },
    { hex: h, side: 'W' },
    { hex: h, side: 'NW' },
  ];
}

/** The path between two neighbouring hexes, or null when they are not neighbours. */
export function edgeBetween(a: Hex, b: Hex): Edge | null {
  for (const e of hexEdges(a)) {
    const [x, y] = edgeHexes(e);
    const other = x.q === a.q && x.r === a.r ? y : x;
    if (other.q === b.q && other.r === b.r) return e;
  }
  return null;
}
