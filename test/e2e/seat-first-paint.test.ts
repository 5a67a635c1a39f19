// Join link → hand without waiting for scripts or the stream (issue 17): the seat page's HTML
// already holds the hand of the seat whose cookie came with the request — that seat's own view,
// never another's — and the live stream resumes after that version, so the phone follows the
// game as before. Screenshot: artifacts/seat-first-paint-no-js.png (scripts off).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch } from './browser';
import { type Created, call, gameAtFirstRoll } from './server-helpers';
import { PHONE } from './table-helpers';

const base = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The seat cookie a join link sets (name=value). */
async function joinCookie(g: Created, seat: number): Promise<string> {
  const r = await call(base, 'GET', new URL(g.seats[seat]?.joinUrl ?? '').pathname);
  expect(r.status).toBe(303);
  return (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** resource → count of the hand drawn in `html` (its data attributes). */
const handInHtml = (html: string): Record<string, number> => {
  const ul = html.match(/data-testid="seat-hand"[\s\S]*?<\/ul>/)?.[0] ?? '';
  return Object.fromEntries(
    [...ul.matchAll(/data-resource="(\w+)" data-count="(\d+)"/g)].map((m) => [
      m[1] ?? '',
      Number(m[2]),
    ]),
  );
};

describe("the seat page's HTML holds its own hand", () => {
  it('with the seat cookie: the hand the seat sees, card for card, before any script', async () => {
    const { g } = await gameAtFirstRoll(base);
    const cookie = await joinCookie(g, 1);
    const own = await call(base, 'GET', `/api/games/${g.id}`, { cookie });
    const view = own.body.view as { players: { hand?: Record<string, number> | null }[] };
    const hand = view.players[1]?.hand ?? {};
    expect(Object.values(hand).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const html = await (await fetch(`${base}/seat/${g.id}`, { headers: { cookie } })).text();
    const shown = handInHtml(html);
    expect(Object.keys(shown).length).toBeGreaterThan(0);
    expect(Object.fromEntries(Object.keys(shown).map((r) => [r, hand[r] ?? 0]))).toEqual(shown);
  });

  it("never another seat's hand: the page's data holds exactly one hand, its own", async () => {
    const { g } = await gameAtFirstRoll(base);
    const html = await (
      await fetch(`${base}/seat/${g.id}`, { headers: { cookie: await joinCookie(g, 1) } })
    ).text();
    // The view travels in the page's data as JSON (quotes escaped in the flight script).
    const hands = [...html.matchAll(/\\?"hand\\?":\{/g)].length;
    expect(hands).toBe(1);
  });

  it('without a cookie, or with a wrong one: no hand, the page connects as before', async () => {
    const { g } = await gameAtFirstRoll(base);
    for (const cookie of ['', `hk_${g.id}=not-a-token`]) {
      const html = await (await fetch(`${base}/seat/${g.id}`, { headers: { cookie } })).text();
      expect({ cookie, hand: html.includes('data-testid="seat-hand"') }).toEqual({
        cookie,
        hand: false,
      });
    }
  });

  it('scripts off: the join link alone shows the hand (screenshot)', async () => {
    const { g } = await gameAtFirstRoll(base);
    const ctx = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(base + new URL(g.seats[1]?.joinUrl ?? '').pathname);
    await page.getByTestId('seat-hand').waitFor();
    expect(await page.getByTestId('seat-name').textContent()).toBe(g.seats[1]?.name);
    await page.screenshot({ path: `${ARTIFACTS}/seat-first-paint-no-js.png` });
    await ctx.close();
  });

  // npm run bench:pages reads these from the phone's own performance timeline.
  it("the phone's timeline names the hand's first paint and the moment the seat answers", async () => {
    const { g } = await gameAtFirstRoll(base);
    const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.goto(base + new URL(g.seats[1]?.joinUrl ?? '').pathname);
    await page.waitForFunction(
      () => performance.getEntriesByName('hexkeeper:seat-hydrated').length,
    );
    const painted = await page.evaluate(
      () =>
        new Promise<{ identifier: string; id: string; renderTime: number }[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              // `id` is the element's id as painted; `element` would be null by now, once the
              // rest of the seat has replaced the first paint (a regression of this test in CI).
              list.getEntries().map((e) => {
                const t = e as PerformanceEntry & {
                  identifier: string;
                  id: string;
                  renderTime: number;
                };
                return { identifier: t.identifier, id: t.id, renderTime: t.renderTime };
              }),
            ),
          ).observe({ type: 'element', buffered: true });
        }),
    );
    // Under load the hand's title may be painted again when hydration redraws it (2–3 entries
    // seen in CI), so the timeline is checked by what it names: only the hand, and at least once.
    expect(painted.length).toBeGreaterThan(0);
    expect(new Set(painted.map(({ identifier, id }) => `${identifier}#${id}`))).toEqual(
      new Set(['seat-hand#hand-title']),
    );
    expect(painted[0]?.renderTime).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => performance.getEntriesByName('hexkeeper:seat-hydrated').length),
    ).toBeGreaterThan(0);
    await ctx.close();
  });

  it('the stream resumes after the version drawn: a roll made after the page was served shows', async () => {
    const { g, version, roll } = await gameAtFirstRoll(base);
    const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.goto(base + new URL(g.seats[1]?.joinUrl ?? '').pathname);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByTestId('seat-score').waitFor();
    const before = await page.getByTestId('seat-turn').textContent();
    expect(before).not.toMatch(/dice:/);
    const r = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body: { clientId: `first-paint-${Date.now()}`, version, command: roll },
    });
    expect(r.status).toBe(200);
    const dice = (r.body.events as { type: string; dice?: [number, number] }[]).find(
      (e) => e.type === 'rolled',
    )?.dice;
    expect(dice).toBeDefined();
    const sum = (dice?.[0] ?? 0) + (dice?.[1] ?? 0);
    await expect.poll(() => page.getByTestId('seat-turn').textContent()).toContain(`dice: ${sum}`);
    await ctx.close();
  });
});
