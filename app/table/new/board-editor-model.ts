// The board editor's drawing helpers, pure: the typed board as far as it goes (for BoardSvg),
// hex outlines, a land hex's row and place, and the hexes a problem marks.

import { type EditorBoard, type EditorProblem, editorSlots } from '@/lib/board/editor';
import type { Board, BoardHex } from '@/lib/board/types';
import { cornerOffset, type HexKey, hexKey } from '@/lib/hex';
import { getRuleset } from '@/lib/rules';

/** The hex size BoardSvg draws with; the tap targets lie exactly over its hexes. */
export const R = 50;
export const points = (s: number) =>
  Array.from({ length: 6 }, (_, i) => cornerOffset(i))
    .map((c) => `${(c.x * s).toFixed(2)},${(c.y * s).toFixed(2)}`)
    .join(' ');

/** The typed board as far as it goes, for BoardSvg: empty land is left out (the overlay draws it). */
export function preview(e: EditorBoard): Board {
  const slots = editorSlots(e.ruleset);
  const hexes: BoardHex[] = [];
  let order = 1;
  for (const h of slots.land) {
    const l = e.land[hexKey(h)];
    if (l?.terrain)
      hexes.push({ q: h.q, r: h.r, terrain: l.terrain, token: l.token, order: order++ });
  }
  for (const w of slots.water) {
    const hb = e.harbors[hexKey(w.hex)];
    // Intimate Settlers: water nobody laid is open table, not sea.
    if (getRuleset(e.ruleset).features.discovery && !hb && !e.seas.includes(hexKey(w.hex)))
      continue;
    hexes.push({
      q: w.hex.q,
      r: w.hex.r,
      terrain: 'sea',
      token: null,
      order: order++,
      ...(hb ? { harbor: { trade: hb.trade, faces: hb.faces } } : {}),
    });
  }
  const desert = slots.land.find((h) => e.land[hexKey(h)]?.terrain === 'desert');
  const first = slots.land[0];
  return {
    format: 'board@1',
    ruleset: e.ruleset,
    seed: 'entered',
    layout: 'spiral',
    players: getRuleset(e.ruleset).players.max,
    balance: { preset: 'none', constraints: [] },
    hexes,
    robber: desert ? hexKey(desert) : first ? hexKey(first) : '0,0',
    share: '',
  };
}

/** Row and place in the row (both from 1) of a land hex, as the group sees the island. */
export function rowCol(land: readonly { q: number; r: number }[], key: HexKey): [number, number] {
  const [q, r] = key.split(',').map(Number) as [number, number];
  const rows = [...new Set(land.map((h) => h.r))].sort((a, b) => a - b);
  const inRow = land.filter((h) => h.r === r).sort((a, b) => a.q - b.q);
  return [rows.indexOf(r) + 1, inRow.findIndex((h) => h.q === q) + 1];
}

export const problemHexes = (ps: readonly EditorProblem[]): Set<string> =>
  new Set(ps.flatMap((p) => ('hexes' in p ? p.hexes : [])));
