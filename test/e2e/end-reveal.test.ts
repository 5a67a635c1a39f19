// VP cards declared at the end, with real cards, in Chromium: a game imported where one seat
// (no phone) bought a card from the box without naming it and another seat has just won. The
// tablet's game-over card offers that seat — and only it — to reveal the card as a victory
// point; the final standings then count it and the winner stays.
// Screenshots: artifacts/end-reveal/ (tablet at 1280×800).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Command,
  commandOf,
  createGame,
  decide,
  type Event,
  evolve,
  type GameState,
  legalActions,
  parseGameLog,
  randomGame,
  scoreOf,
  toGameLog,
  viewFor,
} from '@/lib/game';
import { ARTIFACTS, launch, open } from './browser';
import { call, PLAYERS } from './server-helpers';
import { handOf, readTruth, TABLET, tableStep } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/end-reveal`;

/** A real-cards game to 3 VP: seat `holder` buys an unknown card, then `winner` builds and wins. */
function wonLog() {
  const p = parseGameLog({
    format: 'game@1',
    ruleset: 'base',
    seed: 'e2e-end-reveal',
    players: PLAYERS,
    options: { devDeck: 'table', dice: 'table', vpTarget: 3 },
    board: { share: 'h1.base.spiral.none.3.demo' },
    events: [],
  });
  if (!p.ok) throw new Error(p.error.message);
  const cfg = p.value.config;
  let s: GameState = createGame(cfg);
  const events: Event[] = [];
  const apply = (c: Command) => {
    const r = decide(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    for (const e of r.value) {
      s = evolve(s, e);
      events.push(e);
    }
  };
  const give = (seat: number, more: Record<string, number>) => {
    const own = handOf(s, seat);
    const hand: Record<string, number> = { ...own };
    for (const [r, n] of Object.entries(more)) hand[r] = (hand[r] ?? 0) + n;
    apply({ type: 'correct', reason: 'e2e', fix: { kind: 'hand', seat, hand } });
  };
  for (const c of randomGame(cfg, 13).events.map(commandOf)) apply(c);
  const holder = s.turn.seat;
  apply({ type: 'roll', seat: holder, dice: [3, 3] });
  give(holder, { ore: 1, wool: 1, grain: 1 });
  apply({ type: 'buyDev', seat: holder });
  apply({ type: 'endTurn', seat: holder });
  const winner = s.turn.seat;
  apply({ type: 'roll', seat: winner, dice: [3, 3] });
  give(winner, { brick: 4, lumber: 4, wool: 1, grain: 1 });
  for (let i = 0; i < 4 && s.phase === 'play'; i++) {
    const builds = legalActions(viewFor(s, winner), winner).builds;
    const v = builds.find((b) => b.item === 'settlement')?.spots[0];
    const e = builds.find((b) => b.item === 'road')?.spots[0];
    if (v) apply({ type: 'buildSettlement', seat: winner, vertex: v as never });
    else if (e) apply({ type: 'buildRoad', seat: winner, edge: e as never });
  }
  if (s.phase !== 'over') throw new Error('the game did not end');
  return { cfg, events, holder, winner, state: s };
}

let browser: Browser;
let tablet: Page;
let gameId = '';
let token = '';
const game = wonLog();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const a = await call(base, 'POST', '/api/games/import', {
    body: { log: JSON.parse(JSON.stringify(toGameLog(game.cfg, game.events))), phoneInput: true },
  });
  expect(a.status).toBe(201);
  const g = a.body as { id: string; hostToken: string };
  gameId = g.id;
  token = g.hostToken;
  browser = await launch();
  const tctx = await browser.newContext(TABLET);
  await tctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), token);
  tablet = await tctx.newPage();
  await open(tablet, `${base}/table/${gameId}`);
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
