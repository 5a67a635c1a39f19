// The generator's fairness panel with draft-balanced boards (issue 17): an h2 strict link shows
// each harbor's worth beside the pip bars and names the draft constraint, at the screen sizes
// the generator is used at; screenshots go to artifacts/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fairness, generateBoard } from '@/lib/board';
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
