// What the printed board shows beyond its hexes, as the engine has it: where the robber starts
// (lib/game/setup.ts keeps it off the table while a ruleset's desert is still in the discovery
// bag) and, for boards with home bases (Intimate Settlers), the gap between them that the
// rules measure with spare tiles (four hexes, ../shared/seeds/003). Pure: the guide, the mat
// and their tests read it.

import type { Board } from '../lib/board/types';
import { type Hex, type HexKey, hexDistance } from '../lib/hex';
import { getRuleset } from '../lib/rules/rulesets';

/** The robber's hex on the printed board, or null when it starts off the board. */
export function robberStart(board: Board): HexKey | null {
  return getRuleset(board.ruleset).features.discovery ? null : board.robber;
}

/** Hexes from a to b, both ends included (cube lerp, nudged off ties). */
function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = a.q + 1e-6 + (b.q - a.q) * t;
    const r = a.r + 1e-6 + (b.r - a.r) * t;
    const s = -q - r;
    let rq = Math.round(q);
    let rr = Math.round(r);
    const rs = Math.round(s);
    const dq = Math.abs(rq - q);
    const dr = Math.abs(rr - r);
    const ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    out.push({ q: rq, r: rr });
  }
  return out;
}

/**
 * The hexes between two home bases' nearest land hexes: where the rules lay spare tiles to
 * measure the gap, then take them away (a base's own sea tile may lie on one); none on a
 * board without home bases.
 */
export function homeGap(board: Board): Hex[] {
  const land = (p: number) => board.hexes.filter((h) => h.home === p && h.terrain !== 'sea');
  const a = land(0);
  const b = land(1);
  let best: [Hex, Hex] | null = null;
  for (const x of a)
    for (const y of b)
      if (!best || hexDistance(x, y) < hexDistance(best[0], best[1])) best = [x, y];
  if (!best) return [];
  return hexLine(best[0], best[1]).slice(1, -1);
}
