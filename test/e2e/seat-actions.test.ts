// Phones that act for their own seat, with real cards, in Chromium: a tablet (host) and seat 1's
// phone on a game imported at seat 1's turn. The tablet buys a card from the box without naming
// it; the phone declares it (a knight) privately, and the tablet's text never names a card kind.
// On the next player's turn the phone offers that player a trade and the tablet accepts it; on
// seat 1's next turn the phone plays the knight and the tablet asks only for the robber's hex.
// Screenshots: artifacts/seat-actions/ (phone at phone size, tablet at 1280×800).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Command,
  decide,
  type Event,
  evolve,
  type GameState,
  legalActions,
  viewFor,
} from '@/lib/game';
import { ARTIFACTS, launch } from './browser';
import { holdsCardPrice, realCardsGame, rollPaying, tradeForCardPrice } from './real-cards';
import { call, clientId, importGame, PLAYERS } from './server-helpers';
import {
  diceFor,
  handOf,
  hostTablet,
  joinSeat,
  nonZero,
  PHONE,
  readTruth,
  type Truth,
  tableStep,
} from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/seat-actions`;
const SEAT = 1;
/** Card kinds as the tablet would word them (English): none may show before it is played. */
const KIND_WORDS = ['Knight', 'Road building', 'Year of plenty', 'Monopoly'];

/**
 * A legal game played here with the engine: set-up, then rolls that pay seat 1 and bank trades,
 * up to a turn of seat 1, rolled, whose hand pays for a development card.
 */
function canBuyLog() {
  const local = realCardsGame('e2e-monopoly');
  for (let i = 0; i < 300; i++) {
    rollPaying(local, SEAT);
    if (local.state.turn.seat === SEAT) {
      tradeForCardPrice(local, SEAT);
      if (holdsCardPrice(local.state, SEAT)) return { cfg: local.cfg, events: local.events };
    }
    local.apply({ type: 'endTurn', seat: local.state.turn.seat });
  }
  throw new Error('seat 1 never could buy a card');
}

let browser: Browser;
let tablet: Page;
let phone: Page;
let gameId = '';
let token = '';
const truth = (): Promise<Truth> => readTruth(base, gameId, token);
const last = (t: Truth) => t.events[t.events.length - 1];

/** Sends one command as the host at the current version. */
async function host(command: Command): Promise<void> {
  const meta = await call(base, 'GET', `/api/games/${gameId}`, { token });
  const a = await call(base, 'POST', `/api/games/${gameId}/commands`, {
    token,
    body: { clientId: clientId(), version: meta.body.version, command },
  });
  if (a.status !== 200) throw new Error(`${command.type}: ${a.status} ${JSON.stringify(a.body)}`);
}

/** The tablet's whole text names no card kind. */
async function tabletNamesNoCard(): Promise<void> {
  // What is shown (innerText), not the markup's text: that is what the table could read.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
  const text = await tablet.evaluate(() => document.body.innerText);
  for (const w of KIND_WORDS) expect(text, `the tablet shows "${w}"`).not.toContain(w);
}

/** Waits until both screens show the game's current version. */
async function screensAt(): Promise<Truth> {
  const t = await truth();
  const meta = await call(base, 'GET', `/api/games/${gameId}`, { token });
  const v = String(meta.body.version);
  await expect
    .poll(() => tablet.getAttribute('[data-testid=table]', 'data-version'), { timeout: 20_000 })
    .toBe(v);
  return t;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const local = canBuyLog();
  const g = await importGame(base, local.cfg, local.events);
  gameId = g.id;
  token = g.hostToken;
  browser = await launch();
  tablet = await hostTablet(browser, base, gameId, token);
  phone = await (await browser.newContext(PHONE)).newPage();
  await joinSeat(phone, base, g, SEAT);
  await phone.getByTestId('seat-name').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('real cards stay secret; the phone acts for its own seat', () => {
  it('the tablet buys a card without naming it; the phone declares it privately', async () => {
    await screensAt();
    await tableStep(tablet, 'buy', () => tablet.click('[data-testid=buy-dev]'));
    let t = await screensAt();
    expect(last(t)).toMatchObject({ type: 'devBought', seat: SEAT, card: 'unknown' });
    await tabletNamesNoCard();
    // The phone holds one card the app does not know, and offers to declare it.
    const unknown = phone.getByTestId('seat-unknown');
    await expect.poll(() => unknown.getAttribute('data-unknown'), { timeout: 15_000 }).toBe('1');
    await phone.screenshot({ path: `${SHOTS}/phone-unknown-card.png`, fullPage: true });
    // Revealing a victory point mid-game is asked again, and "not now" sends nothing
    // (regression, issue 28: one tap under the declare buttons turned it face up).
    await phone.getByTestId('reveal-vp').click();
    await phone.getByTestId('reveal-vp-sure').waitFor();
    await phone.getByTestId('reveal-vp-no').click();
    await phone.getByTestId('reveal-vp').waitFor();
    expect(last(await screensAt())).toMatchObject({ type: 'devBought', seat: SEAT });
    await phone.getByTestId('declare-knight').click();
    await unknown.waitFor({ state: 'detached', timeout: 15_000 });
    t = await screensAt();
    expect(last(t)).toEqual({ type: 'devDeclared', seat: SEAT, card: 'knight' });
    expect(await phone.locator('[data-dev=knight]').getAttribute('data-state')).toBe('new');
    await tabletNamesNoCard();
    await tablet.screenshot({ path: `${SHOTS}/tablet-after-declare.png` });
  });

  it("on the next player's turn the phone offers a trade and the tablet (host) accepts", async () => {
    let t = await truth();
    await host({ type: 'endTurn', seat: SEAT });
    const next = (SEAT + 1) % PLAYERS.length;
    // A roll after which seat 1 holds a card to give and the active player one to give back.
    t = await truth();
    const after = (sum: number): GameState | null => {
      const r = decide(t.state, { type: 'roll', seat: next, dice: diceFor(sum) });
      return r.ok ? r.value.reduce(evolve, t.state) : null;
    };
    const pick = [6, 8, 5, 9, 4, 10, 3, 11, 2, 12]
      .map((sum) => ({ sum, s: after(sum) }))
      .map(({ sum, s }) => {
        if (!s) return null;
        const give = Object.keys(handOf(s, SEAT)).find((r) => (handOf(s, SEAT)[r] ?? 0) > 0);
        const get = Object.keys(handOf(s, next)).find(
          (r) => r !== give && (handOf(s, next)[r] ?? 0) > 0,
        );
        return give && get ? { sum, give, get } : null;
      })
      .find((x) => x !== null);
    if (!pick) throw new Error('no roll leaves both seats a card to trade');
    await host({ type: 'roll', seat: next, dice: diceFor(pick.sum) });
    const before = await screensAt();
    await phone.getByTestId('seat-offer').waitFor();
    await phone.getByTestId(`give-more-${pick.give}`).click();
    await phone.getByTestId(`get-more-${pick.get}`).click();
    await phone.screenshot({ path: `${SHOTS}/phone-offer.png`, fullPage: true });
    await phone.getByTestId('send-offer').click();
    // The tablet shows the offer to the active player; the host accepts it.
    await tablet.getByTestId('trade-offers').waitFor({ timeout: 15_000 });
    expect(await tablet.getByTestId('trade-offers').textContent()).toContain(PLAYERS[SEAT]?.name);
    await tablet.screenshot({ path: `${SHOTS}/tablet-offer.png` });
    await tableStep(tablet, 'accept', () => tablet.click(`[data-testid=offer-accept-${SEAT}]`));
    t = await screensAt();
    type Trade = Extract<Event, { type: 'tradeOffered' | 'playerTraded' }>;
    const [offered, traded] = t.events.slice(-2) as [Trade, Trade];
    const sides = (e: Event) =>
      'give' in e && 'get' in e ? [nonZero(e.give), nonZero(e.get)] : [];
    expect([offered.type, offered.seat, ...sides(offered)]).toEqual([
      'tradeOffered',
      SEAT,
      { [pick.give]: 1 },
      { [pick.get]: 1 },
    ]);
    expect([traded.type, traded.seat, 'with' in traded && traded.with, ...sides(traded)]).toEqual([
      'playerTraded',
      next,
      SEAT,
      { [pick.get]: 1 },
      { [pick.give]: 1 },
    ]);
    const was = handOf(before.state, SEAT);
    expect(handOf(t.state, SEAT)[pick.give]).toBe((was[pick.give] ?? 0) - 1);
    expect(handOf(t.state, SEAT)[pick.get]).toBe((was[pick.get] ?? 0) + 1);
    await tablet.getByTestId('trade-offers').waitFor({ state: 'detached' });
    await expect
      .poll(
        () =>
          phone
            .locator(`[data-testid=seat-hand] [data-resource=${pick.get}]`)
            .getAttribute('data-count'),
        { timeout: 15_000 },
      )
      .toBe(String(handOf(t.state, SEAT)[pick.get] ?? 0));
    await tabletNamesNoCard();
  });

  it('on its next turn the phone plays the knight; the tablet asks only for the robber hex', async () => {
    // Round the table back to seat 1, before its roll (no 7s).
    for (let i = 0; i < PLAYERS.length; i++) {
      const t = await truth();
      if (t.state.turn.seat === SEAT) break;
      if (!t.state.turn.rolled) await host({ type: 'roll', seat: t.state.turn.seat, dice: [3, 3] });
      await host({ type: 'endTurn', seat: t.state.turn.seat });
    }
    let t = await screensAt();
    expect([t.state.turn.seat, t.state.turn.rolled]).toEqual([SEAT, false]);
    const play = phone.getByTestId('play-knight');
    await play.waitFor({ timeout: 15_000 });
    await phone.screenshot({ path: `${SHOTS}/phone-knight.png`, fullPage: true });
    await play.click();
    // The tablet asks for the robber's new hex, and for nothing a card would need.
    await tablet.getByTestId('robber-prompt').waitFor({ timeout: 15_000 });
    t = await screensAt();
    expect(last(t)).toEqual({ type: 'knightCalled', seat: SEAT });
    expect(t.state.turn.pending).toEqual({ kind: 'robber' });
    expect(await tablet.locator('[data-spot-edge]').count()).toBe(0);
    await tablet.screenshot({ path: `${SHOTS}/tablet-knight-robber.png` });
    const targets = legalActions(viewFor(t.state, 'table'), SEAT).robber ?? [];
    const key = targets.find((x) => x.victims.length <= 1)?.hex;
    if (!key) throw new Error('no hex for the robber');
    await tableStep(tablet, 'robber', () => tablet.click(`[data-spot-hex="${key}"]`));
    t = await screensAt();
    expect(last(t)).toMatchObject({ type: 'robberMoved', seat: SEAT, hex: key });
    expect(t.state.players[SEAT]?.knights).toBe(1);
    expect(t.state.players[SEAT]?.dev).toEqual([]);
    await phone.locator('[data-dev=knight]').waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('a phone plays road building and the tablet asks only for the roads', async () => {
    // Seat 1 rolls, gets a development card's price (a host correction) and buys road building
    // from the box; on its next turn the card may be played.
    await host({ type: 'roll', seat: SEAT, dice: [3, 3] });
    const own = handOf((await truth()).state, SEAT);
    const more = { ore: 1, wool: 1, grain: 1 };
    const hand = Object.fromEntries(
      Object.keys({ ...own, ...more }).map((r) => [
        r,
        (own[r] ?? 0) + (more[r as keyof typeof more] ?? 0),
      ]),
    );
    await host({
      type: 'correct',
      reason: 'e2e: a card to buy',
      fix: { kind: 'hand', seat: SEAT, hand },
    });
    await host({ type: 'buyDev', seat: SEAT, card: 'roadBuilding' });
    await host({ type: 'endTurn', seat: SEAT });
    for (let i = 0; i < PLAYERS.length; i++) {
      const t = await truth();
      if (!t.state.turn.rolled) await host({ type: 'roll', seat: t.state.turn.seat, dice: [3, 3] });
      if (t.state.turn.seat === SEAT) break;
      await host({ type: 'endTurn', seat: t.state.turn.seat });
    }
    let t = await screensAt();
    expect([t.state.turn.seat, t.state.turn.rolled]).toEqual([SEAT, true]);
    const roadsBefore = t.state.players[SEAT]?.roads ?? 0;
    const play = phone.getByTestId('play-roadBuilding');
    await play.waitFor({ timeout: 15_000 });
    await phone.screenshot({ path: `${SHOTS}/phone-road-building.png`, fullPage: true });
    await play.click();
    // The tablet asks for two free roads, and for nothing else.
    const prompt = tablet.getByTestId('free-roads-prompt');
    await prompt.waitFor({ timeout: 15_000 });
    t = await screensAt();
    expect(last(t)).toEqual({ type: 'roadBuildingCalled', seat: SEAT });
    expect(t.state.turn.pending).toEqual({ kind: 'freeRoads', seat: SEAT, left: 2 });
    expect(await prompt.getAttribute('data-left')).toBe('2');
    const free = legalActions(viewFor(t.state, 'table'), SEAT).freeRoads;
    const spots = await tablet
      .locator('[data-spot-edge]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-spot-edge')));
    expect(spots.sort()).toEqual([...(free?.roads ?? [])].sort());
    expect(await tablet.locator('[data-spot-hex]').count()).toBe(0);
    expect(await tablet.getByTestId('end-turn').count()).toBe(0);
    await tablet.screenshot({ path: `${SHOTS}/tablet-free-roads.png` });
    for (const left of [1, 0]) {
      const now = legalActions(viewFor((await truth()).state, 'table'), SEAT).freeRoads;
      const edge = now?.roads[0];
      if (!edge) throw new Error('no free road spot');
      await tableStep(tablet, 'free road', () => tablet.click(`[data-spot-edge="${edge}"]`));
      t = await screensAt();
      expect(last(t)).toEqual({
        type: 'freeRoadsPlaced',
        seat: SEAT,
        edges: [edge],
        ships: [],
        left,
      });
    }
    expect(t.state.turn.pending).toBeNull();
    expect(t.state.players[SEAT]?.roads).toBe(roadsBefore + 2);
    expect(t.state.players[SEAT]?.dev).toEqual([]);
    await prompt.waitFor({ state: 'detached', timeout: 15_000 });
    await tablet.screenshot({ path: `${SHOTS}/tablet-free-roads-laid.png` });
    await phone.locator('[data-dev=roadBuilding]').waitFor({ state: 'detached', timeout: 15_000 });
  });
});
