// Cities and knights: the progress cards, as tables of facts from
// ../shared/rules-cities-knights.md ("Progress cards"): who draws on a gate face, the hand limit
// of 4, the VP cards, and one row per kind (each quoting the digest), the choices an opponent
// owns answered by that seat, and what each seat may see.

import { describe, expect, it } from 'vitest';
import {
  bankRate,
  type Command,
  type GameState,
  legalActions,
  type Seat,
  scoreOf,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { seatMaySend } from '@/lib/game/features';
import { drawsOnGate, gateDraws } from '@/lib/game/features/progress/cards';
import { type EdgeId, type HexKey, hexKey, type VertexId } from '@/lib/hex';
import { PROGRESS_CARD_IDS, type ProgressCardId } from '@/lib/rules/progress-cards';
import type { Track } from '@/lib/rules/rulesets';
import { act, config, only, playState, refused } from './game-helpers';

const CK = config('ck', 4);
const ctx = contextOf(CK);
const topo = ctx.topo;
const vid = (v: number) => topo.vertices[v] as VertexId;
const eid = (e: number) => topo.edges[e] as EdgeId;
const hid = (h: number) => hexKey(topo.hexes[h] as { q: number; r: number }) as HexKey;
const hexOf = (res: string) => ctx.hexResource.indexOf(res);
const corner = (h: number, i: number) => topo.hexVertexIdx[h]?.[i] as number;
const edgeAt = (v: number, i = 0) => topo.vertexEdges[v]?.[i] as number;
const other = (e: number, v: number) => {
  const [a, b] = topo.edgeEnds[e] as [number, number];
  return a === v ? b : a;
};

/** A path from `v` whose other end is an empty intersection (none of `avoid`), and that end. */
function freePath(v: number, avoid: readonly number[] = []): [number, number] {
  for (const e of topo.vertexEdges[v] ?? []) {
    const w = other(e, v);
    if (![C0, C1, S2, ...avoid].includes(w)) return [e, w];
  }
  throw new Error(`no free path from ${v}`);
}

const FIELDS = hexOf('grain');
const MOUNTAINS = hexOf('ore');
/** Seat 0's city beside a fields hex; seat 1's city beside the mountains; seat 2 a settlement. */
const C0 = corner(FIELDS, 0);
const C1 = corner(MOUNTAINS, 3);
const S2 = corner(hexOf('brick'), 0);

type Hands = Partial<Record<Seat, readonly ProgressCardId[]>>;

/** A ck state after seat 0's roll: the cities above, the given progress hands and cards. */
function state(
  cards: Hands = {},
  l: Parameters<typeof playState>[1] = {},
  levels: Partial<Record<Seat, Partial<Record<Track, number>>>> = {},
): GameState {
  const s = playState(CK, {
    cities: { [vid(C0)]: 0, [vid(C1)]: 1 },
    settlements: { [vid(S2)]: 2 },
    ...l,
  });
  const p = s.progress;
  const imp = s.improvements;
  if (!p || !imp) throw new Error('no progress cards');
  return {
    ...s,
    progress: { ...p, hands: p.hands.map((h, i) => [...(cards[i] ?? h)]) },
    improvements: {
      ...imp,
      levels: imp.levels.map((x, i) => ({ ...x, ...(levels[i] ?? {}) })),
    },
  };
}

const play = (card: ProgressCardId, args: Record<string, unknown> = {}, seat = 0): Command =>
  ({ type: 'playProgress', seat, card, ...args }) as Command;
const answer = (seat: Seat, a: Record<string, unknown>): Command =>
  ({ type: 'answerProgress', seat, ...a }) as Command;
const hand = (s: GameState, seat: Seat, r: string) => s.players[seat]?.hand[r] ?? 0;

describe('the gate face', () => {
  // "every player whose level in that colour is L ≥ 1 draws … if the red die shows L + 1 or
  // less (level 1: red 1–2 … level 5: any)"
  const rows = [0, 1, 2, 3, 4, 5].flatMap((level) =>
    [1, 2, 3, 4, 5, 6].map((red) => [level, red, level >= 1 && red <= level + 1] as const),
  );
  it.each(rows)('level %i, red %i: draws %s', (level, red, draws) => {
    expect(drawsOnGate(level, red)).toBe(draws);
    const s = state({}, {}, { 2: { trade: level } });
    expect(gateDraws(s, 'trade', red).map((d) => d.seat)).toEqual(draws ? [2] : []);
  });
  it('"in turn order from the roller", each drawing the top card', () => {
    const s = { ...state({}, {}, { 0: { science: 5 }, 1: { science: 5 }, 3: { science: 5 } }) };
    const t = { ...s, turn: { ...s.turn, seat: 1, rolled: false } };
    const top = s.progress?.decks.science.slice(0, 3);
    const ev = only(t, { type: 'roll', seat: 1, dice: [6, 1], event: 'science' });
    expect(ev.type === 'rolled' && ev.progress).toEqual([
      { seat: 1, deck: 'science', card: top?.[0] },
      { seat: 3, deck: 'science', card: top?.[1] },
      { seat: 0, deck: 'science', card: top?.[2] },
    ]);
  });
  it('a card drawn is seen by its holder only (a VP card is shown at once)', () => {
    const s0 = state({}, {}, { 1: { science: 5 } });
    const p = s0.progress;
    if (!p) throw new Error('no slice');
    const s = {
      ...s0,
      progress: { ...p, decks: { ...p.decks, science: ['crane', ...p.decks.science] } },
      turn: { ...s0.turn, rolled: false },
    } as GameState;
    const ev = only(s, { type: 'roll', seat: 0, dice: [2, 3], event: 'science' });
    const seen = (v: Seat | 'table') => {
      const x = viewEvent(ev, v);
      return x.type === 'rolled' ? x.progress?.[0]?.card : undefined;
    };
    expect([seen(1), seen(0), seen('table')]).toEqual(['crane', null, null]);
  });
});

describe('the hand limit and the VP cards', () => {
  const fifth = (hands: Hands, top: ProgressCardId) => {
    const s0 = state(hands, {}, { 1: { politics: 5 } });
    const p = s0.progress;
    if (!p) throw new Error('no slice');
    const s = {
      ...s0,
      progress: { ...p, decks: { ...p.decks, politics: [top, ...p.decks.politics] } },
      turn: { ...s0.turn, rolled: false },
    } as GameState;
    return act(s, { type: 'roll', seat: 0, dice: [1, 3], event: 'politics' });
  };
  const four: ProgressCardId[] = ['spy', 'spy', 'warlord', 'wedding'];
  it('"a player who draws a 5th discards one of their choice at once (under its deck)"', () => {
    const s = fifth({ 1: four }, 'spy');
    expect(s.progress?.hands[1]).toHaveLength(5);
    // The turn waits for the discard.
    expect(refused(s, { type: 'endTurn', seat: 0 })).toBe('ERR_PROGRESS_LIMIT');
    expect(legalActions(viewFor(s, 0), 0).endTurn).toBeNull();
    expect(legalActions(viewFor(s, 1), 1).progress?.discards).toHaveLength(3);
    // Only the holder chooses, and only over the limit.
    expect(refused(s, { type: 'discardProgress', seat: 2, card: 'spy' })).toBe(
      'ERR_PROGRESS_LIMIT',
    );
    const t = act(s, { type: 'discardProgress', seat: 1, card: 'warlord' });
    expect(t.progress?.hands[1]).toEqual(['spy', 'spy', 'wedding', 'spy']);
    expect(t.progress?.decks.politics.at(-1)).toBe('warlord');
    expect(refused(t, { type: 'endTurn', seat: 0 })).toBe('accepted');
  });
  it('"unless it is their own turn and they play one instead"', () => {
    const s0 = state({ 0: ['warlord', 'spy', 'spy', 'spy'] }, {}, { 0: { politics: 5 } });
    const p = s0.progress;
    if (!p) throw new Error('no slice');
    const s = act(
      {
        ...s0,
        progress: { ...p, decks: { ...p.decks, politics: ['spy', ...p.decks.politics] } },
        turn: { ...s0.turn, rolled: false },
      } as GameState,
      { type: 'roll', seat: 0, dice: [1, 3], event: 'politics' },
    );
    expect(refused(s, { type: 'endTurn', seat: 0 })).toBe('ERR_PROGRESS_LIMIT');
    const t = act(s, play('warlord'));
    expect(refused(t, { type: 'endTurn', seat: 0 })).toBe('accepted');
  });
  it.each(['printer', 'constitution'] as const)(
    '"the two VP cards are shown at once and do not count": %s',
    (card) => {
      const before = scoreOf(state(), 1).public;
      const s = fifth({ 1: four }, card);
      expect(s.progress?.hands[1]).toEqual(four);
      expect(s.progress?.shown[1]).toEqual([card]);
      expect(scoreOf(s, 1).public).toBe(before + 1);
      expect(refused(s, { type: 'endTurn', seat: 0 })).toBe('accepted');
      expect(refused(s, play(card, {}, 1))).not.toBe('accepted');
    },
  );
  it('"They are not stolen by the robber": a steal takes from the hand of cards only', () => {
    const s = state({ 1: ['spy'] }, { hands: { 1: {} } });
    const v = viewFor(s, 0);
    expect(v.players[1]?.handCount).toBe(0);
    expect(v.progress?.counts[1]).toBe(1);
  });
});

describe('each card, as the digest says', () => {
  it('alchemist: "choose the red and yellow dice; the event die is still rolled" (before the roll)', () => {
    const s = state({ 0: ['alchemist'] }, { rolled: false });
    const t = act(s, play('alchemist', { dice: [5, 2] }));
    const ev = only(t, { type: 'roll', seat: 0 });
    expect(ev.type === 'rolled' && [ev.dice, ev.event !== undefined]).toEqual([[5, 2], true]);
    expect(refused(state({ 0: ['alchemist'] }), play('alchemist', { dice: [5, 2] }))).toBe(
      'ERR_ALREADY_ROLLED',
    );
    // Dice entered at the table must be the ones the alchemist set.
    expect(refused(t, { type: 'roll', seat: 0, dice: [1, 1], event: 'ship' })).toBe('ERR_BAD_DICE');
  });
  it('crane: "one city improvement costs one commodity less"', () => {
    const s = state({ 0: ['crane'] }, { hands: { 0: { paper: 1 } } }, { 0: { science: 1 } });
    const t = act(s, play('crane', { track: 'science' }));
    expect([t.improvements?.levels[0]?.science, hand(t, 0, 'paper')]).toEqual([2, 0]);
  });
  it('engineer: "a free city wall"', () => {
    const t = act(state({ 0: ['engineer'] }), play('engineer', { vertex: vid(C0) }));
    expect(t.walls?.[C0]).toBe(true);
    expect(hand(t, 0, 'brick')).toBe(0);
    expect(refused(state({ 0: ['engineer'] }), play('engineer', { vertex: vid(C1) }))).toBe(
      'ERR_NOT_YOUR_CITY',
    );
  });
  it('inventor: "swap two number tokens, none of them a 2, 12, 6 or 8"', () => {
    const free = ctx.hexToken.flatMap((t, h) =>
      t !== null && ![2, 12, 6, 8].includes(t) ? [h] : [],
    );
    const [a, b] = free as [number, number];
    const t = act(state({ 0: ['inventor'] }), play('inventor', { hexes: [hid(a), hid(b)] }));
    expect([t.progress?.tokens?.[a], t.progress?.tokens?.[b]]).toEqual([
      ctx.hexToken[b],
      ctx.hexToken[a],
    ]);
    const six = ctx.hexToken.indexOf(6);
    expect(
      refused(state({ 0: ['inventor'] }), play('inventor', { hexes: [hid(a), hid(six)] })),
    ).toBe('ERR_BAD_TOKEN');
  });
  it.each([
    ['irrigation', 'grain', 'fields'],
    ['mining', 'ore', 'mountains'],
  ] as const)(
    '%s: "2 %s for each %s hex beside the player\'s settlements or cities"',
    (card, res, _terrain) => {
      const s = state({ 0: [card], 1: [card] });
      for (const seat of [0, 1] as const) {
        const beside = new Set(
          s.buildings.flatMap((b, v) => (b?.seat === seat ? [...(topo.vertexLand[v] ?? [])] : [])),
        );
        const n = [...beside].filter((h) => ctx.hexResource[h] === res).length;
        const t = act({ ...s, turn: { ...s.turn, seat } }, play(card, {}, seat));
        expect(hand(t, seat, res) - hand(s, seat, res)).toBe(2 * n);
      }
    },
  );
  it('medicine: "the next city costs 2 ore + 1 grain"', () => {
    const s = state(
      { 0: ['medicine'] },
      { settlements: { [vid(S2)]: 0 }, hands: { 0: { ore: 2, grain: 1 } } },
    );
    const t = act(s, play('medicine', { vertex: vid(S2) }));
    expect(t.buildings[S2]?.kind).toBe('city');
    expect([hand(t, 0, 'ore'), hand(t, 0, 'grain')]).toEqual([0, 0]);
  });
  it('road building: "two free roads" (laid on the table next)', () => {
    const t = act(state({ 0: ['roadBuilding'] }), play('roadBuilding'));
    expect(t.turn.pending).toEqual({ kind: 'freeRoads', seat: 0, left: 2 });
  });
  it('smith: "promote up to two knights free"', () => {
    const a = other(edgeAt(C0), C0);
    const b = other(edgeAt(C0, 1), C0);
    const s0 = state({ 0: ['smith'] });
    const k = { seat: 0, level: 1 as const, active: true, activated: -1, promoted: -1 };
    const s = {
      ...s0,
      knightPieces: (s0.knightPieces ?? []).map((x, v) => (v === a || v === b ? k : x)),
    };
    const t = act(s, play('smith', { vertices: [vid(a), vid(b)] }));
    expect([t.knightPieces?.[a]?.level, t.knightPieces?.[b]?.level]).toEqual([2, 2]);
    expect(t.players[0]?.hand).toEqual(s.players[0]?.hand);
  });
  it('commercial harbor: "each must give you one commodity of their choice for it, if they have one" — each by that seat', () => {
    const s = state(
      { 0: ['commercialHarbor'] },
      { hands: { 0: { lumber: 2 }, 1: { cloth: 1, coin: 1 } } },
    );
    const t = act(s, play('commercialHarbor', { offers: [null, 'lumber', 'lumber', null] }));
    // Seat 2 has no commodity: nothing changes hands there; the game waits for seat 1 alone.
    expect(legalActions(viewFor(t, 0), 0).progress?.waiting).toEqual({
      card: 'commercialHarbor',
      seats: [1],
    });
    expect(refused(t, answer(0, { cards: { cloth: 1 } }))).toBe('ERR_NOT_YOUR_TURN');
    expect(refused(t, { type: 'endTurn', seat: 0 })).toBe('ERR_PENDING');
    expect(legalActions(viewFor(t, 1), 1).progress?.answer?.commands).toHaveLength(2);
    const u = act(t, answer(1, { cards: { coin: 1 } }));
    expect([hand(u, 0, 'coin'), hand(u, 0, 'lumber'), hand(u, 1, 'lumber')]).toEqual([1, 1, 1]);
    expect(u.turn.pending).toBeNull();
  });
  it('master merchant: "look at the hand of one player with more VP and take 2 cards of your choice"', () => {
    const s = state(
      { 0: ['masterMerchant'] },
      { settlements: { [vid(S2)]: 2 }, hands: { 1: { ore: 3 } } },
    );
    // Seat 2 (one settlement) has fewer points than seat 0 (a city).
    expect(refused(s, play('masterMerchant', { target: 2 }))).toBe('ERR_VP_TARGET');
    // Seat 1 with a second city has more points than seat 0.
    const more = state(
      { 0: ['masterMerchant'] },
      {
        cities: { [vid(C0)]: 0, [vid(C1)]: 1, [vid(S2)]: 1 },
        settlements: {},
        hands: { 1: { ore: 3 } },
      },
    );
    const t0 = act(more, play('masterMerchant', { target: 1 }));
    // The player sees the hand while choosing; nobody else does.
    expect(viewFor(t0, 0).progress?.look).toEqual({ target: 1, hand: t0.players[1]?.hand });
    expect(viewFor(t0, 2).progress?.look).toBeNull();
    expect(viewFor(t0, 'table').progress?.look).toBeNull();
    const u = act(t0, answer(0, { cards: { ore: 2 } }));
    expect([hand(u, 0, 'ore'), hand(u, 1, 'ore')]).toEqual([2, 1]);
    expect(viewFor(u, 0).progress?.look).toBeNull();
  });
  it('merchant: "2:1 for that hex\'s resource while it stays, and 1 VP for whoever holds it"', () => {
    const s = state({ 0: ['merchant'], 1: ['merchant'] });
    // A resource hex beside seat 1's city and not beside seat 0's.
    const AWAY = (topo.vertexLand[C1] ?? []).find(
      (h) => ctx.hexResource[h] !== null && !(topo.vertexLand[C0] ?? []).includes(h),
    ) as number;
    const t = act(s, play('merchant', { hex: hid(FIELDS) }));
    expect(bankRate(t, ctx, 0, 'grain')).toBe(2);
    expect(scoreOf(t, 0).parts.merchant).toBe(1);
    expect(refused(s, play('merchant', { hex: hid(AWAY) }))).toBe('ERR_NOT_ADJACENT');
    // Another player's merchant takes it over.
    const u = act({ ...t, turn: { ...t.turn, seat: 1 } }, play('merchant', { hex: hid(AWAY) }, 1));
    expect([scoreOf(u, 0).parts.merchant, scoreOf(u, 1).parts.merchant]).toEqual([undefined, 1]);
    expect(bankRate(u, ctx, 0, 'grain')).toBe(bankRate(s, ctx, 0, 'grain'));
  });
  it('merchant fleet: "this turn, one resource or commodity of your choice trades 2:1 with the bank"', () => {
    const s = state({ 0: ['merchantFleet'] });
    const t = act(s, play('merchantFleet', { resource: 'coin' }));
    expect([bankRate(s, ctx, 0, 'coin'), bankRate(t, ctx, 0, 'coin')]).toEqual([3, 2]);
    const u = act(t, { type: 'endTurn', seat: 0 });
    expect(bankRate(u, ctx, 0, 'coin')).toBe(bankRate(s, ctx, 0, 'coin'));
  });
  it('resource monopoly: "name a resource; each opponent gives you up to 2 of it"', () => {
    const s = state({ 0: ['resourceMonopoly'] }, { hands: { 1: { wool: 3 }, 2: { wool: 1 } } });
    const t = act(s, play('resourceMonopoly', { resource: 'wool' }));
    expect([0, 1, 2].map((i) => hand(t, i, 'wool'))).toEqual([3, 1, 0]);
    expect(refused(s, play('resourceMonopoly', { resource: 'coin' }))).toBe('ERR_UNKNOWN_RESOURCE');
  });
  it('trade monopoly: "name a commodity; each opponent gives you 1 of it"', () => {
    const s = state({ 0: ['tradeMonopoly'] }, { hands: { 1: { coin: 2 }, 3: { coin: 1 } } });
    const t = act(s, play('tradeMonopoly', { resource: 'coin' }));
    expect([0, 1, 2, 3].map((i) => hand(t, i, 'coin'))).toEqual([2, 1, 0, 0]);
  });
  it('bishop: "move the robber; take one random card from each player with a building beside the new hex"', () => {
    const s0 = state({ 0: ['bishop'] }, { hands: { 1: { ore: 1 } } });
    expect(refused(s0, play('bishop', { hex: hid(MOUNTAINS) }))).toBe('ERR_NO_ROBBER');
    const s = { ...s0, barbarians: s0.barbarians && { ...s0.barbarians, attacks: 1 } };
    const t = act(s, play('bishop', { hex: hid(MOUNTAINS) }));
    expect(t.robber).toBe(MOUNTAINS);
    expect([hand(t, 0, 'ore'), hand(t, 1, 'ore')]).toEqual([1, 0]);
  });
  it('deserter: "an opponent removes one of their knights, their choice; you may place one of yours of the same strength … in the same state"', () => {
    const kv = freePath(C1)[1];
    const [road] = freePath(C0, [kv]);
    const s0 = state({ 0: ['deserter'] }, { roads: { [eid(road)]: 0 } });
    const k = { seat: 1, level: 2 as const, active: true, activated: -1, promoted: -1 };
    const s = { ...s0, knightPieces: (s0.knightPieces ?? []).map((x, v) => (v === kv ? k : x)) };
    expect(refused(s, play('deserter', { target: 2 }))).toBe('ERR_KNIGHT_STATE');
    const t = act(s, play('deserter', { target: 1 }));
    expect(refused(t, answer(0, { vertex: vid(kv) }))).toBe('ERR_NOT_YOUR_TURN');
    const u = act(t, answer(1, { vertex: vid(kv) }));
    expect(u.knightPieces?.[kv]).toBeNull();
    const spot = legalActions(viewFor(u, 0), 0).progress?.answer?.commands.find(
      (c) => c.type === 'answerProgress' && c.vertex,
    );
    if (spot?.type !== 'answerProgress' || !spot.vertex)
      throw new Error(
        `no spot ${JSON.stringify([u.turn.pending, legalActions(viewFor(u, 0), 0).progress])}`,
      );
    const w = act(u, spot);
    const at = topo.vertexIndex.get(spot.vertex) as number;
    expect(w.knightPieces?.[at]).toMatchObject({ seat: 0, level: 2, active: true });
    expect(w.turn.pending).toBeNull();
  });
  it('diplomat: "remove an open road — one end free of the owner\'s pieces"', () => {
    const e1 = edgeAt(C1);
    const far = other(e1, C1);
    const e2 = (topo.vertexEdges[far] ?? []).find((e) => e !== e1) as number;
    const s = state({ 0: ['diplomat'] }, { roads: { [eid(e1)]: 1, [eid(e2)]: 1 } });
    // e1 runs from seat 1's city to its other road: neither end is free.
    expect(refused(s, play('diplomat', { edge: eid(e1) }))).toBe('ERR_ROAD_NOT_OPEN');
    const t = act(s, play('diplomat', { edge: eid(e2) }));
    expect([t.roads[e2], t.players[1]?.roads]).toEqual([null, 1]);
    // "your own you may lay again at once": seat 1's own open road, laid again elsewhere.
    const own = state({ 1: ['diplomat'] }, { roads: { [eid(e1)]: 1, [eid(e2)]: 1 } });
    const mine = { ...own, turn: { ...own.turn, seat: 1 } };
    const [again] = freePath(C1, [other(e1, C1)]);
    const u = act(mine, play('diplomat', { edge: eid(e2), to: eid(again) }, 1));
    expect([u.roads[e2], u.roads[again], u.players[1]?.roads]).toEqual([null, 1, 2]);
    // Another's road is not the player's to lay again.
    expect(refused(s, play('diplomat', { edge: eid(e2), to: eid(again) }))).toBe('ERR_BAD_COMMAND');
  });
  it('intrigue: "displace an opponent\'s knight standing on one of your roads"', () => {
    const road = edgeAt(C0);
    const kv = other(road, C0);
    const s0 = state({ 0: ['intrigue'] }, { roads: { [eid(road)]: 0 } });
    const k = { seat: 1, level: 1 as const, active: false, activated: -1, promoted: -1 };
    const s = { ...s0, knightPieces: (s0.knightPieces ?? []).map((x, v) => (v === kv ? k : x)) };
    const t = act(s, play('intrigue', { vertex: vid(kv) }));
    expect(t.knightPieces?.[kv]).toBeNull();
    expect(t.turn.pending).toEqual({ kind: 'displaced', seat: 1, knight: k });
  });
  it('saboteur: "every player with as many VP as you or more discards half their cards, rounded down, of their choice"', () => {
    const s = state({ 0: ['saboteur'] }, { hands: { 1: { ore: 5 }, 2: { ore: 5 } } });
    const t = act(s, play('saboteur'));
    // Seat 1 (a city, as many points) owes 2; seat 2 (a settlement) nothing.
    expect(legalActions(viewFor(t, 1), 1).progress?.answer?.count).toBe(2);
    expect(legalActions(viewFor(t, 2), 2).progress?.answer).toBeNull();
    expect(refused(t, answer(1, { cards: { ore: 1 } }))).toBe('ERR_DISCARD_COUNT');
    const u = act(t, answer(1, { cards: { ore: 2 } }));
    expect([hand(u, 1, 'ore'), u.turn.pending]).toEqual([3, null]);
  });
  it('spy: "look at an opponent\'s progress cards and take one that is not a VP card"', () => {
    const s = state({ 0: ['spy'], 1: ['crane', 'warlord'] });
    const t = act(s, play('spy', { target: 1 }));
    expect(viewFor(t, 0).progress?.look).toEqual({ target: 1, cards: ['crane', 'warlord'] });
    expect(viewFor(t, 1).progress?.look).toBeNull();
    const u = act(t, answer(0, { card: 'warlord' }));
    expect([u.progress?.hands[0], u.progress?.hands[1]]).toEqual([['warlord'], ['crane']]);
    expect(viewFor(u, 0).progress?.look).toBeNull();
  });
  it('warlord: "activate all your knights free"', () => {
    const a = other(edgeAt(C0), C0);
    const s0 = state({ 0: ['warlord'] });
    const k = { seat: 0, level: 1 as const, active: false, activated: -1, promoted: -1 };
    const s = { ...s0, knightPieces: (s0.knightPieces ?? []).map((x, v) => (v === a ? k : x)) };
    const t = act(s, play('warlord'));
    expect(t.knightPieces?.[a]?.active).toBe(true);
    expect(t.players[0]?.hand).toEqual(s.players[0]?.hand);
  });
  it('wedding: "each player with more VP than you gives you 2 cards of their choice"', () => {
    const s = state(
      { 2: ['wedding'] },
      { hands: { 0: { ore: 1, wool: 2 }, 1: { brick: 1 } }, seat: 2 },
    );
    const t = act(s, play('wedding', {}, 2));
    expect(legalActions(viewFor(t, 2), 2).progress?.waiting?.seats).toEqual([0, 1]);
    const u = act(act(t, answer(1, { cards: { brick: 1 } })), answer(0, { cards: { wool: 2 } }));
    expect([hand(u, 2, 'wool'), hand(u, 2, 'brick'), u.turn.pending]).toEqual([2, 1, null]);
  });
  it('every kind of card has its row above', () => {
    expect(PROGRESS_CARD_IDS).toHaveLength(25);
  });
});

describe('rules every card shares', () => {
  it('"any number may be played in the player\'s own turn after the roll"', () => {
    const s = state({ 0: ['warlord', 'warlord'], 1: ['warlord'] });
    expect(refused(s, play('warlord', {}, 1))).toBe('ERR_NOT_YOUR_TURN');
    expect(refused({ ...s, turn: { ...s.turn, rolled: false } }, play('warlord'))).toBe(
      'ERR_NOT_ROLLED',
    );
    expect(refused(act(s, play('warlord')), play('warlord'))).toBe('accepted');
    expect(refused(state({ 0: [] }), play('warlord'))).toBe('ERR_NO_SUCH_CARD');
  });
  it('a card played goes back under its deck', () => {
    const s = state({ 0: ['warlord'] });
    expect(act(s, play('warlord')).progress?.decks.politics.at(-1)).toBe('warlord');
  });
  it('a board choice a card does not read is refused, not ignored', () => {
    expect(refused(state({ 0: ['warlord'] }), play('warlord', { target: 1 }))).toBe(
      'ERR_BAD_COMMAND',
    );
  });
  it('"Cards are secret": a hand is in its owner\'s view only', () => {
    const s = state({ 0: ['spy'], 1: ['crane'] });
    expect(viewFor(s, 0).progress?.hands).toEqual([['spy'], null, null, null]);
    expect(viewFor(s, 'table').progress?.hands).toEqual([null, null, null, null]);
    expect(viewFor(s, 'table').progress?.counts).toEqual([1, 1, 0, 0]);
    expect(JSON.stringify(viewFor(s, 'table'))).not.toContain('crane');
  });
  it('"If several tie for most, each of them instead draws a progress card of a colour of their choice, in turn order from the roller"', () => {
    const s0 = state();
    const b = s0.barbarians;
    if (!b) throw new Error('no barbarians');
    const s = {
      ...s0,
      barbarians: { ...b, step: 6 },
      turn: { ...s0.turn, seat: 2, rolled: false },
    };
    // No knight anywhere and no… cities? Two cities against no knights: the barbarians win;
    // so tie the defence with four active basic knights, two each for seats 1 and 3.
    const spots = [C0, C1].flatMap((c) => [other(edgeAt(c), c), other(edgeAt(c, 1), c)]);
    const seats = [1, 1, 3, 3];
    const t0 = {
      ...s,
      knightPieces: (s.knightPieces ?? []).map((x, v) => {
        const i = spots.indexOf(v);
        return i < 0
          ? x
          : {
              seat: seats[i] as number,
              level: 1 as const,
              active: true,
              activated: -1,
              promoted: -1,
            };
      }),
    };
    const t = act(t0, { type: 'roll', seat: 2, dice: [3, 4], event: 'ship' });
    expect(t.progress?.owedDraws).toEqual([3, 1]);
    expect(refused(t, { type: 'drawProgress', seat: 1, deck: 'trade' })).toBe('ERR_NOT_YOUR_TURN');
    const top = t.progress?.decks.trade[0];
    const u = act(t, { type: 'drawProgress', seat: 3, deck: 'trade' });
    expect(u.progress?.hands[3]).toEqual(top ? [top] : []);
    expect(u.progress?.owedDraws).toEqual([1]);
  });
});

describe('a board card played from a phone: shown now, its spot tapped on the tablet next', () => {
  // Issue 32: "played from the phone … with the board taps the tablet then asks for (inventor's
  // two tokens, diplomat's open road, intrigue's knight, bishop's hex, merchant's hex)".
  const awake = (s: GameState): GameState => ({
    ...s,
    barbarians: s.barbarians && { ...s.barbarians, attacks: 1 },
  });
  const free = ctx.hexToken.flatMap((t, h) =>
    t !== null && ![2, 12, 6, 8].includes(t) ? [h] : [],
  );
  const e1 = edgeAt(C1);
  const e2 = (topo.vertexEdges[other(e1, C1)] ?? []).find((e) => e !== e1) as number;
  const road = edgeAt(C0);
  const kv = other(road, C0);
  const knight = { seat: 1, level: 1 as const, active: false, activated: -1, promoted: -1 };
  const withKnight = (s: GameState): GameState => ({
    ...s,
    knightPieces: (s.knightPieces ?? []).map((x, v) => (v === kv ? knight : x)),
  });
  const rows: readonly [ProgressCardId, GameState, Record<string, unknown>][] = [
    ['merchant', state({ 0: ['merchant', 'crane'] }), { hex: hid(FIELDS) }],
    [
      'bishop',
      awake(state({ 0: ['bishop'] }, { hands: { 1: { ore: 1 } } })),
      { hex: hid(MOUNTAINS) },
    ],
    ['inventor', state({ 0: ['inventor'] }), { hexes: [hid(free[0] ?? 0), hid(free[1] ?? 0)] }],
    [
      'diplomat',
      state({ 0: ['diplomat'] }, { roads: { [eid(e1)]: 1, [eid(e2)]: 1 } }),
      { edge: eid(e2) },
    ],
    [
      'intrigue',
      withKnight(state({ 0: ['intrigue'] }, { roads: { [eid(road)]: 0 } })),
      { vertex: vid(kv) },
    ],
  ];
  it.each(rows)(
    '%s: the card leaves the hand at once; its spot completes it as one play would',
    (card, s, args) => {
      const legal = legalActions(viewFor(s, 0), 0).progress;
      const listed = legal?.plays.find((p) => p.card === card);
      expect(listed?.call).toEqual({ type: 'playProgress', seat: 0, card });
      // The phone may send the card bare, never its spot (that is the table's to tap).
      expect(seatMaySend(play(card), 0)).toBe(true);
      expect(seatMaySend(play(card, args), 0)).toBe(false);
      const called = act(s, play(card));
      expect(only(s, play(card))).toEqual({ type: 'progressCalled', seat: 0, card });
      expect(called.progress?.hands[0]).not.toContain(card);
      expect(called.progress?.decks).not.toEqual(s.progress?.decks);
      expect(called.turn.pending).toEqual({ kind: 'progressBoard', seat: 0, card });
      // The table's view and the seat's own list the same plays the hand listed before.
      for (const view of [viewFor(called, 'table'), viewFor(called, 0)]) {
        const board = legalActions(view, 0).progress?.board;
        expect(board?.card).toBe(card);
        expect(board?.commands).toEqual(listed?.commands);
      }
      expect(legalActions(viewFor(called, 0), 0).progress?.plays).toEqual([]);
      // Nothing else moves while the board is asked: no other card, no end of turn, no bare repeat.
      expect(refused(called, { type: 'endTurn', seat: 0 })).toBe('ERR_PENDING');
      expect(refused(called, play(card))).not.toBeNull();
      expect(refused(called, play(card, args, 1))).not.toBeNull();
      const done = act(called, play(card, args));
      expect(done.turn.pending).toEqual(act(s, play(card, args)).turn.pending);
      expect({ ...done, version: 0 }).toEqual({ ...act(s, play(card, args)), version: 0 });
    },
  );
  it('a card with nothing to choose is refused bare with its own reason: the bishop while the robber sleeps', () => {
    expect(refused(state({ 0: ['bishop'] }), play('bishop'))).toBe('ERR_NO_ROBBER');
  });
  it('another card is refused while one waits for the board', () => {
    const called = act(state({ 0: ['merchant', 'crane'] }), play('merchant'));
    expect(refused(called, play('crane', { track: 'trade' }))).toBe('ERR_PENDING');
  });
  it('a card that names no spot is played whole from the phone, as before', () => {
    expect(seatMaySend(play('crane', { track: 'trade' }), 0)).toBe(true);
    expect(
      legalActions(viewFor(state({ 0: ['crane'] }), 0), 0).progress?.plays[0]?.call,
    ).toBeUndefined();
  });
});
