// The tablet shows whose phone follows the game (real Chromium against the production
// server): a small phone in the scoreboard (and in the Phones tab) appears beside a player
// once that player's phone opens its seat page, and goes again when the phone's page closes.
// Screenshot: artifacts/table/presence.png.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { create } from './server-helpers';
import { PHONE, TABLET } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('phones on the tablet', () => {
  it("marks Bo's phone in the scoreboard while it is open, and only his", async () => {
    const g = await create(base);
    const errors: string[] = [];
    const tabletCtx = await browser.newContext(TABLET);
    await tabletCtx.addInitScript(
      (t) => localStorage.setItem('hexkeeper.hostToken', t),
      g.hostToken,
    );
    const tablet = await tabletCtx.newPage();
    tablet.on('pageerror', (e) => errors.push(`tablet: ${String(e)}`));
    await open(tablet, `${base}/table/${g.id}`);
    const score = (seat: number) => tablet.locator(`[data-testid=score-${seat}]`);
    // Nobody has joined: the tablet knows every phone is away, and marks none.
    for (const seat of [0, 1, 2])
      await expect.poll(() => score(seat).getAttribute('data-phone')).toBe('offline');
    expect(await tablet.locator('[data-testid^=phone-]').count()).toBe(0);

    const phoneCtx = await browser.newContext(PHONE);
    const phone = await phoneCtx.newPage();
    phone.on('pageerror', (e) => errors.push(`phone: ${String(e)}`));
    await open(phone, base + new URL(g.seats[1]?.joinUrl ?? '').pathname);
    expect(new URL(phone.url()).pathname).toBe(`/seat/${g.id}`);
    const marker = tablet.getByTestId('phone-1');
    await marker.waitFor({ timeout: 15_000 });
    expect(await score(1).getAttribute('data-phone')).toBe('online');
    // Its words, for screen readers, name the player; the others stay unmarked.
    expect(await marker.textContent()).toBe('Bo: phone connected');
    expect(await tablet.locator('[data-testid^=phone-]').count()).toBe(1);
    for (const seat of [0, 2]) expect(await score(seat).getAttribute('data-phone')).toBe('offline');
    // The Phones tab, where the seats' QR codes are, marks it too.
    await tablet.click('[data-testid=tab-seats]');
    await tablet.getByTestId('seat-phone-1').waitFor();
    expect(await tablet.locator('[data-testid^=seat-phone-]').count()).toBe(1);
    await tablet.screenshot({ path: `${SHOTS}/presence.png` });
    await expectNoSeriousA11y(tablet);

    await phone.close();
    await marker.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await score(1).getAttribute('data-phone')).toBe('offline');
    expect(await tablet.locator('[data-testid^=seat-phone-]').count()).toBe(0);
    await phoneCtx.close();
    await tabletCtx.close();
    expect(errors).toEqual([]);
  });
});
