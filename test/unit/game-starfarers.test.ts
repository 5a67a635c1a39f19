// Starfarers' shared limits and public facts (lib/game/starfarers.ts) as tables, and that the
// engine refuses exactly where the helpers say the limit is (the tablet greys its buttons there).

import { describe, expect, it } from 'vitest';
import {
  awardCount,
  createGame,
  earthSupplySeats,
  type GameState,
  type Planet,
  SF_AWARD_MAX,
  SF_AWARDS,
  SF_UPGRADE_MAX,
  SF_UPGRADES,
  scoreOf,
  sitesByNumber,
  upgradeCount,
} from '@/lib/game';
import { act, config, refused } from './game-helpers';

const P = (number: number, resource: string): Planet => ({ number, resource });

/** Three seats after the start; seat 1's spaceport shares the 8 with seat 0's colony. */
function started(): GameState {
  let s = act(createGame(config('starfarers', 3)), { type: 'decideOrder', first: 0 });
  s = act(s, {
    type: 'sfStart',
    seat: 0,
    colonies: [[P(5, 'fuel')], [P(8, 'food'), P(3, 'goods')]],
    spaceport: [P(10, 'ore')],
  });
  s = act(s, {
    type: 'sfStart',
    seat: 1,
    colonies: [[P(4, 'carbon')], [P(11, 'fuel')]],
    spaceport: [P(8, 'food')],
  });
  s = act(s, {
    type: 'sfStart',
    seat: 2,
    colonies: [[P(6, 'ore')], [P(9, 'carbon')]],
    spaceport: [P(2, 'goods')],
  });
  s = act(s, { type: 'roll', seat: 0, dice: [2, 2] });
  return s;
}

const fail = (): never => {
  throw new Error('no Starfarers player');
};

describe('Starfarers helpers', () => {
  it('the limits: friendship 4 (one per race), fame rings 11; boosters 6, cannons 6, freight rings 5', () => {
    expect(SF_AWARD_MAX.friendship).toBe(4);
    expect(SF_AWARD_MAX.fame).toBe(11);
    expect(SF_UPGRADE_MAX).toEqual({ booster: 6, cannon: 6, freightRing: 5 });
  });

  it.each(SF_UPGRADES)('%s: the engine builds up to the limit and refuses one more', (item) => {
    let s = started();
    for (let i = 0; i < SF_UPGRADE_MAX[item]; i++)
      s = act(s, { type: 'sfBuild', seat: 0, item, pay: {} });
    const p = s.players[0]?.sf;
    if (!p) throw new Error('no Starfarers player');
    expect(upgradeCount(p, item)).toBe(SF_UPGRADE_MAX[item]);
    expect(refused(s, { type: 'sfBuild', seat: 0, item, pay: {} })).toBe('ERR_LIMIT');
  });

  it.each(SF_AWARDS.filter((a) => SF_AWARD_MAX[a] < 99))(
    '%s: awarded up to the limit, one more refused, and never below 0',
    (award) => {
      let s = started();
      // Fame starts at one ring (set-up), the others at none: down to 0 first.
      const start = awardCount(s.players[1]?.sf ?? fail(), award);
      if (start > 0) s = act(s, { type: 'sfAward', seat: 1, award, delta: -start });
      expect(refused(s, { type: 'sfAward', seat: 1, award, delta: -1 })).toBe('ERR_LIMIT');
      s = act(s, { type: 'sfAward', seat: 1, award, delta: SF_AWARD_MAX[award] });
      const p = s.players[1]?.sf;
      if (!p) throw new Error('no Starfarers player');
      expect(awardCount(p, award)).toBe(SF_AWARD_MAX[award]);
      expect(refused(s, { type: 'sfAward', seat: 1, award, delta: 1 })).toBe('ERR_LIMIT');
    },
  );

  // Regression: the engine started everyone with no fame ring.
  it('set-up: everyone has one fame ring on the mother ship (seed 001) and 4 VP', () => {
    const s = started();
    for (const [seat, p] of s.players.entries()) {
      expect(p.sf?.fameRings).toBe(1);
      expect(scoreOf(s, seat).public).toBe(4);
    }
    // So one more ring is the first fame point.
    const t = act(s, { type: 'sfAward', seat: 0, award: 'fame', delta: 1 });
    expect(scoreOf(t, 0).public).toBe(5);
  });

  it('Earth supplies every seat under 9 public VP, and the engine draws for exactly those', () => {
    let s = started();
    expect(earthSupplySeats(s)).toEqual([true, true, true]);
    // Two friendship tokens (4) and two fame rings (1) take seat 2 from 4 to 9 VP.
    s = act(s, { type: 'sfAward', seat: 2, award: 'friendship', delta: 2 });
    s = act(s, { type: 'endTurn', seat: 0 });
    s = act(s, { type: 'sfAward', seat: 2, award: 'fame', delta: 2 });
    expect(earthSupplySeats(s)).toEqual([true, true, false]);
    expect(
      refused(s, { type: 'roll', seat: 1, dice: [3, 3], supply: ['fuel', 'ore', 'food'] }),
    ).toBe('ERR_BAD_CARDS');
    s = act(s, { type: 'roll', seat: 1, dice: [3, 3], supply: ['fuel', 'ore', null] });
    expect(s.players.map((p) => p.hand.fuel)).toEqual([1, 0, 0]);
  });

  it('sites by number: every colony and spaceport under each planet number, ascending', () => {
    const sites = sitesByNumber(started().players);
    expect([...sites.keys()]).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 11]);
    expect(sites.get(8)).toEqual([
      { seat: 0, colony: 1, spaceport: false, planet: P(8, 'food') },
      { seat: 1, colony: 2, spaceport: true, planet: P(8, 'food') },
    ]);
    expect(sites.get(7)).toBeUndefined();
  });
});
