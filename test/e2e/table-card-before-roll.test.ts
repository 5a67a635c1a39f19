// Any development card before the roll (issue 29): the engine takes one of any kind at any time
// in the turn, and the tablet offers more than the knight beside the dice. A real game with the
// box's cards (undeclared: each may be played as any kind) is brought to a turn before its
// roll with an old card in hand, and a monopoly is played on a real tablet before the dice.
// Screenshot: artifacts/card-before-roll/before.png.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGame, type Event, evolve, randomGame, toGameLog, UNKNOWN_CARD } from '@/lib/game';
import { ARTIFACTS, launch, open } from './browser';
import { beginnerRealCards } from './real-cards';
import { readTruth, TABLET, tableVersion } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/card-before-roll`;
const CFG = beginnerRealCards('before-roll');

/** The events up to the first turn before its roll whose player holds only old, undeclared cards. */
function toCardBeforeRoll(): Event[] {
  const game = randomGame(CFG, 3000).events;
  let s = createGame(CFG);
  for (let i = 0; i < game.length; i++) {
    const t = s.turn;
    const p = s.players[t.seat];
    const old =
      p !== undefined &&
      p.dev.length > 0 &&
      p.dev.every((d) => d.card === UNKNOWN_CARD && d.turn < t.number);
    if (s.phase === 'play' && !t.rolled && !t.pending && !t.sbp && old) return game.slice(0, i);
    s = evolve(s, game[i] as Event);
  }
  throw new Error('no turn with an old card before its roll in the sampled game');
}

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a development card before the roll', () => {
  it('a monopoly is played from beside the dice, and the dice are still to roll', async () => {
    const events = toCardBeforeRoll();
    const r = await fetch(`${base}/api/games/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ log: toGameLog(CFG, events) }),
    });
    expect(r.status).toBe(201);
    const { id, hostToken } = (await r.json()) as { id: string; hostToken: string };
    const before = await readTruth(base, id, hostToken);
    const seat = before.state.turn.seat;

    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), hostToken);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('dice-pad').waitFor();
    await page.screenshot({ path: `${SHOTS}/before.png` });
    // Regression: only the knight was offered before the roll.
    await page.getByTestId('play-card-early').click();
    await page.getByTestId('play-monopoly').click();
    const v = await tableVersion(page);
    await page.locator('[data-testid=monopoly-pick] [data-pick=wool]').click();
    await expect.poll(() => tableVersion(page)).toBe(v + 1);

    const after = await readTruth(base, id, hostToken);
    expect(after.events[after.events.length - 1]).toMatchObject({
      type: 'monopolyPlayed',
      seat,
      resource: 'wool',
    });
    expect(after.state.turn.rolled).toBe(false);
    await page.getByTestId('dice-pad').waitFor();
    await ctx.close();
    expect(errors).toEqual([]);
  });
});
