// Sizes of the complete game's flat player pieces and dice-deck cards (mm). Pure, so the plan
// and the /print sketch can read them; print/pawns-draw.ts draws them with pdfkit.

import type { PawnShape } from './pieces';
import type { PieceSizes } from './sizes';

/**
 * Flat pieces at the true hex size (79 mm), scaled with the hex: a settlement and a city fit
 * at a hex corner, a road and a ship lie along a 45.6 mm hex side, the marker is a score
 * track counter (the track's squares are 18 mm).
 */
export const PAWN_MM: Readonly<Record<PawnShape, { readonly w: number; readonly h: number }>> = {
  settlement: { w: 15, h: 17 },
  city: { w: 24, h: 19 },
  road: { w: 28, h: 7 },
  ship: { w: 26, h: 13 },
  marker: { w: 13, h: 13 },
};

export function pawnSize(shape: PawnShape, s: PieceSizes): { w: number; h: number } {
  const k = s.hex / 79;
  const d = PAWN_MM[shape];
  return { w: d.w * k, h: d.h * k };
}

/** A dice-deck card: four fifths of a resource card (44 × 64 mm), 16 to an A4 sheet. */
export const diceCardSize = (s: PieceSizes): { w: number; h: number; r: number } => ({
  w: s.card.w * 0.8,
  h: s.card.h * 0.8,
  r: s.card.r * 0.8,
});
