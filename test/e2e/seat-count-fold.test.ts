// Issue 28: a phone's "My count is wrong" landed below the fold, and so did "Waiting for the
// host" once asked. On a 390×844 phone (Debian's Chromium, the production server), at the
// first roll rolled, every seat's phone (the acting one with its trades and builds) shows
// "My count is wrong" inside the first screen; once asked, "Waiting for the host" is inside the
// first screen too.
// Screenshots: artifacts/seat/count-fold-*.png.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch } from './browser';
import { gameAtFirstRoll, play } from './server-helpers';
import { joinSeat, PHONE } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/seat`;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** Whether the element lies wholly inside the first screen (the page scrolled to its top). */
const inFirstScreen = (page: Page, testid: string) =>
  page.evaluate((id) => {
    window.scrollTo(0, 0);
    const el = document.querySelector(`[data-testid=${id}]`);
    if (!el) return 'missing';
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight ? 'first screen' : `at ${Math.round(r.bottom)}`;
  }, testid);

describe('"My count is wrong" on a 390×844 phone', () => {
  it('is in the first screen, and so is "Waiting for the host" once asked', async () => {
    // Rolled: the acting seat's phone shows its trades and builds above the hand as well.
    const { g, version, roll } = await gameAtFirstRoll(base);
    await play(base, g, [roll], version);
    for (const seat of [0, 1, 2]) {
      const ctx = await browser.newContext(PHONE);
      contexts.push(ctx);
      const phone = await ctx.newPage();
      const errors: string[] = [];
      phone.on('pageerror', (e) => errors.push(String(e)));
      await joinSeat(phone, base, g, seat);
      const ask = phone.getByTestId('seat-wrong-count');
      await ask.waitFor();
      await phone.screenshot({ path: `${SHOTS}/count-fold-seat${seat}.png` });
      expect(await inFirstScreen(phone, 'seat-wrong-count')).toBe('first screen');
      await ask.click();
      await phone.click('[data-testid=seat-request-form] [data-plus=lumber]');
      await phone.fill('[data-testid=seat-request-reason]', 'one lumber more at the table');
      await phone.click('[data-testid=seat-request-send]');
      await phone.getByTestId('seat-request-pending').waitFor();
      expect(await inFirstScreen(phone, 'seat-request-pending')).toBe('first screen');
      await phone.screenshot({ path: `${SHOTS}/count-fold-waiting-seat${seat}.png` });
      expect(errors).toEqual([]);
    }
  });
});
