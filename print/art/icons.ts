// Small vector icons for cards and harbors, each drawn round (x, y) within a box of size s.

import type { Resource } from '../../lib/rules/vocab';
import type { DevKind, Special } from '../pieces';
import { type Doc, type Ink, paint, regular } from './paint';
import { bricks, peak, sheep, tree, wheat } from './terrain';

/** The icon of a resource: a tree, a sheep, wheat, bricks or a rock pile. */
export function resourceIcon(doc: Doc, ink: Ink, r: Resource, x: number, y: number, s: number) {
  switch (r) {
    case 'lumber':
      tree(doc, ink, x, y - s * 0.08, s * 0.75);
      return;
    case 'wool':
      sheep(doc, ink, x - s * 0.05, y, s * 0.8);
      return;
    case 'grain':
      wheat(doc, ink, x - s * 0.22, y, s * 0.7);
      wheat(doc, ink, x, y - s * 0.06, s * 0.75);
      wheat(doc, ink, x + s * 0.22, y, s * 0.7);
      return;
    case 'brick':
      bricks(doc, ink, x - s * 0.42, y - s * 0.2, 3, 3, s * 0.28);
      return;
    case 'ore':
      peak(doc, ink, x - s * 0.15, y + s * 0.35, s * 0.6, s * 0.55);
      peak(doc, ink, x + s * 0.2, y + s * 0.35, s * 0.5, s * 0.42);
      return;
  }
}

function star(doc: Doc, ink: Ink, x: number, y: number, r: number, colour: string) {
  const outer = regular(5, r, -90);
  const inner = regular(5, r * 0.42, -54);
  const pts: [number, number][] = [];
  outer.forEach(([ox, oy], i) => {
    pts.push([x + ox, y + oy]);
    const q = inner[i];
    if (q) pts.push([x + q[0], y + q[1]]);
  });
  doc.polygon(...pts);
  paint(doc, ink, colour);
}

/** The icon of a development card kind. */
export function devIcon(doc: Doc, ink: Ink, d: DevKind, x: number, y: number, s: number) {
  switch (d) {
    case 'knight': {
      // A shield with a cross.
      doc
        .moveTo(x - s * 0.32, y - s * 0.38)
        .lineTo(x + s * 0.32, y - s * 0.38)
        .lineTo(x + s * 0.32, y)
        .quadraticCurveTo(x + s * 0.3, y + s * 0.3, x, y + s * 0.45)
        .quadraticCurveTo(x - s * 0.3, y + s * 0.3, x - s * 0.32, y)
        .closePath();
      paint(doc, ink, '#3b5b92');
      doc.rect(x - s * 0.05, y - s * 0.3, s * 0.1, s * 0.6);
      paint(doc, ink, '#f0d36b', 0.4);
      doc.rect(x - s * 0.24, y - s * 0.1, s * 0.48, s * 0.1);
      paint(doc, ink, '#f0d36b', 0.4);
      return;
    }
    case 'roadBuilding':
      for (const dx of [-0.17, 0.17]) {
        doc
          .save()
          .translate(x + dx * s, y)
          .rotate(dx < 0 ? -20 : 20);
        doc.rect(-s * 0.07, -s * 0.4, s * 0.14, s * 0.8);
        paint(doc, ink, '#8d5a2b');
        doc.restore();
      }
      return;
    case 'yearOfPlenty':
      for (const [dx, dy, c] of [
        [-0.2, 0.15, '#e0b030'],
        [0.2, 0.15, '#c25b2e'],
        [0, -0.15, '#3f7d3c'],
      ] as const) {
        doc.circle(x + dx * s, y + dy * s, s * 0.2);
        paint(doc, ink, c);
      }
      return;
    case 'monopoly':
      doc.polygon(
        [x - s * 0.38, y + s * 0.25],
        [x - s * 0.38, y - s * 0.2],
        [x - s * 0.19, y],
        [x, y - s * 0.3],
        [x + s * 0.19, y],
        [x + s * 0.38, y - s * 0.2],
        [x + s * 0.38, y + s * 0.25],
      );
      paint(doc, ink, '#d4a017');
      return;
    case 'victoryPoint':
      star(doc, ink, x, y, s * 0.42, '#d4a017');
      return;
  }
}

/** The icon of a special card: a road of five segments, or three shields. */
export function specialIcon(doc: Doc, ink: Ink, w: Special, x: number, y: number, s: number) {
  if (w === 'longestRoad') {
    for (let i = 0; i < 5; i++) {
      doc.save().translate(x + (i - 2) * s * 0.19, y + (i % 2 ? -s * 0.08 : s * 0.08));
      doc.rotate(i % 2 ? 30 : -30);
      doc.rect(-s * 0.05, -s * 0.13, s * 0.1, s * 0.26);
      paint(doc, ink, '#8d5a2b');
      doc.restore();
    }
  } else {
    for (const dx of [-0.3, 0, 0.3]) devIcon(doc, ink, 'knight', x + dx * s, y, s * 0.5);
  }
}

/** A small robber silhouette: head, body and base. */
export function robberIcon(doc: Doc, ink: Ink, x: number, y: number, s: number) {
  const c = ink.saver ? '#ffffff' : '#3a3a3a';
  doc.circle(x, y - s * 0.3, s * 0.16);
  paint(doc, ink, c);
  doc
    .moveTo(x - s * 0.12, y - s * 0.16)
    .bezierCurveTo(x - s * 0.38, y, x - s * 0.3, y + s * 0.3, x - s * 0.25, y + s * 0.35)
    .lineTo(x + s * 0.25, y + s * 0.35)
    .bezierCurveTo(x + s * 0.3, y + s * 0.3, x + s * 0.38, y, x + s * 0.12, y - s * 0.16)
    .closePath();
  paint(doc, ink, c);
  doc.rect(x - s * 0.32, y + s * 0.35, s * 0.64, s * 0.1);
  paint(doc, ink, c);
}
