// A duplex file printed as it comes: read from every PDF the planner makes (ruleset × paper ×
// content mix, through preparePrint as the API, the CLI and /print send them), sheet by sheet,
// each front on an odd page with its own back or a blank one behind it. Then a rendered
// complete base game on A4 and Letter: behind every two-sided piece its own back's colour,
// behind every one-sided piece white paper (the review found 44 and 33 wrong backs).
import { describe, expect, it } from 'vitest';
import { RULESET_IDS, type RulesetId } from '../../lib/rules/rulesets';
import { kitBytes, type Paper, type Plan, preparePrint } from '../../print';
import { hasBack } from '../../print/pieces';
import { isBackPage } from '../../print/plan';
import type { BoardInput } from '../../print/request';
import { sampleBoard } from '../../print/sample';
import { pageTexts, type Raster, render } from './print-helpers';

const PAPERS_TRIED: readonly Paper[] = ['a4', 'letter', 'a3'];

/** The content mixes a request can make, per ruleset (a board where the ruleset has one). */
function mixes(id: RulesetId): [string, object, BoardInput][] {
  const out: [string, object, BoardInput][] = [
    ['complete game', { complete: id, seed: 'duplex-sheets' }, undefined],
    [
      'complete game + calibration + duplex test',
      { complete: id, seed: 'duplex-sheets', calibration: true, duplexTest: true },
      undefined,
    ],
    [
      'one-sided and two-sided pieces mixed',
      {
        ruleset: id,
        pieces: [
          { id: 'hex:forest', count: 5 },
          { id: 'cost:base', count: 2 },
          { id: 'dev:knight', count: 3 },
          { id: 'special:longestRoad', count: 1 },
          { id: 'card:ore', count: 4 },
        ],
      },
      undefined,
    ],
    [
      'lost pieces: pawns, dice cards, lettered tokens',
      {
        ruleset: id,
        pieces: [
          { id: 'pawn:red:settlement', count: 5 },
          { id: 'pawn:1:road', count: 4 },
          { id: 'dice:3:4', count: 1 },
          { id: 'token:6:A', count: 1 },
          { id: 'token:9', count: 2 },
        ],
      },
      undefined,
    ],
    [
      'only one-sided pieces, with the duplex test',
      { duplexTest: true, pieces: [{ id: 'hex:hills', count: 3 }] },
      undefined,
    ],
    ['calibration alone', { calibration: true }, undefined],
    [
      'fold-and-glue backs with the duplex test',
      { backs: 'fold', duplexTest: true, pieces: [{ id: 'card:wool', count: 3 }] },
      undefined,
    ],
    [
      'no backs',
      {
        backs: 'none',
        pieces: [
          { id: 'card:wool', count: 3 },
          { id: 'hex:sea', count: 2 },
        ],
      },
      undefined,
    ],
  ];
  if (id === 'base')
    out.push([
      'official board kit with guide and calibration',
      { calibration: true },
      { json: sampleBoard() },
    ]);
  return out;
}

/**
 * What is wrong with a plan's sheets: a front on an even page, a back page not after a front,
 * a back piece not mirrored behind its own front, a two-sided front with nothing behind it.
 */
function sheetFaults(plan: Plan): string[] {
  const faults: string[] = [];
  const pages = plan.pages;
  const duplex = pages.some((p) => isBackPage(p.kind));
  if (!duplex) {
    // One-sided throughout: no piece may wait for a back.
    if (plan.options.backs === 'duplex')
      for (const p of pages.flatMap((x) => x.placed))
        if (hasBack(p.item.piece)) faults.push(`${p.id}: two-sided, but no back page`);
    return faults;
  }
  if (pages.length % 2 !== 0) faults.push(`${pages.length} pages: the last sheet has no back`);
  const W = plan.paper.w;
  for (let i = 0; i < pages.length; i += 2) {
    const front = pages[i];
    const back = pages[i + 1];
    if (!front || isBackPage(front.kind)) faults.push(`page ${i + 1}: a back on a front side`);
    if (!back || !isBackPage(back.kind)) {
      faults.push(`page ${i + 2}: not a back (${back?.kind})`);
      continue;
    }
    const behind = new Set(back.placed);
    for (const f of front?.placed ?? []) {
      if (f.side !== 'front' || f.turn || plan.options.backs !== 'duplex' || !hasBack(f.item.piece))
        continue;
      const own = back.placed.find(
        (b) =>
          b.item === f.item && Math.abs(b.x - (W - f.x - f.w)) < 1e-6 && Math.abs(b.y - f.y) < 1e-6,
      );
      if (!own) faults.push(`page ${i + 1}: ${f.id} has no back of its own behind it`);
      else behind.delete(own);
    }
    for (const b of behind) faults.push(`page ${i + 2}: ${b.id}'s back behind no front of its own`);
  }
  return faults;
}

describe('every PDF the planner makes: each front has its own back or a blank one', () => {
  const cases = RULESET_IDS.flatMap((id) =>
    PAPERS_TRIED.flatMap((paper) =>
      mixes(id).map(([name, raw, board]) => [id, paper, name, raw, board] as const),
    ),
  );
  it.each(cases)('%s on %s: %s', async (_id, paper, _name, raw, boardIn) => {
    const p = preparePrint({ ...raw, paper }, boardIn);
    if (!p.ok) throw new Error(p.error.message);
    const plan = p.value;
    expect(sheetFaults(plan)).toEqual([]);
    const texts = (await pageTexts(await kitBytes(plan))).map((t) => t.replace(/\s+/g, ' '));
    expect(texts).toHaveLength(plan.pages.length);
    const duplex = plan.pages.some((x) => isBackPage(x.kind));
    texts.forEach((text, i) => {
      const n = i + 1;
      const says = /Backs? of page \d+/.exec(text)?.[0];
      if (duplex && n % 2 === 0) expect(says, `page ${n}`).toMatch(new RegExp(`of page ${n - 1}$`));
      else expect(says, `page ${n}`).toBeUndefined();
    });
    if (duplex) expect(texts[0]).toContain(`Print all ${plan.pages.length} pages double-sided`);
  });
});

/** The colour behind each kind of back, as kit.ts and pawns-draw.ts paint it. */
const BACK_COLOUR: Record<string, [number, number, number]> = {
  card: [0x1f, 0x4e, 0x5f],
  dev: [0x4a, 0x34, 0x66],
  dice: [0x2f, 0x3e, 0x46],
  token: [0xf4, 0xe6, 0xc4],
};

const rgb = (r: Raster, x: number, y: number): [number, number, number] => {
  const i = (Math.round(y) * r.width + Math.round(x)) * 4;
  return [r.data[i] ?? 255, r.data[i + 1] ?? 255, r.data[i + 2] ?? 255];
};
const near = (a: readonly number[], b: readonly number[], tol = 40) =>
  a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tol);

/**
 * Reads each sheet as a duplex printer makes it: pages 1–2 are sheet one's two sides, 3–4
 * sheet two's, and so on, whatever the plan calls them. At four points inside every front
 * piece, mirrored on the long edge, the sheet's other side must show that piece's back colour
 * (two-sided) or white paper (one-sided).
 */
function wrongBacks(
  plan: Plan,
  pdf: Buffer,
): { twoSided: number; wrong: number; inkedBehindPlain: number } {
  let twoSided = 0;
  let wrong = 0;
  let inkedBehindPlain = 0;
  const W = plan.paper.w;
  const rasters = new Map<number, Raster | null>();
  const side = (page: number): Raster | null => {
    if (page >= plan.pages.length) return null;
    if (!rasters.has(page)) rasters.set(page, render(pdf, page + 1, 40));
    return rasters.get(page) ?? null;
  };
  plan.pages.forEach((page, i) => {
    for (const f of page.placed) {
      if (f.side !== 'front') continue;
      const raster = side(i % 2 === 0 ? i + 1 : i - 1);
      const two = hasBack(f.item.piece);
      if (two) twoSided++;
      const x = W - f.x - f.w;
      const at = (u: number, v: number): [number, number, number] =>
        raster
          ? rgb(raster, (x + f.w * u) * raster.pxPerMm, (f.y + f.h * v) * raster.pxPerMm)
          : [255, 255, 255];
      const corners = [at(0.12, 0.12), at(0.88, 0.12), at(0.12, 0.88), at(0.88, 0.88)];
      const kind = f.item.piece.kind;
      if (two) {
        const want = BACK_COLOUR[kind];
        // A round token's corners are off the disc: read its middle band instead.
        const probe = kind === 'token' ? [at(0.2, 0.5), at(0.8, 0.5)] : corners;
        if (!want || !probe.every((c) => near(c, want))) wrong++;
      } else if (!corners.every((c) => near(c, [255, 255, 255], 8))) inkedBehindPlain++;
    }
  });
  return { twoSided, wrong, inkedBehindPlain };
}

describe('a complete base game printed double-sided: 0 wrong backs (the review found 44 and 33)', () => {
  it.each(['a4', 'letter'] as const)('%s', async (paper) => {
    const p = preparePrint({ complete: 'base', seed: 'duplex-sheets', paper }, undefined);
    if (!p.ok) throw new Error(p.error.message);
    const pdf = await kitBytes(p.value);
    const r = wrongBacks(p.value, pdf);
    // 95 resource cards, 25 development cards, 36 dice cards.
    expect(r).toEqual({ twoSided: 156, wrong: 0, inkedBehindPlain: 0 });
  });
});
