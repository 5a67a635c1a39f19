// The live stream's update messages (lib/server/sse.ts): built once per (version, viewer) and
// shared by every stream of that viewer, with the JSON of the parts every viewer shares
// reused — and still byte for byte the message JSON.stringify gives for that viewer's own
// viewFor / viewEvent, so no viewer ever gets a field cut for another.
import { describe, expect, it, vi } from 'vitest';
import { type GameState, type Viewer, viewEvent, viewFor } from '@/lib/game';
import type { Published } from '@/lib/server/hub';
import type { Entry } from '@/lib/server/store';
import { entriesWithUndoRedo, game, publications, viewersOf } from './server-stream-helpers';

vi.mock('server-only', () => ({}));
const { updateBytes } = await import('@/lib/server/sse');
const { applyEntry } = await import('@/lib/server/replay');

/** The message as the stream wrote it before sharing: one JSON.stringify per stream. */
function reference(version: number, entry: Entry, state: GameState, viewer: Viewer): string {
  const { config: _config, ...view } = viewFor(state, viewer);
  const data =
    entry.kind === 'events'
      ? { version, kind: entry.kind, events: entry.events.map((e) => viewEvent(e, viewer)), view }
      : { version, kind: entry.kind, steps: entry.steps, events: [], view };
  return `id: ${version}\nevent: update\ndata: ${JSON.stringify(data)}\n\n`;
}

const decoder = new TextDecoder();

describe('update messages', () => {
  for (const [ruleset, seats] of [
    ['base', 4],
    ['base56', 6],
  ] as const) {
    it(`${ruleset}: every viewer's bytes equal its own JSON.stringify message, over a whole game with undo and redo`, () => {
      const { h: start, events } = game(ruleset, seats, `sse-${ruleset}`);
      const viewers = viewersOf(seats);
      let checked = 0;
      for (const p of publications('g', start, entriesWithUndoRedo(events))) {
        const { version, entry, state } = p;
        // Viewers in two orders over two publications: what one viewer caches never leaks.
        for (const v of version % 2 ? viewers : [...viewers].reverse()) {
          const bytes = updateBytes(p, v);
          expect(decoder.decode(bytes)).toBe(reference(version, entry, state, v));
          // A second stream of the same viewer gets the very same bytes.
          expect(updateBytes(p, v)).toBe(bytes);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50 * viewers.length);
      // Secrets that are cut per viewer all occurred: stolen cards and bought development cards.
      expect(events.some((e) => e.type === 'stolen' || e.type === 'robberMoved')).toBe(true);
      expect(events.some((e) => e.type === 'devBought')).toBe(true);
    });
  }

  it("a seat's message holds its own hand and no other seat's", () => {
    const { h: start, events } = game('base', 3, 'sse-hands');
    const entry: Entry = { kind: 'events', events: events.slice(0, 60) };
    const h = applyEntry(start, entry);
    const state = h.states[h.cursor] as GameState;
    const before = start.states[start.cursor] as GameState;
    const p: Published = { gameId: 'g', version: 1, entry, state, before };
    const table = JSON.parse(decoder.decode(updateBytes(p, 'table')).split('data: ')[1] ?? '');
    expect(table.view.players.every((pl: { hand: unknown }) => pl.hand === null)).toBe(true);
    expect('config' in table.view).toBe(false);
    for (const seat of [0, 1, 2]) {
      const m = JSON.parse(decoder.decode(updateBytes(p, seat)).split('data: ')[1] ?? '');
      expect(m.view.viewer).toBe(seat);
      m.view.players.forEach((pl: { hand: unknown }, i: number) => {
        if (i === seat) expect(pl.hand).toEqual(state.players[i]?.hand);
        else expect(pl.hand).toBeNull();
      });
    }
  });
});
