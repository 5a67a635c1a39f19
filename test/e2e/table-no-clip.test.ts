// Issue 28: headers and labels were cut mid-word in every language ("Anna vin…", "Eva darf
// bauen · na…", "Berømmelsesrin…"). In Debian's Chromium against the production server, in
// en, sv, de and da: the tablet's play screen, its game-over card and its header after the
// game at 1280×800, 1024×768 and 800×1280, and a phone's seat at 390×844, hold no text cut by
// an ellipsis or a line clamp — except undo's and redo's previews lying down, whose title
// holds them whole. The same for a cities-and-knights game in play (the barbarian track, the
// improvement levels, the three dice, the progress panel; the phone's tracks and progress
// hand). Screenshots: artifacts/table/no-clip-<lang>-<screen>-<size>.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type GameConfig, randomGame } from '@/lib/game';
import { ARTIFACTS, launch, open } from './browser';
import { ckConfig } from './ck-game';
import { importGame, localConfig } from './server-helpers';
import { joinSeat, PHONE, TABLET } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x768', width: 1024, height: 768 },
  { name: '800x1280', width: 800, height: 1280 },
] as const;

// The issue's own table: Anna, Eva and a longer name.
const base3 = localConfig('no-clip');
const config: GameConfig = {
  ...base3,
  players: base3.players.map((p, i) => ({
    ...p,
    name: ['Anna', 'Eva', 'Bartholomäus'][i] ?? p.name,
  })),
};
const played = randomGame(config, 20_000);
const ck = ckConfig('no-clip-ck');
const ckPlayed = randomGame(ck, 20_000);

/** Every text on the page cut by an ellipsis or a line clamp (a title holding it whole excused), or spilling out of its box. */
function cuts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      const ellipsis = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
      const clamp =
        style.getPropertyValue('-webkit-line-clamp') !== 'none' &&
        style.getPropertyValue('-webkit-line-clamp') !== '' &&
        el.scrollHeight > el.clientHeight + 1;
      // Text wider than its own box, spilling over what lies beside it ("Wissenschaft" over its
      // level on the phone, "Längste Handelsstraße" over the next player's card).
      const spill =
        !ellipsis &&
        !(el instanceof SVGElement) &&
        style.overflowX === 'visible' &&
        el.clientWidth > 0 &&
        el.scrollWidth > el.clientWidth + 1 &&
        [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
      if (spill) {
        bad.push(`"${el.textContent?.trim()}" spills (${el.scrollWidth} in ${el.clientWidth})`);
        continue;
      }
      // …or a text's box reaching out of the card (list item or section) it sits in.
      // (An item drawn as `display: contents` has no box: its own card is further out.)
      let card = el.parentElement?.closest('li, section') ?? null;
      while (card && card.getBoundingClientRect().width === 0)
        card = card.parentElement?.closest('li, section') ?? null;
      const own = [...el.childNodes].some(
        (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
      );
      if (card && own && !(el instanceof SVGElement)) {
        const r = el.getBoundingClientRect();
        const c = card.getBoundingClientRect();
        if (r.right > c.right + 1 || r.left < c.left - 1) {
          bad.push(
            `"${el.textContent?.trim()}" reaches out of its card (${Math.round(r.right - c.right)} px)`,
          );
          continue;
        }
      }
      if (!ellipsis && !clamp) continue;
      const whole = el.textContent?.trim() ?? '';
      const titled =
        el.hasAttribute('data-preview') &&
        el.closest('button')?.getAttribute('title')?.includes(whole.replace(/^:\s*/, ''));
      if (!titled)
        bad.push(
          `"${whole}" cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
    }
    return bad;
  });
}

describe.each(['en', 'sv', 'de', 'da'] as const)('nothing cut in %s', (lang) => {
  it('on the tablet (three sizes) and on the phone (390×844)', async () => {
    const mid = Math.floor(played.events.length * 0.6);
    const during = await importGame(base, config, played.events.slice(0, mid));
    const over = await importGame(base, config, played.events);
    const found: string[] = [];
    const look = async (page: Page, screen: string, size: string) => {
      for (const c of await cuts(page)) found.push(`${screen} ${size}: ${c}`);
      await page.screenshot({ path: `${SHOTS}/no-clip-${lang}-${screen}-${size}.png` });
    };

    const tabletCtx = await browser.newContext(TABLET);
    await tabletCtx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
    const tokens = { [during.id]: during.hostToken, [over.id]: over.hostToken };
    await tabletCtx.addInitScript((t) => {
      const id = location.pathname.split('/')[2] ?? '';
      const token = (t as Record<string, string>)[id];
      if (token) localStorage.setItem('hexkeeper.hostToken', token);
    }, tokens);
    const tablet = await tabletCtx.newPage();
    await open(tablet, `${base}/table/${during.id}`);
    await tablet.waitForSelector('[data-testid=turn-section]');
    for (const s of SIZES) {
      await tablet.setViewportSize({ width: s.width, height: s.height });
      await look(tablet, 'play', s.name);
    }
    await open(tablet, `${base}/table/${over.id}`);
    await tablet.locator('[data-testid=game-over]').waitFor();
    for (const s of SIZES) {
      await tablet.setViewportSize({ width: s.width, height: s.height });
      await look(tablet, 'over', s.name);
    }
    await tablet.click('[data-testid=hide-game-over]');
    for (const s of SIZES) {
      await tablet.setViewportSize({ width: s.width, height: s.height });
      await look(tablet, 'after', s.name);
    }
    await tabletCtx.close();

    const phoneCtx = await browser.newContext(PHONE);
    await phoneCtx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
    const phone = await phoneCtx.newPage();
    for (const seat of [0, 2]) {
      await joinSeat(phone, base, during, seat);
      await phone.getByTestId('seat-name').waitFor();
      await look(phone, `seat${seat}`, '390x844');
    }
    await phoneCtx.close();
    expect(found).toEqual([]);
  });
});

describe.each(['en', 'sv', 'de', 'da'] as const)('nothing cut in a ck game in %s', (lang) => {
  it('on the tablet (three sizes) and on the phone (390×844)', async () => {
    const mid = Math.floor(ckPlayed.events.length * 0.6);
    const g = await importGame(base, ck, ckPlayed.events.slice(0, mid));
    const found: string[] = [];
    const look = async (page: Page, screen: string, size: string) => {
      for (const c of await cuts(page)) found.push(`${screen} ${size}: ${c}`);
      await page.screenshot({ path: `${SHOTS}/no-clip-${lang}-${screen}-${size}.png` });
    };
    const tabletCtx = await browser.newContext(TABLET);
    await tabletCtx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
    await tabletCtx.addInitScript(
      (t) => localStorage.setItem('hexkeeper.hostToken', t),
      g.hostToken,
    );
    const tablet = await tabletCtx.newPage();
    await open(tablet, `${base}/table/${g.id}`);
    await tablet.getByTestId('barbarian-track').waitFor();
    for (const s of SIZES) {
      await tablet.setViewportSize({ width: s.width, height: s.height });
      await look(tablet, 'ck-play', s.name);
    }
    await tabletCtx.close();
    const phoneCtx = await browser.newContext(PHONE);
    await phoneCtx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
    const phone = await phoneCtx.newPage();
    for (const seat of [0, 1]) {
      await joinSeat(phone, base, g, seat);
      await phone.getByTestId('progress-hand').waitFor();
      await look(phone, `ck-seat${seat}`, '390x844');
    }
    await phoneCtx.close();
    expect(found).toEqual([]);
  });
});
