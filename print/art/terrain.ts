// Our own vector terrain art, drawn with pdfkit paths round the origin in a hex of
// circumradius R. The caller translates, clips and restores.

import type { Terrain } from '../../lib/rules/vocab';
import { type Doc, type Ink, paint, TERRAIN_COLOURS } from './paint';

type Pt = readonly [number, number];

export function tree(doc: Doc, ink: Ink, x: number, y: number, s: number): void {
  doc.rect(x - s * 0.08, y + s * 0.35, s * 0.16, s * 0.25);
  paint(doc, ink, '#5d3b1e');
  for (const [dy, w] of [
    [-0.45, 0.55],
    [-0.15, 0.7],
    [0.12, 0.85],
  ] as const) {
    doc.polygon(
      [x, y + dy * s],
      [x - (w / 2) * s, y + (dy + 0.45) * s],
      [x + (w / 2) * s, y + (dy + 0.45) * s],
    );
    paint(doc, ink, TERRAIN_COLOURS.forest.fg);
  }
}

export function sheep(doc: Doc, ink: Ink, x: number, y: number, s: number): void {
  for (const [dx, dy] of [
    [-0.25, 0],
    [0, -0.1],
    [0.25, 0],
    [-0.12, 0.1],
    [0.12, 0.1],
  ] as const) {
    doc.circle(x + dx * s, y + dy * s, s * 0.2);
    if (ink.saver) paint(doc, ink, '#fbfbf6');
    else
      doc
        .lineWidth(s * 0.025)
        .fillColor('#fbfbf6')
        .strokeColor('#8a8a80')
        .fillAndStroke();
  }
  doc.ellipse(x + s * 0.45, y - s * 0.05, s * 0.12, s * 0.09);
  paint(doc, ink, '#333333');
  if (!ink.saver) {
    doc.lineWidth(s * 0.05).strokeColor('#333333');
    for (const dx of [-0.22, -0.08, 0.08, 0.22]) {
      doc
        .moveTo(x + dx * s, y + 0.22 * s)
        .lineTo(x + dx * s, y + 0.38 * s)
        .stroke();
    }
  }
}

export function wheat(doc: Doc, ink: Ink, x: number, y: number, s: number): void {
  doc.lineWidth(s * 0.04).strokeColor(ink.saver ? '#333333' : TERRAIN_COLOURS.fields.fg);
  doc
    .moveTo(x, y + s * 0.5)
    .lineTo(x, y - s * 0.3)
    .stroke();
  for (let i = 0; i < 4; i++) {
    const gy = y - s * 0.3 + i * s * 0.14;
    doc.ellipse(x - s * 0.07, gy, s * 0.06, s * 0.1);
    paint(doc, ink, TERRAIN_COLOURS.fields.fg, 0.4);
    doc.ellipse(x + s * 0.07, gy, s * 0.06, s * 0.1);
    paint(doc, ink, TERRAIN_COLOURS.fields.fg, 0.4);
  }
}

export function bricks(
  doc: Doc,
  ink: Ink,
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  b: number,
) {
  for (let r = 0; r < rows; r++) {
    const off = r % 2 ? b / 2 : 0;
    for (let c = 0; c < cols; c++) {
      doc.rect(x0 + c * b + off, y0 + r * b * 0.45, b * 0.92, b * 0.38);
      paint(doc, ink, TERRAIN_COLOURS.hills.fg, 0.4);
    }
  }
}

export function peak(doc: Doc, ink: Ink, x: number, base: number, w: number, h: number): void {
  doc.polygon([x - w / 2, base], [x, base - h], [x + w / 2, base]);
  paint(doc, ink, TERRAIN_COLOURS.mountains.fg);
  doc.polygon(
    [x - w * 0.14, base - h * 0.72],
    [x, base - h],
    [x + w * 0.14, base - h * 0.72],
    [x + w * 0.04, base - h * 0.66],
    [x - w * 0.05, base - h * 0.74],
  );
  paint(doc, ink, '#ffffff', 0.4);
}

function waves(doc: Doc, ink: Ink, R: number): void {
  doc.lineWidth(R * 0.025).strokeColor(ink.saver ? '#555555' : TERRAIN_COLOURS.sea.fg);
  for (let row = -3; row <= 3; row++) {
    for (let col = -3; col <= 3; col++) {
      const x = col * R * 0.42 + (row % 2 ? R * 0.21 : 0);
      const y = row * R * 0.28;
      if (Math.hypot(x, y) < R * 0.35) continue;
      doc
        .moveTo(x - R * 0.12, y)
        .quadraticCurveTo(x - R * 0.06, y - R * 0.07, x, y)
        .quadraticCurveTo(x + R * 0.06, y + R * 0.07, x + R * 0.12, y)
        .stroke();
    }
  }
}

const FOREST_TREES: readonly Pt[] = [
  [-0.55, -0.45],
  [0.05, -0.62],
  [0.55, -0.4],
  [-0.75, 0.1],
  [0.72, 0.12],
  [-0.45, 0.45],
  [0.05, 0.5],
  [0.45, 0.45],
];
const SHEEP: readonly Pt[] = [
  [-0.5, -0.4],
  [0.4, -0.5],
  [-0.62, 0.3],
  [0.55, 0.25],
  [0, 0.55],
];
const WHEAT: readonly Pt[] = [
  [-0.7, -0.1],
  [-0.5, -0.45],
  [-0.2, -0.6],
  [0.2, -0.6],
  [0.5, -0.45],
  [0.7, -0.1],
  [-0.55, 0.35],
  [-0.25, 0.5],
  [0.25, 0.5],
  [0.55, 0.35],
];

/** Draws a terrain's art in a hex of circumradius R round the origin (call inside a clip). */
export function drawTerrain(doc: Doc, ink: Ink, terrain: Terrain, R: number): void {
  const c = TERRAIN_COLOURS[terrain];
  if (!ink.saver) {
    doc.rect(-R * 1.2, -R * 1.2, R * 2.4, R * 2.4).fill(c.bg);
  }
  switch (terrain) {
    case 'forest':
      for (const [x, y] of FOREST_TREES) tree(doc, ink, x * R, y * R, R * 0.42);
      break;
    case 'pasture':
      if (!ink.saver) {
        doc.ellipse(-R * 0.3, R * 0.9, R * 0.9, R * 0.45).fill('#8bbd55');
        doc.ellipse(R * 0.6, R * 0.8, R * 0.7, R * 0.4).fill('#86b84f');
      }
      for (const [x, y] of SHEEP) sheep(doc, ink, x * R, y * R, R * 0.32);
      break;
    case 'fields':
      for (const [x, y] of WHEAT) wheat(doc, ink, x * R, y * R, R * 0.4);
      break;
    case 'hills':
      if (!ink.saver) {
        doc.ellipse(-R * 0.5, -R * 0.7, R * 0.8, R * 0.4).fill('#d98458');
        doc.ellipse(R * 0.6, -R * 0.6, R * 0.7, R * 0.35).fill('#d98458');
      }
      bricks(doc, ink, -R * 0.9, -R * 0.72, 6, 3, R * 0.3);
      bricks(doc, ink, -R * 0.9, R * 0.36, 6, 3, R * 0.3);
      break;
    case 'mountains':
      peak(doc, ink, -R * 0.45, -R * 0.2, R * 0.9, R * 0.7);
      peak(doc, ink, R * 0.4, -R * 0.25, R * 0.8, R * 0.6);
      peak(doc, ink, -R * 0.1, R * 0.85, R * 1.1, R * 0.55);
      peak(doc, ink, R * 0.72, R * 0.8, R * 0.6, R * 0.4);
      break;
    case 'desert':
      doc.lineWidth(R * 0.04).strokeColor(ink.saver ? '#555555' : c.fg);
      for (const y of [-0.55, -0.3, 0.4, 0.65]) {
        doc
          .moveTo(-R, y * R)
          .bezierCurveTo(-R * 0.4, (y - 0.18) * R, R * 0.2, (y + 0.18) * R, R, y * R)
          .stroke();
      }
      doc.circle(R * 0.55, -R * 0.55, R * 0.14);
      paint(doc, ink, '#f2a93b');
      break;
    case 'sea':
      waves(doc, ink, R);
      break;
  }
}
