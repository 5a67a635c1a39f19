// Issue 28: "Rematch leaves the phones behind". In Debian's Chromium against the production
// server: a finished game followed by two phones; Rematch on the tablet offers each phone its
// own seat of the new game (same person, same colour), one tap each, and the new game's Phones
// tab shows both connected; a phone that opens the old game's seat link later is offered its
// seat too; each offer carries only its own seat's link. Screenshots: artifacts/table/rematch-*.png.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fold, randomGame } from '@/lib/game';
import { ARTIFACTS, launch } from './browser';
import { importGame, localConfig } from './server-helpers';
import { hostTablet, joinSeat, PHONE } from './table-helpers';

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

async function phone(errors: string[]): Promise<Page> {
  const ctx = await browser.newContext(PHONE);
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(`phone: ${String(e)}`));
  return page;
}

describe('a rematch takes the phones along', () => {
  it('offers each phone its own new seat in one tap; the new game sees both phones', async () => {
    const cfg = localConfig('rematch-phones');
    const game = randomGame(cfg, 20_000);
    expect(fold(cfg, game.events).phase).toBe('over');
    const g = await importGame(base, cfg, game.events);
    const errors: string[] = [];
    const tablet = await hostTablet(browser, base, g.id, g.hostToken);
    tablet.on('pageerror', (e) => errors.push(`tablet: ${String(e)}`));
    await tablet.locator('[data-testid=game-over]').waitFor();

    const phones = [await phone(errors), await phone(errors)];
    for (const [seat, p] of phones.entries()) {
      await joinSeat(p, base, g, seat);
      expect(new URL(p.url()).pathname).toBe(`/seat/${g.id}`);
      await p.getByTestId('seat-name').waitFor();
    }
    await tablet.click('[data-testid=rematch]');
    await tablet.waitForURL((u) => u.pathname.startsWith('/table/') && !u.pathname.endsWith(g.id));
    const newId = new URL(tablet.url()).pathname.split('/')[2] ?? '';
    await tablet.waitForSelector('[data-testid=table][data-phase=order]');

    const links: string[] = [];
    for (const [seat, p] of phones.entries()) {
      const join = p.getByTestId('rematch-join');
      await join.waitFor({ timeout: 15_000 });
      const href = (await join.getAttribute('href')) ?? '';
      // Its own seat of the new game only: a join path of the new game, no other seat's.
      expect(href).toMatch(new RegExp(`^/join/${newId}/[A-Za-z0-9_-]{43}$`));
      links.push(href);
      if (seat === 0) await p.screenshot({ path: `${SHOTS}/rematch-offer-phone.png` });
      // One tap.
      await join.click();
      await p.waitForURL((u) => u.pathname === `/seat/${newId}`);
      await expect
        .poll(() => p.getByTestId('seat-name').textContent())
        .toContain(cfg.players[seat]?.name ?? '?');
    }
    expect(new Set(links).size).toBe(2);

    // The new game's Phones tab shows both phones connected.
    await tablet.click('[data-testid=tab-seats]');
    for (const seat of [0, 1]) await tablet.getByTestId(`seat-phone-${seat}`).waitFor();
    expect(await tablet.locator('[data-testid^=seat-phone-]').count()).toBe(2);
    await tablet.screenshot({ path: `${SHOTS}/rematch-phones-tab.png` });

    // A phone arriving later at the old game's seat link is told where the rematch is, and
    // offered its own seat there.
    const late = await phone(errors);
    await joinSeat(late, base, g, 2);
    expect(new URL(late.url()).pathname).toBe(`/seat/${g.id}`);
    const lateJoin = late.getByTestId('rematch-join');
    await lateJoin.waitFor({ timeout: 15_000 });
    const lateHref = (await lateJoin.getAttribute('href')) ?? '';
    expect(lateHref).toMatch(new RegExp(`^/join/${newId}/`));
    expect(links).not.toContain(lateHref);
    await lateJoin.click();
    await late.waitForURL((u) => u.pathname === `/seat/${newId}`);
    await expect
      .poll(() => late.getByTestId('seat-name').textContent())
      .toContain(cfg.players[2]?.name ?? '?');
    await tablet.getByTestId('seat-phone-2').waitFor();
    expect(errors).toEqual([]);
  });
});
