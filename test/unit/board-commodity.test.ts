// Boards balanced for commodities (issue 33): a city on forest, pasture and mountains also pays
// paper, cloth and coin, so the opening draft's seats are judged on their commodity pips too
// (lib/board/commodity.ts, docs/board-format.md). Facts on hand-made islands, the strict preset
// on cities-and-knights boards over many seeds, share codes and board@1 carrying the ruleset,
// and a game taking a board of its island.
import { describe, expect, it } from 'vitest';
import {
  type Board,
  balanceFromNames,
  balanceOn,
  boardFromShare,
  checkBalance,
  commoditySpreads,
  constraintNames,
  coreOf,
  encodeShare,
  fairness,
  generateBoard,
  PRESETS,
  parseBoard,
  parseShare,
  presetFor,
  presetName,
} from '@/lib/board';
import { parseGameLog } from '@/lib/game/log';
import { RULESETS, type RulesetId } from '@/lib/rules/rulesets';
import type { Terrain } from '@/lib/rules/vocab';

type Piece = [q: number, r: number, terrain: Terrain, token: number];

const island = (ruleset: RulesetId, land: Piece[]): Board => ({
  format: 'board@1',
  ruleset,
  seed: 'hand',
  layout: 'spiral',
  players: 2,
  balance: { preset: 'none', constraints: [] },
  hexes: land.map(([q, r, terrain, token], i) => ({ q, r, terrain, token, order: i + 1 })),
  robber: '0,0',
  share: '',
});

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('commodity pips in the draft, on two hexes side by side (2 seats)', () => {
  // The draft's picks do not depend on the terrains here (two different resources at the shared
  // corners every time): seat 1 takes the corner both hexes share and the west hex's south
  // corner, seat 2 the west hex's north-side corner and the east hex's.
  it.each([
    // ruleset, west hex, east hex, commodity pips per seat, spread
    ['ck', 'forest', 'pasture', [15, 10], 5],
    ['ck', 'forest', 'hills', [10, 5], 5],
    ['ck', 'hills', 'mountains', [5, 5], 0],
    ['ck', 'fields', 'hills', [0, 0], 0],
    ['ck', 'mountains', 'fields', [10, 5], 5],
  ] as const)('%s: %s 6 beside %s 6 → %j, spread %i', (ruleset, west, east, seats, spread) => {
    const b = island(ruleset, [
      [0, 0, west, 6],
      [1, 0, east, 6],
    ]);
    const c = fairness(b, 2).commodity;
    expect(c?.seats).toEqual(seats);
    expect(c?.spread).toBe(spread);
    expect(commoditySpreads(b, 2)).toEqual([{ seats: 2, totals: seats, spread }]);
  });

  it('a ruleset without commodities reports none', () => {
    const b = island('base', [
      [0, 0, 'forest', 6],
      [1, 0, 'hills', 6],
    ]);
    expect(fairness(b, 2).commodity).toBeNull();
    expect(commoditySpreads(b, 2)).toEqual([{ seats: 2, totals: [0, 0], spread: 0 }]);
  });
});

describe('the strict preset on a ruleset with commodities', () => {
  it.each([
    // ruleset, strict's commodity bound (its definition's strictSpread)
    ['ck', 2],
    ['ck56', 6],
    ['base', null],
    ['base56', null],
  ] as const)('%s: commodity-spread-max %s', (id, bound) => {
    expect(presetFor('strict', id).commoditySpread).toBe(bound);
    expect(presetFor('fair', id)).toEqual(PRESETS.fair);
    expect(presetName(presetFor('strict', id), id)).toBe('strict');
  });

  const seeds = Array.from({ length: 12 }, (_, i) => `ck-${i}`);
  it.each(seeds.flatMap((s) => [3, 4].map((p) => [s, p] as const)))(
    'ck strict board %s at %i players meets every strict constraint, commodities included',
    (seed, players) => {
      const b = must(generateBoard({ ruleset: 'ck', seed, balance: 'strict', players }));
      expect(b.balance.constraints).toContain('commodity-spread-max-2');
      expect(checkBalance(b, presetFor('strict', 'ck'), coreOf('ck'))).toEqual([]);
      const f = fairness(b);
      expect(f.commodity?.spreads.every((c) => c.spread <= 2)).toBe(true);
    },
  );

  it.each(['ck56-a', 'ck56-b'])('ck56 strict board %s at 6 players meets its bound', (seed) => {
    const b = must(generateBoard({ ruleset: 'ck56', seed, balance: 'strict', players: 6 }));
    expect(checkBalance(b, presetFor('strict', 'ck56'), coreOf('ck56'))).toEqual([]);
  });

  it('the checker sees a commodity spread over the bound (it can fail)', () => {
    const b = must(generateBoard({ ruleset: 'ck', seed: 'loose', balance: 'fair', players: 4 }));
    const worst = Math.max(...commoditySpreads(b).map((c) => c.spread));
    expect(worst).toBeGreaterThan(0);
    const v = checkBalance(b, { ...PRESETS.none, commoditySpread: worst - 1 }, []);
    expect(v.map((x) => x.constraint)).toContain(`commodity-spread-max-${worst - 1}`);
    expect(checkBalance(b, { ...PRESETS.none, commoditySpread: worst }, [])).toEqual([]);
  });
});

describe('a balance carried to another ruleset (the studio’s ruleset select)', () => {
  const custom = { ...PRESETS.fair, commoditySpread: 3 };
  it.each([
    // balance, from, to, what it becomes
    ['strict', PRESETS.strict, 'base', 'ck', presetFor('strict', 'ck')],
    ['strict', presetFor('strict', 'ck'), 'ck', 'base', PRESETS.strict],
    ['strict', presetFor('strict', 'ck'), 'ck', 'ck56', presetFor('strict', 'ck56')],
    ['fair', PRESETS.fair, 'base', 'ck', PRESETS.fair],
    ['custom with k3', custom, 'ck', 'ck56', custom],
    ['custom with k3', custom, 'ck', 'base56', { ...custom, commoditySpread: null }],
  ] as const)('%s from %s to %s', (_n, b, from, to, want) => {
    expect(balanceOn(b, from, to)).toEqual(want);
  });
});

describe('share codes and board@1 carry the ruleset', () => {
  it.each([
    // code, ruleset, commodity bound read
    ['h3.ck.spiral.strict.4.abc', 'ck', 2],
    ['h3.ck56.spiral.strict.6.abc', 'ck56', 6],
    ['h3.base.spiral.strict.4.abc', 'base', null],
    ['h1.ck.spiral.fair.3.abc', 'ck', null],
    ['h3.base.spiral.a-k3.4.abc', 'base', 3],
  ] as const)('%s reads %s with commodity bound %s, and writes itself back', (code, rs, bound) => {
    const r = parseShare(code);
    if (!r.ok) throw new Error(r.error);
    const s = r.value;
    expect(s.ruleset).toBe(rs);
    expect(s.balance.commoditySpread).toBe(bound);
    expect(encodeShare(s)).toBe(code);
  });

  it('kN is refused before h3, saying when it came', () => {
    const r = parseShare('h2.base.spiral.a-k2.4.abc');
    expect(r.ok ? '' : r.error).toMatch(/commodity spread came with h3/);
  });

  it('a ck board regenerates from its code and its board@1 parses back', () => {
    const b = must(boardFromShare('h3.ck.spiral.strict.4.abc'));
    expect(b.ruleset).toBe('ck');
    expect(b.share).toBe('h3.ck.spiral.strict.4.abc');
    expect(must(parseBoard(JSON.parse(JSON.stringify(b))))).toEqual(b);
    expect(balanceFromNames(b.balance.constraints)).toEqual({
      ok: true,
      value: presetFor('strict', 'ck'),
    });
    expect(constraintNames(presetFor('strict', 'ck')).at(-1)).toBe('commodity-spread-max-2');
  });

  it('board@1 refuses a ruleset the board face does not offer', () => {
    const b = must(boardFromShare('h3.base.spiral.fair.4.abc'));
    const r = parseBoard({ ...b, ruleset: 'nope' });
    expect(r.ok ? '' : r.error.message).toMatch(/^board@1: ruleset: /);
  });
});

describe('a game takes a board of its island (game@1)', () => {
  const log = (ruleset: RulesetId, share: string) =>
    parseGameLog({
      format: 'game@1',
      ruleset,
      seed: 'x',
      players: Array.from({ length: RULESETS[ruleset].players.min }, (_, i) => ({
        name: `P${i}`,
        color: `c${i}`,
      })),
      board: { share },
      events: [],
    });
  it.each([
    // game, board's code, taken
    ['ck', 'h3.ck.spiral.strict.4.abc', true],
    ['ck', 'h3.base.spiral.strict.4.abc', true],
    ['base', 'h3.ck.spiral.strict.4.abc', true],
    ['ck56', 'h3.ck56.spiral.fair.5.abc', true],
    ['ck', 'h3.ck56.spiral.fair.5.abc', false],
    ['base56', 'h3.ck.spiral.fair.4.abc', false],
  ] as const)('a %s game on %s: %s', (game, share, taken) => {
    const r = log(game, share);
    expect(r.ok ? true : r.error.message).toEqual(
      taken ? true : expect.stringMatching(/the board is for/),
    );
  });
});
