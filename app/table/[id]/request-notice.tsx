'use client';
// A phone's request ("My count is wrong") said in the strip under the board as well (issue 28):
// the request itself moves to the top of the side panel, but a table looking at the board
// reads the strip. Said from the live update that carried it, until the next move; who asks,
// never what their hand holds.

import { Suspense, useEffect, useState } from 'react';
import type { LiveUpdate } from '@/app/live/use-live-game';
import { useLazyWords } from '@/app/ui/lazy-words';
import type { GameConfig, SeenEvent } from '@/lib/game';
import { nameOf } from './describe';
import { ACT_ON } from './i18n-act-on';

/** The seats whose requests `events` carry, in order. */
export function requestsIn(events: readonly SeenEvent[]): number[] {
  return events.flatMap((e) => (e.type === 'correctionRequested' ? [e.seat] : []));
}

export function RequestNotice(props: { last: LiveUpdate | null; config: GameConfig }) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}

function Notice({ last, config }: { last: LiveUpdate | null; config: GameConfig }) {
  const w = useLazyWords(ACT_ON);
  const [seats, setSeats] = useState<number[]>([]);
  useEffect(() => {
    if (!last) return;
    setSeats(last.kind === 'events' ? requestsIn(last.events) : []);
  }, [last]);
  if (seats.length === 0) return null;
  return (
    <p
      role="status"
      className="rounded-xl border-2 border-amber-400 bg-stone-800 px-3 py-1 text-xl text-stone-50"
      data-testid="request-notice"
    >
      {seats.map((s) => w.asks(nameOf(config, s))).join(' · ')}
    </p>
  );
}
