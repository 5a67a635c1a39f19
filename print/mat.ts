// The play mat: a board printed true size as one picture, tiled over sheets with an overlap
// strip, registration marks, a label on each sheet and a sheet map (or on one large sheet for
// a copy shop). Pure: this file only plans (millimetres); print/mat-render.ts draws.

import type { Board, HarborTrade } from '../lib/board/types';
import { hexCentre, hexKey, parseHexKey } from '../lib/hex';
import { err, ok, type Result } from '../lib/result';
import { getRuleset } from '../lib/rules/rulesets';
import type { Terrain } from '../lib/rules/vocab';
import { homeGap, robberStart } from './board-facts';
import { OPTION_DEFAULTS, type ValidOptions } from './options';
import { type PlanError, planError } from './plan-error';
import { type PieceSizes, resolveSizes } from './sizes';
import { PAPER_MM } from './units';

/** Most sheets one mat may take (a base board on A4 takes 8, with the sea frame). */
export const MAX_MAT_SHEETS = 60;
/**
 * The options of a kit a play mat cannot honour: a mat is one picture, tiled with overlaps,
 * with no backs, no spacing between pieces, no cutting, and its sheet map for a guide. Set away
 * from its default, one of them is refused rather than dropped: a user who asked for crop marks
 * must not get none.
 */
export const MAT_KIT_ONLY = [
  'backs',
  'gap',
  'bleed',
  'backBleed',
  'backX',
  'backY',
  'cutLines',
  'cropMarks',
  'duplexTest',
  'guide',
] as const;

/** Blank border round the picture, mm (the outer hex outlines stay whole). */
const PAD = 2;

/** A hex of the picture, centre in mm from the picture's top-left corner. */
export interface MatHex {
  readonly terrain: Terrain;
  readonly token: number | null;
  readonly letter?: string;
  readonly order: number;
  readonly x: number;
  readonly y: number;
}

/** A harbor: its sea hex's centre (mm) and the unit vector towards the land it faces. */
export interface MatHarbor {
  readonly trade: HarborTrade;
  readonly x: number;
  readonly y: number;
  readonly dx: number;
  readonly dy: number;
}

/** A point of the picture, mm. */
export interface MatPoint {
  readonly x: number;
  readonly y: number;
}

export interface MatSheet {
  /** 0-based row and column. */
  readonly row: number;
  readonly col: number;
  /** "B2": column letter, row number. */
  readonly label: string;
  /** The picture's region this sheet prints: top-left corner, mm (the size is `area`). */
  readonly x: number;
  readonly y: number;
  /** Registration marks on this sheet, in picture mm (each also on the neighbour sharing it). */
  readonly marks: readonly MatPoint[];
}

export interface MatPlan {
  /** The picture turned a quarter (flat-top hexes) because that needs fewer sheets. */
  readonly rotated: boolean;
  readonly landscape: boolean;
  /** The sheet as printed (landscape when `landscape`), mm. */
  readonly page: { readonly w: number; readonly h: number };
  /** The printable area of a sheet, mm; it starts `margin` mm from the top-left corner. */
  readonly area: { readonly w: number; readonly h: number };
  readonly margin: number;
  readonly overlap: number;
  readonly picture: { readonly w: number; readonly h: number };
  /** Hex corner radius, mm (flat to flat is √3 times it). */
  readonly R: number;
  readonly rows: number;
  readonly cols: number;
  readonly hexes: readonly MatHex[];
  readonly harbors: readonly MatHarbor[];
  /** Where the robber starts, picture mm (none when it starts off the board). */
  readonly robber?: MatPoint;
  /** The spare tiles that measure the gap between home bases (dashed, numbered). */
  readonly gap: readonly MatPoint[];
  /**
   * Boards that grow by discovery: every empty hex place in the picture, outlined faintly, so
   * a discovered tile has its place and no sheet comes out blank.
   */
  readonly empty: readonly MatPoint[];
  /** Row by row, left to right. */
  readonly sheets: readonly MatSheet[];
  /** A sheet map page comes first when there is more than one sheet. */
  readonly map: boolean;
}

/** Sheets needed along one side: the first holds `area`, each further one `area − overlap`. */
export const sheetsAlong = (len: number, area: number, overlap: number): number =>
  len <= area + 1e-9 ? 1 : 1 + Math.ceil((len - area) / (area - overlap) - 1e-9);

/** Column letters: A … Z, then AA, AB … */
export function columnLetter(i: number): string {
  const a = String.fromCharCode(65 + (i % 26));
  return i < 26 ? a : columnLetter(Math.floor(i / 26) - 1) + a;
}

/**
 * A mat's plan: a print/plan.ts `Plan` with no pages, written out here so that this file
 * imports nothing of plan.ts (which calls planMat).
 */
export interface MatOnlyPlan {
  readonly options: ValidOptions;
  readonly sizes: PieceSizes;
  readonly paper: { readonly w: number; readonly h: number };
  readonly pages: readonly never[];
  readonly counts: Readonly<Record<string, number>>;
  readonly board?: Board;
  readonly mat: MatPlan;
}

/** Pages of a plan's PDF: a mat's map and sheets, or a kit's pages. */
export const pageCount = (plan: {
  readonly mat?: MatPlan;
  readonly pages: readonly unknown[];
}): number => (plan.mat ? plan.mat.sheets.length + (plan.mat.map ? 1 : 0) : plan.pages.length);

/** Badge radius of a harbor on the mat, mm (as on the guide: 0.3 of the corner radius). */
export const harborRadius = (R: number): number => R * 0.3;

/** Plans a play mat of the board with the options' paper, margin, overlap and hex size. */
export function planMat(
  options: ValidOptions,
  board: Board | undefined,
): Result<MatOnlyPlan, PlanError> {
  if (!board) return err(planError({ kind: 'matNeedsBoard' }));
  // A complete game is a kit of the whole box; with a mat it used to print the mat alone.
  if (options.pieces.length > 0 || options.calibration || options.complete !== 'none')
    return err(planError({ kind: 'matAlone' }));
  const kitOnly = MAT_KIT_ONLY.filter((k) => options[k] !== OPTION_DEFAULTS[k]);
  if (kitOnly.length > 0) return err(planError({ kind: 'matKitOnly', options: kitOnly }));
  const sizes = resolveSizes(options);
  const R = sizes.hex / Math.sqrt(3);
  const F = sizes.hex;
  const water = options.water;
  const byKey = new Map(board.hexes.map((h) => [`${h.q},${h.r}`, h]));
  // Unrotated picture: pointy-top hexes as the board's axial coordinates lay them.
  const raw = board.hexes
    .filter((h) => water || h.terrain !== 'sea')
    .map((h) => ({ h, ...centre(hexCentre(h), R) }));
  const rb = harborRadius(R);
  const rawHarbors: MatHarbor[] = [];
  for (const h of board.hexes) {
    if (!h.harbor) continue;
    const land = parseHexKey(h.harbor.faces);
    const p = centre(hexCentre(h), R);
    const q = land && byKey.has(h.harbor.faces) ? centre(hexCentre(land), R) : p;
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    rawHarbors.push({
      trade: h.harbor.trade,
      x: p.x,
      y: p.y,
      dx: (q.x - p.x) / len,
      dy: (q.y - p.y) / len,
    });
  }
  // The picture's extent: every hex drawn, and without the sea frame the harbors' badges,
  // which then sit just off the coast.
  const boxes = raw.map((p) => ({ x0: p.x - F / 2, x1: p.x + F / 2, y0: p.y - R, y1: p.y + R }));
  if (!water)
    for (const hb of rawHarbors) {
      const d = F / 2 - rb;
      const cx = hb.x + hb.dx * d;
      const cy = hb.y + hb.dy * d;
      boxes.push({ x0: cx - rb, x1: cx + rb, y0: cy - rb, y1: cy + rb });
    }
  const minX = Math.min(...boxes.map((b) => b.x0)) - PAD;
  const minY = Math.min(...boxes.map((b) => b.y0)) - PAD;
  const W = Math.max(...boxes.map((b) => b.x1)) + PAD - minX;
  const H = Math.max(...boxes.map((b) => b.y1)) + PAD - minY;

  const paper = PAPER_MM[options.paper];
  const m = options.margin;
  const o = options.overlap;
  // The sea frame's outer edge may go unprinted, up to a quarter hex a side, where that saves a
  // row or column of sheets: such sheets would carry only slivers of sea (4 of 8 on A4 did).
  const trimOf = (len: number, area: number): number => {
    if (!water) return 0;
    const n = sheetsAlong(len, area, o);
    if (n < 2) return 0;
    const fewer = area + (n - 2) * (area - o);
    const trim = (len - fewer) / 2;
    return trim <= F * 0.25 ? trim + 1e-6 : 0;
  };
  let best:
    | {
        rotated: boolean;
        landscape: boolean;
        cols: number;
        rows: number;
        aw: number;
        ah: number;
        trimmed: boolean;
      }
    | undefined;
  for (const rotated of [false, true])
    for (const landscape of [false, true]) {
      const aw = (landscape ? paper.h : paper.w) - 2 * m;
      const ah = (landscape ? paper.w : paper.h) - 2 * m;
      if (aw - o < 20 || ah - o < 20) continue;
      const [pw, ph] = rotated ? [H, W] : [W, H];
      const tw = trimOf(pw, aw);
      const th = trimOf(ph, ah);
      const cols = sheetsAlong(pw - 2 * tw, aw, o);
      const rows = sheetsAlong(ph - 2 * th, ah, o);
      const trimmed = tw + th > 0;
      // Fewest sheets; of as many, one that prints the whole sea frame.
      if (
        !best ||
        cols * rows < best.cols * best.rows ||
        (cols * rows === best.cols * best.rows && best.trimmed && !trimmed)
      )
        best = { rotated, landscape, cols, rows, aw, ah, trimmed };
    }
  if (!best)
    return err(planError({ kind: 'matNoRoom', overlap: o, margin: m, paper: options.paper }));
  const { rotated, landscape, cols, rows, aw, ah } = best;
  if (cols * rows > MAX_MAT_SHEETS)
    return err(
      planError({
        kind: 'matTooMany',
        sheets: cols * rows,
        max: MAX_MAT_SHEETS,
        paper: options.paper,
      }),
    );
  // Into picture coordinates: from the top-left corner, turned a quarter clockwise if rotated.
  const turn = (x: number, y: number): MatPoint =>
    rotated ? { x: H - (y - minY), y: x - minX } : { x: x - minX, y: y - minY };
  const dir = (dx: number, dy: number) => (rotated ? { dx: -dy, dy: dx } : { dx, dy });
  const picture = rotated ? { w: H, h: W } : { w: W, h: H };
  const hexes: MatHex[] = raw.map(({ h, x, y }) => ({
    terrain: h.terrain,
    token: h.token,
    ...(h.letter ? { letter: h.letter } : {}),
    order: h.order,
    ...turn(x, y),
  }));
  const harbors = rawHarbors.map((hb) => ({ ...hb, ...turn(hb.x, hb.y), ...dir(hb.dx, hb.dy) }));
  const robberKey = robberStart(board);
  const robberHex = robberKey ? parseHexKey(robberKey) : null;
  const gapHexes = homeGap(board);
  const gapKeys = new Set(gapHexes.map(hexKey));
  const emptyHexes: { x: number; y: number }[] = [];
  if (getRuleset(board.ruleset).features.discovery) {
    const onBoard = new Set(board.hexes.map(hexKey));
    for (let q = -20; q <= 20; q++)
      for (let r = -20; r <= 20; r++) {
        const k = hexKey({ q, r });
        if (onBoard.has(k) || gapKeys.has(k)) continue;
        const p = centre(hexCentre({ q, r }), R);
        if (p.x > minX && p.x < minX + W && p.y > minY && p.y < minY + H) emptyHexes.push(p);
      }
  }
  const rp = robberHex ? centre(hexCentre(robberHex), R) : undefined;

  // The tiles cover more than the picture: centre the picture on them.
  const stepX = aw - o;
  const stepY = ah - o;
  const offX = (aw + (cols - 1) * stepX - picture.w) / 2;
  const offY = (ah + (rows - 1) * stepY - picture.h) / 2;
  // Registration marks in the middle of each overlap strip, at a third and two thirds of the
  // seam's length on each sheet it runs along.
  const marks: MatPoint[] = [];
  for (let c = 0; c + 1 < cols; c++)
    for (let r = 0; r < rows; r++)
      for (const f of [1 / 3, 2 / 3])
        marks.push({ x: (c + 1) * stepX - offX + o / 2, y: r * stepY - offY + ah * f });
  for (let r = 0; r + 1 < rows; r++)
    for (let c = 0; c < cols; c++)
      for (const f of [1 / 3, 2 / 3])
        marks.push({ x: c * stepX - offX + aw * f, y: (r + 1) * stepY - offY + o / 2 });
  const sheets: MatSheet[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x = c * stepX - offX;
      const y = r * stepY - offY;
      sheets.push({
        row: r,
        col: c,
        label: `${columnLetter(c)}${r + 1}`,
        x,
        y,
        marks: marks.filter((p) => p.x > x && p.x < x + aw && p.y > y && p.y < y + ah),
      });
    }
  const mat: MatPlan = {
    rotated,
    landscape,
    page: landscape ? { w: paper.h, h: paper.w } : { w: paper.w, h: paper.h },
    area: { w: aw, h: ah },
    margin: m,
    overlap: o,
    picture,
    R,
    rows,
    cols,
    hexes,
    harbors,
    ...(rp ? { robber: turn(rp.x, rp.y) } : {}),
    gap: gapHexes.map((h) => {
      const p = centre(hexCentre(h), R);
      return turn(p.x, p.y);
    }),
    empty: emptyHexes.map((p) => turn(p.x, p.y)),
    sheets,
    map: sheets.length > 1,
  };
  return ok({ options, sizes, paper, pages: [], counts: {}, board, mat });
}

const centre = (p: { x: number; y: number }, R: number) => ({ x: p.x * R, y: p.y * R });
