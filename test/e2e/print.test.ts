// The print kit over HTTP and in Chromium: /api/print streams PDFs and refuses bad requests
// with a 400 and the reason; /print previews page one and downloads the whole kit.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DUPLEX_FORM } from '../../app/print/i18n-duplex';
import { MAT_PAGE } from '../../app/print/i18n-mat';
import { generateBoard } from '../../lib/board';
import { boardLink } from '../../print';
import { sampleBoard } from '../../print/sample';
import { pageQr } from '../integration/print-helpers';
import { ARTIFACTS, launch, open, openBeforeHydration } from './browser';
import { startServer } from './server-helpers';

const base = inject('baseURL');

async function pdfPages(bytes: ArrayBuffer | Buffer): Promise<{ n: number; w: number; h: number }> {
  const d = await PDFDocument.load(bytes);
  const first = d.getPage(0).getSize();
  return { n: d.getPageCount(), w: first.width, h: first.height };
}

describe('/api/print', () => {
  it('streams a PDF of the pieces asked for', async () => {
    const r = await fetch(`${base}/api/print?piece=token:6=2&piece=card:grain=19&paper=letter`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const bytes = await r.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // 2 tokens and 6 cards, then 9 cards, then 4 cards: three sheets, each followed by its backs.
    expect(await pdfPages(bytes)).toEqual({ n: 6, w: 612, h: 792 });
  });

  it('prints a shared board, and an uploaded board@1 document', async () => {
    const g = generateBoard({ ruleset: 'base', seed: 'e2e-print' });
    if (!g.ok) throw new Error(g.error.message);
    const r = await fetch(`${base}/api/print?b=${encodeURIComponent(g.value.share)}`);
    expect(r.status).toBe(200);
    expect((await pdfPages(await r.arrayBuffer())).n).toBeGreaterThanOrEqual(8);
    const p = await fetch(`${base}/api/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ board: sampleBoard(), paper: 'a3', preview: true }),
    });
    expect(p.status).toBe(200);
    expect(await pdfPages(await p.arrayBuffer())).toEqual({ n: 1, w: 841.89, h: 1190.55 });
  });

  it.each([
    ['paper=b5&piece=token:6', 'ERR_BAD_OPTION', 'paper: got "b5"; accepted: a4, letter, a3'],
    ['piece=token:7', 'ERR_BAD_PIECE', 'unknown piece "token:7"'],
    ['piece=card:ore=100000', 'ERR_TOO_MANY', 'at most 200 of one piece'],
    [
      'piece=card:ore=200&piece=card:wool=200&piece=card:grain=200&piece=card:brick=200',
      'ERR_TOO_MANY',
      '800 pieces asked for',
    ],
    ['piece=card:ore=-3', 'ERR_BAD_OPTION', 'a count is at least 1'],
    ['margin=wide&piece=token:6', 'ERR_BAD_OPTION', 'margin: expected a number of mm'],
    ['b=nonsense', 'ERR_BAD_BOARD', 'share code'],
    ['colour=red&piece=token:6', 'ERR_BAD_OPTION', 'unknown option "colour"'],
    ['lang=sv&lang=de&piece=token:6', 'ERR_BAD_OPTION', 'lang given twice'],
    ['', 'ERR_NOTHING_TO_PRINT', 'nothing to print'],
    ['hex=200&piece=hex:sea', 'ERR_DOES_NOT_FIT', 'does not fit'],
    ['mat=1', 'ERR_NOTHING_TO_PRINT', 'a play mat needs a board'],
    [
      'mat=1&overlap=40&b=h1.base.official.none.4.print-sample',
      'ERR_BAD_OPTION',
      'overlap: expected 5–30 mm',
    ],
  ])('?%s → 400 %s', async (query, code, message) => {
    const r = await fetch(`${base}/api/print?${query}`);
    expect(r.status).toBe(400);
    const j = (await r.json()) as { error: { code: string; message: string } };
    expect(j.error.code).toBe(code);
    expect(j.error.message).toContain(message);
  });

  it('a bad POST body → 400', async () => {
    for (const [body, code] of [
      ['{not json', 'ERR_BAD_JSON'],
      ['[1,2]', 'ERR_BAD_JSON'],
      [JSON.stringify({ board: { format: 'board@2' } }), 'ERR_BAD_BOARD'],
    ] as const) {
      const r = await fetch(`${base}/api/print`, { method: 'POST', body });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });
});

/** A request sent as a phone on the LAN would send it: to the server, naming another Host. */
function viaHost(
  url: string,
  host: string,
  method = 'GET',
  body?: string,
): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) },
        // A fresh connection each time: a kept-alive one may be closed by the server's idle
        // timeout just as it is reused (socket hang up).
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the guide QR code opens the board where the phones reach the server', () => {
  const board = sampleBoard();
  const share = encodeURIComponent(board.share);

  it('GET and POST through a LAN Host: that host, not localhost', async () => {
    const got = await viaHost(`${base}/api/print?b=${share}&preview=1`, 'hexkeeper.lan:8080');
    expect(got.status).toBe(200);
    expect(pageQr(got.bytes)).toBe(boardLink(board, 'http://hexkeeper.lan:8080'));
    const posted = await viaHost(
      `${base}/api/print`,
      '192.168.7.20:3000',
      'POST',
      JSON.stringify({ board, preview: true }),
    );
    expect(posted.status).toBe(200);
    expect(pageQr(posted.bytes)).toBe(boardLink(board, 'http://192.168.7.20:3000'));
  });

  it('an explicit origin wins over the Host', async () => {
    const origin = encodeURIComponent('https://print.example');
    const got = await viaHost(`${base}/api/print?b=${share}&preview=1&origin=${origin}`, 'x.lan');
    expect(got.status).toBe(200);
    expect(pageQr(got.bytes)).toBe(boardLink(board, 'https://print.example'));
  });

  it('HEXKEEPER_PUBLIC_URL wins over the Host', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hexkeeper-print-origin-'));
    const own = await startServer(dataDir, { HEXKEEPER_PUBLIC_URL: 'https://games.example.org' });
    try {
      const got = await viaHost(`${own.base}/api/print?b=${share}&preview=1`, 'hexkeeper.lan:8080');
      expect(got.status).toBe(200);
      expect(pageQr(got.bytes)).toBe(boardLink(board, 'https://games.example.org'));
    } finally {
      await own.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('/print in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('previews page one and downloads the board kit', async () => {
    const g = generateBoard({ ruleset: 'base', seed: 'e2e-print' });
    if (!g.ok) throw new Error(g.error.message);
    const ctx = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 1000 },
    });
    const page = await ctx.newPage();
    await open(page, `${base}/print?b=${encodeURIComponent(g.value.share)}`);
    await expect
      .poll(() => page.getByLabel('Share code', { exact: true }).inputValue())
      .toBe(g.value.share);
    // The sketch of page one is drawn at once from the same plan: here the guide page.
    await page
      .locator('svg[aria-label="Preview of page one (guide)"]')
      .waitFor({ timeout: 30_000 });
    await page.selectOption('select[name="paper"]', 'letter');
    await page.selectOption('select[name="pickKind"]', 'cards');
    await page.selectOption('select[name="pickPiece"]', 'card:grain');
    await page.locator('input[name="pickCount"]').fill('3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.locator('input[data-piece="card:grain"]').inputValue()).toBe('3');
    // The exact PDF of page one follows the form too.
    await page.waitForResponse(
      (r) =>
        r.url().includes('paper=letter') && r.url().includes('preview=1') && r.status() === 200,
    );
    const shown = await page.getByTestId('page-count').textContent();
    await page.screenshot({ path: `${ARTIFACTS}/print-page.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    const info = await pdfPages(bytes);
    expect(info.w).toBe(612);
    expect(info.h).toBe(792);
    // Guide, 7 hex pages, tokens and robber, then 3 grain cards with their backs: as the page said.
    expect(info.n).toBeGreaterThanOrEqual(10);
    expect(shown).toContain(`${info.n} pages`);
    // Opened on the server's own loopback name, the kit's QR code gives phones the LAN
    // address on the same port (regression: it said localhost).
    const qr = new URL(pageQr(bytes) ?? 'about:blank');
    expect(qr.hostname).not.toMatch(/^(localhost|127\.|\[::1\])/);
    expect(qr.port).toBe(new URL(base).port);
    expect(qr.pathname).toBe('/board');
    await ctx.close();
  });

  it('the form answers only once the page has hydrated (regression: Letter picked, A4 back)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const { release } = await openBeforeHydration(page, `${base}/print`, 'select[name=paper]');
    const controls = page.locator('form input, form select');
    const n = await controls.count();
    expect(n).toBeGreaterThan(20);
    // Every control of the server's HTML is disabled until React listens to it.
    const enabled = await controls.evaluateAll((els) =>
      els.filter((e) => !e.matches(':disabled')).map((e) => e.outerHTML.slice(0, 80)),
    );
    expect(enabled).toEqual([]);
    await release();
    await page.waitForSelector('form[data-ready]');
    await page.selectOption('select[name=paper]', 'letter');
    await page.waitForFunction(() =>
      document.querySelector('a[download]')?.getAttribute('href')?.includes('paper=letter'),
    );
    expect(await page.locator('select[name=paper]').inputValue()).toBe('letter');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks the page language, and prints in it until another printed language is chosen', async () => {
    const ctx = await browser.newContext({ locale: 'sv-SE' });
    const page = await ctx.newPage();
    await open(page, `${base}/print`);
    // The browser asks for Swedish: the page is Swedish, and so is the kit it would print.
    await page.getByRole('link', { name: 'Ladda ner PDF' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('select[name="lang"]').inputValue()).toBe('sv');
    expect(await page.getByRole('link', { name: 'Ladda ner PDF' }).getAttribute('href')).toContain(
      'lang=sv',
    );
    // The page switches to German; the printed language follows it.
    await page.selectOption('select[name="uiLang"]', 'de');
    await page.getByRole('link', { name: 'PDF herunterladen' }).waitFor();
    expect(await page.locator('select[name="pickKind"] option[value="tokens"]').textContent()).toBe(
      'Zahlenchips',
    );
    expect(await page.locator('select[name="lang"]').inputValue()).toBe('de');
    // Printed in Danish from a German page: the two choices part ways.
    await page.selectOption('select[name="lang"]', 'da');
    await page.selectOption('select[name="uiLang"]', 'en');
    const link = page.getByRole('link', { name: 'Download PDF' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain('lang=da');
    await ctx.close();
  });

  it('prints the board as a play mat: sheets sketched, A4 tiled, A1 one page', async () => {
    const board = sampleBoard();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, `${base}/print?b=${encodeURIComponent(board.share)}`);
    // Kit options a mat does not use, set first (regression: the mat form still offered them).
    await page.locator('input[name="bleed"]').fill('3');
    await page.locator('input[name="cropMarks"]').check();
    // A complete game too (regression: with a mat it printed the mat alone, without a word).
    await page.selectOption('select[name="complete"]', 'base');
    await page.getByRole('radio', { name: 'Play mat (one picture, no cutting)' }).check();
    await page.getByTestId('mat-sketch').waitFor({ timeout: 30_000 });
    const shown = async (names: readonly string[]) =>
      Promise.all(names.map((n) => page.locator(`[name="${n}"]`).count()));
    const ignored = [
      'backs',
      'gap',
      'bleed',
      'backX',
      'duplexTest',
      'cutLines',
      'cropMarks',
      'calibration',
      'complete',
      'guide',
    ];
    expect(await shown(ignored)).toEqual(ignored.map(() => 0));
    // What a mat uses stays (ink saver: its terrain as outlines).
    expect(
      await shown(['margin', 'scale', 'hex', 'token', 'names', 'inkSaver', 'overlap', 'water']),
    ).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    const matHref = new URL(
      (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
      base,
    ).searchParams;
    expect(['bleed', 'cropMarks', 'complete', 'seed', 'mat'].map((k) => matHref.get(k))).toEqual([
      null,
      null,
      null,
      null,
      'true',
    ]);
    expect(await page.getByTestId('page-count').textContent()).toBe(
      '7 pages: the sheet map and 6 sheets (2 × 3)',
    );
    const link = page.getByRole('link', { name: 'Download PDF' });
    const a4 = await fetch(new URL((await link.getAttribute('href')) ?? '', base));
    expect(a4.status).toBe(200);
    expect(await pdfPages(await a4.arrayBuffer())).toEqual({ n: 7, w: 595.28, h: 841.89 });
    await page.screenshot({ path: `${ARTIFACTS}/print-mat-1280x800.png`, fullPage: true });
    await page.selectOption('select[name="paper"]', 'a1');
    await expect
      .poll(() => page.getByTestId('page-count').textContent())
      .toBe('1 page: the whole mat');
    const a1 = await fetch(new URL((await link.getAttribute('href')) ?? '', base));
    expect(await pdfPages(await a1.arrayBuffer())).toEqual({ n: 1, w: 1683.78, h: 2383.94 });
    await page.setViewportSize({ width: 800, height: 1280 });
    await page.screenshot({ path: `${ARTIFACTS}/print-mat-800x1280.png`, fullPage: true });
    // Back to a kit: the kit's options return as they were left.
    await page.getByRole('radio', { name: 'Board kit (hexes to cut out)' }).check();
    expect(await page.locator('input[name="bleed"]').inputValue()).toBe('3');
    expect(await page.locator('input[name="cropMarks"]').isChecked()).toBe(true);
    expect(await page.locator('select[name="complete"]').inputValue()).toBe('base');
    await page.close();
  });

  it('takes the back offset with a decimal comma, refuses it out of range, prints the duplex test sheet', async () => {
    const ctx = await browser.newContext({
      locale: 'sv-SE',
      viewport: { width: 1280, height: 800 },
    });
    const page = await ctx.newPage();
    await open(page, `${base}/print`);
    const words = DUPLEX_FORM.sv;
    await page.getByLabel(words.duplexTest).check();
    // Page one is now the test sheet, sketched at once: its five targets' rulers (regression:
    // the sketch was blank).
    const sketch = page.locator(
      `svg[aria-label="Förhandsvisning av sida ett (${words.pages.duplexTest})"]`,
    );
    await sketch.waitFor({ timeout: 30_000 });
    expect(await sketch.getByTestId('duplex-target').count()).toBe(5);
    await page.getByLabel(words.fields.backX).fill('1,5');
    await page.getByLabel(words.fields.backY).fill('-0,8');
    await expect.poll(() => page.locator('p[role="alert"]').count(), { timeout: 10_000 }).toBe(0);
    const link = page.getByRole('link', { name: 'Ladda ner PDF' });
    const href = (await link.getAttribute('href')) ?? '';
    const q = new URL(href, base).searchParams;
    expect([q.get('duplexTest'), q.get('backX'), q.get('backY')]).toEqual(['true', '1,5', '-0,8']);
    const r = await page.request.get(new URL(href, base).toString());
    expect(r.status()).toBe(200);
    // The test sheet's front and back, then the 6 token with a blank back.
    expect((await pdfPages(await r.body())).n).toBe(4);
    for (const [w, h, name] of [
      [1280, 800, 'print-duplex-1280x800'],
      [800, 1280, 'print-duplex-800x1280'],
      [390, 844, 'print-duplex-phone'],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByLabel(words.fields.backX).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
    }
    // Out of range: refused with the field's label and range, in Swedish; nothing to download.
    await page.getByLabel(words.fields.backX).fill('6');
    await expect
      .poll(() => page.locator('p[role="alert"]').textContent(), { timeout: 10_000 })
      .toBe(`${words.fields.backX}: skriv ett tal från −5 till 5`);
    expect(await link.getAttribute('aria-disabled')).toBe('true');
    await ctx.close();
  });

  it('words a refused plan in the page language: a Swedish mat too big for its paper', async () => {
    const ctx = await browser.newContext({
      locale: 'sv-SE',
      viewport: { width: 1280, height: 800 },
    });
    const page = await ctx.newPage();
    await open(page, `${base}/print?b=${encodeURIComponent(sampleBoard().share)}`);
    await page.getByRole('radio', { name: MAT_PAGE.sv.mat }).check();
    await page.getByTestId('mat-sketch').waitFor({ timeout: 30_000 });
    const refused = page.waitForResponse(
      (r) => r.url().includes('hex=200') && r.url().includes('preview=1') && r.status() === 400,
    );
    await page.locator('input[name="margin"]').fill('40');
    await page.locator('input[name="hex"]').fill('200');
    const swedish =
      'Spelmattan behöver 66 ark A4, men högst 60 går: välj ett större papper eller en mindre hex.';
    await expect
      .poll(() => page.locator('p[role="alert"]').textContent(), { timeout: 10_000 })
      .toBe(swedish);
    // The server refuses the same plan in English (for the API); the form keeps its Swedish.
    const r = await refused;
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('ERR_TOO_MANY');
    expect(await page.locator('p[role="alert"]').textContent()).toBe(swedish);
    expect(
      await page.getByRole('link', { name: 'Ladda ner PDF' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.screenshot({ path: `${ARTIFACTS}/print-refusal-sv-1280x800.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('p[role="alert"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/print-refusal-sv-phone.png` });
    await ctx.close();
  });

  it('shows the reason when the request is refused', async () => {
    const page = await browser.newPage();
    await open(page, `${base}/print`);
    await page.locator('input[name="margin"]').fill('99');
    await expect
      .poll(() => page.locator('p[role="alert"]').textContent(), { timeout: 10_000 })
      .toBe('Margin (mm): enter a number from 0 to 40');
    // In Swedish, a decimal comma is a number (regression: "1,5" was refused), and a
    // refusal is worded in Swedish with the field's label.
    await page.getByTestId('lang-switch').locator('select').selectOption('sv');
    await page.locator('input[name="margin"]').fill('10');
    await page.locator('input[name="gap"]').fill('1,5');
    await expect.poll(() => page.locator('p[role="alert"]').count(), { timeout: 10_000 }).toBe(0);
    await page.locator('input[name="margin"]').fill('abc');
    await expect
      .poll(() => page.locator('p[role="alert"]').textContent(), { timeout: 10_000 })
      .toBe('Marginal (mm): skriv ett tal från 0 till 40');
    await page.close();
  });

  // Regression: on a phone Download sat about 3,800 px down, under 50 empty piece fields.
  it('on a phone (390 × 844) Download is in reach at once; lost pieces picked from a short list; the ink said, ink saver a tap away', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(page, `${base}/print`);
    await page.waitForSelector('form[data-ready]');
    const link = page.getByRole('link', { name: 'Download PDF' });
    const inReach = () =>
      link.evaluate((a) => {
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return r.top >= 0 && r.bottom <= window.innerHeight && (hit === a || a.contains(hit));
      });
    expect(await inReach()).toBe(true);
    // A lost red settlement: five, in the box's own red.
    await page.selectOption('select[name="pickKind"]', 'pawns');
    await page.selectOption('select[name="pickColour"]', 'red');
    await page.selectOption('select[name="pickShape"]', 'settlement');
    await page.locator('input[name="pickCount"]').fill('5');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.selectOption('select[name="pickKind"]', 'dice');
    await page.selectOption('select[name="pickDie1"]', '3');
    await page.selectOption('select[name="pickDie2"]', '4');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.selectOption('select[name="pickKind"]', 'tokens');
    await page.selectOption('select[name="pickToken"]', '5');
    await page.selectOption('select[name="pickLetter"]', 'A');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.locator('input[data-piece="pawn:red:settlement"]').inputValue()).toBe('5');
    expect(await page.getByText('Settlement · Red').count()).toBe(1);
    const q = async () =>
      new URL((await link.getAttribute('href')) ?? '', base).searchParams.getAll('piece');
    await expect
      .poll(q)
      .toEqual(['token:6=1', 'pawn:red:settlement=5', 'dice:3:4=1', 'token:5:A=1']);
    // Still in reach with the list grown, without scrolling.
    expect(await inReach()).toBe(true);
    const ink = async () =>
      Number(/≈ ([\d.]+)/.exec((await page.getByTestId('ink').textContent()) ?? '')?.[1]);
    const before = await ink();
    expect(before).toBeGreaterThan(0);
    await page.screenshot({ path: `${ARTIFACTS}/print-phone-390x844.png` });
    await page.getByRole('checkbox', { name: 'Ink saver' }).check();
    await expect
      .poll(async () => (await link.getAttribute('href')) ?? '')
      .toContain('inkSaver=true');
    await expect.poll(ink).toBeLessThan(before);
    const r = await page.request.get(
      new URL((await link.getAttribute('href')) ?? '', base).toString(),
    );
    expect(r.status()).toBe(200);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await inReach()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/print-1280x800.png` });
    await page.close();
  });
});
