// The cities-and-knights pieces on /print in Chromium (issue 33): lost pieces picked from the
// "Cities & knights" kind and beside a seat's pawns, downloaded and read back from the PDF; the
// complete game `ck` chosen, its page count as the API plans it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageTexts } from '../integration/print-helpers';
import { ARTIFACTS, launch, open } from './browser';

const base = inject('baseURL');

describe('/print: the expansion’s pieces in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('picks a progress card and a mighty knight, and prints them', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(page, `${base}/print`);
    await page.waitForSelector('form[data-ready]');
    const link = page.getByRole('link', { name: 'Download PDF' });
    await page.selectOption('select[name="pickKind"]', 'cities');
    await page.selectOption('select[name="pickPiece"]', 'progress:spy');
    await page.locator('input[name="pickCount"]').fill('3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.selectOption('select[name="pickKind"]', 'pawns');
    await page.selectOption('select[name="pickColour"]', '2');
    await page.selectOption('select[name="pickShape"]', 'knight3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.getByText('Spy · Politics').count()).toBe(1);
    expect(await page.getByText('Knight (Mighty) · Seat 2 (Sky blue)').count()).toBe(1);
    const q = async () =>
      new URL((await link.getAttribute('href')) ?? '', base).searchParams.getAll('piece');
    await expect.poll(q).toEqual(['token:6=1', 'progress:spy=3', 'knight:2:3=1']);
    await page.screenshot({ path: `${ARTIFACTS}/print-ck-phone-390x844.png` });
    const r = await page.request.get(
      new URL((await link.getAttribute('href')) ?? '', base).toString(),
    );
    expect(r.status()).toBe(200);
    const text = (await pageTexts(Buffer.from(await r.body()))).join('\n');
    expect(text.match(/\bSpy\b/g)?.length).toBe(3);
    expect(text).toContain('S · Mighty');
    expect(text).toContain('inactive');
    await page.close();
  });

  it('offers complete=ck in four languages and plans it as the API does', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, `${base}/print`);
    await page.getByRole('link', { name: 'Download PDF' }).waitFor({ timeout: 30_000 });
    await page.selectOption('select[name="complete"]', 'ck');
    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect
      .poll(async () => (await link.getAttribute('href')) ?? '', { timeout: 30_000 })
      .toContain('complete=ck');
    // Regression: the form said Starfarers' "not printable" note for a preview's preset.
    await page.getByText('A fresh balanced board').waitFor();
    expect(await page.getByText(/not printable/).count()).toBe(0);
    expect(await page.locator('select[name="complete"] option[value="ck"]').textContent()).toBe(
      'Cities & knights (3–4 players)',
    );
    await page.screenshot({ path: `${ARTIFACTS}/print-complete-ck-1280x800.png`, fullPage: true });
    await page.getByTestId('lang-switch').locator('select').selectOption('de');
    await expect
      .poll(() => page.locator('select[name="complete"] option[value="ck56"]').textContent())
      .toBe('Städte & Ritter (5–6 Spieler)');
    await page.close();
  });
});
