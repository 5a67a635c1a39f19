// Packing read from real PDFs: how many sheets a board kit takes per ruleset, paper, bleed and
// backs, and how many pieces each sheet carries (without bleed counted as separate inked shapes
// inside the printable area of a 50 dpi render; with bleed, whose art fills the gutters, as
// planned). Regressions: the A3 kit put one hex alone on a sheet;
// 2 mm of bleed made the A4 board 10 sheets instead of 8; fold-and-glue fitted 3 card pairs
// on A4.
import { describe, expect, it } from 'vitest';
import { boardFromShare } from '../../lib/board';
import type { Board } from '../../lib/board/types';
import { inked, kit, pageSizes, type Raster, render } from './print-helpers';

function board(share: string): Board {
  const b = boardFromShare(share);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/**
 * Pieces on a page render: the shapes left when the paper round them (white reached from the
 * printable area's edge) is taken away, so white inside a piece never splits it.
 */
function shapes(r: Raster, margin: number): number {
  const m = Math.ceil(margin * r.pxPerMm);
  const [x0, y0, x1, y1] = [m, m, r.width - m, r.height - m];
  const W = r.width;
  const paper = new Uint8Array(W * r.height);
  const flood = (
    seeds: [number, number][],
    mark: Uint8Array,
    ok: (x: number, y: number) => boolean,
  ): number => {
    let size = 0;
    const stack = seeds.filter(([x, y]) => !mark[y * W + x] && ok(x, y));
    for (const [x, y] of stack) mark[y * W + x] = 1;
    while (stack.length) {
      const [x = 0, y = 0] = stack.pop() ?? [];
      size++;
      for (const [qx, qy] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (qx < x0 || qy < y0 || qx >= x1 || qy >= y1) continue;
        if (mark[qy * W + qx] || !ok(qx, qy)) continue;
        mark[qy * W + qx] = 1;
        stack.push([qx, qy]);
      }
    }
    return size;
  };
  const edge: [number, number][] = [];
  for (let x = x0; x < x1; x++) edge.push([x, y0], [x, y1 - 1]);
  for (let y = y0; y < y1; y++) edge.push([x0, y], [x1 - 1, y]);
  flood(edge, paper, (x, y) => !inked(r, x, y));
  let n = 0;
  const seen = new Uint8Array(W * r.height);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      if (paper[y * W + x] || seen[y * W + x]) continue;
      // More than a speck: 2 × 2 mm.
      if (flood([[x, y]], seen, (qx, qy) => !paper[qy * W + qx]) > 4 * r.pxPerMm ** 2) n++;
    }
  return n;
}

async function piecesPerSheet(raw: object, b?: Board): Promise<(number | string)[]> {
  const { plan, pdf } = await kit(raw, b);
  // The sheets as printed: the PDF's page count.
  expect(await pageSizes(pdf)).toHaveLength(plan.pages.length);
  // With bleed, neighbours' art meets in the gutters and the shapes merge: count the pieces
  // planned on each sheet. Without, count the inked shapes of each page.
  const bleed = plan.options.bleed > 0;
  return plan.pages.map((p, i) =>
    p.kind !== 'front'
      ? p.kind
      : bleed
        ? p.placed.length
        : shapes(render(pdf, i + 1, 50), plan.options.margin),
  );
}

const BASE = 'h1.base.spiral.none.4.pack';
const BASE56 = 'h1.base56.spiral.none.6.pack';

describe('board kits: sheets and pieces per sheet', () => {
  it.each([
    // [share code, paper, bleed mm, pieces on each sheet ('guide' for the layout guide)]
    // 37 hexes, 18 tokens and the robber standee. Tiles are pointy-top, as they lie on the
    // board: 5 nest on an A4 or Letter sheet (6 flat-top boxes did, cut 30° off the board),
    // so 8 sheets of pieces on A4 …
    [BASE, 'a4', 0, ['guide', 5, 5, 5, 5, 5, 5, 5, 21]],
    // … and bleed adds one (it added two before the rows were evened out).
    [BASE, 'a4', 2, ['guide', 5, 5, 5, 5, 5, 4, 4, 4, 19]],
    [BASE, 'letter', 3, ['guide', 5, 5, 5, 5, 5, 4, 4, 4, 19]],
    // A3: honeycomb sheets of 13 and 12; the last hexes go with the tokens, never alone.
    [BASE, 'a3', 0, ['guide', 13, 12, 12, 19]],
    // 5–6 players: 52 hexes and 28 tokens.
    [BASE56, 'a3', 3, ['guide', 13, 13, 13, 13, 29]],
  ] as const)('%s on %s, bleed %i mm: %j', async (share, paper, bleed, sheets) => {
    const found = await piecesPerSheet({ paper, bleed }, board(share));
    expect(found).toEqual(sheets);
    // No sheet carries a single piece.
    expect(found).not.toContain(1);
  });

  it('15 hexes alone on A3 are spread over two sheets, 8 and 7', async () => {
    expect(
      await piecesPerSheet({ paper: 'a3', pieces: [{ id: 'hex:forest', count: 15 }] }),
    ).toEqual([8, 7]);
  });
});

describe('fold-and-glue pairs fill the page', () => {
  it.each([
    // [paper, piece, count, pairs on each sheet]
    ['a4', 'card:ore', 8, [4, 4]],
    ['a3', 'card:wool', 9, [9]],
    ['a4', 'token:5:A', 30, [30]],
  ] as const)('%s, %s × %i: %j pairs a sheet', async (paper, id, count, sheets) => {
    const { plan, pdf } = await kit({ paper, backs: 'fold', pieces: [{ id, count }] });
    expect(plan.pages.map((p) => p.folds.length)).toEqual(sheets);
    // A pair (front and back joined at the fold) is one shape on the sheet.
    expect(plan.pages.map((_, i) => shapes(render(pdf, i + 1, 50), plan.options.margin))).toEqual(
      sheets,
    );
  });
});
