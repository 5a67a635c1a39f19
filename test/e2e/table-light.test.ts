// The host tablet's page and /table/new load only what their first paint needs: the scripts
// their HTML names hold none of zod's schemas (the '@/lib/game' and '@/lib/board' barrels
// brought them in) and none of the dialogs that open on a tap (app/table/[id]/lazy-panels.tsx:
// the stats tab, the game-over dialog, the correction dialog…). Those still open: their code
// arrives on demand.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STATS } from '@/app/ui/stats/i18n';
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

/** The text of every script the page's HTML names (its first scripts), by path. */
async function firstScripts(path: string): Promise<Map<string, string>> {
  const html = await (await fetch(base + path)).text();
  const srcs = new Set([...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]));
  const scripts = new Map<string, string>();
  for (const src of srcs) if (src) scripts.set(src, await (await fetch(base + src)).text());
  return scripts;
}

const carrying = (scripts: Map<string, string>, text: string) =>
  [...scripts].filter(([, body]) => body.includes(text)).map(([src]) => src);

describe('the table pages are light', () => {
  it("/table/<id>'s first scripts hold no zod and no stats tab; the tab still opens", async () => {
    const g = await create(base);
    const scripts = await firstScripts(`/table/${g.id}`);
    expect(scripts.size).toBeGreaterThan(3);
    // The page's own code is among them (its words are read at first paint)…
    expect(carrying(scripts, 'notHostTitle').length).toBeGreaterThan(0);
    // …but not zod, nor the stats charts' words.
    expect({
      zod: carrying(scripts, 'ZodError'),
      stats: carrying(scripts, STATS.en.causes.seven),
    }).toEqual({ zod: [], stats: [] });

    const ctx = await browser.newContext(TABLET);
    await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
    const page = await ctx.newPage();
    await open(page, `${base}/table/${g.id}`);
    await page.click('[data-testid=tab-stats]');
    await page.locator('[data-testid=stats]').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/table-light-stats.png` });
    await ctx.close();
  });

  it("/table/new's first scripts hold no zod", async () => {
    const scripts = await firstScripts('/table/new');
    expect(scripts.size).toBeGreaterThan(3);
    expect(carrying(scripts, 'ZodError')).toEqual([]);
  });
});
