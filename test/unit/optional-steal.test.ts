// The optional steal (features.steal): the house variant's roller "får" (may) steal (seed 000)
// and Starfarers' "må" (may) draw a card (seed 001), so `victim: null` declines there; the base
// game keeps the steal compulsory (seeds 002/004) and refuses it with ERR_STEAL_COMPULSORY.

import { describe, expect, it, vi } from 'vitest';
import {
  type Command,
  commandOf,
  createGame,
  type Event,
  type GameState,
  type Planet,
  parseGameLog,
  randomGame,
  replayChecked,
  robberVictims,
  toGameLog,
} from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { type HexKey, hexKey } from '@/lib/hex';
import { act, config, hand, only, playState, refused } from './game-helpers';

// lib/server/schemas imports 'server-only', which throws outside a server bundle.
vi.mock('server-only', () => ({}));

/** After a 7 with nobody owing a discard: seat 0 moves the robber. */
function afterSeven(ruleset: 'base' | 'mupp37'): GameState {
  const s = playState(config(ruleset), {
    rolled: false,
    hands: { 2: hand({ wool: 1 }) },
    settlements: { '0,-1,N': 2, '0,0,N': 1 },
  });
  return act(s, { type: 'roll', seat: 0, dice: [3, 4] });
}

/** A hex the robber may take whose victims are `seats` (joined with commas). */
function hexWith(s: GameState, seats: string): HexKey {
  const ctx = contextOf(s.config);
  const h = ctx.topo.hexes.findIndex(
    (_, i) => i !== s.robber && robberVictims(s, ctx, 0, i).join() === seats,
  );
  const hx = ctx.topo.hexes[h];
  if (!hx) throw new Error(`no hex with victims ${seats}`);
  return hexKey(hx);
}
/** Seat 2 alone could be robbed there: the case a missing victim used to mean "rob them". */
const loneHex = (s: GameState) => hexWith(s, '2');

/** Seat 0 holds a knight bought last turn and has rolled. */
function withKnight(ruleset: 'base' | 'mupp37'): GameState {
  return playState(config(ruleset), {
    turn: 3,
    hands: { 2: hand({ wool: 1 }) },
    dev: { 0: [{ card: 'knight', turn: 1 }] },
    settlements: { '0,-1,N': 2, '0,0,N': 1 },
  });
}

const decline = (
  s: GameState,
  type: 'moveRobber' | 'playKnight' = 'moveRobber',
  hex: HexKey = loneHex(s),
): Command => ({ type, seat: 0, hex, victim: null });
const knightDecline = (s: GameState): Command => decline(s, 'playKnight');

describe('the optional steal', () => {
  it('base: declining the steal is refused with ERR_STEAL_COMPULSORY (robber and knight)', () => {
    expect(refused(afterSeven('base'), decline(afterSeven('base')))).toBe('ERR_STEAL_COMPULSORY');
    expect(refused(withKnight('base'), knightDecline(withKnight('base')))).toBe(
      'ERR_STEAL_COMPULSORY',
    );
  });

  it('base: a hex where nobody can be robbed still takes victim null (nothing to steal)', () => {
    const s = afterSeven('base');
    const e = only(s, decline(s, 'moveRobber', hexWith(s, '')));
    expect(e).toMatchObject({ type: 'robberMoved', victim: null, stolen: null });
  });

  it('base: one victim is still robbed when none is named', () => {
    const s = afterSeven('base');
    const e = only(s, { type: 'moveRobber', seat: 0, hex: loneHex(s) });
    expect(e).toMatchObject({ victim: 2, stolen: 'wool' });
  });

  it('mupp37: the roller may move the robber and rob nobody', () => {
    const s0 = afterSeven('mupp37');
    const e = only(s0, decline(s0));
    expect(e).toMatchObject({ type: 'robberMoved', victim: null, stolen: null });
    const s = act(s0, decline(s0));
    expect(s.players[2]?.hand.wool).toBe(1);
    expect(s.players[0]?.hand.wool).toBe(0);
    expect(s.turn.pending).toBeNull();
  });

  it('mupp37: a knight may rob nobody too', () => {
    const s0 = withKnight('mupp37');
    const s = act(s0, knightDecline(s0));
    expect(s.players[2]?.hand.wool).toBe(1);
    expect(s.players[0]?.knights).toBe(1);
  });

  it('starfarers: the roller may draw from nobody; the base game has no such pending steal', () => {
    const P = (number: number, resource: string): Planet => ({ number, resource });
    let s = act(createGame(config('starfarers', 3)), { type: 'decideOrder', first: 0 });
    for (const seat of [0, 1, 2])
      s = act(s, {
        type: 'sfStart',
        seat,
        colonies: [[P(5, 'fuel')], [P(6, 'food')]],
        spaceport: [P(8, 'ore')],
      });
    s = act(s, { type: 'roll', seat: 0, dice: [3, 4], supply: ['fuel', null, null] });
    const owed = s.turn.pending?.kind === 'discard';
    expect(owed).toBe(false);
    expect(s.turn.pending?.kind).toBe('steal');
    const e = only(s, { type: 'steal', seat: 0, victim: null });
    expect(e).toEqual({ type: 'stolen', seat: 0, victim: null, stolen: null });
    const after = act(s, { type: 'steal', seat: 0, victim: null });
    expect(after.turn.pending).toBeNull();
    expect(after.players.map((p) => p.hand)).toEqual(s.players.map((p) => p.hand));
  });
});

describe('declined steals replay', () => {
  function roundTrip(events: readonly Event[], ruleset: 'mupp37' | 'starfarers') {
    const cfg = config(ruleset, 3, {}, `decline-${ruleset}`);
    const doc = JSON.parse(JSON.stringify(toGameLog(cfg, events)));
    const r = parseGameLog(doc);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events).toEqual(events);
    return replayChecked(r.value.config, r.value.events).ok;
  }

  it('mupp37: a declined steal with one victim replays as declined, not as that victim robbed', () => {
    const s0 = afterSeven('mupp37');
    const e = only(s0, decline(s0));
    const c = commandOf(e);
    expect(c).toMatchObject({ type: 'moveRobber', victim: null });
    if (!c) throw new Error('no command');
    expect(only(s0, c)).toEqual(e);
  });

  it.each(['mupp37', 'starfarers'] as const)(
    '%s: random games with declined steals pass replayChecked and game@1',
    (ruleset) => {
      const g = randomGame(config(ruleset, 3, {}, `decline-${ruleset}`), 3000);
      const declined = g.events.filter(
        (e) =>
          (e.type === 'robberMoved' || e.type === 'knightPlayed' || e.type === 'stolen') &&
          e.victim === null,
      );
      expect(declined.length).toBeGreaterThan(0);
      expect(roundTrip(g.events, ruleset)).toBe(true);
    },
  );

  it('base: a game@1 log recorded before (robber moved to nobody, victim null) still replays', () => {
    const cfg = config('base', 4, {}, 'log');
    const g = randomGame(cfg, 1500);
    expect(g.events.some((e) => e.type === 'robberMoved' && e.victim === null)).toBe(true);
    const doc = JSON.parse(JSON.stringify(toGameLog(cfg, g.events)));
    const r = parseGameLog(doc);
    if (!r.ok) throw new Error(r.error.message);
    expect(replayChecked(r.value.config, r.value.events).ok).toBe(true);
  });
});

describe('the request schema carries a declined steal to the engine', () => {
  it.each([
    ['moveRobber', { type: 'moveRobber', seat: 0, hex: '0,-1', victim: null }],
    ['playKnight', { type: 'playKnight', seat: 0, hex: '0,-1', victim: null }],
    ['steal', { type: 'steal', seat: 0, victim: null }],
  ])('%s with victim null is well-formed', async (_, c) => {
    const { command } = await import('@/lib/server/schemas');
    expect(command.safeParse(c).success).toBe(true);
  });
});
