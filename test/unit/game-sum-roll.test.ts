// A roll entered at the table as its sum only (issue 14): recorded as that sum, never as two
// invented dice; it pays exactly as any two dice of that sum do, replays from its log, and the
// statistics count it. Old logs, whose rolls all name two dice, replay unchanged.

import { describe, expect, it } from 'vitest';
import { commandOf, type Event, evolve, rolledSum } from '@/lib/game';
import { gameStats } from '@/lib/game/stats';
import { config, only, playState, refused } from './game-helpers';

const base = config('base', 3);
// Roll 6: hills 6 at "0,-1", fields 6 at "-1,2". Roll 4: pasture 4 at "1,-1", fields 4 at "0,1".
const layout = {
  settlements: { '0,0,N': 0, '0,-1,N': 2 },
  cities: { '-1,2,N': 1 },
  rolled: false,
} as const;

describe('a roll entered as a sum', () => {
  it.each([
    ['6', 6],
    ['2', 2],
    ['12', 12],
    ['7', 7],
  ] as const)('a sum of %s is recorded as the sum, with no dice', (_n, sum) => {
    const e = only(playState(base, layout), { type: 'roll', seat: 0, sum });
    if (e.type !== 'rolled') throw new Error('not a roll');
    expect(e.dice).toBeUndefined();
    expect(e.sum).toBe(sum);
    expect(e.source).toBe('table');
    expect(rolledSum(e)).toBe(sum);
  });

  it.each([
    [6, [1, 5]],
    [6, [3, 3]],
    [4, [1, 3]],
    [10, [4, 6]],
  ] as const)('a sum of %i pays what the dice %j pay', (sum, dice) => {
    const s = playState(base, layout);
    const bySum = only(s, { type: 'roll', seat: 0, sum });
    const byDice = only(s, { type: 'roll', seat: 0, dice: [dice[0], dice[1]] });
    if (bySum.type !== 'rolled' || byDice.type !== 'rolled') throw new Error('not a roll');
    expect(bySum.payout).toEqual(byDice.payout);
    expect(evolve(s, bySum).players.map((p) => p.hand)).toEqual(
      evolve(s, byDice).players.map((p) => p.hand),
    );
  });

  it.each([
    ['a sum of 1', { sum: 1 }],
    ['a sum of 13', { sum: 13 }],
    ['a sum of 6.5', { sum: 6.5 }],
    ['a sum and dice both', { sum: 6, dice: [3, 3] as const }],
  ] as const)('%s is refused as bad dice', (_n, extra) => {
    expect(refused(playState(base, layout), { type: 'roll', seat: 0, ...extra })).toBe(
      'ERR_BAD_DICE',
    );
  });

  it('replays as the same sum-only command, and the statistics count it', () => {
    const s = playState(base, layout);
    const e = only(s, { type: 'roll', seat: 0, sum: 8 });
    expect(commandOf(e)).toEqual({ type: 'roll', seat: 0, sum: 8 });
    const stats = gameStats(base, [e] as Event[]);
    expect(stats.dice.find((d) => d.sum === 8)?.count).toBe(1);
    expect(stats.rolls).toBe(1);
  });

  it('a two-dice roll still names its dice (old logs replay unchanged)', () => {
    const e = only(playState(base, layout), { type: 'roll', seat: 0, dice: [2, 5] });
    expect(e).toMatchObject({ type: 'rolled', dice: [2, 5], source: 'table' });
    expect('sum' in e).toBe(false);
    expect(commandOf(e)).toEqual({ type: 'roll', seat: 0, dice: [2, 5] });
  });
});
