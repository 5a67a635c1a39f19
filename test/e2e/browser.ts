// Debian's Chromium, headless, driven by playwright-core (never a downloaded browser).
import { mkdirSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

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
