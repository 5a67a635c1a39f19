// One way to draw any plan: a play mat (print/mat-render.ts) or a kit of pieces (print/kit.ts).

import type { Doc } from './art/paint';
import { type RenderOptions, renderKit as renderPieces } from './kit';
import { renderMat } from './mat-render';
import type { Plan } from './plan';

/** Draws the plan into a new pdfkit document; the caller pipes it and it ends itself. */
export const renderKit = (plan: Plan, ro: RenderOptions = {}): Doc =>
  plan.mat ? renderMat(plan, ro) : renderPieces(plan, ro);

/** The whole PDF as bytes. */
export function kitBytes(plan: Plan, ro: RenderOptions = {}): Promise<Buffer> {
  const doc = renderKit(plan, ro);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
