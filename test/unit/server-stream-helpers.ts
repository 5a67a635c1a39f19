// Shared set-ups for the live stream's tests (server-sse, server-delta): a whole random game,
// its events cut into entries with undo and redo, and the publications the hub makes of them.
// lib/server/replay imports 'server-only': a test that uses these mocks it with
// vi.mock('server-only', …), which vitest hoists above the test file's imports.

import {
  type Event,
  type GameState,
  type History,
  newHistory,
  parseGameLog,
  randomGame,
  type Viewer,
} from '@/lib/game';
import type { Published } from '@/lib/server/hub';
import { applyEntry } from '@/lib/server/replay';
import type { Entry } from '@/lib/server/store';

/** A new game's history and the events of a whole random game on it. */
export function game(
  ruleset: string,
  seats: number,
  seed: string,
): { h: History; events: Event[] } {
  const players = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, color: 'red' }));
  const parsed = parseGameLog({
    format: 'game@1',
    ruleset,
    seed,
    players,
    board: { share: `h1.${ruleset}.spiral.none.${seats}.${seed}` },
    events: [],
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const config = parsed.value.config;
  return { h: newHistory(config), events: [...randomGame(config).events] };
}

/** The table and every seat. */
export function viewersOf(seats: number): Viewer[] {
  return ['table', ...Array.from({ length: seats }, (_, i) => i)];
}

/** Entries of 1–4 events, an undo after every fifth and a redo after every tenth. */
export function entriesWithUndoRedo(events: readonly Event[]): Entry[] {
  const entries: Entry[] = [];
  for (let i = 0; i < events.length; ) {
    const n = 1 + (i % 4);
    entries.push({ kind: 'events', events: events.slice(i, i + n) });
    i += n;
    if (entries.length % 5 === 0) entries.push({ kind: 'undo', steps: 1 });
    if (entries.length % 10 === 0) entries.push({ kind: 'redo', steps: 1 });
  }
  return entries;
}

/** What the hub publishes for each entry in turn, from version 1 on. */
export function* publications(
  gameId: string,
  start: History,
  entries: readonly Entry[],
): Generator<Published> {
  let h = start;
  let version = 0;
  for (const entry of entries) {
    const before = h.states[h.cursor] as GameState;
    h = applyEntry(h, entry);
    version++;
    const state = h.states[h.cursor] as GameState;
    yield { gameId, version, entry, state, before };
  }
}
