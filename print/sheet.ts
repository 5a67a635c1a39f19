// What a copy shop needs of each sheet, beyond the pieces: cut marks out to the sheet's edge,
// TrimBox and BleedBox, and a file name that says what the PDF holds.

import type { Doc } from './art/paint';
import { type Plan, type PlannedPage, pageBleed } from './plan';
import { mm } from './units';

/** Every distinct cut position (mm) of a sheet's pieces, across and down. */
export function cutPositions(page: PlannedPage): { xs: number[]; ys: number[] } {
  const xs = new Set<number>();
  const ys = new Set<number>();
  const r = (v: number) => Math.round(v * 1000) / 1000;
  for (const p of page.placed) {
    xs.add(r(p.x));
    xs.add(r(p.x + p.w));
    ys.add(r(p.y));
    ys.add(r(p.y + p.h));
  }
  return { xs: [...xs].sort((a, b) => a - b), ys: [...ys].sort((a, b) => a - b) };
}

/**
 * Cut marks in the margins: from the sheet's edge to 1 mm short of the printable area, on
 * every cut line of the sheet's pieces, so a guillotine can be lined up from the edge.
 * Drawn only where the margin leaves at least 2 mm.
 */
export function edgeMarks(doc: Doc, plan: Plan, page: PlannedPage): void {
  const m = plan.options.margin;
  if (m < 2 || page.placed.length === 0) return;
  const { w: W, h: H } = plan.paper;
  const { xs, ys } = cutPositions(page);
  doc.lineWidth(0.25).strokeColor('#000000').undash();
  for (const x of xs) {
    doc
      .moveTo(mm(x), 0)
      .lineTo(mm(x), mm(m - 1))
      .stroke();
    // At the bottom only below the footer's line (half the margin up).
    doc
      .moveTo(mm(x), mm(H - Math.max(1, m / 2 - 2)))
      .lineTo(mm(x), mm(H))
      .stroke();
  }
  for (const y of ys) {
    doc
      .moveTo(0, mm(y))
      .lineTo(mm(m - 1), mm(y))
      .stroke();
    doc
      .moveTo(mm(W - m + 1), mm(y))
      .lineTo(mm(W), mm(y))
      .stroke();
  }
}

/** [left, bottom, right, top] in PDF points (origin bottom left), clipped to the sheet. */
type Box = [number, number, number, number];

/**
 * TrimBox: the pieces' cut outline (the printable area on pages with no pieces); BleedBox:
 * that plus the bleed, within the sheet.
 */
export function pageBoxes(plan: Plan, page: PlannedPage): { trim: Box; bleed: Box } {
  const { w: W, h: H } = plan.paper;
  const m = plan.options.margin;
  let [x0, y0, x1, y1] = [m, m, W - m, H - m];
  if (page.placed.length) {
    x0 = Math.min(...page.placed.map((p) => p.x));
    y0 = Math.min(...page.placed.map((p) => p.y));
    x1 = Math.max(...page.placed.map((p) => p.x + p.w));
    y1 = Math.max(...page.placed.map((p) => p.y + p.h));
  }
  const b = page.placed.length ? pageBleed(plan.options, page) : 0;
  const clip = (v: number, max: number) => Math.min(max, Math.max(0, v));
  const box = (l: number, t: number, r: number, btm: number): Box => [
    round(mm(clip(l, W))),
    round(mm(H - clip(btm, H))),
    round(mm(clip(r, W))),
    round(mm(H - clip(t, H))),
  ];
  return { trim: box(x0, y0, x1, y1), bleed: box(x0 - b, y0 - b, x1 + b, y1 + b) };
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Sets the current page's TrimBox and BleedBox. */
export function setPageBoxes(doc: Doc, plan: Plan, page: PlannedPage): void {
  const { trim, bleed } = pageBoxes(plan, page);
  // pdfkit has no API for these boxes; its page dictionary takes them as plain arrays.
  const dict = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary
    .data;
  dict.TrimBox = trim;
  dict.BleedBox = bleed;
}

/**
 * The download's file name: ruleset, paper and what it holds, e.g.
 * `hexkeeper-base-a4-board-print-sample.pdf`, `hexkeeper-mupp37-letter-pieces.pdf`.
 */
export function kitFileName(plan: Plan): string {
  const o = plan.options;
  const ruleset = plan.board?.ruleset ?? o.ruleset;
  const what =
    o.complete !== 'none'
      ? `complete${plan.board ? `-${plan.board.seed}` : ''}`
      : plan.board
        ? `${plan.mat ? 'mat' : 'board'}-${plan.board.seed}`
        : 'pieces';
  const extra = [
    o.calibration ? 'calibration' : '',
    o.duplexTest ? 'duplex-test' : '',
    o.inkSaver ? 'ink-saver' : '',
  ]
    .filter(Boolean)
    .join('-');
  const name = ['hexkeeper', ruleset, o.paper, what, extra].filter(Boolean).join('-');
  return `${name.replace(/[^\w.-]+/g, '_')}.pdf`;
}
