// A whole cities-and-knights game at the table (issue 32), from the first tap to a winner:
// Ann and Bo follow on their phones, Cy has none. The game is the engine's bot game of its
// seed (randomGame over the server's own config, so every draw and roll the server makes is
// the one foreseen); this seed's game has an attack won by the barbarians in which Ann loses a
// city, an attack won by the defenders, and a wedding and a commercial harbor that Ann or Bo
// answer (the test checks each of these of the foreseen game before it plays it).
//
// Tapped on the screens: who starts and the whole set-up on the tablet (every settlement and
// road on the spot the tablet offers); each city Ann and Bo lose to the barbarians, on their
// own phones; each wedding and commercial harbor answer of Ann and Bo, on their own phones.
// Sent as the tablet sends them (the host's commands, POST /api/games/<id>/commands): every
// other command of the game, in the bot's order — about 650 — while the tablet and both phones
// follow. At the end the tablet names the winner, each phone shows the game over, the
// server's log is the foreseen game (after each tap, its new events are the foreseen ones:
// ck-drive.ts) and no page threw. Screenshots: artifacts/ck/game-*.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Command, type GameState, randomGame } from '@/lib/game';
import { ARTIFACTS, launch } from './browser';
import { drive, seatTable, type Where } from './ck-drive';
import { create } from './server-helpers';
import { readTruth, tableVersion } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/ck`;
const SEED = 'ck-whole-16';
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

async function shoot(tablet: Page, moment: string) {
  for (const s of SIZES) {
    await tablet.setViewportSize({ width: s.width, height: s.height });
    await tablet.screenshot({ path: `${SHOTS}/game-${s.name}-${moment}.png` });
  }
  await tablet.setViewportSize({ width: 1280, height: 800 });
}

describe('a whole cities-and-knights game', () => {
  it('set-up tapped on the tablet, attacks and answers on the phones, to a winner', async () => {
    const g = await create(base, { ruleset: 'ck', seed: SEED });
    const { config } = await readTruth(base, g.id, g.hostToken);
    const bot = randomGame(config, 6000);
    const commands = bot.commands;
    // What this seed's game holds (the facts the test is about), foreseen from the engine.
    const attacks = bot.events.flatMap((e) => (e.type === 'rolled' && e.attack ? [e.attack] : []));
    expect(bot.state.phase).toBe('over');
    expect(attacks.some((a) => a.winner === 'defenders')).toBe(true);
    expect(attacks.some((a) => a.winner === 'barbarians' && a.losers.includes(0))).toBe(true);

    const { tablet, phones } = await seatTable(browser, base, g, errors);

    const tapped: string[] = [];
    const where = (c: Command, s: GameState): Where => {
      if (s.phase !== 'play' && ['decideOrder', 'buildSettlement', 'buildRoad'].includes(c.type))
        return { on: 'tablet' };
      const phone = 'seat' in c && (c.seat === 0 || c.seat === 1) ? phones[c.seat] : undefined;
      const pend = s.phase === 'play' ? s.turn.pending : null;
      const card = pend?.kind === 'progress' ? pend.choice.card : null;
      if (phone && c.type === 'pillageCity') return { on: 'phone', page: phone };
      if (
        phone &&
        c.type === 'answerProgress' &&
        (card === 'wedding' || card === 'commercialHarbor')
      )
        return { on: 'phone', page: phone };
      return { on: 'host' };
    };
    await drive(
      {
        base,
        g,
        config,
        tablet,
        where,
        before: async (c, s, i, w) => {
          if (i === 1) await shoot(tablet, 'setup');
          const pend = s.phase === 'play' ? s.turn.pending : null;
          const card = pend?.kind === 'progress' ? pend.choice.card : null;
          const seat = 'seat' in c ? c.seat : -1;
          tapped.push(c.type === 'answerProgress' ? `${card}:${seat}` : c.type);
          if (w.on !== 'phone') return;
          if (c.type === 'pillageCity' && tapped.indexOf('pillageCity') === tapped.length - 1) {
            await w.page.getByTestId('seat-pillage').waitFor();
            await w.page.screenshot({ path: `${SHOTS}/game-phone-390x844-pillage-${seat}.png` });
            await shoot(tablet, 'pillage');
          }
          if (c.type === 'answerProgress') {
            await w.page.getByTestId('progress-answer').waitFor();
            await w.page.screenshot({ path: `${SHOTS}/game-phone-390x844-${card}-${seat}.png` });
          }
        },
      },
      commands,
    );

    // Every moment named above happened on a screen.
    expect(tapped.filter((x) => x === 'buildSettlement')).toHaveLength(6);
    expect(tapped.filter((x) => x === 'buildRoad')).toHaveLength(6);
    expect(tapped).toContain('pillageCity');
    expect(tapped.some((x) => x.startsWith('wedding:'))).toBe(true);
    expect(tapped.some((x) => x.startsWith('commercialHarbor:'))).toBe(true);

    // The server's game is the foreseen one, over, and every screen says so.
    const truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.phase).toBe('over');
    expect(truth.state.winner).toBe(bot.state.winner);
    const winner = config.players[bot.state.winner ?? -1]?.name ?? '';
    await expect
      .poll(() => tableVersion(tablet), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(truth.state.version);
    await expect.poll(() => tablet.locator('header').textContent()).toContain(winner);
    for (const phone of phones)
      await expect.poll(() => phone.locator('main').textContent()).toContain(winner);
    await shoot(tablet, 'over');
    await phones[0]?.screenshot({ path: `${SHOTS}/game-phone-390x844-over.png` });
  }, 420_000);
});
