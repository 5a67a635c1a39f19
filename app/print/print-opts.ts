// The /print form's choices as plain data: its options with their defaults, what a play mat
// ignores, and the query (and raw options) they make for /api/print and the sketch's plan.

import { MAT_KIT_ONLY } from '@/print/mat';

export interface Opts {
  paper: string;
  lang: string;
  nicknames: boolean;
  backs: string;
  margin: string;
  gap: string;
  bleed: string;
  scale: string;
  hex: string;
  token: string;
  cutLines: boolean;
  cropMarks: boolean;
  inkSaver: boolean;
  names: boolean;
  calibration: boolean;
  duplexTest: boolean;
  backX: string;
  backY: string;
  backBleed: string;
  guide: boolean;
  water: boolean;
  mat: boolean;
  overlap: string;
  /** A complete-game preset (print/complete.ts) and the seed of its fresh board. */
  complete: string;
  seed: string;
}

export const DEFAULTS: Opts = {
  paper: 'a4',
  lang: 'en',
  nicknames: false,
  backs: 'duplex',
  margin: '10',
  gap: '2',
  bleed: '0',
  scale: '1',
  hex: '',
  token: '',
  cutLines: true,
  cropMarks: false,
  inkSaver: false,
  names: true,
  calibration: false,
  duplexTest: false,
  backX: '0',
  backY: '0',
  backBleed: '2',
  guide: true,
  water: true,
  mat: false,
  overlap: '10',
  complete: 'none',
  seed: '',
};

/**
 * What a play mat does not take (print/mat.ts: its kit-only options, the calibration page and a
 * complete game, whose seed goes with it): the form hides them while the mat is chosen and
 * leaves them out of the mat's request, so the API's refusal of them is never met here.
 */
export const MAT_IGNORES: ReadonlySet<string> = new Set([
  ...MAT_KIT_ONLY,
  'calibration',
  'complete',
  'seed',
]);

/** The query string for /api/print and the same request as raw options for the sketch. */
export function buildRequest(
  share: string | null,
  counts: Readonly<Record<string, number>>,
  o: Opts,
): { query: string; raw: Record<string, unknown> } {
  const q = new URLSearchParams();
  const r: Record<string, unknown> = {};
  if (share) q.set('b', share);
  // A play mat prints the board alone: no pieces, no calibration page, no backs or cutting.
  const mat = o.mat && share !== null;
  const pieces = mat ? [] : Object.entries(counts).filter(([, n]) => n > 0);
  for (const [id, n] of pieces) q.append('piece', `${id}=${n}`);
  if (pieces.length) r.pieces = pieces.map(([id, count]) => ({ id, count }));
  for (const [k, v] of Object.entries(o) as [keyof Opts, string | boolean][]) {
    if (v === DEFAULTS[k] || v === '') continue;
    if (mat ? MAT_IGNORES.has(k) : k === 'mat' || k === 'overlap') continue;
    q.set(k, String(v));
    r[k] = v;
  }
  return { query: q.toString(), raw: r };
}
