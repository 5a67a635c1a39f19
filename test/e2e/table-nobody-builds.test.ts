// "Nobody builds" (issue 29): in the 5–6 player extension's special building phase one tap on
// the tablet ends the phase for every seat still to build, and the next player's turn begins —
// instead of End turn once per seat. A real game is brought to its first special building
// phase (a random game's prefix, imported), and the tap is made on a real tablet.
// Screenshot: artifacts/nobody-builds/between.png.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createGame,
  DEFAULT_OPTIONS,
  type Event,
  evolve,
  type GameConfig,
  randomGame,
  toGameLog,
} from '@/lib/game';
import { board56 } from '../fixtures/boards';
import { ARTIFACTS, launch, open } from './browser';
import { readTruth, TABLET, tableVersion, wholeInView } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/nobody-builds`;

const FIVE: GameConfig = {
  ruleset: 'base56',
  seed: 'nobody56',
  players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name, i) => ({
    name,
    color: ['red', 'blue', 'white', 'orange', 'green'][i] as string,
  })),
  board: board56(),
  options: { ...DEFAULT_OPTIONS, betweenTurns: 'special-building-phase' },
};

/** The events up to the first special building phase of a random game. */
function toFirstPhase(): Event[] {
  const game = randomGame(FIVE, 3000).events;
  let s = createGame(FIVE);
  for (let i = 0; i < game.length; i++) {
    if (s.turn.sbp && s.turn.sbp.length > 1) return game.slice(0, i);
    s = evolve(s, game[i] as Event);
  }
  throw new Error('no special building phase in the sampled game');
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

describe('the special building phase: nobody builds', () => {
  it('is one tap: the phase ends for every seat left and the next turn begins', async () => {
    const events = toFirstPhase();
    const r = await fetch(`${base}/api/games/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ log: toGameLog(FIVE, events) }),
    });
    expect(r.status).toBe(201);
    const { id, hostToken } = (await r.json()) as { id: string; hostToken: string };
    const before = await readTruth(base, id, hostToken);
    const sbp = before.state.turn.sbp ?? [];
    expect(sbp.length).toBeGreaterThan(1);
    const i = before.state.order.indexOf(before.state.turn.seat);
    const next = before.state.order[(i + 1) % FIVE.players.length];

    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), hostToken);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('nobody-builds').waitFor();
    await page.screenshot({ path: `${SHOTS}/between.png` });
    // In sight with End turn at 1280×800, however tall the build cards above are.
    expect(await wholeInView(page, 'nobody-builds')).toBe(true);
    const v = await tableVersion(page);
    await page.getByTestId('nobody-builds').click();
    await expect.poll(() => tableVersion(page)).toBe(v + 1);

    const after = await readTruth(base, id, hostToken);
    // One event for the whole phase, however many seats were still to build.
    expect(after.events.slice(before.events.length)).toEqual([
      { type: 'turnEnded', seat: sbp[0], next, rest: true },
    ]);
    expect(after.state.turn.sbp).toBeNull();
    expect(after.state.turn.seat).toBe(next);
    expect(after.state.turn.rolled).toBe(false);
    await page.getByTestId('roll-app').waitFor();
    expect(await page.getByTestId('nobody-builds').count()).toBe(0);
    await ctx.close();
    expect(errors).toEqual([]);
  });
});
