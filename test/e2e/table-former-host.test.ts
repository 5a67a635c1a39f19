// A former host is a viewer at once (issue 28). The first tablet shows a seat's QR code, then
// the host moves to another device: the first shows no seat link anywhere in its page (hidden
// text and attributes included), no dice pad, no turn buttons; its notice is one small line,
// and it sends nothing its old token would be refused for (403) — not while it follows the
// game, and not after a reload either (it remembers it is a former host). The event stream
// and the public table's meta stay open to it. Screenshot: artifacts/table/former-host.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch, open } from './browser';
import { call, clientId, gameAtFirstRoll } from './server-helpers';
import { TABLET } from './table-helpers';

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

/** Requests carrying `token` other than the event stream and the public meta (both allowed). */
function watchToken(page: Page, token: string): string[] {
  const sent: string[] = [];
  page.on('request', (r: Request) => {
    if (r.headers().authorization !== `Bearer ${token}`) return;
    const path = new URL(r.url()).pathname;
    if (/^\/api\/games\/[^/]+(\/events)?$/.test(path)) return;
    sent.push(`${r.method()} ${path}`);
  });
  return sent;
}

const noSeatLinks = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    return {
      join: html.includes('/join/'),
      qr: document.querySelectorAll('[data-testid^=seat-qr-]').length,
    };
  });

describe('a tablet that handed the host on', () => {
  it('shows no seat link, no pad, no buttons, and sends no request with its old token', async () => {
    const { g, version, roll } = await gameAtFirstRoll(base);
    const ctx = await browser.newContext(TABLET);
    await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
    const first = await ctx.newPage();
    const errors: string[] = [];
    first.on('pageerror', (e) => errors.push(String(e)));
    await open(first, `${base}/table/${g.id}`);
    await first.waitForSelector(`[data-testid=table][data-version="${version}"]`);
    await first.waitForSelector('[data-testid=roll-app]');
    // Its Phones tab shows a seat's QR code while it is the host.
    await first.click('[data-testid=tab-seats]');
    await first.click('[data-testid=seat-qr-toggle-0]');
    await first.locator('[data-testid=seat-qr-0] svg').waitFor();

    // The host moves to another device (the offer and the take, as the move link does).
    const offer = await call(base, 'POST', `/api/games/${g.id}/host`, { token: g.hostToken });
    expect(offer.status).toBe(200);
    const transfer = new URL(String(offer.body.url)).hash.slice(1);
    const took = await call(base, 'POST', `/api/games/${g.id}/host/take`, {
      body: { token: transfer },
    });
    expect(took.status).toBe(200);
    const newToken = String(took.body.hostToken);

    await first.locator('[data-testid=host-moved]').waitFor();
    const sent = watchToken(first, g.hostToken);
    // No seat link in the page, not even hidden; no pad, no turn buttons in sight.
    await expect.poll(() => noSeatLinks(first)).toEqual({ join: false, qr: 0 });
    expect(await first.locator('[data-testid=roll-app]').isVisible()).toBe(false);
    expect(await first.locator('[data-testid=turn-section] button:visible').count()).toBe(0);
    expect(await first.locator('[data-testid=phone-input]').isDisabled()).toBe(true);
    // The notice is one small line: the strip keeps its room for the payout.
    const note = await first.locator('[data-testid=host-moved]').boundingBox();
    expect(note?.height ?? 99).toBeLessThanOrEqual(28);

    // The new host rolls: the first follows the public table, with no request refused.
    const rolled = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: newToken,
      body: { clientId: clientId(), version, command: roll },
    });
    expect(rolled.status).toBe(200);
    const v = Number(rolled.body.version);
    await first.waitForSelector(`[data-testid=table][data-version="${v}"]`);
    await first
      .locator('[data-testid=payout-banner], [data-testid=payout-compact]')
      .first()
      .waitFor();
    await first.screenshot({ path: `${SHOTS}/former-host.png` });
    expect(sent).toEqual([]);

    // After a reload it is a viewer from its first frame: still no request with the old token.
    const again = await ctx.newPage();
    const sentAgain = watchToken(again, g.hostToken);
    await open(again, `${base}/table/${g.id}`);
    await again.waitForSelector(`[data-testid=table][data-version="${v}"]`);
    await again.locator('[data-testid=host-moved]').waitFor();
    await again.click('[data-testid=tab-seats]');
    expect(await noSeatLinks(again)).toEqual({ join: false, qr: 0 });
    // One more version (the new host undoes the roll), so every per-version read has had its turn.
    const undone = await call(base, 'POST', `/api/games/${g.id}/undo`, {
      token: newToken,
      body: { clientId: clientId(), version: v },
    });
    expect(undone.status).toBe(200);
    await again.waitForSelector(
      `[data-testid=table][data-version="${Number(undone.body.version)}"]`,
    );
    expect(sentAgain).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
