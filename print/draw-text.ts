// Text and cut lines as every piece draws them (kit.ts, ck-draw.ts): a centred label that
// shrinks to its width, a wrapped paragraph clipped to its box, and the grey cut line that
// shows only where cut lines are asked for or the ink saver leaves pieces white.
import type { Doc, Ink } from './art/paint';

/** What drawing text and cut lines needs of a piece's context. */
export interface TextCtx {
  readonly doc: Doc;
  readonly ink: Ink;
  readonly cut: boolean;
}

/** Text is pure black (a copy shop's black-only plate; no grey screening of small type). */
export const TEXT = '#000000';
export const CUT = '#6b6b6b';
export const CUT_WIDTH = 0.35;
/** Noto Sans: the cap height's middle sits 0.712 em below the top of the line box. */
export const CAP_MID = 0.712;

/** One line centred on (cx, cy), its size cut down to fit `maxW` where given. */
export function label(
  c: Pick<TextCtx, 'doc'>,
  s: string,
  cx: number,
  cy: number,
  size: number,
  o: { bold?: boolean; colour?: string; maxW?: number } = {},
): void {
  const { doc } = c;
  doc.font(o.bold ? 'bold' : 'regular').fontSize(size);
  let w = doc.widthOfString(s);
  let sz = size;
  if (o.maxW !== undefined && w > o.maxW) {
    sz = (size * o.maxW) / w;
    doc.fontSize(sz);
    w = doc.widthOfString(s);
  }
  doc.fillColor(o.colour ?? TEXT).text(s, cx - w / 2, cy - sz * CAP_MID, { lineBreak: false });
}

/** Centred, wrapped text clipped to `height`: text never runs off a piece or adds a page. */
export function paragraph(
  c: Pick<TextCtx, 'doc'>,
  s: string,
  x: number,
  y: number,
  w: number,
  size: number,
  height = size * 6,
): void {
  c.doc
    .font('regular')
    .fontSize(size)
    .fillColor(TEXT)
    .text(s, x, y, { width: w, height, align: 'center', ellipsis: true });
}

/** Strokes the path `draw` makes as a cut line, where the plan shows cut lines. */
export function cutLine(c: TextCtx, draw: () => void): void {
  if (!c.cut && !c.ink.saver) return;
  draw();
  c.doc.lineWidth(CUT_WIDTH).strokeColor(CUT).undash().stroke();
}
