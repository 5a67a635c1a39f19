// How much ink a kit will use, said before it is printed: the area of solid black it comes to,
// in A4 pages. Pure and instant (the /print form shows it beside Download), from coverage
// measured once per piece on greyscale renders (test/integration/print-ink.test.ts keeps
// the estimate within 15 % of a render of whole kits).

import { PROGRESS_CARDS, type ProgressDeck } from '../lib/rules/progress-cards';
import type { Terrain } from '../lib/rules/vocab';
import type { CkPart, CkPartName } from './ck-pieces';
import { pawnLook } from './pawn-colour';
import type { Piece } from './pieces';
import type { PageKind, Plan } from './plan';

/** Darkness per mm² of a piece's cut box: [full colour, ink saver]. */
type Cover = readonly [number, number];

const HEX: Readonly<Record<Terrain, Cover>> = {
  forest: [0.48, 0.05],
  pasture: [0.23, 0.03],
  fields: [0.2, 0.04],
  hills: [0.41, 0.09],
  mountains: [0.35, 0.03],
  desert: [0.15, 0.05],
  sea: [0.38, 0.04],
};

const FRONT: Readonly<Record<Exclude<Piece['kind'], 'hex' | 'pawn' | 'ckPart' | 'page'>, Cover>> = {
  harbor: [0.21, 0.06],
  token: [0.19, 0.13],
  card: [0.22, 0.034],
  dev: [0.28, 0.066],
  cost: [0.2, 0.05],
  special: [0.2, 0.04],
  robber: [0.34, 0.1],
  track: [0.23, 0.12],
  dice: [0.13, 0.06],
};

const BACK: Readonly<Partial<Record<Piece['kind'], Cover>>> = {
  token: [0.15, 0.05],
  card: [0.74, 0.043],
  dev: [0.79, 0.044],
  dice: [0.81, 0.037],
};

/**
 * The cities-and-knights pieces (print/ck-draw.ts), measured the same way: front and back
 * [full colour, ink saver] per part; progress cards per deck (their colours differ most).
 */
const CK: Readonly<Record<Exclude<CkPartName, 'progress'>, { front: Cover; back?: Cover }>> = {
  commodity: { front: [0.27, 0.071], back: [0.66, 0.038] },
  knight: { front: [0.44, 0.34], back: [0.17, 0.21] },
  wall: { front: [0.37, 0.2] },
  metropolis: { front: [0.26, 0.22] },
  merchant: { front: [0.28, 0.15] },
  barbarianShip: { front: [0.53, 0.21] },
  barbarianTrack: { front: [0.21, 0.1] },
  chart: { front: [0.21, 0.081] },
  defender: { front: [0.28, 0.11] },
  ckCost: { front: [0.2, 0.055] },
  eventDie: { front: [0.18, 0.1] },
};
const PROGRESS: Readonly<Record<ProgressDeck, { front: Cover; back: Cover }>> = {
  politics: { front: [0.31, 0.085], back: [0.54, 0.24] },
  trade: { front: [0.2, 0.089], back: [0.26, 0.165] },
  science: { front: [0.26, 0.068], back: [0.42, 0.088] },
};

function ckCover(ck: CkPart, side: 'front' | 'back', k: 0 | 1): number {
  const c = ck.part === 'progress' ? PROGRESS[PROGRESS_CARDS[ck.card].deck] : CK[ck.part];
  return (side === 'back' ? c.back?.[k] : c.front[k]) ?? 0;
}

/** Whole pages drawn beside the pieces: darkness per mm² of the sheet. */
const PAGE: Readonly<Partial<Record<PageKind, Cover>>> = {
  calibration: [0.08, 0.08],
  guide: [0.07, 0.04],
  rules: [0.03, 0.03],
  // Text and ten ruled rows (not measured: about the rules page's).
  mothership: [0.03, 0.03],
  duplexTest: [0.013, 0.013],
  duplexTestBack: [0.002, 0.002],
};

/** Darkness of a colour, 0 (white) … 1 (black), as a greyscale printer sees it. */
function darkness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const grey = 0.3 * ((n >> 16) & 255) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255);
  return 1 - grey / 255;
}

function cover(
  piece: Piece,
  side: 'front' | 'back',
  saver: boolean,
  lang: Plan['options']['lang'],
) {
  const k = saver ? 1 : 0;
  if (piece.kind === 'ckPart') return ckCover(piece.ck, side, k);
  if (side === 'back') return BACK[piece.kind]?.[k] ?? 0;
  if (piece.kind === 'hex') return HEX[piece.terrain][k];
  if (piece.kind === 'pawn') {
    // The pawn's own colour, less its white initial disc; outlines and pattern in ink saver.
    const d = darkness(pawnLook(piece.colour, lang).fill);
    if (saver) return piece.shape === 'road' ? 0.2 : 0.085;
    return 0.06 + 0.85 * d;
  }
  // A page piece is never placed (it is a page of its own, PAGE above).
  return piece.kind === 'page' ? 0 : FRONT[piece.kind][k];
}

const A4_MM2 = 210 * 297;

/** The ink a plan's PDF will use, in A4 pages of solid black. */
export function inkPages(plan: Plan): number {
  if (plan.mat) {
    // A mat is the board's art, spread over the picture and printed once per sheet that shows
    // it (overlap strips twice), with the sheet map first.
    const m = plan.mat;
    const k = plan.options.inkSaver ? 1 : 0;
    // Coverage is per mm² of a tile's cut box (flat to flat × corner to corner).
    const hexArea = Math.sqrt(3) * m.R * 2 * m.R;
    const token = plan.sizes.token ** 2 * FRONT.token[k];
    const art = m.hexes.reduce(
      (s, h) => s + hexArea * HEX[h.terrain][k] + (h.token === null ? 0 : token),
      0,
    );
    const perMm2 = art / (m.picture.w * m.picture.h);
    const shown = m.sheets.reduce((s, sh) => {
      const w = Math.min(sh.x + m.area.w, m.picture.w) - Math.max(sh.x, 0);
      const h = Math.min(sh.y + m.area.h, m.picture.h) - Math.max(sh.y, 0);
      return s + Math.max(0, w) * Math.max(0, h);
    }, 0);
    const map = m.map ? (PAGE.guide?.[k] ?? 0) * m.page.w * m.page.h : 0;
    return (shown * perMm2 + map) / A4_MM2;
  }
  const saver = plan.options.inkSaver;
  let mm2 = 0;
  for (const page of plan.pages) {
    const whole = PAGE[page.kind];
    if (whole) mm2 += whole[saver ? 1 : 0] * plan.paper.w * plan.paper.h;
    for (const p of page.placed)
      mm2 += p.w * p.h * cover(p.item.piece, p.side, saver, plan.options.lang);
  }
  return mm2 / A4_MM2;
}
