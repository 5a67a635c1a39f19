// The duplex test sheet: a front with rulers and a back with matching lines. Printed
// double-sided and held to the light, each back line crosses its ruler at the number to add
// to backX (across) or backY (up and down). The geometry is pure (tests measure against it);
// the drawing takes a pdfkit document.

import type { Lang } from '../lib/i18n/names';
import type { Doc } from './art/paint';
import { mm } from './units';

/** Half the rulers' length, mm: the back offset's range. */
export const RULER_HALF = 5;
/** Across the sheet, the Y ruler sits this far right of its target's X ruler, mm. */
export const Y_RULER_DX = 22;
/** Length of a back line, mm. */
const LINE = 9;

export interface Target {
  /** Where the X ruler's 0 sits on the front, mm from the sheet's top-left corner. */
  readonly x: number;
  readonly y: number;
}

/** Five targets: near each corner of the printable area and in the middle. */
export function duplexTestTargets(paper: { w: number; h: number }, margin: number): Target[] {
  const m = margin;
  const left = m + 15;
  const right = paper.w - m - 15 - Y_RULER_DX;
  const top = m + 70;
  const bottom = paper.h - m - 25;
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: (left + right) / 2, y: paper.h / 2 + 20 },
    { x: left, y: bottom },
    { x: right, y: bottom },
  ];
}

/**
 * Where a back line lands, mm on the back page as printed (before the back offset): the front
 * flipped on the long edge. `across` is the X pointer's x (a vertical line through the X
 * ruler); `down` is the Y pointer's y (a horizontal line through the Y ruler) at x `downX`.
 */
export function backLine(
  paperW: number,
  t: Target,
): { across: number; down: number; downX: number } {
  return { across: paperW - t.x, down: t.y, downX: paperW - (t.x + Y_RULER_DX) };
}

export const DUPLEX_TEST_WORDS: Readonly<
  Record<Lang, { readonly title: string; readonly how: string; readonly back: string }>
> = {
  en: {
    title: 'Duplex test sheet',
    how: 'Print this sheet double-sided, flipped on the long edge, at 100 % (actual size). Hold it to the light with this side towards you. Where each line from the back crosses a ruler, read the number in mm: add the one on the across ruler to backX and the one on the up-and-down ruler to backY, then print the sheet again until every line sits on 0.',
    back: 'Back of the duplex test sheet',
  },
  sv: {
    title: 'Testark för dubbelsidig utskrift',
    how: 'Skriv ut arket dubbelsidigt, vänt längs långsidan, i 100 % (faktisk storlek). Håll det mot ljuset med den här sidan mot dig. Där varje linje från baksidan korsar en linjal läser du talet i mm: lägg talet på den vågräta linjalen till backX och talet på den lodräta till backY, och skriv ut arket igen tills varje linje står på 0.',
    back: 'Baksida av testarket för dubbelsidig utskrift',
  },
  de: {
    title: 'Testblatt für beidseitigen Druck',
    how: 'Drucken Sie dieses Blatt beidseitig, an der langen Kante gewendet, mit 100 % (tatsächliche Größe). Halten Sie es gegen das Licht, diese Seite zu Ihnen. Wo jede Linie der Rückseite ein Lineal kreuzt, lesen Sie die Zahl in mm ab: die auf dem waagrechten Lineal zu backX addieren, die auf dem senkrechten zu backY, und das Blatt erneut drucken, bis jede Linie auf 0 steht.',
    back: 'Rückseite des Testblatts für beidseitigen Druck',
  },
  da: {
    title: 'Testark til dobbeltsidet udskrift',
    how: 'Udskriv arket dobbeltsidet, vendt langs den lange kant, i 100 % (faktisk størrelse). Hold det op mod lyset med denne side mod dig. Hvor hver linje fra bagsiden krydser en lineal, aflæser du tallet i mm: læg tallet på den vandrette lineal til backX og tallet på den lodrette til backY, og udskriv arket igen, til hver linje står på 0.',
    back: 'Bagside af testarket til dobbeltsidet udskrift',
  },
};

const INK = '#000000';

/** A ruler's number as written in `lang` (decimal comma but in English), minus as −. */
const num = (v: number, lang: Lang) => {
  const s = v < 0 ? `−${-v}` : String(v);
  return lang === 'en' ? s : s.replace('.', ',');
};

function tickLabel(doc: Doc, s: string, x: number, y: number, size: number): void {
  doc.font('regular').fontSize(size).fillColor(INK);
  const w = doc.widthOfString(s);
  doc.text(s, x - w / 2, y - size * 0.712, { lineBreak: false });
}

/** The front: title, how to read it, and an X and a Y ruler at each target. */
export function drawDuplexTestFront(
  doc: Doc,
  paper: { w: number; h: number },
  margin: number,
  lang: Lang,
): void {
  const words = DUPLEX_TEST_WORDS[lang];
  const m = margin;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(words.title, mm(m), mm(m), { lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .text(words.how, mm(m), mm(m + 9), { width: mm(paper.w - 2 * m) });
  doc.lineWidth(0.3).strokeColor(INK).undash();
  for (const t of duplexTestTargets(paper, m)) {
    // X ruler: ticks every 0.5 mm, numbered every mm with the number to add to backX (a back
    // printed too far right, as the back is seen, shows its line left of 0 from this side).
    doc
      .moveTo(mm(t.x - RULER_HALF), mm(t.y))
      .lineTo(mm(t.x + RULER_HALF), mm(t.y))
      .stroke();
    for (let i = -2 * RULER_HALF; i <= 2 * RULER_HALF; i++) {
      const u = i / 2;
      const long = i % 2 === 0;
      doc
        .lineWidth(i === 0 ? 0.5 : 0.3)
        .moveTo(mm(t.x + u), mm(t.y))
        .lineTo(mm(t.x + u), mm(t.y - (i === 0 ? 4 : long ? 2.5 : 1.5)))
        .stroke();
      if (long && i % 4 === 0) tickLabel(doc, num(u, lang), mm(t.x + u), mm(t.y - 6), 4);
    }
    // Y ruler: numbered upwards (a back printed too low shows its line below 0: add less).
    const yx = t.x + Y_RULER_DX;
    doc
      .moveTo(mm(yx), mm(t.y - RULER_HALF))
      .lineTo(mm(yx), mm(t.y + RULER_HALF))
      .stroke();
    for (let i = -2 * RULER_HALF; i <= 2 * RULER_HALF; i++) {
      const v = i / 2;
      const long = i % 2 === 0;
      doc
        .lineWidth(i === 0 ? 0.5 : 0.3)
        .moveTo(mm(yx), mm(t.y + v))
        .lineTo(mm(yx - (i === 0 ? 4 : long ? 2.5 : 1.5)), mm(t.y + v))
        .stroke();
      if (long && i % 4 === 0) tickLabel(doc, num(-v, lang), mm(yx - 7), mm(t.y + v), 4);
    }
    doc.lineWidth(0.3);
    tickLabel(doc, 'backX', mm(t.x), mm(t.y + 3), 5);
    tickLabel(doc, 'backY', mm(yx + 4), mm(t.y - RULER_HALF - 2.5), 5);
  }
}

/** The back: one line through each ruler, where the front's 0 lies behind it. */
export function drawDuplexTestBack(
  doc: Doc,
  paper: { w: number; h: number },
  margin: number,
  lang: Lang,
): void {
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(DUPLEX_TEST_WORDS[lang].back, mm(margin), mm(margin), { lineBreak: false });
  doc.lineWidth(0.4).strokeColor(INK).undash();
  for (const t of duplexTestTargets(paper, margin)) {
    const b = backLine(paper.w, t);
    doc
      .moveTo(mm(b.across), mm(t.y - LINE / 2))
      .lineTo(mm(b.across), mm(t.y + LINE / 2))
      .stroke();
    doc
      .moveTo(mm(b.downX - LINE / 2), mm(b.down))
      .lineTo(mm(b.downX + LINE / 2), mm(b.down))
      .stroke();
  }
}
