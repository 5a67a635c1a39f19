// Intimate Settlers' board printed as the engine has it (../shared/seeds/003, rules.md): the
// robber starts off the board (lib/game/setup.ts: its desert is still in the discovery bag),
// the home bases lie four hexes apart, and every sheet of the play mat shows where tiles go.
import { describe, expect, it } from 'vitest';
import { generateBoard } from '../../lib/board/generate';
import type { Board } from '../../lib/board/types';
import { homeGap, robberStart } from '../../print/board-facts';
import { planMat } from '../../print/mat';
import { parseOptions } from '../../print/options';

function board(ruleset: 'intimate' | 'base', seed: string): Board {
  const b = generateBoard({ ruleset, seed, balance: 'none' });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

const SEEDS = ['night-test', 'a', 'b', 'c', 'duplex-sheets'];

describe('the robber where the engine puts it', () => {
  // Regression: the guide and the mat drew it on player A's first home hex.
  it.each(SEEDS)('intimate %s: off the board', (seed) => {
    expect(robberStart(board('intimate', seed))).toBeNull();
  });
  it.each(SEEDS)('base %s: on the desert', (seed) => {
    const b = board('base', seed);
    const desert = b.hexes.find((h) => h.terrain === 'desert');
    expect(robberStart(b)).toBe(`${desert?.q},${desert?.r}`);
  });
});

describe('the gap between the home bases', () => {
  it.each(SEEDS)('intimate %s: four hexes, from base to base', (seed) => {
    const b = board('intimate', seed);
    const gap = homeGap(b);
    expect(gap).toHaveLength(4);
    // Each gap hex touches the next: a straight run of spare tiles.
    const land = (p: number) => b.hexes.filter((h) => h.home === p && h.terrain !== 'sea');
    const dist = (x: { q: number; r: number }, y: { q: number; r: number }) =>
      (Math.abs(x.q - y.q) + Math.abs(x.r - y.r) + Math.abs(x.q + x.r - y.q - y.r)) / 2;
    for (let i = 1; i < gap.length; i++) expect(dist(gap[i - 1] as never, gap[i] as never)).toBe(1);
    // The run starts beside one base and ends beside the other.
    expect(land(0).some((h) => dist(h, gap[0] as never) === 1)).toBe(true);
    expect(land(1).some((h) => dist(h, gap[3] as never) === 1)).toBe(true);
    // No land hex lies in the gap.
    const landKeys = new Set(
      b.hexes.filter((h) => h.terrain !== 'sea').map((h) => `${h.q},${h.r}`),
    );
    for (const h of gap) expect(landKeys.has(`${h.q},${h.r}`)).toBe(false);
  });
  it('base: none', () => {
    expect(homeGap(board('base', 'night-test'))).toEqual([]);
  });
});

describe('the Intimate play mat', () => {
  it.each(['a4', 'letter', 'a3'] as const)(
    '%s: no robber, the gap drawn, and no sheet without an outline',
    (paper) => {
      const o = parseOptions({ mat: true, paper });
      if (!o.ok) throw new Error(o.error.message);
      const p = planMat(o.value, board('intimate', 'night-test'));
      if (!p.ok) throw new Error(p.error.message);
      const mat = p.value.mat;
      if (!mat) throw new Error('no mat');
      expect(mat.robber).toBeUndefined();
      expect(mat.gap).toHaveLength(4);
      expect(mat.empty.length).toBeGreaterThan(0);
      // Regression: two A4 sheets came out blank. A hex (laid, gap or empty place) whose
      // centre lies on each sheet's printable area.
      const centres = [...mat.hexes, ...mat.gap, ...mat.empty];
      for (const s of mat.sheets)
        expect(
          centres.some(
            (c) => c.x > s.x && c.x < s.x + mat.area.w && c.y > s.y && c.y < s.y + mat.area.h,
          ),
          s.label,
        ).toBe(true);
    },
  );
  it('base: the robber on the desert, no gap, no empty places', () => {
    const o = parseOptions({ mat: true });
    if (!o.ok) throw new Error(o.error.message);
    const b = board('base', 'night-test');
    const p = planMat(o.value, b);
    if (!p.ok || !p.value.mat) throw new Error('no mat');
    expect(p.value.mat.robber).toBeDefined();
    expect(p.value.mat.gap).toEqual([]);
    expect(p.value.mat.empty).toEqual([]);
  });
});
