// Draws a planned play mat (print/mat.ts) with pdfkit: the sheet map, then each sheet's part
// of the one true-size picture (hexes with terrain art, tokens and harbors in place), its
// overlap strips, registration crosshairs, cut lines and label. All vector, fonts embedded.

import { robberIcon } from './art/icons';
import { type Doc, flatHex, pointyHex, TERRAIN_COLOURS } from './art/paint';
import { drawTerrain } from './art/terrain';
import { MAT } from './i18n-mat';
import { type Ctx, drawToken, harborBadge, label, openDoc, paragraph } from './kit';
import { harborRadius, type MatHex, type MatPlan, type MatSheet } from './mat';
import type { Plan } from './plan';
import { mm, PAPER_PT } from './units';

const BLACK = '#000000';
/** Hex outlines: pure black, 0.35 mm, so the seams can be checked with a ruler. */
const OUTLINE_MM = 0.35;

const poly = (doc: Doc, pts: [number, number][], cx: number, cy: number) =>
  doc.polygon(...pts.map(([x, y]) => [x + cx, y + cy] as [number, number]));

/** The hex outline of the mat's orientation (pointy-top, flat-top when turned), in points. */
const hexShape = (mat: MatPlan, Rpt: number) => (mat.rotated ? flatHex(Rpt) : pointyHex(Rpt));

function matHex(c: Ctx, mat: MatPlan, h: MatHex): void {
  const { doc, ink, t } = c;
  const R = mm(mat.R);
  const x = mm(h.x);
  const y = mm(h.y);
  doc.save();
  poly(doc, hexShape(mat, R), x, y).clip();
  doc.translate(x, y);
  drawTerrain(doc, ink, h.terrain, R);
  doc.restore();
  if (c.plan.options.names && h.terrain !== 'sea') {
    const name = t.terrain[h.terrain];
    const ny = y + R * 0.62;
    doc.font('bold').fontSize(R * 0.12);
    const w = Math.min(R * 1.1, doc.widthOfString(name) + R * 0.12);
    doc.roundedRect(x - w / 2, ny - R * 0.09, w, R * 0.18, R * 0.05);
    if (ink.saver) doc.lineWidth(0.4).fillColor('#ffffff').strokeColor('#777777').fillAndStroke();
    else doc.fillColor('#ffffff').fillOpacity(0.8).fill().fillOpacity(1);
    label(c, name, x, ny, R * 0.12, { bold: true, maxW: R * 1.0 });
  }
  if (h.token !== null) {
    const s = c.plan.sizes.token;
    doc.save();
    doc.translate(mm(h.x - s / 2), mm(h.y - s / 2));
    drawToken(c, {
      item: { piece: { kind: 'token', value: h.token } },
      id: `token:${h.token}`,
      side: 'front',
      x: 0,
      y: 0,
      w: s,
      h: s,
    });
    doc.restore();
  }
}

function outlines(c: Ctx, mat: MatPlan, hexes: readonly MatHex[]): void {
  const { doc } = c;
  const R = mm(mat.R);
  for (const h of hexes) poly(doc, hexShape(mat, R), mm(h.x), mm(h.y));
  doc.lineWidth(mm(OUTLINE_MM)).strokeColor(BLACK).undash().stroke();
}

function harbors(c: Ctx, mat: MatPlan): void {
  const { doc, ink } = c;
  const R = mm(mat.R);
  const rb = mm(harborRadius(mat.R));
  const flat = mm(mat.R * Math.sqrt(3));
  for (const hb of mat.harbors) {
    const p = { x: mm(hb.x), y: mm(hb.y) };
    if (c.plan.options.water) {
      // As on the guide and the tiles: piers from the land side's corners, the badge between.
      const perp = { x: -hb.dy, y: hb.dx };
      const side = flat / 2;
      doc.lineWidth(R * 0.05).strokeColor(ink.saver ? '#444444' : '#7a5a2e');
      for (const k of [-1, 1]) {
        doc
          .moveTo(
            p.x + hb.dx * side + perp.x * k * 0.5 * R,
            p.y + hb.dy * side + perp.y * k * 0.5 * R,
          )
          .lineTo(
            p.x + hb.dx * 0.35 * R + perp.x * k * 0.12 * R,
            p.y + hb.dy * 0.35 * R + perp.y * k * 0.12 * R,
          )
          .stroke();
      }
      harborBadge(c, hb.trade, p.x + hb.dx * 0.22 * R, p.y + hb.dy * 0.22 * R, rb);
    } else {
      // No sea frame: the badge just off the coast, touching the side it serves.
      const d = flat / 2 - rb;
      harborBadge(c, hb.trade, p.x + hb.dx * d, p.y + hb.dy * d, rb);
    }
  }
}

/** The whole picture in picture coordinates (points), only what meets the region given. */
function picture(c: Ctx, mat: MatPlan, region?: { x: number; y: number; w: number; h: number }) {
  const near = (x: number, y: number) =>
    !region ||
    (x > region.x - mat.R * 1.2 &&
      x < region.x + region.w + mat.R * 1.2 &&
      y > region.y - mat.R * 1.2 &&
      y < region.y + region.h + mat.R * 1.2);
  const hexes = mat.hexes.filter((h) => near(h.x, h.y));
  const R = mm(mat.R);
  // Empty places first, faint, so a board's own outlines draw over their shared sides.
  const empty = mat.empty.filter((e) => near(e.x, e.y));
  for (const p of empty) poly(c.doc, hexShape(mat, R), mm(p.x), mm(p.y));
  if (empty.length > 0)
    c.doc.lineWidth(0.5).strokeColor('#9a9a9a').dash(2, { space: 3 }).stroke().undash();
  for (const h of hexes) matHex(c, mat, h);
  // The spare tiles measuring the gap between home bases: dashed, numbered (over a base's own
  // sea tile, the number keeps to the side).
  mat.gap.forEach((p, i) => {
    if (!near(p.x, p.y)) return;
    poly(c.doc, hexShape(mat, R), mm(p.x), mm(p.y));
    c.doc.lineWidth(mm(0.5)).strokeColor('#555555').dash(6, { space: 4 }).stroke().undash();
    const taken = mat.hexes.some((h) => Math.hypot(h.x - p.x, h.y - p.y) < 1);
    label(c, String(i + 1), mm(p.x) - (taken ? R * 0.55 : 0), mm(p.y), R * 0.4, {
      bold: true,
      colour: '#555555',
    });
  });
  outlines(c, mat, hexes);
  harbors(c, mat);
  if (mat.robber && near(mat.robber.x, mat.robber.y)) {
    robberIcon(c.doc, c.ink, mm(mat.robber.x) - R * 0.45, mm(mat.robber.y) + R * 0.1, R * 0.35);
  }
}

/** A crosshair: a ring and a cross, pure black over a white halo so it reads on any terrain. */
function crosshair(doc: Doc, x: number, y: number): void {
  const r = mm(2.5);
  const arm = mm(5);
  for (const [colour, width] of [
    ['#ffffff', mm(0.9)],
    [BLACK, mm(0.25)],
  ] as const) {
    doc.lineWidth(width).strokeColor(colour);
    doc.circle(x, y, r).stroke();
    doc
      .moveTo(x - arm, y)
      .lineTo(x + arm, y)
      .moveTo(x, y - arm)
      .lineTo(x, y + arm)
      .stroke();
  }
}

/** A label on a white pill, centred at (x, y), optionally turned a quarter. */
function pill(c: Ctx, text: string, x: number, y: number, size: number, turned: boolean): void {
  const { doc } = c;
  doc.save();
  doc.translate(x, y);
  if (turned) doc.rotate(-90);
  doc.font('bold').fontSize(size);
  const w = doc.widthOfString(text) + size;
  doc
    .roundedRect(-w / 2, -size * 0.8, w, size * 1.6, size * 0.4)
    .fillColor('#ffffff')
    .fill();
  label(c, text, 0, 0, size, { bold: true, colour: '#444444' });
  doc.restore();
}

function sheetPage(c: Ctx, mat: MatPlan, sheet: MatSheet, n: number): void {
  const { doc, plan } = c;
  const w = MAT[plan.options.lang];
  const m = mm(mat.margin);
  const aw = mm(mat.area.w);
  const ah = mm(mat.area.h);
  const o = mm(mat.overlap);
  doc.save();
  doc.rect(m, m, aw, ah).clip();
  doc.translate(m - mm(sheet.x), m - mm(sheet.y));
  picture(c, mat, { x: sheet.x, y: sheet.y, w: mat.area.w, h: mat.area.h });
  doc.restore();
  const right = sheet.col + 1 < mat.cols;
  const below = sheet.row + 1 < mat.rows;
  // The strips the next sheets lie over: a dashed inner edge and the words along them.
  doc.lineWidth(0.5).strokeColor('#555555').dash(3, { space: 2 });
  if (right)
    doc
      .moveTo(m + aw - o, m)
      .lineTo(m + aw - o, m + ah)
      .stroke();
  if (below)
    doc
      .moveTo(m, m + ah - o)
      .lineTo(m + aw, m + ah - o)
      .stroke();
  doc.undash();
  const size = Math.min(7, o * 0.55);
  if (right)
    for (const f of [1 / 6, 1 / 2, 5 / 6]) pill(c, w.glue, m + aw - o / 2, m + ah * f, size, true);
  if (below)
    for (const f of [1 / 6, 1 / 2, 5 / 6]) pill(c, w.glue, m + aw * f, m + ah - o / 2, size, false);
  for (const p of sheet.marks) crosshair(doc, m + mm(p.x - sheet.x), m + mm(p.y - sheet.y));
  // The printable area's edge: the cut line where a margin is cut off, the sheet's extent
  // elsewhere.
  doc.lineWidth(0.4).strokeColor(BLACK).rect(m, m, aw, ah).stroke();
  const total = mat.sheets.length;
  if (mat.margin >= 5) {
    const top = Math.max(1, mat.margin / 2 - 2.5);
    const head =
      total > 1
        ? `${w.sheetLabel(sheet.label, sheet.row + 1, sheet.col + 1)} · ${w.sheetOf(n, total)}`
        : w.title;
    doc.font('bold').fontSize(9).fillColor(BLACK).text(head, m, mm(top), { lineBreak: false });
    const tail = `Hexkeeper · ${plan.board?.share ?? ''}`;
    doc.font('regular').fontSize(6);
    doc.text(tail, m + aw - doc.widthOfString(tail), mm(top) + 2, { lineBreak: false });
    if (sheet.col > 0) pill(c, w.cut, m / 2, m + ah / 2, Math.min(6, m * 0.4), true);
    if (sheet.row > 0) pill(c, w.cut, m + aw / 2, m * 0.72, Math.min(6, m * 0.4), false);
  } else if (total > 1) pill(c, sheet.label, m + mm(12), m + mm(6), 9, false);
  setBoxes(doc, mat);
}

/** Trim box = the printable area (a sheet is cut there where it overlaps); no bleed. */
function setBoxes(doc: Doc, mat: MatPlan): void {
  const H = mm(mat.page.h);
  const box = [
    mm(mat.margin),
    H - mm(mat.margin + mat.area.h),
    mm(mat.margin + mat.area.w),
    H - mm(mat.margin),
  ].map((v) => Math.round(v * 100) / 100);
  const dict = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary
    .data;
  dict.TrimBox = box;
  dict.BleedBox = box;
}

/** Page one of a tiled mat: how to put it together, and the sheets drawn over the board. */
function mapPage(c: Ctx, mat: MatPlan): void {
  const { doc, plan } = c;
  const w = MAT[plan.options.lang];
  const m = mm(mat.margin);
  const W = mm(mat.page.w);
  const H = mm(mat.page.h);
  doc.font('bold').fontSize(16).fillColor(BLACK).text(w.mapTitle, m, m, { lineBreak: false });
  paragraph(c, w.how(fmt(plan.sizes.hex), fmt(mat.overlap)), m, m + 24, W - 2 * m, 9, 60);
  const top = m + 92;
  // Everything the sheets cover, scaled into the rest of the page.
  const x0 = Math.min(...mat.sheets.map((s) => s.x));
  const y0 = Math.min(...mat.sheets.map((s) => s.y));
  const x1 = Math.max(...mat.sheets.map((s) => s.x)) + mat.area.w;
  const y1 = Math.max(...mat.sheets.map((s) => s.y)) + mat.area.h;
  const k = Math.min((W - 2 * m) / mm(x1 - x0), (H - m - top) / mm(y1 - y0));
  const ox = (W - mm(x1 - x0) * k) / 2 - mm(x0) * k;
  const at = (x: number, y: number) => ({ x: ox + mm(x) * k, y: top + mm(y - y0) * k });
  const R = mm(mat.R) * k;
  for (const h of mat.hexes) {
    const p = at(h.x, h.y);
    poly(doc, hexShape(mat, R), p.x, p.y);
    if (c.ink.saver) doc.lineWidth(0.4).strokeColor('#888888').stroke();
    else doc.fillColor(TERRAIN_COLOURS[h.terrain].tint).fill();
  }
  for (const s of mat.sheets) {
    const p = at(s.x, s.y);
    doc
      .rect(p.x, p.y, mm(mat.area.w) * k, mm(mat.area.h) * k)
      .lineWidth(1)
      .strokeColor(BLACK)
      .stroke();
  }
  for (const s of mat.sheets) {
    const p = at(s.x + mat.area.w / 2, s.y + mat.area.h / 2);
    pill(c, s.label, p.x, p.y, Math.min(22, mm(mat.area.h) * k * 0.2), false);
  }
  setBoxes(doc, mat);
}

const fmt = (v: number) => (Math.round(v * 10) / 10).toFixed(1);

/** Draws the mat into a new pdfkit document; the caller pipes it and it ends itself. */
export function renderMat(plan: Plan, o: { firstPageOnly?: boolean } = {}): Doc {
  const mat = plan.mat;
  if (!mat) throw new Error('renderMat: the plan holds no mat');
  const opts = plan.options;
  const c = openDoc(plan, `Hexkeeper play mat ${plan.board?.share ?? ''}`, { bleed: 0, cut: true });
  const { doc } = c;
  const pt = PAPER_PT[opts.paper];
  const size: [number, number] = mat.landscape ? [pt.h, pt.w] : [pt.w, pt.h];
  const pages: (() => void)[] = [];
  if (mat.map) pages.push(() => mapPage(c, mat));
  mat.sheets.forEach((s, i) => {
    pages.push(() => sheetPage(c, mat, s, i + 1));
  });
  for (const draw of o.firstPageOnly ? pages.slice(0, 1) : pages) {
    doc.addPage({ size, margin: 0 });
    draw();
  }
  doc.end();
  return doc;
}
