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
import { mm } from './units';

interface Words {
  readonly title: string;
  readonly intro: string;
  readonly roll: string;
  readonly result: string;
  readonly shakes: Readonly<Record<SfShake, string>>;
  readonly add: string;
  readonly source: string;
}

export const MOTHERSHIP_WORDS: Readonly<Record<Lang, Words>> = {
  en: {
    title: 'The mother ship on paper',
    intro:
      'Roll one ten-sided die in place of shaking the mother ship: each face is one pair of the five balls, so the odds are the same.',
    roll: 'd10',
    result: 'The balls show',
    shakes: {
      encounter: 'The black ball: draw an encounter card first, then speed 3',
      speed3: 'Speed 3',
      speed4: 'Speed 4',
      speed5: 'Speed 5',
    },
    add: 'Then add 1 for each booster on the mother ship, and the speed of the friendship cards played.',
    source:
      'Two of five balls, one black: 4 of the 10 pairs hold the black one (40 %); the other six give speed 3, 4 and 5, two each (20 % each). If your overview card says otherwise, it wins.',
  },
  sv: {
    title: 'Moderskeppet på papper',
    intro:
      'Slå en tiosidig tärning i stället för att skaka moderskeppet: varje sida är ett par av de fem kulorna, så oddsen är desamma.',
    roll: 'T10',
    result: 'Kulorna visar',
    shakes: {
      encounter: 'Den svarta kulan: dra först ett mötekort, sedan fart 3',
      speed3: 'Fart 3',
      speed4: 'Fart 4',
      speed5: 'Fart 5',
    },
    add: 'Lägg sedan till 1 för varje booster på moderskeppet och farten från spelade vänskapskort.',
    source:
      'Två av fem kulor, en svart: 4 av de 10 paren har den svarta (40 %); de andra sex ger fart 3, 4 och 5, två var (20 % var). Säger ert översiktskort något annat gäller det.',
  },
  de: {
    title: 'Das Mutterschiff auf Papier',
    intro:
      'Wirf einen zehnseitigen Würfel, statt das Mutterschiff zu schütteln: jede Seite ist ein Paar der fünf Kugeln, die Chancen sind also gleich.',
    roll: 'W10',
    result: 'Die Kugeln zeigen',
    shakes: {
      encounter: 'Die schwarze Kugel: zuerst eine Begegnungskarte ziehen, dann Tempo 3',
      speed3: 'Tempo 3',
      speed4: 'Tempo 4',
      speed5: 'Tempo 5',
    },
    add: 'Dann 1 für jeden Booster am Mutterschiff dazu, und das Tempo der gespielten Freundschaftskarten.',
    source:
      'Zwei von fünf Kugeln, eine schwarz: 4 der 10 Paare enthalten die schwarze (40 %); die anderen sechs geben Tempo 3, 4 und 5, je zwei (je 20 %). Sagt eure Übersichtskarte anderes, gilt sie.',
  },
  da: {
    title: 'Moderskibet på papir',
    intro:
      'Slå med en tisidet terning i stedet for at ryste moderskibet: hver side er et par af de fem kugler, så chancerne er de samme.',
    roll: 'T10',
    result: 'Kuglerne viser',
    shakes: {
      encounter: 'Den sorte kugle: træk først et encounter-kort, så fart 3',
      speed3: 'Fart 3',
      speed4: 'Fart 4',
      speed5: 'Fart 5',
    },
    add: 'Læg derefter 1 til for hver booster på moderskibet og farten fra spillede friendship-kort.',
    source:
      'To af fem kugler, én sort: 4 af de 10 par har den sorte (40 %); de andre seks giver fart 3, 4 og 5, to hver (20 % hver). Siger jeres overview-kort andet, gælder det.',
  },
};

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
