// /table/new offers cities and knights (ck, ck56) only where the server takes preview rulesets
// (HEXKEEPER_PREVIEW_RULESETS=1, lib/server/preview.ts): the page hands the form the flag, the
// form lists the games from it, a kept draft of a game not offered is dropped, and a ck game is
// made on a ck board (balanced for commodities) that game@1 takes. The browser half (a host
// creates a ck game and the tablet shows its dice and track) is test/e2e/table-new-ck.test.ts.

import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, loadDraft } from '@/app/table/new/draft';
import { GameAndCount } from '@/app/table/new/game-fields';
import { NEW_GAME } from '@/app/table/new/i18n';
import { gameChoices, gameOfBoard, generateFor, sameIsland } from '@/app/table/new/new-game-model';
import NewGamePage from '@/app/table/new/page';
import { DEFAULT_OPTIONS } from '@/lib/game';
import { parseGameLog } from '@/lib/game/log';
import { PREVIEW_RULESET_IDS, RULESET_IDS, RULESETS } from '@/lib/rules';

// lib/server/preview imports 'server-only', which throws outside a server bundle.
vi.mock('server-only', () => ({}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function pageProps(flag: string | undefined) {
  if (flag === undefined) vi.stubEnv('HEXKEEPER_PREVIEW_RULESETS', undefined);
  else vi.stubEnv('HEXKEEPER_PREVIEW_RULESETS', flag);
  const el = (await NewGamePage({ searchParams: Promise.resolve({}) })) as ReactElement<{
    preview: boolean;
  }>;
  return el.props;
}

const offered = (preview: boolean) =>
  renderToStaticMarkup(
    createElement(GameAndCount, {
      t: NEW_GAME.en,
      rulesetNames: {},
      choices: gameChoices(preview),
      ruleset: 'base',
      changeRuleset: () => {},
      count: 4,
      setCount: () => {},
    }),
  )
    .match(/<option value="([a-z0-9]+)"/g)
    ?.map((x) => x.slice(15, -1))
    .filter((x) => !/^\d+$/.test(x));

describe('/table/new and the preview flag', () => {
  it.each([
    ['unset', undefined, false],
    ['"0"', '0', false],
    ['"1"', '1', true],
  ] as const)('the flag %s: the page hands the form preview=%s', async (_n, flag, preview) => {
    expect((await pageProps(flag)).preview).toBe(preview);
  });

  it('without the flag the games are the listed ones; with it, ck and ck56 too', () => {
    expect(offered(false)).toEqual([...RULESET_IDS]);
    expect(offered(true)).toEqual([...RULESET_IDS, ...PREVIEW_RULESET_IDS]);
  });

  it('a kept draft of a game the form does not offer is dropped', () => {
    const store = new Map([[DRAFT_KEY, JSON.stringify({ ruleset: 'ck', count: 3 })]]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
    expect(loadDraft(gameChoices(false))).toBeNull();
    expect(loadDraft(gameChoices(true))).toMatchObject({ ruleset: 'ck', count: 3 });
  });

  it.each([
    // [board's ruleset, preview on, the game the form switches to]
    ['ck', true, 'ck'],
    ['ck', false, 'base'],
    ['ck56', true, 'ck56'],
    ['ck56', false, 'base56'],
    ['base', true, 'base'],
  ] as const)('a %s board opened (preview %s) is a %s game', (board, preview, game) => {
    expect(gameOfBoard(board, gameChoices(preview))).toBe(game);
  });

  it.each([
    ['ck', 'base', true],
    ['base', 'ck', true],
    ['ck56', 'ck', false],
    ['base56', 'ck56', true],
  ] as const)('a %s board in a %s game: same island %s', (board, game, same) => {
    expect(sameIsland(board, game)).toBe(same);
  });

  it.each(PREVIEW_RULESET_IDS)('the form makes a %s board that a %s game@1 takes', (id) => {
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
