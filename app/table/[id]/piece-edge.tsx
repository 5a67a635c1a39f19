'use client';
// A seat's piece drawn with the edge that makes it read on every terrain (issue 28: lemon
// yellow on fields): split from board-layers.tsx, which draws the pieces with it.

import { PIECE_EDGE, PIECE_HALO, type PieceEdge } from '@/lib/colors/contrast';

/**
 * A piece's outline: the dark edge, heavy where the seat's fill does not stand out from some
 * terrain (lemon yellow on fields), with a light halo outside it where the edge does not
 * either (lib/colors/contrast.ts pieceEdge; issue 28).
 */
export function Piece({ d, seat, edge }: { d: string; seat: number; edge: PieceEdge | undefined }) {
  const w = edgeWidth(edge);
  return (
    <>
      {edge?.halo ? (
        <path d={d} fill="none" stroke={PIECE_HALO} strokeWidth={w + 3} strokeLinejoin="round" />
      ) : null}
      <path
        d={d}
        fill={`url(#seat-pattern-${seat})`}
        stroke={PIECE_EDGE}
        strokeWidth={w}
        strokeLinejoin="round"
      />
    </>
  );
}

/** The dark edge's width (board units): heavy where the fill alone does not read. */
export const edgeWidth = (edge: PieceEdge | undefined) => (edge?.heavy ? 4 : 2.5);

/** The edge as data on the piece (tests, and a reader of the page): plain, heavy or halo. */
export const edgeName = (edge: PieceEdge | undefined) =>
  edge?.halo ? 'halo' : edge?.heavy ? 'heavy' : 'plain';
