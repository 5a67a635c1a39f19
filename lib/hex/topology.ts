// The graph of one island: which intersections and paths exist, and what touches what.
// Built once per island shape and shared; every list is in a stable, sorted order.

import { type Hex, type HexKey, hexKey } from './coords';
import {
  type EdgeId,
  edgeHexes,
  edgeId,
  edgeVertices,
  hexEdges,
  hexVertices,
  type VertexId,
  vertexHexes,
  vertexId,
} from './parts';

export interface Topology {
  /** Land hexes in the order given. */
  readonly hexes: readonly Hex[];
  readonly hexIndex: ReadonlyMap<HexKey, number>;
  /** Intersections touching at least one land hex, sorted by id. */
  readonly vertices: readonly VertexId[];
  readonly vertexIndex: ReadonlyMap<VertexId, number>;
  /** Paths touching at least one land hex, sorted by id. */
  readonly edges: readonly EdgeId[];
  readonly edgeIndex: ReadonlyMap<EdgeId, number>;
  /** For each intersection, the indices of the land hexes it touches (1 to 3). */
  readonly vertexLand: readonly (readonly number[])[];
  /** For each intersection, the indices of its paths (2 or 3). */
  readonly vertexEdges: readonly (readonly number[])[];
  /** For each intersection, the neighbouring intersections (2 or 3). */
  readonly vertexNeighbours: readonly (readonly number[])[];
  /** For each path, its two intersections. */
  readonly edgeEnds: readonly (readonly [number, number])[];
  /** For each path, the land hexes beside it (1 or 2). */
  readonly edgeLand: readonly (readonly number[])[];
  /** For each land hex, its six intersections (N, NE, SE, S, SW, NW). */
  readonly hexVertexIdx: readonly (readonly number[])[];
  /** For each land hex, the neighbouring land hexes. */
  readonly hexNeighbours: readonly (readonly number[])[];
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the island graph for a set of land hexes. */
export function buildTopology(land: readonly Hex[]): Topology {
  const hexIndex = new Map<HexKey, number>();
  land.forEach((h, i) => {
    hexIndex.set(hexKey(h), i);
  });
  const vset = new Set<VertexId>();
  const eset = new Set<EdgeId>();
  for (const h of land) {
    for (const v of hexVertices(h)) vset.add(vertexId(v));
    for (const e of hexEdges(h)) eset.add(edgeId(e));
  }
  const vertices = [...vset].sort(byString);
  const edges = [...eset].sort(byString);
  const vertexIndex = new Map(vertices.map((v, i) => [v, i] as const));
  const edgeIndex = new Map(edges.map((e, i) => [e, i] as const));
  const landOf = (hs: readonly Hex[]) =>
    hs.map((h) => hexIndex.get(hexKey(h))).filter((i): i is number => i !== undefined);

  const vertexLand = vertices.map((id) => {
    const [q, r, c] = id.split(',');
    return landOf(vertexHexes({ hex: { q: Number(q), r: Number(r) }, corner: c as 'N' | 'S' }));
  });
  const vertexEdges: number[][] = vertices.map(() => []);
  const edgeEnds = edges.map((id) => {
    const [q, r, s] = id.split(',');
    const [a, b] = edgeVertices({
      hex: { q: Number(q), r: Number(r) },
      side: s as 'W' | 'NW' | 'NE',
    });
    const ia = vertexIndex.get(vertexId(a));
    const ib = vertexIndex.get(vertexId(b));
    if (ia === undefined || ib === undefined)
      throw new Error(`path ${id} has an end off the island`);
    return [ia, ib] as const;
  });
  const edgeLand = edges.map((id) => {
    const [q, r, s] = id.split(',');
    return landOf(edgeHexes({ hex: { q: Number(q), r: Number(r) }, side: s as 'W' | 'NW' | 'NE' }));
  });
  edgeEnds.forEach(([a, b], i) => {
    vertexEdges[a]?.push(i);
    vertexEdges[b]?.push(i);
  });
  const vertexNeighbours = vertexEdges.map((es, v) =>
    es.map((e) => {
      const [a, b] = edgeEnds[e] as readonly [number, number];
      return a === v ? b : a;
    }),
  );
  const hexVertexIdx = land.map((h) =>
    hexVertices(h).map((v) => vertexIndex.get(vertexId(v)) as number),
  );
  const hexNeighbours = land.map((h) =>
    landOf(
      hexEdges(h).map((e) => {
        const [x, y] = edgeHexes(e);
        return x.q === h.q && x.r === h.r ? y : x;
      }),
    ),
  );
  return {
    hexes: land,
    hexIndex,
    vertices,
    vertexIndex,
    edges,
    edgeIndex,
    vertexLand,
    vertexEdges,
    vertexNeighbours,
    edgeEnds,
    edgeLand,
    hexVertexIdx,
    hexNeighbours,
  };
}
