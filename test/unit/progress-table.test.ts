// What the progress-card screens name a board choice by (lib/game/progress-table.ts): a hex's
// number now follows the inventor's swap, the board draws only the swapped numbers, the
// merchant's hex and holder come from the view, and a road is named by owner and numbers.
import { describe, expect, it } from 'vitest';
import { contextOf } from '@/lib/game/context';
import { hexNow, merchantNow, roadNow, swappedTokens } from '@/lib/game/progress-table';
import type { GameView } from '@/lib/game/view';
import { viewFor } from '@/lib/game/view';
import { hexKey } from '@/lib/hex';
import { ckMoment } from '../e2e/ck-game';

const m = ckMoment(3, 0);
const base: GameView = viewFor(m.state, 'table');
const topo = contextOf(base.config).topo;
const board = base.config.board?.hexes ?? [];
const tokenAt = (i: number) => {
  const h = topo.hexes[i];
  return h ? (board.find((x) => hexKey(x) === hexKey(h))?.token ?? null) : null;
};
// Two land hexes with different numbers.
const land = topo.hexes.map((_, i) => i).filter((i) => typeof tokenAt(i) === 'number');
const a = land[0] ?? 0;
const b = land.find((i) => tokenAt(i) !== tokenAt(a)) ?? 0;
const ka = hexKey(topo.hexes[a] ?? { q: 0, r: 0 });
const kb = hexKey(topo.hexes[b] ?? { q: 0, r: 0 });

function withProgress(p: Partial<NonNullable<GameView['progress']>>): GameView {
  if (!base.progress) throw new Error('a ck view has progress');
  return { ...base, progress: { ...base.progress, ...p } };
}

describe('progress-table', () => {
  it('a hex is named by its printed number while nothing is swapped', () => {
    expect(hexNow(base, ka)?.token).toBe(tokenAt(a));
    expect(swappedTokens(base)).toEqual([]);
    expect(merchantNow(base)).toBeNull();
  });

  it("after the inventor's swap, the hexes show each other's numbers, and only they are drawn", () => {
    const tokens = topo.hexes.map((_, i) =>
      i === a ? tokenAt(b) : i === b ? tokenAt(a) : tokenAt(i),
    );
    const v = withProgress({ tokens });
    expect(hexNow(v, ka)?.token).toBe(tokenAt(b));
    expect(hexNow(v, kb)?.token).toBe(tokenAt(a));
    expect(
      swappedTokens(v)
        .map((x) => x.hex)
        .sort(),
    ).toEqual([ka, kb].sort());
  });

  it("the merchant stands on its hex in its holder's name", () => {
    expect(merchantNow(withProgress({ merchant: { seat: 2, hex: a } }))).toEqual({
      hex: ka,
      seat: 2,
    });
  });

  it('a road is named by its owner and the numbers beside it', () => {
    const e = base.roads.findIndex((o) => o !== null);
    const id = topo.edges[e] ?? '';
    const r = roadNow(base, id);
    expect(r?.seat).toBe(base.roads[e]);
    expect(r?.numbers).toEqual([...(r?.numbers ?? [])].sort((x, y) => x - y));
    expect(roadNow(base, 'nonsense')).toBeNull();
  });
});
