// The host tablet's page and /table/new load only what their first paint needs: the scripts
// their HTML names hold none of zod's schemas (the '@/lib/game' and '@/lib/board' barrels
// brought them in) and none of the dialogs that open on a tap (app/table/[id]/lazy-panels.tsx:
// the stats tab, the game-over dialog, the correction dialog…). Those still open: their code
// arrives on demand. The tablet's words come in the page's language only (app/ui/lazy-words.ts:
// words/, menu-words/, phones-words/, starfarers/words/): every script the page loads holds
// its own language's words and no other's, and the language switch brings another one on
// demand. The rule refusals' words (app/ui/rule-errors.ts, every language) arrive with the
// first refusal (app/table/[id]/refusal.tsx).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CORRECT } from '@/app/table/[id]/correct-i18n';
import menuDa from '@/app/table/[id]/menu-words/da';
import menuDe from '@/app/table/[id]/menu-words/de';
import menuEn from '@/app/table/[id]/menu-words/en';
import menuSv from '@/app/table/[id]/menu-words/sv';
import phonesDa from '@/app/table/[id]/phones-words/da';
import phonesDe from '@/app/table/[id]/phones-words/de';
import phonesEn from '@/app/table/[id]/phones-words/en';
import phonesSv from '@/app/table/[id]/phones-words/sv';
import sfDa from '@/app/table/[id]/starfarers/words/da';
import sfDe from '@/app/table/[id]/starfarers/words/de';
import sfEn from '@/app/table/[id]/starfarers/words/en';
import sfSv from '@/app/table/[id]/starfarers/words/sv';
import tableDa from '@/app/table/[id]/words/da';
import tableDe from '@/app/table/[id]/words/de';
import tableEn from '@/app/table/[id]/words/en';
import tableSv from '@/app/table/[id]/words/sv';
import { UI } from '@/app/ui/i18n';
import { ruleErrorText } from '@/app/ui/rule-errors';
import { STATS } from '@/app/ui/stats/i18n';
import type { Lang } from '@/lib/i18n/names';
import { ARTIFACTS, launch, open } from './browser';
import { create } from './server-helpers';
import { TABLET } from './table-helpers';

const base = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The text of every script the page's HTML names (its first scripts: its script tags and the
 * chunks its flight data lists for the client components it hydrates), by path.
 */
async function firstScripts(path: string): Promise<Map<string, string>> {
  const html = await (await fetch(base + path)).text();
  const legacy = new Set([...html.matchAll(/<script src="([^"]+)" noModule/g)].map((m) => m[1]));
  const srcs = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w./\-[\]@%]+?\.js/g)]
      .map((m) => m[0])
      .filter((src) => !legacy.has(src)),
  );
  const scripts = new Map<string, string>();
  for (const src of srcs) if (src) scripts.set(src, await (await fetch(base + src)).text());
  return scripts;
}

const carrying = (scripts: Map<string, string>, text: string) =>
  [...scripts]
    .filter(([, body]) => body.includes(text))
    .map(([src]) => new URL(src, base).pathname);

/** One sentence per words file and language, found only in that language's words. */
const MARKS: Readonly<Record<Lang, readonly string[]>> = {
  en: [tableEn.phoneInputHelp, menuEn.exportFailed, sfEn.noColony, phonesEn.withdrawYes],
  sv: [tableSv.phoneInputHelp, menuSv.exportFailed, sfSv.noColony, phonesSv.withdrawYes],
  de: [tableDe.phoneInputHelp, menuDe.exportFailed, sfDe.noColony, phonesDe.withdrawYes],
  da: [tableDa.phoneInputHelp, menuDa.exportFailed, sfDa.noColony, phonesDa.withdrawYes],
};
const LANGS = Object.keys(MARKS) as Lang[];
const TABLE_WORDS = { en: tableEn, sv: tableSv, de: tableDe, da: tableDa } as const;

/** Opens the host tablet in `lang` and returns the page and the text of every script it loaded. */
async function openTablet(lang: Lang): Promise<{ page: Page; scripts: Map<string, string> }> {
  const g = await create(base);
  const ctx = await browser.newContext({ ...TABLET, serviceWorkers: 'block' });
  await ctx.addCookies([{ name: 'hexkeeper.lang', value: lang, url: base }]);
  await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
  const page = await ctx.newPage();
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    // A script still arriving when the test closes the page has no body to read: '' rather
    // than an unhandled rejection (seat-light.test.ts failed CI so once).
    if (r.request().resourceType() === 'script')
      bodies.set(
        r.url(),
        r.text().catch(() => ''),
      );
  });
  await open(page, `${base}/table/${g.id}`);
  await page.getByText(TABLE_WORDS[lang].whoStarts).first().waitFor();
  const scripts = new Map<string, string>();
  for (const [url, body] of bodies) scripts.set(url, await body);
  return { page, scripts };
}

/** For each language, whether some script holds each of its marks. */
const marksIn = (scripts: Map<string, string>) =>
  Object.fromEntries(
    LANGS.map((l) => [l, MARKS[l].map((mark) => carrying(scripts, mark).length > 0)]),
  );

describe('the table pages are light', () => {
  it("/table/<id>'s first scripts hold no zod and no stats tab; the tab still opens", async () => {
    const g = await create(base);
    const scripts = await firstScripts(`/table/${g.id}`);
    expect(scripts.size).toBeGreaterThan(3);
    // The page's own code is among them (it reads `t.notHostTitle`; the words come after)…
    expect(carrying(scripts, 'notHostTitle').length).toBeGreaterThan(0);
    // …but not zod, nor the stats charts' words, nor words of screens the tablet opens on a
    // tap or draws for one ruleset only: the board studio's (the tablet read three of them for
    // harbor titles and the phone mark), the correction dialog's, the real bag's panel's.
    expect({
      zod: carrying(scripts, 'ZodError'),
      stats: carrying(scripts, STATS.en.causes.seven),
      studio: carrying(scripts, UI.en.boardError),
      correction: carrying(scripts, CORRECT.en.reasonHint),
      bag: carrying(scripts, 'Drawn from our own bag'),
    }).toEqual({ zod: [], stats: [], studio: [], correction: [], bag: [] });

    const ctx = await browser.newContext(TABLET);
    await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
    const page = await ctx.newPage();
    await open(page, `${base}/table/${g.id}`);
    await page.click('[data-testid=tab-stats]');
    await page.locator('[data-testid=stats]').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/table-light-stats.png` });
    await ctx.close();
  });

  // Cities and knights' drawings and panels (app/table/[id]/ck-lazy.tsx, panels/lazy.ts) load
  // only for a game that has them: they took the base tablet past its 220 KB budget.
  it("a base game's tablet loads none of cities and knights' panels or drawings", async () => {
    const { page, scripts } = await openTablet('en');
    expect(scripts.size).toBeGreaterThan(3);
    expect(carrying(scripts, 'notHostTitle').length).toBeGreaterThan(0);
    expect({
      track: carrying(scripts, 'barbarian-forecast'),
      knights: carrying(scripts, 'displaced-supply'),
      walls: carrying(scripts, 'build-wall'),
      dice: carrying(scripts, 'three-dice-row'),
      progress: carrying(scripts, 'progress-decks'),
    }).toEqual({ track: [], knights: [], walls: [], dice: [], progress: [] });
    await page.context().close();
  });

  it("/table/new's first scripts hold no zod", async () => {
    const scripts = await firstScripts('/table/new');
    expect(scripts.size).toBeGreaterThan(3);
    expect(carrying(scripts, 'ZodError')).toEqual([]);
  });

  it.each(LANGS)("the tablet in %s loads that language's words and no other's", async (lang) => {
    const { page, scripts } = await openTablet(lang);
    expect(scripts.size).toBeGreaterThan(3);
    // Every words file's mark in the page's language is in some script, none of the others'.
    expect(marksIn(scripts)).toEqual(
      Object.fromEntries(LANGS.map((l) => [l, MARKS[l].map(() => l === lang)])),
    );
    await page.context().close();
  });

  it("the scripts the tablet's HTML names hold no language's words: they come after", async () => {
    const g = await create(base);
    const scripts = await firstScripts(`/table/${g.id}`);
    expect(scripts.size).toBeGreaterThan(3);
    expect(marksIn(scripts)).toEqual(
      Object.fromEntries(LANGS.map((l) => [l, MARKS[l].map(() => false)])),
    );
  });

  it('the language switch still works: German words arrive on demand', async () => {
    const { page } = await openTablet('en');
    await page.selectOption('select[aria-label=Language]', 'de');
    await expect.poll(() => page.getByText(tableDe.whoStarts).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.screenshot({ path: `${ARTIFACTS}/table-light-de.png` });
    await page.context().close();
  });

  it('refusals are said in words that arrive with the first one, not before', async () => {
    const { page, scripts } = await openTablet('en');
    expect(carrying(scripts, ruleErrorText('de', 'ERR_NOT_YOUR_TURN'))).toEqual([]);
    // The server refuses the next command: the tablet says why in its language.
    await page.route('**/commands', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'ERR_NOT_YOUR_TURN', message: 'not your turn' } }),
      }),
    );
    await page.getByRole('button', { name: tableEn.rollForStart }).click();
    const notice = page.locator('[data-testid=notice][data-tone=error]');
    await expect
      .poll(() => notice.textContent())
      .toContain(ruleErrorText('en', 'ERR_NOT_YOUR_TURN'));
    await page.screenshot({ path: `${ARTIFACTS}/table-light-refusal.png` });
    await page.context().close();
  });
});
