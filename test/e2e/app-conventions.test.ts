// The framework's conventions as a reader meets them: the server's first HTML is already in the
// chosen language (cookie > Accept-Language > English), with <html lang> to match, before any
// script runs; the language switch writes that cookie. (The error screens are rendered in
// test/unit/error-screen.test.ts: no production route may throw on purpose.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, open } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The HTML the server sends for `path`, as a script-less reader gets it. */
async function firstHtml(path: string, headers: Record<string, string>): Promise<string> {
  const r = await fetch(`${base}${path}`, { headers });
  expect(r.status).toBe(200);
  return r.text();
}

describe('the language of the first byte', () => {
  it.each([
    // [why, <html lang>, headers, words on /table/new]
    [
      'the Swedish cookie, over a German browser',
      'sv',
      { cookie: 'hexkeeper.lang=sv', 'accept-language': 'de' },
      'Nytt spel',
    ],
    [
      'no cookie: Accept-Language',
      'da',
      { 'accept-language': 'da-DK,da;q=0.9,en;q=0.5' },
      'Nyt spil',
    ],
    ['no cookie, a language we lack: English', 'en', { 'accept-language': 'fr-FR' }, 'New game'],
  ] as const)('%s → <html lang="%s">', async (_why, lang, headers, words) => {
    const html = await firstHtml('/table/new', headers);
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).toContain(words);
  });

  it('a browser without JavaScript reads the page in the cookie’s language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    await context.addCookies([{ name: 'hexkeeper.lang', value: 'sv', url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/table/new`);
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    expect(await page.textContent('h1')).toContain('Nytt spel');
    await context.close();
  });

  it('the language switch writes the cookie, so the next page is German from its first byte', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await open(page, `${base}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.selectOption('select[aria-label=Language]', 'de');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de');
    const cookie = (await context.cookies()).find((c) => c.name === 'hexkeeper.lang');
    expect(cookie?.value).toBe('de');
    const html = await firstHtml('/table/new', { cookie: `hexkeeper.lang=${cookie?.value}` });
    expect(html).toMatch(/<html[^>]* lang="de"/);
    expect(html).toContain('Neues Spiel');
    await context.close();
  });
});
