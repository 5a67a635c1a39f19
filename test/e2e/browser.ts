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
