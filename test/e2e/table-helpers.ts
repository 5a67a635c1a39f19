// What the tablet's browser tests share: the two devices, the engine's truth (the host's game@1
// log folded by lib/game), steps on the tablet that wait for the game's next version (or fail
// with the refusal's words), and reading a seat's QR code and a phone's hand off the screen.
import jsQR from 'jsqr';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import {
  type Event,
  fold,
  type GameConfig,
  type GameState,
  type Hand,
  parseGameLog,
} from '@/lib/game';
import { open } from './browser';

export const TABLET = { viewport: { width: 1280, height: 800 }, hasTouch: true, locale: 'en-GB' };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
};

export interface Truth {
  readonly config: GameConfig;
  readonly events: readonly Event[];
  readonly state: GameState;
}

/** The game as the engine has it: the host's log, folded. */
export async function readTruth(base: string, gameId: string, token: string): Promise<Truth> {
  const res = await fetch(`${base}/api/games/${gameId}/log`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const p = parseGameLog(await res.json());
  if (!p.ok) throw new Error(p.error.message);
  return {
    config: p.value.config,
    events: p.value.events,
    state: fold(p.value.config, p.value.events),
  };
}

export const handOf = (s: GameState, seat: number): Hand => ({ ...(s.players[seat]?.hand ?? {}) });
export const totalOf = (h: Hand) => Object.values(h).reduce((a, b) => a + b, 0);
export const nonZero = (h: Hand) => Object.fromEntries(Object.entries(h).filter(([, n]) => n > 0));
export const diceFor = (sum: number): [number, number] => {
  const a = Math.min(6, sum - 1);
  return [a, sum - a];
};

/** The tablet as the host: its token in local storage, the game's table open and hydrated. */
export async function hostTablet(
  browser: Browser,
  base: string,
  gameId: string,
  token: string,
): Promise<Page> {
  const ctx = await browser.newContext(TABLET);
  await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), token);
  const tablet = await ctx.newPage();
  await open(tablet, `${base}/table/${gameId}`);
  return tablet;
}

/** A page on a fresh tablet (no host token yet); its uncaught errors land in `errors`. */
export async function tabletPage(browser: Browser, errors: string[]): Promise<Page> {
  const tablet = await (await browser.newContext(TABLET)).newPage();
  tablet.on('pageerror', (e) => errors.push(`tablet: ${String(e)}`));
  return tablet;
}

/**
 * Creates a game on /table/new (open on the tablet): `ruleset`, a seat for each of `names`,
 * table dice, and whatever `more` chooses before Create. Waits for the new game's table at its
 * start; its id (from /table/<id>, never "new") and the host token the tablet keeps.
 */
export async function createOnTablet(
  tablet: Page,
  ruleset: string,
  names: readonly string[],
  more: () => Promise<void> = async () => {},
): Promise<{ gameId: string; token: string }> {
  await tablet.selectOption('[data-testid=ruleset]', ruleset);
  await tablet.selectOption('[data-testid=player-count]', String(names.length));
  for (const [i, n] of names.entries()) await tablet.fill(`[data-testid=player-name-${i}]`, n);
  await tablet.check('[data-testid=dice-table]', { force: true });
  await more();
  await tablet.click('[data-testid=create-game]');
  await tablet.waitForURL((u) => /^\/table\/(?!new$)[^/]+$/.test(u.pathname));
  const gameId = decodeURIComponent(new URL(tablet.url()).pathname.split('/')[2] ?? '');
  const token = await tablet.evaluate(() => localStorage.getItem('hexkeeper.hostToken') ?? '');
  await tablet.waitForSelector('[data-testid=table][data-phase=order]');
  return { gameId, token };
}

/** Follows a seat's join link on `page` (the server sets the seat cookie and sends it to /seat/<id>). */
export async function joinSeat(
  page: Page,
  base: string,
  g: { seats: readonly { joinUrl: string }[] },
  seat: number,
): Promise<void> {
  await page.goto(base + new URL(g.seats[seat]?.joinUrl ?? '').pathname);
}

/** The game version the tablet shows. */
export const tableVersion = async (tablet: Page) =>
  Number(await tablet.getAttribute('[data-testid=table]', 'data-version'));

/** Does `doIt` on the tablet and waits for the game's next version; a refusal fails with its words. */
export async function tableStep(
  tablet: Page,
  what: string,
  doIt: () => Promise<void>,
): Promise<void> {
  const before = await tableVersion(tablet);
  // An earlier refusal still on screen must not be taken for this step's.
  const old = tablet.locator('[data-testid=notice][data-tone=error] button');
  if (await old.count()) await old.click();
  await doIt();
  const outcome = await tablet.waitForFunction(
    (v) => {
      const n = Number(document.querySelector('[data-testid=table]')?.getAttribute('data-version'));
      if (n > v) return 'ok';
      const notice = document.querySelector('[data-testid=notice][data-tone=error]');
      return notice ? `refused: ${notice.textContent}` : false;
    },
    before,
    { timeout: 20_000 },
  );
  const r = await outcome.jsonValue();
  if (r !== 'ok') throw new Error(`${what}: ${r}`);
}

/** Ends the turn on the tablet. */
export const tableEndTurn = (tablet: Page): Promise<void> =>
  tableStep(tablet, 'end turn', () => tablet.click('[data-testid=end-turn]'));

/** Enters a physical roll of `sum` on the dice pad. */
export async function tableRoll(tablet: Page, sum: number): Promise<void> {
  const [a, b] = diceFor(sum);
  await tableStep(tablet, `roll ${sum}`, async () => {
    await tablet.click(`[data-testid=die-1-${a}]`);
    await tablet.click(`[data-testid=die-2-${b}]`);
    await tablet.click('[data-testid=roll-submit]');
  });
}

/**
 * Seat `seat`'s QR code on the tablet's Phones tab (open), shown by its "Show QR code" button
 * when it is hidden (the tab shows one seat's code at a time, and only when asked).
 */
export async function showSeatQr(tablet: Page, seat: number): Promise<Locator> {
  const qr = tablet.locator(`[data-testid=seat-qr-${seat}]`);
  if (!(await qr.isVisible())) await tablet.click(`[data-testid=seat-qr-toggle-${seat}]`);
  return qr;
}

/** The link a seat's QR code on screen encodes (decoded from a screenshot, never read from the page). */
export async function decodeSeatQr(qr: Locator, what: string): Promise<URL> {
  await qr.waitFor();
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error(`${what}: the QR code did not decode`);
  return new URL(code.data);
}

/** A phone's hand as it shows it: resource → count. */
export async function shownHand(page: Page): Promise<Record<string, number>> {
  return page.$$eval('[data-testid="seat-hand"] > [data-resource]', (els) =>
    Object.fromEntries(
      els.map((e) => [e.getAttribute('data-resource') ?? '', Number(e.getAttribute('data-count'))]),
    ),
  );
}

/**
 * Whether the element is wholly visible without scrolling: inside the viewport and inside every
 * ancestor that clips it (a scrolling overview clips what lies below its fold).
 */
export async function wholeInView(page: Page, testid: string): Promise<boolean> {
  return page.getByTestId(testid).evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return false;
    const boxes = [{ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth }];
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p);
      if (o.overflowX !== 'visible' || o.overflowY !== 'visible')
        boxes.push(p.getBoundingClientRect());
    }
    return boxes.every(
      (b) =>
        r.top >= b.top - 0.5 &&
        r.left >= b.left - 0.5 &&
        r.bottom <= b.bottom + 0.5 &&
        r.right <= b.right + 0.5,
    );
  });
}
