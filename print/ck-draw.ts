// Draws the cities-and-knights pieces (print/ck-pieces.ts) with pdfkit, our own vector art:
// progress cards with a colour band, a pattern and an icon per deck (they read apart in black
// and white), commodity cards, knights (active front, inactive back), walls, metropolises,
// the merchant, the barbarians' ship and track, improvement charts, Defender cards, the
// expansion's cost card and the event die's net. Called from kit.ts' drawPiece at the origin of
// a translated piece box (the commodity cards' backs are kit.ts' resource back).

import { PROGRESS_DECK_NAMES, PROGRESS_VP_NOTE, progressWords } from '../lib/i18n/progress-cards';
import { PROGRESS_CARDS, PROGRESS_VP_CARDS, type ProgressDeck } from '../lib/rules/progress-cards';
import { TRACKS, type Track } from '../lib/rules/rulesets';
import type { Resource } from '../lib/rules/vocab';
import { resourceIcon } from './art/icons';
import { type Doc, type Ink, PARCHMENT, RED, RESOURCE_COLOURS } from './art/paint';
import { ckRules, drawingFaces, trackCommodity } from './ck-box';
import { CK_MM, type CkPart, type Commodity, DECK_FILL } from './ck-pieces';
import { cutLine, label, paragraph } from './draw-text';
import { strings } from './i18n';
import { CK_WORDS } from './i18n-ck';
import { pawnLook } from './pawn-colour';
import { pattern } from './pawns-draw';
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

type Pt = [number, number];

const DECK_COLOURS = DECK_FILL;
const DECK_PATTERN: Readonly<Record<ProgressDeck, string>> = {
  science: 'dots',
  trade: 'stripes',
  politics: 'grid',
};
/** Ink on a deck's colour. */
const DECK_INK: Readonly<Record<ProgressDeck, string>> = {
  science: '#ffffff',
  trade: '#000000',
  politics: '#ffffff',
};
const COMMODITY_COLOURS: Readonly<Record<Commodity, string>> = {
  paper: '#d9cfa8',
  cloth: '#8e5fa8',
  coin: '#b08d2e',
};

/** Fills the current path with a colour, or white in ink saver. */
function fill(c: DrawCtx, colour: string): void {
  c.doc.fillColor(c.ink.saver ? '#ffffff' : colour).fill();
}

const poly = (doc: Doc, pts: Pt[]) => doc.polygon(...pts);

// ---------- icons (round (x, y), within a box of size s) ----------

/** A deck's icon: a flask (science), a pair of scales (trade), a tower (politics). */
export function deckIcon(
  doc: Doc,
  deck: ProgressDeck,
  x: number,
  y: number,
  s: number,
  ink: string,
) {
  doc.save().fillColor(ink).strokeColor(ink);
  const u = s / 10;
  switch (deck) {
    case 'science':
      poly(doc, [
        [x - u, y - 4 * u],
        [x + u, y - 4 * u],
        [x + u, y - u],
        [x + 4 * u, y + 4 * u],
        [x - 4 * u, y + 4 * u],
        [x - u, y - u],
      ]).fill();
      doc.rect(x - 1.6 * u, y - 4.8 * u, 3.2 * u, 0.9 * u).fill();
      break;
    case 'trade':
      doc.lineWidth(0.7 * u);
      doc
        .moveTo(x, y - 4.5 * u)
        .lineTo(x, y + 4 * u)
        .stroke();
      doc
        .moveTo(x - 4 * u, y - 3 * u)
        .lineTo(x + 4 * u, y - 3 * u)
        .stroke();
      doc
        .moveTo(x - 2.5 * u, y + 4 * u)
        .lineTo(x + 2.5 * u, y + 4 * u)
        .stroke();
      for (const sx of [-1, 1]) {
        doc.lineWidth(0.4 * u);
        doc
          .moveTo(x + sx * 4 * u, y - 3 * u)
          .lineTo(x + sx * 5.5 * u, y + u)
          .moveTo(x + sx * 4 * u, y - 3 * u)
          .lineTo(x + sx * 2.5 * u, y + u)
          .stroke();
        doc
          .moveTo(x + sx * 5.7 * u, y + u)
          .bezierCurveTo(
            x + sx * 5.5 * u,
            y + 3 * u,
            x + sx * 2.5 * u,
            y + 3 * u,
            x + sx * 2.3 * u,
            y + u,
          )
          .fill();
      }
      break;
    case 'politics':
      poly(doc, [
        [x - 3.5 * u, y + 4.5 * u],
        [x - 3.5 * u, y - 4.5 * u],
        [x - 2 * u, y - 4.5 * u],
        [x - 2 * u, y - 3.3 * u],
        [x - 0.7 * u, y - 3.3 * u],
        [x - 0.7 * u, y - 4.5 * u],
        [x + 0.7 * u, y - 4.5 * u],
        [x + 0.7 * u, y - 3.3 * u],
        [x + 2 * u, y - 3.3 * u],
        [x + 2 * u, y - 4.5 * u],
        [x + 3.5 * u, y - 4.5 * u],
        [x + 3.5 * u, y + 4.5 * u],
      ]).fill();
      break;
  }
  doc.restore();
}

/** A commodity's icon: a sheet with a turned corner (paper), a folded bolt (cloth), coins. */
export function commodityIcon(
  doc: Doc,
  ink: Ink,
  k: Commodity,
  x: number,
  y: number,
  s: number,
): void {
  const u = s / 10;
  const colour = ink.saver ? '#ffffff' : COMMODITY_COLOURS[k];
  doc
    .save()
    .lineWidth(0.5 * u)
    .strokeColor('#333333');
  switch (k) {
    case 'paper':
      poly(doc, [
        [x - 3.5 * u, y - 4.5 * u],
        [x + 2 * u, y - 4.5 * u],
        [x + 3.5 * u, y - 3 * u],
        [x + 3.5 * u, y + 4.5 * u],
        [x - 3.5 * u, y + 4.5 * u],
      ])
        .fillColor(ink.saver ? '#ffffff' : '#fbf6e4')
        .fillAndStroke();
      for (let i = 0; i < 4; i++)
        doc
          .moveTo(x - 2.4 * u, y - 1.5 * u + i * 1.6 * u)
          .lineTo(x + 2.4 * u, y - 1.5 * u + i * 1.6 * u)
          .stroke();
      break;
    case 'cloth':
      for (let i = 2; i >= 0; i--)
        doc
          .roundedRect(
            x - 4.5 * u + i * 0.6 * u,
            y - 3.5 * u + i * 2.4 * u,
            9 * u - i * 1.2 * u,
            2.6 * u,
            u,
          )
          .fillColor(colour)
          .fillAndStroke();
      break;
    case 'coin':
      for (const [dx, dy] of [
        [-1.6, 1],
        [1.6, 1],
        [0, -1.6],
      ] as const) {
        doc
          .circle(x + dx * u, y + dy * u, 2.6 * u)
          .fillColor(colour)
          .fillAndStroke();
        doc.circle(x + dx * u, y + dy * u, 1.5 * u).stroke();
      }
      break;
  }
  doc.restore();
}

/** A ship: hull and sail, in `colour`. */
function shipIcon(doc: Doc, x: number, y: number, s: number, colour: string): void {
  const u = s / 10;
  doc.save().fillColor(colour);
  poly(doc, [
    [x - 5 * u, y + u],
    [x + 5 * u, y + u],
    [x + 3.5 * u, y + 3.5 * u],
    [x - 3.5 * u, y + 3.5 * u],
  ]).fill();
  poly(doc, [
    [x - 0.3 * u, y - 4.5 * u],
    [x + 3.5 * u, y],
    [x - 0.3 * u, y],
  ]).fill();
  poly(doc, [
    [x - 0.8 * u, y - 3.5 * u],
    [x - 0.8 * u, y],
    [x - 3.8 * u, y],
  ]).fill();
  doc.restore();
}

/** A shield with 1–3 bars: a knight's strength. */
function knightIcon(doc: Doc, level: number, x: number, y: number, s: number, colour: string) {
  const u = s / 10;
  doc.save().fillColor(colour);
  doc
    .moveTo(x - 4 * u, y - 4.5 * u)
    .lineTo(x + 4 * u, y - 4.5 * u)
    .lineTo(x + 4 * u, y)
    .bezierCurveTo(x + 4 * u, y + 3 * u, x + u, y + 4.5 * u, x, y + 5 * u)
    .bezierCurveTo(x - u, y + 4.5 * u, x - 4 * u, y + 3 * u, x - 4 * u, y)
    .closePath()
    .fill();
  doc.fillColor('#ffffff');
  for (let i = 0; i < level; i++)
    doc.rect(x - 2.6 * u, y - 3.2 * u + i * 2.2 * u, 5.2 * u, 1.3 * u);
  doc.fill();
  doc.restore();
}

/** A red die's face with its pips. */
function dieFace(doc: Doc, n: number, x: number, y: number, s: number, ink: Ink): void {
  doc.roundedRect(x, y, s, s, s * 0.18);
  if (ink.saver) doc.lineWidth(0.4).strokeColor('#333333').stroke();
  else doc.fillColor(RED).fill();
  const spots: Record<number, Pt[]> = {
    1: [[0.5, 0.5]],
    2: [
      [0.27, 0.27],
      [0.73, 0.73],
    ],
    3: [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    4: [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ],
    5: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.5, 0.5],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    6: [
      [0.28, 0.24],
      [0.72, 0.24],
      [0.28, 0.5],
      [0.72, 0.5],
      [0.28, 0.76],
      [0.72, 0.76],
    ],
  };
  for (const [px, py] of spots[n] ?? []) doc.circle(x + px * s, y + py * s, s * 0.09);
  doc.fillColor(ink.saver ? '#000000' : '#ffffff').fill();
}

// ---------- pieces ----------

/** A card's full-bleed ground and parchment panel; (w, h, r) in points. */
function cardGround(c: DrawCtx, p: Placed, colour: string) {
  const { doc, ink } = c;
  const w = mm(p.w);
  const h = mm(p.h);
  const r = mm(c.plan.sizes.card.r);
  const b = c.bleed;
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b);
  fill(c, colour);
  const inset = mm(3);
  doc.roundedRect(inset, inset, w - 2 * inset, h - 2 * inset, Math.max(1, r - inset / 2));
  if (ink.saver) doc.lineWidth(0.5).strokeColor('#999999').stroke();
  else doc.fillColor(PARCHMENT).fill();
  return { w, h, r };
}

/** A deck's band: its colour, its pattern over it (ink saver: the pattern alone), its icon. */
function deckBand(c: DrawCtx, deck: ProgressDeck, x: number, y: number, w: number, h: number) {
  const { doc, ink } = c;
  doc.save();
  doc.rect(x, y, w, h).clip();
  doc.rect(x, y, w, h);
  fill(c, DECK_COLOURS[deck]);
  doc.opacity(ink.saver ? 1 : 0.35);
  doc.translate(x, y);
  pattern(doc, DECK_PATTERN[deck], ink.saver ? '#555555' : DECK_INK[deck], w, h, mm(3.2));
  doc.restore();
}

function progressFront(c: DrawCtx, p: Placed, card: keyof typeof PROGRESS_CARDS): void {
  const { doc, ink } = c;
  const lang = c.plan.options.lang;
  const deck = PROGRESS_CARDS[card].deck;
  const { w, h, r } = cardGround(c, p, DECK_COLOURS[deck]);
  const inset = mm(3);
  const bandH = h * 0.17;
  deckBand(c, deck, inset, inset, w - 2 * inset, bandH);
  // The icon on a white disc, the deck's name beside it.
  const ix = inset + bandH * 0.55;
  const iy = inset + bandH / 2;
  doc
    .circle(ix, iy, bandH * 0.38)
    .fillColor('#ffffff')
    .fill();
  deckIcon(doc, deck, ix, iy, bandH * 0.55, ink.saver ? '#000000' : DECK_COLOURS[deck]);
  const nameX = ix + bandH * 0.45;
  const band = PROGRESS_DECK_NAMES[lang][deck];
  doc.font('bold').fontSize(bandH * 0.26);
  const bw = Math.min(doc.widthOfString(band) + bandH * 0.3, w - inset - nameX - mm(1));
  doc
    .roundedRect(nameX, iy - bandH * 0.2, bw, bandH * 0.4, bandH * 0.1)
    .fillColor('#ffffff')
    .fill();
  label(c, band, nameX + bw / 2, iy, bandH * 0.26, { bold: true, maxW: bw - bandH * 0.2 });
  const words = progressWords(lang, card);
  label(c, words.name, w / 2, h * 0.28, w * 0.095, { bold: true, maxW: w - 2 * inset - mm(4) });
  // A faint deck icon behind the text: the deck once more, for a card held in a fan.
  deckIcon(doc, deck, w / 2, h * 0.62, w * 0.5, ink.saver ? '#eeeeee' : '#e6dcc0');
  const vp = PROGRESS_VP_CARDS.includes(card);
  paragraph(c, words.text, inset + mm(2), h * 0.36, w - 2 * inset - mm(4), w * 0.068, h * 0.42);
  if (vp) label(c, PROGRESS_VP_NOTE[lang], w / 2, h * 0.84, w * 0.08, { bold: true });
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function progressBack(c: DrawCtx, p: Placed, deck: ProgressDeck): void {
  const { doc, ink } = c;
  const w = mm(p.w);
  const h = mm(p.h);
  const r = mm(c.plan.sizes.card.r);
  const b = c.bleed;
  deckBand(c, deck, -b, -b, w + 2 * b, h + 2 * b);
  doc
    .circle(w / 2, h * 0.45, w * 0.27)
    .fillColor('#ffffff')
    .fill();
  deckIcon(doc, deck, w / 2, h * 0.45, w * 0.36, ink.saver ? '#000000' : DECK_COLOURS[deck]);
  const lang = c.plan.options.lang;
  const cw = CK_WORDS[lang];
  doc
    .roundedRect(w * 0.15, h * 0.72, w * 0.7, h * 0.16, mm(2))
    .fillColor('#ffffff')
    .fill();
  label(c, PROGRESS_DECK_NAMES[lang][deck], w / 2, h * 0.765, w * 0.09, {
    bold: true,
    maxW: w * 0.62,
  });
  label(c, cw.progress, w / 2, h * 0.835, w * 0.065, { maxW: w * 0.62 });
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function commodityFront(c: DrawCtx, p: Placed, k: Commodity): void {
  const { doc, ink } = c;
  const { w, h, r } = cardGround(c, p, COMMODITY_COLOURS[k]);
  const cw = CK_WORDS[c.plan.options.lang];
  label(c, cw.commodity[k], w / 2, h * 0.13, w * 0.13, { bold: true, maxW: w * 0.8 });
  commodityIcon(doc, ink, k, w / 2, h * 0.52, w * 0.6);
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function knight(c: DrawCtx, p: Placed, k: CkPart & { part: 'knight' }): void {
  const { doc, ink } = c;
  const look = pawnLook(k.colour, c.plan.options.lang);
  const cw = CK_WORDS[c.plan.options.lang];
  const w = mm(p.w);
  const h = mm(p.h);
  const r = w * 0.12;
  const b = c.bleed;
  const active = p.side === 'front';
  doc.save();
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b);
  // Active: the seat's colour, solid; inactive: white with the colour as a thick frame.
  fill(c, active ? look.fill : '#ffffff');
  if (!active) {
    doc.roundedRect(w * 0.06, h * 0.06, w * 0.88, h * 0.88, r * 0.7);
    doc
      .lineWidth(w * 0.07)
      .strokeColor(ink.saver ? '#777777' : look.fill)
      .stroke();
  } else {
    doc.save();
    doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b).clip();
    doc.opacity(ink.saver ? 1 : 0.45);
    pattern(doc, look.pattern, ink.saver ? '#000000' : look.ink, w, h, mm(3));
    doc.restore();
  }
  doc
    .circle(w / 2, h * 0.42, w * 0.3)
    .fillColor('#ffffff')
    .fill();
  knightIcon(doc, k.level, w / 2, h * 0.42, w * 0.46, active ? '#000000' : '#777777');
  doc
    .roundedRect(w * 0.1, h * 0.74, w * 0.8, h * 0.19, h * 0.05)
    .fillColor('#ffffff')
    .fill();
  label(c, `${look.initial} · ${cw.level[k.level]}`, w / 2, h * 0.79, h * 0.085, {
    bold: true,
    maxW: w * 0.74,
  });
  label(c, active ? cw.active : cw.inactive, w / 2, h * 0.88, h * 0.075, {
    maxW: w * 0.74,
    colour: active ? '#000000' : '#555555',
  });
  doc.restore();
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

function wall(c: DrawCtx, p: Placed, piece: CkPart & { part: 'wall' }): void {
  const { doc, ink } = c;
  const look = pawnLook(piece.colour, c.plan.options.lang);
  const w = mm(p.w);
  const h = mm(p.h);
  const b = c.bleed;
  doc.rect(-b, -b, w + 2 * b, h + 2 * b);
  fill(c, look.fill);
  // Courses of stones.
  doc
    .save()
    .lineWidth(0.4)
    .strokeColor(ink.saver ? '#888888' : look.ink);
  doc.moveTo(0, h / 2).lineTo(w, h / 2);
  for (let x = h * 0.8; x < w; x += h * 0.8) {
    const dy = Math.round(x / (h * 0.8)) % 2 ? 0 : h / 2;
    doc.moveTo(x, dy).lineTo(x, dy + h / 2);
  }
  doc.stroke().restore();
  doc
    .circle(h * 0.55, h / 2, h * 0.4)
    .fillColor('#ffffff')
    .fill();
  label(c, look.initial, h * 0.55, h / 2, h * 0.5, { bold: true });
  const cw = CK_WORDS[c.plan.options.lang];
  doc
    .roundedRect(h * 1.15, h * 0.15, w - h * 1.3, h * 0.7, h * 0.15)
    .fillColor('#ffffff')
    .fill();
  label(c, `${cw.wall} +2`, h * 1.15 + (w - h * 1.3) / 2, h / 2, h * 0.4, {
    bold: true,
    maxW: w - h * 1.5,
  });
  cutLine(c, () => doc.rect(0, 0, w, h));
}

function metropolis(c: DrawCtx, p: Placed, track: Track): void {
  const { doc, ink } = c;
  const w = mm(p.w);
  const h = mm(p.h);
  const b = c.bleed;
  deckBand(c, track, -b, -b, w + 2 * b, h + 2 * b);
  doc
    .circle(w / 2, h * 0.42, w * 0.3)
    .fillColor('#ffffff')
    .fill();
  deckIcon(doc, track, w / 2, h * 0.42, w * 0.42, ink.saver ? '#000000' : DECK_COLOURS[track]);
  const cw = CK_WORDS[c.plan.options.lang];
  const t = strings(c.plan.options.lang, false);
  doc
    .roundedRect(w * 0.06, h * 0.76, w * 0.88, h * 0.19, h * 0.05)
    .fillColor('#ffffff')
    .fill();
  label(c, `${cw.metropolis} ${t.vp(2).replace(/^2/, '+2')}`, w / 2, h * 0.855, h * 0.085, {
    bold: true,
    maxW: w * 0.82,
  });
  cutLine(c, () => doc.rect(0, 0, w, h));
}

function merchant(c: DrawCtx, p: Placed): void {
  const { doc } = c;
  const r = mm(p.w) / 2;
  doc.circle(r, r, r + c.bleed);
  fill(c, '#e8c76a');
  // A figure with a pack: head, body, a sack on the back.
  doc.save().fillColor('#3a2a12');
  doc.circle(r, r * 0.55, r * 0.17).fill();
  poly(doc, [
    [r - r * 0.25, r * 0.75],
    [r + r * 0.25, r * 0.75],
    [r + r * 0.35, r * 1.35],
    [r - r * 0.35, r * 1.35],
  ]).fill();
  doc.circle(r + r * 0.38, r * 0.9, r * 0.2).fill();
  doc.restore();
  const cw = CK_WORDS[c.plan.options.lang];
  const t = strings(c.plan.options.lang, false);
  label(c, cw.merchant, r, r * 1.52, r * 0.2, { bold: true, maxW: r * 1.5 });
  label(c, t.vp(1), r, r * 1.76, r * 0.17);
  cutLine(c, () => doc.circle(r, r, r));
}

function barbarianShip(c: DrawCtx, p: Placed): void {
  const { doc, ink } = c;
  const w = mm(p.w);
  const h = mm(p.h);
  const b = c.bleed;
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, h * 0.15 + b);
  fill(c, '#3f86c6');
  shipIcon(doc, w * 0.3, h * 0.5, h * 0.95, ink.saver ? '#000000' : '#2b1d12');
  const cw = CK_WORDS[c.plan.options.lang];
  doc
    .roundedRect(w * 0.55, h * 0.3, w * 0.42, h * 0.4, h * 0.08)
    .fillColor('#ffffff')
    .fill();
  label(c, cw.barbarians, w * 0.76, h * 0.5, h * 0.22, { bold: true, maxW: w * 0.38 });
  cutLine(c, () => doc.roundedRect(0, 0, w, h, h * 0.15));
}

function barbarianTrack(c: DrawCtx, p: Placed, steps: number): void {
  const { doc, ink } = c;
  const h = mm(p.h);
  const cell = h;
  const cw = CK_WORDS[c.plan.options.lang];
  for (let n = 0; n <= steps; n++) {
    const x = n * cell;
    doc.rect(x, 0, cell, h);
    fill(c, n === steps ? '#e7a0a0' : n === 0 ? '#f4e6c4' : '#cfe6f7');
    doc.rect(x, 0, cell, h).lineWidth(0.4).strokeColor('#5a6a7a').stroke();
    if (n === 0)
      label(c, cw.start, x + cell / 2, h / 2, cell * 0.2, { bold: true, maxW: cell * 0.9 });
    else if (n === steps) {
      shipIcon(doc, x + cell / 2, h * 0.4, cell * 0.5, ink.saver ? '#000000' : RED);
      label(c, cw.attack, x + cell / 2, h * 0.8, cell * 0.17, { bold: true, maxW: cell * 0.9 });
    } else label(c, String(n), x + cell / 2, h / 2, cell * 0.45, { bold: true, colour: '#5a6a7a' });
  }
  cutLine(c, () => doc.rect(0, 0, mm(p.w), h));
}

function chart(c: DrawCtx, p: Placed, piece: CkPart & { part: 'chart' }): void {
  const { doc, ink } = c;
  const lang = c.plan.options.lang;
  const cw = CK_WORDS[lang];
  const look = pawnLook(piece.colour, lang);
  const rules = ckRules().features.improvements;
  const w = mm(p.w);
  const h = mm(p.h);
  const b = c.bleed;
  doc.rect(-b, -b, w + 2 * b, h + 2 * b);
  fill(c, PARCHMENT);
  // The seat's stripe down the left edge, with its initial.
  const stripe = mm(8);
  doc.rect(-b, -b, stripe + b, h + 2 * b);
  fill(c, look.fill);
  doc
    .circle(stripe / 2, mm(7), mm(3))
    .fillColor('#ffffff')
    .fill();
  label(c, look.initial, stripe / 2, mm(7), mm(3.6), { bold: true });
  const left = stripe + mm(2);
  label(c, `${cw.chart} · ${look.name}`, left + (w - left) / 2, mm(5), mm(4), {
    bold: true,
    maxW: w - left - mm(4),
  });
  const top = mm(10);
  const rowH = (h - top - mm(2)) / TRACKS.length;
  const head = mm(30);
  const cellW = (w - left - head - mm(2)) / rules.levels;
  TRACKS.forEach((track, i) => {
    const y = top + i * rowH;
    const k = trackCommodity(track);
    deckBand(c, track, left, y + mm(1), head - mm(2), rowH - mm(2));
    doc
      .circle(left + mm(7), y + rowH / 2, mm(5))
      .fillColor('#ffffff')
      .fill();
    deckIcon(
      doc,
      track,
      left + mm(7),
      y + rowH / 2,
      mm(7),
      ink.saver ? '#000000' : DECK_COLOURS[track],
    );
    doc.roundedRect(left + mm(13), y + rowH / 2 - mm(3.5), head - mm(16), mm(7), mm(1));
    doc.fillColor('#ffffff').fill();
    label(
      c,
      PROGRESS_DECK_NAMES[lang][track],
      left + mm(13) + (head - mm(16)) / 2,
      y + rowH / 2,
      mm(2.6),
      {
        bold: true,
        maxW: head - mm(17),
      },
    );
    for (let level = 1; level <= rules.levels; level++) {
      const x = left + head + (level - 1) * cellW;
      doc.roundedRect(x + mm(0.5), y + mm(1), cellW - mm(1), rowH - mm(2), mm(1.5));
      doc.lineWidth(0.6).strokeColor('#6b5a3a').stroke();
      label(c, String(level), x + mm(4), y + mm(5), mm(4), { bold: true });
      // Its price: `level` of the track's commodity.
      const s = Math.min(mm(4.2), (cellW - mm(10)) / level);
      for (let n = 0; n < level; n++)
        commodityIcon(doc, ink, k, x + mm(8) + s * (n + 0.5), y + mm(5), s * 0.95);
      // The red-die faces that draw this track's card at this level.
      label(c, cw.draws, x + cellW / 2, y + mm(10.5), mm(2), { maxW: cellW - mm(2) });
      const faces = drawingFaces(level);
      const d = Math.min(mm(3.6), (cellW - mm(2)) / 6.4);
      const fx = x + (cellW - faces.length * d * 1.08) / 2;
      faces.forEach((f, j) => {
        dieFace(doc, f, fx + j * d * 1.08, y + mm(12.5), d, ink);
      });
      const note =
        level === rules.fortressAt && track === 'politics'
          ? cw.ability.politics
          : level === rules.tradingHouse.at && track === 'trade'
            ? cw.ability.trade
            : level === rules.aqueductAt && track === 'science'
              ? cw.ability.science
              : level === rules.metropolisAt
                ? `${cw.metropolisAt} (+${rules.metropolisVp})`
                : '';
      if (note) paragraph(c, note, x + mm(1), y + mm(18), cellW - mm(2), mm(1.9), rowH - mm(19));
    }
  });
  cutLine(c, () => doc.rect(0, 0, w, h));
}

function defender(c: DrawCtx, p: Placed): void {
  const { doc } = c;
  const { w, h, r } = cardGround(c, p, '#7a2f2f');
  const cw = CK_WORDS[c.plan.options.lang];
  const t = strings(c.plan.options.lang, false);
  label(c, cw.defender, w / 2, h * 0.13, w * 0.11, { bold: true, maxW: w * 0.8 });
  knightIcon(doc, 3, w / 2, h * 0.42, w * 0.55, c.ink.saver ? '#444444' : '#7a2f2f');
  label(c, t.vp(1), w / 2, h * 0.66, w * 0.1, { bold: true });
  paragraph(c, cw.defenderText, mm(6), h * 0.72, w - mm(12), w * 0.065, h * 0.22);
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

/** A row of cost squares: each card a resource's (or commodity's) icon on its tint. */
function costRow(
  c: DrawCtx,
  cost: Partial<Record<string, number>>,
  x: number,
  y: number,
  s: number,
) {
  const { doc, ink } = c;
  let i = 0;
  for (const [res, n] of Object.entries(cost))
    for (let k = 0; k < (n ?? 0); k++) {
      const cx = x + i * s * 1.08 + s / 2;
      doc.roundedRect(cx - s / 2, y - s / 2, s, s, s * 0.15);
      const tint = RESOURCE_COLOURS[res as Resource];
      if (ink.saver || !tint) doc.lineWidth(0.4).strokeColor('#888888').stroke();
      else doc.fillColor(tint).fillOpacity(0.25).fill().fillOpacity(1);
      if (tint) resourceIcon(doc, ink, res as Resource, cx, y, s * 0.8);
      i++;
    }
}

function ckCost(c: DrawCtx, p: Placed): void {
  const { doc, ink } = c;
  const w = mm(p.w);
  const h = mm(p.h);
  const r = mm(c.plan.sizes.cost.r);
  const b = c.bleed;
  doc.roundedRect(-b, -b, w + 2 * b, h + 2 * b, r + b);
  fill(c, '#5b4a7a');
  const inset = mm(3);
  doc.roundedRect(inset, inset, w - 2 * inset, h - 2 * inset, Math.max(1, r - inset / 2));
  if (ink.saver) doc.lineWidth(0.5).strokeColor('#999999').stroke();
  else doc.fillColor(PARCHMENT).fill();
  const lang = c.plan.options.lang;
  const cw = CK_WORDS[lang];
  const t = strings(lang, false);
  const rs = ckRules();
  const f = rs.features;
  label(c, cw.costTitle, w / 2, h * 0.07, w * 0.055, { bold: true, maxW: w * 0.85 });
  const rows: [string, Partial<Record<string, number>>, string][] = [];
  if (rs.costs) {
    rows.push([t.build.road, rs.costs.road, '']);
    rows.push([t.build.settlement, rs.costs.settlement, t.vp(1)]);
    rows.push([t.build.city, rs.costs.city, t.vp(2)]);
  }
  if (f.walls) rows.push([cw.wall, f.walls.cost, '+2']);
  if (f.knights) {
    rows.push([cw.hire, f.knights.hire, '']);
    rows.push([cw.activate, f.knights.activate, '']);
    rows.push([cw.promote, f.knights.promote, '']);
  }
  const top = h * 0.12;
  const step = (h * 0.7) / rows.length;
  const s = Math.min(step * 0.5, w * 0.075);
  rows.forEach(([name, cost, vp], i) => {
    const y = top + step * i;
    doc
      .font('bold')
      .fontSize(w * 0.042)
      .fillColor('#000000')
      .text(name, mm(6), y, { lineBreak: false });
    if (vp) label(c, vp, w - mm(10), y + w * 0.025, w * 0.04);
    costRow(c, cost, mm(6), y + step * 0.58, s);
  });
  // The improvements: level n costs n of the track's commodity.
  const y = top + step * rows.length + mm(1);
  doc
    .font('bold')
    .fontSize(w * 0.04)
    .fillColor('#000000')
    .text(cw.improve, mm(6), y, {
      width: w - mm(12),
      lineBreak: false,
    });
  TRACKS.forEach((track, i) => {
    const x = mm(6) + i * ((w - mm(12)) / 3);
    const cy = y + mm(7);
    doc.circle(x + mm(3), cy, mm(2.6));
    fill(c, DECK_COLOURS[track]);
    deckIcon(doc, track, x + mm(3), cy, mm(3.4), ink.saver ? '#000000' : DECK_INK[track]);
    commodityIcon(doc, ink, trackCommodity(track), x + mm(9), cy, mm(5));
  });
  cutLine(c, () => doc.roundedRect(0, 0, w, h, r));
}

/** The event die's faces in the net's cells: three ships and a gate of each deck. */
const DIE_FACES: readonly { readonly at: Pt; readonly face: 'ship' | ProgressDeck }[] = [
  { at: [0, 1], face: 'ship' },
  { at: [1, 1], face: 'trade' },
  { at: [2, 1], face: 'ship' },
  { at: [3, 1], face: 'politics' },
  { at: [1, 0], face: 'science' },
  { at: [1, 2], face: 'ship' },
];

function eventDie(c: DrawCtx): void {
  const { doc, ink } = c;
  const k = c.plan.sizes.hex / 79;
  const a = mm(CK_MM.dieFace * k);
  const tab = mm(CK_MM.dieTab * k);
  const words = CK_WORDS[c.plan.options.lang];
  // Glue tabs: above and below faces 0, 2, 3 and right of face 3 (the seven open edges).
  const tabs: Pt[][] = [];
  for (const col of [0, 2, 3]) {
    const x = col * a;
    tabs.push([
      [x, a],
      [x + tab * 0.6, a - tab],
      [x + a - tab * 0.6, a - tab],
      [x + a, a],
    ]);
    tabs.push([
      [x, 2 * a],
      [x + tab * 0.6, 2 * a + tab],
      [x + a - tab * 0.6, 2 * a + tab],
      [x + a, 2 * a],
    ]);
  }
  tabs.push([
    [4 * a, a],
    [4 * a + tab, a + tab * 0.6],
    [4 * a + tab, 2 * a - tab * 0.6],
    [4 * a, 2 * a],
  ]);
  for (const t of tabs) {
    poly(doc, t);
    doc.fillColor('#eeeeee').fill();
  }
  for (const { at, face } of DIE_FACES) {
    const x = at[0] * a;
    const y = at[1] * a;
    doc.rect(x, y, a, a);
    fill(c, face === 'ship' ? '#cfe6f7' : DECK_COLOURS[face]);
    if (face === 'ship') shipIcon(doc, x + a / 2, y + a / 2, a * 0.75, '#2b1d12');
    else {
      // A city gate: an arch in white, the deck's icon in it.
      doc
        .moveTo(x + a * 0.2, y + a * 0.88)
        .lineTo(x + a * 0.2, y + a * 0.45)
        .bezierCurveTo(
          x + a * 0.2,
          y + a * 0.08,
          x + a * 0.8,
          y + a * 0.08,
          x + a * 0.8,
          y + a * 0.45,
        )
        .lineTo(x + a * 0.8, y + a * 0.88)
        .closePath()
        .fillColor('#ffffff')
        .fill();
      deckIcon(
        doc,
        face,
        x + a / 2,
        y + a * 0.55,
        a * 0.42,
        ink.saver ? '#000000' : DECK_COLOURS[face],
      );
    }
  }
  // Fold lines between faces and at every tab, dashed.
  doc.save().lineWidth(0.4).strokeColor('#444444').dash(1.5, { space: 1.5 });
  for (let col = 1; col < 4; col++) doc.moveTo(col * a, a).lineTo(col * a, 2 * a);
  doc
    .moveTo(a, a)
    .lineTo(2 * a, a)
    .moveTo(a, 2 * a)
    .lineTo(2 * a, 2 * a);
  for (const col of [0, 2, 3])
    doc
      .moveTo(col * a, a)
      .lineTo(col * a + a, a)
      .moveTo(col * a, 2 * a)
      .lineTo(col * a + a, 2 * a);
  doc.moveTo(4 * a, a).lineTo(4 * a, 2 * a);
  doc.stroke().undash().restore();
  // What it is and how, in the free corners.
  c.doc
    .font('bold')
    .fontSize(a * 0.16)
    .fillColor('#000000')
    .text(words.eventDie, 2 * a + mm(1), a * 0.08, { width: 2 * a - mm(1), lineBreak: false });
  paragraph(c, words.dieHow, 2 * a + mm(1), a * 0.3, 2 * a - mm(1), a * 0.11, a * 0.4);
  // The cut outline: faces and tabs.
  cutLine(c, () => {
    for (const { at } of DIE_FACES) doc.rect(at[0] * a, at[1] * a, a, a);
    for (const t of tabs) poly(doc, t);
  });
}

/** Draws one expansion piece at the origin (the caller has translated to its box). */
export function drawCk(c: DrawCtx, p: Placed, ck: CkPart): void {
  switch (ck.part) {
    case 'progress':
      if (p.side === 'back') progressBack(c, p, PROGRESS_CARDS[ck.card].deck);
      else progressFront(c, p, ck.card);
      return;
    case 'commodity':
      commodityFront(c, p, ck.commodity);
      return;
    case 'knight':
      knight(c, p, ck);
      return;
    case 'wall':
      wall(c, p, ck);
      return;
    case 'metropolis':
      metropolis(c, p, ck.track);
      return;
    case 'merchant':
      merchant(c, p);
      return;
    case 'barbarianShip':
      barbarianShip(c, p);
      return;
    case 'barbarianTrack':
      barbarianTrack(c, p, ck.steps);
      return;
    case 'chart':
      chart(c, p, ck);
      return;
    case 'defender':
      defender(c, p);
      return;
    case 'ckCost':
      ckCost(c, p);
      return;
    case 'eventDie':
      eventDie(c);
      return;
  }
}
