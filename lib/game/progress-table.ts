// What the progress-card screens name a board choice by, from a view: a hex by its terrain and
// its number now (after an inventor's swaps), a road by its owner and the numbers beside it,
// and the numbers the inventor swapped. Pure and light (no zod, no decide), so the phone may
// import it; the screens only word these shapes (no rule in React).

import { edgeHexes, type HexKey, hexKey, parseEdgeId, parseHexKey } from '../hex';
import { contextOf } from './context';
import type { Seat } from './types';
import type { GameView } from './view';

/** A hex's terrain and its number now (the inventor's swaps applied); null off the board. */
export function hexNow(
  view: GameView,
  key: string,
): { readonly terrain: string; readonly token: number | null } | null {
  const h = parseHexKey(key);
  const board = view.config.board;
  if (!h || !board) return null;
  const k = hexKey(h);
  const hex = board.hexes.find((x) => hexKey(x) === k);
  if (!hex) return null;
  const i = contextOf(view.config).topo.hexIndex.get(k);
  const swapped = i === undefined ? undefined : view.progress?.tokens?.[i];
  return { terrain: hex.terrain, token: swapped !== undefined ? swapped : (hex.token ?? null) };
}

/** A road's owner and the numbers of the hexes on either side, lowest first. */
export function roadNow(
  view: GameView,
  edge: string,
): { readonly seat: Seat | null; readonly numbers: number[] } | null {
  const e = parseEdgeId(edge);
  if (!e) return null;
  const ctx = contextOf(view.config);
  const i = ctx.topo.edges.indexOf(edge as (typeof ctx.topo.edges)[number]);
  const numbers = edgeHexes(e)
    .flatMap((h) => {
      const n = hexNow(view, hexKey(h))?.token;
      return typeof n === 'number' ? [n] : [];
    })
    .sort((a, b) => a - b);
  return { seat: i < 0 ? null : (view.roads[i] ?? null), numbers };
}

/** The hexes whose number now differs from the printed board's (the inventor's swaps). */
export function swappedTokens(
  view: GameView,
): { readonly hex: HexKey; readonly token: number | null }[] {
  const tokens = view.progress?.tokens;
  const board = view.config.board;
  if (!tokens || !board) return [];
  const topo = contextOf(view.config).topo;
  return topo.hexes.flatMap((h, i) => {
    const k = hexKey(h);
    const printed = board.hexes.find((x) => hexKey(x) === k)?.token ?? null;
    const now = tokens[i] ?? null;
    return now !== printed ? [{ hex: k, token: now }] : [];
  });
}

/** The merchant's hex key and holder; null before the first merchant. */
export function merchantNow(view: GameView): { readonly hex: HexKey; readonly seat: Seat } | null {
  const m = view.progress?.merchant;
  const h = m ? contextOf(view.config).topo.hexes[m.hex] : undefined;
  return m && h ? { hex: hexKey(h), seat: m.seat } : null;
}
