// Road building played from a phone: the card counts at once (roadBuildingCalled) and its free
// roads are tapped on the table next (placeFreeRoads), one or two at a time, at the same spots
// the tablet's own road building offers. Facts from ../shared/rules.md (two free roads, laid
// where a road may be built; fewer when no piece or no spot is left).
import { describe, expect, it } from 'vitest';
import { type Command, commandOf, type GameState, legalActions, viewFor } from '@/lib/game';
import { act, config, playState, refused } from './game-helpers';

const base = config('base');
const old = { card: 'roadBuilding' as const, turn: 1 };
/** Seat 0 is active, has rolled, holds an old road building card and a settlement. */
const ready = (roads: Record<string, number> = {}): GameState =>
  playState(base, { dev: { 0: [old] }, settlements: { '0,0,N': 0 }, roads });
const call: Command = { type: 'playRoadBuilding', seat: 0 };
const table = (s: GameState) => legalActions(viewFor(s, 'table'), 0);
/** The n-th spot the table offers now. */
const spot = (s: GameState, n = 0) => {
  const e = table(s).freeRoads?.roads[n];
  if (e === undefined) throw new Error('no free road spot');
  return e;
};

describe('a phone plays road building; the table lays the roads', () => {
  it('the card counts at once and two free roads are pending; nothing else goes meanwhile', () => {
    const s = act(ready(), call);
    expect([s.players[0]?.dev, s.turn.devPlayed]).toEqual([[], 1]);
    expect(s.turn.pending).toEqual({ kind: 'freeRoads', seat: 0, left: 2 });
    const a = table(s);
    expect([a.freeRoads?.left, a.freeRoads?.done, a.endTurn]).toEqual([2, false, null]);
    expect(a.freeRoads?.roads).toEqual(legalActions(viewFor(ready(), 0), 0).builds[0]?.spots);
    expect(refused(s, { type: 'endTurn', seat: 0 })).toBe('ERR_PENDING');
  });

  it('the phone sees it on its list; the spots offered are those of the tablet play', () => {
    const own = legalActions(viewFor(ready(), 0), 0).dev.cards?.find(
      (c) => c.card === 'roadBuilding',
    );
    const s = act(ready(), call);
    expect(own?.card === 'roadBuilding' && own.roads).toEqual(table(s).freeRoads?.roads);
    expect(legalActions(viewFor(s, 1), 1).freeRoads).toBeNull();
  });

  it('one at a time: the first leaves one, the second (continuing the first) ends the card', () => {
    let s = act(ready(), call);
    s = act(s, { type: 'placeFreeRoads', seat: 0, edges: [spot(s)] });
    expect([s.players[0]?.roads, s.turn.pending]).toEqual([
      1,
      { kind: 'freeRoads', seat: 0, left: 1 },
    ]);
    s = act(s, { type: 'placeFreeRoads', seat: 0, edges: [spot(s, 2)] });
    expect([s.players[0]?.roads, s.turn.pending, table(s).endTurn]).toEqual([
      2,
      null,
      { type: 'endTurn', seat: 0 },
    ]);
  });

  it('both at once, as on the tablet', () => {
    const s0 = act(ready(), call);
    const first = spot(s0);
    const s1 = act(s0, { type: 'placeFreeRoads', seat: 0, edges: [first] });
    const s = act(s0, { type: 'placeFreeRoads', seat: 0, edges: [first, spot(s1, 1)] });
    expect([s.players[0]?.roads, s.turn.pending]).toEqual([2, null]);
  });

  it('the last road piece ends the card after one; none left: "done" alone ends it', () => {
    const s0 = ready();
    // 14 roads out: one piece left.
    const one = { ...s0, players: s0.players.map((q, i) => (i === 0 ? { ...q, roads: 14 } : q)) };
    const called = act(one, call);
    const s = act(called, { type: 'placeFreeRoads', seat: 0, edges: [spot(called)] });
    expect(s.turn.pending).toBeNull();
    // 15 out: nothing fits, the table is offered only "done".
    const none = { ...s0, players: s0.players.map((q, i) => (i === 0 ? { ...q, roads: 15 } : q)) };
    const t = act(none, call);
    const free = table(t).freeRoads;
    expect(free).toMatchObject({ left: 2, roads: [], ships: [], done: true, commands: [] });
    // "done" is the listed command, sent as it is.
    expect(free?.doneCommand).toEqual({ type: 'placeFreeRoads', seat: 0, edges: [] });
    const done = act(t, free?.doneCommand ?? { type: 'endTurn', seat: 0 });
    expect(done.turn.pending).toBeNull();
  });

  it.each([
    ['"done" while a road still fits', () => ({ edges: [] }), 'ERR_BAD_ID'],
    [
      'three pieces',
      (s: GameState) => ({ edges: [spot(s), spot(s, 1), spot(s, 2)] }),
      'ERR_BAD_ID',
    ],
    ['a path off the network', () => ({ edges: ['2,-2,W'] }), 'ERR_NOT_CONNECTED'],
    ['a path not on the board', () => ({ edges: ['9,9,W'] }), 'ERR_BAD_ID'],
  ] as const)('laying %s is refused', (_, c, code) => {
    const s = act(ready(), call);
    expect(refused(s, { type: 'placeFreeRoads', seat: 0, ...c(s) } as Command)).toBe(code);
  });

  it.each([
    ['without road building played', ready(), 0, 'ERR_WRONG_PHASE'],
    ['by another seat', act(ready(), call), 1, 'ERR_NOT_YOUR_TURN'],
  ] as const)('free roads %s are refused', (_, s, seat, code) => {
    expect(refused(s, { type: 'placeFreeRoads', seat, edges: [] })).toBe(code);
  });

  it('the card rules hold as for the tablet: not a card bought this turn, one card a turn', () => {
    const fresh = playState(base, { dev: { 0: [{ card: 'roadBuilding', turn: 5 }] } });
    expect(refused(fresh, call)).toBe('ERR_CARD_TOO_NEW');
    const played = ready();
    expect(refused({ ...played, turn: { ...played.turn, devPlayed: 1 } }, call)).toBe(
      'ERR_DEV_LIMIT',
    );
    expect(refused(ready(), { type: 'playRoadBuilding', seat: 1 })).toBe('ERR_NOT_YOUR_TURN');
  });

  it('the log replays: each new event stands for the command that made it', () => {
    const s = act(ready(), call);
    expect(commandOf({ type: 'roadBuildingCalled', seat: 0 })).toEqual(call);
    const e = spot(s);
    expect(commandOf({ type: 'freeRoadsPlaced', seat: 0, edges: [e], ships: [], left: 1 })).toEqual(
      { type: 'placeFreeRoads', seat: 0, edges: [e], ships: [] },
    );
  });
});
