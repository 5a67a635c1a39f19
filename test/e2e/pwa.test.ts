import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch } from './browser';
import { create, play, scriptedCommands, tokenOf } from './server-helpers';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('installable PWA', () => {
  it('serves a manifest with a name, standalone display and icons that exist', async () => {
    const r = await fetch(`${base}/manifest.webmanifest`);
    expect(r.status).toBe(200);
    const m = (await r.json()) as { name: string; display: string; icons: { src: string }[] };
    expect(m.name).toBe('Hexkeeper');
    expect(m.display).toBe('standalone');
    expect(m.icons.length).toBeGreaterThan(0);
    for (const icon of m.icons) expect((await fetch(`${base}${icon.src}`)).status).toBe(200);
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
  });

  it('the generator and the print page load offline once visited, and the API is never served from cache', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/board?b=h1.base.spiral.strict.4.offline`);
    await page.waitForSelector('svg[data-board]');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Visit both pages while online, now under the worker's control, so they are cached.
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.goto(`${base}/print`);
    await page.waitForSelector('h1');
    // The worker stores a page just after serving it; wait until both are in its cache.
    for (const path of ['/print', '/board?b=h1.base.spiral.strict.4.offline'])
      await expect
        .poll(() => page.evaluate(async (p) => (await caches.match(p)) !== undefined, path))
        .toBe(true);

    await context.setOffline(true);
    // Each check opens a fresh tab, as a player reopening the app would.
    const board = await context.newPage();
    await board.goto(`${base}/board?b=h1.base.spiral.strict.4.offline`);
    await board.waitForSelector('svg[data-board]');
    expect(await board.locator('svg[data-board] [data-token]').count()).toBe(18);
    // A new board is made in the browser from the seed, so it works offline too.
    const before = await board.getAttribute('svg[data-board]', 'data-board');
    await board.click('[data-testid=new-board]');
    await expect.poll(() => board.getAttribute('svg[data-board]', 'data-board')).not.toBe(before);
    expect(await board.locator('svg[data-board] [data-token]').count()).toBe(18);
    await board.screenshot({ path: `${ARTIFACTS}/board-offline.png` });

    const print = await context.newPage();
    await print.goto(`${base}/print`);
    expect(await print.textContent('h1')).toContain('Print');
    // The API goes to the network only: offline it fails rather than answering from a cache.
    const api = await print.evaluate(async () => {
      try {
        const r = await fetch('/api/print?piece=token:6=1');
        return r.status;
      } catch {
        return 'network error';
      }
    });
    expect(api).toBe('network error');
    await context.close();
  });

  it("an open game's last state loads offline, on the tablet and on a phone, marked as an offline copy", async () => {
    const g = await create(base);
    const { commands } = scriptedCommands(9);
    await play(base, g, commands, g.version);
    const context = await browser.newContext();
    await context.addInitScript((token) => {
      localStorage.setItem('hexkeeper.hostToken', token);
    }, g.hostToken);
    const tablet = await context.newPage();
    await tablet.goto(`${base}/table/${g.id}`);
    await tablet.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await tablet.reload();
    await expect
      .poll(() => tablet.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const turnOnline = await tablet.getByTestId('turn-of').textContent();
    const piecesOnline = await tablet.locator('svg[data-board] [data-building]').count();
    expect(piecesOnline).toBeGreaterThan(0);
    // The phone of seat 0 joins by its link (the cookie is set in this context).
    const phone = await context.newPage();
    await phone.goto(`${base}${new URL(g.seats[0]?.joinUrl ?? '').pathname}`);
    await phone.waitForURL(`${base}/seat/${g.id}`);
    await phone.getByTestId('seat-hand').waitFor();
    const handOnline = await phone.getByTestId('seat-hand-total').textContent();
    for (const path of [`/table/${g.id}`, `/seat/${g.id}`])
      await expect
        .poll(() => tablet.evaluate(async (p) => (await caches.match(p)) !== undefined, path))
        .toBe(true);
    // Issue 27, finding 7: the worker kept /seat/<id> as served, hand and all. What it keeps
    // now is the page's shell, fetched without the cookie: no cache holds the seat's view.
    const stored = await tablet.evaluate(async () => {
      const out: { cache: string; url: string; text: string }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys())
          if (new URL(req.url).pathname.startsWith('/seat/'))
            out.push({
              cache: name,
              url: req.url,
              text: (await (await cache.match(req))?.text()) ?? '',
            });
      }
      return out;
    });
    expect(stored.map((x) => [x.cache, new URL(x.url).pathname])).toEqual([
      ['hexkeeper-seat-shells', `/seat/${g.id}`],
    ]);
    const HAND = /hand\\?":\{\\?"lumber/;
    const served = await fetch(`${base}/seat/${g.id}`, {
      headers: { cookie: `hk_${g.id}=${tokenOf(g.seats[0]?.joinUrl ?? '')}` },
    });
    expect(await served.text()).toMatch(HAND);
    for (const x of stored) expect(x.text).not.toMatch(HAND);

    await context.setOffline(true);
    const tablet2 = await context.newPage();
    await tablet2.goto(`${base}/table/${g.id}`);
    await expect.poll(() => tablet2.getByTestId('turn-of').textContent()).toBe(turnOnline);
    expect(await tablet2.locator('svg[data-board] [data-building]').count()).toBe(piecesOnline);
    await tablet2.screenshot({ path: `${ARTIFACTS}/table-offline.png` });
    const phone2 = await context.newPage();
    await phone2.goto(`${base}/seat/${g.id}`);
    await phone2.getByTestId('seat-stale').waitFor();
    expect(await phone2.getByTestId('seat-hand-total').textContent()).toBe(handOnline);
    await context.close();
  });
});
