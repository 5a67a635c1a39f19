'use client';
// The seat's development cards grouped by kind, each with whether it may be played now (the
// engine's playableNow and legal cards), and a change's reason in words.

import type { DevCard, GameView } from '@/lib/game';
import type { SeatStrings } from './i18n';
import { type Change, devGroups, devState } from './model';

/** Cards played from the phone itself (the tablet taps what the board needs next). */
const PHONE_CARDS = ['monopoly', 'yearOfPlenty', 'knight', 'roadBuilding'] as const;
export type PhoneCard = (typeof PHONE_CARDS)[number];

export function DevList({
  view,
  seat,
  t,
  canSend,
  onPlay,
}: {
  view: GameView;
  seat: number;
  t: SeatStrings;
  canSend: boolean;
  onPlay: (card: PhoneCard) => void;
}) {
  const groups = devGroups(view, seat);
  if (groups.length === 0) return <p className="mt-2">{t.noDev}</p>;
  return (
    <ul className="mt-2 space-y-2">
      {groups.map((g) => {
        const state = devState(view, seat, g.card);
        const phonePlays = (PHONE_CARDS as readonly string[]).includes(g.card);
        return (
          <li
            key={g.card}
            className="flex min-h-12 items-center gap-3"
            data-dev={g.card}
            data-state={state}
          >
            <span className="w-10 text-center text-3xl font-bold tabular-nums">{g.count}</span>
            <span className="flex-1">
              <span className="block text-xl">{t.devNames[g.card as DevCard]}</span>
              <span className="block text-base text-stone-600 dark:text-stone-300">
                {t.devStates[state]}
                {state === 'playable' && !phonePlays ? ` · ${t.onTablet}` : ''}
              </span>
            </span>
            {state === 'playable' && phonePlays && canSend && (
              <button
                type="button"
                data-testid={`play-${g.card}`}
                className="min-h-12 min-w-20 rounded-xl bg-sky-700 px-4 text-xl font-semibold text-white"
                onClick={() => onPlay(g.card as PhoneCard)}
              >
                {t.play}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function reasonText(t: SeatStrings, c: Change, name: (s: number) => string): string {
  const r = c.reason;
  const base = t.reason(r, name);
  if (r.kind === 'built') return `${base}: ${t.built[r.what] ?? r.what}`;
  if (r.kind === 'bought' && r.card) return `${base}: ${t.devNames[r.card]}`;
  return base;
}
