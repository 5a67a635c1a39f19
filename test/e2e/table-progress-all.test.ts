// Every progress card at a real table (issue 32): the 23 kinds a player plays — the 54 cards
// less the printer and the constitution, which count when drawn — each played at least once
// on a screen in one whole game. The game is the engine's bot game of seed ck-whole-56
// (ck-drive.ts: the server's own config, so every draw is foreseen), which plays all 23.
//
// Tapped on the screens: every progress card Ann or Bo plays, puts back, draws as a tied
// defender or answers for another's card (wedding, commercial harbor, master merchant,
// saboteur, deserter, spy …), on their own phones; every card Cy (no phone) plays, draws or
// answers, in the tablet's private moment after the table looks away. The merchant, bishop,
// inventor, diplomat and intrigue are played bare on the screen and their spots tapped on the
// tablet's board as it asks (issue 32); Cy's engineer or medicine that names one of several
// spots by "Choose on the board" and a tap on that spot. After each tap the
// server's new events must be the ones the engine foresaw — each card's effect is the
// engine's, whose rows per card are in test/unit/ck-progress.test.ts. Sent as the host:
// every other command. Throughout, the tablet's page (text, hidden text and attributes) never
// names a progress card still in a hand, except kinds already played openly.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Command, randomGame } from '@/lib/game';
import { BOARD_CARDS } from '@/lib/game/features/progress/cards';
import { PROGRESS_CARD_IDS, PROGRESS_VP_CARDS } from '@/lib/rules/progress-cards';
import { ARTIFACTS, launch } from './browser';
import { boardTaps, calledTaps, cardsNamed, drive, seatTable, type Where } from './ck-drive';
import { create } from './server-helpers';
import { readTruth } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/ck`;
const SEED = 'ck-whole-56';

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
];

describe('every progress card at the table', () => {
  it('each kind played on a phone or in the private moment, answers on the answerers’ screens', async () => {
    const g = await create(base, { ruleset: 'ck', seed: SEED });
    const { config } = await readTruth(base, g.id, g.hostToken);
    const bot = randomGame(config, 6000);
    const kinds = PROGRESS_CARD_IDS.filter((c) => !PROGRESS_VP_CARDS.includes(c));
    expect(kinds).toHaveLength(23);
    const foreseen = new Set(
      bot.commands.flatMap((c) => (c.type === 'playProgress' ? [c.card] : [])),
    );
    expect([...foreseen].sort()).toEqual([...kinds].sort());

    const { tablet, phones } = await seatTable(browser, base, g, errors);

    const played = new Map<string, string[]>();
    const open = new Set<string>();
    const made: string[] = [];
    const where = (c: Command): Where => {
      if (!SEAT_MADE.includes(c.type) || !('seat' in c)) return { on: 'host' };
      if (c.seat === 0 || c.seat === 1) return { on: 'phone', page: phones[c.seat] as Page };
      // Cy's put-backs over the limit are the host's (no screen of the moment asks for them).
      return c.type === 'discardProgress' ? { on: 'host' } : { on: 'private' };
    };
    await drive(
      {
        base,
        g,
        config,
        tablet,
        where,
        before: async (c, _s, _i, w) => {
          if (c.type === 'playProgress' && !played.has(c.card) && w.on === 'phone')
            await w.page.screenshot({ path: `${SHOTS}/all-phone-390x844-${c.card}.png` });
        },
        after: async (c, s, _i, w) => {
          made.push(`${c.type}:${w.on}`);
          if (c.type !== 'playProgress') return;
          played.set(c.card, [...(played.get(c.card) ?? []), w.on]);
          open.add(c.card);
          // No card still held is named on the shared screen (those played openly may be).
          const held = (s.progress?.hands ?? []).flat().filter((x) => !open.has(x));
          expect(await cardsNamed(tablet, held)).toEqual([]);
        },
      },
      bot.commands,
    );

    // Every kind played on a screen: Ann's and Bo's on their phones, Cy's in the private moment.
    expect([...played.keys()].sort()).toEqual([...kinds].sort());
    for (const ons of played.values())
      for (const on of ons) expect(['phone', 'private']).toContain(on);
    expect(made).toContain('playProgress:private');
    expect(made).toContain('answerProgress:phone');
    expect(made).toContain('answerProgress:private');
    // The five cards whose spot is the board's were played bare on a screen, and their spots
    // tapped on the tablet; Cy's engineer or medicine may be too, from the private moment.
    expect([...new Set(calledTaps)].sort()).toEqual([...BOARD_CARDS].sort());
    console.log(`called, then tapped on the board: ${calledTaps.join(', ')}`);
    console.log(`chosen on the board from the private moment: ${boardTaps.join(', ')}`);
    const truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.phase).toBe('over');
    expect(truth.state.winner).toBe(bot.state.winner);
    await tablet.screenshot({ path: `${SHOTS}/all-landscape-1280x800-over.png` });
  }, 600_000);
});
