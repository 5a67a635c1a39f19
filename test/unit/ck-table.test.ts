// What the cities-and-knights screens show (lib/game/ck-table.ts), as tables of facts from
// ../shared/rules-cities-knights.md: the red faces that draw a progress card per level, the
// barbarian forecast (strength = cities, defence = active knights, a tie to the defenders,
// the least-defended cities' owners lose one), and the tablet's cards-aside knight list.

import { describe, expect, it } from 'vitest';
import type { GameState, KnightPiece } from '@/lib/game';
import {
  barbarianForecast,
  boardStep,
  cardsAside,
  ckVertexOf,
  ckWaits,
  drawFaces,
  improvementRows,
  knightMarks,
  progressBoardChoice,
  progressSpotOf,
  progressTaps,
} from '@/lib/game/ck-table';
import { contextOf } from '@/lib/game/context';
import { legalActions } from '@/lib/game/legal';
import { viewFor } from '@/lib/game/view';
import type { VertexId } from '@/lib/hex';
import { config, playState } from './game-helpers';

const CK = config('ck', 3);
const V = contextOf(CK).topo.vertices;
const vx = (i: number) => V[i] as VertexId;
const knight = (seat: number, level: 1 | 2 | 3, active: boolean): KnightPiece => ({
  seat,
  level,
  active,
  activated: -1,
  promoted: -1,
});

function withKnights(s: GameState, ks: Record<number, KnightPiece>): GameState {
  return { ...s, knightPieces: (s.knightPieces ?? V.map(() => null)).map((k, v) => ks[v] ?? k) };
}

describe('the red faces that draw a progress card ("red die shows L + 1 or less")', () => {
  it.each([
    [0, []],
    [1, [1, 2]],
    [2, [1, 2, 3]],
    [3, [1, 2, 3, 4]],
    [4, [1, 2, 3, 4, 5]],
    [5, [1, 2, 3, 4, 5, 6]],
  ])('level %i draws on red %j', (level, faces) => {
    expect(drawFaces(level)).toEqual(faces);
  });

  it('each seat has its three tracks, with the faces of its level', () => {
    const s = playState(CK, { cities: { [vx(0)]: 0 } });
    const imp = s.improvements;
    if (!imp) throw new Error('ck has improvements');
    const levels = imp.levels.map((l, i) => (i === 0 ? { ...l, science: 2 } : l));
    const view = viewFor({ ...s, improvements: { ...imp, levels } }, 'table');
    const rows = improvementRows(view, 0);
    expect(rows?.map((r) => [r.track, r.level, r.faces.join('')])).toEqual([
      ['trade', 0, ''],
      ['politics', 0, ''],
      ['science', 2, '123'],
    ]);
  });
});

describe('the barbarian forecast (if the ship landed now)', () => {
  const cities = { [vx(0)]: 0, [vx(20)]: 1, [vx(40)]: 2 };
  it.each([
    [
      'no knights: 3 cities beat 0, every seat with a city loses one',
      {},
      'barbarians',
      [0, 1, 2],
      0,
    ],
    [
      'a tie goes to the defenders; the one best defender takes the card',
      { 5: knight(0, 2, true), 25: knight(1, 1, true) },
      'defenders',
      [],
      3,
    ],
    [
      'inactive knights do not count: the least defended lose',
      { 5: knight(0, 3, false), 25: knight(1, 1, true) },
      'barbarians',
      [0, 2],
      1,
    ],
  ] as const)('%s', (_name, ks, winner, losers, defence) => {
    const s = withKnights(playState(CK, { cities }), ks as Record<number, KnightPiece>);
    const f = barbarianForecast(viewFor(s, 'table'));
    expect(f?.attack.strength).toBe(3);
    expect(f?.attack.defence).toBe(defence);
    expect(f?.attack.winner).toBe(winner);
    expect(f?.attack.losers).toEqual(losers);
  });

  it('the track: step, steps (7) and ships to go', () => {
    const s = playState(CK, { cities });
    const f = barbarianForecast(
      viewFor({ ...s, barbarians: { step: 5, attacks: 0, defenders: [0, 0, 0] } }, 'table'),
    );
    expect([f?.step, f?.steps, f?.toGo]).toEqual([5, 7, 2]);
  });

  it('a base game has no track', () => {
    expect(barbarianForecast(viewFor(playState(config('base', 3), {}), 'table'))).toBeNull();
  });
});

describe('the tablet lists knights cards aside', () => {
  it("the table's view holds no hand, so the engine's list is empty; cards aside it lists the spots", () => {
    const s = withKnights(playState(CK, { cities: { [vx(0)]: 0 } }), { 7: knight(0, 1, false) });
    const table = viewFor(s, 'table');
    expect(legalActions(table, 0).knights).toBeNull();
    const aside = legalActions(cardsAside(table, 0), 0).knights;
    expect(aside?.activate).toEqual([vx(7)]);
    // Every listed command is tapped on its intersection.
    for (const c of aside?.commands ?? []) expect(ckVertexOf(c)).toBeDefined();
    // A seat's own view keeps its real hand.
    const own = viewFor(s, 0);
    expect(cardsAside(own, 0)).toBe(own);
  });

  it('knights on the board carry level and state', () => {
    const s = withKnights(playState(CK, {}), { 7: knight(1, 3, true) });
    expect(knightMarks(viewFor(s, 'table'))).toEqual([{ ...knight(1, 3, true), vertex: vx(7) }]);
  });

  it('who the game waits for: each seat still naming its pillaged city', () => {
    const s = playState(CK, { cities });
    const view = viewFor(
      { ...s, turn: { ...s.turn, pending: { kind: 'pillage', seats: [1, 2] } } },
      'table',
    );
    expect(ckWaits(view)).toEqual([
      { kind: 'pillage', seat: 1 },
      { kind: 'pillage', seat: 2 },
    ]);
  });
  const cities = { [vx(0)]: 0, [vx(20)]: 1, [vx(40)]: 2 };
});

// A phone-less player's card that names one spot is played by a tap on the tablet's board.
describe('a progress card played on the board', () => {
  const play = (args: Record<string, unknown>) =>
    ({ type: 'playProgress', seat: 0, card: 'merchant', ...args }) as never;
  it.each([
    ['merchant: its hex', { card: 'merchant', hex: '0,1' }, { kind: 'hex', id: '0,1' }],
    ['bishop: the robber’s hex', { card: 'bishop', hex: '1,-1' }, { kind: 'hex', id: '1,-1' }],
    [
      'intrigue: the knight displaced',
      { card: 'intrigue', vertex: 'v1' },
      { kind: 'vertex', id: 'v1' },
    ],
    ['engineer: the city walled', { card: 'engineer', vertex: 'v2' }, { kind: 'vertex', id: 'v2' }],
    ['inventor: two hexes, not one tap', { card: 'inventor', hexes: ['0,1', '1,0'] }, null],
    ['diplomat: roads, not one tap', { card: 'diplomat', edge: 'e1', to: 'e2' }, null],
    ['smith: knights, not one tap', { card: 'smith', vertices: ['v1'] }, null],
    ['crane: a track', { card: 'crane', track: 'trade' }, null],
    [
      'crane with a metropolis: a track too',
      { card: 'crane', track: 'trade', metropolis: 'v1' },
      null,
    ],
    ['merchant fleet: a resource', { card: 'merchantFleet', resource: 'ore' }, null],
  ] as const)('%s', (_, args, spot) => {
    expect(progressSpotOf(play(args))).toEqual(spot);
  });

  it('a card whose plays each name one spot of one kind, no two the same, is a board choice', () => {
    expect(progressBoardChoice([play({ hex: '0,1' }), play({ hex: '1,0' })])).toEqual({
      kind: 'hex',
      ids: ['0,1', '1,0'],
    });
    // Two plays on one spot (a tap could not tell them apart), mixed kinds, or no spot: none.
    expect(progressBoardChoice([play({ hex: '0,1' }), play({ hex: '0,1' })])).toBeNull();
    expect(progressBoardChoice([play({ hex: '0,1' }), play({ vertex: 'v1' })])).toBeNull();
    expect(progressBoardChoice([play({ resource: 'ore' })])).toBeNull();
    expect(progressBoardChoice([])).toBeNull();
    expect(progressBoardChoice([{ type: 'endTurn', seat: 0 }])).toBeNull();
  });
});

describe('the board tapped for a card a phone played (boardStep)', () => {
  const play = (card: string, args: Record<string, unknown>) =>
    ({ type: 'playProgress', seat: 0, card, ...args }) as never;
  const merchant = [play('merchant', { hex: 'a' }), play('merchant', { hex: 'b' })];
  const inventor = [
    play('inventor', { hexes: ['a', 'b'] }),
    play('inventor', { hexes: ['a', 'c'] }),
    play('inventor', { hexes: ['b', 'c'] }),
  ];
  // Another's road is removed (one tap); one's own may be laid again (a second tap) or not.
  const diplomat = [
    play('diplomat', { edge: 'x' }),
    play('diplomat', { edge: 'y' }),
    play('diplomat', { edge: 'y', to: 'z' }),
    play('diplomat', { edge: 'y', to: 'w' }),
  ];
  it.each([
    ['merchant, nothing tapped: its hexes', merchant, [], 'hex', ['a', 'b'], null],
    ['merchant, a hex tapped: that play', merchant, ['b'], null, [], merchant[1]],
    ['merchant, a spot off the list: nothing', merchant, ['z'], null, [], null],
    ['inventor, nothing tapped: every number', inventor, [], 'hex', ['a', 'b', 'c'], null],
    ['inventor, one tapped: the others it swaps with', inventor, ['b'], 'hex', ['a', 'c'], null],
    ['inventor, the second tapped in either order', inventor, ['c', 'a'], null, [], inventor[1]],
    ['inventor, the same hex twice: nothing', inventor, ['a', 'a'], null, [], null],
    ['diplomat, nothing tapped: the open roads', diplomat, [], 'edge', ['x', 'y'], null],
    ['diplomat, another’s road: removed at once', diplomat, ['x'], null, [], diplomat[0]],
    [
      'diplomat, one’s own: where it goes, or done',
      diplomat,
      ['y'],
      'edge',
      ['z', 'w'],
      diplomat[1],
    ],
    ['diplomat, one’s own laid again', diplomat, ['y', 'w'], null, [], diplomat[3]],
  ] as const)('%s', (_, commands, taps, kind, ids, done) => {
    expect(boardStep(commands, taps)).toEqual({ kind, ids, done });
  });
  it('each play names its spots in the order they are tapped', () => {
    expect(progressTaps(play('diplomat', { edge: 'y', to: 'w' }))).toEqual({
      spots: [
        { kind: 'edge', id: 'y' },
        { kind: 'edge', id: 'w' },
      ],
      ordered: true,
    });
    expect(progressTaps(play('smith', { vertices: ['v1', 'v2'] }))?.ordered).toBe(false);
    expect(progressTaps(play('crane', { track: 'trade' }))).toBeNull();
  });
});
