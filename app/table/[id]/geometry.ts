// Where the parts of the grid sit in the board's SVG units (BoardSvg's hex radius), so the
// table's overlays (pieces, spots, the robber) line up with the hexes BoardSvg draws.
import { BOARD_HEX_R } from '@/app/board/board-svg';
import {
  edgeVertices,
  type Hex,
  hexCentre,
  parseEdgeId,
  parseHexKey,
  parseVertexId,
  type Vertex,
} from '@/lib/hex';

export interface Point {
  readonly x: number;
  readonly y: number;
}

const R = BOARD_HEX_R;

export function hexPoint(h: Hex): Point {
  const c = hexCentre(h);
  return { x: c.x * R, y: c.y * R };
}

function vertexAt(v: Vertex): Point {
  const c = hexPoint(v.hex);
  return { x: c.x, y: c.y + (v.corner === 'N' ? -R : R) };
}

/** An intersection's point ("q,r,N" is the top corner of hex q,r); null for a bad id. */
export function vertexPoint(id: string): Point | null {
  const v = parseVertexId(id);
  return v ? vertexAt(v) : null;
}

/** A path's two end points; null for a bad id. */
export function edgePoints(id: string): readonly [Point, Point] | null {
  const e = parseEdgeId(id);
  if (!e) return null;
  const [a, b] = edgeVertices(e);
  return [vertexAt(a), vertexAt(b)];
}

export function hexKeyPoint(key: string): Point | null {
  const h = parseHexKey(key);
  return h ? hexPoint(h) : null;
}
