'use client';
// Progress cards on the board (play-board.tsx draws them over the pieces): the numbers an
// inventor swapped, each a fresh token over the printed one with an amber ring so the table
// sees the number that counts now, and the merchant, a cone in its holder's colours on its hex
// (right of the number, clear of the corners' buildings and of the robber on the left). It
// draws what lib/game/progress-table.ts lists; it decides nothing.

import { Token } from '@/app/board/board-svg';
import { merchantNow, swappedTokens } from '@/lib/game/progress-table';
import type { GameView } from '@/lib/game/view';
import { parseHexKey } from '@/lib/hex';
import { hexPoint } from './geometry';

export function ProgressPieces({ view }: { view: GameView }) {
  if (!view.progress) return null;
  const swapped = swappedTokens(view);
  const merchant = merchantNow(view);
  const mh = merchant ? parseHexKey(merchant.hex) : null;
  return (
    <g pointerEvents="none">
      {swapped.map((x) => {
        const h = parseHexKey(x.hex);
        if (!h) return null;
        const c = hexPoint(h);
        return (
          <g key={x.hex} data-swapped={x.hex} transform={`translate(${c.x} ${c.y})`}>
            <circle r={24} fill="#f59e0b" stroke="#111" strokeWidth={2} />
            {x.token !== null ? <Token value={x.token} /> : null}
          </g>
        );
      })}
      {merchant && mh ? (
        <g
          data-merchant={merchant.hex}
          data-seat={merchant.seat}
          transform={`translate(${hexPoint(mh).x + 30} ${hexPoint(mh).y + 8})`}
        >
          <path
            d="M 0 -18 L 12 14 H -12 Z"
            fill={`url(#seat-pattern-${merchant.seat})`}
            stroke="#111"
            strokeWidth={2.5}
          />
          <circle cy={-20} r={7} fill="#f8f1dc" stroke="#111" strokeWidth={2} />
        </g>
      ) : null}
    </g>
  );
}
