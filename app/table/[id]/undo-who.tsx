'use client';
// Whose step undo takes back (issue 28): the undo button's words are cut short lying down and
// gone upright, so the seat's colour and pattern show on it in both. No letter: the button's
// name ("Undo: Ann rolled 8") holds the words, and visible text must be part of it.

import { seatColor } from '@/lib/colors';
import type { GameConfig, SeenEvent } from '@/lib/game';

export function UndoWho({ event, config }: { event: SeenEvent | undefined; config: GameConfig }) {
  const seat = event && 'seat' in event && typeof event.seat === 'number' ? event.seat : null;
  if (seat === null) return null;
  const c = seatColor(config.players[seat]?.color ?? '', seat);
  return (
    <svg
      width={20}
      height={20}
      viewBox="-10 -10 20 20"
      aria-hidden="true"
      className="shrink-0"
      data-undo-seat={seat}
    >
      <circle r={8.5} fill={c.id} stroke="#111" strokeWidth={1.5} />
      {/* The board's pattern for this seat, where the board has drawn it. */}
      <circle r={8.5} fill={`url(#seat-pattern-${seat})`} stroke="none" />
    </svg>
  );
}
