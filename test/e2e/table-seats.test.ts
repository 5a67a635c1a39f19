// Seats that stay private, in real Chromium against the production server: the Phones tab
// shows a seat's QR code only when asked and hides it once a phone joined with it; a second
// device on Bo's seat shows on the tablet (a warning, the count in the Phones tab and the
// scoreboard); the host withdraws Bo's link, both of Bo's old devices say so within seconds
// instead of showing a hand, and the new QR code (decoded from the screen) joins; a phone
// leaves its seat. Screenshots: artifacts/table/seats-*.png.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { create } from './server-helpers';
import { decodeSeatQr, PHONE, showSeatQr, TABLET } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
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

describe('seats that stay private', () => {
  it('hides codes until asked, warns of a second device, withdraws a link, and a phone leaves', async () => {
    const g = await create(base);
    const errors: string[] = [];
    const tabletCtx = await browser.newContext(TABLET);
    contexts.push(tabletCtx);
    await tabletCtx.addInitScript(
      (t) => localStorage.setItem('hexkeeper.hostToken', t),
      g.hostToken,
    );
    const tablet = await tabletCtx.newPage();
    tablet.on('pageerror', (e) => errors.push(`tablet: ${String(e)}`));
    await open(tablet, `${base}/table/${g.id}`);
    await tablet.click('[data-testid=tab-seats]');
    // No code is on screen until the host asks for one.
    await tablet.getByTestId('seat-qr-toggle-1').waitFor();
    expect(await tablet.locator('[data-testid^=seat-qr-]:not([data-testid*=toggle])').count()).toBe(
      0,
    );

    /** A new phone (its own browser) that opens `link`'s path; it lands on the seat page. */
    const phoneAt = async (link: URL, what: string): Promise<Page> => {
      const ctx = await browser.newContext(PHONE);
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => errors.push(`${what}: ${String(e)}`));
      await page.goto(base + link.pathname);
      expect(new URL(page.url()).pathname).toBe(`/seat/${g.id}`);
      return page;
    };

    // Bo's first phone joins with the code; the code hides itself once it has.
    const firstQr = await showSeatQr(tablet, 1);
    await firstQr.waitFor();
    await tablet.screenshot({ path: `${SHOTS}/seats-qr-shown.png` });
    const oldLink = await decodeSeatQr(firstQr, 'seat 1');
    const boOld = await phoneAt(oldLink, 'Bo’s phone');
    await expect.poll(() => boOld.getByTestId('seat-name').textContent()).toBe('Bo');
    await tablet.getByTestId('seat-qr-1').waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => tablet.getByTestId('seat-devices-1').getAttribute('data-count'))
      .toBe('1');
    expect(await tablet.getByTestId('second-device').count()).toBe(0);
    await tablet.screenshot({ path: `${SHOTS}/seats-one-phone.png` });

    // Someone else scans the same code: the tablet warns, and shows two devices on Bo's seat.
    const sameLink = await decodeSeatQr(await showSeatQr(tablet, 1), 'seat 1 again');
    expect(sameLink.href).toBe(oldLink.href);
    const snoop = await phoneAt(sameLink, 'second device');
    await expect.poll(() => snoop.getByTestId('seat-name').textContent()).toBe('Bo');
    const warning = tablet.getByTestId('second-device');
    await warning.waitFor({ timeout: 15_000 });
    expect(await warning.textContent()).toContain('2 devices now follow Bo’s seat');
    expect(await tablet.getByTestId('seat-devices-1').getAttribute('data-count')).toBe('2');
    expect(await tablet.getByTestId('score-devices-1').textContent()).toBe('×2');
    expect(await tablet.getByTestId('score-1').getAttribute('data-devices')).toBe('2');
    await tablet.screenshot({ path: `${SHOTS}/seats-second-device.png` });
    await expectNoSeriousA11y(tablet);

    // The host withdraws Bo's link, after a confirmation.
    await tablet.click('[data-testid=seat-withdraw-1]');
    await tablet.getByTestId('seat-withdraw-yes-1').waitFor();
    await tablet.screenshot({ path: `${SHOTS}/seats-withdraw-confirm.png` });
    const t0 = Date.now();
    await tablet.click('[data-testid=seat-withdraw-yes-1]');
    // Both old devices say so within a few seconds, and show no hand.
    for (const p of [boOld, snoop]) {
      await p.getByTestId('seat-withdrawn').waitFor({ timeout: 8_000 });
      expect(await p.getByTestId('seat-withdrawn').textContent()).toContain(
        'This seat’s link was withdrawn by the host; scan the new code.',
      );
      expect(await p.getByTestId('seat-hand').count()).toBe(0);
    }
    expect(Date.now() - t0).toBeLessThan(8_000);
    await boOld.screenshot({ path: `${SHOTS}/seats-withdrawn-phone.png` });
    // A reload of the old phone still says so (the offline copy is gone too).
    await boOld.reload();
    await boOld.getByTestId('seat-withdrawn').waitFor({ timeout: 8_000 });
    expect(
      await boOld.evaluate((id) => localStorage.getItem(`hexkeeper.live.${id}.seat`), g.id),
    ).toBeNull();
    // The warning goes with the devices it warned of.
    await warning.waitFor({ state: 'detached', timeout: 15_000 });

    // The tablet shows the new code at once; it is a new link, and it joins Bo's seat.
    const newQr = tablet.getByTestId('seat-qr-1');
    await newQr.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await decodeSeatQr(newQr, 'seat 1 new')).href, { timeout: 15_000 })
      .not.toBe(oldLink.href);
    const newLink = await decodeSeatQr(newQr, 'seat 1 new');
    await tablet.screenshot({ path: `${SHOTS}/seats-new-code.png` });
    const boNew = await phoneAt(newLink, 'Bo’s new phone');
    await expect.poll(() => boNew.getByTestId('seat-name').textContent()).toBe('Bo');
    await newQr.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => tablet.getByTestId('seat-devices-1').getAttribute('data-count'))
      .toBe('1');
    // The old link, opened again, is refused with the same words.
    const again = await boOld.goto(base + oldLink.pathname);
    expect(again?.status()).toBe(401);

    // Bo leaves his seat on the new phone: the cookie and the copy are gone.
    await boNew.click('[data-testid=leave-seat-button]');
    await boNew.screenshot({ path: `${SHOTS}/seats-leave-confirm.png` });
    await boNew.click('[data-testid=leave-seat-yes]');
    await boNew.getByTestId('seat-error').waitFor({ timeout: 15_000 });
    expect((await boNew.context().cookies()).filter((c) => c.name === `hk_${g.id}`)).toEqual([]);
    await expect
      .poll(() => tablet.getByTestId('seat-devices-1').getAttribute('data-count'), {
        timeout: 15_000,
      })
      .toBe('0');
    expect(errors).toEqual([]);
  });
});
