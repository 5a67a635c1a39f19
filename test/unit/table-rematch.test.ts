// A rematch keeps the players (names, colours, seats), the ruleset and the options, and deals
// a new board from the same recipe with a new seed; Starfarers has no board to deal.
import { describe, expect, it, vi } from 'vitest';
import { rematchBody } from '@/app/table/[id]/rematch';
import { boardFromShare, parseShare } from '@/lib/board';
import { parseGameLog } from '@/lib/game';
import { config } from './game-helpers';

// lib/server/schemas imports 'server-only', which throws outside a server bundle.
vi.mock('server-only', () => ({}));
const { createBody } = await import('@/lib/server/schemas');

describe('rematch', () => {
  it('keeps players, ruleset and options; the board recipe gets the new seed', () => {
    const p = parseGameLog({
      format: 'game@1',
      ruleset: 'base',
      seed: 'old-game',
      players: [
        { name: 'Ann', color: 'red' },
        { name: 'Bo', color: 'blue' },
        { name: 'Cy', color: 'white' },
      ],
      options: { vpTarget: 12, dice: 'app' },
      board: { share: 'h1.base.spiral.strict.3.oldseed' },
      events: [],
    });
    if (!p.ok) throw new Error(p.error.message);
    const body = rematchBody(p.value.config, 'newseed', true);
    expect(body.ruleset).toBe('base');
    expect(body.players).toEqual(p.value.config.players);
    const { edition: _edition, ...chosen } = p.value.config.options;
    expect(body.options).toEqual(chosen);
    expect(body.options.vpTarget).toBe(12);
    expect(body.phoneInput).toBe(true);
    expect(body.board).toBe('h1.base.spiral.strict.3.newseed');
    // The new recipe deals a different island from the old one.
    const oldBoard = boardFromShare('h1.base.spiral.strict.3.oldseed');
    const newBoard = boardFromShare(body.board as string);
    if (!oldBoard.ok || !newBoard.ok) throw new Error('board');
    expect(newBoard.value.hexes).not.toEqual(oldBoard.value.hexes);
  });

  it.each([
    ['mupp37', 'h1.mupp37.spiral.fair.4.s1', 'h1.mupp37.spiral.fair.4.fresh1'],
    ['base56', 'h1.base56.official.none.5.s1', 'h1.base56.official.none.5.fresh1'],
    ['intimate', 'h1.intimate.intimate.none.2.s1', 'h1.intimate.intimate.none.2.fresh1'],
  ] as const)('%s: the same recipe, a new seed', (rs, before, after) => {
    const board = boardFromShare(before);
    if (!board.ok) throw new Error(board.error.message);
    const body = rematchBody({ ...config(rs), board: board.value }, 'fresh1', false);
    expect(body.board).toBe(after);
    expect(boardFromShare(after).ok).toBe(true);
  });

  // Regression (issue 29's rules edition): the rematch copied `edition`, which the create
  // request does not take, so every rematch was refused with a 400.
  it.each([
    ['an old log (edition 1)', undefined],
    ['a game of today (edition 2)', 2],
  ] as const)('%s: the request passes the server’s create schema', (_name, edition) => {
    const p = parseGameLog({
      format: 'game@1',
      ruleset: 'base',
      seed: 'old-game',
      players: [
        { name: 'Ann', color: 'red' },
        { name: 'Bo', color: 'blue' },
        { name: 'Cy', color: 'white' },
      ],
      options: { vpTarget: 11, ...(edition === undefined ? {} : { edition }) },
      board: { share: 'h1.base.spiral.strict.3.oldseed' },
      events: [],
    });
    if (!p.ok) throw new Error(p.error.message);
    const body = rematchBody(p.value.config, 'newseed', false);
    const parsed = createBody.safeParse(body);
    expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
  });

  it('a board typed in by hand has no recipe: it is kept as it is', () => {
    const c = config('base');
    expect(parseShare(c.board?.share ?? '').ok).toBe(false);
    expect(rematchBody(c, 'fresh1', false).board).toEqual(c.board);
  });

  it('Starfarers: no board in the request', () => {
    const body = rematchBody(config('starfarers'), 'x', false);
    expect(body.board).toBeUndefined();
    expect(body.ruleset).toBe('starfarers');
  });
});
