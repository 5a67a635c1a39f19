// A small terrain icon for the guide page: the same shapes as the tiles' art, one motif each,
// drawn round (x, y) in a box about s wide. With the terrain's name beside it, the guide
// needs no colour (greyscale printers, ink saver).

import type { Terrain } from '../../lib/rules/vocab';
import { type Doc, type Ink, paint } from './paint';
import { bricks, peak, sheep, tree, wheat } from './terrain';

export function terrainIcon(
  doc: Doc,
  ink: Ink,
  terrain: Terrain,
  x: number,
  y: number,
  s: number,
): void {
  switch (terrain) {
    case 'forest':
      tree(doc, ink, x, y - s * 0.1, s);
      break;
    case 'pasture':
      sheep(doc, ink, x - s * 0.08, y, s);
      break;
    case 'fields':
      wheat(doc, ink, x - s * 0.12, y - s * 0.05, s * 0.85);
      wheat(doc, ink, x + s * 0.12, y - s * 0.05, s * 0.85);
      break;
    case 'hills':
      bricks(doc, ink, x - s * 0.45, y - s * 0.3, 3, 3, s * 0.32);
      break;
    case 'mountains':
      peak(doc, ink, x, y + s * 0.35, s, s * 0.75);
      break;
    case 'desert':
      // A sun over a dune.
      doc.circle(x + s * 0.15, y - s * 0.15, s * 0.2);
      paint(doc, ink, '#f2a93b', 0.5);
      doc
        .lineWidth(s * 0.06)
        .strokeColor('#333333')
        .moveTo(x - s * 0.5, y + s * 0.3)
        .bezierCurveTo(
          x - s * 0.2,
          y + s * 0.05,
          x + s * 0.2,
          y + s * 0.45,
          x + s * 0.5,
          y + s * 0.2,
        )
        .stroke();
      break;
    case 'sea':
      doc.lineWidth(s * 0.06).strokeColor('#333333');
      for (const dy of [-0.15, 0.15]) {
        doc
          .moveTo(x - s * 0.45, y + dy * s)
          .quadraticCurveTo(x - s * 0.22, y + (dy - 0.15) * s, x, y + dy * s)
          .quadraticCurveTo(x + s * 0.22, y + (dy + 0.15) * s, x + s * 0.45, y + dy * s)
          .stroke();
      }
      break;
  }
}
