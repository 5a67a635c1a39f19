// The phone's seat page loads only what a seat needs: its scripts carry the seat's words in the
// page's language only (the words files in app/seat/words/, loaded by app/ui/lazy-words.ts), and
// none of zod's schemas (the engine is imported module by module, never through the barrel). The
// table's words come only with the corrections, on demand; the seat's actions, pickers, the
// engine's legal actions and the leave-seat dialog come after the hand (seat-body.tsx). The language switch still turns the
// screen into another language, which then arrives on demand.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEAT_ACTIONS } from '@/app/seat/i18n-actions';
import { SEAT_LINK_WORDS } from '@/app/seat/leave-seat';
import da from '@/app/seat/words/da';
import de from '@/app/seat/words/de';
import en from '@/app/seat/words/en';
import sv from '@/app/seat/words/sv';
import { ARTIFACTS, launch } from './browser';
import { create } from './server-helpers';
import { PHONE } from './table-helpers';

const base = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a seat's join link and returns the page and the text of every script it loaded. */
async function openSeat(lang: string): Promise<{
  page: Page;
  scripts: Map<string, string>;
  later: () => Promise<Map<string, string>>;
}> {
  const g = await create(base);
  const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await ctx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
  const page = await ctx.newPage();
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    // A script still arriving when the test closes the page (the rest of the seat, asked for
    // once it hydrated) has no body to read: '' rather than an unhandled rejection (CI).
    if (r.request().resourceType() === 'script')
      bodies.set(
        r.url(),
        r.text().catch(() => ''),
      );
  });
  await page.goto(base + new URL(g.seats[1]?.joinUrl ?? '').pathname);
  // The seat's own hydration, not the root's (html[data-hydrated]): the seat hydrates once its
  // words have come, but the root's effect can run before that, while the words chunk is not yet
  // among `bodies` (it did, once the root's hydration was made shorter).
  await page.waitForFunction(() => performance.getEntriesByName('hexkeeper:seat-hydrated').length);
  await page.getByTestId('seat-hand').waitFor();
  const all = async () => {
    const scripts = new Map<string, string>();
    for (const [url, body] of bodies) scripts.set(url, await body);
    return scripts;
  };
  return { page, scripts: await all(), later: all };
}

/** The scripts the seat page's HTML names (its first scripts), by path, with their text. */
async function firstScripts(): Promise<Map<string, string>> {
  const g = await create(base);
  const html = await (
    await fetch(base + new URL(g.seats[1]?.joinUrl ?? '').pathname, {
      headers: { cookie: 'hexkeeper.lang=en' },
    })
  ).text();
  const srcs = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(srcs.length).toBeGreaterThan(3);
  const first = new Map<string, string>();
  for (const src of srcs) first.set(base + src, await (await fetch(base + src)).text());
  return first;
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
    const first = await firstScripts();
    expect(carrying(first, 'notHostTitle')).toEqual([]);
  });

  it("names no script holding the seat's actions, pickers or leave dialog: they come after the hand", async () => {
    const first = await firstScripts();
    // Each marker is in the lazy part's code (seat-body.tsx, seat-actions.tsx, i18n-actions.ts,
    // pickers via seat-body's test ids, leave-seat.tsx), and each is found in the build at all.
    const markers = {
      actionWords: SEAT_ACTIONS.en.unknownHint,
      discardPicker: 'choice-discard',
      buildList: 'seat-build',
      leaveDialog: SEAT_LINK_WORDS.en.leaveSure,
    };
    expect(
      Object.fromEntries(Object.entries(markers).map(([k, m]) => [k, carrying(first, m)])),
    ).toEqual({
      actionWords: [],
      discardPicker: [],
      buildList: [],
      leaveDialog: [],
    });
    // The check can fail: the page's scripts, all of them once the seat is drawn, hold each.
    const { page, later } = await openSeat('en');
    await page.getByTestId('seat-score').waitFor();
    for (const m of Object.values(markers))
      await expect
        .poll(async () => carrying(await later(), m).length, { message: m })
        .toBeGreaterThan(0);
    await page.context().close();
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
