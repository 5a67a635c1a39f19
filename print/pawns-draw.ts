// Draws the complete game's flat player pieces (in the table's seat colours, each with its
// pattern and initial so they read in black and white) and the dice-deck cards, with pdfkit.
// Called from kit.ts' drawPiece; each draws at the origin of a translated piece box.

import type { Doc, Ink } from './art/paint';
import { COMPLETE_WORDS } from './i18n-complete';
import { pawnLook } from './pawn-colour';
import type { Placed, Plan } from './plan';
import { mm } from './units';

interface DrawCtx {
  readonly doc: Doc;
  readonly ink: Ink;
  readonly plan: Plan;
  /** Bleed in points. */
  readonly bleed: number;
  readonly cut: boolean;
}

const CUT = '#6b6b6b';
const CUT_WIDTH = 0.35;
/** Noto Sans: the cap height's middle sits 0.712 em below the top of the line box. */
const CAP_MID = 0.712;

type Pt = [number, number];

/** The outline of a pawn in a w × h box (points), grown by e on every side. */
function outline(doc: Doc, shape: string, w: number, h: number, e: number): void {
  const poly = (pts: Pt[]) => {
    const cx = w / 2;
    const cy = h / 2;
    // Grow about the centre: close enough for bleed on these convex-ish shapes.
    const sx = (w + 2 * e) / w;
    const sy = (h + 2 * e) / h;
    doc.polygon(...pts.map(([x, y]) => [cx + (x - cx) * sx, cy + (y - cy) * sy] as Pt));
  };
  switch (shape) {
    case 'settlement':
      poly([
        [0, h],
        [0, 0.42 * h],
        [w / 2, 0],
        [w, 0.42 * h],
        [w, h],
      ]);
      return;
    case 'city':
      poly([
        [0, h],
        [0, 0.36 * h],
        [0.26 * w, 0],
        [0.52 * w, 0.36 * h],
        [0.52 * w, 0.48 * h],
        [w, 0.48 * h],
        [w, h],
      ]);
      return;
    case 'ship':
      poly([
        [0, 0.62 * h],
        [0.4 * w, 0.62 * h],
        [0.4 * w, 0],
        [0.82 * w, 0.62 * h],
        [w, 0.62 * h],
        [0.84 * w, h],
        [0.16 * w, h],
      ]);
      return;
    case 'marker':
      doc.circle(w / 2, h / 2, w / 2 + e);
      return;
    default:
      doc.rect(-e, -e, w + 2 * e, h + 2 * e);
  }
}

/** The seat's pattern (as on the table's SeatMark), in tiles of `tile` points. */
export function pattern(
  doc: Doc,
  kind: string,
  ink: string,
  w: number,
  h: number,
  tile: number,
): void {
  const u = tile / 8;
  doc.save().strokeColor(ink).fillColor(ink);
  for (let ty = -tile; ty < h + tile; ty += tile) {
    for (let tx = -tile; tx < w + tile; tx += tile) {
      const at = (x: number, y: number): Pt => [tx + x * u, ty + y * u];
      switch (kind) {
        case 'stripes':
          doc.moveTo(...at(-2, 10)).lineTo(...at(10, -2));
          break;
        case 'dots':
          doc.circle(...at(4, 4), 1.5 * u);
          break;
        case 'grid':
          doc
            .moveTo(...at(4, 0))
            .lineTo(...at(4, 8))
            .moveTo(...at(0, 4))
            .lineTo(...at(8, 4));
          break;
        case 'zigzag':
          doc
            .moveTo(...at(0, 6))
            .lineTo(...at(2, 2))
            .lineTo(...at(4, 6))
            .lineTo(...at(6, 2))
            .lineTo(...at(8, 6));
          break;
        case 'rings':
          doc.circle(...at(4, 4), 2.4 * u);
          break;
      }
    }
  }
  if (kind === 'dots') doc.fill();
  else if (kind !== 'solid') doc.lineWidth(1.2 * u).stroke();
  doc.restore();
}

export function drawPawn(c: DrawCtx, p: Placed): void {
  const { doc, ink } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'pawn') return;
  const seat = pawnLook(piece.colour, c.plan.options.lang);
  const w = mm(p.w);
  const h = mm(p.h);
  doc.save();
  outline(doc, piece.shape, w, h, c.bleed);
  doc.fillColor(ink.saver ? '#ffffff' : seat.fill).fill();
  doc.save();
  outline(doc, piece.shape, w, h, c.bleed);
  doc.clip();
  if (ink.saver) pattern(doc, seat.pattern, '#000000', w, h, mm(3.2));
  else {
    doc.opacity(0.55);
    pattern(doc, seat.pattern, seat.ink, w, h, mm(3.2));
  }
  doc.restore();
  // The initial on a white disc, so it reads over any pattern and in black and white.
  const small = piece.shape === 'road' ? h * 0.9 : Math.min(w, h) * 0.62;
  const cx = piece.shape === 'ship' ? w * 0.5 : w / 2;
  const cy =
    piece.shape === 'settlement' || piece.shape === 'city'
      ? h * 0.68
      : piece.shape === 'ship'
        ? h * 0.8
        : h / 2;
  const r = (piece.shape === 'ship' ? h * 0.19 : small / 2) * 1.0;
  doc.circle(cx, cy, r).fillColor('#ffffff').fill();
  const letter = seat.initial;
  const size = (r * 1.45) / Math.max(1, [...letter].length * 0.75);
  doc.font('bold').fontSize(size);
  const lw = doc.widthOfString(letter);
  doc.fillColor('#000000').text(letter, cx - lw / 2, cy - size * CAP_MID, { lineBreak: false });
  doc.restore();
  outline(doc, piece.shape, w, h, 0);
  doc
    .lineWidth(c.cut || ink.saver ? CUT_WIDTH * 1.5 : 0.6)
    .strokeColor(c.cut ? CUT : '#333333')
    .stroke();
}

/** Pip positions of a die face on a 3 × 3 grid (0–2 each way). */
const PIPS: Readonly<Record<number, readonly Pt[]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

function die(doc: Doc, ink: Ink, n: number, x: number, y: number, s: number, colour: string) {
  doc
    .roundedRect(x, y, s, s, s * 0.15)
    .fillColor('#ffffff')
    .fill();
  doc
    .roundedRect(x, y, s, s, s * 0.15)
    .lineWidth(ink.saver ? 0.8 : 1)
    .strokeColor('#000000')
    .stroke();
  for (const [i, j] of PIPS[n] ?? [])
    doc.circle(x + s * (0.22 + 0.28 * i), y + s * (0.22 + 0.28 * j), s * 0.09);
  doc.fillColor(colour).fill();
}

export function drawDice(c: DrawCtx, p: Placed): void {
  const { doc, ink } = c;
  const piece = p.item.piece;
  if (piece.kind !== 'dice') return;
  const w = mm(p.w);
  const h = mm(p.h);
  const r = mm(c.plan.sizes.card.r * 0.8);
  const b = c.bleed;
  const back = p.side === 'back';
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b);
  doc.fillColor(ink.saver ? '#ffffff' : back ? '#2f3e46' : '#f3e9cf').fill();
  if (back) {
    const s = w * 0.3;
    die(doc, ink, 5, w / 2 - s * 1.1, h * 0.32, s, '#000000');
    die(doc, ink, 2, w / 2 + s * 0.1, h * 0.32 + s * 0.35, s, '#000000');
    const word = COMPLETE_WORDS[c.plan.options.lang].diceBack;
    doc.font('bold').fontSize(w * 0.12);
    const lw = doc.widthOfString(word);
    doc
      .fillColor(ink.saver ? '#000000' : '#ffffff')
      .text(word, w / 2 - lw / 2, h * 0.72, { lineBreak: false });
  } else {
    const s = w * 0.34;
    die(doc, ink, piece.a, w / 2 - s - w * 0.04, h * 0.12, s, '#000000');
    die(doc, ink, piece.b, w / 2 + w * 0.04, h * 0.12, s, '#000000');
    const sum = piece.a + piece.b;
    // 6 and 8 red, as on the tokens; 6 and 9 underlined.
    const red = sum === 6 || sum === 8;
    const size = w * 0.42;
    doc.font('bold').fontSize(size);
    const text = String(sum);
    const lw = doc.widthOfString(text);
    doc
      .fillColor(red && !ink.saver ? '#c62828' : '#000000')
      .text(text, w / 2 - lw / 2, h * 0.5, { lineBreak: false });
    if (sum === 6 || sum === 9) {
      doc
        .moveTo(w / 2 - lw / 2, h * 0.5 + size * 1.02)
        .lineTo(w / 2 + lw / 2, h * 0.5 + size * 1.02)
        .lineWidth(size * 0.06)
        .strokeColor('#000000')
        .stroke();
    }
    const pair = `${piece.a} + ${piece.b}`;
    doc.font('regular').fontSize(w * 0.09);
    const pw = doc.widthOfString(pair);
    doc.fillColor('#000000').text(pair, w / 2 - pw / 2, h * 0.86, { lineBreak: false });
  }
  if (c.cut || ink.saver)
    doc.roundedRect(0, 0, w, h, r).lineWidth(CUT_WIDTH).strokeColor(CUT).undash().stroke();
}
