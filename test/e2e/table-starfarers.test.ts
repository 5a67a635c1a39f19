// A Starfarers night in real Chromium: a tablet (landscape) and one phone. The tablet creates
// the game through /table/new (no board: Starfarers is played on its printed one; table
// dice); seat 0's phone joins by decoding its QR code. Set-up enters each player's colonies
// and spaceport by planet number; then rolls (the payout banner's planets and Earth's supply
// against the engine), a roll whose supply cards are drawn from the pile, a 7 with a discard
// on the phone and one on the tablet and the steal, a bank trade at Starfarers' rates, builds
// paid as declared (a colony spends its colony ship and names its solar system), an award,
// undo, and a game won at 15 VP. After each step the tablet's
// scoreboard and the phone's hand and score are checked against the engine's truth (the
// host's game@1 log folded by lib/game). Screenshots: artifacts/starfarers/.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Event,
  type Hand,
  type Planet,
  publicScores,
  rolledSum,
  scoreOf,
  viewFor,
} from '@/lib/game';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import {
  createOnTablet,
  decodeSeatQr,
  handOf,
  nonZero,
  PHONE,
  readTruth,
  shownHand,
  showSeatQr,
  TABLET,
  type Truth,
  tableEndTurn,
  tableRoll,
  tableStep,
  tabletPage,
  tableVersion,
  totalOf,
  wholeInView,
} from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/starfarers`;
const NAMES = ['Ann', 'Bo', 'Cy'];
const PHONE_SEAT = 0;

const P = (number: number, resource: string): Planet => ({ number, resource });
/** Each seat's start: two colonies and a spaceport, as the printed board would have them. */
const STARTS: readonly { colonies: Planet[][]; spaceport: Planet[] }[] = [
  { colonies: [[P(5, 'fuel')], [P(6, 'food'), P(9, 'carbon')]], spaceport: [P(8, 'ore')] },
  { colonies: [[P(5, 'fuel')], [P(10, 'goods')]], spaceport: [P(4, 'carbon')] },
  { colonies: [[P(3, 'food')], [P(11, 'ore')]], spaceport: [P(8, 'goods'), P(6, 'fuel')] },
];

let browser: Browser;
let tablet: Page;
let phoneCtx: BrowserContext;
let phone: Page;
const errors: string[] = [];
let gameId = '';
let token = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  tablet = await tabletPage(browser, errors);
});
afterAll(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------- the engine's truth

const truth = (): Promise<Truth> => readTruth(base, gameId, token);

const lastEvent = (t: Truth): Event => {
  const e = t.events[t.events.length - 1];
  if (!e) throw new Error('no event yet');
  return e;
};

// ---------------------------------------------------------------- the tablet

const version = () => tableVersion(tablet);

const step = (what: string, doIt: () => Promise<void>) => tableStep(tablet, what, doIt);

const roll = (sum: number) => tableRoll(tablet, sum);

const endTurn = () => tableEndTurn(tablet);

/** The banner against the engine's last roll: what each seat got, from which planets, and Earth's supply. */
async function bannerMatches(t: Truth, sum: number): Promise<void> {
  const rolled = [...t.events].reverse().find((e) => e.type === 'rolled');
  if (rolled?.type !== 'rolled' || !rolled.payout) throw new Error('no paid roll in the log');
  expect(rolledSum(rolled)).toBe(sum);
  const banner = tablet.locator(`[data-testid=payout-banner][data-sum="${sum}"]`);
  await banner.waitFor();
  const shown = await banner.evaluate((el) =>
    Object.fromEntries(
      [...el.querySelectorAll('[data-testid^=payout-seat-]')].map((row) => [
        Number(row.getAttribute('data-testid')?.split('-').pop()),
        Object.fromEntries(
          [...row.querySelectorAll('[data-resource]')].map((e) => [
            e.getAttribute('data-resource') ?? '',
            Number(e.getAttribute('data-count')),
          ]),
        ),
      ]),
    ),
  );
  const expected: Record<number, Record<string, number>> = {};
  rolled.payout.received.forEach((h, seat) => {
    if (totalOf(h) > 0) expected[seat] = nonZero(h);
  });
  expect(shown).toEqual(expected);
  // Which planet paid whom, as the engine explains the payout.
  const planets = await banner.evaluate((el) =>
    [...el.querySelectorAll('[data-planet]')]
      .filter((e) => e.closest('[data-testid=payout-planets]'))
      .map((e) => [e.getAttribute('data-planet'), e.getAttribute('data-seats')]),
  );
  expect(planets).toEqual(
    rolled.payout.hexes.map((h) => [h.hex, h.buildings.map((b) => b.seat).join(',')]),
  );
  // Earth's supply: the seats under 9 VP, never which card.
  const supplied = (rolled.supply ?? []).flatMap((r, seat) => (r ? [seat] : []));
  if (supplied.length === 0) expect(await banner.getByTestId('payout-supply').count()).toBe(0);
  else
    expect(await banner.getByTestId('payout-supply').getAttribute('data-seats')).toBe(
      supplied.join(','),
    );
}

/** The tablet's scoreboard against the engine: public VP and card counts per seat. */
async function scoreboardMatches(t: Truth): Promise<void> {
  const vp = publicScores(viewFor(t.state, 'table'));
  for (let seat = 0; seat < NAMES.length; seat++) {
    await expect
      .poll(() => tablet.getAttribute(`[data-testid=score-${seat}]`, 'data-vp'))
      .toBe(String(vp[seat]));
    expect(vp[seat]).toBe(scoreOf(t.state, seat).public);
    await expect
      .poll(() => tablet.getAttribute(`[data-testid=score-${seat}]`, 'data-cards'))
      .toBe(String(totalOf(handOf(t.state, seat))));
  }
}

// ---------------------------------------------------------------- the phone

/** The phone shows its seat's hand and true score as the engine has them, and nobody else's. */
async function phoneFollows(): Promise<Truth> {
  const t = await truth();
  await expect
    .poll(() => shownHand(phone), { timeout: 15_000 })
    .toEqual(handOf(t.state, PHONE_SEAT));
  await expect
    .poll(() => phone.getByTestId('seat-score').getAttribute('data-vp').then(Number), {
      timeout: 15_000,
    })
    .toBe(scoreOf(t.state, PHONE_SEAT).true);
  const cached = await phone.evaluate(
    (k) => localStorage.getItem(k),
    `hexkeeper.live.${gameId}.seat`,
  );
  const { view } = JSON.parse(cached ?? '{}') as {
    view?: { viewer: number; players: { hand: unknown }[] };
  };
  if (!view) throw new Error('the phone kept no copy of its view');
  expect(view.viewer).toBe(PHONE_SEAT);
  view.players.forEach((p, j) => {
    if (j !== PHONE_SEAT) expect(p.hand).toBeNull();
  });
  return t;
}

/** Taps a piece's planets into the planet picker: number, then resource. */
async function tapPlanets(planets: readonly Planet[]): Promise<void> {
  for (const p of planets) {
    await tablet.click(`[data-testid=sf-num-${p.number}]`);
    await tablet.click(`[data-testid=sf-res-${p.resource}]`);
  }
}

/** Taps `cards` into a hand picker (its data-testid). */
async function tapCards(picker: string, cards: Hand): Promise<void> {
  for (const [r, n] of Object.entries(cards))
    for (let k = 0; k < n; k++) await tablet.click(`[data-testid=${picker}] [data-pick=${r}]`);
}

/** Up to `n` cards of the hand, resource by resource. */
function someCards(h: Hand, n: number): Record<string, number> {
  const out: Record<string, number> = {};
  let left = n;
  for (const [r, k] of Object.entries(h)) {
    const take = Math.min(k, left);
    if (take > 0) out[r] = take;
    left -= take;
  }
  return out;
}

// ---------------------------------------------------------------- the game

describe('a Starfarers night: tablet and one phone', () => {
  it('creates a Starfarers game on the tablet through /table/new: no board, table dice', async () => {
    await open(tablet, `${base}/table/new`);
    ({ gameId, token } = await createOnTablet(tablet, 'starfarers', NAMES));
    // The Starfarers screen, not the old notice.
    await tablet.waitForSelector('[data-testid=sf-board]');
    const t = await truth();
    expect(t.config.ruleset).toBe('starfarers');
    expect(t.config.board).toBeNull();
    expect(t.config.options.dice).toBe('table');
    expect(t.config.players.map((p) => p.name)).toEqual(NAMES);
  });

  it('joins seat 0’s phone by decoding its QR code from the tablet’s screen', async () => {
    await tablet.click('[data-testid=tab-seats]');
    const link = await decodeSeatQr(await showSeatQr(tablet, PHONE_SEAT), `seat ${PHONE_SEAT}`);
    expect(link.pathname).toMatch(new RegExp(`^/join/${gameId}/[A-Za-z0-9_-]{20,}$`));
    phoneCtx = await browser.newContext(PHONE);
    phone = await phoneCtx.newPage();
    phone.on('pageerror', (e) => errors.push(`phone: ${String(e)}`));
    await phone.goto(base + link.pathname);
    expect(new URL(phone.url()).pathname).toBe(`/seat/${gameId}`);
    await expect.poll(() => phone.getByTestId('seat-name').textContent()).toBe(NAMES[PHONE_SEAT]);
    await tablet.click('[data-testid=tab-log]');
    await phoneFollows();
  });

  it('set-up: each player’s two colonies and spaceport entered by planet number and resource', async () => {
    await step('who starts', () => tablet.click('[data-testid=first-0]'));
    for (const [seat, start] of STARTS.entries()) {
      await tablet.waitForSelector(`[data-testid=sf-setup][data-seat="${seat}"]`);
      for (const [slot, planets] of [...start.colonies, start.spaceport].entries()) {
        await tablet.click(`[data-testid=sf-slot-${slot}]`);
        await tapPlanets(planets);
      }
      // A planet entered by mistake is taken off again by tapping it.
      await tablet.click('[data-testid=sf-slot-0]');
      await tapPlanets([P(12, 'goods')]);
      await tablet.click('[data-testid=sf-slot-planets-0] [data-planet="12:goods"]');
      if (seat === 0) {
        await tablet.screenshot({ path: `${SHOTS}/setup.png` });
        await expectNoSeriousA11y(tablet);
      }
      await step(`start ${NAMES[seat]}`, () => tablet.click('[data-testid=sf-start-submit]'));
      const t = await truth();
      expect(lastEvent(t)).toEqual({ type: 'sfStarted', seat, ...start });
    }
    const t = await phoneFollows();
    expect(t.state.phase).toBe('play');
    await scoreboardMatches(t);
    for (let seat = 0; seat < NAMES.length; seat++) {
      const card = tablet.getByTestId(`sf-player-${seat}`);
      expect(await card.getAttribute('data-colonies')).toBe('2');
      expect(await card.getAttribute('data-spaceports')).toBe('1');
    }
    // The 8 pays Ann's spaceport and Cy's: the overview says so before anyone rolls.
    expect(await tablet.getByTestId('sf-number-8').getAttribute('data-sites')).toBe('2');
  });

  it.each([
    ['1280x800', 1280, 800],
    ['1024x768', 1024, 768],
    ['800x1280', 800, 1280],
  ] as const)(
    'three players: every panel and the number grid in view at %s (regression: below the fold)',
    async (name, w, h) => {
      await tablet.setViewportSize({ width: w, height: h });
      const seen: Record<string, boolean> = {};
      for (const id of [...NAMES.map((_, s) => `sf-player-${s}`), 'sf-numbers'])
        seen[id] = await wholeInView(tablet, id);
      await tablet.screenshot({ path: `${SHOTS}/layout-${name}.png` });
      expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, true])));
      await tablet.setViewportSize(TABLET.viewport);
    },
  );

  it('rolls: the banner names each planet that paid and whom, and Earth supplies the roller under 9 VP', async () => {
    for (const sum of [5, 8, 6]) {
      await roll(sum);
      const t = await phoneFollows();
      await bannerMatches(t, sum);
      await scoreboardMatches(t);
      const rolled = lastEvent(t);
      if (rolled.type !== 'rolled') throw new Error('not a roll');
      // Seed 001: the roller (4 VP) draws, nobody else (regression: everyone drew every roll);
      // the table never names the card.
      expect(rolled.supply?.map((r) => r !== null)).toEqual(
        NAMES.map((_, seat) => seat === rolled.seat),
      );
      expect(rolled.supplySource).toBe('app');
      await expect
        .poll(() => tablet.locator('[data-testid=game-log] li').first().textContent())
        .toContain(`Earth supplies ${NAMES[rolled.seat]}`);
      if (sum === 8) {
        await tablet.screenshot({ path: `${SHOTS}/payout.png` });
        await phone.screenshot({ path: `${SHOTS}/phone-payout.png` });
      }
      await endTurn();
    }
  });

  it('a roll whose supply cards are drawn from the pile (a choice kept through a reload): each named on the tablet', async () => {
    await tablet.click('[data-testid=sf-supply-table]');
    // The choice outlives a reload of the tablet.
    await tablet.reload();
    await expect
      .poll(() => tablet.getAttribute('[data-testid=sf-supply-table]', 'aria-pressed'))
      .toBe('true');
    await tablet.click('[data-testid=sum-9]');
    await tablet.waitForSelector('[data-testid=sf-supply-pick]');
    expect(await tablet.getByTestId('sf-supply-pick').textContent()).toContain('9');
    // Only the roller draws from the pile.
    const roller = (await truth()).state.turn.seat;
    const named = NAMES.map((_, seat) => (seat === roller ? 'goods' : null));
    expect(await tablet.locator('[data-testid^=sf-supply-seat-]').count()).toBe(1);
    await tablet.click(`[data-testid=sf-supply-seat-${roller}] [data-pick=goods]`);
    await tablet.screenshot({ path: `${SHOTS}/supply-pile.png` });
    await expectNoSeriousA11y(tablet);
    await step('roll with supply', () => tablet.click('[data-testid=sf-supply-submit]'));
    const t = await phoneFollows();
    const rolled = lastEvent(t);
    expect(rolled).toMatchObject({ type: 'rolled', supply: named, supplySource: 'table' });
    await bannerMatches(t, 9);
    await endTurn();
    await tablet.click('[data-testid=sf-supply-app]');
  });

  it('a 7: a discard on the phone, one on the tablet, then the roller draws a card from a player', async () => {
    // Rolls that pay Ann (phone) and Cy (tablet) until both hold 8 or more.
    for (let i = 0; i < 20; i++) {
      const t = await truth();
      if (totalOf(handOf(t.state, 0)) >= 8 && totalOf(handOf(t.state, 2)) >= 8) break;
      await roll(totalOf(handOf(t.state, 0)) < 8 ? 6 : 8);
      await endTurn();
    }
    const before = await truth();
    const owed = (seat: number) => {
      const n = totalOf(handOf(before.state, seat));
      return n >= 8 ? Math.floor(n / 2) : 0;
    };
    expect(owed(0)).toBeGreaterThanOrEqual(4);
    expect(owed(2)).toBeGreaterThanOrEqual(4);
    const roller = before.state.turn.seat;
    await roll(7);
    await tablet.waitForSelector('[data-testid=discard-panel]');
    for (const seat of [0, 2])
      expect(await tablet.getAttribute(`[data-testid=owes-${seat}]`, 'data-owed')).toBe(
        String(owed(seat)),
      );
    await tablet.screenshot({ path: `${SHOTS}/seven.png` });
    await expectNoSeriousA11y(tablet);

    // Ann answers on her phone.
    await phone.getByTestId('choice-discard').waitFor({ timeout: 15_000 });
    const annDrops = someCards(handOf(before.state, 0), owed(0));
    for (const [r, n] of Object.entries(annDrops))
      for (let k = 0; k < n; k++) await phone.getByTestId(`pick-${r}-plus`).click();
    const v0 = await version();
    await phone.getByTestId('choice-submit').click();
    await tablet.waitForFunction(
      (v) =>
        Number(document.querySelector('[data-testid=table]')?.getAttribute('data-version')) > v,
      v0,
    );
    await tablet.waitForSelector('[data-testid=owes-0]', { state: 'detached' });
    // Cy (and Bo, if he owes) on the tablet.
    for (const seat of [1, 2].filter((s) => owed(s) > 0)) {
      await tablet.click(`[data-testid=discard-open-${seat}]`);
      // The form opens inside the private moment (issue 28): the owner alone looks.
      await tablet.click('[data-testid=private-discard-show]');
      await tapCards(`discard-${seat}`, someCards(handOf(before.state, seat), owed(seat)));
      await step(`discard for ${NAMES[seat]}`, () =>
        tablet.click(`[data-testid=discard-${seat}-submit]`),
      );
    }
    let t = await truth();
    expect(t.state.turn.pending?.kind).toBe('steal');
    // Everyone discarded what they owed, and the roller (under 9 VP) got Earth's card with the 7.
    for (const seat of [0, 1, 2])
      expect(totalOf(handOf(t.state, seat))).toBe(
        totalOf(handOf(before.state, seat)) - owed(seat) + (seat === roller ? 1 : 0),
      );

    // The steal: from Ann when someone else rolled, else from Cy.
    await tablet.waitForSelector('[data-testid=sf-steal]');
    // Seed 001: the roller "må" (may) draw, so the panel also offers to draw from nobody.
    expect(await tablet.locator('[data-testid=sf-steal-none]').textContent()).toBe('Don’t steal');
    const victim = roller === 0 ? 2 : 0;
    const thief = totalOf(handOf(t.state, roller));
    const victimHad = totalOf(handOf(t.state, victim));
    await step('steal', () => tablet.click(`[data-testid=sf-steal-${victim}]`));
    t = await phoneFollows();
    const stolen = lastEvent(t);
    if (stolen.type !== 'stolen') throw new Error('nothing was stolen');
    expect(stolen.victim).toBe(victim);
    expect(stolen.stolen).not.toBeNull();
    expect(totalOf(handOf(t.state, roller))).toBe(thief + 1);
    expect(totalOf(handOf(t.state, victim))).toBe(victimHad - 1);
    await expect
      .poll(() => tablet.locator('[data-testid=game-log] li').first().textContent())
      .toBe(`${NAMES[roller]} robbed ${NAMES[victim]}`);
    await scoreboardMatches(t);
  });

  it('a bank trade at Starfarers’ rates: 3 of a kind for one card, 2 trade goods for one', async () => {
    const rate = (r: string) => (r === 'goods' ? 2 : 3);
    // Supply cards are random: turn on until the player whose turn it is holds a lot to give.
    for (let i = 0; i < 9; i++) {
      let t = await truth();
      if (!t.state.turn.rolled) {
        await roll(6);
        t = await truth();
      }
      const me = t.state.turn.seat;
      const h = handOf(t.state, me);
      const give = Object.keys(h).find((r) => (h[r] ?? 0) >= rate(r));
      if (!give) {
        await endTurn();
        continue;
      }
      const get = give === 'ore' ? 'fuel' : 'ore';
      await tablet.click('[data-testid=open-trade]');
      expect(await tablet.getByTestId('bank-give-goods').textContent()).toContain('2×');
      expect(await tablet.getByTestId('bank-give-fuel').textContent()).toContain('3×');
      await tablet.click(`[data-testid=bank-give-${give}]`);
      await step('bank trade', () => tablet.click(`[data-testid=bank-get-${get}]`));
      t = me === PHONE_SEAT ? await phoneFollows() : await truth();
      expect(lastEvent(t)).toMatchObject({
        type: 'bankTraded',
        seat: me,
        give: { [give]: rate(give) },
        get: { [get]: 1 },
      });
      expect(handOf(t.state, me)[get]).toBe((h[get] ?? 0) + 1);
      await scoreboardMatches(t);
      return;
    }
    throw new Error('nobody could trade with the bank in 9 turns');
  });

  it('a player trade on the tablet (the Starfarers text lets players agree any terms): the phone follows', async () => {
    for (let i = 0; i < 9; i++) {
      let t = await truth();
      if (!t.state.turn.rolled) {
        await roll(6);
        t = await truth();
      }
      const me = t.state.turn.seat;
      const other = me === PHONE_SEAT ? 1 : PHONE_SEAT;
      const mine = Object.entries(handOf(t.state, me)).find(([, n]) => n > 0)?.[0];
      const theirs = Object.entries(handOf(t.state, other)).find(
        ([r, n]) => n > 0 && r !== mine,
      )?.[0];
      if (!mine || !theirs) {
        await endTurn();
        continue;
      }
      await tablet.click('[data-testid=open-trade]');
      await tablet.click('[data-testid=trade-player]');
      await tablet.click(`[data-testid=trade-with-${other}]`);
      await tablet.click(`[data-testid=trade-give] [data-pick=${mine}]`);
      await tablet.click('[data-testid=trade-give-submit]');
      await tablet.click(`[data-testid=trade-get] [data-pick=${theirs}]`);
      await step('trade', () => tablet.click('[data-testid=trade-get-submit]'));
      const after = await phoneFollows();
      expect(lastEvent(after)).toMatchObject({
        type: 'playerTraded',
        seat: me,
        with: other,
        give: { [mine]: 1 },
        get: { [theirs]: 1 },
      });
      expect(handOf(after.state, other)[mine]).toBe((handOf(t.state, other)[mine] ?? 0) + 1);
      expect(handOf(after.state, me)[theirs]).toBe((handOf(t.state, me)[theirs] ?? 0) + 1);
      await scoreboardMatches(after);
      return;
    }
    throw new Error('no player trade became possible in 9 turns');
  });

  it('builds paid as declared: a booster and a new colony by its planets; the overview follows; the pay picker passes axe (regression: its +1 buttons were named without their visible text)', async () => {
    let t = await truth();
    const me = t.state.turn.seat;
    // A booster for two cards.
    await tablet.click('[data-testid=sf-open-build]');
    expect(await tablet.getByTestId('sf-build-booster').textContent()).toContain('0 of 6');
    await tablet.click('[data-testid=sf-build-booster]');
    expect(await tablet.getByTestId('sf-pay-help').textContent()).toContain('tap the cards paid');
    const boosterPay = someCards(handOf(t.state, me), 2);
    await tapCards('sf-pay', boosterPay);
    await step('booster', () => tablet.click('[data-testid=sf-build-submit]'));
    t = me === PHONE_SEAT ? await phoneFollows() : await truth();
    expect(lastEvent(t)).toMatchObject({ type: 'sfBuilt', seat: me, item: 'booster' });
    const booster = lastEvent(t);
    if (booster.type !== 'sfBuilt') throw new Error('no build');
    expect(nonZero(booster.pay)).toEqual(boosterPay);
    await expect
      .poll(() =>
        tablet
          .locator(`[data-testid=sf-player-${me}] [data-upgrade=booster]`)
          .textContent()
          .then((x) => x ?? ''),
      )
      .toContain('1/6');

    // A colony beside planets 2 (ore) and 12 (food), for two more cards: one VP more.
    const vpBefore = scoreOf(t.state, me).public;
    await tablet.click('[data-testid=sf-open-build]');
    await tablet.click('[data-testid=sf-build-colony]');
    await tapPlanets([P(2, 'ore'), P(12, 'food')]);
    // Three players: the colony's solar system is asked (two colonies a system).
    await tablet.click('[data-testid=sf-system-1]');
    await tapCards('sf-pay', someCards(handOf(t.state, me), 2));
    await tablet.screenshot({ path: `${SHOTS}/build-colony.png` });
    await expectNoSeriousA11y(tablet);
    await step('colony', () => tablet.click('[data-testid=sf-build-submit]'));
    t = me === PHONE_SEAT ? await phoneFollows() : await truth();
    expect(lastEvent(t)).toMatchObject({
      type: 'sfBuilt',
      seat: me,
      item: 'colony',
      planets: [P(2, 'ore'), P(12, 'food')],
      system: 1,
    });
    // The colony ship it founded with is spent.
    expect(t.state.players[me]?.sf?.colonyShips).toBe(0);
    expect(scoreOf(t.state, me).public).toBe(vpBefore + 1);
    await scoreboardMatches(t);
    expect(await tablet.getByTestId(`sf-player-${me}`).getAttribute('data-colonies')).toBe('3');
    await expect
      .poll(() => tablet.getByTestId('sf-number-12').getAttribute('data-sites'))
      .toBe('1');
  });

  it('reloads the tablet and the phone mid-game; the stats tab draws the game so far', async () => {
    await tablet.reload();
    await tablet.waitForSelector('[data-testid=sf-actions]');
    await phone.reload();
    const t = await phoneFollows();
    await scoreboardMatches(t);
    await tablet.click('[data-testid=tab-stats]');
    await expect.poll(() => tablet.locator('[data-testid=stats] svg').count()).toBeGreaterThan(0);
    await tablet.screenshot({ path: `${SHOTS}/stats.png` });
    await tablet.click('[data-testid=tab-log]');
    await phone.screenshot({ path: `${SHOTS}/phone.png`, fullPage: true });
    // Portrait, mid-turn: the overview across the width, the panel below; then in Danish.
    await tablet.setViewportSize({ width: 800, height: 1280 });
    await expect
      .poll(async () => (await tablet.getByTestId('sf-board').boundingBox())?.width ?? 0)
      .toBeGreaterThan(600);
    await tablet.screenshot({ path: `${SHOTS}/portrait-play.png` });
    await tablet.setViewportSize(TABLET.viewport);
    await tablet.selectOption('[data-testid=lang-switch] select', 'da');
    await expect.poll(() => tablet.getByTestId('sf-open-build').textContent()).toBe('Byg');
    await tablet.click('[data-testid=sf-open-build]');
    await tablet.screenshot({ path: `${SHOTS}/build-da.png` });
    await expectNoSeriousA11y(tablet);
    await tablet.getByRole('button', { name: 'Annullér' }).click();
    await tablet.selectOption('[data-testid=lang-switch] select', 'en');
    await expect.poll(() => tablet.getByTestId('sf-open-build').textContent()).toBe('Build');
  });

  it('an award: a second fame ring for Bo is worth 1 VP; undo says what it takes back and does', async () => {
    const before = await truth();
    await tablet.click('[data-testid=sf-open-awards]');
    // Friendship tokens follow the trade stations: no + or − for them.
    expect(await tablet.locator('[data-testid=sf-award-1-friendship-plus]').count()).toBe(0);
    await step('fame', () => tablet.click('[data-testid=sf-award-1-fame-plus]'));
    let t = await truth();
    expect(lastEvent(t)).toEqual({ type: 'sfAwarded', seat: 1, award: 'fame', delta: 1 });
    expect(scoreOf(t.state, 1).public).toBe(scoreOf(before.state, 1).public + 1);
    await expect
      .poll(() => tablet.getByTestId('sf-award-1-fame').getAttribute('data-count'))
      .toBe('2');
    await scoreboardMatches(t);
    await tablet.screenshot({ path: `${SHOTS}/awards.png` });
    await expectNoSeriousA11y(tablet);

    await expect
      .poll(() => tablet.getByTestId('undo').textContent())
      .toContain('Undo: Bo: Fame rings +1');
    await step('undo', () => tablet.click('[data-testid=undo]'));
    t = await phoneFollows();
    expect(t.events.length).toBe(before.events.length);
    expect(scoreOf(t.state, 1).public).toBe(scoreOf(before.state, 1).public);
    await scoreboardMatches(t);
    await expect.poll(() => tablet.getByTestId('redo').textContent()).toContain('Redo');
  });

  it('the game ends at 15 VP on the player’s own turn, with everyone’s final score', async () => {
    let t = await truth();
    const me = t.state.turn.seat;
    await tablet.waitForSelector('[data-testid=sf-awards]');
    // Ice planets need freight rings (seed 001): none yet, so + is shut.
    expect(await tablet.getByTestId(`sf-award-${me}-ice-plus`).isDisabled()).toBe(true);
    // Fame rings up to the 11 (5 VP), a freight ring, then ice planets of number 1 up to 15.
    for (let k = t.state.players[me]?.sf?.fameRings ?? 11; k < 11; k++)
      await step('fame', () => tablet.click(`[data-testid=sf-award-${me}-fame-plus]`));
    await tablet.getByTestId('sf-awards').getByRole('button', { name: 'Done' }).click();
    await tablet.click('[data-testid=sf-open-build]');
    await tablet.click('[data-testid=sf-build-freightRing]');
    await step('freight ring', () => tablet.click('[data-testid=sf-build-submit]'));
    await tablet.click('[data-testid=sf-open-awards]');
    t = await truth();
    for (let vp = scoreOf(t.state, me).public; vp < 15; vp++) {
      await tablet.click(`[data-testid=sf-award-${me}-ice-plus]`);
      await step('ice', () => tablet.click(`[data-testid=sf-award-${me}-ice-strength-1]`));
    }
    t = me === PHONE_SEAT ? await phoneFollows() : await truth();
    expect(t.state.phase).toBe('over');
    expect(t.state.winner).toBe(me);
    await tablet.waitForSelector('[data-testid=game-over]');
    expect(await tablet.getAttribute('[data-testid=winner]', 'data-seat')).toBe(String(me));
    for (let seat = 0; seat < NAMES.length; seat++)
      expect(await tablet.getAttribute(`[data-testid=final-${seat}]`, 'data-vp')).toBe(
        String(scoreOf(t.state, seat).true),
      );
    await tablet.screenshot({ path: `${SHOTS}/game-over.png` });
    await phone.screenshot({ path: `${SHOTS}/phone-over.png` });
    // The card closes to show the final board and opens again (regression: it could not close).
    await tablet.click('[data-testid=hide-game-over]');
    expect(await tablet.locator('[data-testid=game-over]').count()).toBe(0);
    await tablet.click('[data-testid=show-game-over]');
    await tablet.waitForSelector('[data-testid=game-over]');
  });

  it('portrait: the overview and the panel stack; axe passes, and no page threw', async () => {
    await tablet.setViewportSize({ width: 800, height: 1280 });
    await expect
      .poll(async () => (await tablet.getByTestId('sf-board').boundingBox())?.width ?? 0)
      .toBeGreaterThan(600);
    await tablet.screenshot({ path: `${SHOTS}/portrait.png` });
    await tablet.setViewportSize(TABLET.viewport);
    await expectNoSeriousA11y(tablet);
    await expectNoSeriousA11y(phone);
    expect(errors).toEqual([]);
  });
});
