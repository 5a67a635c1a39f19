// Intimate Settlers drawn from the group's own bag, in real Chromium: before every piece that
// discovers, the host opens "Drawn from our own bag" on the tablet and enters the hex (and the
// number token for land) the group drew; the piece itself is sent as the host's command. Every
// discovery of the set-up and the first turns must come from those entries (none from the
// app's bag), the board must show what was entered, and the host's game@1 log must replay
// through the rules (replayChecked) to the same state. Who starts is entered from the table's
// own dice too. Screenshots: artifacts/intimate-bag/.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Command,
  DEFAULT_OPTIONS,
  decide,
  type Event,
  fold,
  type GameConfig,
  type GameState,
  legalActions,
  parseGameLog,
  replayChecked,
  toGameLog,
  viewFor,
} from '@/lib/game';
import type { EdgeId } from '@/lib/hex';
import { intimateBoard } from '../fixtures/boards';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { TABLET } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/intimate-bag`;

const config: GameConfig = {
  ruleset: 'intimate',
  seed: 'real-bag',
  players: [
    { name: 'Ann', color: 'red' },
    { name: 'Bo', color: 'blue' },
  ],
  board: intimateBoard(),
  options: DEFAULT_OPTIONS,
};

let browser: Browser;
let ctx: BrowserContext;
let tablet: Page;
const errors: string[] = [];
let gameId = '';
let token = '';

async function logEvents(): Promise<Event[]> {
  const r = await fetch(`${base}/api/games/${gameId}/log`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const p = parseGameLog(await r.json());
  if (!p.ok) throw new Error(p.error.message);
  return p.value.events;
}

const state = async (): Promise<GameState> => fold(config, await logEvents());
const tableVersion = async () =>
  Number(await tablet.getAttribute('[data-testid=table]', 'data-version'));
const atVersion = (v: number) =>
  tablet.waitForSelector(`[data-testid=table][data-version="${v}"]`, { state: 'attached' });

/** Sends `c` as the host and waits for the tablet to show the next version. */
async function send(c: Command): Promise<void> {
  const v = await tableVersion();
  const r = await fetch(`${base}/api/games/${gameId}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      clientId: `bag-${Date.now().toString(36)}-${v}`,
      version: v,
      command: c,
    }),
  });
  expect(r.status, JSON.stringify(c)).toBe(200);
  await atVersion(v + 1);
}

let entered = 0;

/** Enters on the tablet one draw for each hex `c` would discover, then sends `c`. */
async function withDraws(c: Command): Promise<void> {
  const s = await state();
  const probe = decide(s, c);
  if (!probe.ok) throw new Error(`${c.type}: ${probe.error.message}`);
  const e = probe.value[0];
  const n = e && 'discovered' in e ? (e.discovered?.length ?? 0) : 0;
  for (let i = 0; i < n; i++) {
    const now = await state();
    const seat = 'seat' in c ? c.seat : 0;
    const may = legalActions(viewFor(now, 'table'), seat).bagDraw;
    if (!may) throw new Error('no draw may be entered');
    // Alternately the first and the last kind left that is not a harbor, with the top token.
    const kinds = may.hexes.filter((h) => !h.harbor);
    const hex = kinds[i % 2 === 0 ? 0 : kinds.length - 1];
    if (!hex) throw new Error('nothing left to draw');
    const panel = tablet.getByTestId('bag-draw');
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
    await tablet.click(`[data-testid=bag-hex-${hex.terrain}]`);
    if (hex.token) await tablet.click(`[data-testid=bag-token-${may.tokens[0]}]`);
    if (entered === 0) {
      await tablet.screenshot({ path: `${SHOTS}/enter.png` });
      await expectNoSeriousA11y(tablet);
    }
    const v = await tableVersion();
    await tablet.click('[data-testid=bag-enter]');
    await atVersion(v + 1);
    entered++;
    await expect
      .poll(() => tablet.getByTestId('bag-drawn').getAttribute('data-count'))
      .toBe(String(i + 1));
  }
  await send(c);
  if (n > 0) {
    const after = (await logEvents()).at(-1);
    const ds = after && 'discovered' in after ? (after.discovered ?? []) : [];
    expect(ds).toHaveLength(n);
    // Every hex discovered came from the group's bag, and the board draws it.
    for (const d of ds) {
      expect(d.entered, d.hex).toBeGreaterThan(0);
      await tablet.locator(`[data-hex="${d.hex}"]`).first().waitFor({ state: 'attached' });
    }
  }
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  ctx = await browser.newContext(TABLET);
  tablet = await ctx.newPage();
  tablet.on('pageerror', (e) => errors.push(String(e)));
  const r = await fetch(`${base}/api/games/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ log: toGameLog(config, []) }),
  });
  const created = (await r.json()) as { id: string; hostToken: string };
  expect(r.status).toBe(201);
  gameId = created.id;
  token = created.hostToken;
  await tablet.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), token);
});
afterAll(async () => {
  await browser?.close();
});

describe('Intimate Settlers from a real bag', () => {
  it('the set-up and the first turns: every discovery entered on the tablet', async () => {
    await open(tablet, `${base}/table/${gameId}`);
    await atVersion(0);
    // Who starts, rolled with the table's own dice and entered (Ann 8, Bo 5).
    await tablet.getByTestId('start-roll-entry').locator('summary').click();
    await tablet.click('[data-testid=start-roll-0-8]');
    await tablet.click('[data-testid=start-roll-1-5]');
    const v0 = await tableVersion();
    await tablet.click('[data-testid=start-roll-enter]');
    await atVersion(v0 + 1);
    expect((await logEvents()).at(-1)).toEqual({
      type: 'orderDecided',
      first: 0,
      rolls: [[8, 5]],
      source: 'table',
    });
    for (const c of [
      { type: 'buildSettlement', seat: 0, vertex: '1,-2,N' },
      { type: 'buildRoad', seat: 0, edge: '1,-2,NW' },
      { type: 'buildSettlement', seat: 1, vertex: '-1,3,S' },
      { type: 'buildRoad', seat: 1, edge: '-1,4,NW' },
      { type: 'buildSettlement', seat: 0, vertex: '2,-2,N' },
      { type: 'buildRoad', seat: 0, edge: '2,-2,NE' },
      { type: 'buildSettlement', seat: 1, vertex: '0,3,S' },
      { type: 'buildRoad', seat: 1, edge: '0,4,NW' },
      { type: 'chooseCards', seat: 0, cards: { lumber: 1, brick: 1, ore: 1 } },
      { type: 'chooseCards', seat: 1, cards: { lumber: 1, brick: 1, wool: 1 } },
    ] as Command[])
      await withDraws(c);
    // Ann's first turn: a road towards the unknown, its hexes from the bag too.
    await send({ type: 'roll', seat: 0, dice: [2, 3] });
    const s = await state();
    const spot = legalActions(viewFor(s, 0), 0)
      .builds.find((b) => b.item === 'road')
      ?.spots.find((edge) => {
        const r = decide(s, { type: 'buildRoad', seat: 0, edge: edge as EdgeId });
        const e = r.ok ? r.value[0] : undefined;
        return e?.type === 'roadBuilt' && (e.discovered?.length ?? 0) > 0;
      });
    if (spot) await withDraws({ type: 'buildRoad', seat: 0, edge: spot as EdgeId });
    await send({ type: 'endTurn', seat: 0 });
    expect(entered).toBeGreaterThan(0);
    await tablet.screenshot({ path: `${SHOTS}/board.png` });
  });

  it('the log replays through the rules to the same state; no page threw', async () => {
    const events = await logEvents();
    expect(events.filter((e) => e.type === 'hexDrawn')).toHaveLength(entered);
    const r = replayChecked(config, events);
    if (!r.ok) throw new Error(`event ${r.error.index}: ${r.error.error.message}`);
    expect(r.value).toEqual(fold(config, events));
    // No discovery came from the app's bag.
    const fromApp = events.flatMap((e) =>
      'discovered' in e ? (e.discovered ?? []).filter((d) => !d.entered) : [],
    );
    expect(fromApp).toEqual([]);
    expect(errors).toEqual([]);
  });
});
