// Plans a print kit without drawing it: which pieces, at what size, on which page and where.
// Pure: the same request always gives the same plan, and tests can read it beside the PDF.

import type { Board } from '../lib/board/types';
import {
  DIRECTION_OFFSET,
  DIRECTIONS,
  type Direction,
  type Hex,
  parseHexKey,
} from '../lib/hex/coords';
import { err, ok, type Result } from '../lib/result';
import { getRuleset } from '../lib/rules/rulesets';
import { ckSize } from './ck-pieces';
import { completeExtras } from './complete';
import { type MatPlan, planMat } from './mat';
import type { ValidOptions } from './options';
import { honeycomb, pack } from './pack';
import { diceCardSize, pawnSize } from './pawns';
import { hasBack, type Piece, pieceId } from './pieces';
import { type PlanError, planError } from './plan-error';
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
  /**
   * Fold-and-glue pairs turned a quarter (clockwise) where that fits more on the sheet: x, y, w
   * and h are the box on the page; the piece is drawn turned inside it.
   */
  readonly turn?: 90;
}

/** A turned piece as drawn before turning: same centre, width and height swapped. */
export function unturned(p: Placed): Placed {
  if (!p.turn) return p;
  const { turn: _, ...rest } = p;
  return { ...rest, x: p.x + (p.w - p.h) / 2, y: p.y + (p.h - p.w) / 2, w: p.h, h: p.w };
}

export type PageKind =
  | 'calibration'
  | 'guide'
  /** A complete game's one-page rules reference (print/rules-page.ts). */
  | 'rules'
  | 'front'
  | 'back'
  /** The duplex test sheet's front (rulers) and back (lines). */
  /** Starfarers' mother ship as a d10 table (print/mothership-page.ts), a `page:mothership`. */
  | 'mothership'
  | 'duplexTest'
  | 'duplexTestBack'
  /**
   * The back of a sheet whose front has none, in a duplex file: left blank so every front
   * stays on an odd page with its own back behind it (print/plan.ts `withBlankBacks`).
   */
  | 'blank';

export interface Fold {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface PlannedPage {
  readonly kind: PageKind;
  readonly placed: readonly Placed[];
  /** For fold-and-glue pieces: fold lines from (x0, y0) to (x1, y1) in mm. */
  readonly folds: readonly Fold[];
}

export interface Plan {
  readonly options: ValidOptions;
  readonly sizes: PieceSizes;
  readonly paper: { readonly w: number; readonly h: number };
  readonly pages: readonly PlannedPage[];
  readonly board?: Board;
  /** How many of each piece id the kit holds (fronts). */
  readonly counts: Readonly<Record<string, number>>;
  /** A play mat (`mat=true`) instead of pieces: `pages` is then empty (print/mat.ts). */
  readonly mat?: MatPlan;
}

export type { PlanError, PlanErrorCode, PlanRefusal } from './plan-error';

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
      // Pointy-top, as the board lies (lib/hex): flat to flat across, corner to corner down.
      return { w: s.hex, h: hexCornerToCorner(s.hex) };
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
    case 'ckPart':
      return ckSize(p.ck, s);
    case 'page':
      // Never packed: planKit turns each page piece into a page of its own.
      return { w: 0, h: 0 };
  }
}

/** The side of hex `h` that touches the hex `faces` names, when they are neighbours. */
function faceOf(h: Hex, faces: string): { face?: Direction } {
  const f = parseHexKey(faces);
  const d =
    f &&
    DIRECTIONS.find((k) => {
      const o = DIRECTION_OFFSET[k];
      return h.q + o.q === f.q && h.r + o.r === f.r;
    });
  return d ? { face: d } : {};
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
          ? {
              kind: 'hex',
              terrain: 'sea',
              harbor: h.harbor.trade,
              order: h.order,
              ...faceOf(h, h.harbor.faces),
            }
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

/**
 * The bleed of a page's pieces, mm: duplex back pages carry at least `backBleed` (dark
 * full-bleed backs show white at the edge when the duplex drifts), the rest `bleed`.
 */
export const pageBleed = (o: ValidOptions, page: Pick<PlannedPage, 'kind'>): number =>
  page.kind === 'back' ? Math.max(o.bleed, o.backBleed) : o.bleed;

/** Lays out a kit: pages in print order, each piece's cut box, backs mirrored for duplex. */
export function planKit(options: ValidOptions, board?: Board): Result<Plan, PlanError> {
  if (options.mat) return planMat(options, board);
  const sizes = resolveSizes(options);
  const paper = PAPER_MM[options.paper];
  const m = options.margin;
  const area = { w: paper.w - 2 * m, h: paper.h - 2 * m };

  const pieces: Piece[] = board ? boardPieces(board, options.water) : [];
  // Whole pages asked for among the pieces (page:mothership) are sheets of their own.
  const sheets: PlannedPage[] = [];
  for (const line of options.pieces)
    for (let i = 0; i < line.count; i++)
      if (line.piece.kind === 'page')
        sheets.push({ kind: line.piece.which, placed: [], folds: [] });
      else pieces.push(line.piece);
  const complete = options.complete === 'none' ? null : options.complete;
  if (complete)
    for (const line of completeExtras(complete))
      for (let i = 0; i < line.count; i++) pieces.push(line.piece);
  if (
    pieces.length === 0 &&
    sheets.length === 0 &&
    !options.calibration &&
    !options.duplexTest &&
    !(board && options.guide)
  )
    return err(planError({ kind: 'nothing' }));

  const fold = options.backs === 'fold';
  const backed = (it: Item) => options.backs !== 'none' && hasBack(it.piece);
  const duplexBacks = options.backs === 'duplex' && pieces.some(hasBack);
  // The widest bleed any piece of the kit carries (a duplex back's, when there are backs).
  const bleed = duplexBacks ? pageBleed(options, { kind: 'back' }) : options.bleed;
  // Crop marks sit in the gutters between the bleeds, so they need a little room, and the
  // bleed stays inside the printable area (the edge marks run through the margins). Without
  // them, neighbours' bleeds share the gutter (at least two bleeds wide) and the outer pieces'
  // bleed runs into the blank margin: bleed never costs a sheet.
  const crop = options.cropMarks;
  const pad = crop ? bleed : 0;
  const gap = crop ? Math.max(options.gap, 2) : Math.max(options.gap, 2 * bleed);

  const ruleset = getRuleset(board?.ruleset ?? options.ruleset);
  const all = items(pieces, sizes, area.w - 2 * pad, ruleset.devDeck?.victoryPointNames ?? []);

  const counts: Record<string, number> = {};
  for (const it of all) {
    if (it.part && it.part.from > 0) continue;
    const id = pieceId(it.piece);
    counts[id] = (counts[id] ?? 0) + 1;
  }

  for (const sh of sheets) counts[`page:${sh.kind}`] = (counts[`page:${sh.kind}`] ?? 0) + 1;

  const pages: PlannedPage[] = [];
  if (options.calibration) pages.push({ kind: 'calibration', placed: [], folds: [] });
  if (options.duplexTest)
    pages.push(
      { kind: 'duplexTest', placed: [], folds: [] },
      { kind: 'duplexTestBack', placed: [], folds: [] },
    );
  if (board && options.guide) pages.push({ kind: 'guide', placed: [], folds: [] });
  if (complete) pages.push({ kind: 'rules', placed: [], folds: [] });
  pages.push(...sheets);

  // How many boxes of w × h mm a sheet holds in rows and columns.
  const perSheet = (w: number, h: number) =>
    Math.floor((area.w + gap + 1e-6) / (w + 2 * pad + gap)) *
    Math.floor((area.h + gap + 1e-6) / (h + 2 * pad + gap));
  const boxOf = (it: Item) => {
    const t = trimSize(it, sizes);
    const pair = fold && backed(it);
    // A fold pair (front beside back) is turned a quarter, back below front, when a sheet
    // holds more of them so (A4: 4 card pairs instead of 3).
    const turn = pair && perSheet(t.h, 2 * t.w) > perSheet(2 * t.w, t.h);
    const w = turn ? t.h : pair ? 2 * t.w : t.w;
    const h = turn ? 2 * t.w : t.h;
    return {
      t,
      turn,
      w: w + 2 * pad,
      h: h + 2 * pad,
      back: backed(it),
      group: `${backed(it) ? 'two-sided' : 'plain'}:${t.w.toFixed(2)}x${t.h.toFixed(2)}`,
    };
  };

  const run = (input: readonly Item[]): Result<PlannedPage[], PlanError> => {
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
      return err(
        planError({
          kind: 'pieceTooBig',
          piece: it ? pieceId(it.piece) : '',
          w: b?.w ?? 0,
          h: b?.h ?? 0,
          bleed: pad > 0,
          areaW: area.w,
          areaH: area.h,
          paper: options.paper,
        }),
      );
    }
    const fronts: Placed[][] = Array.from({ length: r.pages }, () => []);
    const backs: Placed[][] = Array.from({ length: r.pages }, () => []);
    const folds: Fold[][] = Array.from({ length: r.pages }, () => []);
    for (const pl of r.placements) {
      const it = list[pl.index];
      const b = boxes[pl.index];
      if (!it || !b) continue;
      const id = pieceId(it.piece);
      const x = m + pl.x + pad;
      const y = m + pl.y + pad;
      const { w, h } = b.t;
      if (b.turn) {
        // The pair [front | back] turned a quarter clockwise: front above, back below.
        fronts[pl.page]?.push({ item: it, id, side: 'front', x, y, w: h, h: w, turn: 90 });
        fronts[pl.page]?.push({ item: it, id, side: 'back', x, y: y + w, w: h, h: w, turn: 90 });
        folds[pl.page]?.push({ x0: x, y0: y + w, x1: x + h, y1: y + w });
        continue;
      }
      fronts[pl.page]?.push({ item: it, id, side: 'front', x, y, w, h });
      if (!b.back) continue;
      if (fold) {
        fronts[pl.page]?.push({ item: it, id, side: 'back', x: x + w, y, w, h });
        folds[pl.page]?.push({ x0: x + w, y0: y, x1: x + w, y1: y + h });
      } else {
        // Long-edge duplex turns the sheet about its vertical axis: x mirrors, y stays.
        backs[pl.page]?.push({ item: it, id, side: 'back', x: paper.w - x - w, y, w, h });
      }
    }
    const out: PlannedPage[] = [];
    for (let i = 0; i < r.pages; i++) {
      out.push({ kind: 'front', placed: fronts[i] ?? [], folds: folds[i] ?? [] });
      const behind = backs[i] ?? [];
      if (behind.length > 0) out.push({ kind: 'back', placed: behind, folds: [] });
    }
    return ok(out);
  };
  // Hexes nest in a honeycomb when that holds more a page than rows of boxes (A3: 12, not 8).
  const hexes = all.filter((it) => it.piece.kind === 'hex' && !backed(it));
  const comb = honeycomb(sizes.hex, area, Math.max(options.gap, 2 * options.bleed));
  const box = boxOf({ piece: { kind: 'hex', terrain: 'sea' } });
  const grid =
    Math.floor((area.w + gap + 1e-6) / (box.w + gap)) *
    Math.floor((area.h + gap + 1e-6) / (box.h + gap));
  const nested = (list: readonly Item[]): PlannedPage[] => {
    // As few sheets as the honeycomb allows, the hexes spread evenly over them.
    const sheets = Math.ceil(list.length / comb.perPage);
    const h = hexCornerToCorner(sizes.hex);
    const out: PlannedPage[] = [];
    for (let s = 0, start = 0; s < sheets; s++) {
      const n = Math.ceil((list.length - start) / (sheets - s));
      const placed: Placed[] = list.slice(start, start + n).map((item, i) => {
        const c = comb.cells[i] ?? { x: 0, y: 0 };
        return {
          item,
          id: pieceId(item.piece),
          side: 'front',
          x: m + c.x,
          y: m + c.y,
          w: sizes.hex,
          h,
        };
      });
      out.push({ kind: 'front', placed, folds: [] });
      start += n;
    }
    return out;
  };
  let body = run(all);
  // Crop marks need the empty box corners that a honeycomb fills.
  if (!crop && comb.perPage > grid && hexes.length > grid) {
    const rest = all.filter((it) => !hexes.includes(it));
    // Either every hex nested (spread evenly), or only whole honeycomb sheets, the hexes left
    // over going in rows with the other pieces: whichever needs fewer sheets, so no hex is
    // left alone on a sheet that other pieces could share.
    const full = Math.floor(hexes.length / comb.perPage) * comb.perPage;
    const allNested = run(rest);
    const wholeSheets = run([...hexes.slice(full), ...rest]);
    if (!allNested.ok) return allNested;
    if (!wholeSheets.ok) return wholeSheets;
    const a = [...nested(hexes), ...allNested.value];
    const b = [...nested(hexes.slice(0, full)), ...wholeSheets.value];
    body = ok(b.length < a.length ? b : a);
  }
  if (!body.ok) return body;
  pages.push(...body.value);
  return ok({
    options,
    sizes,
    paper,
    pages: withBlankBacks(pages),
    counts,
    ...(board ? { board } : {}),
  });
}

/** Pages printed on the back of the sheet before them (shifted by the back offset). */
export const isBackPage = (kind: PageKind): boolean =>
  kind === 'back' || kind === 'duplexTestBack' || kind === 'blank';

/**
 * A file with any back page is printed double-sided as a whole, so every sheet needs two
 * pages: a front without a back of its own gets a blank one. Without that the next front
 * lands on its back (hex sheets back to back, knights backed by resource backs).
 */
export function withBlankBacks(pages: readonly PlannedPage[]): PlannedPage[] {
  if (!pages.some((p) => isBackPage(p.kind))) return [...pages];
  const out: PlannedPage[] = [];
  pages.forEach((p, i) => {
    out.push(p);
    const next = pages[i + 1];
    if (!isBackPage(p.kind) && !(next && isBackPage(next.kind)))
      out.push({ kind: 'blank', placed: [], folds: [] });
  });
  return out;
}
