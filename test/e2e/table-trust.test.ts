// Trust at the table, in Debian's Chromium against the production server: a player without a
// phone sees the card they bought only through the private reveal (its name is on the page
// while shown, never before or after); the host moves to a second tablet by its QR code and
// the first can no longer write; the exported game@1 file, imported again, is the same game;
// a finished game offers a rematch with the same players on a new board; the rules card shows
// by itself when a game starts and from the menu. Screenshots: artifacts/table/trust-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import menuEn from '@/app/table/[id]/menu-words/en';
import tableEn from '@/app/table/[id]/words/en';
import { type Event, fold, parseGameLog, randomGame, summarize, toGameLog } from '@/lib/game';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { call, clientId, create, localConfig, play, scriptedCommands } from './server-helpers';
import { decodeSeatQr, readTruth, TABLET, tableEndTurn, tableStep } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
const PORTRAIT = { ...TABLET, viewport: { width: 800, height: 1280 } };
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** A tablet (1280×800 unless told) that holds `token` as its host credential, if given. */
async function tablet(token: string | null, options = TABLET): Promise<Page> {
  const ctx = await browser.newContext({ ...options, acceptDownloads: true });
  contexts.push(ctx);
  if (token)
    await ctx.addInitScript((t) => {
      if (!localStorage.getItem('hexkeeper.hostToken'))
        localStorage.setItem('hexkeeper.hostToken', t);
    }, token);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

/** Imports `events` of the scripted game as a new game; its id and host token. */
async function importEvents(events: readonly Event[], seed = 'e2e-seed') {
  const a = await call(base, 'POST', '/api/games/import', {
    body: { log: toGameLog(localConfig(seed), events), phoneInput: false },
  });
  expect(a.status).toBe(201);
  return { id: a.body.id as string, token: a.body.hostToken as string };
}

// textContent: hidden text counts too, so nothing secret may hide in the page unseen.
const pageText = async (p: Page) => (await p.locator('body').textContent()) ?? '';

describe('a player without a phone buys a development card', () => {
  it('sees it only through the private reveal: held, timed, and hidden again', async () => {
    // The scripted game up to the first development card bought; the tablet then buys it.
    const game = randomGame(localConfig(), 3000);
    const at = game.events.findIndex((e) => e.type === 'devBought');
    expect(at).toBeGreaterThan(0);
    const bought = game.events[at] as Extract<Event, { type: 'devBought' }>;
    const g = await importEvents(game.events.slice(0, at));
    const en = tableEn;
    // The box's own deck is shuffled by the app here, so the card drawn has a name.
    if (bought.card === 'unknown') throw new Error('an app-deck game drew an unnamed card');
    const cardName = en.devCards[bought.card];
    const buyer = localConfig().players[bought.seat]?.name ?? '';

    const page = await tablet(g.token);
    await open(page, `${base}/table/${g.id}`);
    await page.waitForSelector(`[data-testid=table][data-actor="${bought.seat}"]`);
    // No phone follows any seat, so every seat may look at its own cards.
    for (const s of [0, 1, 2]) await page.locator(`[data-testid=show-me-${s}]`).waitFor();
    expect(await pageText(page)).not.toContain(cardName);

    await tableStep(page, 'buy a development card', () => page.click('[data-testid=buy-dev]'));
    const prompt = page.locator('[data-testid=new-card-prompt]');
    await prompt.waitFor();
    expect(await prompt.getAttribute('data-seat')).toBe(String(bought.seat));
    expect(await prompt.textContent()).toContain(menuEn.newCardPrompt(buyer));
    // Bought, and still nowhere on the shared screen.
    expect(await pageText(page)).not.toContain(cardName);
    expect(await page.locator('[data-card]').count()).toBe(0);
    // Above End turn, and still there once the turn has ended, until its owner has seen it
    // (regression, issue 28: it sat below End turn and vanished when the turn ended).
    const promptBox = await prompt.boundingBox();
    const endBox = await page.locator('[data-testid=end-turn]').boundingBox();
    expect(promptBox && endBox ? promptBox.y < endBox.y : null).toBe(true);
    await tableEndTurn(page);
    expect(await page.getAttribute('[data-testid=table]', 'data-actor')).not.toBe(
      String(bought.seat),
    );
    expect(await prompt.getAttribute('data-seat')).toBe(String(bought.seat));
    expect(await prompt.isVisible()).toBe(true);

    // First the others look away; nothing is shown yet.
    await page.click('[data-testid=new-card-open]');
    const reveal = page.locator('[data-testid=reveal]');
    await expect.poll(() => reveal.getAttribute('data-stage')).toBe('ask');
    expect(await pageText(page)).not.toContain(cardName);
    await page.screenshot({ path: `${SHOTS}/trust-reveal-ask.png` });
    await expectNoSeriousA11y(page);

    // Held: shown while pressed, with the new card marked.
    const hold = page.locator('[data-testid=reveal-hold]');
    await expect.poll(() => hold.isEnabled()).toBe(true);
    await hold.hover();
    await page.mouse.down();
    const cards = page.locator('[data-testid=reveal-cards]');
    await cards.waitFor();
    expect(await cards.textContent()).toContain(cardName);
    expect(await page.locator('[data-new=true]').getAttribute('data-card')).toBe(bought.card);
    await page.screenshot({ path: `${SHOTS}/trust-reveal-shown.png` });
    await page.mouse.up();
    await reveal.waitFor({ state: 'detached' });
    expect(await pageText(page)).not.toContain(cardName);
    expect(await page.locator('[data-card]').count()).toBe(0);

    // For a few seconds from the seat's own button; any other tap hides it at once.
    await page.setViewportSize(PORTRAIT.viewport);
    await page.click(`[data-testid=show-me-${bought.seat}]`);
    const timed = page.locator('[data-testid=reveal-timed]');
    await expect.poll(() => timed.isEnabled()).toBe(true);
    await timed.click();
    await cards.waitFor();
    expect(await cards.textContent()).toContain(cardName);
    await page.screenshot({ path: `${SHOTS}/trust-reveal-portrait.png` });
    await page.mouse.click(10, 10);
    await reveal.waitFor({ state: 'detached' });
    expect(await pageText(page)).not.toContain(cardName);

    // Left alone, the timed reveal hides by itself.
    await page.click(`[data-testid=show-me-${bought.seat}]`);
    await expect.poll(() => timed.isEnabled()).toBe(true);
    await timed.click();
    await cards.waitFor();
    await reveal.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await pageText(page)).not.toContain(cardName);
  });
});

describe('a game that outlives its tablet', () => {
  it('exports the game file, and importing it gives the same game', async () => {
    const g = await create(base);
    const script = scriptedCommands(12);
    await play(base, g, script.commands, g.version);
    const page = await tablet(g.hostToken);
    await open(page, `${base}/table/${g.id}`);
    await page.waitForSelector('[data-testid=table][data-version="12"]');
    await page.click('[data-testid=menu]');
    await page.locator('[data-testid=menu-panel]').waitFor();
    await page.screenshot({ path: `${SHOTS}/trust-menu.png` });
    await expectNoSeriousA11y(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=menu-export]'),
    ]);
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const before = await readTruth(base, g.id, g.hostToken);
    const parsed = parseGameLog(exported);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.events).toEqual(before.events);

    // Import it on the games page: a new game, the same position.
    await page.click('[data-testid=menu-games]');
    await page.waitForURL(`${base}/table`);
    await page.setInputFiles('[data-testid=import-game]', file);
    await page.waitForURL(
      (u) =>
        u.pathname.startsWith('/table/') && !u.pathname.endsWith(g.id) && u.pathname !== '/table',
    );
    const newId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.waitForSelector('[data-testid=table][data-version]');
    const token = await page.evaluate(() => localStorage.getItem('hexkeeper.hostToken') ?? '');
    const after = await readTruth(base, newId, token);
    expect(summarize(after.state)).toEqual(summarize(before.state));
  });

  it('moves the host to a second tablet by its QR code; the first only watches', async () => {
    const g = await create(base);
    const script = scriptedCommands(6);
    const v = await play(base, g, script.commands.slice(0, 4), g.version);
    const first = await tablet(g.hostToken);
    await open(first, `${base}/table/${g.id}`);
    await first.waitForSelector(`[data-testid=table][data-version="${v}"]`);
    await first.click('[data-testid=menu]');
    await first.click('[data-testid=menu-move-host]');
    const qr = first.locator('[data-testid=move-host-qr]');
    const link = await decodeSeatQr(qr, 'move-host QR');
    expect(link.pathname).toBe(`/table/${g.id}/host`);
    expect(await first.locator('[data-testid=move-host-link]').textContent()).toBe(link.href);
    await first.screenshot({ path: `${SHOTS}/trust-move-host.png` });
    await first.click('[data-testid=menu-close]');

    // The second tablet (no credential of its own) opens the link and runs the game.
    const second = await tablet(null, PORTRAIT);
    // The code carries the LAN address; the test server listens on loopback only.
    await second.goto(base + link.pathname + link.hash);
    await second.waitForURL(`${base}/table/${g.id}`);
    await second.waitForSelector(`[data-testid=table][data-version="${v}"]`);
    const newToken = await second.evaluate(() => localStorage.getItem('hexkeeper.hostToken') ?? '');
    expect(newToken).not.toBe('');
    expect(newToken).not.toBe(g.hostToken);

    // The first turns into a viewer at once: it says so, and its writes are refused.
    await first.locator('[data-testid=host-moved]').waitFor();
    expect(await first.locator('[data-testid=host-moved]').textContent()).toContain(
      menuEn.movedTitle,
    );
    expect(await first.locator('[data-testid=undo]').isDisabled()).toBe(true);
    await first.screenshot({ path: `${SHOTS}/trust-host-moved.png` });
    const refused = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body: { clientId: clientId(), version: v, command: script.commands[4] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('ERR_HOST_MOVED');
    expect((await call(base, 'GET', `/api/games/${g.id}/log`, { token: g.hostToken })).status).toBe(
      403,
    );

    // The second writes, and the first still follows the public table.
    const accepted = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: newToken,
      body: { clientId: clientId(), version: v, command: script.commands[4] },
    });
    expect(accepted.status).toBe(200);
    await first.waitForSelector(`[data-testid=table][data-version="${v + 1}"]`);
    await second.waitForSelector(`[data-testid=table][data-version="${v + 1}"]`);
    await second.screenshot({ path: `${SHOTS}/trust-new-host-portrait.png` });

    // The link worked once.
    const third = await tablet(null);
    await third.goto(base + link.pathname + link.hash);
    await third.locator('[data-testid=take-host-error]').waitFor();
  });

  it('ends with the scores, the stats and a rematch: same players, a new board', async () => {
    const game = randomGame(localConfig('rematch-seed'), 20_000);
    expect(fold(localConfig('rematch-seed'), game.events).phase).toBe('over');
    const g = await importEvents(game.events, 'rematch-seed');
    const page = await tablet(g.token);
    await open(page, `${base}/table/${g.id}`);
    await page.locator('[data-testid=game-over]').waitFor();
    await page.locator('[data-testid=stats]').waitFor();
    await page.screenshot({ path: `${SHOTS}/trust-game-over.png` });
    await expectNoSeriousA11y(page);
    await page.setViewportSize(PORTRAIT.viewport);
    await page.screenshot({ path: `${SHOTS}/trust-game-over-portrait.png` });
    await page.click('[data-testid=rematch]');
    await page.waitForURL((u) => u.pathname.startsWith('/table/') && !u.pathname.endsWith(g.id));
    const newId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.waitForSelector('[data-testid=table][data-phase=order]');
    const old = await readTruth(base, g.id, g.token);
    const next = await readTruth(base, newId, g.token);
    expect(next.config.players).toEqual(old.config.players);
    expect(next.config.ruleset).toBe(old.config.ruleset);
    expect(next.config.options).toEqual(old.config.options);
    expect(next.events).toEqual([]);
    expect(next.config.board?.share).not.toBe(old.config.board?.share);
    expect(next.config.board?.hexes).not.toEqual(old.config.board?.hexes);
  });
});

describe('the rules of this game', () => {
  it('shows the house variant’s rules once when the game starts, and from the menu', async () => {
    const g = await create(base, {
      ruleset: 'mupp37',
      board: 'h1.mupp37.spiral.fair.3.rules1',
    });
    const page = await tablet(g.hostToken);
    await open(page, `${base}/table/${g.id}`);
    const auto = page.locator('[data-testid=rules-card][data-auto=true]');
    await auto.waitFor();
    expect(await auto.textContent()).toContain('any number per turn');
    await page.screenshot({ path: `${SHOTS}/trust-rules-start.png` });
    await expectNoSeriousA11y(page);
    await page.click('[data-testid=rules-close]');
    await auto.waitFor({ state: 'detached' });
    // Once per device: a reload does not show it again; the menu does.
    await open(page, `${base}/table/${g.id}`);
    await page.waitForSelector('[data-testid=table][data-phase=order]');
    expect(await auto.count()).toBe(0);
    await page.click('[data-testid=menu]');
    await page.click('[data-testid=menu-rules]');
    const card = page.locator('[data-testid=rules-card]');
    await card.waitFor();
    const text = await card.textContent();
    for (const phrase of [
      '7 cards or more',
      'Both settlements',
      'count once played',
      'wins at once',
      'rolls one die',
      'may choose to steal',
    ])
      expect(text).toContain(phrase);
    await page.setViewportSize(PORTRAIT.viewport);
    await page.screenshot({ path: `${SHOTS}/trust-rules-portrait.png` });
  });
});
