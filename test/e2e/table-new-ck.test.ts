// /table/new: a host picks cities and knights, the form
// starts from its 13 VP and makes a ck board (balanced for commodities), the game is created as
// ck with the box's own progress cards, and once its set-up is played (the engine's bots, through the API as the host) the tablet
// shows the three-dice pad and the barbarian track (the form's half without a browser:
// test/unit/table-new-ck.test.ts). Screenshot: artifacts/table/new-ck*.png.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomGame } from '@/lib/game';
import { commandOf } from '@/lib/game/replay';
import { ARTIFACTS, launch, open } from './browser';
import { type Created, play } from './server-helpers';
import { createOnTablet, readTruth, tabletPage, tableVersion } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

describe('/table/new offers cities and knights', () => {
  it('a host creates a ck game; after its set-up the tablet shows three dice and the barbarians', async () => {
    const tablet = await tabletPage(browser, errors);
    await open(tablet, `${base}/table/new`);
    await tablet.waitForSelector('form[data-ready]');
    const games = await tablet.$$eval('[data-testid=ruleset] option', (xs) =>
      xs.map((x) => (x as HTMLOptionElement).value),
    );
    expect(games).toEqual(expect.arrayContaining(['base', 'ck', 'ck56']));
    const { gameId, token } = await createOnTablet(tablet, 'ck', ['Ann', 'Bo', 'Cy'], async () => {
      // The target is the definition's 13, not the base game's 10; the board a ck board.
      expect(await tablet.inputValue('[data-testid=vp-target]')).toBe('13');
      expect((await tablet.textContent('[data-testid=board-share]')) ?? '').toMatch(
        /^h1\.ck\.spiral\.fair\.3\.[a-z0-9]+$/,
      );
      // The group plays with the box's own progress cards (issue 33).
      await tablet.check('[data-testid=progress-table]', { force: true });
      await tablet.screenshot({ path: `${SHOTS}/new-ck-form.png`, fullPage: true });
    });
    const truth = await readTruth(base, gameId, token);
    expect(truth.config.ruleset).toBe('ck');
    expect(truth.config.board?.ruleset).toBe('ck');
    expect(truth.config.options.vpTarget).toBe(13);
    expect(truth.config.options.progressDeck).toBe('table');

    // The set-up (and the start roll), played by the engine's bots through the API as the host.
    const bots = randomGame(truth.config, 400).events;
    const firstPlayRoll = bots.findIndex(
      (e, i) => e.type === 'rolled' && bots.slice(0, i).some((x) => x.type === 'settlementBuilt'),
    );
    const g = { id: gameId, hostToken: token } as Created;
    await play(base, g, bots.slice(0, firstPlayRoll).map(commandOf), await tableVersion(tablet));
    await tablet.waitForSelector('[data-testid=table][data-phase=play]');
    await tablet.getByTestId('barbarian-track').waitFor();
    await tablet.waitForSelector('[data-testid=dice-pad][data-dice=three]');
    for (const id of ['die-red-1', 'die-yellow-6', 'event-ship', 'roll-submit'])
      expect(await tablet.getByTestId(id).count()).toBe(1);
    await tablet.screenshot({ path: `${SHOTS}/new-ck-table.png` });
  });
});
