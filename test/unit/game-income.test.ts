// Expected income per roll, as a table of facts on the beginner island (tokens named by hex):
// 0,-2 ore 10 · 0,-1 brick 6 · -1,-1 grain 12 · 1,-1 wool 4 · 0,0 desert. A number pays with
// its ways out of 36; a settlement takes 1, a city 2; the robber's hex pays nothing.

import { describe, expect, it } from 'vitest';
import { type GameState, viewFor } from '@/lib/game';
import { contextOf } from '@/lib/game/context';
import { diceWays, expectedIncome, sumProbability } from '@/lib/game/income';
import { config, type Layout, playState } from './game-helpers';

const base = config('base', 4);
const at = (l: Layout): GameState => playState(base, l);
const near = (x: number) => expect.closeTo(x, 12);

describe('dice sums', () => {
  it.each([
    [2, 1],
    [3, 2],
    [6, 5],
    [7, 6],
    [8, 5],
    [12, 1],
    [1, 0],
    [13, 0],
    [6.5, 0],
  ])('%s comes up %s ways out of 36', (sum, ways) => {
    expect(diceWays(sum)).toBe(ways);
  });

  it('the probabilities of 2–12 add up to 1', () => {
    let p = 0;
    for (let s = 2; s <= 12; s++) p += sumProbability(s);
    expect(p).toBeCloseTo(1, 12);
  });
});

describe('expected cards per roll', () => {
  it.each([
    [
      'a settlement on ore 10, brick 6, grain 12',
      { settlements: { '0,-2,S': 0 } },
      { ore: 3 / 36, brick: 5 / 36, grain: 1 / 36, wool: 0, lumber: 0 },
      9 / 36,
    ],
    [
      'a city there takes twice as much',
      { cities: { '0,-2,S': 0 } },
      { ore: 6 / 36, brick: 10 / 36, grain: 2 / 36, wool: 0, lumber: 0 },
      18 / 36,
    ],
    [
      'the robber on brick 6 blocks it',
      { settlements: { '0,-2,S': 0 }, robber: '0,-1' },
      { ore: 3 / 36, brick: 0, grain: 1 / 36, wool: 0, lumber: 0 },
      4 / 36,
    ],
    [
      'the desert pays nothing: desert, brick 6, wool 4',
      { settlements: { '0,0,N': 0 } },
      { ore: 0, brick: 5 / 36, grain: 0, wool: 3 / 36, lumber: 0 },
      8 / 36,
    ],
    [
      "another seat's buildings do not count",
      { settlements: { '0,-2,S': 1, '0,0,N': 1 } },
      { ore: 0, brick: 0, grain: 0, wool: 0, lumber: 0 },
      0,
    ],
    [
      'a settlement and a city sharing brick 6 add up',
      { settlements: { '0,-2,S': 0 }, cities: { '0,0,N': 0 } },
      { ore: 3 / 36, brick: 15 / 36, grain: 1 / 36, wool: 6 / 36, lumber: 0 },
      25 / 36,
    ],
  ] as const)('%s', (_name, layout, perRoll, total) => {
    const inc = expectedIncome(at(layout), 0);
    expect(inc.perRoll).toEqual(
      Object.fromEntries(Object.entries(perRoll).map(([k, v]) => [k, near(v)])),
    );
    expect(inc.total).toBeCloseTo(total, 12);
  });

  it('lists what each number pays, in order, and nothing for numbers that pay nothing', () => {
    const inc = expectedIncome(at({ settlements: { '0,-2,S': 0 }, cities: { '0,0,N': 0 } }), 0);
    expect(inc.byNumber.map((b) => [b.sum, b.cards])).toEqual([
      [4, { lumber: 0, wool: 2, grain: 0, brick: 0, ore: 0 }],
      [6, { lumber: 0, wool: 0, grain: 0, brick: 3, ore: 0 }],
      [10, { lumber: 0, wool: 0, grain: 0, brick: 0, ore: 1 }],
      [12, { lumber: 0, wool: 0, grain: 1, brick: 0, ore: 0 }],
    ]);
    expect(inc.byNumber.map((b) => b.p)).toEqual([3 / 36, 5 / 36, 3 / 36, 1 / 36]);
  });

  it("a seat's view gives the same figures as the whole state (only public facts are read)", () => {
    const s = at({ settlements: { '0,-2,S': 0, '1,-1,S': 2 }, cities: { '0,0,N': 2 } });
    for (const seat of [0, 1, 2])
      expect(expectedIncome(viewFor(s, seat), seat)).toEqual(expectedIncome(s, seat));
  });

  it('matches the pips of every hex around each building, over the whole island', () => {
    const ctx = contextOf(base);
    const s = at({ settlements: { '0,-2,S': 0, '1,-1,S': 0 }, cities: { '0,0,S': 0 } });
    let pips = 0;
    s.buildings.forEach((b, v) => {
      if (b?.seat !== 0) return;
      for (const h of ctx.topo.vertexLand[v] ?? [])
        pips += diceWays(ctx.hexToken[h] ?? 0) * (b.kind === 'city' ? 2 : 1);
    });
    expect(expectedIncome(s, 0).total).toBeCloseTo(pips / 36, 12);
  });

  it('Starfarers: each planet of a colony pays one card on its number', () => {
    const cfg = config('starfarers', 3);
    const s0 = playState(cfg);
    const sf = s0.players[0]?.sf;
    if (!sf) throw new Error('no Starfarers player');
    const s: GameState = {
      ...s0,
      players: s0.players.map((p, i) =>
        i === 0
          ? {
              ...p,
              sf: {
                ...sf,
                colonies: [
                  {
                    planets: [
                      { number: 6, resource: 'ore' },
                      { number: 2, resource: 'food' },
                    ],
                    spaceport: false,
                  },
                  { planets: [{ number: 6, resource: 'fuel' }], spaceport: true },
                ],
              },
            }
          : p,
      ),
    };
    const inc = expectedIncome(s, 0);
    expect(inc.perRoll).toEqual({
      fuel: near(5 / 36),
      ore: near(5 / 36),
      carbon: 0,
      food: near(1 / 36),
      goods: 0,
    });
    expect(expectedIncome(s, 1).total).toBe(0);
  });
});
