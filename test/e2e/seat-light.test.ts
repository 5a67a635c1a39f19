// The phone's seat page loads only what a seat needs: its scripts carry the seat's words in the
// page's language only (the words files in app/seat/words/, loaded by app/ui/lazy-words.ts), and
// none of zod's schemas (the engine is imported module by module, never through the barrel). The
// table's words come only with the corrections, on demand. The language switch still turns the
// screen into another language, which then arrives on demand.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import da from '@/app/seat/words/da';
import de from '@/app/seat/words/de';
import en from '@/app/seat/words/en';
import sv from '@/app/seat/words/sv';
import { ARTIFACTS, launch } from './browser';
import { create } from './server-helpers';

const base = inject('baseURL');
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a seat's join link and returns the page and the text of every script it loaded. */
async function openSeat(lang: string): Promise<{ page: Page; scripts: Map<string, string> }> {
  const g = await create(base);
  const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await ctx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
  const page = await ctx.newPage();
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.set(r.url(), r.text());
  });
  await page.goto(base + new URL(g.seats[1]?.joinUrl ?? '').pathname);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByTestId('seat-hand').waitFor();
  const scripts = new Map<string, string>();
  for (const [url, body] of bodies) scripts.set(url, await body);
  return { page, scripts };
}

const carrying = (scripts: Map<string, string>, text: string) =>
  [...scripts].filter(([, body]) => body.includes(text)).map(([url]) => new URL(url).pathname);

describe('the seat page is light', () => {
  it("in English, its scripts hold the seat's English words and no other language's", async () => {
    const { page, scripts } = await openSeat('en');
    expect(scripts.size).toBeGreaterThan(0);
    expect(carrying(scripts, en.title).length).toBeGreaterThan(0);
    expect({
      sv: carrying(scripts, sv.title),
      de: carrying(scripts, de.title),
      da: carrying(scripts, da.title),
      svNoGame: carrying(scripts, sv.noGameTitle),
      deNoGame: carrying(scripts, de.noGameTitle),
    }).toEqual({ sv: [], de: [], da: [], svNoGame: [], deNoGame: [] });
    await page.screenshot({ path: `${ARTIFACTS}/seat-light-en.png` });
    await page.context().close();
  });

  it('in Swedish, only Swedish: the cookie picks the words the page loads', async () => {
    const { page, scripts } = await openSeat('sv');
    expect(carrying(scripts, sv.title).length).toBeGreaterThan(0);
    expect({ en: carrying(scripts, en.title), de: carrying(scripts, de.title) }).toEqual({
      en: [],
      de: [],
    });
    await page.context().close();
  });

  it("holds none of zod's schemas (regression: the '@/lib/game' barrel brought them in)", async () => {
    const { page, scripts } = await openSeat('en');
    expect(carrying(scripts, 'ZodError')).toEqual([]);
    await page.context().close();
  });

  it("names no script holding the table's words (regression: correct-seat brought describe.ts)", async () => {
    const g = await create(base);
    const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const response = await page.goto(base + new URL(g.seats[1]?.joinUrl ?? '').pathname);
    const html = (await response?.text()) ?? '';
    const srcs = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(srcs.length).toBeGreaterThan(3);
    const first = new Map<string, string>();
    for (const src of srcs) first.set(src, await (await fetch(base + src)).text());
    expect(carrying(first, 'notHostTitle')).toEqual([]);
    await ctx.close();
  });

  it('the language switch still works: German words arrive on demand', async () => {
    const { page } = await openSeat('en');
    await expect.poll(() => page.getByText(en.hand).count()).toBeGreaterThan(0);
    await page.selectOption('select[aria-label=Language]', 'de');
    await expect.poll(() => page.getByText(de.hand).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.screenshot({ path: `${ARTIFACTS}/seat-light-de.png` });
    await page.context().close();
  });
});
