// /table/new offers cities and knights (ck, ck56) beside the other games: the form lists every
// ruleset, a kept draft of a ck game is kept, a board opened in the form is the game of its own
// ruleset, and a ck game is made on a ck board (balanced for commodities) that game@1 takes. The
// browser half (a host creates a ck game and the tablet shows its dice and track) is
// test/e2e/table-new-ck.test.ts.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, loadDraft } from '@/app/table/new/draft';
import { GameAndCount } from '@/app/table/new/game-fields';
import { NEW_GAME } from '@/app/table/new/i18n';
import { gameOfBoard, generateFor, sameIsland } from '@/app/table/new/new-game-model';
import { DEFAULT_OPTIONS } from '@/lib/game';
import { parseGameLog } from '@/lib/game/log';
import { RULESET_NAMES } from '@/lib/i18n/rulesets';
import { RULESET_IDS, RULESETS } from '@/lib/rules';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CK_IDS = ['ck', 'ck56'] as const;

const offered = () =>
  renderToStaticMarkup(
    createElement(GameAndCount, {
      t: NEW_GAME.en,
      rulesetNames: { ck: RULESET_NAMES.en.ck.name },
      choices: RULESET_IDS,
      ruleset: 'base',
      changeRuleset: () => {},
      count: 4,
      setCount: () => {},
    }),
  );

describe('/table/new offers cities and knights', () => {
  it('every ruleset is a game the form offers, ck and ck56 among them, by name', () => {
    const html = offered();
    const ids = html
      .match(/<option value="([a-z0-9]+)"/g)
      ?.map((x) => x.slice(15, -1))
      .filter((x) => !/^\d+$/.test(x));
    expect(ids).toEqual([...RULESET_IDS]);
    expect(ids).toEqual(expect.arrayContaining([...CK_IDS]));
    expect(html).toContain('Cities &amp; knights (3–4)');
  });

  it('a kept draft of a ck game is kept', () => {
    const store = new Map([[DRAFT_KEY, JSON.stringify({ ruleset: 'ck', count: 3 })]]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
    expect(loadDraft(RULESET_IDS)).toMatchObject({ ruleset: 'ck', count: 3 });
  });

  it.each([
    // [board's ruleset, the games offered, the game the form switches to]
    ['ck', RULESET_IDS, 'ck'],
    ['ck56', RULESET_IDS, 'ck56'],
    ['base', RULESET_IDS, 'base'],
    // A form offering fewer games plays a board on the island it lies on.
    ['ck', ['base', 'base56'], 'base'],
    ['ck56', ['base', 'base56'], 'base56'],
  ] as const)('a %s board opened (offering %j) is a %s game', (board, choices, game) => {
    expect(gameOfBoard(board, choices)).toBe(game);
  });

  it.each([
    ['ck', 'base', true],
    ['base', 'ck', true],
    ['ck56', 'ck', false],
    ['base56', 'ck56', true],
  ] as const)('a %s board in a %s game: same island %s', (board, game, same) => {
    expect(sameIsland(board, game)).toBe(same);
  });

  it.each(CK_IDS)('the form makes a %s board that a %s game@1 takes', (id) => {
    const n = RULESETS[id].players.min;
    const g = generateFor(id, 'spiral', 'fair', 'preview', n);
    if (!g.ok) throw new Error(g.error);
    expect(g.board.ruleset).toBe(id);
    const log = parseGameLog({
      format: 'game@1',
      ruleset: id,
      seed: 's',
      players: Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: `#00000${i}` })),
      options: DEFAULT_OPTIONS,
      board: { share: g.board.share },
      events: [],
    });
    expect(log.ok ? log.value.config.board?.ruleset : log.error.message).toBe(id);
  });

  it("the target a ck game starts from is the definition's, not the base game's 10", () => {
    expect([RULESETS.base.vpTarget, RULESETS.ck.vpTarget, RULESETS.ck56.vpTarget]).toEqual([
      10, 13, 13,
    ]);
  });
});
