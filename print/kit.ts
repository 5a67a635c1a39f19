// Draws a planned kit with pdfkit: every piece as vector paths, text in the embedded font.

import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { shareUrl } from '../lib/board';
import type { Board } from '../lib/board/types';
import { hexCentre, parseHexKey } from '../lib/hex';
import { devNamesFor } from '../lib/i18n/cards';
import { getRuleset } from '../lib/rules/rulesets';
import { isRed, pips, RESOURCES, type Resource } from '../lib/rules/vocab';
import { devIcon, resourceIcon, robberIcon, specialIcon } from './art/icons';
import {
  type Doc,
  flatHex,
  type Ink,
  PARCHMENT,
  paint,
  pointyHex,
  RED,
  RESOURCE_COLOURS,
  TERRAIN_COLOURS,
} from './art/paint';
import { drawTerrain } from './art/terrain';
import { terrainIcon } from './art/terrain-icon';
import { homeGap, robberStart } from './board-facts';
import { drawCk } from './ck-draw';
import { cutLine, label, paragraph, TEXT } from './draw-text';
import {
  hasDuplexBacks,
  isBackPage,
  offsetBack,
  partialDecks,
  pdfVersionFor,
  setViewerPreferences,
} from './duplex';
import { drawDuplexTestBack, drawDuplexTestFront } from './duplex-test';
import { fontBytes } from './fonts';
import { type Strings, strings } from './i18n';
import { DUPLEX_HOW, HOME_GAP, MARGIN_TEST, PARTIAL_DECK, vpCardName } from './i18n-extra';
import { drawMothershipPage } from './mothership-page';
import { drawDice, drawPawn } from './pawns-draw';
import { type HarborTrade, hasBack } from './pieces';
import {
  type Placed,
  type Plan,
  type PlannedPage,
  pageBleed,
  standee,
  trackCell,
  unturned,
} from './plan';
import { rulesPage } from './rules-page';
import { edgeMarks, setPageBoxes } from './sheet';
import { hexCornerToCorner } from './sizes';
import { mm, PAPER_PT } from './units';

export interface Ctx {
  readonly doc: Doc;
  readonly ink: Ink;
  readonly t: Strings;
  readonly plan: Plan;
  /** Bleed in points. */
  readonly bleed: number;
  readonly cut: boolean;
}

/** The link a board's QR code opens: the generator's own share URL. */
export const boardLink = (board: Board, origin: string): string => shareUrl(board, origin);

export { label, paragraph };

const polygonAt = (doc: Doc, pts: [number, number][], cx: number, cy: number) =>
  doc.polygon(...pts.map(([x, y]) => [x + cx, y + cy] as [number, number]));

// ---------- pieces ----------

export function harborBadge(c: Ctx, trade: HarborTrade, x: number, y: number, r: number): void {
  const { doc, ink } = c;
  // Solid in ink saver too: waves or terrain never run through "2:1".
  doc.circle(x, y, r);
  if (ink.saver) doc.lineWidth(0.6).fillColor('#ffffff').strokeColor('#333333').fillAndStroke();
  else {
    doc.fillColor('#f7f0dc').fill();
    doc.circle(x, y, r).lineWidth(0.8).strokeColor('#7a5a2e').stroke();
  }
  label(c, trade === 'any' ? '3:1' : '2:1', x, y - r * 0.42, r * 0.5, { bold: true });
  if (trade === 'any') label(c, '?', x, y + r * 0.35, r * 0.6, { bold: true });
  else resourceIcon(doc, ink, trade, x, y + r * 0.36, r * 1.0);
}

/** Side normals of a pointy-top hex, degrees clockwise from east (y down): E, SE … NE. */
const SIDE_DEG = { E: 0, SE: 60, SW: 120, W: 180, NW: 240, NE: 300 } as const;

/**
 * A hex tile, pointy-top as it lies on the board (names and numbers upright once laid). A
 * harbor's piers run to the side it faces (its land side on a board kit), its badge upright.
 */
function drawHex(c: Ctx, p: Placed): void {
  const { doc, ink } = c;
  if (p.item.piece.kind !== 'hex') return;
  const piece = p.item.piece;
  const R = mm(hexCornerToCorner(p.w) / 2);
  const cx = mm(p.w / 2);
  const cy = mm(p.h / 2);
  doc.save();
  polygonAt(doc, pointyHex(R + (c.bleed * 2) / Math.sqrt(3)), cx, cy).clip();
  doc.translate(cx, cy);
  drawTerrain(doc, ink, piece.terrain, R);
  if (piece.harbor) {
    const a = (SIDE_DEG[piece.face ?? 'NE'] * Math.PI) / 180;
    const d = { x: Math.cos(a), y: Math.sin(a) };
    const perp = { x: -d.y, y: d.x };
    const side = (R * Math.sqrt(3)) / 2;
    doc.lineWidth(R * 0.05).strokeColor(ink.saver ? '#444444' : '#7a5a2e');
    for (const k of [-1, 1])
      doc
        .moveTo(d.x * side + perp.x * k * 0.5 * R, d.y * side + perp.y * k * 0.5 * R)
        .lineTo(d.x * 0.35 * R + perp.x * k * 0.12 * R, d.y * 0.35 * R + perp.y * k * 0.12 * R)
        .stroke();
    harborBadge(c, piece.harbor, d.x * 0.22 * R, d.y * 0.22 * R, R * 0.3);
  }
  if (c.plan.options.names) {
    const name = c.t.terrain[piece.terrain];
    // Clear of a harbor mark on a lower side: then above the centre.
    const down = piece.harbor && Math.sin((SIDE_DEG[piece.face ?? 'NE'] * Math.PI) / 180) > 0.3;
    const y = down ? -R * 0.6 : R * 0.6;
    doc.font('bold').fontSize(R * 0.13);
    const w = Math.min(R * 1.05, doc.widthOfString(name) + R * 0.12);
    doc.roundedRect(-w / 2, y - R * 0.1, w, R * 0.2, R * 0.05);
    if (ink.saver) doc.lineWidth(0.4).fillColor('#ffffff').strokeColor('#777777').fillAndStroke();
    else doc.fillColor('#ffffff').fillOpacity(0.8).fill().fillOpacity(1);
    label(c, name, 0, y, R * 0.13, { bold: true, maxW: R * 0.95 });
  }
  if (piece.order !== undefined) {
    // On a harbor tile, across the centre from the badge.
    const a = (SIDE_DEG[piece.face ?? 'NE'] * Math.PI) / 180;
    const at = piece.harbor
      ? { x: -Math.cos(a) * 0.42 * R, y: -Math.sin(a) * 0.42 * R }
      : { x: 0, y: 0 };
    layingOrder(c, piece.order, R, at);
  }
  doc.restore();
  cutLine(c, () => polygonAt(doc, pointyHex(R), cx, cy));
}

/**
 * The tile's number in the guide's laying order, small: at the centre, where its number
 * token will hide it; on a harbor tile (no token) across the centre from the harbor mark.
 */
function layingOrder(
  c: Ctx,
  order: number,
  R: number,
  at: { readonly x: number; readonly y: number },
): void {
  const { x, y } = at;
  const size = R * 0.1;
  c.doc.font('bold').fontSize(size);
  const w = c.doc.widthOfString(String(order)) + size * 0.6;
  c.doc.roundedRect(x - w / 2, y - size * 0.7, w, size * 1.4, size * 0.3);
  c.doc.lineWidth(0.4).fillColor('#ffffff').strokeColor('#333333').fillAndStroke();
  label(c, String(order), x, y, size, { bold: true, colour: '#000000' });
}

/**
 * What lets 6 and 8 stand out without colour (red prints lighter than black in greyscale): a
 * heavy ring of radius `ring.r` round the disc's centre; and a bar under 6 and 9, so neither
 * is read upside down. (x, y) is the number's centre and `size` its font size.
 */
function emphasis(
  c: Ctx,
  value: number,
  x: number,
  y: number,
  size: number,
  ring: { x: number; y: number; r: number; width: number },
): void {
  const { doc } = c;
  const red = isRed(value);
  if (red) doc.circle(ring.x, ring.y, ring.r).lineWidth(ring.width).strokeColor(RED).stroke();
  if (value === 6 || value === 9) {
    doc.font('bold').fontSize(size);
    const w = doc.widthOfString(String(value)) * 0.75;
    doc
      .rect(x - w / 2, y + size * 0.42, w, size * 0.07)
      .fillColor(red ? RED : '#000000')
      .fill();
  }
}

function tokenFace(c: Ctx, cx: number, cy: number, r: number): void {
  const { doc, ink } = c;
  doc.circle(cx, cy, r + c.bleed);
  if (ink.saver) doc.fillColor('#ffffff').fill();
  else doc.fillColor('#f4e6c4').fill();
}

export function drawToken(c: Ctx, p: Placed): void {
  const { doc } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'token') return;
  const r = mm(p.w / 2);
  const cx = r;
  const cy = r;
  tokenFace(c, cx, cy, r);
  if (p.side === 'front') {
    const red = isRed(piece.value);
    const colour = red ? RED : '#000000';
    const size = r * (red ? 0.95 : 0.85);
    label(c, String(piece.value), cx, cy - r * 0.12, size, { bold: true, colour });
    emphasis(c, piece.value, cx, cy - r * 0.12, size, {
      x: cx,
      y: cy,
      r: r * 0.86,
      width: r * 0.07,
    });
    const n = pips(piece.value);
    const dot = r * 0.075;
    for (let i = 0; i < n; i++) {
      doc
        .circle(cx + (i - (n - 1) / 2) * dot * 2.6, cy + r * 0.52, dot)
        .fillColor(colour)
        .fill();
    }
  } else {
    label(c, piece.letter ?? '', cx, cy, r * 0.9, { bold: true, colour: '#7a5a2e' });
  }
  cutLine(c, () => doc.circle(cx, cy, r));
}

function cardShell(c: Ctx, p: Placed, colour: string): { w: number; h: number; r: number } {
  const { doc, ink } = c;
  const w = mm(p.w);
  const h = mm(p.h);
  const r = mm(
    p.item.piece.kind === 'cost' || p.item.piece.kind === 'special'
      ? c.plan.sizes.cost.r
      : c.plan.sizes.card.r,
  );
  const b = c.bleed;
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b);
  if (ink.saver) doc.fillColor('#ffffff').fill();
  else doc.fillColor(colour).fill();
  const inset = mm(3);
  doc.roundedRect(inset, inset, w - 2 * inset, h - 2 * inset, Math.max(1, r - inset / 2));
  if (ink.saver) doc.lineWidth(0.5).strokeColor('#999999').stroke();
  else doc.fillColor(PARCHMENT).fill();
  return { w, h, r };
}

function cardBack(c: Ctx, p: Placed, kind: 'resource' | 'dev'): void {
  const { doc, ink } = c;
  const w = mm(p.w);
  const h = mm(p.h);
  const r = mm(c.plan.sizes.card.r);
  const b = c.bleed;
  const bg = kind === 'resource' ? '#1f4e5f' : '#4a3466';
  doc.save();
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b);
  if (ink.saver) doc.fillColor('#ffffff').fill();
  else doc.fillColor(bg).fill();
  // A honeycomb of outlines, centred on the card.
  const s = Math.min(w, h) * 0.16;
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b).clip();
  doc
    .lineWidth(0.5)
    .strokeColor(ink.saver ? '#bbbbbb' : kind === 'resource' ? '#3d7a8f' : '#6e5494');
  for (let row = -1; row * s * 1.5 < h + s * 2; row++) {
    for (let col = -1; col * s * Math.sqrt(3) < w + s * 2; col++) {
      const x =
        w / 2 +
        (col + (row % 2 ? 0.5 : 0)) * s * Math.sqrt(3) -
        Math.floor(w / 2 / (s * Math.sqrt(3))) * s * Math.sqrt(3);
      const y = h / 2 + row * s * 1.5 - Math.floor(h / 2 / (s * 1.5)) * s * 1.5;
      polygonAt(doc, pointyHex(s * 0.96), x, y);
    }
  }
  // One stroke for the whole honeycomb: far fewer PDF operators than one per hex.
  doc.stroke();
  doc.restore();
  doc.save();
  polygonAt(doc, pointyHex(w * 0.28), w / 2, h / 2);
  paint(doc, ink, kind === 'resource' ? '#f4e6c4' : '#d4a017');
  if (kind === 'dev') {
    doc.circle(w / 2, h / 2, w * 0.16);
    paint(doc, ink, '#4a3466');
    devIcon(doc, ink, 'victoryPoint', w / 2, h / 2, w * 0.3);
  } else {
    // Five small hexes, one per resource, round the emblem's centre.
    RESOURCES.forEach((res, i) => {
      const a = ((-90 + i * 72) * Math.PI) / 180;
      const hx = w / 2 + Math.cos(a) * w * 0.14;
      const hy = h / 2 + Math.sin(a) * w * 0.14;
      polygonAt(doc, pointyHex(w * 0.065), hx, hy);
      paint(doc, ink, RESOURCE_COLOURS[res], 0.5);
    });
  }
  doc.restore();
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function drawCard(c: Ctx, p: Placed): void {
  const { doc, ink, t } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'card' && piece.kind !== 'dev') return;
  if (p.side === 'back') {
    cardBack(c, p, piece.kind === 'card' ? 'resource' : 'dev');
    return;
  }
  if (piece.kind === 'card') {
    const { w, h, r } = cardShell(c, p, RESOURCE_COLOURS[piece.resource]);
    const name = t.resource[piece.resource];
    label(c, name, w / 2, h * 0.13, w * 0.13, { bold: true, maxW: w * 0.8 });
    resourceIcon(doc, ink, piece.resource, w / 2, h * 0.52, w * 0.62);
    cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
    return;
  }
  const { w, h, r } = cardShell(c, p, '#4a3466');
  // The house variant's own card names (seed 000), as the table gives them (lib/i18n/cards.ts).
  const dev = devNamesFor(
    t.dev,
    c.plan.options.lang,
    getRuleset(c.plan.options.ruleset).devDeck?.names,
  );
  const title = piece.name ? vpCardName(piece.name, c.plan.options.lang) : dev[piece.dev];
  label(c, title, w / 2, h * 0.13, w * 0.12, { bold: true, maxW: w * 0.8 });
  if (piece.name) label(c, dev.victoryPoint, w / 2, h * 0.21, w * 0.07, { maxW: w * 0.8 });
  devIcon(doc, ink, piece.dev, w / 2, h * 0.45, w * 0.55);
  paragraph(
    c,
    t.devText[piece.dev],
    mm(6),
    h * 0.68,
    w - mm(12),
    Math.min(w, h * 0.69) * 0.075,
    h * 0.3 - mm(3),
  );
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function costIcons(
  c: Ctx,
  cost: Partial<Record<Resource, number>>,
  x: number,
  y: number,
  s: number,
) {
  const { doc, ink } = c;
  let i = 0;
  for (const res of RESOURCES) {
    for (let k = 0; k < (cost[res] ?? 0); k++) {
      const cx = x + i * s * 1.08 + s / 2;
      doc.roundedRect(cx - s / 2, y - s / 2, s, s, s * 0.15);
      if (ink.saver) doc.lineWidth(0.4).strokeColor('#888888').stroke();
      else doc.fillColor(RESOURCE_COLOURS[res]).fillOpacity(0.25).fill().fillOpacity(1);
      resourceIcon(doc, ink, res, cx, y, s * 0.8);
      i++;
    }
  }
}

function drawCost(c: Ctx, p: Placed): void {
  const { doc, t } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'cost') return;
  const { w, h, r } = cardShell(c, p, '#8d5a2b');
  const rs = getRuleset(piece.ruleset);
  label(c, t.costTitle, w / 2, h * 0.09, w * 0.075, { bold: true, maxW: w * 0.85 });
  const costs = rs.costs;
  if (!costs) return;
  const rows: [string, Partial<Record<Resource, number>>, string][] = [
    [t.build.road, costs.road, ''],
    [t.build.settlement, costs.settlement, t.vp(1)],
    [t.build.city, costs.city, t.vp(2)],
    [t.build.devCard, costs.devCard, '?'],
  ];
  if (costs.ship) rows.splice(1, 0, [t.build.ship, costs.ship, '']);
  const top = h * 0.17;
  const step = (h * 0.78) / rows.length;
  const s = Math.min(step * 0.42, w * 0.095);
  rows.forEach(([name, cost, vp], i) => {
    const y = top + step * i;
    doc
      .font('bold')
      .fontSize(w * 0.05)
      .fillColor(TEXT)
      .text(name, mm(6), y, { lineBreak: false });
    if (vp) label(c, vp, w - mm(11), y + w * 0.03, w * 0.04);
    costIcons(c, cost, mm(6), y + step * 0.55, s);
  });
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function drawSpecial(c: Ctx, p: Placed): void {
  const { doc, ink, t } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'special') return;
  const { w, h, r } = cardShell(c, p, piece.which === 'longestRoad' ? '#8d5a2b' : '#3b5b92');
  label(c, t.special[piece.which], w / 2, h * 0.12, w * 0.09, { bold: true, maxW: w * 0.85 });
  specialIcon(doc, ink, piece.which, w / 2, h * 0.42, w * 0.5);
  label(c, t.vp(2), w / 2, h * 0.66, w * 0.1, { bold: true });
  paragraph(
    c,
    t.specialText[piece.which],
    mm(8),
    h * 0.76,
    w - mm(16),
    Math.min(w, h * 0.82) * 0.05,
    h * 0.24 - mm(3),
  );
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function drawHarbor(c: Ctx, p: Placed): void {
  const { doc, ink } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'harbor') return;
  const w = mm(p.w);
  const h = mm(p.h);
  const peak = h * 0.3;
  const b = c.bleed;
  const shape = (e: number) =>
    doc.polygon(
      [-e, h + e],
      [-e, peak - e * 0.4],
      [w / 2, -e * 1.3],
      [w + e, peak - e * 0.4],
      [w + e, h + e],
    );
  shape(b);
  if (ink.saver) doc.fillColor('#ffffff').fill();
  else doc.fillColor('#d9b27c').fill();
  harborBadge(c, piece.trade, w / 2, h * 0.6, w * 0.36);
  cutLine(c, () => shape(0));
}

function drawRobber(c: Ctx, p: Placed): void {
  const { doc, ink, t } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'robber') return;
  const w = mm(p.w);
  const h = mm(p.h);
  if (piece.style === 'disc') {
    const r = w / 2;
    doc.circle(r, r, r + c.bleed);
    if (ink.saver) doc.fillColor('#ffffff').fill();
    else doc.fillColor('#b9b2a4').fill();
    robberIcon(doc, ink, r, r * 0.95, r * 1.3);
    cutLine(c, () => doc.circle(r, r, r));
    return;
  }
  const d = standee(c.plan.sizes);
  const tab = mm(d.tab);
  const fig = mm(d.figure);
  doc.rect(-c.bleed, -c.bleed, w + 2 * c.bleed, h + 2 * c.bleed);
  if (ink.saver) doc.fillColor('#ffffff').fill();
  else doc.fillColor('#d8d2c4').fill();
  // The upper figure is upside down so that both stand upright once folded at the top.
  doc
    .save()
    .translate(w, tab + fig)
    .rotate(180);
  robberIcon(doc, ink, w / 2, fig * 0.55, Math.min(w, fig) * 0.9);
  label(c, t.robber, w / 2, fig * 0.1, fig * 0.07, { bold: true, maxW: w * 0.9 });
  doc.restore();
  robberIcon(doc, ink, w / 2, tab + fig + fig * 0.55, Math.min(w, fig) * 0.9);
  label(c, t.robber, w / 2, tab + fig + fig * 0.1, fig * 0.07, { bold: true, maxW: w * 0.9 });
  label(c, t.glue, w / 2, tab / 2, tab * 0.35, { colour: '#666666' });
  label(c, t.glue, w / 2, h - tab / 2, tab * 0.35, { colour: '#666666' });
  doc.lineWidth(0.4).strokeColor('#555555').dash(3, { space: 2 });
  for (const y of [tab, tab + fig, tab + 2 * fig]) doc.moveTo(0, y).lineTo(w, y).stroke();
  doc.undash();
  cutLine(c, () => doc.rect(0, 0, w, h));
}

function drawTrack(c: Ctx, p: Placed): void {
  const { doc, ink } = c;
  const part = p.item.part;
  if (p.item.piece.kind !== 'track' || !part) return;
  const cell = mm(trackCell(c.plan.sizes));
  const h = mm(p.h);
  for (let n = part.from; n <= part.to; n++) {
    const x = (n - part.from) * cell;
    doc.rect(x, 0, cell, h);
    if (ink.saver) doc.lineWidth(0.4).strokeColor('#999999').stroke();
    else doc.fillColor(n % 5 === 0 ? '#e9c44a' : '#f4e6c4').fill();
    doc.rect(x, 0, cell, h).lineWidth(0.4).strokeColor('#8a7a5a').stroke();
    label(c, String(n), x + cell / 2, h / 2, cell * 0.45, { bold: n % 5 === 0 });
  }
  cutLine(c, () => doc.rect(0, 0, mm(p.w), h));
}

function drawPiece(c: Ctx, turned: Placed): void {
  const { doc } = c;
  doc.save();
  // A turned piece is drawn upright and turned a quarter about its centre.
  if (turned.turn)
    doc.rotate(turned.turn, {
      origin: [mm(turned.x + turned.w / 2), mm(turned.y + turned.h / 2)],
    });
  const p = unturned(turned);
  doc.translate(mm(p.x), mm(p.y));
  if (c.plan.options.backs === 'fold' && hasBack(p.item.piece) && c.bleed > 0) {
    // Fold-and-glue pairs share the fold line: bleed only on the outer sides.
    const w = mm(p.w);
    const h = mm(p.h);
    const b = c.bleed;
    if (p.side === 'front') doc.rect(-b, -b, w + b, h + 2 * b).clip();
    else doc.rect(0, -b, w + b, h + 2 * b).clip();
  }
  switch (p.item.piece.kind) {
    case 'hex':
      drawHex(c, p);
      break;
    case 'token':
      drawToken(c, p);
      break;
    case 'card':
    case 'dev':
      drawCard(c, p);
      break;
    case 'cost':
      drawCost(c, p);
      break;
    case 'special':
      drawSpecial(c, p);
      break;
    case 'harbor':
      drawHarbor(c, p);
      break;
    case 'robber':
      drawRobber(c, p);
      break;
    case 'track':
      drawTrack(c, p);
      break;
    case 'pawn':
      drawPawn(c, p);
      break;
    case 'dice':
      drawDice(c, p);
      break;
    case 'ckPart':
      // Commodity cards share the resource cards' back: a hand hides which it holds.
      if (p.item.piece.ck.part === 'commodity' && p.side === 'back') cardBack(c, p, 'resource');
      else drawCk(c, p, p.item.piece.ck);
      break;
  }
  doc.restore();
}

function cropMarks(c: Ctx, p: Placed): void {
  const { doc } = c;
  // From just outside the bleed into the gutter, never into the next piece's bleed.
  const gap = Math.max(c.plan.options.gap, 2);
  const off = mm(0.5) + c.bleed;
  const len = mm(Math.min(3, gap - 1));
  const x0 = mm(p.x);
  const y0 = mm(p.y);
  const x1 = mm(p.x + p.w);
  const y1 = mm(p.y + p.h);
  doc.lineWidth(0.3).strokeColor('#000000');
  for (const [x, y, sx, sy] of [
    [x0, y0, -1, -1],
    [x1, y0, 1, -1],
    [x0, y1, -1, 1],
    [x1, y1, 1, 1],
  ] as const) {
    doc
      .moveTo(x + sx * off, y)
      .lineTo(x + sx * (off + len), y)
      .stroke();
    doc
      .moveTo(x, y + sy * off)
      .lineTo(x, y + sy * (off + len))
      .stroke();
  }
}

// ---------- whole pages ----------

function ruler(c: Ctx, x: number, y: number, lengthMm: number): void {
  const { doc } = c;
  doc.lineWidth(0.4).strokeColor('#000000');
  doc
    .moveTo(x, y)
    .lineTo(x + mm(lengthMm), y)
    .stroke();
  for (let i = 0; i <= lengthMm; i++) {
    const tick = i % 10 === 0 ? 4 : i % 5 === 0 ? 2.5 : 1.5;
    doc
      .moveTo(x + mm(i), y)
      .lineTo(x + mm(i), y + mm(tick))
      .stroke();
    if (i % 10 === 0) label(c, String(i / 10), x + mm(i), y + mm(6.5), 7);
  }
  label(c, 'cm', x + mm(lengthMm) + mm(5), y + mm(2), 7);
}

function calibrationPage(c: Ctx): number {
  const { doc, t, plan } = c;
  const m = mm(plan.options.margin);
  const W = mm(plan.paper.w);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(TEXT)
    .text(t.calibrationTitle, m, m, { lineBreak: false });
  paragraph(c, t.calibrationHow, m, m + 26, W - 2 * m, 10);
  const rulerLen = Math.floor(plan.paper.w - 2 * plan.options.margin - 12);
  ruler(c, m, m + 70, Math.min(rulerLen, 250));
  const s = plan.sizes;
  const top = m + 110;
  const R = mm(hexCornerToCorner(s.hex) / 2);
  polygonAt(doc, flatHex(R), m + R, top + mm(s.hex / 2));
  doc.lineWidth(0.5).strokeColor('#000000').stroke();
  label(c, `${t.hexLabel}: ${s.hex.toFixed(1)} mm`, m + R, top + mm(s.hex / 2), 9);
  const cx = m + 2 * R + mm(10);
  doc
    .roundedRect(cx, top, mm(s.card.w), mm(s.card.h), mm(s.card.r))
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  label(
    c,
    `${t.cardLabel}: ${s.card.w.toFixed(1)} × ${s.card.h.toFixed(1)} mm`,
    cx + mm(s.card.w / 2),
    top + mm(s.card.h / 2),
    8,
    { maxW: mm(s.card.w - 4) },
  );
  const tr = mm(s.token / 2);
  const ty = top + mm(s.card.h) + mm(8) + tr;
  doc
    .circle(cx + tr, ty, tr)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  label(c, `Ø ${s.token.toFixed(1)} mm`, cx + tr, ty, 7);
  label(c, t.tokenLabel, cx + 2 * tr + mm(12), ty, 9);
  // A 100 mm square: the quickest check with any ruler.
  // Under the hex; under both columns when the card column would be in the way.
  const clear = cx >= m + mm(101);
  const sq =
    top + (clear ? mm(s.hex) : Math.max(mm(s.hex), mm(s.card.h) + mm(8) + 2 * tr)) + mm(12);
  doc.rect(m, sq, mm(100), mm(100)).lineWidth(0.5).strokeColor('#000000').stroke();
  label(c, '100 × 100 mm', m + mm(50), sq + mm(50), 12);
  // A ruler down the sheet too (printers may scale across and along the feed differently),
  // on the right-hand margin line, its ticks pointing into the page.
  const right = W - m;
  doc.save();
  doc.rotate(90, { origin: [right, top] });
  ruler(c, right, top, verticalRulerMm(plan.paper.h, plan.options.margin));
  doc.restore();
  paragraph(c, MARGIN_TEST[plan.options.lang], m, sq + mm(104), W - 2 * m - mm(14), 9);
  marginFrames(c);
  // Below the margin test: where page one's notes go when this is page one.
  return sq + mm(104) + 30;
}

/** Length of the calibration page's vertical ruler, mm: from below the heading to the margin. */
export const verticalRulerMm = (paperH: number, margin: number): number =>
  Math.min(250, Math.floor(paperH - 2 * margin - (110 * 25.4) / 72 - 8));

/** The frames of the margin test, mm from the sheet's edge. */
export const MARGIN_FRAMES = [2, 4, 6, 8] as const;

/** Frames 2, 4, 6 and 8 mm in from the sheet's edge, each labelled: which print whole? */
function marginFrames(c: Ctx): void {
  const { doc, plan } = c;
  const W = mm(plan.paper.w);
  const H = mm(plan.paper.h);
  for (const k of MARGIN_FRAMES) {
    doc
      .rect(mm(k), mm(k), W - 2 * mm(k), H - 2 * mm(k))
      .lineWidth(0.3)
      .strokeColor('#000000')
      .stroke();
    label(c, String(k), mm(k + 1), H / 2, 5);
    label(c, String(k), W / 2, mm(k + 1), 5);
  }
}

function drawQr(c: Ctx, text: string, x: number, y: number, size: number): void {
  const { doc } = c;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = size / (n + 2 * quiet);
  doc.rect(x, y, size, size).fillColor('#ffffff').fill();
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col))
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

/**
 * One hex of the guide: its laying-order number, terrain icon and name (readable without
 * colour), token and letter, and a harbor drawn as on its tile: the mark on the side facing
 * the land, piers to that side's corners.
 */
function guideHex(
  c: Ctx,
  h: Board['hexes'][number],
  p: { x: number; y: number },
  s: number,
  at: (h: { q: number; r: number }) => { x: number; y: number },
): void {
  const { doc, ink, t } = c;
  const face = h.harbor ? parseHexKey(h.harbor.faces) : null;
  // Unit vector towards the land the harbor faces (pointy hexes: neighbours √3·s apart).
  const d = (() => {
    if (!face) return null;
    const q = at(face);
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    return { x: (q.x - p.x) / len, y: (q.y - p.y) / len };
  })();
  const up = d !== null && d.y < -0.3;
  const orderAt =
    up && d ? { x: p.x - d.x * 0.72 * s, y: p.y - d.y * 0.72 * s } : { x: p.x, y: p.y - s * 0.62 };
  label(c, String(h.order), orderAt.x, orderAt.y, s * 0.2, { bold: true, colour: '#000000' });
  if (!(h.terrain === 'sea' && h.harbor))
    terrainIcon(doc, ink, h.terrain, p.x + s * 0.5, p.y - s * 0.3, s * 0.3);
  const name = t.terrain[h.terrain];
  const nameAt = d
    ? { x: p.x - d.x * (up ? 0.42 : 0.38) * s, y: p.y - d.y * (up ? 0.42 : 0.38) * s }
    : h.token !== null
      ? { x: p.x, y: p.y + s * 0.56 }
      : { x: p.x, y: p.y + (h.terrain === 'sea' ? 0 : s * 0.56) };
  label(c, name, nameAt.x, nameAt.y, s * 0.15, {
    bold: true,
    colour: '#000000',
    maxW: s * (d ? 0.75 : 1.1),
  });
  if (h.token !== null) {
    const red = isRed(h.token);
    doc
      .circle(p.x, p.y, s * 0.34)
      .fillColor('#ffffff')
      .fill();
    doc
      .circle(p.x, p.y, s * 0.34)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke();
    label(c, String(h.token), p.x, p.y - s * 0.03, s * 0.3, {
      bold: true,
      colour: red ? RED : '#000000',
    });
    emphasis(c, h.token, p.x, p.y - s * 0.03, s * 0.3, {
      x: p.x,
      y: p.y,
      r: s * 0.3,
      width: s * 0.04,
    });
    if (h.letter) label(c, h.letter, p.x + s * 0.5, p.y + s * 0.3, s * 0.16, { colour: '#7a5a2e' });
  }
  if (h.harbor && d) {
    const perp = { x: -d.y, y: d.x };
    const side = (Math.sqrt(3) / 2) * s * 0.97;
    doc.lineWidth(s * 0.05).strokeColor(ink.saver ? '#444444' : '#7a5a2e');
    for (const k of [-1, 1]) {
      doc
        .moveTo(p.x + d.x * side + perp.x * k * 0.5 * s, p.y + d.y * side + perp.y * k * 0.5 * s)
        .lineTo(
          p.x + d.x * 0.35 * s + perp.x * k * 0.12 * s,
          p.y + d.y * 0.35 * s + perp.y * k * 0.12 * s,
        )
        .stroke();
    }
    harborBadge(c, h.harbor.trade, p.x + d.x * 0.22 * s, p.y + d.y * 0.22 * s, s * 0.3);
  } else if (h.harbor) harborBadge(c, h.harbor.trade, p.x, p.y, s * 0.3);
}

function guidePage(c: Ctx, board: Board): void {
  const { doc, ink, t, plan } = c;
  const m = mm(plan.options.margin);
  const W = mm(plan.paper.w);
  const H = mm(plan.paper.h);
  doc.font('bold').fontSize(18).fillColor(TEXT).text(t.guideTitle, m, m, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .text(`${board.ruleset} · ${board.layout} · seed ${board.seed}`, m, m + 24, {
      lineBreak: false,
    });
  paragraph(c, t.guideHow, m, m + 38, W - 2 * m, 9);
  const qrSize = mm(42);
  const gap = homeGap(board);
  if (gap.length > 0)
    paragraph(c, HOME_GAP[plan.options.lang](gap.length), m, m + 62, W - 2 * m, 9);
  const areaTop = m + (gap.length > 0 ? 92 : 62);
  const areaBottom = H - m - qrSize - mm(8);
  const centres = [...board.hexes, ...gap].map((h) => hexCentre(h));
  const xs = centres.map((p) => p.x);
  const ys = centres.map((p) => p.y);
  const minX = Math.min(...xs) - 1;
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys) - 1.16;
  const maxY = Math.max(...ys) + 1.16;
  const scale = Math.min((W - 2 * m) / (maxX - minX), (areaBottom - areaTop) / (maxY - minY));
  const ox = (W - (maxX - minX) * scale) / 2 - minX * scale;
  const oy = areaTop - minY * scale;
  const at = (h: { q: number; r: number }) => {
    const p = hexCentre(h);
    return { x: ox + p.x * scale, y: oy + p.y * scale };
  };
  const robber = robberStart(board);
  for (const h of board.hexes) {
    const p = at(h);
    polygonAt(doc, pointyHex(scale * 0.97), p.x, p.y);
    if (ink.saver) doc.lineWidth(0.5).strokeColor('#666666').stroke();
    else doc.fillColor(TERRAIN_COLOURS[h.terrain].tint).fill();
    guideHex(c, h, p, scale, at);
    if (`${h.q},${h.r}` === robber)
      robberIcon(doc, ink, p.x - scale * 0.5, p.y + scale * 0.15, scale * 0.4);
  }
  // The spare tiles that measure the gap between home bases: dashed, numbered, taken away.
  const onBoard = new Set(board.hexes.map((h) => `${h.q},${h.r}`));
  gap.forEach((h, i) => {
    const p = at(h);
    polygonAt(doc, pointyHex(scale * 0.97), p.x, p.y);
    doc.lineWidth(0.8).strokeColor('#555555').dash(4, { space: 3 }).stroke().undash();
    // Over a base's own sea tile, the number keeps to the side, clear of the tile's marks.
    const x = onBoard.has(`${h.q},${h.r}`) ? p.x - scale * 0.55 : p.x;
    label(c, String(i + 1), x, p.y, scale * 0.3, { bold: true, colour: '#555555' });
  });
  const link = boardLink(board, plan.options.origin);
  const qx = W - m - qrSize;
  const qy = H - m - qrSize;
  drawQr(c, link, qx, qy, qrSize);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(TEXT)
    .text(t.playThis, m, qy + mm(4), { lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .text(link, m, qy + mm(12), { width: qx - m - mm(6) });
  doc
    .font('regular')
    .fontSize(9)
    .text(`${t.shareCode}: ${board.share}`, m, qy + mm(26), { width: qx - m - mm(6) });
  const bag = board.discovery;
  if (bag)
    paragraph(c, t.discovery(bag.hexes.length, bag.tokens.length), m, qy - mm(8), W - 2 * m, 9);
}

/** What page one says: how to print a duplex file, and a warning for a partial deck. */
export function pageOneLines(plan: Plan): string[] {
  const lang = plan.options.lang;
  const test = plan.pages.findIndex((p) => p.kind === 'duplexTest');
  return [
    ...(hasDuplexBacks(plan)
      ? DUPLEX_HOW[lang](plan.pages.length, test < 0 ? null : { from: test + 1, to: test + 2 })
      : []),
    ...partialDecks(plan).map((p) => PARTIAL_DECK[lang](p.deck, p.printed, p.full)),
  ];
}

/** Line pitch of page one's notes, points (6 pt type). */
const NOTE_PITCH = 7;

/**
 * Page one's notes: in the top margin over a sheet of pieces; on the calibration page inside
 * its margin frames (under the margin test), never across them.
 */
function pageOneNotes(c: Ctx, inside?: number): void {
  const { doc, plan } = c;
  const m = plan.options.margin;
  const lines = pageOneLines(plan);
  const duplex = hasDuplexBacks(plan);
  const n = duplex ? 2 : 0;
  let y0: number;
  if (inside !== undefined) y0 = Math.min(inside, mm(plan.paper.h - m) - lines.length * NOTE_PITCH);
  else {
    if (m < 5) return;
    // Up to three lines of 6 pt, 7 pt apart, ending 1 mm above the printable area.
    y0 = mm(Math.max(1, Math.max(1, m - 1) - (lines.length * NOTE_PITCH) / mm(1)));
  }
  lines.forEach((line, i) => {
    doc
      .font(i < n ? 'regular' : 'bold')
      .fontSize(6)
      .fillColor(TEXT)
      .text(line, mm(m), y0 + i * NOTE_PITCH, { lineBreak: false });
  });
}

function footer(c: Ctx, text: string, n: number, total: number): void {
  const { doc, plan } = c;
  if (plan.options.margin < 5) return;
  const y = mm(plan.paper.h - plan.options.margin / 2) - 3;
  doc.font('regular').fontSize(6).fillColor('#777777');
  doc.text(`Hexkeeper · ${n}/${total}${text ? ` · ${text}` : ''}`, mm(plan.options.margin), y, {
    lineBreak: false,
  });
}

/** Draws a page; on the calibration page, says where page one's notes may go (points). */
function drawPage(
  c: Ctx,
  page: PlannedPage,
  index: number,
  frontIndex: number,
): number | undefined {
  const { doc, plan, t } = c;
  let notesAt: number | undefined;
  if (page.kind === 'calibration') notesAt = calibrationPage(c);
  else if (page.kind === 'guide' && plan.board) guidePage(c, plan.board);
  else if (page.kind === 'duplexTest')
    drawDuplexTestFront(doc, plan.paper, plan.options.margin, plan.options.lang);
  else if (page.kind === 'duplexTestBack')
    drawDuplexTestBack(doc, plan.paper, plan.options.margin, plan.options.lang);
  else if (page.kind === 'rules') rulesPage(c);
  else if (page.kind === 'mothership') drawMothershipPage(doc, plan.options.lang);
  for (const p of page.placed) drawPiece(c, p);
  if (plan.options.cropMarks) {
    for (const p of page.placed) cropMarks(c, p);
    edgeMarks(doc, plan, page);
  }
  setPageBoxes(doc, plan, page);
  for (const f of page.folds) {
    doc.lineWidth(0.5).strokeColor('#444444').dash(2, { space: 2 });
    doc.moveTo(mm(f.x0), mm(f.y0)).lineTo(mm(f.x1), mm(f.y1)).stroke();
    doc.undash();
  }
  const next = plan.pages[index + 1]?.kind;
  const hasBacks = next !== undefined && isBackPage(next);
  const note =
    page.kind === 'back' || page.kind === 'duplexTestBack'
      ? t.backsOf(frontIndex + 1)
      : page.kind === 'blank'
        ? t.blankBack(frontIndex + 1)
        : hasBacks
          ? t.duplexNote
          : page.folds.length
            ? t.foldNote
            : '';
  footer(c, note, index + 1, plan.pages.length);
  return notesAt;
}

export interface RenderOptions {
  /** Only the first page (for a quick preview). */
  readonly firstPageOnly?: boolean;
}

/** Draws the plan into a new pdfkit document; the caller pipes it and it ends itself. */
/**
 * A new pdfkit document for a plan with our fonts registered, and the drawing context over it:
 * the kit and the play mat (print/mat-render.ts) both start here.
 */
export function openDoc(
  plan: Plan,
  title: string,
  surface: { readonly bleed: number; readonly cut: boolean },
): Ctx {
  const o = plan.options;
  const doc = new PDFDocument({
    autoFirstPage: false,
    // Fill opacity (name pills, cost icons) is transparency (1.4), PrintScaling 1.6, Duplex 1.7.
    pdfVersion: pdfVersionFor(plan),
    margin: 0,
    compress: true,
    info: { Title: title, Producer: 'Hexkeeper', Creator: 'Hexkeeper' },
  });
  // A fontkit font object could be reused across PDFs (9 ms less a font), but its glyph
  // caches then lose characters from the next PDF's ToUnicode map ("." went missing): parse
  // the bytes each time.
  doc.registerFont('regular', fontBytes('regular'));
  doc.registerFont('bold', fontBytes('bold'));
  setViewerPreferences(doc, plan);
  return {
    doc,
    ink: { saver: o.inkSaver },
    t: strings(o.lang, o.nicknames),
    plan,
    bleed: surface.bleed,
    cut: surface.cut,
  };
}

/** Draws the plan into a new pdfkit document; the caller pipes it and it ends itself. */
export function renderKit(plan: Plan, ro: RenderOptions = {}): Doc {
  const o = plan.options;
  const c = openDoc(
    plan,
    plan.board ? `Hexkeeper board ${plan.board.share}` : 'Hexkeeper print kit',
    { bleed: mm(o.bleed), cut: o.cutLines },
  );
  const { doc } = c;
  const pages = ro.firstPageOnly ? plan.pages.slice(0, 1) : plan.pages;
  const pt = PAPER_PT[o.paper];
  const size: [number, number] = [pt.w, pt.h];
  let frontIndex = 0;
  pages.forEach((page, i) => {
    doc.addPage({ size, margin: 0 });
    if (!isBackPage(page.kind)) frontIndex = i;
    doc.save();
    if (isBackPage(page.kind)) offsetBack(doc, plan);
    const notesAt = drawPage({ ...c, bleed: mm(pageBleed(o, page)) }, page, i, frontIndex);
    doc.restore();
    if (i === 0) pageOneNotes(c, notesAt);
  });
  doc.end();
  return doc;
}
