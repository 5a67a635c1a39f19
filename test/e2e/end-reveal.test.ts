// VP cards declared at the end, with real cards, in Chromium: a game imported where one seat
// (no phone) bought a card from the box without naming it and another seat has just won. The
// tablet's game-over card offers that seat — and only it — to reveal the card as a victory
// point; the final standings then count it and the winner stays.
// Screenshots: artifacts/end-reveal/ (tablet at 1280×800).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { legalActions, scoreOf, viewFor } from '@/lib/game';
import { ARTIFACTS, launch } from './browser';
import { realCardsGame } from './real-cards';
import { importGame } from './server-helpers';
import { handOf, hostTablet, readTruth, tableStep } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/end-reveal`;

/** A real-cards game to 3 VP: seat `holder` buys an unknown card, then `winner` builds and wins. */
function wonLog() {
  const local = realCardsGame('e2e-end-reveal', { vpTarget: 3 });
  const { apply } = local;
  const give = (seat: number, more: Record<string, number>) => {
    const own = handOf(local.state, seat);
    const hand: Record<string, number> = { ...own };
    for (const [r, n] of Object.entries(more)) hand[r] = (hand[r] ?? 0) + n;
    apply({ type: 'correct', reason: 'e2e', fix: { kind: 'hand', seat, hand } });
  };
  const holder = local.state.turn.seat;
  apply({ type: 'roll', seat: holder, dice: [3, 3] });
  give(holder, { ore: 1, wool: 1, grain: 1 });
  apply({ type: 'buyDev', seat: holder });
  apply({ type: 'endTurn', seat: holder });
  const winner = local.state.turn.seat;
  apply({ type: 'roll', seat: winner, dice: [3, 3] });
  give(winner, { brick: 4, lumber: 4, wool: 1, grain: 1 });
  for (let i = 0; i < 4 && local.state.phase === 'play'; i++) {
    const builds = legalActions(viewFor(local.state, winner), winner).builds;
    const v = builds.find((b) => b.item === 'settlement')?.spots[0];
    const e = builds.find((b) => b.item === 'road')?.spots[0];
    if (v) apply({ type: 'buildSettlement', seat: winner, vertex: v as never });
    else if (e) apply({ type: 'buildRoad', seat: winner, edge: e as never });
  }
  if (local.state.phase !== 'over') throw new Error('the game did not end');
  return { cfg: local.cfg, events: local.events, holder, winner, state: local.state };
}

let browser: Browser;
let tablet: Page;
let gameId = '';
let token = '';
const game = wonLog();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const g = await importGame(base, game.cfg, game.events);
  gameId = g.id;
  token = g.hostToken;
  browser = await launch();
  tablet = await hostTablet(browser, base, gameId, token);
});
afterAll(async () => {
  await browser?.close();
});

describe('real cards: VP cards declared at the end, on the tablet', () => {
  it('only the seat holding an undeclared card may reveal it; it counts, the winner stays', async () => {
    const { holder, winner, state } = game;
    await tablet.getByTestId('game-over').waitFor({ timeout: 20_000 });
    const before = scoreOf(state, holder).true;
    expect(await tablet.getByTestId(`final-${holder}`).getAttribute('data-vp')).toBe(
      String(before),
    );
    const buttons = await tablet
      .locator('[data-testid^=end-reveal-]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(buttons).toEqual([`end-reveal-${holder}`]);
    await tablet.screenshot({ path: `${SHOTS}/tablet-game-over-reveal.png` });
    await tableStep(tablet, 'reveal', () => tablet.click(`[data-testid=end-reveal-${holder}]`));
    const t = await readTruth(base, gameId, token);
    expect(t.events[t.events.length - 1]).toEqual({ type: 'victoryPointPlayed', seat: holder });
    await expect
      .poll(() => tablet.getByTestId(`final-${holder}`).getAttribute('data-vp'), {
        timeout: 15_000,
      })
      .toBe(String(before + 1));
    expect(await tablet.getByTestId('winner').getAttribute('data-seat')).toBe(String(winner));
    expect(await tablet.getByTestId('end-reveal').count()).toBe(0);
    await tablet.screenshot({ path: `${SHOTS}/tablet-game-over-revealed.png` });
  });
});
