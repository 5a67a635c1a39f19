// The generator's fairness panel on a cities-and-knights board (issue 33): a strict ck link
// shows the commodity spread of the opening draft (each seat's paper, cloth and coin pips) and
// names its constraint, in each of the four languages, at the generator's screen sizes;
// screenshots go to artifacts/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMMODITY_WORDS } from '@/app/board/i18n-commodity';
import { fairness, generateBoard } from '@/lib/board';
import { RULESET_NAMES } from '@/lib/i18n/rulesets';
import { ARTIFACTS, launch, open } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const lib = generateBoard({ ruleset: 'ck', seed: 'panel', balance: 'strict', players: 4 });
if (!lib.ok) throw new Error(lib.error.message);
const report = fairness(lib.value);
const CODE = 'h3.ck.spiral.strict.4.panel';

describe('/board on a ck board: the commodity spread', () => {
  it.each([
    ['en', 'en-GB', 1280, 800],
    ['en', 'en-GB', 390, 844],
    ['sv', 'sv-SE', 800, 1280],
    ['de', 'de-DE', 1024, 768],
    ['da', 'da-DK', 1280, 800],
  ] as const)(
    '%s (%s, %ix%i): the spread line, its constraint and the ruleset named',
    async (lang, locale, width, height) => {
      const page = await browser.newPage({ viewport: { width, height }, locale });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await open(page, `${base}/board?b=${CODE}`);
      await page.waitForSelector('[data-testid=commodity-spread]');
      const c = report.commodity;
      expect(c).not.toBeNull();
      const words = COMMODITY_WORDS[lang];
      expect(await page.textContent('[data-testid=commodity-spread]')).toBe(
        words.spread(c?.spread ?? -1, c?.seats.join(' / ') ?? ''),
      );
      expect(await page.textContent('[data-testid=fairness]')).toContain(
        words.constraint.replace('N', '2'),
      );
      expect(await page.locator('#ruleset option:checked').textContent()).toBe(
        RULESET_NAMES[lang].ck.name,
      );
      await page.locator('[data-testid=fairness]').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${ARTIFACTS}/board-commodity-${lang}-${width}x${height}.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('a base board shows no commodity line; choosing cities and knights keeps strict and adds it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    await open(page, `${base}/board?b=h3.base.spiral.strict.4.panel`);
    await page.waitForSelector('[data-testid=fairness]');
    expect(await page.locator('[data-testid=commodity-spread]').count()).toBe(0);
    await page.selectOption('#ruleset', 'ck');
    await expect.poll(() => page.url()).toContain(encodeURIComponent(CODE));
    await page.waitForSelector('[data-testid=commodity-spread]');
    expect(await page.locator('#balance').inputValue()).toBe('strict');
    await page.close();
  });
});
