// The live stream's deltas (lib/live/patch.ts): what diff says changed between two JSON
// documents, as a table of facts, and that applying it gives the second document back — for
// any two JSON values (fast-check), without touching the first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diff, jsonEqual, PatchError, type PatchOp } from '@/lib/live/patch';

const ROWS: readonly { name: string; a: unknown; b: unknown; ops: PatchOp[] }[] = [
  { name: 'equal documents', a: { x: 1, y: [1, 2] }, b: { x: 1, y: [1, 2] }, ops: [] },
  { name: 'a number changed', a: { x: 1 }, b: { x: 2 }, ops: [['s', ['x'], 2]] },
  { name: 'a key added', a: {}, b: { x: { y: 1 } }, ops: [['s', ['x'], { y: 1 }]] },
  { name: 'a key removed', a: { x: 1, y: 2 }, b: { y: 2 }, ops: [['d', ['x']]] },
  { name: 'undefined counts as absent', a: { x: undefined, y: 1 }, b: { y: 1 }, ops: [] },
  { name: 'set to undefined is a delete', a: { x: 1 }, b: { x: undefined }, ops: [['d', ['x']]] },
  {
    name: 'a nested value',
    a: { players: [{ hand: { ore: 1 } }, { hand: null }] },
    b: { players: [{ hand: { ore: 3 } }, { hand: null }] },
    ops: [['s', ['players', 0, 'hand', 'ore'], 3]],
  },
  {
    name: 'an array grew at its end',
    a: { log: [1, 2] },
    b: { log: [1, 2, 3, 4] },
    ops: [['a', ['log'], [3, 4]]],
  },
  { name: 'an array was cut', a: { log: [1, 2, 3] }, b: { log: [1] }, ops: [['t', ['log'], 1]] },
  {
    name: 'an array changed otherwise',
    a: { l: [1, 2, 3] },
    b: { l: [5, 6] },
    ops: [['s', ['l'], [5, 6]]],
  },
  {
    name: 'a window of recent items moved on',
    a: { rolls: [{ t: 1 }, { t: 2 }, { t: 3 }] },
    b: { rolls: [{ t: 2 }, { t: 3 }, { t: 4 }] },
    ops: [
      ['h', ['rolls'], 1],
      ['a', ['rolls'], [{ t: 4 }]],
    ],
  },
  { name: 'items dropped at the head only', a: [1, 2, 3, 4], b: [4], ops: [['h', [], 3]] },
  {
    name: 'same length, most items moved: item by item is shorter than dropping the head',
    a: { players: [{ n: 1 }, { n: 1 }, { n: 1 }] },
    b: { players: [{ n: 1 }, { n: 1 }, { n: 2 }] },
    ops: [['s', ['players', 2, 'n'], 2]],
  },
  { name: 'from empty', a: [], b: [1], ops: [['a', [], [1]]] },
  {
    name: 'same length, one item changed',
    a: [{ n: 1 }, { n: 2 }],
    b: [{ n: 1 }, { n: 5 }],
    ops: [['s', [1, 'n'], 5]],
  },
  {
    name: 'null to an object',
    a: { hand: null },
    b: { hand: { wool: 1 } },
    ops: [['s', ['hand'], { wool: 1 }]],
  },
  { name: 'object to array', a: { v: { 0: 1 } }, b: { v: [1] }, ops: [['s', ['v'], [1]]] },
  { name: 'the whole document', a: 1, b: [1], ops: [['s', [], [1]]] },
];

describe('diff', () => {
  for (const r of ROWS)
    it(r.name, () => {
      expect(diff(r.a, r.b)).toEqual(r.ops);
      expect(jsonEqual(applyPatch(r.a, r.ops), r.b)).toBe(true);
    });
});

const BAD: readonly { name: string; doc: unknown; ops: unknown[] }[] = [
  { name: 'a missing key on the way', doc: { a: {} }, ops: [['s', ['b', 'c'], 1]] },
  { name: 'an index past the end', doc: { a: [1] }, ops: [['s', ['a', 1], 2]] },
  { name: 'delete a missing key', doc: { a: 1 }, ops: [['d', ['b']]] },
  { name: 'append to an object', doc: { a: {} }, ops: [['a', ['a'], [1]]] },
  { name: 'cut longer than the array', doc: { a: [1] }, ops: [['t', ['a'], 3]] },
  { name: 'drop more than the array has', doc: { a: [1] }, ops: [['h', ['a'], 2]] },
  { name: 'through a number', doc: { a: 1 }, ops: [['s', ['a', 'b'], 1]] },
  { name: 'an unknown operation', doc: { a: 1 }, ops: [['x', ['a'], 1]] },
  { name: 'not an operation', doc: { a: 1 }, ops: [{ op: 'replace' }] },
];

describe('applyPatch refuses what does not fit', () => {
  for (const r of BAD)
    it(r.name, () => {
      const before = JSON.stringify(r.doc);
      expect(() => applyPatch(r.doc, r.ops as PatchOp[])).toThrow(PatchError);
      expect(JSON.stringify(r.doc)).toBe(before);
    });
});

describe('round trip', () => {
  it('apply(a, diff(a, b)) equals b, a is left as it was, and equal parts stay shared', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = JSON.stringify(a);
        const ops = diff(a, b);
        const out = applyPatch(a, ops);
        expect(jsonEqual(out, b)).toBe(true);
        expect(JSON.stringify(a)).toBe(before);
        // What goes over the wire is JSON: the ops survive a JSON round trip.
        expect(jsonEqual(applyPatch(a, JSON.parse(JSON.stringify(ops))), b)).toBe(true);
        if (jsonEqual(a, b)) expect(ops).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('on nearby documents (one changed in a few places) the same holds', () => {
    const doc = fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 3 }));
    fc.assert(
      fc.property(doc, doc, doc, (base, x, y) => {
        const a = { ...base, ...x };
        const b = { ...base, ...y };
        expect(jsonEqual(applyPatch(a, diff(a, b)), b)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('untouched parts are the same objects after apply', () => {
    const a = { big: { deep: [1, 2, 3] }, n: 1 };
    const out = applyPatch(a, diff(a, { big: a.big, n: 2 }));
    expect(out.big).toBe(a.big);
    expect(out).not.toBe(a);
  });
});
