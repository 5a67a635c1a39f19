// The generator's fairness panel with draft-balanced boards (issue 17): an h2 strict link shows
// each harbor's worth beside the pip bars and names the draft constraint, at the screen sizes
// the generator is used at; screenshots go to artifacts/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fairness, generateBoard, parseShare } from '@/lib/board';
import { ARTIFACTS, launch, open } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const lib = generateBoard({ ruleset: 'base', seed: 'panel', balance: 'strict', players: 4 });
if (!lib.ok) throw new Error(lib.error.message);
const report = fairness(lib.value);

describe('/board fairness panel: harbors and the draft', () => {
  it.each([
    ['desktop', 1280, 800],
    ['portrait', 800, 1280],
    ['tablet', 1024, 768],
    ['phone', 390, 844],
  ])(
    '%s (%ix%i): nine harbor bars with their pips, and the draft constraint named',
    async (name, width, height) => {
      const page = await browser.newPage({ viewport: { width, height } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await open(page, `${base}/board?b=h2.base.spiral.strict.4.panel`);
      await page.waitForSelector('[data-testid=harbor-bars]');
      const rows = await page.$$eval('[data-testid=harbor-bars] li', (ls) =>
        ls.map((l) => `${l.getAttribute('data-harbor')} ${l.textContent}`),
      );
      expect(rows).toHaveLength(9);
      for (const h of report.harbors) {
        const row = rows.find((r) => r.startsWith(`${h.at} `)) ?? '';
        expect(row).toContain(`${h.pips} pips`);
        if (h.own !== null) expect(row).toContain(`${h.own} of its own`);
      }
      expect(await page.textContent('[data-testid=fairness]')).toContain(
        'Snake-draft spread at most 1, for 3 seats and up',
      );
      expect(await page.textContent('[data-testid=fairness]')).toContain(
        `differ by ${report.draft.spread} pips`,
      );
      await page.locator('[data-testid=harbor-bars]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/board-fairness-${name}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

describe('/board custom form: the draft constraints', () => {
  it.each([
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ])(
    '%s (%ix%i): ticking the draft spread and its total puts them in the share link and the board',
    async (name, width, height) => {
      const page = await browser.newPage({ viewport: { width, height } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await open(page, `${base}/board?b=h1.base.spiral.fair.4.form`);
      await page.waitForSelector('svg[data-board]');
      await page.click('details summary');
      const spread = page.locator('[data-testid=constraint-draftSpread]');
      const total = page.locator('[data-testid=constraint-draftTotal]');
      // Name and one-line explanation, unticked on a fair board.
      expect(await spread.textContent()).toContain('Snake-draft spread at most N');
      expect(await spread.textContent()).toContain('snake order (1…n, n…1)');
      expect(await total.textContent()).toContain('Draft spreads add up to at most N');
      expect(await spread.locator('input[type=checkbox]').isChecked()).toBe(false);

      const code = () => decodeURIComponent(new URL(page.url()).searchParams.get('b') ?? '');
      await spread.locator('input[type=checkbox]').check();
      await expect.poll(code).toBe('h2.base.spiral.a-l-t2-c11-s-p2-w1.4.form');
      await total.locator('input[type=checkbox]').check();
      await expect.poll(code).toBe('h3.base.spiral.a-l-t2-c11-s-p2-w1-v2.4.form');
      await total.locator('input[type=number]').fill('3');
      await expect.poll(code).toBe('h3.base.spiral.a-l-t2-c11-s-p2-w1-v3.4.form');

      // The board drawn is the library's board for that code, and the panel names both.
      await expect
        .poll(() => page.getAttribute('svg[data-board]', 'data-board'))
        .toBe('h3.base.spiral.a-l-t2-c11-s-p2-w1-v3.4.form');
      const s = parseShare(code());
      if (!s.ok) throw new Error(s.error);
      const lib = generateBoard(s.value);
      if (!lib.ok) throw new Error(lib.error.message);
      const shown = await page.$$eval('svg[data-board] [data-hex]', (gs) =>
        gs.map(
          (g) =>
            `${g.getAttribute('data-hex')}:${g.getAttribute('data-terrain')}:${g.querySelector('[data-token]')?.getAttribute('data-token') ?? ''}`,
        ),
      );
      expect(shown).toEqual(
        lib.value.hexes.map((h) => `${h.q},${h.r}:${h.terrain}:${h.token ?? ''}`),
      );
      const panel = (await page.textContent('[data-testid=fairness]')) ?? '';
      expect(panel).toContain('Snake-draft spread at most 1, for 3 seats and up');
      expect(panel).toContain('Draft spreads add up to at most 3');
      await total.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/board-draft-form-${name}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
