// The live stream's deltas (lib/server/sse.ts deltaBytes): over whole random games with undo
// and redo, every viewer that applies its own deltas to its snapshot holds exactly its own
// view at every version, no operation ever carries another seat's hand or development cards
// (nor another seat's correction request), each (version, viewer) delta is built once and
// shared by that viewer's streams, and the deltas are a fraction of the full updates' bytes.
import { describe, expect, it, vi } from 'vitest';
import { type GameState, type Viewer, viewEvent, viewFor } from '@/lib/game';
import { applyPatch, type JsonPath, type PatchOp } from '@/lib/live/patch';
import { packEvents } from '@/lib/live/wire';
import { entriesWithUndoRedo, game, publications, viewersOf } from './server-stream-helpers';

vi.mock('server-only', () => ({}));
const { deltaBytes, updateBytes } = await import('@/lib/server/sse');
const { applyEntry } = await import('@/lib/server/replay');

/** The view as the stream's JSON carries it: without config. */
function ownView(state: GameState, viewer: Viewer): unknown {
  const { config: _config, ...view } = viewFor(state, viewer);
  return JSON.parse(JSON.stringify(view));
}

interface DeltaData {
  from: number;
  to: number;
  kind?: string;
  events?: unknown[];
  steps?: number;
  ops: PatchOp[];
}
const decoder = new TextDecoder();
function parse(bytes: Uint8Array): { event: string; id: string; data: DeltaData } {
  const text = decoder.decode(bytes);
  const [, id, event, data] = /^id: (\d+)\nevent: (\w+)\ndata: (.*)\n\n$/s.exec(text) ?? [];
  return { id: id ?? '', event: event ?? '', data: JSON.parse(data ?? 'null') };
}

/**
 * Places in an operation (its path joined with every path inside its value) that hold a
 * secret of another seat: a hand or development cards of players[j] (j ≠ viewer; dev cards
 * are public once the game is over), or the cards of a correction request by another seat.
 */
function leaks(
  op: PatchOp,
  viewer: Viewer,
  after: GameState,
  over: boolean,
  doc: unknown = null,
): string[] {
  const found: string[] = [];
  const visit = (path: JsonPath, value: unknown) => {
    const [a, b, c, d, e] = path;
    if (a === 'players' && typeof b === 'number' && b !== viewer && value !== null) {
      if (c === 'hand' || (c === 'dev' && !over)) {
        found.push(path.join('/'));
        return;
      }
    }
    if (a === 'corrections' && b === 'requests' && typeof c === 'number' && d === 'hand')
      if (value !== null && after.corrections.requests[c]?.seat !== viewer && e === undefined)
        found.push(path.join('/'));
    if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value))
        visit([...path, Array.isArray(value) ? Number(k) : k], v);
  };
  if (op[0] === 's') visit(op[1], op[2]);
  if (op[0] === 'a') {
    // Appended items land at the end of the array as it is before this operation.
    const target = op[1].reduce<unknown>(
      (node, k) => (node as Record<string | number, unknown>)[k],
      doc,
    ) as unknown[];
    op[2].forEach((item, i) => {
      visit([...op[1], target.length + i], item);
    });
  }
  return found;
}

describe('deltas', () => {
  for (const [ruleset, seats] of [
    ['base', 4],
    ['base56', 6],
  ] as const) {
    it(`${ruleset}: each viewer's deltas rebuild its own view at every version and carry no other seat's secret`, () => {
      const { h: start, events } = game(ruleset, seats, `delta-${ruleset}`);
      const viewers = viewersOf(seats);
      const held = new Map<Viewer, unknown>(
        viewers.map((v) => [v, ownView(start.states[0] as GameState, v)]),
      );
      let version = 0;
      let deltaTotal = 0;
      let updateTotal = 0;
      let secretOps = 0;
      for (const p of publications(`delta-${ruleset}`, start, entriesWithUndoRedo(events))) {
        const { entry, state } = p;
        version = p.version;
        for (const v of version % 2 ? viewers : [...viewers].reverse()) {
          const bytes = deltaBytes(p, v);
          // A second stream of the same viewer gets the very same bytes.
          expect(deltaBytes(p, v)).toBe(bytes);
          const m = parse(bytes);
          expect([m.event, m.id, m.data.from, m.data.to]).toEqual([
            'delta',
            String(version),
            version - 1,
            version,
          ]);
          // "kind" is left out for events; the events come packed (lib/live/wire.ts).
          expect(m.data.kind ?? 'events').toBe(entry.kind);
          expect(m.data.events ?? []).toEqual(
            entry.kind === 'events'
              ? JSON.parse(JSON.stringify(packEvents(entry.events.map((e) => viewEvent(e, v)))))
              : [],
          );
          // Operation by operation, each checked against the document it applies to.
          let doc = held.get(v);
          for (const op of m.data.ops) {
            expect(leaks(op, v, state, state.phase === 'over', doc)).toEqual([]);
            doc = applyPatch(doc, [op]);
          }
          if (m.data.ops.some((op) => String(op[1][0]) === 'players')) secretOps++;
          const next = applyPatch(held.get(v), m.data.ops);
          expect(next).toEqual(doc);
          expect(next).toEqual(ownView(state, v));
          held.set(v, next);
          deltaTotal += bytes.byteLength;
          updateTotal += updateBytes(p, v).byteLength;
        }
      }
      expect(version).toBeGreaterThan(50);
      expect(secretOps).toBeGreaterThan(50);
      // Secrets that are cut per viewer all occurred: stolen cards and bought development cards.
      expect(
        events.some((e) => (e.type === 'stolen' || e.type === 'robberMoved') && e.stolen),
      ).toBe(true);
      expect(events.some((e) => e.type === 'devBought')).toBe(true);
      // Entries of 1–4 events, undo and redo: the events (as before) outweigh the operations here.
      expect(updateTotal / deltaTotal).toBeGreaterThan(2);
    });
  }

  it("a leak would be seen: another seat's hand set in an operation is found", () => {
    const { h, events } = game('base', 3, 'delta-leak');
    const state = applyEntry(h, { kind: 'events', events: events.slice(0, 40) }).states.at(
      -1,
    ) as GameState;
    expect(leaks(['s', ['players', 1, 'hand', 'ore'], 2], 0, state, false)).toEqual([
      'players/1/hand/ore',
    ]);
    expect(
      leaks(['s', ['players'], [{ hand: null }, { hand: { ore: 1 } }]], 0, state, false),
    ).toEqual(['players/1/hand']);
    expect(leaks(['s', ['players', 0, 'hand', 'ore'], 2], 0, state, false)).toEqual([]);
    expect(leaks(['s', ['players', 2, 'dev'], ['knight']], 0, state, true)).toEqual([]);
    expect(leaks(['s', ['players', 2, 'dev'], ['knight']], 0, state, false)).toEqual([
      'players/2/dev',
    ]);
  });
});
