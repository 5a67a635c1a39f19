// Duplex that survives real printers: viewer preferences that ask for true size and long-edge
// duplex, the back pages shifted by the measured offset, the instructions on page one, and a
// warning when only part of a deck is printed (new backs would give those cards away).

import { getRuleset } from '../lib/rules/rulesets';
import { RESOURCES } from '../lib/rules/vocab';
import type { Doc } from './art/paint';
import type { Plan } from './plan';
import { mm } from './units';

export { isBackPage } from './plan';

/** Whether the kit has back pages for duplex printing (or the duplex test sheet). */
export const hasDuplexBacks = (plan: Plan): boolean =>
  plan.pages.some(
    (p) => (p.kind === 'back' && plan.options.backs === 'duplex') || p.kind === 'duplexTestBack',
  );

/**
 * PrintScaling None (PDF 1.6: the print dialog starts at 100 %), and for duplex kits Duplex
 * DuplexFlipLongEdge (PDF 1.7). pdfkit writes a plain string as a PDF name.
 */
export function viewerPreferences(plan: Plan): Record<string, string> {
  return hasDuplexBacks(plan)
    ? { PrintScaling: 'None', Duplex: 'DuplexFlipLongEdge' }
    : { PrintScaling: 'None' };
}

export const pdfVersionFor = (plan: Plan): '1.6' | '1.7' => (hasDuplexBacks(plan) ? '1.7' : '1.6');

export function setViewerPreferences(doc: Doc, plan: Plan): void {
  // pdfkit ends the catalog's ViewerPreferences itself (as it does for displayTitle): a ref.
  const d = doc as unknown as {
    _root: { data: Record<string, unknown> };
    ref(data: Record<string, unknown>): unknown;
  };
  d._root.data.ViewerPreferences = d.ref(viewerPreferences(plan));
}

/** Shifts what follows on a back page by the back offset (mm; + is right and down). */
export function offsetBack(doc: Doc, plan: Plan): void {
  const { backX, backY } = plan.options;
  if (backX || backY) doc.translate(mm(backX), mm(backY));
}

export interface PartialDeck {
  readonly deck: 'resource' | 'dev';
  readonly printed: number;
  readonly full: number;
}

/**
 * Decks printed with backs but not whole: resource cards fewer than the ruleset's bank, or
 * development cards fewer than its deck.
 */
export function partialDecks(plan: Plan): PartialDeck[] {
  if (plan.options.backs === 'none') return [];
  const rs = getRuleset(plan.board?.ruleset ?? plan.options.ruleset);
  let resource = 0;
  let dev = 0;
  for (const line of plan.options.pieces) {
    if (line.piece.kind === 'card') resource += line.count;
    if (line.piece.kind === 'dev') dev += line.count;
  }
  const out: PartialDeck[] = [];
  const fullResource = rs.bankPerResource * RESOURCES.length;
  if (resource > 0 && resource < fullResource)
    out.push({ deck: 'resource', printed: resource, full: fullResource });
  const d = rs.devDeck;
  const fullDev = d ? d.knight + d.roadBuilding + d.yearOfPlenty + d.monopoly + d.victoryPoint : 0;
  if (dev > 0 && dev < fullDev) out.push({ deck: 'dev', printed: dev, full: fullDev });
  return out;
}
