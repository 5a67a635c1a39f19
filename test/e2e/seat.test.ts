// The phone at its seat, in Chromium with a phone viewport, against the real server: it joins
// by its seat's link (cookie, then 303 to /seat/<id>), follows set-up and rolls live (hand and
// true score as the engine has them), answers a discard on a 7 from the phone, never holds
// another seat's hand, and explains itself when it has no seat. Screenshots: artifacts/seat/.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Command,
  expectedIncome,
  fold,
  type GameState,
  legalActions,
  parseGameLog,
  scoreOf,
  viewFor,
} from '@/lib/game';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch } from './browser';
import { holdsCardPrice, realCardsGame, rollPaying, tradeForCardPrice } from './real-cards';
import {
  type Created,
  call,
  clientId,
  create,
  importGame,
  scriptedCommands,
} from './server-helpers';
import { diceFor, handOf, joinSeat, PHONE, shownHand, totalOf } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/seat`;
const SEAT = 1;

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The engine's state of the game, folded from the host's game@1 log. */
async function engineState(g: Created): Promise<GameState> {
  const a = await call(base, 'GET', `/api/games/${g.id}/log`, { token: g.hostToken });
  expect(a.status).toBe(200);
  const p = parseGameLog(a.body);
  if (!p.ok) throw new Error(p.error.message);
  return fold(p.value.config, p.value.events);
}

/** Sends one command as the host at the current version; waits out a rate limit. */
async function host(g: Created, command: Command): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const meta = await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    const a = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body: { clientId: clientId(), version: meta.body.version, command },
    });
    if (a.status === 200) return;
    if (a.status !== 429 && a.status !== 409)
      throw new Error(`${command.type}: ${a.status} ${JSON.stringify(a.body)}`);
    // A deliberate pause, not polling: the rate limit wants this much time to pass.
    await new Promise((r) => setTimeout(r, Number(a.headers.get('retry-after') ?? 1) * 1000));
  }
  throw new Error(`${command.type}: still refused`);
}

const shownVp = (page: Page) => page.getByTestId('seat-score').getAttribute('data-vp').then(Number);

/** Waits until the phone shows the engine's hand and true score for its seat. */
async function followsEngine(page: Page, g: Created): Promise<GameState> {
  const s = await engineState(g);
  await expect.poll(() => shownHand(page), { timeout: 15_000 }).toEqual({ ...handOf(s, SEAT) });
  await expect.poll(() => shownVp(page), { timeout: 15_000 }).toBe(scoreOf(s, SEAT).true);
  return s;
}

describe('the phone at its seat', () => {
  let g: Created;
  let phone: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    g = await create(base);
    phone = await browser.newContext(PHONE);
    page = await phone.newPage();
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('joins by its link: the cookie is set and the phone lands on /seat/<id> with its name', async () => {
    await joinSeat(page, base, g, SEAT);
    expect(new URL(page.url()).pathname).toBe(`/seat/${g.id}`);
    await expect.poll(() => page.getByTestId('seat-name').textContent()).toBe('Bo');
    const cookies = await phone.cookies(base);
    expect(cookies.find((c) => c.name === `hk_${g.id}`)?.httpOnly).toBe(true);
    expect(await shownHand(page)).toEqual({ lumber: 0, wool: 0, grain: 0, brick: 0, ore: 0 });
    await page.screenshot({ path: `${SHOTS}/phone-joined.png` });
  });

  it('follows set-up live: start cards and points as the engine has them', async () => {
    // The start roll and the snake set-up of a legal bot game (13 moves for three seats).
    for (const c of scriptedCommands(13).commands) await host(g, c);
    const s = await followsEngine(page, g);
    expect(s.phase).toBe('play');
    expect(scoreOf(s, SEAT).true).toBe(2);
  });

  it('a table roll that pays this seat shows up with what changed', async () => {
    const s0 = await engineState(g);
    const pays = expectedIncome(s0, SEAT).byNumber[0];
    if (!pays) throw new Error('seat 1 has no numbers');
    await host(g, { type: 'roll', seat: s0.turn.seat, dice: diceFor(pays.sum) });
    const s1 = await followsEngine(page, g);
    expect(totalOf(handOf(s1, SEAT))).toBeGreaterThan(totalOf(handOf(s0, SEAT)));
    await expect
      .poll(() => page.getByTestId('seat-changes').textContent())
      .toContain(`Roll ${pays.sum}`);
    await expect.poll(() => page.getByTestId('seat-changes').textContent()).toMatch(/\+\d/);
    await host(g, { type: 'endTurn', seat: s1.turn.seat });
  });

  it('"You can build": ready only where the engine’s legal actions say so, else what is missing', async () => {
    const s = await followsEngine(page, g);
    const want = legalActions(viewFor(s, SEAT), SEAT).buildList;
    const shown = await page.$$eval('[data-testid="seat-build"] li[data-item]', (els) =>
      els.map((e) => ({
        item: e.getAttribute('data-item'),
        ok: e.getAttribute('data-ok') === 'true',
        blocked: e.getAttribute('data-blocked') ?? '',
        text: e.textContent ?? '',
      })),
    );
    expect(shown.map((x) => x.item)).toEqual(['road', 'settlement', 'city', 'devCard']);
    // Another seat's turn, or this one's before its roll: nothing may be built, whatever the hand.
    expect(s.turn.seat === SEAT && s.turn.rolled).toBe(false);
    for (const x of shown) {
      const l = want.find((w) => w.item === x.item);
      expect({ item: x.item, ok: x.ok, blocked: x.blocked }).toEqual({
        item: x.item,
        ok: l?.ready === true,
        blocked: (l?.blocked ?? []).filter((b) => b !== 'cards').join(' '),
      });
      expect(x.ok).toBe(false);
      expect(x.text).toContain('not now');
      // Every short resource is named with its count ("needs 2 Ore"); English names are the ids.
      for (const [r, n] of Object.entries(l?.missing ?? {}))
        expect(x.text.toLowerCase()).toContain(`${n} ${r}`);
    }
    await page.getByTestId('seat-build').screenshot({ path: `${SHOTS}/phone-build.png` });
  });

  it('answers a discard on a 7 from the phone, picking exactly the cards owed', async () => {
    // Rolls that pay this seat until it holds 8 cards, and another seat too, then a 7.
    let s = await engineState(g);
    const other = (st: GameState) =>
      [0, 2].sort((a, b) => totalOf(handOf(st, b)) - totalOf(handOf(st, a)))[0] as number;
    for (
      let i = 0;
      i < 80 && (totalOf(handOf(s, SEAT)) < 8 || totalOf(handOf(s, other(s))) < 8);
      i++
    ) {
      const who = totalOf(handOf(s, SEAT)) < 8 ? SEAT : other(s);
      const best = [...expectedIncome(s, who).byNumber].sort((a, b) => b.p - a.p)[0];
      if (!best) throw new Error('no paying number');
      await host(g, { type: 'roll', seat: s.turn.seat, dice: diceFor(best.sum) });
      await host(g, { type: 'endTurn', seat: s.turn.seat });
      s = await engineState(g);
    }
    const before = handOf(s, SEAT);
    expect(totalOf(before)).toBeGreaterThanOrEqual(8);
    await host(g, { type: 'roll', seat: s.turn.seat, dice: [3, 4] });
    s = await engineState(g);
    const owed = s.turn.pending?.kind === 'discard' ? (s.turn.pending.owed[SEAT] ?? 0) : 0;
    expect(owed).toBe(Math.floor(totalOf(before) / 2));
    const prompt = page.getByTestId('choice-discard');
    await prompt.waitFor({ timeout: 15_000 });
    await followsEngine(page, g);
    // The submit stays off until exactly `owed` cards are picked, and + stops at the count.
    expect(await page.getByTestId('choice-submit').isDisabled()).toBe(true);
    const picked: Record<string, number> = {};
    let left = owed;
    for (const [r, n] of Object.entries(before))
      for (let k = 0; k < n && left > 0; k++, left--) {
        await page.getByTestId(`pick-${r}-plus`).click();
        picked[r] = (picked[r] ?? 0) + 1;
      }
    const full = Object.keys(before).find((r) => (picked[r] ?? 0) < (before[r] ?? 0));
    if (full) expect(await page.getByTestId(`pick-${full}-plus`).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/phone-discard.png` });
    // Another seat discards first (from the tablet): the phone keeps its picks.
    const o = other(s);
    const oHand = handOf(s, o);
    const oOwed = s.turn.pending?.kind === 'discard' ? (s.turn.pending.owed[o] ?? 0) : 0;
    expect(oOwed).toBeGreaterThan(0);
    const oCards: Record<string, number> = {};
    let oLeft = oOwed;
    for (const [r, n] of Object.entries(oHand)) {
      const k = Math.min(n, oLeft);
      if (k > 0) oCards[r] = k;
      oLeft -= k;
    }
    await host(g, { type: 'discard', seat: o, cards: oCards });
    await expect
      .poll(async () => totalOf(handOf(await engineState(g), o)))
      .toBe(totalOf(oHand) - oOwed);
    // The phone has seen it: its table list shows that seat's smaller hand.
    await expect
      .poll(() => page.locator(`li[data-seat="${o}"]`).textContent())
      .toContain(`${totalOf(oHand) - oOwed} cards`);
    expect(await page.getByTestId('choice-count').textContent()).toBe(`${owed} of ${owed} chosen`);
    await page.getByTestId('choice-submit').click();
    await prompt.waitFor({ state: 'detached', timeout: 15_000 });
    const after = await followsEngine(page, g);
    expect(totalOf(handOf(after, SEAT))).toBe(totalOf(before) - owed);
    const expected = Object.fromEntries(
      Object.entries(before).map(([r, n]) => [r, n - (picked[r] ?? 0)]),
    );
    expect(handOf(after, SEAT)).toEqual(expected);
    await expect
      .poll(() => page.getByTestId('seat-changes').textContent())
      .toContain('Discarded on a 7');
    await page.screenshot({ path: `${SHOTS}/phone-seat.png`, fullPage: true });
  });

  it("never holds another seat's hand: not in the page, not in its offline copy", async () => {
    const s = await engineState(g);
    const mine = JSON.stringify({ ...handOf(s, SEAT) });
    // The check would be empty if every seat held the same cards.
    expect(
      [0, 2].some((o) => JSON.stringify({ ...handOf(s, o) }) !== mine && totalOf(handOf(s, o)) > 0),
    ).toBe(true);
    expect(await shownHand(page)).toEqual({ ...handOf(s, SEAT) });
    expect(await page.locator('[data-testid="seat-hand"]').count()).toBe(1);
    const cached = await page.evaluate(
      (key) => localStorage.getItem(key),
      `hexkeeper.live.${g.id}.seat`,
    );
    const { view } = JSON.parse(cached ?? '{}') as {
      view: { viewer: number; players: { hand: unknown; dev: unknown }[] };
    };
    expect(view.viewer).toBe(SEAT);
    view.players.forEach((p, i) => {
      if (i === SEAT) expect(p.hand).toEqual(handOf(s, SEAT));
      else expect([p.hand, p.dev]).toEqual([null, null]);
    });
  });

  it('offline it keeps the last state, marked stale, and comes back live', async () => {
    const s = await engineState(g);
    // Online once more under the service worker's control, so it keeps this page for offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await followsEngine(page, g);
    await phone.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('seat-stale').waitFor({ timeout: 30_000 });
      expect(await shownHand(page)).toEqual({ ...handOf(s, SEAT) });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${SHOTS}/phone-offline-dark.png` });
    } finally {
      await phone.setOffline(false);
    }
    // The stream retries on its own (backing off to 15 s at most) and the view turns live.
    await page.getByTestId('seat-stale').waitFor({ state: 'detached', timeout: 45_000 });
    await followsEngine(page, g);
    await page.screenshot({ path: `${SHOTS}/phone-seat-dark.png`, fullPage: true });
    await expectNoSeriousA11y(page);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('keeps its seat after a reload, and has no serious accessibility violations', async () => {
    await page.reload();
    await followsEngine(page, g);
    await expectNoSeriousA11y(page);
  });

  it('without the seat cookie it explains how to join', async () => {
    const other = await browser.newContext(PHONE);
    const p = await other.newPage();
    await p.goto(`${base}/seat/${g.id}`);
    const err = p.getByTestId('seat-error');
    await err.waitFor({ timeout: 15_000 });
    expect(await err.textContent()).toContain('Scan your seat’s QR code on the tablet again');
    expect(await p.locator('[data-testid="seat-hand"]').count()).toBe(0);
    await p.screenshot({ path: `${SHOTS}/phone-no-seat.png` });
    await expectNoSeriousA11y(p);
    await other.close();
  });
});

/**
 * A legal game played here with the engine, to be imported: set-up, then rolls that pay seat 1,
 * bank trades and a monopoly card it buys (development deck from the box: the card is named),
 * up to seat 1's next turn, rolled, with the card old enough to play.
 */
function monopolyLog() {
  const local = realCardsGame('e2e-monopoly');
  for (let i = 0; i < 300; i++) {
    const held = local.state.players[SEAT]?.dev.find((d) => d.card === 'monopoly');
    rollPaying(local, SEAT);
    const s = local.state;
    if (s.turn.seat === SEAT && held && held.turn < s.turn.number)
      return { cfg: local.cfg, events: local.events, state: s };
    if (s.turn.seat === SEAT && !held) {
      tradeForCardPrice(local, SEAT);
      if (holdsCardPrice(local.state, SEAT))
        local.apply({ type: 'buyDev', seat: SEAT, card: 'monopoly' });
    }
    local.apply({ type: 'endTurn', seat: local.state.turn.seat });
  }
  throw new Error('seat 1 never got to play its monopoly');
}

describe('a development card played from the phone', () => {
  it('shows the monopoly as playable now, and plays it with the resource picked on the phone', async () => {
    const local = monopolyLog();
    const g = await importGame(base, local.cfg, local.events);
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await joinSeat(page, base, g, SEAT);
    const before = await followsEngine(page, g);
    const card = page.locator('[data-dev="monopoly"]');
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('playable');
    await page.screenshot({ path: `${SHOTS}/phone-dev-card.png`, fullPage: true });
    // Name the resource the other seats hold most of.
    const others = [0, 2].map((o) => handOf(before, o));
    const resource = Object.keys(handOf(before, SEAT)).sort(
      (x, y) =>
        others.reduce((n, h) => n + (h[y] ?? 0), 0) - others.reduce((n, h) => n + (h[x] ?? 0), 0),
    )[0] as string;
    const taken = others.reduce((n, h) => n + (h[resource] ?? 0), 0);
    await page.getByTestId('play-monopoly').click();
    await page.getByTestId('choice-monopoly').waitFor();
    await page.getByTestId(`pick-${resource}`).click();
    await page.getByTestId('choice-monopoly').waitFor({ state: 'detached', timeout: 15_000 });
    const after = await followsEngine(page, g);
    expect(handOf(after, SEAT)[resource]).toBe((handOf(before, SEAT)[resource] ?? 0) + taken);
    for (const o of [0, 2]) expect(handOf(after, o)[resource]).toBe(0);
    expect(after.players[SEAT]?.dev.some((d) => d.card === 'monopoly')).toBe(false);
    await expect
      .poll(() => page.getByTestId('seat-changes').textContent())
      .toContain('Your monopoly');
    await phone.close();
  });
});
