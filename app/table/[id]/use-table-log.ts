'use client';
// The log (host only): for the game log, undo's description and the stats. The tablet never
// shows a secret from it: every event goes through the table's view first. A former host may
// not read it: no request its dead token would only get 403 for (issue 28).

import { useEffect, useState } from 'react';
import type { Event } from '@/lib/game/types';
import { type SeenEvent, viewEvent } from '@/lib/game/view';

/** The game's events as the table sees them, read again on every new version; null until read. */
export function useTableLog(
  gameId: string,
  token: string,
  version: number,
  readOnly: boolean,
): readonly SeenEvent[] | null {
  const [log, setLog] = useState<readonly SeenEvent[] | null>(null);
  useEffect(() => {
    if (version < 0 || readOnly) return;
    let gone = false;
    void (async () => {
      try {
        const r = await fetch(`/api/games/${gameId}/log`, {
          headers: { Authorization: `Bearer ${token}` },
          cache: 'no-store',
        });
        if (!r.ok || gone) return;
        const doc = (await r.json()) as { events: Event[] };
        if (!gone) setLog(doc.events.map((e) => viewEvent(e, 'table')));
      } catch {
        // offline: the log catches up on the next version
      }
    })();
    return () => {
      gone = true;
    };
  }, [gameId, token, version, readOnly]);
  return log;
}
