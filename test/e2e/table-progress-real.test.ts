// The box's own progress cards at a real table (issue 33, options.progressDeck 'table'): a
// card drawn is known to the app only by its colour until its holder names it on the phone.
// The game is the engine's bot game of seed ck-real-214 (ck-drive.ts: the server's own config,
// so every draw is foreseen), in which Ann and Bo name cards, put an undeclared one back over
// the hand limit, and a spy's player picks an undeclared card on its target's phone.
//
// Tapped on Ann's and Bo's phones: every card they name, put back, play, draw or answer; the
// rest is sent as the host. Throughout, the tablet's page (text, hidden text and attributes)
// never names a card still in a hand, and a card named shows on its holder's phone only.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Command, type GameState, randomGame } from '@/lib/game';
import { ARTIFACTS, launch } from './browser';
import { cardsNamed, drive, seatTable, type Where } from './ck-drive';
import { create } from './server-helpers';
import { readTruth } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/ck`;
const SEED = 'ck-real-214';

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

const SEAT_MADE: readonly Command['type'][] = [
  'playProgress',
  'answerProgress',
  'drawProgress',
  'discardProgress',
  'declareProgress',
];

describe('the box’s own progress cards at the table', () => {
  it('named on the phones only; an undeclared card put back and taken by a spy by its colour', async () => {
    const g = await create(base, {
      ruleset: 'ck',
      seed: SEED,
      options: { progressDeck: 'table' },
    });
    const { config } = await readTruth(base, g.id, g.hostToken);
    expect(config.options.progressDeck).toBe('table');
    const bot = randomGame(config, 6000);
    const mine = (c: Command) => 'seat' in c && (c.seat === 0 || c.seat === 1);
    // What this seed's game holds, foreseen from the engine.
    expect(bot.state.phase).toBe('over');
    expect(
      bot.commands.some((c) => c.type === 'answerProgress' && c.card === 'unknown' && mine(c)),
    ).toBe(true);
    expect(
      bot.commands.some((c) => c.type === 'discardProgress' && c.card === 'unknown' && mine(c)),
    ).toBe(true);

    const { tablet, phones } = await seatTable(browser, base, g, errors);
    const made: string[] = [];
    const played = new Set<string>();
    const where = (c: Command): Where =>
      SEAT_MADE.includes(c.type) && mine(c) && 'seat' in c
        ? { on: 'phone', page: phones[c.seat] as Page }
        : { on: 'host' };
    const shot = new Set<string>();
    await drive(
      {
        base,
        g,
        config,
        tablet,
        where,
        before: async (c, _s, _i, w) => {
          const kind =
            c.type === 'declareProgress'
              ? 'declare'
              : c.type === 'discardProgress' && c.card === 'unknown'
                ? 'putback'
                : c.type === 'answerProgress' && c.card === 'unknown'
                  ? 'spy'
                  : null;
          if (kind === 'spy' && w.on === 'phone') {
            // The target's phone says the spy's player picks here.
            const here = w.page.getByTestId('progress-spy-here');
            await here.waitFor();
            expect(await here.textContent()).toMatch(
              /^Let (Ann|Bo|Cy) see your progress cards here/,
            );
          }
          if (kind && w.on === 'phone' && !shot.has(kind)) {
            shot.add(kind);
            await w.page.screenshot({ path: `${SHOTS}/real-phone-390x844-${kind}.png` });
          }
        },
        after: async (c, s: GameState, _i, w) => {
          if (w.on === 'phone')
            made.push(
              c.type === 'answerProgress' || c.type === 'discardProgress'
                ? `${c.type}:${'card' in c ? c.card : ''}`
                : c.type,
            );
          if (c.type === 'playProgress') played.add(c.card);
          for (const x of s.progress?.shown.flat() ?? []) played.add(x);
          const held = (s.progress?.hands ?? []).flat().filter((x) => !played.has(x));
          // The shared screen names no card still in a hand (one played is public).
          expect(await cardsNamed(tablet, held)).toEqual([]);
          if (c.type === 'declareProgress' && (c.seat === 0 || c.seat === 1)) {
            // The card named shows on its holder's phone, and not on the other's.
            const own = phones[c.seat] as Page;
            const other = phones[1 - c.seat] as Page;
            await expect.poll(() => cardsNamed(own, [c.card])).toEqual([c.card]);
            const theirs = s.progress?.hands[1 - c.seat] ?? [];
            if (!played.has(c.card) && !theirs.includes(c.card))
              expect(await cardsNamed(other, [c.card])).toEqual([]);
          }
        },
      },
      bot.commands,
    );

    expect(made).toContain('declareProgress');
    expect(made).toContain('discardProgress:unknown');
    expect(made).toContain('answerProgress:unknown');
    const truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.phase).toBe('over');
    expect(truth.state.winner).toBe(bot.state.winner);
    await tablet.screenshot({ path: `${SHOTS}/real-landscape-1280x800-over.png` });
  }, 600_000);
});
