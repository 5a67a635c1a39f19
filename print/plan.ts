// Plans a print kit without drawing it: which pieces, at what size, on which page and where.
// Pure: the same request always gives the same plan, and tests can read it beside the PDF.

import type { Board } from '../lib/board/types';
import { err, ok, type Result } from '../lib/result';
import { getRuleset } from '../lib/rules/rulesets';
import { completeExtras } from './complete';
import type { ValidOptions } from './options';
import { honeycomb, pack } from './pack';
import { diceCardSize, pawnSize } from './pawns';
import { hasBack, type Piece, pieceId } from './pieces';
import { hexCornerToCorner, type PieceSizes, resolveSizes } from './sizes';
import { PAPER_MM } from './units';

export interface Item {
  readonly piece: Piece;
  /** Score tracks are cut in strips: the numbers on this one. */
  readonly part?: { readonly from: number; readonly to: number };
}

/** A piece's cut outline on a page, in mm from the page's top-left corner. */
export interface Placed {
  readonly item: Item;
  readonly id: string;
  readonly side: 'front' | 'back';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** `rules`: a complete game's one-page rules reference (print/rules-page.ts). */
export type PageKind = 'calibration' | 'guide' | 'rules' | 'front' | 'back';

export interface PlannedPage {
  readonly kind: PageKind;
  readonly placed: readonly Placed[];
  /** For fold-and-glue pieces: fold lines (x, from y to y) in mm. */
  readonly folds: readonly { readonly x: number; readonly y0: number; readonly y1: number }[];
}

export interface Plan {
  readonly options: ValidOptions;
  readonly sizes: PieceSizes;
  readonly paper: { readonly w: number; readonly h: number };
  readonly pages: readonly PlannedPage[];
  readonly board?: Board;
  /** How many of each piece id the kit holds (fronts). */
  readonly counts: Readonly<Record<string, number>>;
}

export type PlanErrorCode = 'ERR_NOTHING_TO_PRINT' | 'ERR_DOES_NOT_FIT';
export interface PlanError {
  readonly code: PlanErrorCode;
  readonly message: string;
}

/** Side of one score-track square, mm (scaled with the token). */
export const trackCell = (s: PieceSizes): number => (18 * s.token) / 25.5;

/** The robber standee's parts, mm: width, figure height and glue-tab height. */
export const standee = (s: PieceSizes) => {
  const k = s.token / 25.5;
  return { w: 26 * k, figure: 38 * k, tab: 10 * k };
};

/** The cut size of a piece (a score-track strip by its part). */
export function trimSize(item: Item, s: PieceSizes): { w: number; h: number } {
  const p = item.piece;
  switch (p.kind) {
    case 'hex':
      return { w: hexCornerToCorner(s.hex), h: s.hex };
    case 'harbor':
      return { w: s.harbor.w, h: s.harbor.h };
    case 'token':
      return { w: s.token, h: s.token };
    case 'card':
    case 'dev':
      return { w: s.card.w, h: s.card.h };
    case 'cost':
    case 'special':
      return { w: s.cost.w, h: s.cost.h };
    case 'robber': {
      if (p.style === 'disc') return { w: s.token, h: s.token };
      const d = standee(s);
      return { w: d.w, h: 2 * d.figure + 2 * d.tab };
    }
    case 'track': {
      const n = item.part ? item.part.to - item.part.from + 1 : p.max + 1;
      return { w: n * trackCell(s), h: trackCell(s) };
    }
    case 'pawn':
      return pawnSize(p.shape, s);
    case 'dice': {
      const d = diceCardSize(s);
      return { w: d.w, h: d.h };
    }
  }
}

/** Every piece of a board: land in laying order, then water, tokens, harbors, the robber. */
export function boardPieces(board: Board, water: boolean): Piece[] {
  const hexes = [...board.hexes].sort((a, b) => a.order - b.order);
  const out: Piece[] = [];
  for (const h of hexes) {
    if (h.terrain !== 'sea') out.push({ kind: 'hex', terrain: h.terrain, order: h.order });
    else if (water)
      out.push(
        h.harbor
          ? { kind: 'hex', terrain: 'sea', harbor: h.harbor.trade, order: h.order }
          : { kind: 'hex', terrain: 'sea', order: h.order },
      );
  }
  for (const d of board.discovery?.hexes ?? [])
    out.push(
      d.harbor
        ? { kind: 'hex', terrain: d.terrain, harbor: d.harbor }
        : { kind: 'hex', terrain: d.terrain },
    );
  for (const h of hexes) {
    if (h.token === null) continue;
    out.push(
      h.letter
        ? { kind: 'token', value: h.token, letter: h.letter }
        : { kind: 'token', value: h.token },
    );
  }
  for (const t of board.discovery?.tokens ?? []) out.push({ kind: 'token', value: t });
  if (!water)
    for (const h of hexes) if (h.harbor) out.push({ kind: 'harbor', trade: h.harbor.trade });
  out.push({ kind: 'robber', style: 'standee' });
  return out;
}

function items(
  pieces: readonly Piece[],
  s: PieceSizes,
  areaW: number,
  vpNames: readonly string[],
): Item[] {
  const out: Item[] = [];
  let vp = 0;
  for (const p of pieces) {
    if (p.kind === 'track') {
      const per = Math.max(1, Math.floor(areaW / trackCell(s)));
      for (let from = 0; from <= p.max; from += per)
        out.push({ piece: p, part: { from, to: Math.min(p.max, from + per - 1) } });
    } else if (p.kind === 'dev' && p.dev === 'victoryPoint' && vpNames.length > 0) {
      const name = vpNames[vp++ % vpNames.length];
      out.push({ piece: name ? { ...p, name } : p });
    } else out.push({ piece: p });
  }
  return out;
}

/** Lays out a kit: pages in print order, each piece's cut box, backs mirrored for duplex. */
export function planKit(options: ValidOptions, board?: Board): Result<Plan, PlanError> {
  const sizes = resolveSizes(options);
  const paper = PAPER_MM[options.paper];
  const m = options.margin;
  const area = { w: paper.w - 2 * m, h: paper.h - 2 * m };
  // Crop marks sit in the gutters, so they need a little room.
  const gap = options.cropMarks ? Math.max(options.gap, 2) : options.gap;
  const bleed = options.bleed;

  const pieces: Piece[] = board ? boardPieces(board, options.water) : [];
  for (const line of options.pieces) for (let i = 0; i < line.count; i++) pieces.push(line.piece);
  const complete = options.complete === 'none' ? null : options.complete;
  if (complete)
    for (const line of completeExtras(complete))
      for (let i = 0; i < line.count; i++) pieces.push(line.piece);
  if (pieces.length === 0 && !options.calibration && !(board && options.guide))
    return err({
      code: 'ERR_NOTHING_TO_PRINT',
      message: 'nothing to print: ask for a board, pieces or the calibration page',
    });

  const ruleset = getRuleset(board?.ruleset ?? options.ruleset);
  const all = items(pieces, sizes, area.w - 2 * bleed, ruleset.devDeck?.victoryPointNames ?? []);
  const fold = options.backs === 'fold';
  const backed = (it: Item) => options.backs !== 'none' && hasBack(it.piece);

  const counts: Record<string, number> = {};
  for (const it of all) {
    if (it.part && it.part.from > 0) continue;
    const id = pieceId(it.piece);
    counts[id] = (counts[id] ?? 0) + 1;
  }

  const pages: PlannedPage[] = [];
  if (options.calibration) pages.push({ kind: 'calibration', placed: [], folds: [] });
  if (board && options.guide) pages.push({ kind: 'guide', placed: [], folds: [] });
  if (complete) pages.push({ kind: 'rules', placed: [], folds: [] });

  const boxOf = (it: Item) => {
    const t = trimSize(it, sizes);
    const w = fold && backed(it) ? 2 * t.w : t.w;
    return {
      t,
      w: w + 2 * bleed,
      h: t.h + 2 * bleed,
      back: backed(it),
      group: `${backed(it) ? 'two-sided' : 'plain'}:${t.w.toFixed(2)}x${t.h.toFixed(2)}`,
    };
  };

  const run = (input: readonly Item[]): Result<null, PlanError> => {
    // One-sided pieces first, then those with backs, so at most one sheet mixes them; within
    // each, the tallest kinds first, each kind together in its original order: fuller shelves.
    const height = new Map<string, number>();
    for (const it of input) {
      const b = boxOf(it);
      height.set(b.group, Math.max(height.get(b.group) ?? 0, b.h));
    }
    const first = new Map<string, number>();
    input.forEach((it, i) => {
      const g = boxOf(it).group;
      if (!first.has(g)) first.set(g, i);
    });
    const key = (it: Item) => {
      const g = boxOf(it).group;
      return { b: backed(it) ? 1 : 0, h: height.get(g) ?? 0, f: first.get(g) ?? 0 };
    };
    const list = input
      .map((it, i) => ({ it, i, k: key(it) }))
      .sort((a, b) => a.k.b - b.k.b || b.k.h - a.k.h || a.k.f - b.k.f || a.i - b.i)
      .map((x) => x.it);
    const boxes = list.map(boxOf);
    const r = pack(boxes, area, gap);
    if ('tooBig' in r) {
      const it = list[r.tooBig];
      const b = boxes[r.tooBig];
      return err({
        code: 'ERR_DOES_NOT_FIT',
        message: `${it ? pieceId(it.piece) : 'a piece'} (${b?.w.toFixed(1)} × ${b?.h.toFixed(1)} mm with bleed) does not fit in the ${area.w.toFixed(1)} × ${area.h.toFixed(1)} mm printable area of ${options.paper}; choose a larger paper, smaller margins or a smaller size`,
      });
    }
    const fronts: Placed[][] = Array.from({ length: r.pages }, () => []);
    const backs: Placed[][] = Array.from({ length: r.pages }, () => []);
    const folds: PlannedPage['folds'][number][][] = Array.from({ length: r.pages }, () => []);
    for (const pl of r.placements) {
      const it = list[pl.index];
      const b = boxes[pl.index];
      if (!it || !b) continue;
      const id = pieceId(it.piece);
      const x = m + pl.x + bleed;
      const y = m + pl.y + bleed;
      const { w, h } = b.t;
      fronts[pl.page]?.push({ item: it, id, side: 'front', x, y, w, h });
      if (!b.back) continue;
      if (fold) {
        fronts[pl.page]?.push({ item: it, id, side: 'back', x: x + w, y, w, h });
        folds[pl.page]?.push({ x: x + w, y0: y, y1: y + h });
      } else {
        // Long-edge duplex turns the sheet about its vertical axis: x mirrors, y stays.
        backs[pl.page]?.push({ item: it, id, side: 'back', x: paper.w - x - w, y, w, h });
      }
    }
    for (let i = 0; i < r.pages; i++) {
      pages.push({ kind: 'front', placed: fronts[i] ?? [], folds: folds[i] ?? [] });
      const behind = backs[i] ?? [];
      if (behind.length > 0) pages.push({ kind: 'back', placed: behind, folds: [] });
    }
    return ok(null);
  };
  // Hexes nest in a honeycomb when that holds more a page than rows of boxes (A3: 12, not 8).
  const hexes = all.filter((it) => it.piece.kind === 'hex' && !backed(it));
  const flat = sizes.hex + 2 * bleed;
  const comb = honeycomb(flat, area, gap);
  const box = boxOf({ piece: { kind: 'hex', terrain: 'sea' } });
  const grid =
    Math.floor((area.w + gap + 1e-6) / (box.w + gap)) *
    Math.floor((area.h + gap + 1e-6) / (box.h + gap));
  // Crop marks need the empty box corners that a honeycomb fills.
  const nest = !options.cropMarks && comb.perPage > grid && hexes.length > grid;
  if (nest) {
    const w = hexCornerToCorner(sizes.hex);
    const inset = (hexCornerToCorner(flat) - w) / 2;
    for (let start = 0; start < hexes.length; start += comb.perPage) {
      const placed: Placed[] = hexes.slice(start, start + comb.perPage).map((item, i) => {
        const c = comb.cells[i] ?? { x: 0, y: 0 };
        return {
          item,
          id: pieceId(item.piece),
          side: 'front',
          x: m + c.x + inset,
          y: m + c.y + bleed,
          w,
          h: sizes.hex,
        };
      });
      pages.push({ kind: 'front', placed, folds: [] });
    }
  }
  const r = run(nest ? all.filter((it) => !hexes.includes(it)) : all);
  if (!r.ok) return r;
  return ok({ options, sizes, paper, pages, counts, ...(board ? { board } : {}) });
}
