'use client';
// The roll's moment on the tablet: the last roll of the turn in progress (from the live update,
// else from the log) and whether it is still news — any move but its own follow-ups (discards,
// the robber, the steal) or an undo ends it, and its banner shrinks to one line.

import { useEffect, useState } from 'react';
import type { LiveGame } from '@/app/live/use-live-game';
import type { GameView, SeenEvent } from '@/lib/game/view';
import { type PayoutView, payoutOf } from './describe';

/** The events that belong to a roll's moment: its payout stays news through them. */
const ROLL_FOLLOW_UPS: ReadonlySet<string> = new Set([
  'rolled',
  'discarded',
  'robberMoved',
  'stolen',
]);

/** The last roll of the turn in progress: from the live update, else from the log. */
function currentRoll(
  view: GameView,
  last: LiveGame['last'],
  log: readonly SeenEvent[] | null,
): PayoutView | null {
  if (view.phase !== 'play' || !view.turn.rolled) return null;
  const fromLast =
    last?.kind === 'events'
      ? [...last.events].reverse().find((e) => e.type === 'rolled')
      : undefined;
  if (fromLast) return payoutOf(view.config, fromLast);
  if (!log) return null;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as SeenEvent;
    if (e.type === 'turnEnded') return null;
    if (e.type === 'rolled') return payoutOf(view.config, e);
  }
  return null;
}

/** The roll of this turn, its key (one roll per turn) and whether its moment is still on. */
export function useRollMoment(
  view: GameView,
  live: LiveGame,
  log: readonly SeenEvent[] | null,
): {
  roll: PayoutView | null;
  rollKey: string | null;
  rollFresh: boolean;
  setRollDone: (key: string | null) => void;
} {
  // The roll whose moment has passed (another move or an undo since): it shrinks to one line.
  const [rollDone, setRollDone] = useState<string | null>(null);
  const roll = currentRoll(view, live.last, log);
  // One roll per turn: the turn number names it, so closing it holds until the next roll.
  const rollKey = roll ? `${view.turn.number}:${roll.seat}:${roll.sum}` : null;
  const rollFresh = roll !== null && rollDone !== rollKey;
  // Any move but the roll's own follow-ups (discards, the robber, the steal) ends its moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: judged on each new update only
  useEffect(() => {
    if (live.last?.kind !== 'events' || rollKey === null) return;
    if (live.last.events.some((e) => !ROLL_FOLLOW_UPS.has(e.type))) setRollDone(rollKey);
  }, [live.last]);
  return { roll, rollKey, rollFresh, setRollDone };
}
