// The tablet seen from across the table (issue 14), at 1280×800, 800×1280 and 1024×768: a turn
// played with a roll entered as a sum, a build and an undo, then the end of the turn. At each
// step the page's own geometry is read: nothing is drawn over the board's land (every land hex
// centre hit-tests to the board itself), the header and the board keep their boxes from the
// roll to the end of the turn, the header stays one fixed-height line, and every number token is
// at least MIN_TOKEN_PX wide. The payout shows in the strip under the board and the hexes that
// produced flash on it; after the build (and after its undo) it is one line, never the full list
// again. The board turns a quarter at a tap and is refitted. axe finds nothing serious. The
// header reads whole (nothing cut by an ellipsis) in four languages at the three sizes.
// Screenshots: artifacts/layout/<viewport>-<step>.png and header-<lang>-<viewport>.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import da from '@/app/table/[id]/words/da';
import de from '@/app/table/[id]/words/de';
import en from '@/app/table/[id]/words/en';
import sv from '@/app/table/[id]/words/sv';
import {
  type Event,
  fold,
  type GameConfig,
  legalActions,
  randomGame,
  rolledSum,
  viewFor,
} from '@/lib/game';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { beginnerRealCards } from './real-cards';
import { importGame as importLog } from './server-helpers';
import { TABLET, tableStep } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/layout`;

/**
 * The smallest number token, in CSS px across: about 5.5 mm on a 10" 1280×800 tablet
 * (0.17 mm per CSS px), where the old board drew about 3.4 mm. Measured at all three viewports.
 */
const MIN_TOKEN_PX = 32;
/** The header's one fixed height (Tailwind h-16). */
const HEADER_PX = 64;

const VIEWPORTS = [
  { name: 'landscape-1280x800', width: 1280, height: 800 },
  { name: 'portrait-800x1280', width: 800, height: 1280 },
  { name: 'tablet-1024x768', width: 1024, height: 768 },
] as const;

const config = beginnerRealCards('layout');
const game = randomGame(config, 4000);
const pieceOf: Partial<Record<Event['type'], 'road' | 'settlement' | 'city'>> = {
  roadBuilt: 'road',
  settlementBuilt: 'settlement',
  cityBuilt: 'city',
};
/** The first roll that paid someone and was followed at once by its roller's paid build. */
const at = game.events.findIndex((e, i) => {
  const next = game.events[i + 1];
  if (e.type !== 'rolled' || !e.payout || rolledSum(e) === 7) return false;
  if (!e.payout.received.some((h) => Object.values(h).some((n) => n > 0))) return false;
  return (
    next !== undefined &&
    pieceOf[next.type] !== undefined &&
    'seat' in next &&
    next.seat === e.seat &&
    !('free' in next && next.free)
  );
});
const rolled = game.events[at] as Extract<Event, { type: 'rolled' }>;
const build = game.events[at + 1] as Extract<
  Event,
  { type: 'roadBuilt' | 'settlementBuilt' | 'cityBuilt' }
>;
const sum = rolledSum(rolled);
const piece = pieceOf[build.type] as 'road' | 'settlement' | 'city';
const spot =
  build.type === 'roadBuilt'
    ? `[data-spot-edge="${build.edge}"]`
    : `[data-spot-vertex="${build.vertex}"]`;

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  expect(at).toBeGreaterThan(0);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A new game imported up to the roll (or up to event `upTo`): its id and host token. */
async function importGame(upTo = at): Promise<{ id: string; token: string }> {
  const created = await importLog(base, config, game.events.slice(0, upTo), { phoneInput: false });
  return { id: created.id, token: created.hostToken };
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The smallest touch target, in CSS px. */
const MIN_TARGET_PX = 44;

/**
 * Every control of the pre-roll pad that is on the page (each die's faces, each sum, OK and the
 * pre-roll knight) that is not wholly inside the viewport or is smaller than a touch target.
 */
function padOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const bad: string[] = [];
    const els = document.querySelectorAll(
      '[data-testid^=die-], [data-testid^=sum-], [data-testid=roll-submit], [data-testid=play-knight-early], [data-testid=play-card-early]',
    );
    for (const el of els) {
      const r = el.getBoundingClientRect();
      const id = el.getAttribute('data-testid');
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
        bad.push(`${id} outside at ${Math.round(r.left)},${Math.round(r.top)}`);
      if (r.width < min || r.height < min)
        bad.push(`${id} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return bad;
  }, MIN_TARGET_PX);
}

/** The y of each sum button's top, rounded: one value when 2–12 are one row. */
const sumRows = (page: Page) =>
  page.$$eval(
    '[data-testid^=sum-]',
    (bs) => [...new Set(bs.map((b) => Math.round(b.getBoundingClientRect().y)))].length,
  );

interface Geometry {
  readonly header: Box;
  readonly board: Box;
  /** Land hex centres whose topmost element is not the board's own drawing. */
  readonly covered: readonly string[];
  readonly landHexes: number;
  readonly smallestToken: number;
  readonly tokens: number;
}

/** What the page's layout says right now. */
function geometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r
        ? { x: r.x, y: r.y, width: r.width, height: r.height }
        : { x: 0, y: 0, width: 0, height: 0 };
    };
    const svg = document.querySelector('[data-testid=board-area] svg[data-board]');
    const land = [
      ...document.querySelectorAll(
        'svg[data-board] [data-hex][data-terrain]:not([data-terrain=sea])',
      ),
    ];
    const covered: string[] = [];
    for (const g of land) {
      const poly = g.querySelector('polygon');
      const r = (poly ?? g).getBoundingClientRect();
      // The centre and four points half-way to the hex's sides.
      const pts = [
        [0.5, 0.5],
        [0.25, 0.5],
        [0.75, 0.5],
        [0.5, 0.25],
        [0.5, 0.75],
      ] as const;
      for (const [fx, fy] of pts) {
        const hit = document.elementFromPoint(r.x + r.width * fx, r.y + r.height * fy);
        if (!hit || !svg?.contains(hit)) {
          covered.push(
            `${g.getAttribute('data-hex')} under ${hit?.tagName ?? 'nothing'}${hit?.getAttribute('data-testid') ? `#${hit.getAttribute('data-testid')}` : ''}`,
          );
          break;
        }
      }
    }
    const tokens = [
      ...document.querySelectorAll('svg[data-board] [data-token] > circle:first-child'),
    ].map((c) => c.getBoundingClientRect().width);
    return {
      header: box(document.querySelector('[data-testid=table-header]')),
      board: box(svg),
      covered,
      landHexes: land.length,
      smallestToken: Math.min(...tokens),
      tokens: tokens.length,
    };
  });
}

describe.each(VIEWPORTS)('a turn on the tablet at $name', (vp) => {
  let page: Page;
  let first: Geometry;

  const look = async (step: string): Promise<Geometry> => {
    const g = await geometry(page);
    await page.screenshot({ path: `${SHOTS}/${vp.name}-${step}.png` });
    expect({ step, covered: g.covered }).toEqual({ step, covered: [] });
    expect(g.landHexes).toBe(19);
    expect(g.tokens).toBe(18);
    expect(g.smallestToken).toBeGreaterThanOrEqual(MIN_TOKEN_PX);
    expect(g.header.height).toBe(HEADER_PX);
    return g;
  };
  /** The header and board boxes are where they were just after the roll. */
  const unmoved = (g: Geometry) => {
    expect({ header: g.header, board: g.board }).toEqual({
      header: first.header,
      board: first.board,
    });
  };

  beforeAll(async () => {
    const ctx = await browser.newContext({
      ...TABLET,
      viewport: { width: vp.width, height: vp.height },
    });
    page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    const { id, token } = await importGame();
    await page.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), token);
    await open(page, `${base}/table/${id}`);
    await page.waitForSelector('[data-testid=dice-pad]');
  });

  it('a roll entered as a sum pays in the strip under the board and flashes the hexes that produced', async () => {
    const before = await look('before-roll');
    // Before the roll the strip holds nothing yet, and says what will show there.
    await expect.poll(() => page.getByTestId('strip-empty').isVisible()).toBe(true);
    // The dice pad: each die's six faces on one line.
    for (const die of [1, 2]) {
      const ys = await page.$$eval(`[data-testid^=die-${die}-]`, (bs) =>
        bs.map((b) => Math.round(b.getBoundingClientRect().y)),
      );
      expect(new Set(ys).size).toBe(1);
    }
    // Every die, every sum and OK in sight and large enough to tap, before the roll; the sums
    // are one row of eleven where the panel is wide (portrait), two rows of six in the side panel.
    expect(await page.locator('[data-testid^=sum-]').count()).toBe(11);
    expect(await padOutOfSight(page)).toEqual([]);
    expect(await sumRows(page)).toBe(vp.width < vp.height ? 1 : 2);
    await tableStep(page, `roll ${sum}`, () => page.click(`[data-testid=sum-${sum}]`));
    await page.waitForSelector(
      `[data-testid=roll-strip] [data-testid=payout-banner][data-sum="${sum}"]`,
    );
    const paid = rolled.payout?.hexes.filter((h) => !h.blocked && h.buildings.length > 0) ?? [];
    expect(paid.length).toBeGreaterThan(0);
    for (const h of paid)
      await page.locator(`[data-produced="${h.hex}"]`).waitFor({ state: 'attached' });
    first = await look('rolled');
    expect(await page.getByTestId('strip-empty').isVisible()).toBe(false);
    expect({ header: first.header, board: first.board }).toEqual({
      header: before.header,
      board: before.board,
    });
    await expectNoSeriousA11y(page);
  });

  it('a build ends the payout’s moment: one line, no flash, nothing moved', async () => {
    await page.click(`[data-testid=build-${piece}]`);
    unmoved(await geometry(page));
    await tableStep(page, `build ${piece}`, () => page.click(spot));
    await page.waitForSelector('[data-testid=payout-compact]');
    expect(await page.locator('[data-testid=payout-banner]').count()).toBe(0);
    expect(await page.locator('[data-produced]').count()).toBe(0);
    unmoved(await look('built'));
  });

  it('undo takes the build back and the payout does not return; the header keeps its height', async () => {
    const undo = page.getByTestId('undo');
    // The words of what undo takes back are whole in its name, cut short on the button.
    expect(await undo.getAttribute('aria-label')).toMatch(/^Undo: /);
    // Whose step it takes back shows on the button lying down and upright alike (regression,
    // issue 28: upright it was an icon alone, lying down the name was cut off).
    const who = undo.locator('[data-undo-seat]');
    expect(await who.isVisible()).toBe(true);
    expect(await who.getAttribute('data-undo-seat')).toBe(String(build.seat));
    await tableStep(page, 'undo', () => undo.click());
    await page.waitForSelector('[data-testid=notice][data-tone=info]');
    await page.waitForSelector('[data-testid=payout-compact]');
    expect(await page.locator('[data-testid=payout-banner]').count()).toBe(0);
    unmoved(await look('undone'));
    await expectNoSeriousA11y(page);
  });

  it('the board turns a quarter at a tap, refitted, its tokens as large', async () => {
    await page.click('[data-testid=turn-board]');
    await page.waitForSelector('svg[data-board][data-quarter="1"]');
    const g = await look('turned');
    unmoved(g);
    for (let i = 0; i < 3; i++) await page.click('[data-testid=turn-board]');
    await page.waitForSelector('svg[data-board][data-quarter="0"]');
  });

  it('the end of the turn moves nothing either', async () => {
    // End turn is in sight without a scroll (regression: at 1024×768 the build cards pushed it
    // below the fold).
    const end = await page.getByTestId('end-turn').boundingBox();
    expect(end && end.y >= 0 && end.y + end.height <= vp.height).toBe(true);
    await tableStep(page, 'end turn', () => page.click('[data-testid=end-turn]'));
    await page.waitForSelector('[data-testid=dice-pad]');
    unmoved(await look('next-turn'));
    expect(errors).toEqual([]);
  });
});

// The pre-roll knight beside the prompt, with the whole pad, in sight at every viewport
// (regression: the pad pushed the knight off screen at 1280×800, and at 800×1280 and
// 1024×768 the sums 8–12 were below the fold).
const knightAt = game.events.findIndex(
  (e, i) =>
    e.type === 'rolled' &&
    (() => {
      const dev = legalActions(viewFor(fold(config, game.events.slice(0, i)), 'table'), e.seat).dev;
      return dev.kinds.includes('knight') && dev.held > 0;
    })(),
);
describe.each(VIEWPORTS)('the pre-roll knight and the dice pad at $name', (vp) => {
  it('every die, sum and the knight are inside the viewport', async () => {
    expect(knightAt).toBeGreaterThan(0);
    const ctx = await browser.newContext({
      ...TABLET,
      viewport: { width: vp.width, height: vp.height },
    });
    const page = await ctx.newPage();
    const { id, token } = await importGame(knightAt);
    await page.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), token);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('play-knight-early').waitFor();
    await page.screenshot({ path: `${SHOTS}/${vp.name}-knight-before-roll.png` });
    expect(await page.locator('[data-testid^=die-]').count()).toBe(12);
    expect(await padOutOfSight(page)).toEqual([]);
    await ctx.close();
  });
});

// The header reads whole in every language at every size (regression: at 800×1280 German
// "Bo ist a…", "Rück…" and "Wied…" were cut by ellipses, and the Swedish nickname checkbox
// was cut off at the header's right edge). Upright nothing in it is cut: no element's content
// is wider or taller than its box, and every word and control lies inside the header and
// inside its own control. Lying down, only undo's and redo's previews of what they take back
// (data-preview, from 1280 px) may be cut short, and then their title holds the whole text. Undo and redo keep their words as accessible
// names and titles (a screen reader and a long press name them when they are icons).
const TABLE_WORDS = { de, en, sv, da } as const;
/**
 * What is cut in the table's header: content wider or taller than a box that clips it (an
 * ellipsis, hidden overflow) or spilling out of its control, a control or word outside the
 * header, a word outside its control. Lying down, a preview cut short (data-preview) whose
 * control's title holds it whole is allowed (what undo and redo take back).
 */
function headerCuts(page: Page, upright: boolean): Promise<string[]> {
  return page.evaluate((upright) => {
    const header = document.querySelector('[data-testid=table-header]');
    if (!header) return ['no header'];
    const hbox = header.getBoundingClientRect();
    const bad: string[] = [];
    const shown = (el: Element) => el.getClientRects().length > 0;
    const nameOf = (el: Element) =>
      el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()} "${el.textContent}"`;
    const outside = (r: DOMRect, b: DOMRect) =>
      r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1;
    for (const el of [header, ...header.querySelectorAll('*')]) {
      if (!shown(el)) continue;
      const control = el.closest('button, a, select, label');
      const style = getComputedStyle(el);
      const wide = el.scrollWidth > el.clientWidth + 1;
      const tall = el.scrollHeight > el.clientHeight + 1;
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      // Content wider or taller than a box that clips it (an ellipsis, or hidden overflow),
      // or spilling out of a control.
      if ((wide || tall) && (clips || el === control)) {
        const whole = el.textContent?.trim() ?? '';
        const titled =
          !upright &&
          el.hasAttribute('data-preview') &&
          control?.getAttribute('title')?.includes(whole);
        if (!titled)
          bad.push(
            `${nameOf(el)} cut: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
          );
      }
      if (
        el !== header &&
        el.matches('button, a, select, input') &&
        outside(el.getBoundingClientRect(), hbox)
      )
        bad.push(`${nameOf(el)} outside the header`);
    }
    const walk = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const text = n.textContent?.trim();
      const parent = n.parentElement;
      if (!text || !parent || !shown(parent) || parent.tagName === 'OPTION') continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      // A text cut short lying down is judged by its clipping box (its title holds the rest).
      const style = getComputedStyle(parent);
      const clipped = style.overflowX !== 'visible' && style.textOverflow === 'ellipsis';
      const r =
        clipped && !upright ? parent.getBoundingClientRect() : range.getBoundingClientRect();
      if (outside(r, hbox)) bad.push(`"${text}" outside the header`);
      const control = parent.closest('button, a, select, label');
      if (control && outside(r, control.getBoundingClientRect()))
        bad.push(`"${text}" outside ${nameOf(control)}`);
    }
    return bad;
  }, upright);
}
describe.each(VIEWPORTS)('the header reads whole at $name', (vp) => {
  it.each(['de', 'en', 'sv', 'da'] as const)('%s', async (lang) => {
    const ctx = await browser.newContext({
      ...TABLET,
      viewport: { width: vp.width, height: vp.height },
    });
    await ctx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
    const page = await ctx.newPage();
    const { id, token } = await importGame();
    await page.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), token);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('dice-pad').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const upright = vp.height > vp.width;
    const cuts = await headerCuts(page, upright);
    await page.screenshot({ path: `${SHOTS}/header-${lang}-${vp.name}.png` });
    expect(cuts).toEqual([]);
    const w = TABLE_WORDS[lang];
    const header = page.getByTestId('table-header');
    for (const [testid, word] of [
      ['undo', w.undo],
      ['redo', w.redo],
    ] as const) {
      const button = header.getByRole('button', { name: word });
      expect(await button.getAttribute('data-testid')).toBe(testid);
      expect(await button.isVisible()).toBe(true);
      expect(await button.getAttribute('title')).toContain(word);
    }
    await ctx.close();
  });
});

// Upright, a name too long for one line wraps whose turn it is onto a second line rather than
// cutting it (regression: "Bo ist a…" at 800×1280); the header grows to hold it.
describe('a long name upright at 800×1280', () => {
  it('wraps the title whole onto two lines', async () => {
    const long: GameConfig = {
      ...config,
      players: [
        { name: 'Annemarie', color: 'red' },
        { name: 'Bartholomäus', color: 'blue' },
        { name: 'Constantin', color: 'white' },
      ],
    };
    const { id, hostToken } = await importLog(base, long, game.events.slice(0, at), {
      phoneInput: false,
    });
    const ctx = await browser.newContext({ ...TABLET, viewport: { width: 800, height: 1280 } });
    await ctx.addCookies([{ name: 'hexkeeper.lang', value: 'de', url: base }]);
    const page = await ctx.newPage();
    await page.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), hostToken);
    await open(page, `${base}/table/${id}`);
    await page.getByTestId('dice-pad').waitFor();
    const actor = long.players[rolled.seat]?.name ?? '';
    const title = page.getByTestId('turn-of');
    expect(await title.textContent()).toBe(de.turnOf(actor));
    await page.screenshot({ path: `${SHOTS}/header-de-long-name-portrait-800x1280.png` });
    expect(await headerCuts(page, true)).toEqual([]);
    // Two lines of text-2xl leading-tight (30 px each).
    expect(((await title.boundingBox())?.height ?? 0) / 30).toBeCloseTo(2, 1);
    await ctx.close();
  });
});

// A refused discard keeps what was picked (regression: the picks were wiped), and the refusal
// shows in the table's words in the strip under the board. The picker offers no more of a
// resource than the seat holds once it has read the seat's hand, so the refusal is provoked with
// that read failing (offline): the picker then limits only the total.
describe('a discard the engine refuses, on the tablet', () => {
  const seven = game.events.findIndex(
    (e) => e.type === 'rolled' && rolledSum(e) === 7 && (e.owed ?? []).some((n) => n > 0),
  );
  it('keeps its picks and says why', async () => {
    expect(seven).toBeGreaterThan(0);
    const e = game.events[seven] as Extract<Event, { type: 'rolled' }>;
    const seat = (e.owed ?? []).findIndex((n) => n > 0);
    const n = e.owed?.[seat] ?? 0;
    const held = fold(config, game.events.slice(0, seven)).players[seat]?.hand ?? {};
    // A resource the seat holds fewer than n of: n of it cannot be discarded.
    const r = Object.keys(held).find((k) => (held[k as keyof typeof held] ?? 0) < n) ?? 'ore';
    const created = await importLog(base, config, game.events.slice(0, seven), {
      phoneInput: false,
    });
    // No service worker: the seat read it would answer is the one this test makes fail (the
    // private discard reads the hand later than the old picker did, once the worker controls).
    const ctx = await browser.newContext({ ...TABLET, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.addInitScript(
      (t) => localStorage.setItem('hexkeeper.hostToken', t),
      created.hostToken,
    );
    // The seat's hand cannot be read: the picker falls back to the total alone.
    await page.route(`**/api/games/${created.id}/seats/*`, (route) => route.abort());
    await open(page, `${base}/table/${created.id}`);
    await tableStep(page, 'roll 7', () => page.click('[data-testid=sum-7]'));
    await page.click(`[data-testid=discard-open-${seat}]`);
    // The form opens inside the private moment (issue 28): the owner alone looks.
    await page.click('[data-testid=private-discard-show]');
    for (let i = 0; i < n; i++) await page.click(`[data-testid=discard-${seat}] [data-pick=${r}]`);
    await page.click(`[data-testid=discard-${seat}-submit]`);
    await page.waitForSelector('[data-testid=roll-strip] [data-testid=notice][data-tone=error]');
    // Said inside the private moment too: the strip is behind it.
    await page.getByTestId('private-discard-refused').waitFor();
    expect(
      await page.getAttribute(
        `[data-testid=discard-${seat}] [data-pick=${r}] [data-count]`,
        'data-count',
      ),
    ).toBe(String(n));
    await page.screenshot({ path: `${SHOTS}/discard-refused.png` });
    // With the hand read, the picker stops at what the seat holds: the refused pick is not offered.
    await page.unroute(`**/api/games/${created.id}/seats/*`);
    await page.click(`[data-testid=discard-${seat}] + div button:has-text("Cancel")`);
    await page.click(`[data-testid=discard-open-${seat}]`);
    // The form opens inside the private moment (issue 28): the owner alone looks.
    await page.click('[data-testid=private-discard-show]');
    await page.waitForSelector('[data-testid=discard-form][data-hand-known=true]');
    const has = held[r as keyof typeof held] ?? 0;
    for (let i = 0; i < has; i++)
      await page.click(`[data-testid=discard-${seat}] [data-pick=${r}]`);
    expect(
      await page.isDisabled(`[data-testid=discard-${seat}] [data-pick=${r}]`),
      `${r}: ${has} held`,
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/discard-limited.png` });
    await ctx.close();
  });
});
