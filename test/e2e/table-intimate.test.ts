// Intimate Settlers in real Chromium: turning a harbor just discovered. A legal random game
// (lib/game's bots) is imported up to the move before its first discovered harbor that can
// be turned; that build is sent as the host, and the tablet must then show the harbor with
// the sides the engine allows, as buttons and as arrows on the board, the engine's side
// pressed. A side tapped in the list and one tapped on the board each turn it (checked in the
// host's game@1 log), "keep" closes the offer, and the next move ends it. Screenshots:
// artifacts/intimate/.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  commandOf,
  DEFAULT_OPTIONS,
  type Event,
  fold,
  type GameConfig,
  harborTurns,
  parseGameLog,
  randomGame,
  toGameLog,
  viewFor,
} from '@/lib/game';
import { intimateBoard } from '../fixtures/boards';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { TABLET, tableVersion } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/intimate`;

const config: GameConfig = {
  ruleset: 'intimate',
  seed: 'b',
  players: [
    { name: 'Ann', color: 'red' },
    { name: 'Bo', color: 'blue' },
  ],
  board: intimateBoard(),
  options: DEFAULT_OPTIONS,
};
const game = randomGame(config, 3000);
/** The first move that leaves a harbor with a choice of sides. */
const at = game.events.findIndex(
  (_, i) => harborTurns(viewFor(fold(config, game.events.slice(0, i + 1)), 'table')) !== null,
);
const discovery = game.events[at] as Event;

let browser: Browser;
let ctx: BrowserContext;
let tablet: Page;
const errors: string[] = [];
let gameId = '';
let token = '';
/** The game's version after the import (an import is one entry, whatever its length). */
let start = 0;

async function post(path: string, body: unknown) {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

async function logEvents(): Promise<Event[]> {
  const r = await fetch(`${base}/api/games/${gameId}/log`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const p = parseGameLog(await r.json());
  if (!p.ok) throw new Error(p.error.message);
  return p.value.events;
}

const version = () => tableVersion(tablet);
const atVersion = (v: number) =>
  tablet.waitForSelector(`[data-testid=table][data-version="${v}"]`, { state: 'attached' });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  expect(at).toBeGreaterThan(0);
  browser = await launch();
  ctx = await browser.newContext(TABLET);
  tablet = await ctx.newPage();
  tablet.on('pageerror', (e) => errors.push(String(e)));
  // The game so far, imported by a new host; the tablet keeps that host's credential.
  const r = await fetch(`${base}/api/games/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ log: toGameLog(config, game.events.slice(0, at)) }),
  });
  const created = (await r.json()) as { id: string; hostToken: string; version: number };
  expect(r.status).toBe(201);
  gameId = created.id;
  token = created.hostToken;
  start = created.version;
  await tablet.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), token);
});
afterAll(async () => {
  await browser?.close();
});

describe('a harbor just discovered, on the tablet', () => {
  it('the build that draws it offers its legal sides, the engine’s side pressed', async () => {
    await open(tablet, `${base}/table/${gameId}`);
    await atVersion(start);
    const sent = await post(`/api/games/${gameId}/commands`, {
      clientId: `harbor-e2e-${Date.now().toString(36)}`,
      version: start,
      command: commandOf(discovery),
    });
    expect(sent.status).toBe(200);
    await atVersion(start + 1);
    const choice = harborTurns(viewFor(fold(config, await logEvents()), 'table'));
    if (!choice) throw new Error('the engine offers no turn');
    const panel = tablet.locator('[data-testid=harbor-turn]');
    await panel.waitFor();
    expect(await panel.getAttribute('data-hex')).toBe(choice.hex);
    expect(await panel.getAttribute('data-faces')).toBe(choice.faces);
    const buttons = panel.locator('button[data-faces]');
    expect(await buttons.count()).toBe(choice.options.length);
    expect(await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-faces')))).toEqual([
      ...choice.options,
    ]);
    expect(await panel.locator('button[aria-pressed=true]').getAttribute('data-faces')).toBe(
      choice.faces,
    );
    // Every button is at least 48 px each way, and the words name a direction.
    for (const b of await buttons.all()) {
      const box = await b.boundingBox();
      expect(box && box.width >= 48 && box.height >= 48).toBe(true);
      expect(await b.textContent()).toMatch(
        /^(East|North-east|North-west|West|South-west|South-east), towards /,
      );
    }
    // The board draws the new harbor and one arrow per side.
    await tablet
      .locator(`[data-hex="${choice.hex}"] [data-harbor][data-faces="${choice.faces}"]`)
      .waitFor();
    expect(
      await tablet.locator(`[data-harbor-turn="${choice.hex}"] [data-harbor-side]`).count(),
    ).toBe(choice.options.length);
    await tablet.screenshot({ path: `${SHOTS}/harbor-offered.png` });
    await expectNoSeriousA11y(tablet);
  });

  it('a side from the list, then one on the board, turns it; "keep" closes the offer', async () => {
    const before = harborTurns(viewFor(fold(config, await logEvents()), 'table'));
    if (!before) throw new Error('no turn on offer');
    const [first, second] = before.options.filter((f) => f !== before.faces);
    if (!first || !second) throw new Error('fewer than three sides');
    const v = await version();
    await tablet.locator(`[data-testid=harbor-turn] button[data-faces="${first}"]`).click();
    await atVersion(v + 1);
    let last = (await logEvents()).at(-1);
    expect(last).toMatchObject({
      type: 'harborTurned',
      hex: before.hex,
      faces: first,
      from: before.faces,
    });
    const panel = tablet.locator(`[data-testid=harbor-turn][data-faces="${first}"]`);
    await panel.waitFor();
    await tablet
      .locator(`[data-hex="${before.hex}"] [data-harbor][data-faces="${first}"]`)
      .waitFor();
    // On the board: the arrow of another side.
    await tablet.locator(`[data-harbor-side="${second}"]`).click();
    await atVersion(v + 2);
    last = (await logEvents()).at(-1);
    expect(last).toMatchObject({ type: 'harborTurned', faces: second, from: first });
    await tablet.locator(`[data-testid=harbor-turn][data-faces="${second}"]`).waitFor();
    await tablet.screenshot({ path: `${SHOTS}/harbor-turned.png` });
    // Keep: the offer closes, nothing is sent, the harbor stays as turned.
    await tablet.locator('[data-testid=harbor-keep]').click();
    await tablet.locator('[data-testid=harbor-turn]').waitFor({ state: 'detached' });
    expect(await tablet.locator('[data-harbor-turn]').count()).toBe(0);
    expect(await version()).toBe(v + 2);
    await tablet
      .locator(`[data-hex="${before.hex}"] [data-harbor][data-faces="${second}"]`)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
