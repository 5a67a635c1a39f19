// Every table screen checked by axe (issue 14), in Debian's Chromium against the production
// server, at 1280×800 unless a portrait 800×1280 is named: the new-game form, the rules card a
// new game shows, who starts and "Roll for it" (each player's start roll shown in the set-up),
// the main turn, the menu with the spoken table switched on (the roll then read aloud in the
// table's language: speechSynthesis.speak is stubbed by an init script and records what it is
// handed), the trade panel, the correction dialog taking a roll as a sum (recorded as a sum, not
// as dice), the private reveal, the Phones tab, a 7 with discards, the game-over card, and the
// Intimate and Starfarers tables. Portrait: a roll with the spoken table off says nothing.
// German at 800×1280 and 1024×768: no word on the table breaks across lines but at a hyphen.
// Screenshots: artifacts/axe/<screen>.png.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { payoutOf } from '@/app/table/[id]/describe';
import { rollUtterance } from '@/app/table/[id]/speech';
import speechEn from '@/app/table/[id]/speech-words/en';
import {
  DEFAULT_OPTIONS,
  type Event,
  type GameConfig,
  parseGameLog,
  randomGame,
  rolledSum,
  viewEvent,
} from '@/lib/game';
import { intimateBoard } from '../fixtures/boards';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { beginnerRealCards } from './real-cards';
import { create, importGame as importLog } from './server-helpers';
import { TABLET, tableStep } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/axe`;
const PORTRAIT = { width: 800, height: 1280 };
/** Several axe runs in one test: on a busy shared machine one run alone can take a minute. */
const SLOW = { timeout: 600_000 };

const config = beginnerRealCards('axe');
const game = randomGame(config, 4000);
type Rolled = Extract<Event, { type: 'rolled' }>;
/** The n-th roll (from 0) that paid someone and was not a 7. */
const paidRoll = (n: number) =>
  game.events.findIndex(
    (e, i) =>
      e.type === 'rolled' &&
      rolledSum(e) !== 7 &&
      (e.payout?.received ?? []).some((h) => Object.values(h).some((k) => k > 0)) &&
      game.events.slice(0, i).filter((x) => x.type === 'rolled' && rolledSum(x) !== 7).length >= n,
  );
const sevenAt = game.events.findIndex(
  (e) => e.type === 'rolled' && rolledSum(e) === 7 && (e.owed ?? []).some((n) => n > 0),
);

let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  expect(game.state.phase).toBe('over');
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** A new game imported with `events`: its id and host token. */
async function importGame(
  events: readonly Event[],
  cfg: GameConfig = config,
): Promise<{ id: string; token: string }> {
  const created = await importLog(base, cfg, events, { phoneInput: false });
  return { id: created.id, token: created.hostToken };
}

/**
 * A tablet holding `token`, with speechSynthesis.speak recording each utterance's text and
 * language in window.__spoken instead of speaking.
 */
async function tablet(
  token: string,
  viewport = TABLET.viewport,
  lang: 'en' | 'de' = 'en',
): Promise<Page> {
  const ctx = await browser.newContext({ ...TABLET, viewport });
  contexts.push(ctx);
  await ctx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
  await ctx.addInitScript((t) => {
    localStorage.setItem('hexkeeper.hostToken', t);
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    if ('speechSynthesis' in window)
      window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
        spoken.push({ text: u.text, lang: u.lang });
      };
  }, token);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  return page;
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken);

/** Axe finds nothing serious; the screen is kept as artifacts/axe/<name>.png. */
async function check(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await expectNoSeriousA11y(page);
}

describe('a new game: the form, the rules card, who starts and the start rolls', SLOW, () => {
  it('the new-game form', async () => {
    const ctx = await browser.newContext(TABLET);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await open(page, `${base}/table/new`);
    await page.locator('form').first().waitFor();
    await check(page, 'new-game');
  });

  it('the rules card shows by itself; "Roll for it" shows each player’s start roll', async () => {
    const g = await create(base);
    const page = await tablet(g.hostToken);
    await open(page, `${base}/table/${g.id}`);
    await page.getByTestId('rules-card').waitFor();
    await check(page, 'rules-card');
    await page.click('[data-testid=rules-close]');
    await page.getByTestId('decide-order').waitFor();
    await check(page, 'who-starts');
    await tableStep(page, 'roll for it', () => page.click('[data-testid=decide-order]'));
    const strip = page.getByTestId('start-rolls');
    await strip.waitFor();
    const log = await fetch(`${base}/api/games/${g.id}/log`, {
      headers: { Authorization: `Bearer ${g.hostToken}` },
    });
    const p = parseGameLog(await log.json());
    if (!p.ok) throw new Error(p.error.message);
    const decided = p.value.events[0];
    if (decided?.type !== 'orderDecided') throw new Error('no orderDecided first');
    const first = p.value.config.players[decided.first]?.name ?? '';
    const text = (await strip.textContent()) ?? '';
    expect(text).toContain(`${first} starts (`);
    // Every player's first start roll, by name.
    for (const [i, pl] of p.value.config.players.entries())
      expect(text).toContain(`${pl.name} ${decided.rolls[0]?.[i]}`);
    await check(page, 'setup');
  });
});

describe('a turn: the menu, the spoken roll, trade, correction, reveal, Phones', SLOW, () => {
  const at = paidRoll(3);
  const rolled = game.events[at] as Rolled;
  let page: Page;
  let id = '';
  let token = '';

  beforeAll(async () => {
    ({ id, token } = await importGame(game.events.slice(0, at)));
    page = await tablet(token);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('dice-pad').waitFor();
  });

  it('the main turn, and the menu with the spoken table switched on', async () => {
    await check(page, 'main-turn');
    await page.click('[data-testid=menu]');
    const speak = page.getByTestId('menu-speak');
    expect(await speak.getAttribute('aria-checked')).toBe('false');
    await speak.click();
    expect(await speak.getAttribute('aria-checked')).toBe('true');
    await check(page, 'menu');
    await page.click('[data-testid=menu-close]');
    // Remembered on this device.
    expect(await page.evaluate(() => localStorage.getItem('hexkeeper.speak'))).toBe('1');
  });

  it('the roll is read aloud in the table’s language', async () => {
    const sum = rolledSum(rolled);
    await tableStep(page, `roll ${sum}`, () => page.click(`[data-testid=sum-${sum}]`));
    const said = payoutOf(config, viewEvent(rolled, 'table'));
    if (!said) throw new Error('no payout');
    const expected = rollUtterance(speechEn, 'en', config, { ...said, dice: null });
    expect(expected.text).toMatch(/ gets /);
    await expect.poll(() => spoken(page)).toEqual([expected]);
  });

  it('the trade panel', async () => {
    await page.click('[data-testid=open-trade]');
    await page.getByTestId('trade-panel').waitFor();
    await check(page, 'trade');
  });

  it('the correction dialog takes a roll as a sum, and records it as a sum', async () => {
    await page.click('[data-testid=correct-open]');
    const dialog = page.getByTestId('correct-dialog');
    await dialog.waitFor();
    const option = dialog.locator('[data-testid=correct-roll] option').last();
    await page.selectOption(
      '[data-testid=correct-roll]',
      (await option.getAttribute('value')) ?? '',
    );
    // The option ends with the sum that roll stands for now: the correction names another.
    const was = Number(/(\d+)$/.exec((await option.textContent()) ?? '')?.[1]);
    await page.click('[data-testid=correct-by-sum]');
    expect(await page.getByTestId('correct-die-0').count()).toBe(0);
    const right = was === 6 ? 8 : 6;
    await page.selectOption('[data-testid=correct-sum]', String(right));
    await page.fill('[data-testid=correct-reason]', `it was ${right}`);
    await check(page, 'correct-dialog');
    await tableStep(page, 'correct', () => page.click('[data-testid=correct-apply]'));
    const r = await fetch(`${base}/api/games/${id}/log`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const p = parseGameLog(await r.json());
    if (!p.ok) throw new Error(p.error.message);
    expect(p.value.events.at(-1)).toMatchObject({
      type: 'corrected',
      fix: { kind: 'roll', to: right },
    });
    await expect
      .poll(() => page.getByTestId('correction-notice').first().textContent())
      .toContain(`was ${right}, not `);
  });

  it('the private reveal and the Phones tab', async () => {
    await page.click('[data-testid=show-me-1]');
    await page.getByTestId('reveal').waitFor();
    await check(page, 'reveal');
    await page.click('[data-testid=reveal-cancel]');
    await page.click('[data-testid=tab-seats]');
    await check(page, 'phones-tab');
    expect(errors).toEqual([]);
  });
});

describe('a 7 with discards, the game over, and portrait', SLOW, () => {
  it('a 7: the discards', async () => {
    expect(sevenAt).toBeGreaterThan(0);
    const e = game.events[sevenAt] as Rolled;
    const seat = (e.owed ?? []).findIndex((n) => n > 0);
    const { id, token } = await importGame(game.events.slice(0, sevenAt));
    const page = await tablet(token);
    await open(page, `${base}/table/${id}`);
    await tableStep(page, 'roll 7', () => page.click('[data-testid=sum-7]'));
    await page.click(`[data-testid=discard-open-${seat}]`);
    // The form opens inside the private moment (issue 28): the owner alone looks.
    await page.click('[data-testid=private-discard-show]');
    await page.getByTestId(`discard-${seat}`).waitFor();
    await check(page, 'seven-discard');
  });

  it('the game-over card', async () => {
    const { id, token } = await importGame(game.events);
    const page = await tablet(token);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('game-over').waitFor();
    await check(page, 'game-over');
  });

  it('portrait: the main turn; a roll with the spoken table off says nothing', async () => {
    const at = paidRoll(5);
    const { id, token } = await importGame(game.events.slice(0, at));
    const page = await tablet(token, PORTRAIT);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('dice-pad').waitFor();
    await check(page, 'portrait-main-turn');
    const sum = rolledSum(game.events[at] as Rolled);
    await tableStep(page, `roll ${sum}`, () => page.click(`[data-testid=sum-${sum}]`));
    await page.getByTestId('payout-banner').waitFor();
    expect(await spoken(page)).toEqual([]);
    await check(page, 'portrait-rolled');
  });
});

describe('the Intimate and Starfarers tables', SLOW, () => {
  it('Intimate Settlers', async () => {
    const cfg: GameConfig = {
      ruleset: 'intimate',
      seed: 'axe',
      players: config.players.slice(0, 2),
      board: intimateBoard(),
      options: DEFAULT_OPTIONS,
    };
    const g = randomGame(cfg, 200);
    const { id, token } = await importGame(g.events, cfg);
    const page = await tablet(token);
    await open(page, `${base}/table/${id}`);
    await page.locator('svg[data-board]').waitFor();
    await check(page, 'intimate');
  });

  it('Starfarers', async () => {
    const cfg: GameConfig = {
      ruleset: 'starfarers',
      seed: 'axe',
      players: config.players,
      board: null,
      options: { ...DEFAULT_OPTIONS, dice: 'table' },
    };
    const g = randomGame(cfg, 60);
    const { id, token } = await importGame(g.events, cfg);
    const page = await tablet(token);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('table').waitFor();
    await check(page, 'starfarers');
  });
});

/**
 * The words on the table that break across lines elsewhere than at a hyphen (a soft hyphen
 * shows as one where it breaks): each word's characters' line boxes, read with Range.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid=table]');
    if (!root) return ['no table'];
    const bad: string[] = [];
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const text = n.textContent ?? '';
      const el = n.parentElement;
      if (!el || el.closest('svg') || !el.checkVisibility()) continue;
      for (const m of text.matchAll(/[^\s]{4,}/g)) {
        const start = m.index ?? 0;
        let top: number | null = null;
        for (let i = 0; i < m[0].length; i++) {
          const r = document.createRange();
          r.setStart(n, start + i);
          r.setEnd(n, start + i + 1);
          // A character just after a break also reports the line end before it: its own box is the last.
          const box = [...r.getClientRects()].at(-1);
          if (!box || box.width === 0) continue;
          if (top !== null && box.top > top + box.height / 2) {
            const before = m[0].slice(0, i);
            const at = before.replace(/\u00AD/g, '').length;
            if (!/[\u00AD-]$/.test(before))
              bad.push(
                `${m[0].replace(/\u00AD/g, '')} broken after "${m[0].replace(/\u00AD/g, '').slice(0, at)}"`,
              );
            break;
          }
          top = box.top;
        }
      }
    }
    return bad;
  });
}

describe('German: words break only at hyphens', SLOW, () => {
  it.each([
    ['portrait main turn', 4, PORTRAIT],
    ['portrait after a roll', 6, PORTRAIT],
    // The side panel is narrowest here: "Kaufen: Entwicklungskarte" wraps in its button.
    ['1024x768 after a roll', 6, { width: 1024, height: 768 }],
  ] as const)('%s', async (name, n, viewport) => {
    const at = paidRoll(n);
    const { id, token } = await importGame(game.events.slice(0, at));
    const page = await tablet(token, viewport, 'de');
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('dice-pad').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    if (name.endsWith('after a roll')) {
      const sum = rolledSum(game.events[at] as Rolled);
      await tableStep(page, `roll ${sum}`, () => page.click(`[data-testid=sum-${sum}]`));
      await page.getByTestId('buy-dev').waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/de-${name.replace(/ /g, '-')}.png` });
    expect(await brokenWords(page)).toEqual([]);
  });
});
