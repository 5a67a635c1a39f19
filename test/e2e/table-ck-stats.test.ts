// The Stats tab of a cities-and-knights game (issue 32): a random legal ck game imported part
// way, opened on the tablet, shows the barbarian attacks won and lost and the bars of progress
// cards drawn and played and of commodities received, the numbers lib/game/stats.ts has for
// the same events. Screenshot: artifacts/ck/stats.png.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fold, gameStats, randomGame } from '@/lib/game';
import { ARTIFACTS, launch } from './browser';
import { ckConfig } from './ck-game';
import { importGame } from './server-helpers';
import { hostTablet } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/ck`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Stats tab of a ck game', () => {
  it('shows the attacks, progress cards per deck and commodities the log has', async () => {
    const config = ckConfig('ck-stats-2');
    // Cut before a winner: the game-over screen would draw its own stats beside the tab's.
    const all = randomGame(config, 3000).events;
    const events = all.slice(0, Math.floor(all.length * 0.8));
    expect(fold(config, events).phase).toBe('play');
    const stats = gameStats(config, events);
    const g = await importGame(base, config, events, { phoneInput: false });
    const tablet = await hostTablet(browser, base, g.id, g.hostToken);
    const errors: string[] = [];
    tablet.on('pageerror', (e) => errors.push(String(e)));
    await tablet.click('[data-testid=tab-stats]');
    const b = tablet.getByTestId('stats-barbarians');
    await b.waitFor();
    expect([await b.getAttribute('data-won'), await b.getAttribute('data-lost')]).toEqual([
      String(stats.barbarians?.won),
      String(stats.barbarians?.lost),
    ]);
    for (const id of ['stats-progress-drawn', 'stats-progress-played', 'stats-commodities'])
      expect(await tablet.getByTestId(id).count()).toBe(1);
    const drawn = await tablet
      .locator('[data-testid=stats-progress-drawn] [data-total]')
      .evaluateAll((xs) => xs.map((x) => Number(x.getAttribute('data-total'))));
    expect(drawn).toEqual(
      stats.players.map((p) => Object.values(p.progress?.drawn ?? {}).reduce((a, c) => a + c, 0)),
    );
    await tablet.getByTestId('stats-barbarians').scrollIntoViewIfNeeded();
    await tablet.screenshot({ path: `${SHOTS}/stats.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
