// Cities and knights with the box's own progress cards (options.progressDeck 'table', issue 33),
// as a table of facts: a card drawn is known to the app only by its colour until its holder
// declares it (privately, on the phone); the printer and constitution are shown when declared;
// the hand limit counts undeclared cards and one goes back by its colour; the spy's player
// picks on the target's phone among cards shown there; nobody else learns a declared card.

import { describe, expect, it } from 'vitest';
import {
  type Command,
  type GameState,
  legalActions,
  type Seat,
  scoreOf,
  viewEvent,
  viewFor,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { waitingFor } from '@/lib/game/features/progress/cards';
import type { VertexId } from '@/lib/hex';
import { PROGRESS_CARDS, type ProgressDeck } from '@/lib/rules/progress-cards';
import { act, config, only, playState, refused } from './game-helpers';

const REAL = config('ck', 4, { progressDeck: 'table' }, 'real-cards');
const APP = config('ck', 4, {}, 'real-cards');
const ctx = contextOf(REAL);
const vid = (v: number) => ctx.topo.vertices[v] as VertexId;
const C0 = ctx.topo.hexVertexIdx[ctx.hexResource.indexOf('grain')]?.[0] as number;
const C1 = ctx.topo.hexVertexIdx[ctx.hexResource.indexOf('ore')]?.[3] as number;

type Unknown = Partial<Record<Seat, Partial<Record<ProgressDeck, number>>>>;

/** A real-cards state after seat 0's roll: two cities, the known hands and undeclared cards given. */
function state(known: Partial<Record<Seat, string[]>> = {}, unknown: Unknown = {}): GameState {
  const s = playState(REAL, { cities: { [vid(C0)]: 0, [vid(C1)]: 1 } });
  const p = s.progress;
  if (!p) throw new Error('no progress cards');
  const zero = { science: 0, trade: 0, politics: 0 };
  const hands = p.hands.map((h, i) => (known[i] ?? h) as never);
  // Known cards leave the box's remainder, as a declaration does.
  const decks = { ...p.decks };
  for (const c of hands.flat() as (keyof typeof PROGRESS_CARDS)[]) {
    const d = PROGRESS_CARDS[c].deck;
    const at = decks[d].indexOf(c);
    decks[d] = [...decks[d].slice(0, at), ...decks[d].slice(at + 1)];
  }
  return {
    ...s,
    progress: { ...p, hands, decks, unknown: p.hands.map((_, i) => ({ ...zero, ...unknown[i] })) },
  };
}

const declare = (seat: Seat, card: string): Command =>
  ({ type: 'declareProgress', seat, card }) as Command;

describe('the box’s progress cards (progressDeck "table")', () => {
  it('the decks start as the box: 18 cards each, and no card held', () => {
    const s = playState(REAL);
    expect(Object.values(s.progress?.decks ?? {}).map((d) => d.length)).toEqual([18, 18, 18]);
    expect(viewFor(s, 'table').progress?.decks).toEqual({ science: 18, trade: 18, politics: 18 });
  });

  it('a gate face deals each drawer a card known only by its colour', () => {
    const s0 = state();
    const s = {
      ...s0,
      turn: { ...s0.turn, rolled: false },
      improvements: s0.improvements && {
        ...s0.improvements,
        levels: s0.improvements.levels.map((l, i) => (i < 2 ? { ...l, science: 2 } : l)),
      },
    };
    const e = only(s, { type: 'roll', seat: 0, dice: [1, 4], event: 'science' });
    expect(e.type === 'rolled' && e.progress).toEqual([
      { seat: 0, deck: 'science', card: 'unknown' },
      { seat: 1, deck: 'science', card: 'unknown' },
    ]);
    const t = act(s, { type: 'roll', seat: 0, dice: [1, 4], event: 'science' });
    expect(t.progress?.unknown?.[1]).toEqual({ science: 1, trade: 0, politics: 0 });
    // Two fewer to draw; the box's remainder still counts them (their kinds are not known).
    expect(t.progress?.decks.science).toHaveLength(18);
    expect(viewFor(t, 'table').progress?.decks.science).toBe(16);
    expect(viewFor(t, 'table').progress?.counts).toEqual([1, 1, 0, 0]);
  });

  it('its holder declares it on the phone; only they see its name', () => {
    const s = state({}, { 1: { trade: 1 } });
    // Seat 1 holds one undeclared trade card: it may be named as a trade kind only.
    expect(refused(s, declare(1, 'spy'))).toBe('ERR_NO_SUCH_CARD');
    const t = act(s, declare(1, 'merchantFleet'));
    expect(t.progress?.hands[1]).toEqual(['merchantFleet']);
    expect(t.progress?.unknown?.[1]).toEqual({ science: 0, trade: 0, politics: 0 });
    const d = only(s, declare(1, 'merchantFleet'));
    expect(viewEvent(d, 1)).toEqual(d);
    expect(viewEvent(d, 'table')).toEqual({ ...d, card: null });
    expect(viewEvent(d, 0)).toEqual({ ...d, card: null });
    expect(JSON.stringify(viewFor(t, 'table'))).not.toContain('merchantFleet');
    expect(viewFor(t, 1).progress?.hands[1]).toEqual(['merchantFleet']);
  });

  it('"the printer and constitution are declared when drawn": shown at once, 1 VP', () => {
    const s = state({}, { 2: { science: 1 } });
    const before = scoreOf(s, 2).public;
    const t = act(s, declare(2, 'printer'));
    expect(t.progress?.shown[2]).toEqual(['printer']);
    expect(scoreOf(t, 2).public).toBe(before + 1);
    expect(viewEvent(only(s, declare(2, 'printer')), 'table')).toMatchObject({ card: 'printer' });
  });

  /** Seat 0 holds an undeclared science card, and the one printer is shown by seat 2. */
  const printerOut = (): GameState => {
    const s = state({}, { 0: { science: 1 } });
    const p = s.progress;
    if (!p) throw new Error('no progress cards');
    return { ...s, progress: { ...p, shown: p.shown.map((h, i) => (i === 2 ? ['printer'] : h)) } };
  };
  it.each([
    [
      'a colour the seat holds no undeclared card of',
      state({}, { 1: { trade: 1 } }),
      declare(1, 'printer'),
      'ERR_NO_SUCH_CARD',
    ],
    [
      'a kind whose every copy is out (the one printer shown)',
      printerOut(),
      declare(0, 'printer'),
      'ERR_NO_SUCH_CARD',
    ],
    ['the app’s decks', playState(APP), declare(0, 'crane'), 'ERR_BAD_COMMAND'],
  ] as const)('declaring is refused: %s', (_, s, c, code) => {
    expect(refused(s, c)).toBe(code);
  });

  it('an undeclared card is named before it is played', () => {
    const s = state({}, { 0: { trade: 1 } });
    expect(
      refused(s, { type: 'playProgress', seat: 0, card: 'merchantFleet', resource: 'ore' }),
    ).toBe('ERR_NO_SUCH_CARD');
    const legal = legalActions(viewFor(s, 0), 0).progress;
    expect(legal?.plays).toEqual([]);
    // Every trade kind but none of another colour.
    expect(legal?.declares.map((c) => c.card).sort()).toEqual(
      Object.entries(PROGRESS_CARDS)
        .flatMap(([id, c]) => (c.deck === 'trade' ? [id] : []))
        .sort(),
    );
    const t = act(s, declare(0, 'merchantFleet'));
    expect(legalActions(viewFor(t, 0), 0).progress?.plays.map((p) => p.card)).toEqual([
      'merchantFleet',
    ]);
  });

  it('the hand limit of 4 counts undeclared cards; one goes back by its colour', () => {
    const s = state({ 0: ['crane', 'crane', 'warlord'] }, { 0: { trade: 2 } });
    expect(viewFor(s, 'table').progress?.over).toEqual([0]);
    const legal = legalActions(viewFor(s, 0), 0).progress;
    expect(legal?.discards).toEqual([
      { type: 'discardProgress', seat: 0, card: 'crane' },
      { type: 'discardProgress', seat: 0, card: 'warlord' },
      { type: 'discardProgress', seat: 0, card: 'unknown', deck: 'trade' },
    ]);
    const c: Command = { type: 'discardProgress', seat: 0, card: 'unknown', deck: 'trade' };
    const t = act(s, c);
    expect(t.progress?.unknown?.[0]?.trade).toBe(1);
    expect(viewFor(t, 'table').progress?.over).toEqual([]);
    expect(refused(t, c)).toBe('ERR_PROGRESS_LIMIT');
    expect(
      refused(s, { type: 'discardProgress', seat: 0, card: 'unknown', deck: 'politics' }),
    ).toBe('ERR_NO_SUCH_CARD');
  });

  it('the spy: the target’s phone shows its cards, and the spy’s player picks there', () => {
    const s = state({ 0: ['spy'], 1: ['crane'] }, { 1: { trade: 1 } });
    const t = act(s, { type: 'playProgress', seat: 0, card: 'spy', target: 1 });
    const p = t.turn.pending;
    if (p?.kind !== 'progress') throw new Error('no choice');
    expect(waitingFor(p.choice)).toEqual([1]);
    // Neither the spy's player nor the table sees the target's cards in the app.
    expect(viewFor(t, 0).progress?.look).toBeNull();
    const ans = legalActions(viewFor(t, 1), 1).progress?.answer;
    expect(ans?.commands).toEqual([
      { type: 'answerProgress', seat: 1, card: 'crane' },
      { type: 'answerProgress', seat: 1, card: 'unknown', deck: 'trade' },
      { type: 'answerProgress', seat: 1, card: null },
    ]);
    const u = act(t, { type: 'answerProgress', seat: 1, card: 'unknown', deck: 'trade' });
    expect([u.progress?.unknown?.[0]?.trade, u.progress?.unknown?.[1]?.trade]).toEqual([1, 0]);
    expect(u.turn.pending).toBeNull();
    const k = act(t, { type: 'answerProgress', seat: 1, card: 'crane' });
    expect([k.progress?.hands[0], k.progress?.hands[1]]).toEqual([['crane'], []]);
    expect(refused(t, { type: 'answerProgress', seat: 0, card: null })).toBe('ERR_NOT_YOUR_TURN');
  });

  it('a spy may target a seat holding only undeclared cards', () => {
    const s = state({ 0: ['spy'] }, { 2: { science: 1 } });
    expect(legalActions(viewFor(s, 0), 0).progress?.plays[0]?.commands).toContainEqual({
      type: 'playProgress',
      seat: 0,
      card: 'spy',
      target: 2,
    });
  });

  it('a tied defender draws an unknown card of the colour chosen', () => {
    const s0 = state();
    const s = { ...s0, progress: s0.progress && { ...s0.progress, owedDraws: [2] } };
    expect(only(s, { type: 'drawProgress', seat: 2, deck: 'politics' })).toEqual({
      type: 'progressDrawn',
      seat: 2,
      deck: 'politics',
      card: 'unknown',
    });
  });

  it('with the app’s decks nothing is unknown: cards are drawn by name', () => {
    expect(playState(APP).progress?.unknown).toBeUndefined();
    expect(legalActions(viewFor(playState(APP), 0), 0).progress?.declares).toEqual([]);
  });
});
