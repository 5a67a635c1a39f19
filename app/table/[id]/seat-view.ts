'use client';
// The acting seat's own view, for the pickers that must not offer what that seat cannot pay:
// bank and harbor trades (which rates its hand pays), trades with another player and discards
// (no more of a resource than the seat holds). The table's view never holds a hand, so the
// host's credential reads the seat's view (GET /api/games/<id>/seats/<seat>, as the private
// reveal does) while such a picker is open, and the picker asks legalActions(seatView, seat).
// Only what a refusal would tell the table anyway is drawn from it — a button enabled or
// disabled with what is missing — never the hand itself. Until it arrives (or when it cannot be
// read: offline, a read-only screen) the pickers offer what the public view allows, and the
// engine refuses the rest in words.

import { useEffect, useState } from 'react';
import type { GameView, Seat } from '@/lib/game';

/** Reads one seat's view with the host's credential; null when it cannot be read. */
export type ReadSeat = (seat: Seat) => Promise<GameView | null>;

/** The reader for this table (the host's credential). */
export function seatReader(gameId: string, token: string): ReadSeat {
  return async (seat) => {
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/seats/${seat}`, {
        headers: { Authorization: `Bearer ${token}` },
        cache: 'no-store',
      });
      if (!r.ok) return null;
      const body = (await r.json()) as { view?: GameView };
      return body.view ?? null;
    } catch {
      return null;
    }
  };
}

/**
 * `seat`'s own view at the table's `version` or later, while `seat` is not null; null until it
 * has been read (or when it cannot be), so callers fall back to the public view.
 */
export function useSeatView(
  read: ReadSeat | undefined,
  seat: Seat | null,
  version: number,
): GameView | null {
  const [got, setGot] = useState<{ seat: Seat; view: GameView } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again at every new version
  useEffect(() => {
    if (!read || seat === null) return;
    let gone = false;
    void read(seat).then((v) => {
      if (!gone) setGot(v ? { seat, view: v } : null);
    });
    return () => {
      gone = true;
    };
  }, [read, seat, version]);
  if (seat === null || got === null || got.seat !== seat || got.view.version < version) return null;
  return got.view;
}
