// Plays a bot game of cities and knights at a real table (table-ck-game.test.ts,
// table-progress-all.test.ts): the engine's bot game of the server's own config (randomGame, so
// every draw the server makes is the one foreseen), each command either tapped on a screen —
// the tablet, a seat's phone, or the tablet's private moment of a phone-less seat — or sent as
// the host's tablet sends it. After each tap the server's new events must be the foreseen ones:
// a screen that sent anything else fails at once, with the command's number.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  type Command,
  createGame,
  decide,
  deepEqual,
  type Event,
  evolve,
  type GameConfig,
  type GameState,
  legalActions,
  type Seat,
  viewFor,
} from '@/lib/game';
import { boardStep, progressBoardChoice, progressSpotOf, progressTaps } from '@/lib/game/ck-table';
import { isBoardCard } from '@/lib/game/features/progress/cards';
import { PROGRESS_WORDS } from '@/lib/i18n/progress-cards';
import { PROGRESS_CARD_IDS, PROGRESS_CARDS, type ProgressCardId } from '@/lib/rules/progress-cards';
import { ARTIFACTS } from './browser';
import { type Created, call, clientId } from './server-helpers';
import { hostTablet, joinSeat, PHONE, readTruth, tableStep, tableVersion } from './table-helpers';

/** Where a command is made: on a screen, or sent as the host. */
export type Where =
  | { readonly on: 'tablet' }
  | { readonly on: 'phone'; readonly page: Page }
  | { readonly on: 'private' }
  | { readonly on: 'host' };

export interface Drive {
  readonly base: string;
  readonly g: Created;
  readonly config: GameConfig;
  readonly tablet: Page;
  /** Where command `i` (`c`, in state `s`) is made. */
  readonly where: (c: Command, s: GameState, i: number) => Where;
  /** Called before a screen makes command `i` (screenshots, checks). */
  readonly before?: (c: Command, s: GameState, i: number, w: Where) => Promise<void>;
  /** Called after command `i` is in the server's log. */
  readonly after?: (c: Command, s: GameState, i: number, w: Where) => Promise<void>;
}

/** A hand without its empty entries (a screen sends only what was picked). */
const cardsOf = (h: Readonly<Record<string, number>> | undefined) =>
  Object.fromEntries(Object.entries(h ?? {}).filter(([, n]) => n > 0));

/**
 * Events as compared: without properties that are 0 (a screen sends the cards picked, the bot
 * a whole hand with its empty entries: the same cards given). Array entries are kept.
 */
const sparse = (x: unknown): unknown =>
  JSON.parse(
    JSON.stringify(x, (k, v) => (v === 0 && k !== '' && Number.isNaN(Number(k)) ? undefined : v)),
  );

/** The seat's choices on its own screen (the phone, or the tablet's private moment: the same component). */
async function seatTaps(root: Page | Locator, c: Command, s: GameState, seat: Seat, i: number) {
  const legal = legalActions(viewFor(s, seat), seat);
  const at = `command ${i} (${c.type})`;
  switch (c.type) {
    case 'pillageCity':
      await root.locator(`[data-testid=pillage-city][data-vertex="${c.vertex}"]`).click();
      return;
    case 'drawProgress':
      await root.locator(`[data-testid=progress-draw-${c.deck}]`).click();
      return;
    case 'discardProgress':
      // Real cards: an undeclared card goes back by its colour.
      await root
        .locator(
          c.card === 'unknown'
            ? `[data-testid=progress-discard-unknown-${c.deck}]`
            : `[data-testid=progress-discard-${c.card}]`,
        )
        .click();
      return;
    case 'declareProgress': {
      // Real cards: "Which card is it?" on the card's colour, then the card's name.
      const deck = PROGRESS_CARDS[c.card].deck;
      await root.locator(`[data-testid=progress-declare-${deck}]`).click();
      await root.locator(`[data-testid=progress-declares-${deck}] [data-card=${c.card}]`).click();
      return;
    }
    case 'playProgress': {
      const play = legal.progress?.plays.find((p) => p.card === c.card);
      if (!play) throw new Error(`${at}: ${c.card} not listed for seat ${seat}`);
      const button = root.locator(`[data-testid=progress-play-${c.card}]`);
      if (play.commands.length === 1 || play.call) {
        // A card whose spot is the board's is played bare here; boardPlay taps its spot.
        await button.click();
        return;
      }
      const j = play.commands.findIndex((o) => deepEqual(o, c));
      if (j < 0) throw new Error(`${at}: the bot's ${c.card} is not among the listed plays`);
      await button.click();
      await root
        .locator(`[data-testid=progress-options-${c.card}] [data-testid=progress-option]`)
        .nth(j)
        .click();
      return;
    }
    case 'answerProgress': {
      const answer = legal.progress?.answer;
      if (!answer) throw new Error(`${at}: no answer listed for seat ${seat}`);
      await root.locator('[data-testid=progress-answer]').waitFor();
      if (answer.commands.length > 0) {
        const j = answer.commands.findIndex((o) =>
          'cards' in c
            ? JSON.stringify(cardsOf(o.cards)) === JSON.stringify(cardsOf(c.cards))
            : deepEqual(o, c),
        );
        if (j < 0) throw new Error(`${at}: the bot's answer is not among the listed ones`);
        await root.locator('[data-testid=progress-answer-option]').nth(j).click();
      } else {
        for (const [r, n] of Object.entries(cardsOf(c.cards)))
          for (let k = 0; k < n; k++) await root.locator(`[data-testid=pick-${r}-plus]`).click();
        await root.locator('[data-testid=choice-submit]').click();
      }
      return;
    }
    default:
      throw new Error(`${at}: no seat screen makes it here`);
  }
}

/**
 * The progress cards of `cards` whose English name (or id as a `data-card` attribute) is
 * anywhere in the page, hidden text included. A longer name that holds one ("Merchant fleet"
 * holds "Merchant") is another card's.
 */
export async function cardsNamed(page: Page, cards: readonly string[]): Promise<string[]> {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const names = PROGRESS_CARD_IDS.map((id) => PROGRESS_WORDS.en[id].name);
  return [...new Set(cards)].filter((c) => {
    const name = PROGRESS_WORDS.en[c as ProgressCardId].name;
    const text = names
      .filter((n) => n !== name && n.includes(name))
      .reduce((t, n) => t.split(n).join(''), html);
    return text.includes(name) || html.includes(`data-card="${c}"`);
  });
}

/** The set-up and who starts, tapped on the tablet's board and panel. */
async function tabletTaps(tablet: Page, c: Command) {
  if (c.type === 'decideOrder')
    await tableStep(tablet, 'who starts', () => tablet.click('[data-testid=decide-order]'));
  else if (c.type === 'buildSettlement' || c.type === 'buildCity')
    await tableStep(tablet, c.type, () => tablet.click(`[data-spot-vertex="${c.vertex}"]`));
  else if (c.type === 'buildRoad')
    await tableStep(tablet, 'road', () => tablet.click(`[data-spot-edge="${c.edge}"]`));
  else throw new Error(`the tablet's taps do not make ${c.type} here`);
}

/** The progress cards a phone-less seat played by a tap on the tablet's board, in order. */
export const boardTaps: string[] = [];

/** The tablet's sizes at a table (the whole-game tests' screenshots). */
const TABLET_SIZES = [
  ['landscape-1280x800', 1280, 800],
  ['tablet-1024x768', 1024, 768],
  ['portrait-800x1280', 800, 1280],
] as const;

/** The board cards (merchant, bishop, inventor, diplomat, intrigue) a phone called, in order. */
export const calledTaps: string[] = [];

/**
 * The spots of a card played bare on a phone (or in the private moment), tapped on the tablet's
 * board as it asks: one tap per spot, in order; a play that stops short of the taps still
 * offered (one's own road taken up and not laid again) with the panel's button.
 */
async function boardPlay(tablet: Page, c: Command, s: GameState, seat: Seat) {
  if (c.type !== 'playProgress') return;
  const commands =
    legalActions(viewFor(s, seat), seat).progress?.plays.find((p) => p.card === c.card)?.commands ??
    [];
  const spots = progressTaps(c)?.spots ?? [];
  const panel = tablet.getByTestId('progress-board-play');
  await panel.waitFor();
  const first = !calledTaps.includes(c.card);
  if (first) {
    // The first time a card is asked for: the tablet at the three sizes the table uses.
    for (const [name, width, height] of TABLET_SIZES) {
      await tablet.setViewportSize({ width, height });
      await tablet.screenshot({ path: `${ARTIFACTS}/ck/${name}-called-${c.card}.png` });
    }
    await tablet.setViewportSize({ width: 1280, height: 800 });
  }
  for (const [k, spot] of spots.entries()) {
    await tablet.locator(`[data-testid=progress-board-play][data-taps="${k}"]`).waitFor();
    if (first && k === 1)
      await tablet.screenshot({
        path: `${ARTIFACTS}/ck/landscape-1280x800-called-${c.card}-second.png`,
      });
    await tablet.click(`[data-spot-${spot.kind}="${spot.id}"]`);
  }
  const ids = spots.map((x) => x.id);
  if (boardStep(commands, ids).ids.length > 0) {
    await tablet.locator(`[data-testid=progress-board-play][data-taps="${ids.length}"]`).waitFor();
    await tablet.click('[data-testid=progress-board-done]');
  }
  calledTaps.push(c.card);
}

/** Plays `commands` (a bot game of `d.config`) at the table; returns the state reached. */
export async function drive(d: Drive, commands: readonly Command[]): Promise<GameState> {
  const { base, g, tablet } = d;
  const serverVersion = async () =>
    (await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken })).body.version as number;
  let s = createGame(d.config);
  let version = await serverVersion();
  for (const [i, c] of commands.entries()) {
    const r = decide(s, c);
    if (!r.ok) throw new Error(`command ${i} (${c.type}): ${r.error.message}`);
    const w = d.where(c, s, i);
    if (w.on === 'host') {
      const a = await call(base, 'POST', `/api/games/${g.id}/commands`, {
        token: g.hostToken,
        body: { clientId: clientId(), version, command: c },
      });
      if (a.status !== 200)
        throw new Error(`command ${i} (${c.type}): ${a.status} ${JSON.stringify(a.body)}`);
      version = a.body.version as number;
    } else {
      const events = (await readTruth(base, g.id, g.hostToken)).events.length;
      // The screen shows this version before it is tapped (an older one lists older choices).
      await expect
        .poll(() => tableVersion(tablet), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(version);
      if (w.on === 'phone')
        await expect
          .poll(
            async () =>
              Number(await w.page.getAttribute('[data-testid=seat-body]', 'data-version')),
            {
              timeout: 20_000,
            },
          )
          .toBeGreaterThanOrEqual(version);
      await d.before?.(c, s, i, w);
      const seat = 'seat' in c ? c.seat : null;
      // A board card played on a screen: shown there, its spot tapped on the tablet next.
      const called = c.type === 'playProgress' && isBoardCard(c.card);
      if (w.on === 'tablet') await tabletTaps(tablet, c);
      else if (w.on === 'phone') await seatTaps(w.page, c, s, seat ?? 0, i);
      else {
        // The phone-less seat's private moment: its button beside the dice, in the cards'
        // summary or where the game waits for it; the table looks away; the seat's own screen.
        const opener = tablet
          .locator(`[data-testid=progress-here-${seat}], [data-testid=progress-private-${seat}]`)
          .first();
        await opener.click();
        await tablet.click('[data-testid=private-progress-show]');
        const moment = tablet.getByTestId('private-progress');
        await moment.locator('[data-ready=true]').waitFor();
        const play =
          c.type === 'playProgress'
            ? legalActions(viewFor(s, seat ?? 0), seat ?? 0).progress?.plays.find(
                (p) => p.card === c.card,
              )
            : undefined;
        const board =
          play && !play.call && play.commands.length > 1
            ? progressBoardChoice(play.commands)
            : null;
        const spot = progressSpotOf(c);
        if (board && spot && c.type === 'playProgress') {
          // A card that names one spot: chosen by a tap on the board, once the moment is closed.
          await moment.locator(`[data-testid=progress-board-${c.card}]`).click();
          await moment.waitFor({ state: 'detached' });
          if (!boardTaps.includes(c.card))
            await tablet.screenshot({
              path: `${ARTIFACTS}/ck/landscape-1280x800-board-${c.card}.png`,
            });
          await tablet.click(`[data-spot-${spot.kind}="${spot.id}"]`);
          boardTaps.push(c.card);
        } else await seatTaps(moment, c, s, seat ?? 0, i);
      }
      if (called) {
        // The moment (if any) closes by itself once the card is called.
        if (w.on === 'private')
          await tablet.getByTestId('private-progress').waitFor({ state: 'detached' });
        if (w.on === 'phone' && c.type === 'playProgress' && !calledTaps.includes(c.card)) {
          // The phone says where its card's spot is chosen while the tablet asks for it.
          await w.page.locator(`[data-testid=progress-board-wait][data-card=${c.card}]`).waitFor();
          await w.page.screenshot({ path: `${ARTIFACTS}/ck/phone-390x844-called-${c.card}.png` });
        }
        await boardPlay(tablet, c, s, seat ?? 0);
      }
      // The server's new events are the ones foreseen for this command.
      await expect
        .poll(async () => (await readTruth(base, g.id, g.hostToken)).events.length, {
          timeout: 20_000,
        })
        .toBeGreaterThanOrEqual(events + r.value.length + (called ? 1 : 0));
      const truth = await readTruth(base, g.id, g.hostToken);
      const all = truth.events.slice(events);
      // Called: the card shown first (progressCalled), then the play the bot made in one.
      if (called && (all[0] as Event | undefined)?.type !== 'progressCalled')
        throw new Error(`command ${i} (${c.type}) on the ${w.on}: not called first`);
      const fresh = called ? all.slice(1) : all;
      if (!deepEqual(sparse(fresh), sparse(r.value)))
        throw new Error(
          `command ${i} (${c.type}) on the ${w.on}: the server has ${JSON.stringify(fresh).slice(0, 400)}, foreseen ${JSON.stringify(r.value).slice(0, 400)}`,
        );
      if (w.on === 'private' && !called) {
        // The moment closes by itself when the game waits on others; else its owner closes it.
        const close = tablet.getByTestId('private-progress-close');
        if (await close.count()) await close.click();
        await tablet.getByTestId('private-progress').waitFor({ state: 'detached' });
      }
      version = await serverVersion();
    }
    for (const e of r.value as Event[]) s = evolve(s, e);
    await d.after?.(c, s, i, w);
  }
  return s;
}

/**
 * The table both whole-game tests sit at: the host's tablet, and Ann's and Bo's phones joined
 * by their links (Cy has none), each phone marked on the tablet; every page's uncaught error
 * lands in `errors`.
 */
export async function seatTable(
  browser: Browser,
  base: string,
  g: Created,
  errors: string[],
): Promise<{ tablet: Page; phones: Page[] }> {
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
  return { tablet, phones };
}
