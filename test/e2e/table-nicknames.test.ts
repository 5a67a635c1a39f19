// The house variant's nicknames as a setting of the game (issue 29: "Dag's phone said Timmer
// while the tablet said Trä; the tablet's private reveal ignores it"). The host turns them on at
// /table/new on a Swedish tablet; a phone joined in Swedish shows them without anyone touching
// it, and so does the tablet's private reveal for a seat without a phone.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch, open } from './browser';
import { call, clientId } from './server-helpers';
import {
  createOnTablet,
  decodeSeatQr,
  PHONE,
  readTruth,
  showSeatQr,
  TABLET,
} from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/nicknames`;
const NAMES = ['Dag', 'Eva', 'Ola'];
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('nicknames, a setting of the game', () => {
  it('the host turns them on, off and on again; the phone and the private reveal follow', async () => {
    const errors: string[] = [];
    const tablet = await (await browser.newContext({ ...TABLET, locale: 'sv-SE' })).newPage();
    tablet.on('pageerror', (e) => errors.push(`tablet: ${String(e)}`));
    await open(tablet, `${base}/table/new`);
    const { gameId, token } = await createOnTablet(tablet, 'mupp37', NAMES, async () => {
      // The tablet's own switch is off: the game's setting is chosen on the form.
      expect(await tablet.isChecked('[data-testid=game-nicknames]')).toBe(false);
      await tablet.check('[data-testid=game-nicknames]');
    });
    const t = await readTruth(base, gameId, token);
    expect(t.config.options.nicknames).toBe(true);

    // A phone in Swedish, joined from its QR code: nobody touches its nickname switch (none
    // is offered while the game decides).
    await tablet.click('[data-testid=tab-seats]');
    const link = await decodeSeatQr(await showSeatQr(tablet, 0), 'seat 0');
    const phone = await (await browser.newContext({ ...PHONE, locale: 'sv-SE' })).newPage();
    phone.on('pageerror', (e) => errors.push(`phone: ${String(e)}`));
    await phone.goto(base + link.pathname);
    await expect.poll(() => phone.getByTestId('seat-name').textContent()).toBe(NAMES[0]);
    const lumber = phone.locator('[data-testid=seat-hand] > [data-resource=lumber]');
    await expect.poll(() => lumber.textContent(), { timeout: 15_000 }).toContain('Trä');
    expect(await phone.locator('[data-testid=seat-hand]').textContent()).not.toContain('Timmer');
    expect(await phone.locator('[data-testid=nicknames]').count()).toBe(0);
    await phone.screenshot({ path: `${SHOTS}/phone.png`, fullPage: true });

    // The host turns them off from the tablet's own switch (the game's, setNicknames): the
    // phone follows without anyone touching it.
    const nick = tablet.locator('[data-testid=nicknames]');
    await expect.poll(() => nick.isChecked(), { timeout: 15_000 }).toBe(true);
    // A click sends the command; the box follows the game's answer.
    await nick.click();
    await expect.poll(() => lumber.textContent(), { timeout: 15_000 }).toContain('Timmer');
    expect((await readTruth(base, gameId, token)).state.nicknames).toBe(false);
    // And on again, for the reveal below.
    await nick.click();
    await expect.poll(() => nick.isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => lumber.textContent(), { timeout: 15_000 }).toContain('Trä');

    // Eva has no phone: Dag starts, then the host gives Eva two lumber (a correction), and her
    // private reveal names them as the game does.
    const send = async (command: object) => {
      const meta = await call(base, 'GET', `/api/games/${gameId}`, { token });
      const r = await call(base, 'POST', `/api/games/${gameId}/commands`, {
        token,
        body: { clientId: clientId(), version: meta.body.version, command },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await send({ type: 'decideOrder', first: 0 });
    await send({
      type: 'correct',
      reason: 'test',
      fix: { kind: 'hand', seat: 1, hand: { lumber: 2 } },
    });
    await tablet.click('[data-testid=show-me-1]');
    await tablet.screenshot({ path: `${SHOTS}/reveal-ask.png` });
    const timed = tablet.locator('[data-testid=reveal-timed]');
    await expect.poll(() => timed.isEnabled(), { timeout: 15_000 }).toBe(true);
    await timed.click();
    const hand = tablet.locator('[data-testid=reveal-hand]');
    await expect.poll(() => hand.textContent(), { timeout: 15_000 }).toContain('2 Trä');
    expect(await hand.textContent()).not.toContain('Timmer');
    await tablet.screenshot({ path: `${SHOTS}/reveal.png` });
    expect(errors).toEqual([]);
  });
});
