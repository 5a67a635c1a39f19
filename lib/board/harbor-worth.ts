// What a harbor is worth to the spots beside it: the settlement spots at its two
// intersections and the pips that flow there, all of them and (for a 2:1 harbor) those of its
// own resource, which a settler there can turn at 2:1 without moving a card.
// docs/board-format.md states the definition; the fairness panel draws it.

import {
  edgeBetween,
  edgeVertices,
  type HexKey,
  hexKey,
  parseHexKey,
  type VertexId,
  vertexHexes,
  vertexId,
} from '../hex';
import { pips, terrainResource } from '../rules/vocab';
import type { Board, BoardHex, HarborTrade } from './types';

export interface HarborWorth {
  readonly trade: HarborTrade;
  /** The sea hex the harbor lies on, "q,r". */
  readonly at: HexKey;
  /** Its two intersections (the ends of the side it faces). */
  readonly spots: readonly VertexId[];
  /** The pips of each of those spots. */
  readonly spotPips: readonly number[];
  /** All pips on the land hexes at its spots, each hex once. */
  readonly pips: number;
  /** A 2:1 harbor: the pips of its own resource among those; a 3:1 harbor: null. */
  readonly own: number | null;
}

/** Every harbor on a board, in laying order, with what it is worth. */
export function harborWorth(board: Board): HarborWorth[] {
  const land = new Map<string, BoardHex>();
  for (const h of board.hexes) if (h.terrain !== 'sea') land.set(hexKey(h), h);
  const out: HarborWorth[] = [];
  const harbors = board.hexes.filter((h) => h.harbor).sort((a, b) => a.order - b.order);
  for (const w of harbors) {
    const hb = w.harbor;
    const faced = hb ? parseHexKey(hb.faces) : null;
    const side = faced ? edgeBetween(w, faced) : null;
    if (!hb || !side) continue;
    const spots = edgeVertices(side);
    const seen = new Set<string>();
    let all = 0;
    let own = 0;
    const spotPips = spots.map((v) => {
      let sum = 0;
      for (const x of vertexHexes(v)) {
        const h = land.get(hexKey(x));
        if (!h) continue;
        const p = pips(h.token ?? 0);
        sum += p;
        if (seen.has(hexKey(h))) continue;
        seen.add(hexKey(h));
        all += p;
        if (terrainResource(h.terrain) === hb.trade) own += p;
      }
      return sum;
    });
    out.push({
      trade: hb.trade,
      at: hexKey(w),
      spots: spots.map(vertexId),
      spotPips,
      pips: all,
      own: hb.trade === 'any' ? null : own,
    });
  }
  return out;
}
