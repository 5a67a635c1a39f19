// Starfarers' mother ship on paper, for a group whose own is lost or broken and no device is at
// hand: one A4 page with a ten-sided-die table of the same odds as two of the box's five balls
// (lib/game/starfarers.ts d10Faces: 40 % encounter, 20 % each of speed 3, 4 and 5; the sources
// in docs/starfarers.md). Its own file so the kit's planner (print/plan.ts) can take it as a
// page when the complete game for Starfarers wants it; mothershipPdf renders it on its own.

import PDFDocument from 'pdfkit';
import { d10Faces, MOTHERSHIP_PAIRS } from '../lib/game/starfarers';
import type { SfShake } from '../lib/game/types';
import type { Lang } from '../lib/i18n/names';
import type { Doc } from './art/paint';
import { fontBytes } from './fonts';
import { MOTHERSHIP_WORDS } from './i18n-mothership';
import { mm } from './units';

export { MOTHERSHIP_WORDS };

/** The table's rows: faces from–to and what they show, in face order. */
export function mothershipRows(
  pairs: readonly number[] = MOTHERSHIP_PAIRS,
): { from: number; to: number; shake: SfShake }[] {
  const rows: { from: number; to: number; shake: SfShake }[] = [];
  d10Faces(pairs).forEach((shake, i) => {
    const last = rows[rows.length - 1];
    if (last && last.shake === shake && last.to === i) last.to = i + 1;
    else rows.push({ from: i + 1, to: i + 1, shake });
  });
  return rows;
}

/** Draws the page on `doc`'s current page (A4 portrait, points), inside a 15 mm margin. */
export function drawMothershipPage(doc: Doc, lang: Lang, pairs?: readonly number[]): void {
  const w = MOTHERSHIP_WORDS[lang];
  const m = mm(15);
  const width = doc.page.width - 2 * m;
  let y = m;
  doc.fillColor('#000000').font('bold').fontSize(22).text(w.title, m, y, { width });
  y = doc.y + mm(4);
  doc.font('regular').fontSize(12).text(w.intro, m, y, { width });
  y = doc.y + mm(6);
  const col = mm(30);
  const row = mm(14);
  doc.font('bold').fontSize(12);
  doc.text(w.roll, m, y, { width: col });
  doc.text(w.result, m + col, y, { width: width - col });
  y += mm(8);
  for (const r of mothershipRows(pairs)) {
    doc.lineWidth(0.8).strokeColor('#000000').rect(m, y, width, row).stroke();
    doc
      .font('bold')
      .fontSize(20)
      .text(r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`, m + mm(3), y + mm(3.5), {
        width: col - mm(3),
      });
    doc
      .font(r.shake === 'encounter' ? 'bold' : 'regular')
      .fontSize(14)
      .text(w.shakes[r.shake], m + col, y + mm(4.5), { width: width - col - mm(3) });
    y += row;
  }
  y += mm(6);
  doc.font('regular').fontSize(12).text(w.add, m, y, { width });
  y = doc.y + mm(6);
  doc.fontSize(9).fillColor('#333333').text(w.source, m, y, { width });
}

/** The page alone as a one-page PDF (A4), for the CLI, a route or a test. */
export function mothershipPdf(lang: Lang, pairs?: readonly number[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: MOTHERSHIP_WORDS[lang].title, Producer: 'Hexkeeper', Creator: 'Hexkeeper' },
  });
  doc.registerFont('regular', fontBytes('regular'));
  doc.registerFont('bold', fontBytes('bold'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawMothershipPage(doc, lang, pairs);
  doc.end();
  return done;
}
