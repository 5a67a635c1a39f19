// Progress cards at the table (issue 32): a ck game imported where Cy (no phone) holds a
// commercial harbor and Ann a wedding (ck-game.ts' ckProgressMoment: levels bought, gates
// rolled, every command through decide()). Cy plays the commercial harbor inside the tablet's
// private moment; Ann and Bo each give a commodity on their phones. Ann plays the wedding on
// her phone; Bo, with more points than Ann, gives two cards on his. The
// tablet says who the game waits for, and its page (text, hidden text and attributes) never
// names a card still in a hand. Screenshots: artifacts/ck/<viewport>-progress.png and the
// phones at 390×844.
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROGRESS_WORDS } from '@/lib/i18n/progress-cards';
import { ARTIFACTS, launch } from './browser';
import { cardsNamed, seatTable } from './ck-drive';
import { ckProgressMoment } from './ck-game';
import { importGame } from './server-helpers';
import { joinSeat, PHONE, readTruth, tableEndTurn, tableStep } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/ck`;
const SIZES = [
  { name: 'landscape-1280x800', width: 1280, height: 800 },
  { name: 'tablet-1024x768', width: 1024, height: 768 },
  { name: 'portrait-800x1280', width: 800, height: 1280 },
] as const;

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  expect(errors).toEqual([]);
});

async function roll3(tablet: Page, red: number, yellow: number, face: string) {
  await tableStep(tablet, `roll ${red}+${yellow} ${face}`, async () => {
    await tablet.click(`[data-testid=die-red-${red}]`);
    await tablet.click(`[data-testid=die-yellow-${yellow}]`);
    await tablet.click(`[data-testid=event-${face}]`);
    await tablet.click('[data-testid=roll-submit]');
  });
}

async function settled(g: { id: string; hostToken: string }) {
  await expect
    .poll(async () => (await readTruth(base, g.id, g.hostToken)).state.turn.pending)
    .toBeNull();
}

describe('progress cards on two phones and in the private moment of a phone-less player', () => {
  it('a commercial harbor from the tablet and a wedding from a phone, answered on phones', async () => {
    const m = ckProgressMoment(
      (s) =>
        s.turn.seat === 2 &&
        !s.turn.rolled &&
        (s.progress?.hands[2]?.includes('commercialHarbor') ?? false) &&
        (s.progress?.hands[0]?.includes('wedding') ?? false),
      'p11',
      ['wedding', 'commercialHarbor'],
      1,
      [0, 1],
    );
    if (!m) throw new Error('no such moment');
    const hands0 = m.state.progress?.hands ?? [];
    const g = await importGame(base, m.config, m.events);
    const { tablet, phones } = await seatTable(browser, base, g, errors);
    for (const phone of phones) await phone.getByTestId('progress-hand').waitFor();
    const [ann, bo] = phones as [Page, Page];

    // The phone shows its own hand, n/4; the tablet names none of the cards held.
    expect(await ann.getByTestId('progress-count').textContent()).toBe(`${hands0[0]?.length}/4`);
    expect(await ann.locator('[data-testid=progress-hand] [data-card=wedding]').count()).toBe(1);
    expect(await cardsNamed(tablet, hands0.flat())).toEqual([]);
    await ann.screenshot({ path: `${SHOTS}/phone-390x844-progress-hand.png`, fullPage: true });

    // Cy's turn: the roll, then the commercial harbor inside the private moment.
    // Before the roll Cy's cards are offered beside the dice (an alchemist is played then);
    // after it the panel counts hands and decks, and offers them again.
    await tablet.getByTestId('progress-private-2').waitFor();
    await roll3(tablet, 2, 3, 'ship');
    const panel = tablet.getByTestId('progress-panel');
    await panel.waitFor();
    const counts = tablet.getByTestId('progress-counts');
    await counts.waitFor();
    for (const seat of [0, 1, 2])
      expect(await counts.locator(`[data-seat="${seat}"]`).getAttribute('data-count')).toBe(
        String(hands0[seat]?.length),
      );
    expect(await panel.getByTestId('progress-decks').textContent()).toMatch(/Science \d+/);
    for (const s of SIZES) {
      await tablet.setViewportSize({ width: s.width, height: s.height });
      await tablet.screenshot({ path: `${SHOTS}/${s.name}-progress-panel.png` });
    }
    await tablet.setViewportSize({ width: 1280, height: 800 });
    await tablet.click('[data-testid=progress-private-2]');
    await tablet.click('[data-testid=private-progress-show]');
    await tablet.click('[data-testid=progress-play-commercialHarbor]');
    const offers = tablet.locator('[data-testid=progress-option]');
    expect(await offers.count()).toBeGreaterThan(1);
    await tablet.screenshot({ path: `${SHOTS}/landscape-1280x800-private-progress.png` });
    await tableStep(tablet, 'commercial harbor', () => offers.last().click());
    // The game now waits on others: the panel turns to who it waits for, and the private
    // moment closes with it (Cy's cards are off the screen before Ann and Bo look).
    await tablet.getByTestId('private-progress').waitFor({ state: 'detached' });

    // The tablet waits for Ann and Bo, on their phones; each gives a commodity there.
    const wait = tablet.getByTestId('progress-wait');
    await wait.waitFor();
    expect(await wait.getAttribute('data-card')).toBe('commercialHarbor');
    const waitText = await wait.textContent();
    expect(waitText).toContain('Waiting for Ann');
    expect(waitText).toContain('Waiting for Bo');
    for (const s of SIZES) {
      await tablet.setViewportSize({ width: s.width, height: s.height });
      await tablet.screenshot({ path: `${SHOTS}/${s.name}-progress.png` });
    }
    await tablet.setViewportSize({ width: 1280, height: 800 });
    await ann.getByTestId('progress-answer').waitFor();
    await ann.screenshot({ path: `${SHOTS}/phone-390x844-progress-answer.png` });
    for (const phone of [ann, bo]) {
      await phone
        .locator('[data-testid=progress-answer] [data-testid=progress-answer-option]')
        .first()
        .click();
      await phone.getByTestId('progress-answer').waitFor({ state: 'detached' });
    }
    await settled(g);
    let truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.progress?.hands[2]).not.toContain('commercialHarbor');
    expect(await cardsNamed(tablet, (truth.state.progress?.hands ?? []).flat())).toEqual([]);

    // Ann's turn: the wedding from her phone; Bo (more points) gives two cards on his.
    await tableEndTurn(tablet);
    await roll3(tablet, 2, 3, 'ship');
    await ann.click('[data-testid=progress-play-wedding]');
    await expect
      .poll(async () => (await readTruth(base, g.id, g.hostToken)).state.turn.pending?.kind, {
        message: (await ann.locator('main').textContent()) ?? '',
      })
      .toBe('progress');
    await expect.poll(() => wait.getAttribute('data-card')).toBe('wedding');
    expect(await wait.textContent()).toContain('Waiting for Bo');
    // The strip under the board says the card played and what it does.
    const notice = tablet.getByTestId('progress-notice');
    await expect
      .poll(() => notice.textContent())
      .toContain(`Ann played ${PROGRESS_WORDS.en.wedding.name}: ${PROGRESS_WORDS.en.wedding.text}`);
    const pick = bo.getByTestId('progress-cards');
    await pick.waitFor();
    for (let i = 0; i < 2; i++)
      await pick.locator('button[data-testid$="-plus"]:not([disabled])').first().click();
    await bo.screenshot({ path: `${SHOTS}/phone-390x844-progress-wedding.png` });
    await pick.getByTestId('choice-submit').click();
    await settled(g);
    truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.progress?.hands[0]).not.toContain('wedding');
    // Cy still holds a wedding: the strip names Ann's, played; no other card still held shows.
    const still = (truth.state.progress?.hands ?? []).flat().filter((c) => c !== 'wedding');
    expect(await cardsNamed(tablet, still)).toEqual([]);
    await expect.poll(() => notice.textContent()).toBe('Bo answered Ann');

    // A board choice from the phone: Ann plays her merchant there, the phone says its hex is
    // chosen at the table, and the tablet asks for it; a tap on a ringed hex puts it there, in
    // Ann's colours, and the panel names the hex by its terrain and number.
    await ann.click('[data-testid=progress-play-merchant]');
    await ann.locator('[data-testid=progress-board-wait][data-card=merchant]').waitFor();
    await ann.screenshot({ path: `${SHOTS}/phone-390x844-progress-merchant.png` });
    const ask = tablet.locator('[data-testid=progress-board-play][data-card=merchant]');
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Ann plays Merchant: tap a hex');
    const spot = tablet.locator('[data-spot-hex]').first();
    const hex = await spot.getAttribute('data-spot-hex');
    await tableStep(tablet, 'merchant', () => spot.click());
    await tablet.locator('svg [data-merchant][data-seat="0"]').waitFor();
    await tablet.screenshot({ path: `${SHOTS}/landscape-1280x800-merchant.png` });
    const merchant = tablet.getByTestId('progress-merchant');
    expect(await merchant.getAttribute('data-hex')).toBe(hex);
    expect(await merchant.textContent()).toMatch(
      /^Merchant: Ann on (Forest|Pasture|Fields|Hills|Mountains)[ a-z]* \d+$/,
    );

    // The seat page in a ck game with progress cards: the progress hand is in none of the
    // scripts the page needs to hydrate (it loads with the ck body, on demand), so the seat's
    // weight (npm run bench:pages, budget 160 KB gzipped) does not carry it. Those scripts are
    // the ones the served document names (its script tags and the chunks its flight data
    // lists), read from the document itself: a list taken by timing would race the lazy body.
    const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    let documentHtml: Promise<string> | undefined;
    page.on('response', (r) => {
      const type = r.request().resourceType();
      if (type === 'document' && new URL(r.url()).pathname.startsWith('/seat/'))
        documentHtml = r.text();
      if (type === 'script' && !bodies.has(r.url()))
        bodies.set(
          r.url(),
          r.body().catch(() => Buffer.alloc(0)),
        );
    });
    await joinSeat(page, base, g, 0);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(documentHtml).toBeDefined();
    const html = (await documentHtml) ?? '';
    // The legacy polyfill (a noModule script) is named too, but no module browser loads it.
    const legacy = new Set([...html.matchAll(/<script src="([^"]+)" noModule/g)].map((m) => m[1]));
    const named = [
      ...new Set(
        [...html.matchAll(/\/_next\/static\/chunks\/[\w./\-[\]@%]+?\.js/g)].map((m) => m[0]),
      ),
    ].filter((path) => !legacy.has(path));
    expect(legacy.size).toBeLessThan(named.length);
    const first = await Promise.all(
      named.map(async (path) => Buffer.from(await (await ctx.request.get(base + path)).body())),
    );
    const kb = first.reduce((a, b) => a + gzipSync(b, { level: 6 }).length, 0) / 1024;
    console.log(
      `seat page, ck game: the document names ${first.length} scripts, ${kb.toFixed(1)} KB`,
    );
    expect(first.length).toBeGreaterThan(3);
    expect(first.every((b) => b.length > 0)).toBe(true);
    expect(first.some((b) => b.includes('progress-count'))).toBe(false);
    // The check can fail: once the hand is drawn, a script the page loaded holds it.
    await page.getByTestId('progress-hand').waitFor();
    const all = await Promise.all([...bodies.values()]);
    expect(all.some((b) => b.includes('progress-count'))).toBe(true);
    await ctx.close();
  }, 240_000);
});
