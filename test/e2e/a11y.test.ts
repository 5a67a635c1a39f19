// Accessibility of the main pages: axe-core in Chromium finds no serious or critical WCAG
// A/AA violation on the home page, the board generator and the print kit, on a desktop and a
// phone viewport, in light and dark colour schemes (the pages follow the device's setting).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { expectNoSeriousA11y } from './axe';
import { launch } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  ['/', 'main'],
  ['/board?b=h1.base.spiral.strict.4.a11y', 'svg[data-board]'],
  ['/print', 'form'],
  ['/print?b=h1.base.spiral.strict.4.a11y', 'svg[role="img"]'],
] as const;

const VIEWS = [
  ['desktop, light', { viewport: { width: 1280, height: 900 }, colorScheme: 'light' }],
  ['phone, dark', { viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true }],
] as const;

describe('no serious accessibility violations', () => {
  for (const [view, options] of VIEWS)
    it.each(PAGES)(`%s (${view})`, async (path, ready) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(base + path);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await expectNoSeriousA11y(page);
      await context.close();
    });
});
