'use client';
// Whose step undo takes back (issue 28): the undo button's words are cut short lying down and
// gone upright, so the seat's own mark (colour, pattern, initial) shows on it in both.

import { SeatMark } from '@/app/ui/seat-mark';
import type { GameConfig, SeenEvent } from '@/lib/game';
import { nameOf } from './describe';

export function UndoWho({ event, config }: { event: SeenEvent | undefined; config: GameConfig }) {
  const seat = event && 'seat' in event && typeof event.seat === 'number' ? event.seat : null;
  if (seat === null) return null;
  return (
    <span className="inline-flex shrink-0" data-undo-seat={seat} aria-hidden="true">
      <SeatMark
        seat={seat}
        color={config.players[seat]?.color ?? ''}
        name={nameOf(config, seat)}
        size={24}
      />
    </span>
  );
}
