// Game statistics as facts: a hand-played game on the beginner island gives exact numbers;
// random legal games of every ruleset conserve cards (gained − lost − spent = the hand at the
// end), count every roll once, and end their VP curve at the final public score.

import { describe, expect, it } from 'vitest';
import {
  type Command,
  createGame,
  decide,
  type Event,
  evolve,
  type GameState,
  randomGame,
  scoreOf,
  toGameLog,
} from '@/lib/game';
import { total } from '@/lib/game/hand';
import { GAIN_SOURCES, gameStats, LOSS_CAUSES, statsFromLog } from '@/lib/game/stats';
import type { RulesetId } from '@/lib/rules/rulesets';
import { config } from './game-helpers';

/** Plays commands from the start and returns the events they made. */
function play(cfg: ReturnType<typeof config>, commands: readonly Command[]) {
  let s: GameState = createGame(cfg);
  const events: Event[] = [];
  for (const c of commands) {
    const r = decide(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    for (const e of r.value) {
      s = evolve(s, e);
      events.push(e);
    }
  }
  return { events, state: s };
}

// Beginner island, three seats, seat 0 first: 0, 1, 2, 2, 1, 0.
//   seat 0: 0,-2,S (ore 10, brick 6, grain 12), then 2,0,N (ore 8, brick 10)  → ore 1, brick 1
//   seat 1: 2,-2,S (lumber 9, brick 10, wool 4), then 1,0,S (lumber 3, wool 5, grain 4) → 3 cards
//   seat 2: -2,1,N (lumber 8, grain 9, lumber 11), then -1,2,N (grain 6, ore 3, grain 4) → 3 cards
// Turn 1, seat 0 rolls 8: seat 0 ore +1 (2,0), seat 2 lumber +1 (-2,1); seat 0 trades 1 ore to
//   seat 1 for 1 lumber.
// Turn 2, seat 1 rolls 10: seat 0 ore +1 (0,-2) and brick +1 (2,-1), seat 1 brick +1 (2,-1).
// Turn 3, seat 2 rolls 7 (nobody holds 8): robber to brick 6 (0,-1), steals from seat 0.
// Turn 4, seat 0 rolls 6: brick 6 is blocked; seat 2 grain +1 (-1,2).
const cfg3 = config('base', 3);
const handPlayed: Command[] = [
  { type: 'decideOrder', first: 0 },
  { type: 'buildSettlement', seat: 0, vertex: '0,-2,S' },
  { type: 'buildRoad', seat: 0, edge: '0,-1,W' },
  { type: 'buildSettlement', seat: 1, vertex: '2,-2,S' },
  { type: 'buildRoad', seat: 1, edge: '2,-1,W' },
  { type: 'buildSettlement', seat: 2, vertex: '-2,1,N' },
  { type: 'buildRoad', seat: 2, edge: '-1,0,W' },
  { type: 'buildSettlement', seat: 2, vertex: '-1,2,N' },
  { type: 'buildRoad', seat: 2, edge: '-1,2,NW' },
  { type: 'buildSettlement', seat: 1, vertex: '1,0,S' },
  { type: 'buildRoad', seat: 1, edge: '1,1,W' },
  { type: 'buildSettlement', seat: 0, vertex: '2,0,N' },
  { type: 'buildRoad', seat: 0, edge: '3,-1,W' },
  { type: 'roll', seat: 0, dice: [4, 4] },
  { type: 'tradePlayer', seat: 0, with: 1, give: { ore: 1 }, get: { lumber: 1 } },
  { type: 'endTurn', seat: 0 },
  { type: 'roll', seat: 1, dice: [5, 5] },
  { type: 'endTurn', seat: 1 },
  { type: 'roll', seat: 2, dice: [3, 4] },
  { type: 'moveRobber', seat: 2, hex: '0,-1', victim: 0 },
  { type: 'endTurn', seat: 2 },
  { type: 'roll', seat: 0, dice: [3, 3] },
];

describe('a hand-played game', () => {
  const { events, state } = play(cfg3, handPlayed);
  const st = gameStats(cfg3, events);

  it('counts each roll by its sum, against rolls × ways / 36', () => {
    expect(st.rolls).toBe(4);
    expect(st.dice.map((d) => d.sum)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(st.dice.filter((d) => d.count > 0).map((d) => [d.sum, d.count])).toEqual([
      [6, 1],
      [7, 1],
      [8, 1],
      [10, 1],
    ]);
    expect(st.dice.find((d) => d.sum === 7)?.expected).toBeCloseTo((4 * 6) / 36, 12);
    expect(st.dice.find((d) => d.sum === 2)?.expected).toBeCloseTo(4 / 36, 12);
  });

  it.each([
    [0, { setup: 2, production: 3, trade: 1, steal: 0 }, { robber: 1, trade: 1, seven: 0 }],
    [1, { setup: 3, production: 1, trade: 1, steal: 0 }, { robber: 0, trade: 1, seven: 0 }],
    [2, { setup: 3, production: 2, trade: 0, steal: 1 }, { robber: 0, trade: 0, seven: 0 }],
  ])('seat %s gained and lost exactly this', (seat, gained, lost) => {
    const p = st.players[seat];
    expect(p?.gained).toMatchObject({ ...gained, supply: 0, discovery: 0, devCards: 0 });
    expect(p?.lost).toMatchObject({ ...lost, monopoly: 0 });
    expect(p?.spent).toBe(0);
  });

  it('books by resource what the payouts paid, the trade and the stolen card', () => {
    const robbed = events.find((e) => e.type === 'robberMoved');
    if (robbed?.type !== 'robberMoved' || !robbed.stolen) throw new Error('no steal');
    const plusStolen = (h: Record<string, number>) => ({
      ...h,
      [robbed.stolen as string]: (h[robbed.stolen as string] ?? 0) + 1,
    });
    expect(st.players[0]?.gainedByResource).toEqual({
      lumber: 1,
      wool: 0,
      grain: 0,
      brick: 2,
      ore: 3,
    });
    expect(st.players[1]?.gainedByResource).toEqual({
      lumber: 1,
      wool: 1,
      grain: 1,
      brick: 1,
      ore: 1,
    });
    expect(st.players[2]?.gainedByResource).toEqual(
      plusStolen({ lumber: 1, wool: 0, grain: 3, brick: 0, ore: 1 }),
    );
  });

  it('VP after set-up and after each turn', () => {
    expect(st.vp).toEqual([
      { turn: 0, vp: [2, 2, 2] },
      { turn: 1, vp: [2, 2, 2] },
      { turn: 2, vp: [2, 2, 2] },
      { turn: 3, vp: [2, 2, 2] },
    ]);
  });

  it('gained − lost = the hand at the end (nothing was built)', () => {
    state.players.forEach((p, seat) => {
      const s = st.players[seat];
      if (!s) throw new Error('missing seat');
      const gained = GAIN_SOURCES.reduce((a, k) => a + s.gained[k], 0);
      const lost = LOSS_CAUSES.reduce((a, k) => a + s.lost[k], 0);
      expect(gained - lost - s.spent).toBe(total(p.hand));
    });
  });

  it('statsFromLog reads the game@1 document, and refuses what is not one', () => {
    const doc = JSON.parse(JSON.stringify(toGameLog(cfg3, events)));
    const r = statsFromLog(doc);
    expect(r.ok && r.value).toEqual(st);
    const bad = statsFromLog({ format: 'game@2' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('ERR_LOG_FORMAT');
  });
});

describe('random legal games', () => {
  it.each([
    ['base', 4, 'stats-a'],
    ['base', 3, 'stats-b'],
    ['base56', 6, 'stats-c'],
    ['mupp37', 4, 'stats-d'],
    ['intimate', 2, 'stats-e'],
    ['starfarers', 4, 'stats-f'],
  ] as const)(
    '%s with %s players (%s): cards conserved, rolls counted, VP ends at the score',
    (ruleset, n, seed) => {
      const cfg = config(ruleset as RulesetId, n, {}, seed);
      const g = randomGame(cfg, 3000);
      const st = gameStats(cfg, g.events);
      const rolled = g.events.filter((e) => e.type === 'rolled').length;
      expect(st.rolls).toBe(rolled);
      expect(st.dice.reduce((a, d) => a + d.count, 0)).toBe(rolled);
      expect(st.dice.reduce((a, d) => a + d.expected, 0)).toBeCloseTo(rolled, 9);
      g.state.players.forEach((p, seat) => {
        const s = st.players[seat];
        if (!s) throw new Error('missing seat');
        const gained = GAIN_SOURCES.reduce((a, k) => a + s.gained[k], 0);
        const lost = LOSS_CAUSES.reduce((a, k) => a + s.lost[k], 0);
        expect(gained - lost - s.spent).toBe(total(p.hand));
        const byRes = Object.values(s.gainedByResource).reduce((a, b) => a + b, 0);
        expect(byRes).toBe(gained);
      });
      // Every card a seat lost to the robber, another seat stole.
      const stolen = st.players.reduce((a, p) => a + p.gained.steal, 0);
      expect(st.players.reduce((a, p) => a + p.lost.robber, 0)).toBe(stolen);
      const last = st.vp[st.vp.length - 1];
      expect(last?.vp).toEqual(g.state.players.map((_, i) => scoreOf(g.state, i).public));
      const turns = st.vp.map((v) => v.turn);
      expect(turns).toEqual([...turns].sort((a, b) => a - b));
      expect(new Set(turns).size).toBe(turns.length);
    },
  );
});
