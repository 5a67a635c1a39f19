// Every payee in sight (issue 28): a roll that pays every seat — 4, 5 and 6 players — and a
// roll the robber blocks, each entered on the tablet as a sum at 1280×800, 1024×768 and
// 800×1280. Each payee's row, the robber's line and any shortage must lie inside the viewport,
// be the topmost thing at their own centre (not scrolled out of the strip, nothing over them)
// and not overlap the board. Screenshots: artifacts/payees/<viewport>-<case>.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch, open } from './browser';
import { blockedMoment, type PayeesMoment, payeesMoment } from './payees-game';
import { importGame } from './server-helpers';
import { TABLET, tableStep } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/payees`;

const VIEWPORTS = [
  { name: 'landscape-1280x800', width: 1280, height: 800 },
  { name: 'tablet-1024x768', width: 1024, height: 768 },
  { name: 'portrait-800x1280', width: 800, height: 1280 },
] as const;

const CASES: readonly { name: string; moment: () => PayeesMoment }[] = [
  { name: 'pays-4', moment: () => payeesMoment(4) },
  { name: 'pays-5', moment: () => payeesMoment(5) },
  { name: 'pays-6', moment: () => payeesMoment(6) },
  { name: 'robber-6', moment: () => blockedMoment() },
];

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

/** Each selected element that is out of the viewport, hidden under something, or on the board. */
function outOfSight(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((sels) => {
    const bad: string[] = [];
    const board = document.querySelector('[data-testid=board-area]')?.getBoundingClientRect();
    for (const sel of sels) {
      const el = document.querySelector(sel);
      if (!el) {
        bad.push(`${sel} missing`);
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
        bad.push(`${sel} outside the viewport at ${Math.round(r.left)},${Math.round(r.top)}`);
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (!hit || !el.contains(hit)) bad.push(`${sel} not in sight (under ${hit?.tagName})`);
      if (
        board &&
        r.left < board.right &&
        r.right > board.left &&
        r.top < board.bottom &&
        r.bottom > board.top
      )
        bad.push(`${sel} over the board`);
    }
    return bad;
  }, selectors);
}

/** Each payout badge on the board whose box overlaps a building's (half a pixel allowed). */
function badgesOverPieces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const pieces = [...document.querySelectorAll('svg[data-board] [data-building]')].map((b) => ({
      v: b.getAttribute('data-vertex'),
      r: b.getBoundingClientRect(),
    }));
    const badges = document.querySelectorAll('svg[data-board] [data-gain-seat] rect');
    if (badges.length === 0) bad.push('no badge drawn');
    for (const g of badges) {
      const a = g.getBoundingClientRect();
      for (const p of pieces) {
        const b = p.r;
        const e = 0.5;
        if (
          a.left < b.right - e &&
          a.right > b.left + e &&
          a.top < b.bottom - e &&
          a.bottom > b.top + e
        )
          bad.push(`badge of ${g.parentElement?.getAttribute('data-gain-seat')} over ${p.v}`);
      }
    }
    return bad;
  });
}

describe.each(VIEWPORTS)('the payout strip at $name', (vp) => {
  for (const c of CASES)
    it(`${c.name}: every payee, the robber's line and any shortage in sight, off the board`, async () => {
      const m = c.moment();
      const payout = m.rolled.payout;
      expect(payout).not.toBeNull();
      const payees = (payout?.received ?? [])
        .map((h, seat) => ({ seat, n: Object.values(h).reduce((a, b) => a + b, 0) }))
        .filter((x) => x.n > 0)
        .map((x) => x.seat);
      if (c.name.startsWith('pays-')) expect(payees.length).toBe(m.config.players.length);
      const blocked = (payout?.hexes ?? []).filter((h) => h.blocked && h.buildings.length > 0);
      if (c.name.startsWith('robber')) expect(blocked.length).toBeGreaterThan(0);

      const created = await importGame(base, m.config, m.events, { phoneInput: false });
      const ctx = await browser.newContext({
        ...TABLET,
        viewport: { width: vp.width, height: vp.height },
      });
      const page = await ctx.newPage();
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.addInitScript(
        (t) => localStorage.setItem('hexkeeper.hostToken', t),
        created.hostToken,
      );
      await open(page, `${base}/table/${created.id}`);
      await page.waitForSelector('[data-testid=dice-pad]');
      await tableStep(page, `roll ${m.sum}`, () => page.click(`[data-testid=sum-${m.sum}]`));
      await page.waitForSelector(`[data-testid=payout-banner][data-sum="${m.sum}"]`);
      const sels = [
        '[data-testid=payout-sum]',
        ...payees.map((s) => `[data-testid=payout-seat-${s}]`),
        ...[...new Set(blocked.map((h) => h.hex))].map((h) => `[data-blocked="${h}"]`),
        ...(payout?.shortages ?? []).map((s) => `[data-shortage="${s.resource}"]`),
      ];
      await page.screenshot({ path: `${SHOTS}/${vp.name}-${c.name}.png` });
      expect(await outOfSight(page, sels)).toEqual([]);
      // The +1/+2/+3 badges on the board lie beside the pieces, never over one (regression,
      // issue 28: a new settlement under "+3").
      expect(await badgesOverPieces(page)).toEqual([]);
      await ctx.close();
    });
});
