// Regression: the Intimate Settlers discovery bag must not be predictable from the board's
// public share code. The board lists the bag in an order anyone can regenerate; a game
// reshuffles both bags from its own secret seed.
import { describe, expect, it } from 'vitest';
import { generateBoard } from '@/lib/board';
import { createGame } from '@/lib/game';
import { config } from './game-helpers';

describe('the discovery bag is secret', () => {
  const board = generateBoard({ ruleset: 'intimate', seed: 'public' });
  if (!board.ok) throw new Error(board.error.message);
  const listed =
    board.value.discovery?.hexes.map((h) => `${h.terrain}${h.harbor ? `:${h.harbor}` : ''}`) ?? [];
  const cfg = (seed: string) => ({ ...config('intimate', 2, {}, seed), board: board.value });
  const bagOf = (seed: string) =>
    (createGame(cfg(seed)).island?.bag.hexes ?? []).map(
      (h) => `${h.terrain}${h.harbor ? `:${h.harbor}` : ''}`,
    );

  it('a game holds the same tiles and tokens as the board lists', () => {
    expect([...bagOf('secret-1')].sort()).toEqual([...listed].sort());
    expect([...(createGame(cfg('secret-1')).island?.bag.tokens ?? [])].sort()).toEqual(
      [...(board.value.discovery?.tokens ?? [])].sort(),
    );
  });

  it("but not in the board's public order, and each game seed gives its own order", () => {
    expect(bagOf('secret-1')).not.toEqual(listed);
    expect(bagOf('secret-2')).not.toEqual(bagOf('secret-1'));
    expect(bagOf('secret-1')).toEqual(bagOf('secret-1'));
  });
});
