import { describe, expect, it } from 'vitest';
import { cornersOf, frameSpiral, getShape, inwardSpiral, outwardSpiral } from '@/lib/board/shape';
import {
  edgeHexes,
  edgeId,
  edgeVertices,
  type Hex,
  hexDistance,
  hexKey,
  hexVertices,
  parseEdgeId,
  parseHexKey,
  parseVertexId,
  vertexHexes,
  vertexId,
} from '@/lib/hex';

describe('island graph: exact counts', () => {
  it.each([
    // shape, land hexes, intersections, paths, water frame, rings coast→core
    ['classic19', 19, 54, 72, 18, [12, 6, 1]],
    ['classic30', 30, 80, 109, 22, [16, 10, 4]],
  ] as const)(
    '%s has %i hexes, %i intersections, %i paths, %i frame hexes',
    (id, h, v, e, f, rings) => {
      const s = getShape(id);
      expect(s.land).toHaveLength(h);
      expect(s.topology.vertices).toHaveLength(v);
      expect(s.topology.edges).toHaveLength(e);
      expect(s.frame).toHaveLength(f);
      expect(s.rings.map((r) => r.length)).toEqual(rings);
      // Euler's formula for a plane graph with the hexes as inner faces.
      expect(v - e + h).toBe(1);
    },
  );

  it('every intersection touches 1 to 3 land hexes, every path 1 or 2', () => {
    const t = getShape('classic19').topology;
    const interior = t.vertexLand.filter((l) => l.length === 3).length;
    expect(interior).toBe(24);
    expect(t.vertexLand.every((l) => l.length >= 1 && l.length <= 3)).toBe(true);
    expect(t.edgeLand.every((l) => l.length === 1 || l.length === 2)).toBe(true);
    // Coast: 30 paths with one land hex on the 19-hex island.
    expect(t.edgeLand.filter((l) => l.length === 1)).toHaveLength(30);
  });
});

describe('part ids', () => {
  const sample: Hex[] = [
    { q: 0, r: 0 },
    { q: -2, r: 1 },
    { q: 3, r: -7 },
  ];
  it('round-trip through format and parse', () => {
    for (const h of sample) {
      expect(parseHexKey(hexKey(h))).toEqual(h);
      for (const v of hexVertices(h)) expect(parseVertexId(vertexId(v))).toEqual(v);
      for (const side of ['W', 'NW', 'NE'] as const)
        expect(parseEdgeId(edgeId({ hex: h, side }))).toEqual({ hex: h, side });
    }
  });
  it.each(['', '1', '1,2', '1,2,X', 'a,b,N', '1,2,N,', '-0,1,N', '1.5,2,S', '1,2,SW'])(
    'refuses the malformed id %j',
    (s) => {
      expect(parseVertexId(s)).toBeNull();
      expect(parseEdgeId(s)).toBeNull();
    },
  );
  it('a corner of a hex touches that hex, and the three hexes of a corner are mutual neighbours', () => {
    for (const h of sample)
      for (const v of hexVertices(h)) {
        const hs = vertexHexes(v);
        expect(hs.some((x) => x.q === h.q && x.r === h.r)).toBe(true);
        expect(hexDistance(hs[0], hs[1])).toBe(1);
        expect(hexDistance(hs[1], hs[2])).toBe(1);
        expect(hexDistance(hs[0], hs[2])).toBe(1);
      }
  });
  it("a path's ends are corners of both hexes beside it", () => {
    for (const h of sample)
      for (const side of ['W', 'NW', 'NE'] as const) {
        const e = { hex: h, side };
        const ends = edgeVertices(e).map(vertexId);
        for (const x of edgeHexes(e)) {
          const corners = hexVertices(x).map(vertexId);
          for (const end of ends) expect(corners).toContain(end);
        }
      }
  });
});

describe('spirals', () => {
  const s19 = getShape('classic19');
  const keys = (hs: readonly Hex[]) => hs.map(hexKey);

  it("lays the house variant's spiral: centre, then each ring from the west of the last hex, clockwise", () => {
    expect(keys(outwardSpiral(s19))).toEqual([
      '0,0',
      // ring 1 begins directly left of the centre and closes clockwise
      '-1,0',
      '0,-1',
      '1,-1',
      '1,0',
      '0,1',
      '-1,1',
      // ring 2 begins directly left of (-1,1)
      '-2,1',
      '-2,0',
      '-1,-1',
      '0,-2',
      '1,-2',
      '2,-2',
      '2,-1',
      '2,0',
      '1,1',
      '0,2',
      '-1,2',
      '-2,2',
    ]);
  });

  it('lays the water ring from directly left of the last land hex, clockwise', () => {
    const order = frameSpiral(s19, { q: -2, r: 2 });
    expect(order).toHaveLength(18);
    expect(hexKey(order[0] as Hex)).toBe('-3,2');
    expect(hexKey(order[1] as Hex)).toBe('-3,1');
    for (let i = 0; i < order.length; i++)
      expect(hexDistance(order[i] as Hex, order[(i + 1) % order.length] as Hex)).toBe(1);
  });

  it('the inward spiral from the west corner runs counter-clockwise and ends in the centre', () => {
    expect(keys(inwardSpiral(s19, { q: -2, r: 0 }))).toEqual([
      '-2,0',
      '-2,1',
      '-2,2',
      '-1,2',
      '0,2',
      '1,1',
      '2,0',
      '2,-1',
      '2,-2',
      '1,-2',
      '0,-2',
      '-1,-1',
      '-1,0',
      '-1,1',
      '0,1',
      '1,0',
      '1,-1',
      '0,-1',
      '0,0',
    ]);
  });

  it.each(['classic19', 'classic30'] as const)(
    '%s: every spiral visits each hex once, each step to a neighbour within a ring',
    (id) => {
      const s = getShape(id);
      expect(cornersOf(s)).toHaveLength(6);
      for (const order of [outwardSpiral(s), ...cornersOf(s).map((c) => inwardSpiral(s, c))]) {
        expect(new Set(keys(order)).size).toBe(s.land.length);
        for (const ring of s.rings) {
          const inRing = order.filter((h) => ring.some((x) => x.q === h.q && x.r === h.r));
          if (inRing.length < 2) continue;
          for (let i = 0; i + 1 < inRing.length; i++)
            expect(hexDistance(inRing[i] as Hex, inRing[i + 1] as Hex)).toBe(1);
        }
      }
    },
  );
});
