// A whole cities-and-knights game at the table (issue 32), from the first tap to a winner:
// Ann and Bo follow on their phones, Cy has none. The game is the engine's bot game of its
// seed (randomGame over the server's own config, so every draw and roll the server makes is
// the one foreseen); this seed's game has the first attack won by the barbarians (each player
// loses a city), later attacks won by the defenders, a wedding answered by Ann on her phone, a
// wedding answered by Ann and Bo on theirs and a commercial harbor answered by Ann on hers.
//
// Tapped on the screens: who starts and the whole set-up on the tablet (every settlement and
// road on the spot the tablet offers); each city Ann and Bo lose to the barbarians, on their
// own phones; each wedding and commercial harbor answer of Ann and Bo, on their own phones.
// Sent as the tablet sends them (the host's commands, POST /api/games/<id>/commands): every
// other command of the game, in the bot's order — about 650 — while the tablet and both phones
// follow. At the end the tablet names the winner, each phone shows the game over, the
// server's log is the foreseen game and no page threw. Screenshots: artifacts/ck/game-*.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createGame,
  decide,
  type Event,
  evolve,
  type GameState,
  legalActions,
  randomGame,
  viewFor,
} from '@/lib/game';
import { ARTIFACTS, launch } from './browser';
import { call, clientId, create } from './server-helpers';
import { hostTablet, joinSeat, PHONE, readTruth, tableStep, tableVersion } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/ck`;
const SEED = 'ck-whole-21';
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

/** A hand without its empty entries (the phone sends only what was picked). */
const cardsOf = (h: Readonly<Record<string, number>> | undefined) =>
  Object.fromEntries(Object.entries(h ?? {}).filter(([, n]) => n > 0));

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

    const tablet = await hostTablet(browser, base, g.id, g.hostToken);
    tablet.on('pageerror', (e) => errors.push(`tablet: ${String(e)}`));
    const phones: Page[] = [];
    for (const seat of [0, 1]) {
      const phone = await (await browser.newContext(PHONE)).newPage();
      phone.on('pageerror', (e) => errors.push(`phone ${seat}: ${String(e)}`));
      await joinSeat(phone, base, g, seat);
      await phone.getByTestId('seat-name').waitFor();
      phones.push(phone);
    }
    for (const seat of [0, 1])
      await tablet.waitForSelector(`[data-testid=score-${seat}][data-phone=online]`);

    let s: GameState = createGame(config);
    let version = g.version;
    const tapped: string[] = [];
    /** Waits until the tablet shows version `v` or later. */
    const caughtUp = (v: number) =>
      expect.poll(() => tableVersion(tablet), { timeout: 20_000 }).toBeGreaterThanOrEqual(v);
    /** The server's version now. */
    const serverVersion = async () =>
      (await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken })).body
        .version as number;
    /** Waits for the server to pass `v` after a tap on a phone. */
    const advanced = (v: number) =>
      expect.poll(serverVersion, { timeout: 20_000 }).toBeGreaterThan(v);

    for (const [i, c] of commands.entries()) {
      const d = decide(s, c);
      if (!d.ok) throw new Error(`command ${i} (${c.type}): ${d.error.message}`);
      const setUp = s.phase !== 'play';
      const phoneSeat = 'seat' in c && (c.seat === 0 || c.seat === 1) ? c.seat : null;
      const pend = s.phase === 'play' ? s.turn.pending : null;
      const answered =
        c.type === 'answerProgress' && pend?.kind === 'progress' ? pend.choice.card : null;
      if (
        setUp &&
        (c.type === 'decideOrder' || c.type === 'buildSettlement' || c.type === 'buildRoad')
      ) {
        // The set-up, tapped on the tablet on the very spot the bot chose.
        await caughtUp(version);
        if (c.type === 'decideOrder')
          await tableStep(tablet, 'who starts', () => tablet.click('[data-testid=decide-order]'));
        else if (c.type === 'buildSettlement')
          await tableStep(tablet, 'settlement', () =>
            tablet.click(`[data-spot-vertex="${c.vertex}"]`),
          );
        else await tableStep(tablet, 'road', () => tablet.click(`[data-spot-edge="${c.edge}"]`));
        if (i === 1) await shoot(tablet, 'setup');
        version = await tableVersion(tablet);
        tapped.push(c.type);
      } else if (c.type === 'pillageCity' && phoneSeat !== null) {
        // The barbarians won: the loser picks the city on their own phone.
        const phone = phones[phoneSeat] as Page;
        await caughtUp(version);
        await phone.getByTestId('seat-pillage').waitFor();
        if (!tapped.includes('pillageCity')) {
          await phone.screenshot({ path: `${SHOTS}/game-phone-390x844-pillage-${phoneSeat}.png` });
          await shoot(tablet, 'pillage');
        }
        await phone.click(`[data-testid=pillage-city][data-vertex="${c.vertex}"]`);
        await advanced(version);
        version = await serverVersion();
        tapped.push(c.type);
      } else if (
        c.type === 'answerProgress' &&
        phoneSeat !== null &&
        (answered === 'wedding' || answered === 'commercialHarbor')
      ) {
        // An opponent's choice, made by that opponent on their phone.
        const phone = phones[phoneSeat] as Page;
        await caughtUp(version);
        const answer = legalActions(viewFor(s, phoneSeat), phoneSeat).progress?.answer;
        if (!answer) throw new Error(`command ${i}: no answer listed for seat ${phoneSeat}`);
        await phone.getByTestId('progress-answer').waitFor();
        if (answer.commands.length > 0) {
          const want = JSON.stringify(cardsOf(c.cards));
          const j = answer.commands.findIndex((o) => JSON.stringify(cardsOf(o.cards)) === want);
          expect(j).toBeGreaterThanOrEqual(0);
          await phone.locator('[data-testid=progress-answer-option]').nth(j).click();
        } else {
          for (const [r, n] of Object.entries(cardsOf(c.cards)))
            for (let k = 0; k < n; k++) await phone.click(`[data-testid=pick-${r}-plus]`);
          await phone.screenshot({
            path: `${SHOTS}/game-phone-390x844-${answered}-${phoneSeat}.png`,
          });
          await phone.click('[data-testid=choice-submit]');
        }
        await advanced(version);
        version = await serverVersion();
        tapped.push(`${answered}:${phoneSeat}`);
      } else {
        const a = await call(base, 'POST', `/api/games/${g.id}/commands`, {
          token: g.hostToken,
          body: { clientId: clientId(), version, command: c },
        });
        if (a.status !== 200)
          throw new Error(`command ${i} (${c.type}): ${a.status} ${JSON.stringify(a.body)}`);
        version = a.body.version as number;
      }
      for (const e of d.value as Event[]) s = evolve(s, e);
    }

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
    await caughtUp(version);
    await expect.poll(() => tablet.locator('header').textContent()).toContain(winner);
    for (const phone of phones)
      await expect.poll(() => phone.locator('main').textContent()).toContain(winner);
    await shoot(tablet, 'over');
    await phones[0]?.screenshot({ path: `${SHOTS}/game-phone-390x844-over.png` });
  }, 420_000);
});
