// Starting a game on the tablet, in a real browser: the new-game form with a generated, a
// scanned and a typed-in board; the list of this tablet's games with Resume and import;
// accessibility of both pages. Every game is checked through the API with the host token
// the page stored.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { beginnerEditorBoard, type EditorBoard } from '@/lib/board';
import type { HexKey } from '@/lib/hex';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { create } from './server-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
const TABLET = { width: 1024, height: 768 };
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  // One context is one tablet: its localStorage keeps the host token across the tests.
  context = await browser.newContext({ viewport: TABLET, hasTouch: true });
});
afterAll(async () => {
  await browser?.close();
});

interface GameLog {
  ruleset: string;
  players: { name: string; color: string }[];
  options: { dice: string; devDeck: string; vpTarget?: number };
  board: {
    share: string;
    hexes: { q: number; r: number; terrain: string; token: number | null; harbor?: unknown }[];
  } | null;
}

const hostToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('hexkeeper.hostToken') ?? '');

async function api(path: string, token: string) {
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The game id of a /table/<id> address (never "new"). */
async function landedGame(page: Page): Promise<string> {
  await page.waitForURL((u) => /^\/table\/(?!new$)[^/]+$/.test(u.pathname));
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
}

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/**
 * A still camera picture of a QR code as a Y4M file, which Chromium's fake camera plays in a
 * loop (--use-file-for-fake-video-capture): black modules on white, 4 modules of quiet zone.
 */
function qrVideo(text: string): string {
  const W = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = Math.floor(W / (n + 8));
  const off = Math.floor((W - cell * n) / 2);
  const y = Buffer.alloc(W * W, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < cell; dy++)
          y.fill(
            16,
            (off + r * cell + dy) * W + off + c * cell,
            (off + r * cell + dy) * W + off + (c + 1) * cell,
          );
  const chroma = Buffer.alloc((W / 2) * (W / 2) * 2, 128);
  const file = join(tmpdir(), `hexkeeper-qr-${process.pid}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${W} H${W} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      y,
      chroma,
    ]),
  );
  return file;
}

const keyOf = (b: EditorBoard, token: number): HexKey => {
  const k = (Object.keys(b.land) as HexKey[]).find((x) => b.land[x]?.token === token);
  if (!k) throw new Error(`no ${token} on the beginner board`);
  return k;
};

describe('/table and /table/new on a tablet', () => {
  it('a tablet with no games shows the empty state, and the page passes axe', async () => {
    // The server's HTML offers no file picker that would drop its file before hydration.
    const html = await (await fetch(`${base}/table`)).text();
    expect(html).toMatch(/<input[^>]*data-testid="import-game"[^>]*disabled/);
    const { page, errors } = await newPage();
    await open(page, `${base}/table`);
    await page.waitForSelector('[data-testid=no-games]');
    expect(await page.locator('[data-testid=new-game]').isVisible()).toBe(true);
    expect(await page.getByTestId('import-game').isEnabled()).toBe(true);
    await expectNoSeriousA11y(page);
    await page.screenshot({ path: `${SHOTS}/list-empty.png` });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the form answers only once it has hydrated: the server sends it disabled', async () => {
    // Regression: a ruleset picked before the form hydrated was undone by hydration (a base
    // game created where Starfarers was chosen; table-starfarers.test.ts failed so in CI).
    const html = await (await fetch(`${base}/table/new`)).text();
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(html).not.toMatch(/<form[^>]*data-ready/);
    // A tablet of its own: the Starfarers draft this leaves must not reach the tests after it
    // (regression: restored there, it hid the board and its sources, and four tests timed out).
    const own = await browser.newContext({ viewport: TABLET, hasTouch: true });
    const page = await own.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await open(page, `${base}/table/new`);
    await page.waitForSelector('form[data-ready]');
    expect(await page.getByTestId('ruleset').isEnabled()).toBe(true);
    await page.selectOption('[data-testid=ruleset]', 'starfarers');
    expect(await page.getByTestId('ruleset').inputValue()).toBe('starfarers');
    // The choice is kept as this tablet's draft.
    await page.waitForFunction(() =>
      localStorage.getItem('hexkeeper.newGameDraft')?.includes('"starfarers"'),
    );
    expect(errors).toEqual([]);
    await own.close();
  });

  it('creates a game with a generated board and lands on /table/<id>; the API has it for this host', async () => {
    const { page, errors } = await newPage();
    await open(page, `${base}/table/new`);
    await page.waitForSelector('svg[data-board]');
    await expectNoSeriousA11y(page);
    await page.selectOption('[data-testid=ruleset]', 'base');
    await page.selectOption('[data-testid=player-count]', '3');
    expect(await page.locator('[data-testid^=player-name-]').count()).toBe(3);
    await page.fill('[data-testid=player-name-0]', 'Anna');
    await page.fill('[data-testid=player-name-1]', 'Björn');
    await page.fill('[data-testid=player-name-2]', 'Cecilie');
    // The seats start in the box's colours (issue 28): red, blue, white.
    expect(await page.isChecked('[data-testid=color-set-box]')).toBe(true);
    expect(
      await page.$$eval('[data-testid^=player-color-][data-testid$="-0"]:checked', (xs) =>
        xs.map((x) => (x as HTMLInputElement).value),
      ),
    ).toEqual(['#c62828']);
    // Player 1 takes player 3's colour (white); player 3 gets player 1's (red).
    await page.check('[data-testid=player-color-0-2]', { force: true });
    // The colour-blind-safe set is one choice away; each seat keeps its place in the set.
    await page.check('[data-testid=color-set-safe]', { force: true });
    await page.fill('[data-testid=vp-target]', '12');
    await page.check('[data-testid=dice-table]', { force: true });
    await page.click('[data-testid=new-board]');
    const share = (await page.textContent('[data-testid=board-share]')) ?? '';
    expect(share).toMatch(/^h1\.base\.spiral\.fair\.3\.[a-z0-9]+$/);
    expect(await page.getAttribute('svg[data-board]', 'data-board')).toBe(share);
    await page.screenshot({ path: `${SHOTS}/new-generated.png`, fullPage: true });
    await page.click('[data-testid=create-game]');
    const id = await landedGame(page);

    const token = await hostToken(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const game = await api(`/api/games/${id}`, token);
    expect(game.status).toBe(200);
    const log = (await api(`/api/games/${id}/log`, token)).body as unknown as GameLog;
    expect(log.ruleset).toBe('base');
    // The safe set at the same places: white → green, blue → sky blue, red → orange.
    expect(log.players).toEqual([
      { name: 'Anna', color: '#009e73' },
      { name: 'Björn', color: '#56b4e9' },
      { name: 'Cecilie', color: '#e69f00' },
    ]);
    expect(log.options.vpTarget).toBe(12);
    expect(log.options.dice).toBe('table');
    expect(log.board?.share).toBe(share);
    const list = (await api('/api/games', token)).body as { games: { id: string }[] };
    expect(list.games.map((g) => g.id)).toContain(id);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('enters the physical board: the beginner preset with one change is played; an impossible board is refused in words', async () => {
    const { page, errors } = await newPage();
    await open(page, `${base}/table/new`);
    await page.waitForSelector('svg[data-board]');
    await page.click('[data-testid=board-source-enter]');
    await page.waitForSelector('[data-testid=board-ok]');
    await expectNoSeriousA11y(page);

    // Impossible: a second desert where a 6 was.
    const preset = beginnerEditorBoard('base');
    const six = keyOf(preset, 6);
    const two = keyOf(preset, 2);
    await page.click(`[data-edit-hex="${six}"]`);
    await page.click('[data-terrain-choice=desert]');
    const refusal = page.locator('[data-testid=board-problems]');
    await refusal.waitFor();
    const words = (await refusal.textContent()) ?? '';
    expect(words).toContain('Desert: 2 on the board, but the box has 1.');
    expect(words).toContain('Number 6: 1 on the board, but the box has 2.');
    await page.screenshot({ path: `${SHOTS}/editor-refused.png`, fullPage: true });
    await page.click('[data-testid=create-game]');
    await expect
      .poll(() => page.textContent('[data-testid=create-error]'))
      .toContain('This board cannot be played yet');
    expect(new URL(page.url()).pathname).toBe('/table/new');

    // Back to the preset, then one change: the 6 and the 2 swap places.
    await page.click('[data-testid=preset-beginner]');
    await page.waitForSelector('[data-testid=board-ok]');
    await page.click(`[data-edit-hex="${six}"]`);
    await page.click('[data-token-choice="2"]');
    await page.click(`[data-edit-hex="${two}"]`);
    await page.click('[data-token-choice="6"]');
    await page.waitForSelector('[data-testid=board-ok]');
    await page.screenshot({ path: `${SHOTS}/editor-ok.png`, fullPage: true });
    await page.click('[data-testid=create-game]');
    const id = await landedGame(page);

    const log = (await api(`/api/games/${id}/log`, await hostToken(page)))
      .body as unknown as GameLog;
    const at = (k: string) => log.board?.hexes.find((h) => `${h.q},${h.r}` === k);
    expect(at(six)?.token).toBe(2);
    expect(at(two)?.token).toBe(6);
    expect(log.board?.hexes.filter((h) => h.terrain !== 'sea')).toHaveLength(19);
    expect(log.board?.hexes.filter((h) => h.harbor)).toHaveLength(9);
    expect(
      log.board?.hexes
        .filter((h) => h.terrain !== 'sea')
        .map((h) => h.terrain)
        .sort(),
    ).toEqual(
      Object.values(preset.land)
        .map((l) => l.terrain)
        .sort(),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reads the QR code of a printed board sheet from a photo, and says so when a photo has none', async () => {
    const { page, errors } = await newPage();
    await open(page, `${base}/table/new`);
    await page.click('[data-testid=board-source-scan]');
    const code = 'h1.mupp37.official.none.4.sheet';
    const png = await QRCode.toBuffer(`${base}/board?b=${encodeURIComponent(code)}`, {
      errorCorrectionLevel: 'M',
      margin: 4,
      scale: 8,
    });
    await page.setInputFiles('[data-testid=qr-photo]', {
      name: 'sheet.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect.poll(() => page.textContent('[data-testid=board-share]')).toBe(code);
    // The board is for the house variant: the game follows it.
    expect(await page.inputValue('[data-testid=ruleset]')).toBe('mupp37');

    // A plain grey picture: no QR code in it.
    const grey = new PNG({ width: 64, height: 64 });
    grey.data.fill(0x88);
    await page.setInputFiles('[data-testid=qr-photo]', {
      name: 'blank.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(grey),
    });
    await expect.poll(() => page.textContent('[role=status]')).toContain('No QR code found');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('scans the QR code of a board sheet live from the camera', async () => {
    const code = 'h1.base.official.none.3.camera';
    const video = qrVideo(`${base}/board?b=${encodeURIComponent(code)}`);
    // A browser of its own: the fake camera is a launch option.
    const cameraBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const page = await cameraBrowser.newPage({ viewport: TABLET });
      await open(page, `${base}/table/new`);
      await page.waitForSelector('svg[data-board]');
      await page.click('[data-testid=board-source-scan]');
      await page.click('[data-testid=start-camera]');
      await expect
        .poll(() => page.textContent('[data-testid=board-share]'), { timeout: 20_000 })
        .toBe(code);
      // The camera is let go once the code is read.
      expect(await page.locator('video').isVisible()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/scanned.png` });
    } finally {
      await cameraBrowser.close();
      rmSync(video, { force: true });
    }
  });

  it('the generator hands its board over with "Play this board"', async () => {
    const { page } = await newPage();
    const code = 'h1.base56.spiral.fair.6.handover';
    await open(page, `${base}/board?b=${code}`);
    await page.click('[data-testid=play-board]');
    await page.waitForURL(/\/table\/new\?b=/);
    await expect.poll(() => page.textContent('[data-testid=board-share]')).toBe(code);
    expect(await page.inputValue('[data-testid=ruleset]')).toBe('base56');
    expect(await page.inputValue('[data-testid=player-count]')).toBe('6');
    await page.close();
  });

  it('a tablet without the host credential: an unknown game says so (regression: "not the host"); a real one says not the host', async () => {
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await fresh.newPage();
    await open(page, `${base}/table/${'A'.repeat(22)}`);
    await expect
      .poll(() => page.locator('[data-testid=no-game]').textContent(), { timeout: 10_000 })
      .toContain('There is no such game on this server.');
    const g = await create(base);
    await open(page, `${base}/table/${g.id}`);
    await page.waitForSelector('[data-testid=not-host]');
    expect(await page.locator('[data-testid=no-game]').count()).toBe(0);
    await fresh.close();
  });

  it('shows a refusal from the server in words', async () => {
    const { page } = await newPage();
    await page.route('**/api/games', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'ERR_BAD_GAME', message: 'players: base is for 3–4 players, not 2' },
            }),
          })
        : route.continue(),
    );
    await open(page, `${base}/table/new`);
    await page.waitForSelector('svg[data-board]');
    await page.click('[data-testid=create-game]');
    await expect
      .poll(() => page.textContent('[data-testid=create-error]'))
      .toBe('The server did not accept the game: players: base is for 3–4 players, not 2');
    expect(new URL(page.url()).pathname).toBe('/table/new');
    await page.close();
  });

  it('lists this tablet’s games with Resume, imports a game file, and passes axe', async () => {
    const { page, errors } = await newPage();
    await open(page, `${base}/table`);
    await page.waitForSelector('[data-testid=games]');
    const rows = page.locator('[data-game]');
    expect(await rows.count()).toBe(2);
    const text = (await page.textContent('[data-testid=games]')) ?? '';
    expect(text).toContain('Anna · Björn · Cecilie');
    await expectNoSeriousA11y(page);
    await page.screenshot({ path: `${SHOTS}/list.png` });

    const token = await hostToken(page);
    const list = (await api('/api/games', token)).body as {
      games: { id: string; players: string[] }[];
    };
    const first = list.games.find((g) => g.players[0] === 'Anna');
    if (!first) throw new Error('the generated game is not listed');
    await page.click(`[data-testid="resume-${first.id}"]`);
    expect(await landedGame(page)).toBe(first.id);

    // Import the first game's log: a new game for the same host.
    await open(page, `${base}/table`);
    await page.waitForSelector('[data-testid=games]');
    const log = (await api(`/api/games/${first.id}/log`, token)).body;
    await page.setInputFiles('[data-testid=import-game]', {
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(log)),
    });
    const imported = await landedGame(page);
    expect(imported).not.toBe(first.id);
    const after = (await api('/api/games', token)).body as { games: { id: string }[] };
    expect(after.games.map((g) => g.id)).toContain(imported);

    await open(page, `${base}/table`);
    await page.setInputFiles('[data-testid=import-game]', {
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"game@1"}'),
    });
    await expect
      .poll(() => page.textContent('[data-testid=import-error]'))
      .toContain('The game file was not accepted');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a phone and a portrait tablet, in Swedish on demand', async () => {
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['portrait', { width: 768, height: 1024 }],
    ] as const) {
      const page = await browser.newPage({ viewport, hasTouch: true, isMobile: name === 'phone' });
      await open(page, `${base}/table/new`);
      await page.waitForSelector('svg[data-board]');
      await page.selectOption('select[aria-label=Language]', 'sv');
      await expect.poll(() => page.textContent('h1')).toContain('Nytt spel');
      // Nothing wider than the screen: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const create = await page.locator('[data-testid=create-game]').boundingBox();
      expect(create?.height ?? 0).toBeGreaterThanOrEqual(48);
      await page.screenshot({ path: `${SHOTS}/new-${name}-sv.png`, fullPage: true });
      await page.close();
    }
  });

  it('the victory-points field keeps what is typed and settles on leaving it: 12 stays 12, emptied gets its value back, 99 → 30, −/+ work', async () => {
    const { page, errors } = await newPage();
    await open(page, `${base}/table/new`);
    await page.waitForSelector('svg[data-board]');
    await page.click('[data-testid=board-source-generate]');
    await page.selectOption('[data-testid=ruleset]', 'base');
    const vp = '[data-testid=vp-target]';
    const minus = page.locator(vp).locator('xpath=preceding-sibling::button[1]');
    const plus = page.locator(vp).locator('xpath=following-sibling::button[1]');
    expect(await page.inputValue(vp)).toBe('10');
    await page.focus(vp);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('12');
    expect(await page.inputValue(vp)).toBe('12');
    await page.keyboard.press('Backspace');
    expect(await page.inputValue(vp)).toBe('1');
    await page.keyboard.press('Backspace');
    expect(await page.inputValue(vp)).toBe('');
    await page.keyboard.press('Tab');
    expect(await page.inputValue(vp)).toBe('10');
    await page.fill(vp, '99');
    await page.keyboard.press('Tab');
    expect(await page.inputValue(vp)).toBe('30');
    await minus.click();
    expect(await page.inputValue(vp)).toBe('29');
    await page.fill(vp, '1');
    await page.keyboard.press('Tab');
    expect(await page.inputValue(vp)).toBe('3');
    await plus.click();
    expect(await page.inputValue(vp)).toBe('4');
    await page.fill(vp, '10');
    await page.keyboard.press('Tab');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the form as a draft across a reload, sends colour names for empty fields, and starts fresh once created', async () => {
    const { page, errors } = await newPage();
    await open(page, `${base}/table/new`);
    await page.waitForSelector('svg[data-board]');
    // An earlier test left its own draft (base56 from the generator's hand-over): start over.
    await page.click('[data-testid=board-source-generate]');
    await page.selectOption('[data-testid=ruleset]', 'base');
    await page.selectOption('[data-testid=player-count]', '4');
    await page.fill('[data-testid=player-name-0]', 'Dora');
    await page.fill('[data-testid=player-name-1]', 'Erik');
    await page.check('[data-testid=dice-deck]', { force: true });
    await page.fill('[data-testid=vp-target]', '11');
    // Empty names show their colour's name (the box's colours), so the four initials differ
    // (not four "P"s).
    expect(await page.getAttribute('[data-testid=player-name-2]', 'placeholder')).toBe('White');
    expect(await page.getAttribute('[data-testid=player-name-3]', 'placeholder')).toBe('Orange');
    const share = (await page.textContent('[data-testid=board-share]')) ?? '';

    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expect.poll(() => page.inputValue('[data-testid=player-name-0]')).toBe('Dora');
    expect(await page.inputValue('[data-testid=player-name-1]')).toBe('Erik');
    expect(await page.inputValue('[data-testid=player-name-2]')).toBe('');
    expect(await page.isChecked('[data-testid=dice-deck]')).toBe(true);
    expect(await page.inputValue('[data-testid=vp-target]')).toBe('11');
    // The same generated board: its seed is part of the draft.
    expect(await page.textContent('[data-testid=board-share]')).toBe(share);

    // A malformed draft is ignored, not trusted.
    await page.evaluate(() =>
      localStorage.setItem(
        'hexkeeper.newGameDraft',
        JSON.stringify({ ruleset: 'base', count: 99, players: 'x', dice: 'loaded', vpTarget: 11 }),
      ),
    );
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expect.poll(() => page.inputValue('[data-testid=vp-target]')).toBe('11');
    expect(await page.inputValue('[data-testid=player-count]')).toBe('4');
    expect(await page.inputValue('[data-testid=player-name-0]')).toBe('');
    expect(await page.isChecked('[data-testid=dice-app]')).toBe(true);
    await page.evaluate(() => localStorage.setItem('hexkeeper.newGameDraft', '{not json'));
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    expect(await page.inputValue('[data-testid=vp-target]')).toBe('10');

    await page.fill('[data-testid=player-name-0]', 'Dora');
    await page.fill('[data-testid=player-name-1]', 'Erik');
    await page.click('[data-testid=create-game]');
    const id = await landedGame(page);
    const log = (await api(`/api/games/${id}/log`, await hostToken(page)))
      .body as unknown as GameLog;
    expect(log.players.map((p) => p.name)).toEqual(['Dora', 'Erik', 'White', 'Orange']);

    await open(page, `${base}/table/new`);
    await page.waitForSelector('svg[data-board]');
    expect(await page.inputValue('[data-testid=player-name-0]')).toBe('');
    expect(await page.inputValue('[data-testid=player-name-1]')).toBe('');
    expect(await page.isChecked('[data-testid=dice-app]')).toBe(true);
    // No draft saved yet (null) is as fresh as a saved one without the old names; the page may
    // store its new draft a moment after it hydrates (the CI run that met null failed here).
    expect(
      (await page.evaluate(() => localStorage.getItem('hexkeeper.newGameDraft'))) ?? '',
    ).not.toContain('Dora');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the start bar never covers an option: scrolled to, the last choices sit above it and a tap picks them', async () => {
    for (const viewport of [TABLET, { width: 768, height: 1024 }]) {
      const page = await browser.newPage({ viewport, hasTouch: true });
      await open(page, `${base}/table/new`);
      await page.waitForSelector('svg[data-board]');
      const bar = await page.locator('[data-testid=start-bar]').boundingBox();
      if (!bar) throw new Error('no start bar');
      for (const id of ['dice-table', 'dev-table', 'phone-input']) {
        const label = page.locator(`label:has([data-testid=${id}])`);
        // Scrolled to as the keyboard or a screen reader would: its bottom at the screen's end.
        await label.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        const box = await label.boundingBox();
        if (!box) throw new Error(`no ${id}`);
        const overlap = box.y + box.height > bar.y && box.y < bar.y + bar.height;
        expect({ id, viewport, overlap }).toEqual({ id, viewport, overlap: false });
        const before = await page.isChecked(`[data-testid=${id}]`);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        if (id === 'phone-input')
          await expect.poll(() => page.isChecked(`[data-testid=${id}]`)).toBe(!before);
        else await expect.poll(() => page.isChecked(`[data-testid=${id}]`)).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/table/new');
      }
      // Scrolled to the very end, all of the form's content ends above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bottom = await page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('form > section')].map(
            (s) => s.getBoundingClientRect().bottom,
          ),
        ),
      );
      expect(bottom).toBeLessThanOrEqual(bar.y + 1);
      await page.close();
    }
  });
});
