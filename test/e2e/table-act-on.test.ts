// What the table must act on comes to the top (issue 28): a phone's "My count is wrong"
// request, sent while the tablet's side panel is scrolled to its end, is at the top of the
// panel and inside the tablet's viewport as soon as the tablet shows the request's version —
// at 1280×800 and 800×1280, and said in the strip under the board too; and the side panel
// scrolls the current instruction into view when the actor changes.
// Screenshots: artifacts/table/act-on-<viewport>.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch, open } from './browser';
import { call, clientId, gameAtFirstRoll, play, scriptedCommands } from './server-helpers';
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

/** The seat cookie a phone gets from its join link. */
async function seatCookie(link: string): Promise<string> {
  const r = await fetch(base + new URL(link).pathname, { redirect: 'manual' });
  expect(r.status).toBe(303);
  return (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Whether the element is wholly inside the viewport and the topmost thing at its centre. */
const inSight = (page: Page, sel: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return 'missing';
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      return `outside at ${Math.round(r.top)}`;
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit && el.contains(hit) ? 'in sight' : `under ${hit?.tagName}`;
  }, sel);

describe.each([
  { name: 'landscape-1280x800', width: 1280, height: 800 },
  { name: 'portrait-800x1280', width: 800, height: 1280 },
])('a request from a phone at $name', (vp) => {
  it('is at the top of the side panel, in sight, as soon as the tablet has it', async () => {
    const { g, version } = await gameAtFirstRoll(base);
    const ctx = await browser.newContext({ ...TABLET, viewport: vp });
    await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
    const tablet = await ctx.newPage();
    await open(tablet, `${base}/table/${g.id}`);
    await tablet.waitForSelector(`[data-testid=table][data-version="${version}"]`);
    // The side panel scrolled to its end (the log, the phones), as a table leaves it.
    await tablet.click('[data-testid=tab-seats]');
    await tablet.evaluate(() => {
      const aside = document.querySelector('aside');
      if (aside) aside.scrollTop = aside.scrollHeight;
    });

    const cookie = await seatCookie(g.seats[1]?.joinUrl ?? '');
    const mine = await call(base, 'GET', `/api/games/${g.id}/seats/1`, { cookie });
    const hand = (mine.body.view as { players: { hand: Record<string, number> }[] }).players[1]
      ?.hand;
    const asked = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      cookie,
      body: {
        clientId: clientId(),
        version,
        command: {
          type: 'requestCorrection',
          seat: 1,
          hand: { ...hand, ore: (hand?.ore ?? 0) + 1 },
          reason: 'one ore at the table',
        },
      },
    });
    expect(asked.status).toBe(200);
    await tablet.waitForSelector(
      `[data-testid=table][data-version="${Number(asked.body.version)}"]`,
    );
    await tablet.locator('[data-request]').waitFor();
    expect(await inSight(tablet, '[data-request]')).toBe('in sight');
    // First in the side panel, above the turn's own section.
    const order = await tablet.evaluate(() => {
      const a = document.querySelector('[data-testid=correct-panel]')?.getBoundingClientRect();
      const b = document.querySelector('[data-testid=turn-section]')?.getBoundingClientRect();
      return a && b ? a.top < b.top : null;
    });
    expect(order).toBe(true);
    // Announced in the strip under the board too (who asks, no counts), in sight with it.
    expect(await inSight(tablet, '[data-testid=request-notice]')).toBe('in sight');
    expect(await tablet.getByTestId('request-notice').textContent()).toBe(
      'Bo asks for a correction: see the top of the side panel',
    );
    await tablet.screenshot({ path: `${SHOTS}/act-on-${vp.name}.png` });
    await ctx.close();
  });

  // Issue 28: the side panel kept its scroll, so the next instruction started off screen.
  it('scrolls the current instruction into view when the actor changes', async () => {
    const { g, version } = await gameAtFirstRoll(base);
    const ctx = await browser.newContext({ ...TABLET, viewport: vp });
    await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
    const tablet = await ctx.newPage();
    await open(tablet, `${base}/table/${g.id}`);
    await tablet.waitForSelector(`[data-testid=table][data-version="${version}"]`);
    const actor = await tablet.getAttribute('[data-testid=table]', 'data-actor');
    await tablet.click('[data-testid=tab-seats]');
    const toEnd = () =>
      tablet.evaluate(() => {
        const aside = document.querySelector('aside');
        if (aside) aside.scrollTop = aside.scrollHeight;
      });
    // The turn's section goes out of the panel's view (else this test shows nothing) once the
    // Seats tab has drawn its content: scrolled to the end until it has (it raced in CI).
    await expect
      .poll(
        async () => {
          await toEnd();
          return sectionTopShown(tablet);
        },
        { timeout: 5_000 },
      )
      .toBe(false);
    // The scripted game's turn up to its end, sent by the host: another seat acts.
    const { commands } = scriptedCommands(60);
    const first = commands.findIndex((c) => c.type === 'roll');
    const end = commands.findIndex((c, i) => i > first && c.type === 'endTurn');
    const v = await play(base, g, commands.slice(first, end + 1), version);
    await tablet.waitForSelector(`[data-testid=table][data-version="${v}"]`);
    expect(await tablet.getAttribute('[data-testid=table]', 'data-actor')).not.toBe(actor);
    await expect.poll(() => sectionTopShown(tablet), { timeout: 5_000 }).toBe(true);
    await ctx.close();
  });
});

/** Whether the turn section's top (its instruction) lies inside the side panel's view. */
const sectionTopShown = (page: Page) =>
  page.evaluate(() => {
    const aside = document.querySelector('aside')?.getBoundingClientRect();
    const sec = document.querySelector('[data-testid=turn-section]')?.getBoundingClientRect();
    if (!aside || !sec) return null;
    return sec.top >= aside.top - 1 && sec.top + 40 <= Math.min(aside.bottom, innerHeight);
  });
