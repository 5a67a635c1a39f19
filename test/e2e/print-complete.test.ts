// A game night in one download over HTTP and in Chromium: /api/print?complete=<ruleset> streams
// the whole box (refusing a bad preset with the reason), and /print offers the preset per
// ruleset, sketches it and downloads the same PDF it counted; screenshots at the table sizes.
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REFUSALS } from '../../app/print/i18n-refusals';
import { preparePrint } from '../../print';
import { COMPLETE_WORDS } from '../../print/i18n-complete';
import { COMPLETE_NAMES } from '../../print/i18n-complete-names';
import { sampleBoard } from '../../print/sample';
import { ARTIFACTS, launch, open } from './browser';

const base = inject('baseURL');

const pagesOf = async (bytes: ArrayBuffer | Buffer) =>
  (await PDFDocument.load(bytes)).getPageCount();

/** The pages the kit plans for a request, planned here without the server. */
function planned(raw: object): number {
  const p = preparePrint(raw, undefined);
  if (!p.ok) throw new Error(p.error.message);
  return p.value.pages.length;
}

describe('/api/print?complete=', () => {
  it('GET and POST stream the whole box, named after ruleset, paper and "complete"', async () => {
    const r = await fetch(`${base}/api/print?complete=base&seed=e2e-night&download=1`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toContain(
      'hexkeeper-base-a4-complete-e2e-night.pdf',
    );
    expect(await pagesOf(await r.arrayBuffer())).toBe(
      planned({ complete: 'base', seed: 'e2e-night' }),
    );
    const p = await fetch(`${base}/api/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ complete: 'starfarers', lang: 'da' }),
    });
    expect(p.status).toBe(200);
    expect(await pagesOf(await p.arrayBuffer())).toBe(planned({ complete: 'starfarers' }));
  });

  it.each([
    ['complete=chess', 'ERR_BAD_OPTION', 'complete: got "chess"; accepted: none, base'],
    ['complete=base&ruleset=mupp37', 'ERR_BAD_OPTION', 'ruleset=mupp37 contradicts it'],
    [
      'complete=base56&b=h1.base.official.none.4.print-sample',
      'ERR_BAD_BOARD',
      'complete=base56 needs a base56 board',
    ],
  ])('%s → 400 with the reason', async (query, code, message) => {
    const r = await fetch(`${base}/api/print?${query}`);
    expect(r.status).toBe(400);
    const j = (await r.json()) as { error: { code: string; message: string } };
    expect(j.error.code).toBe(code);
    expect(j.error.message).toContain(message);
  });
});

describe('/print: the complete-game choice in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('chooses a preset, sketches its guide and downloads the PDF it counted', async () => {
    const ctx = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 800 },
    });
    const page = await ctx.newPage();
    await open(page, `${base}/print`);
    await page.getByRole('link', { name: 'Download PDF' }).waitFor({ timeout: 30_000 });
    await page.selectOption('select[name="complete"]', 'base');
    await page.getByText('A fresh balanced board').waitFor();
    await page
      .locator('svg[aria-label="Preview of page one (guide)"]')
      .waitFor({ timeout: 30_000 });
    const href =
      (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '';
    const seed = new URLSearchParams(href.split('?')[1]).get('seed') ?? '';
    expect(seed).toMatch(/^night-[a-z0-9]+$/);
    expect(await page.getByText(seed).count()).toBe(1);
    const shown = await page.getByTestId('page-count').textContent();
    await page.screenshot({ path: `${ARTIFACTS}/print-complete-1280x800.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`hexkeeper-base-a4-complete-${seed}.pdf`);
    const n = await pagesOf(readFileSync(await download.path()));
    // The form's own default single token rides along: the same request, planned here.
    expect(shown).toContain(`${n} pages`);
    // Another board: a new seed, so a new fresh board.
    await page.getByRole('button', { name: 'Another board' }).click();
    await expect
      .poll(async () => page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))
      .not.toContain(`seed=${seed}`);
    await ctx.close();
  });

  it("/print's first scripts carry no refusal words; they arrive with the first refusal", async () => {
    const html = await (await fetch(`${base}/print`)).text();
    const srcs = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(srcs.length).toBeGreaterThan(3);
    const bodies = await Promise.all(srcs.map(async (src) => (await fetch(base + src)).text()));
    // Every language's refusal words (app/print/i18n-refusals.ts), none in the first scripts…
    const carried = (marks: readonly string[]) =>
      marks.map((m) => bodies.some((b) => b.includes(m)));
    const none = [false, false, false, false];
    expect(carried(Object.values(REFUSALS).map((w) => w.matNeedsBoard))).toEqual(none);
    // …nor the rules page's text (print/i18n-complete.ts), which only the PDF prints; the form
    // names rulesets from print/i18n-complete-names.ts.
    expect(carried(Object.values(COMPLETE_WORDS).map((w) => w.diceHow))).toEqual(none);
    expect(carried(Object.values(COMPLETE_NAMES).map((w) => w.rulesetName.mupp37))).not.toContain(
      false,
    );
  });

  it('words a preset refused for the board above in the page language (Swedish)', async () => {
    // Regression: the Swedish form showed "the board is a base board; complete=base56 needs
    // a base56 board (or none, for a fresh one)".
    const ctx = await browser.newContext({
      locale: 'sv-SE',
      viewport: { width: 1280, height: 800 },
    });
    const page = await ctx.newPage();
    await open(page, `${base}/print?b=${encodeURIComponent(sampleBoard().share)}`);
    await page.getByRole('link', { name: 'Ladda ner PDF' }).waitFor({ timeout: 30_000 });
    await page.selectOption('select[name="complete"]', 'base56');
    const names = COMPLETE_NAMES.sv.rulesetName;
    const alert = page.locator('p[role="alert"]');
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toBe(REFUSALS.sv.boardRuleset(`”${names.base}”`, `”${names.base56}”`));
    expect(
      await page.getByRole('link', { name: 'Ladda ner PDF' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/print-complete-refusal-sv-1280x800.png` });
    await ctx.close();
  });

  it.each([
    [800, 1280],
    [1024, 768],
    [390, 844],
  ])('reads at %i×%i (Starfarers: what is not printable is said)', async (width, height) => {
    const ctx = await browser.newContext({ viewport: { width, height }, locale: 'de-DE' });
    const page = await ctx.newPage();
    await open(page, `${base}/print`);
    await page.getByRole('link', { name: 'PDF herunterladen' }).waitFor({ timeout: 30_000 });
    await page.selectOption('select[name="complete"]', 'starfarers');
    await page.getByText('Die Sternenfahrer von Catan: Spielplan, Rohstoffkarten').waitFor();
    await page.locator('select[name="complete"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/print-complete-${width}x${height}.png` });
    await ctx.close();
  });
});
