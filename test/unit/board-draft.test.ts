// Draft-balanced boards (issue 17): the opening snake draft as facts on small hand-made
// islands, what a harbor is worth to the spots beside it, the draft constraint in the strict
// preset over many seeds, and share codes: h1 codes keep their boards, h2 carries the draft.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Board,
  boardFromShare,
  checkBalance,
  constraintNames,
  coreOf,
  draftSeats,
  fairness,
  generateBoard,
  harborWorth,
  PRESETS,
  PRESETS_H1,
  PRESETS_H2,
  parseShare,
} from '@/lib/board';
import type { BoardHex } from '@/lib/board/types';
import type { Terrain } from '@/lib/rules/vocab';

type Piece = [q: number, r: number, terrain: Terrain, token: number | null];

/** A hand-made island: land hexes, then any sea hexes (with harbors). */
const island = (land: Piece[], sea: Partial<BoardHex>[] = [], players = 4): Board => ({
  format: 'board@1',
  ruleset: 'base',
  seed: 'hand',
  layout: 'spiral',
  players,
  balance: { preset: 'none', constraints: [] },
  hexes: [
    ...land.map(([q, r, terrain, token], i) => ({ q, r, terrain, token, order: i + 1 })),
    ...sea.map((h, i) => ({
      q: 0,
      r: 0,
      terrain: 'sea' as const,
      token: null,
      order: land.length + i + 1,
      ...h,
    })),
  ],
  robber: `${land[0]?.[0] ?? 0},${land[0]?.[1] ?? 0}`,
  share: '',
});

const must = (r: ReturnType<typeof generateBoard> | ReturnType<typeof boardFromShare>) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the snake draft on hand-made islands', () => {
  const twoSixes = island([
    [0, 0, 'forest', 6],
    [1, 0, 'pasture', 6],
  ]);
  it.each([
    // island, seats, each seat's picks (first pick first), totals, spread
    [
      'two 6s side by side',
      twoSixes,
      2,
      [
        ['1,-1,S', '0,0,S'],
        ['0,-1,S', '2,-1,S'],
      ],
      [15, 10],
      5,
    ],
    [
      'two 6s side by side',
      twoSixes,
      3,
      [['1,-1,S'], ['0,-1,S', '1,0,S'], ['2,-1,S', '0,0,S']],
      [10, 10, 10],
      0,
    ],
    ['one 8 alone', island([[0, 0, 'hills', 8]]), 2, [['0,0,N'], ['-1,1,N', '0,1,N']], [5, 10], 5],
  ] as const)(
    '%s, %i seats: picks %j, totals %j, spread %i',
    (_n, board, seats, picks, totals, spread) => {
      const f = fairness(board, seats);
      expect(f.draft.seats.map((s) => s.picks)).toEqual(picks);
      expect(f.draft.seats.map((s) => s.pips)).toEqual(totals);
      expect(f.draft.spread).toBe(spread);
    },
  );

  it('ties in pips go to more different resources before reading order', () => {
    // Two pairs of 4-pip hexes on one row: forest–forest on the left, pasture–fields on the right.
    const b = island([
      [0, 0, 'forest', 5],
      [1, 0, 'forest', 9],
      [5, 0, 'pasture', 5],
      [6, 0, 'fields', 9],
    ]);
    expect(fairness(b, 1).draft.seats[0]?.picks[0]).toBe('6,-1,S');
  });

  it('ties in pips and resources go to the first in reading order: top to bottom, then left to right', () => {
    const b = island([
      [0, 0, 'forest', 5],
      [1, 0, 'forest', 9],
      [5, 0, 'forest', 5],
      [6, 0, 'forest', 9],
    ]);
    expect(fairness(b, 1).draft.seats[0]?.picks[0]).toBe('1,-1,S');
  });

  it.each([
    [2, [2]],
    [3, [3]],
    [4, [3, 4]],
    [6, [3, 4, 5, 6]],
  ])('draft-spread-max-N judges %i players at %j seats', (players, seats) => {
    expect(draftSeats(players)).toEqual(seats);
  });

  it('the checker names the seat count whose spread is too wide', () => {
    const b = { ...twoSixes, players: 2 };
    const v = checkBalance(b, { ...PRESETS.none, draftSpread: 1 }, []);
    expect(v).toEqual([
      { constraint: 'draft-spread-max-1', where: '2 seats: 15 / 10 pips (spread 5)' },
    ]);
    expect(checkBalance(b, { ...PRESETS.none, draftSpread: 5 }, [])).toEqual([]);
  });

  it.each([
    // players, draft-total-max-N, what the checker says (spreads 0 at 3 seats, 5 at 4)
    [4, 1, [{ constraint: 'draft-total-max-1', where: 'spreads 3 seats 0, 4 seats 5: 5 in all' }]],
    [4, 5, []],
    [3, 0, []],
  ] as const)('draft-total-max: %i players, N = %i', (players, n, violations) => {
    const b = { ...twoSixes, players };
    expect(checkBalance(b, { ...PRESETS.none, draftTotal: n }, [])).toEqual(violations);
  });
});

describe('what a harbor is worth to the spots beside it', () => {
  const b = island(
    [
      [0, 0, 'fields', 6],
      [1, 0, 'hills', 4],
    ],
    [
      { q: 1, r: -1, harbor: { trade: 'grain', faces: '0,0' } },
      { q: -1, r: 0, harbor: { trade: 'any', faces: '0,0' } },
      { q: 2, r: 0, harbor: { trade: 'brick', faces: '1,0' } },
    ],
  );
  it.each([
    // harbor at, trade, pips at each spot (sorted), all pips beside it, its own resource's
    ['1,-1', 'grain', [5, 8], 8, 5],
    ['-1,0', 'any', [5, 5], 5, null],
    ['2,0', 'brick', [3, 3], 3, 3],
  ])('harbor %s (%s): spots %j, %i pips, %s of its own', (at, trade, spotPips, pips, own) => {
    const h = harborWorth(b).find((x) => x.at === at);
    expect(h?.trade).toBe(trade);
    expect([...(h?.spotPips ?? [])].sort((x, y) => x - y)).toEqual(spotPips);
    expect(h?.pips).toBe(pips);
    expect(h?.own).toBe(own);
    expect(h?.spots).toHaveLength(2);
  });
  it('the fairness report lists every harbor of a generated board', () => {
    const g = must(generateBoard({ ruleset: 'base', seed: 'harbors', balance: 'strict' }));
    const f = fairness(g);
    expect(f.harbors).toHaveLength(9);
    for (const h of f.harbors) {
      if (h.own === null) continue;
      expect(h.own).toBeLessThanOrEqual(h.pips);
    }
  });
});

describe('strict boards meet the draft and every other constraint', () => {
  const seed = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
  it.each([
    ['base', 4, 400],
    ['base', 3, 150],
    ['mupp37', 4, 200],
    ['base56', 6, 25],
    ['base56', 5, 15],
  ] as const)(
    '%s at %i players (%i seeds)',
    (ruleset, players, runs) => {
      fc.assert(
        fc.property(seed, (s) => {
          const b = must(generateBoard({ ruleset, balance: 'strict', players, seed: s }));
          expect(b.balance.constraints).toContain('draft-spread-max-1');
          expect(b.balance.constraints).toContain('draft-total-max-2');
          expect(checkBalance(b, PRESETS.strict, coreOf(ruleset))).toEqual([]);
          expect(fairness(b).draft.spread).toBeLessThanOrEqual(1);
        }),
        { numRuns: runs, seed: 17 },
      );
    },
    120_000,
  );
});

const LETTER = {
  forest: 'F',
  pasture: 'P',
  fields: 'G',
  hills: 'H',
  mountains: 'M',
  desert: 'D',
  sea: 'S',
} as const;

describe('share codes: h1 keeps its boards, h2 carries the draft', () => {
  it('an h1 strict code opens the board it always did (strict without the draft), and keeps its code', () => {
    const b = must(boardFromShare('h1.base.spiral.strict.4.golden1'));
    const line = b.hexes
      .filter((h) => h.terrain !== 'sea')
      .map((h) => `${LETTER[h.terrain]}${h.token ?? ''}`)
      .join(' ');
    // The golden board "base spiral strict golden1" of test/unit/__snapshots__ before issue 17.
    expect(line).toBe('H6 G10 P3 F4 D G2 P11 F8 M11 H9 F10 G8 H12 P6 G5 M9 P5 F3 M4');
    expect(b.share).toBe('h1.base.spiral.strict.4.golden1');
    expect(b.balance.constraints).not.toContain('draft-spread-max-1');
  });

  it.each([
    // code, the balance it reads as
    ['h1.base.spiral.strict.4.x', PRESETS_H1.strict],
    ['h2.base.spiral.strict.4.x', PRESETS_H2.strict],
    ['h3.base.spiral.strict.4.x', PRESETS.strict],
    ['h1.base.spiral.fair.4.x', PRESETS.fair],
    ['h2.base.spiral.fair.4.x', PRESETS.fair],
    ['h3.base.spiral.fair.4.x', PRESETS.fair],
    ['h2.base.spiral.a-w0.4.x', { ...PRESETS.none, noAdjacentRed: true, draftSpread: 0 }],
    ['h3.base.spiral.a-v3.4.x', { ...PRESETS.none, noAdjacentRed: true, draftTotal: 3 }],
    ['h3.base.spiral.w1-v2.4.x', { ...PRESETS.none, draftSpread: 1, draftTotal: 2 }],
  ])('%s reads as its balance', (code, balance) => {
    const s = parseShare(code);
    expect(s.ok && s.value.balance).toEqual(balance);
  });

  it.each([
    // balance, the code written
    [PRESETS.strict, 'h3.base.spiral.strict.4.x'],
    [PRESETS_H2.strict, 'h2.base.spiral.strict.4.x'],
    [PRESETS_H1.strict, 'h1.base.spiral.strict.4.x'],
    [PRESETS.fair, 'h1.base.spiral.fair.4.x'],
    [{ ...PRESETS.fair, draftSpread: 2 }, 'h2.base.spiral.a-l-t2-c11-s-p2-w2.4.x'],
    [{ ...PRESETS.fair, draftTotal: 3 }, 'h3.base.spiral.a-l-t2-c11-s-p2-v3.4.x'],
  ])('%j is written as %s and reads back to the same board', (balance, code) => {
    const b = must(generateBoard({ ruleset: 'base', seed: 'x', players: 4, balance }));
    expect(b.share).toBe(code);
    expect(must(boardFromShare(code))).toEqual(b);
  });

  it('refuses the draft code in an h1 code, saying it came with h2', () => {
    const r = parseShare('h1.base.spiral.a-w1.4.x');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/"w1" is not known in h1 codes \(the draft came with h2\)/);
  });

  it('refuses the total code in an h2 code, saying it came with h3', () => {
    const r = parseShare('h2.base.spiral.w1-v2.4.x');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatch(/"v2" is not known in h2 codes \(the draft's total came with h3\)/);
  });

  it('strict names thirteen constraints, the draft and its total last', () => {
    expect(constraintNames(PRESETS.strict)).toHaveLength(13);
    expect(constraintNames(PRESETS.strict).slice(-2)).toEqual([
      'draft-spread-max-1',
      'draft-total-max-2',
    ]);
  });

  it('on 19 hexes (at most 4 players) the total adds nothing: h3 strict lays the h2 board', () => {
    for (const seed of ['a', 'b', 'c', 'golden1']) {
      const h2 = must(boardFromShare(`h2.base.spiral.strict.4.${seed}`));
      const h3 = must(boardFromShare(`h3.base.spiral.strict.4.${seed}`));
      expect(h3.hexes).toEqual(h2.hexes);
    }
  });
});
