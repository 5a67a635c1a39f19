// The base game and the house variant as tables of facts from the rules digest and the seeds:
// set-up, production, 7s, building, trade, development cards, scores and win timing.

import { describe, expect, it } from 'vitest';
import { type Command, createGame, evolve, parseGameLog, scoreOf, toGameLog } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { total } from '@/lib/game/hand';
import { act, config, hand, type Layout, only, playState, refused } from './game-helpers';

const base = config('base', 4);
const mupp = config('mupp37', 4);
const topo = contextOf(base).topo;

const edgeAt = (v: string, not: readonly string[] = []) =>
  topo.vertexEdges[topo.vertexIndex.get(v as never) ?? 0]
    ?.map((e) => topo.edges[e] as string)
    .find((e) => !not.includes(e)) as string;
const otherEnd = (e: string, v: string) => {
  const [a, b] = topo.edgeEnds[topo.edgeIndex.get(e as never) ?? 0] ?? [0, 0];
  const ia = topo.vertices[a] as string;
  return ia === v ? (topo.vertices[b] as string) : ia;
};

describe('set-up: turn order and the snake', () => {
  it.each([
    ['base, 4 players, first 2', base, 2, [2, 3, 0, 1, 1, 0, 3, 2]],
    ['base, 3 players, first 0', config('base', 3), 0, [0, 1, 2, 2, 1, 0]],
    ['intimate: A, B, A, B', config('intimate'), 1, [1, 0, 1, 0]],
  ] as const)('%s', (_n, cfg, first, queue) => {
    const s = act(createGame(cfg), { type: 'decideOrder', first });
    expect(s.setup?.queue).toEqual(queue);
  });

  it('the app rolls for the start and re-rolls ties among the highest', () => {
    const e = only(createGame(base), { type: 'decideOrder' });
    if (e.type !== 'orderDecided') throw new Error();
    const last = e.rolls[e.rolls.length - 1] ?? [];
    const max = Math.max(...last.map((x) => x ?? 0));
    expect(last.filter((x) => x === max)).toHaveLength(1);
    expect(last[e.first]).toBe(max);
  });

  // "0,-1,N" touches mountains 10, pasture 2, hills 6; "-1,1,S" touches mountains 3, hills 5, fields 6.
  it.each([
    [
      'base: the second settlement pays one card per producing hex',
      base,
      { ore: 1, brick: 1, grain: 1 },
    ],
    ['house variant: both settlements pay', mupp, { ore: 2, wool: 1, brick: 2, grain: 1 }],
  ] as const)('%s', (_n, cfg, expected) => {
    let s = act(createGame(cfg), { type: 'decideOrder', first: 0 });
    const place = (seat: number, v: string) => {
      s = act(s, { type: 'buildSettlement', seat, vertex: v as never });
      s = act(s, { type: 'buildRoad', seat, edge: edgeAt(v) as never });
    };
    place(0, '0,-1,N');
    place(1, '2,-2,S');
    place(2, '-2,1,N');
    place(3, '1,1,S');
    place(3, '-2,2,S');
    place(2, '2,0,N');
    place(1, '-1,0,N');
    expect(total(s.players[0]?.hand ?? {})).toBe(0);
    place(0, '-1,1,S');
    expect(s.players[0]?.hand).toEqual(hand(expected));
    expect(s.phase).toBe('play');
    expect(s.turn.seat).toBe(0);
  });

  it.each([
    [
      'a road before the settlement',
      { type: 'buildRoad', seat: 0, edge: '0,0,NW' },
      'ERR_SETUP_ORDER',
    ],
    ['out of turn', { type: 'buildSettlement', seat: 1, vertex: '0,0,N' }, 'ERR_NOT_YOUR_TURN'],
    [
      'an unknown intersection',
      { type: 'buildSettlement', seat: 0, vertex: '9,9,N' },
      'ERR_BAD_ID',
    ],
  ] as const)('refuses %s', (_n, c, code) => {
    const s = act(createGame(base), { type: 'decideOrder', first: 0 });
    expect(refused(s, c as Command)).toBe(code);
  });

  it('the set-up road must touch the settlement just placed', () => {
    let s = act(createGame(base), { type: 'decideOrder', first: 0 });
    s = act(s, { type: 'buildSettlement', seat: 0, vertex: '0,-1,N' });
    expect(refused(s, { type: 'buildRoad', seat: 0, edge: '-2,2,W' })).toBe('ERR_NOT_ADJACENT');
  });
});

describe('production', () => {
  // Roll 6: hills 6 at "0,-1", fields 6 at "-1,2". Roll 4: pasture 4 at "1,-1", fields 4 at "0,1".
  const layout: Layout = {
    settlements: { '0,0,N': 0, '0,-1,N': 2 },
    cities: { '-1,2,N': 1 },
  };
  it.each([
    [
      'a 6: a settlement takes 1, a city 2',
      [3, 3],
      '0,0',
      [{ brick: 1 }, { grain: 2 }, { brick: 1 }],
    ],
    [
      'a 6 with the robber on the hills: only the city is paid',
      [2, 4],
      '0,-1',
      [{}, { grain: 2 }, {}],
    ],
    ['a 4: pasture and fields', [1, 3], '0,0', [{ wool: 1 }, { grain: 2 }, {}]],
    ['a 2: the pasture beside seat 2 pays one wool', [1, 1], '0,0', [{}, {}, { wool: 1 }]],
  ] as const)('%s', (_n, dice, robber, received) => {
    const s = playState(base, { ...layout, robber, rolled: false });
    const e = only(s, { type: 'roll', seat: 0, dice: [dice[0], dice[1]] });
    if (e.type !== 'rolled' || !e.payout) throw new Error('no payout');
    expect(e.payout.received.slice(0, 3)).toEqual(received.map((h) => hand(h)));
    const after = evolve(s, e);
    expect(after.players.slice(0, 3).map((p) => p.hand)).toEqual(received.map((h) => hand(h)));
  });

  it('the payout explains itself: hexes, buildings, and the robber-blocked hex', () => {
    const s = playState(base, { ...layout, robber: '0,-1', rolled: false });
    const e = only(s, { type: 'roll', seat: 0, dice: [3, 3] });
    if (e.type !== 'rolled' || !e.payout) throw new Error();
    const hills = e.payout.hexes.find((h) => h.hex === '0,-1');
    expect(hills).toMatchObject({ resource: 'brick', blocked: true });
    expect(hills?.buildings.map((b) => [b.site, b.seat, b.amount])).toEqual([
      ['0,-1,N', 2, 1],
      ['0,0,N', 0, 1],
    ]);
  });

  it.each([
    // name, bank, expected received (seats 0–2), shortage decisions
    ['full bank: all paid', {}, [{ brick: 1 }, { grain: 2 }, { brick: 1 }], []],
    [
      '1 brick for 2 players due: nobody gets brick',
      { brick: 1 },
      [{}, { grain: 2 }, {}],
      [['brick', 'none']],
    ],
    [
      '1 grain for the only player due 2: takes what is left',
      { grain: 1 },
      [{ brick: 1 }, { grain: 1 }, { brick: 1 }],
      [['grain', 'rest']],
    ],
    [
      'no grain left at all: the only player due gets nothing',
      { grain: 0 },
      [{ brick: 1 }, {}, { brick: 1 }],
      [['grain', 'rest']],
    ],
  ] as const)('bank shortage: %s', (_n, bank, received, shortages) => {
    const s = playState(base, { ...layout, robber: '0,0', rolled: false, bank });
    const e = only(s, { type: 'roll', seat: 0, dice: [3, 3] });
    if (e.type !== 'rolled' || !e.payout) throw new Error();
    expect(e.payout.received.slice(0, 3)).toEqual(received.map((h) => hand(h)));
    expect(e.payout.shortages.map((x) => [x.resource, x.decision])).toEqual(shortages);
  });
});

describe('a 7: discards, robber, steal', () => {
  const cards = (n: number) => hand({ ore: n });
  it.each([
    ['base: 7 cards keep all', base, 7, 0],
    ['base: 8 cards return 4', base, 8, 4],
    ['base: 9 cards return 4 (rounded down)', base, 9, 4],
    ['house: 6 cards keep all', mupp, 6, 0],
    ['house: 7 cards return 3', mupp, 7, 3],
  ] as const)('%s', (_n, cfg, n, owed) => {
    const s = playState(cfg, { rolled: false, hands: { 1: cards(n) } });
    const e = only(s, { type: 'roll', seat: 0, dice: [3, 4] });
    if (e.type !== 'rolled') throw new Error();
    expect(e.payout).toBeNull();
    expect(e.owed?.[1]).toBe(owed);
  });

  it('discards come first, then the robber must move to another land hex and steals one card', () => {
    let s = playState(base, {
      rolled: false,
      hands: { 1: cards(9), 2: hand({ wool: 1 }) },
      settlements: { '0,-1,N': 2, '0,0,N': 1 },
    });
    s = act(s, { type: 'roll', seat: 0, dice: [3, 4] });
    expect(refused(s, { type: 'moveRobber', seat: 0, hex: '0,-1' })).toBe('ERR_WRONG_PHASE');
    expect(refused(s, { type: 'discard', seat: 1, cards: { ore: 3 } })).toBe('ERR_DISCARD_COUNT');
    expect(refused(s, { type: 'discard', seat: 2, cards: { wool: 1 } })).toBe(
      'ERR_NO_DISCARD_OWED',
    );
    s = act(s, { type: 'discard', seat: 1, cards: { ore: 4 } });
    expect(refused(s, { type: 'moveRobber', seat: 0, hex: '0,0' })).toBe('ERR_ROBBER_SAME_HEX');
    expect(refused(s, { type: 'moveRobber', seat: 0, hex: '5,5' })).toBe('ERR_ROBBER_NOT_LAND');
    expect(refused(s, { type: 'moveRobber', seat: 0, hex: '0,-1' })).toBe('ERR_VICTIM_REQUIRED');
    expect(refused(s, { type: 'moveRobber', seat: 0, hex: '0,-1', victim: 3 })).toBe(
      'ERR_BAD_VICTIM',
    );
    // Regression: robbing oneself was refused as "seat 0 has no building on …".
    expect(refused(s, { type: 'moveRobber', seat: 0, hex: '0,-1', victim: 0 })).toBe(
      'ERR_ROB_SELF',
    );
    const e = only(s, { type: 'moveRobber', seat: 0, hex: '0,-1', victim: 2 });
    expect(e).toMatchObject({ type: 'robberMoved', victim: 2, stolen: 'wool' });
    s = evolve(s, e);
    expect(s.players[0]?.hand.wool).toBe(1);
    expect(s.players[2]?.hand.wool).toBe(0);
    expect(s.turn.pending).toBeNull();
  });
});

describe('building', () => {
  const road = hand({ brick: 1, lumber: 1 });
  const settlement = hand({ brick: 1, lumber: 1, wool: 1, grain: 1 });
  const v0 = '0,0,N';
  const e0 = edgeAt(v0);
  const v1 = otherEnd(e0, v0);
  const e1 = edgeAt(v1, [e0]);
  const v2 = otherEnd(e1, v1);
  it.each([
    [
      'a settlement next to another (distance rule)',
      { settlements: { [v0]: 0 }, roads: { [e0]: 0 } },
      { type: 'buildSettlement', seat: 0, vertex: v1 },
      'ERR_DISTANCE_RULE',
    ],
    [
      'a settlement on a taken intersection',
      { settlements: { [v0]: 1 } },
      { type: 'buildSettlement', seat: 0, vertex: v0 },
      'ERR_OCCUPIED',
    ],
    [
      "a settlement without a road of one's own",
      { settlements: { [v0]: 0 } },
      { type: 'buildSettlement', seat: 0, vertex: v2 },
      'ERR_NOT_CONNECTED',
    ],
    [
      "a settlement two paths away along one's road",
      { settlements: { [v0]: 0 }, roads: { [e0]: 0, [e1]: 0 } },
      { type: 'buildSettlement', seat: 0, vertex: v2 },
      'accepted',
    ],
    [
      "a road touching nothing of one's own",
      { settlements: { [v0]: 0 } },
      { type: 'buildRoad', seat: 0, edge: e1 },
      'ERR_NOT_CONNECTED',
    ],
    [
      "a road from one's road",
      { settlements: { [v0]: 0 }, roads: { [e0]: 0 } },
      { type: 'buildRoad', seat: 0, edge: e1 },
      'accepted',
    ],
    [
      "a road through an opponent's settlement (seed 004)",
      { settlements: { [v0]: 0, [v1]: 1 }, roads: { [e0]: 0 } },
      { type: 'buildRoad', seat: 0, edge: e1 },
      'ERR_NOT_CONNECTED',
    ],
    [
      'a road on a taken path',
      { settlements: { [v0]: 0 }, roads: { [e0]: 1 } },
      { type: 'buildRoad', seat: 0, edge: e0 },
      'ERR_OCCUPIED',
    ],
    [
      "a city on another's settlement",
      { settlements: { [v0]: 1 } },
      { type: 'buildCity', seat: 0, vertex: v0 },
      'ERR_NOT_YOUR_SETTLEMENT',
    ],
    [
      'a city without the cards',
      { settlements: { [v0]: 0 } },
      { type: 'buildCity', seat: 0, vertex: v0 },
      'ERR_CANNOT_AFFORD',
    ],
    [
      'building before the roll',
      { settlements: { [v0]: 0 }, rolled: false },
      { type: 'buildRoad', seat: 0, edge: e0 },
      'ERR_NOT_ROLLED',
    ],
    [
      "building on another's turn",
      { settlements: { [v0]: 0 }, seat: 1 },
      { type: 'buildRoad', seat: 0, edge: e0 },
      'ERR_NOT_YOUR_TURN',
    ],
  ] as const)('%s → %s', (_n, layout, c, code) => {
    const s = playState(base, {
      hands: { 0: hand({ ...settlement, brick: 2, lumber: 2 }) },
      ...(layout as Layout),
    });
    expect(refused(s, c as Command)).toBe(code);
  });

  it('costs are paid to the bank and pieces run out', () => {
    let s = playState(base, { settlements: { [v0]: 0 }, hands: { 0: road } });
    const bankBrick = s.bank.brick;
    s = act(s, { type: 'buildRoad', seat: 0, edge: e0 as never });
    expect(s.players[0]?.hand).toEqual(hand({}));
    expect(s.bank.brick).toBe((bankBrick ?? 0) + 1);
    const full = {
      ...s,
      players: s.players.map((p, i) => (i === 0 ? { ...p, roads: 15, hand: road } : p)),
    };
    expect(refused(full, { type: 'buildRoad', seat: 0, edge: e1 as never })).toBe('ERR_NO_PIECES');
  });

  it('a city doubles production and returns the settlement piece', () => {
    let s = playState(base, {
      settlements: { '0,0,N': 0 },
      hands: { 0: hand({ ore: 3, grain: 2 }) },
    });
    s = act(s, { type: 'buildCity', seat: 0, vertex: '0,0,N' });
    expect([s.players[0]?.settlements, s.players[0]?.cities]).toEqual([0, 1]);
    expect(scoreOf(s, 0).public).toBe(2);
  });
});

describe('trade', () => {
  const t = contextOf(base);
  const harborVertex = (trade: string) =>
    topo.vertices[t.vertexHarbors.findIndex((hs) => hs.includes(trade))] as string;
  it.each([
    ['4:1 without a harbor', null, { ore: 4 }, { grain: 1 }, 'accepted'],
    ['3 ore without a harbor', null, { ore: 3 }, { grain: 1 }, 'ERR_BAD_RATE'],
    ['8:2 in two lots', null, { ore: 8 }, { grain: 1, wool: 1 }, 'accepted'],
    ['3:1 at a generic harbor', 'any', { ore: 3 }, { grain: 1 }, 'accepted'],
    ['2:1 wool at the wool harbor', 'wool', { wool: 2 }, { grain: 1 }, 'accepted'],
    ['2 ore at the wool harbor', 'wool', { ore: 2 }, { grain: 1 }, 'ERR_BAD_RATE'],
    ['giving and getting the same resource', null, { ore: 4 }, { ore: 1 }, 'ERR_BAD_TRADE'],
    ['cards one does not hold', null, { brick: 4 }, { ore: 1 }, 'ERR_CANNOT_AFFORD'],
  ] as const)('bank: %s → %s', (_n, harbor, give, get, code) => {
    const settlements = harbor ? { [harborVertex(harbor)]: 0 } : {};
    const s = playState(base, { settlements, hands: { 0: hand({ ore: 8, wool: 2 }) } });
    expect(refused(s, { type: 'tradeBank', seat: 0, give, get })).toBe(code);
  });

  it('a player trade moves both tallies; only the active player trades', () => {
    let s = playState(base, { hands: { 0: hand({ ore: 2 }), 2: hand({ wool: 1 }) } });
    expect(refused(s, { type: 'tradePlayer', seat: 1, with: 2, give: {}, get: { wool: 1 } })).toBe(
      'ERR_NOT_YOUR_TURN',
    );
    expect(
      refused(s, { type: 'tradePlayer', seat: 0, with: 2, give: { ore: 1 }, get: { wool: 2 } }),
    ).toBe('ERR_CANNOT_AFFORD');
    s = act(s, { type: 'tradePlayer', seat: 0, with: 2, give: { ore: 2 }, get: { wool: 1 } });
    expect([s.players[0]?.hand, s.players[2]?.hand]).toEqual([hand({ wool: 1 }), hand({ ore: 2 })]);
  });

  it('Intimate Settlers forbids trades between players', () => {
    const s = playState(config('intimate'), {
      hands: { 0: hand({ ore: 1 }), 1: hand({ wool: 1 }) },
    });
    expect(
      refused(s, { type: 'tradePlayer', seat: 0, with: 1, give: { ore: 1 }, get: { wool: 1 } }),
    ).toBe('ERR_PLAYER_TRADE_FORBIDDEN');
  });
});

describe('development cards', () => {
  const old = (card: 'knight' | 'roadBuilding' | 'yearOfPlenty' | 'monopoly' | 'victoryPoint') => ({
    card,
    turn: 1,
  });
  it("buying draws the digital deck's top card privately and costs ore, wool, grain", () => {
    let s = playState(base, { hands: { 0: hand({ ore: 1, wool: 1, grain: 1 }) } });
    const top = s.devDeck[0];
    s = act(s, { type: 'buyDev', seat: 0 });
    expect(s.players[0]?.dev).toEqual([{ card: top, turn: 5 }]);
    expect(s.devDeck).toHaveLength(24);
  });

  it('with the physical deck a card may be named (one still in the box) or left unknown', () => {
    const cfg = config('base', 4, { devDeck: 'table' });
    const s = playState(cfg, { hands: { 0: hand({ ore: 1, wool: 1, grain: 1 }) } });
    expect(only(s, { type: 'buyDev', seat: 0 })).toMatchObject({ card: 'unknown' });
    expect(refused(s, { type: 'buyDev', seat: 0, card: 'monopoly' })).toBe('accepted');
  });

  it.each([
    [
      'a card bought this turn',
      base,
      [{ card: 'yearOfPlenty', turn: 5 }],
      [{ type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'ore'] }],
      'ERR_CARD_TOO_NEW',
    ],
    [
      'base: a second card in one turn',
      base,
      [old('yearOfPlenty'), old('monopoly')],
      [
        { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'ore'] },
        { type: 'playMonopoly', seat: 0, resource: 'ore' },
      ],
      'ERR_DEV_LIMIT',
    ],
    [
      'house: any number in one turn',
      mupp,
      [old('yearOfPlenty'), old('monopoly')],
      [
        { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'ore'] },
        { type: 'playMonopoly', seat: 0, resource: 'ore' },
      ],
      'accepted',
    ],
    // The official rules: one development card, of any kind, at any time in the turn — the
    // roll included (regression: only a knight was taken before the roll).
    [
      'a progress card before the roll',
      base,
      [old('monopoly')],
      [{ type: 'playMonopoly', seat: 0, resource: 'ore' }],
      'accepted',
    ],
    [
      'a year of plenty before the roll',
      base,
      [old('yearOfPlenty')],
      [{ type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'wool'] }],
      'accepted',
    ],
    [
      'a knight before the roll',
      base,
      [old('knight')],
      [{ type: 'playKnight', seat: 0, hex: '1,-1' }],
      'accepted',
    ],
    [
      'a card one does not hold',
      base,
      [],
      [{ type: 'playMonopoly', seat: 0, resource: 'ore' }],
      'ERR_NO_SUCH_CARD',
    ],
  ] as const)('timing: %s → %s', (name, cfg, dev, cmds, code) => {
    let s = playState(cfg, { dev: { 0: dev }, rolled: !name.includes('before') });
    for (const c of cmds.slice(0, -1)) s = act(s, c as Command);
    expect(refused(s, cmds[cmds.length - 1] as Command)).toBe(code);
  });

  it('knight: moves the robber, steals, counts towards the army', () => {
    let s = playState(base, {
      dev: { 0: [old('knight')] },
      settlements: { '0,-1,N': 1 },
      hands: { 1: hand({ brick: 2 }) },
    });
    s = act(s, { type: 'playKnight', seat: 0, hex: '0,-1' });
    expect(s.robber).toBe(topo.hexIndex.get('0,-1'));
    expect([s.players[0]?.hand.brick, s.players[1]?.hand.brick, s.players[0]?.knights]).toEqual([
      1, 1, 1,
    ]);
    expect(s.players[0]?.dev).toEqual([]);
  });

  it('road building: two free roads, the second may continue the first', () => {
    const v0 = '0,0,N';
    const e0 = edgeAt(v0);
    const e1 = edgeAt(otherEnd(e0, v0), [e0]);
    let s = playState(base, { dev: { 0: [old('roadBuilding')] }, settlements: { [v0]: 0 } });
    s = act(s, { type: 'playRoadBuilding', seat: 0, edges: [e0 as never, e1 as never] });
    expect(s.players[0]?.roads).toBe(2);
    expect(total(s.players[0]?.hand ?? {})).toBe(0);
  });

  it('year of plenty: any two resources from the bank', () => {
    let s = playState(base, { dev: { 0: [old('yearOfPlenty')] } });
    s = act(s, { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'brick'] });
    expect(s.players[0]?.hand).toEqual(hand({ ore: 1, brick: 1 }));
    const empty = playState(base, { dev: { 0: [old('yearOfPlenty')] }, bank: { ore: 1 } });
    expect(refused(empty, { type: 'playYearOfPlenty', seat: 0, resources: ['ore', 'ore'] })).toBe(
      'ERR_BANK_EMPTY',
    );
  });

  it('monopoly: every opponent hands over all of the named resource', () => {
    let s = playState(base, {
      dev: { 0: [old('monopoly')] },
      hands: { 0: hand({ wool: 1 }), 1: hand({ wool: 3, ore: 1 }), 3: hand({ wool: 2 }) },
    });
    const e = only(s, { type: 'playMonopoly', seat: 0, resource: 'wool' });
    expect(e).toMatchObject({ taken: [0, 3, 0, 2] });
    s = evolve(s, e);
    expect(s.players.map((p) => p.hand.wool)).toEqual([6, 0, 0, 0]);
  });

  it.each([
    ['base: a hidden VP card counts in the true score only', base, false, [0, 1]],
    ['house: a VP card counts only once played', mupp, false, [0, 0]],
    ['house: played, it counts for everyone to see', mupp, true, [1, 1]],
  ] as const)('%s', (_n, cfg, play, [pub, tru]) => {
    let s = playState(cfg, { dev: { 0: [old('victoryPoint')] } });
    if (play) s = act(s, { type: 'playVictoryPoint', seat: 0 });
    const sc = scoreOf(s, 0);
    expect([sc.public, sc.true]).toEqual([pub, tru]);
  });
});

describe('win timing', () => {
  // Seat 0: 4 cities + 1 settlement = 9 VP.
  const nine: Layout = {
    cities: { '0,-2,N': 0, '2,-2,N': 0, '-1,0,N': 0, '1,1,S': 0 },
    settlements: { '-2,2,S': 0 },
  };
  it("base: a hidden VP card bought on one's own turn wins at once (true score 10)", () => {
    const cfg = config('base', 4, { devDeck: 'table' });
    let s = playState(cfg, { ...nine, hands: { 0: hand({ ore: 1, wool: 1, grain: 1 }) } });
    expect(s.winner).toBeNull();
    s = act(s, { type: 'buyDev', seat: 0, card: 'victoryPoint' });
    expect(s.winner).toBe(0);
    expect(s.phase).toBe('over');
    expect(refused(s, { type: 'endTurn', seat: 0 })).toBe('ERR_GAME_OVER');
  });

  it("base: 10 points reached off-turn win only when that player's turn comes", () => {
    const cfg = config('base', 4, { devDeck: 'table' });
    let s = playState(cfg, { ...nine, seat: 3, dev: { 0: [{ card: 'victoryPoint', turn: 1 }] } });
    // Seat 0 holds 10 true points but it is seat 3's turn.
    s = act(s, { type: 'endTurn', seat: 3 });
    expect(s.turn.seat).toBe(0);
    expect(s.winner).toBe(0);
  });

  it("a table's own target (options.vpTarget 11): 10 points do not win, 11 do", () => {
    const cfg = config('base', 4, { devDeck: 'table', vpTarget: 11 });
    const money = hand({ ore: 2, wool: 2, grain: 2 });
    let s = playState(cfg, { ...nine, hands: { 0: money } });
    s = act(s, { type: 'buyDev', seat: 0, card: 'victoryPoint' });
    expect([scoreOf(s, 0).true, s.winner]).toEqual([10, null]);
    s = act(s, { type: 'buyDev', seat: 0, card: 'victoryPoint' });
    expect([scoreOf(s, 0).true, s.winner]).toEqual([11, 0]);
  });

  it('a game@1 log keeps the table target, and a target out of 3–30 is refused', () => {
    const cfg = config('base', 4, { vpTarget: 12 });
    const doc = toGameLog(cfg, []);
    const back = parseGameLog(doc);
    expect(back.ok && back.value.config.options.vpTarget).toBe(12);
    const bad = { ...doc, options: { ...doc.options, vpTarget: 2 } };
    expect(parseGameLog(bad).ok).toBe(false);
  });

  it('house variant: the game ends the moment anyone reaches the target', () => {
    let s = playState(mupp, { ...nine, seat: 3, dev: { 0: [{ card: 'victoryPoint', turn: 1 }] } });
    expect(s.winner).toBeNull();
    s = { ...s, turn: { ...s.turn, seat: 0 } };
    s = act(s, { type: 'playVictoryPoint', seat: 0 });
    expect(s.winner).toBe(0);
  });
});

describe('5–6 players: the special building phase', () => {
  it('after a turn, every other player in order may build, then the next turn begins', () => {
    const cfg = config('base56', 5, { betweenTurns: 'special-building-phase' });
    let s = playState(cfg, { hands: { 2: hand({ ore: 1, wool: 1, grain: 1 }) } });
    expect(s.bank.ore).toBe(24 - 1);
    s = act(s, { type: 'endTurn', seat: 0 });
    expect(s.turn.sbp).toEqual([1, 2, 3, 4]);
    expect(refused(s, { type: 'roll', seat: 1 })).toBe('ERR_WRONG_PHASE');
    expect(refused(s, { type: 'tradeBank', seat: 1, give: { ore: 4 }, get: { wool: 1 } })).toBe(
      'ERR_BUILD_ONLY',
    );
    s = act(s, { type: 'endTurn', seat: 1 });
    s = act(s, { type: 'buyDev', seat: 2 });
    for (const seat of [2, 3, 4]) s = act(s, { type: 'endTurn', seat });
    expect(s.turn.seat).toBe(1);
    expect(s.turn.sbp).toBeNull();
  });

  it('paired players: the third seat to the left trades with the bank, builds and plays cards, but not with players', () => {
    const cfg = config('base56', 6, { betweenTurns: 'paired-players' });
    let s = playState(cfg, {
      hands: { 3: hand({ ore: 5, wool: 1, grain: 1 }), 1: hand({ wool: 1 }) },
      dev: { 3: [{ card: 'monopoly', turn: 1 }] },
    });
    s = act(s, { type: 'endTurn', seat: 0 });
    expect(s.turn.sbp).toEqual([3]);
    expect(s.turn.seat).toBe(0);
    expect(
      refused(s, { type: 'tradePlayer', seat: 3, with: 1, give: { ore: 1 }, get: { wool: 1 } }),
    ).toBe('ERR_PLAYER_TRADE_FORBIDDEN');
    s = act(s, { type: 'tradeBank', seat: 3, give: { ore: 4 }, get: { grain: 1 } });
    s = act(s, { type: 'playMonopoly', seat: 3, resource: 'wool' });
    expect(s.players[3]?.hand).toEqual(hand({ ore: 1, wool: 2, grain: 2 }));
    s = act(s, { type: 'endTurn', seat: 3 });
    expect([s.turn.seat, s.turn.sbp]).toEqual([1, null]);
  });
});
