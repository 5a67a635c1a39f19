// Debian's Chromium, headless, driven by playwright-core (never a downloaded browser).
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const ARTIFACTS = 'artifacts';

export async function launch(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Opens a page and waits until React has hydrated it (the root layout marks `html` then), so a
 * test's first tap or choice is not made on server-rendered HTML that nothing listens to yet.
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * Opens a page with its scripts held back, so the server's HTML is on screen and nothing has
 * hydrated; `release` lets them through and waits for hydration. Waits for `selector` first.
 */
export async function openBeforeHydration(
  page: Page,
  url: string,
  selector: string,
): Promise<{ release: () => Promise<void> }> {
  let letGo: () => void = () => {};
  const gate = new Promise<void>((r) => {
    letGo = r;
  });
  // Only scripts: the stylesheets (also under chunks/) must load for the page to paint.
  const scripts = /\/_next\/static\/chunks\/.*\.js(\?|$)/;
  await page.route(scripts, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector);
  return {
    release: async () => {
      letGo();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.unroute(scripts);
    },
  };
}
