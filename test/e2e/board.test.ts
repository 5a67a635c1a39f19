import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateBoard, parseShare } from '@/lib/board';
import { ARTIFACTS, launch, open, openBeforeHydration } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('/board in a real browser', () => {
  it('makes a new board: the SVG shows 19 land hexes and 18 number tokens, and the link reopens the same board', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // The search runs in a Web Worker (app/board/board-worker.ts), not on the page's thread.
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await open(page, `${base}/board`);
    await page.waitForSelector('svg[data-board]');
    const before = await page.getAttribute('svg[data-board]', 'data-board');
    expect(workers).toEqual([]);
    await page.click('[data-testid=new-board]');
    await page.waitForFunction(
      (b) => document.querySelector('svg[data-board]')?.getAttribute('data-board') !== b,
      before,
    );
    const share = (await page.getAttribute('svg[data-board]', 'data-board')) ?? '';
    expect(share).not.toBe(before);
    expect(workers).toHaveLength(1);
    expect(new URL(workers[0] ?? '').origin).toBe(new URL(base).origin);
    expect(await page.getAttribute('[data-testid=board-result]', 'aria-busy')).toBe('false');
    const land = await page
      .locator('svg[data-board] [data-terrain]:not([data-terrain=sea])')
      .count();
    const tokens = await page.locator('svg[data-board] [data-token]').count();
    expect(land).toBe(19);
    expect(tokens).toBe(18);
    expect(await page.locator('svg[data-board] [data-harbor]').count()).toBe(9);

    // The URL carries the share code; opening it gives the board the library makes.
    await page.waitForURL(/\?b=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('b') ?? '')).toBe(share);
    const fresh = await browser.newPage();
    await open(fresh, page.url());
    await fresh.waitForSelector('svg[data-board]');
    const shown = await fresh.$$eval('svg[data-board] [data-hex]', (gs) =>
      gs.map(
        (g) =>
          `${g.getAttribute('data-hex')}:${g.getAttribute('data-terrain')}:${g.querySelector('[data-token]')?.getAttribute('data-token') ?? ''}`,
      ),
    );
    const s = parseShare(share);
    if (!s.ok) throw new Error(s.error);
    const lib = generateBoard(s.value);
    if (!lib.ok) throw new Error(lib.error.message);
    expect(shown).toEqual(
      lib.value.hexes.map((h) => `${h.q},${h.r}:${h.terrain}:${h.token ?? ''}`),
    );
    await page.screenshot({ path: `${ARTIFACTS}/board-desktop.png`, fullPage: true });
    expect(errors).toEqual([]);
    await fresh.close();
    await page.close();
  });

  it('the form answers only once the page has hydrated (regression: Mupprummet shown, a base board made)', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const { release } = await openBeforeHydration(page, `${base}/board`, '#ruleset');
    // The server's HTML is on screen and nothing listens to it yet: its controls say so.
    for (const control of [
      '#ruleset',
      '#layout',
      '#players',
      '#balance',
      '[data-testid=new-board]',
    ])
      expect({ control, disabled: await page.locator(control).isDisabled() }).toEqual({
        control,
        disabled: true,
      });
    expect(await page.locator('form[data-ready]').count()).toBe(0);
    await release();
    await page.waitForSelector('form[data-ready]');
    await page.selectOption('#ruleset', 'mupp37');
    await page.waitForFunction(() =>
      document.querySelector('svg[data-board]')?.getAttribute('data-board')?.includes('.mupp37.'),
    );
    expect(await page.locator('#ruleset').inputValue()).toBe('mupp37');
    // Mupprummet's spiral: 37 hexes in all.
    expect(await page.locator('svg[data-board] [data-hex]').count()).toBe(37);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Regression (issue 29): "/board throws 'Missing worker bootstrap config' after switching to
  // Svenska and changing the game". The bundler's worker script reads its chunk list from its
  // own address's #params=…; once the service worker controls the page it answered that script
  // from its precache, under the address without the fragment, and the worker threw.
  it('under the service worker, Svenska and another game still search in the worker, without an error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const answered: string[] = [];
    page.on('worker', (w) => {
      w.on('console', (m) => {
        if (m.type() === 'error') errors.push(`worker: ${m.text()}`);
      });
      answered.push(w.url());
    });
    await open(page, `${base}/board`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    // The worker's script is precached before the page asks for it (as on a second visit).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.keys()).length > 0
            ? (
                await Promise.all(
                  (
                    await caches.keys()
                  ).map(async (n) =>
                    (
                      await (await caches.open(n)).keys()
                    ).some((r) => r.url.includes('turbopack-worker')),
                  ),
                )
              ).some(Boolean)
            : false,
        ),
      )
      .toBe(true);
    await page.selectOption('select[aria-label=Language]', 'sv');
    await expect.poll(() => page.textContent('h1')).toContain('Spelplansgenerator');
    await page.selectOption('#ruleset', 'mupp37');
    await page.waitForFunction(() =>
      document.querySelector('svg[data-board]')?.getAttribute('data-board')?.includes('.mupp37.'),
    );
    expect(await page.locator('svg[data-board] [data-hex]').count()).toBe(37);
    // The worker was started and answered: a second board comes from it too.
    expect(answered).toHaveLength(1);
    const before = await page.getAttribute('svg[data-board]', 'data-board');
    await page.click('[data-testid=new-board]');
    await page.waitForFunction(
      (b) => document.querySelector('svg[data-board]')?.getAttribute('data-board') !== b,
      before,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone: 5–6 player island with 30 land hexes and 28 tokens; Swedish on demand', async () => {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
    });
    await open(page, `${base}/board?b=h1.base56.spiral.fair.6.phone`);
    await page.waitForSelector('svg[data-board]');
    expect(
      await page.locator('svg[data-board] [data-terrain]:not([data-terrain=sea])').count(),
    ).toBe(30);
    expect(await page.locator('svg[data-board] [data-token]').count()).toBe(28);
    await page.selectOption('select[aria-label=Language]', 'sv');
    await expect.poll(() => page.textContent('h1')).toContain('Spelplansgenerator');
    await page.screenshot({ path: `${ARTIFACTS}/board-phone-sv.png` });
    await page.close();
  });

  it('a malformed link gets a clear message and a usable default board', async () => {
    const page = await browser.newPage();
    await open(page, `${base}/board?b=h1.catan.spiral.fair.4.x`);
    await expect
      .poll(() => page.textContent('[role=alert]'))
      .toContain('ruleset "catan" is not known');
    expect(await page.locator('svg[data-board] [data-token]').count()).toBe(18);
    await page.close();
  });

  it('an impossible combination says which constraints cannot be met', async () => {
    const page = await browser.newPage();
    await open(page, `${base}/board?b=h1.base.official.strict.4.x`);
    await expect.poll(() => page.textContent('[role=alert]')).toContain('intersection-pips-max-10');
    await page.close();
  });
});
