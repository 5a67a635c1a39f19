// A four-player Starfarers game in real Chromium at 1280×800, as seed 001 plays it: every
// player's panel and the number grid stay inside the viewport (also at 1024×768 and 800×1280,
// and with three players in the other file), the mother ship is shaken by the app (a group
// whose own broke) and once entered from the table's, a colony is founded with the colony
// ship every player starts with, and a trade station built with a trade ship and a freight
// ring takes its race's friendship token; the group's own mother ship odds are set on the
// new-game form. Each step is checked against the engine's truth
// (the host's game@1 log folded by lib/game). Screenshots: artifacts/starfarers-four/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Event, type Planet, scoreOf } from '@/lib/game';
import { ARTIFACTS, launch, open } from './browser';
import {
  createOnTablet,
  readTruth,
  TABLET,
  type Truth,
  tableEndTurn,
  tableRoll,
  tableStep,
  tabletPage,
  wholeInView,
} from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/starfarers-four`;
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const P = (number: number, resource: string): Planet => ({ number, resource });
const STARTS: readonly { colonies: Planet[][]; spaceport: Planet[] }[] = [
  { colonies: [[P(5, 'fuel')], [P(6, 'food'), P(9, 'carbon')]], spaceport: [P(8, 'ore')] },
  { colonies: [[P(5, 'fuel')], [P(10, 'goods')]], spaceport: [P(4, 'carbon')] },
  { colonies: [[P(3, 'food')], [P(11, 'ore')]], spaceport: [P(8, 'goods'), P(6, 'fuel')] },
  { colonies: [[P(2, 'ore')], [P(12, 'food')]], spaceport: [P(9, 'goods')] },
];

let browser: Browser;
let tablet: Page;
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

const truth = (): Promise<Truth> => readTruth(base, gameId, token);
const lastEvent = (t: Truth): Event => {
  const e = t.events[t.events.length - 1];
  if (!e) throw new Error('no event yet');
  return e;
};
const step = (what: string, doIt: () => Promise<void>) => tableStep(tablet, what, doIt);

const inView = (testid: string) => wholeInView(tablet, testid);

/** Every player's panel, the number grid and the turn panel's first action in view. */
async function allInView(size: string): Promise<void> {
  const out: Record<string, boolean> = {};
  for (let seat = 0; seat < NAMES.length; seat++)
    out[`sf-player-${seat}`] = await inView(`sf-player-${seat}`);
  out['sf-numbers'] = await inView('sf-numbers');
  await tablet.screenshot({ path: `${SHOTS}/layout-${size}.png` });
  expect(out, size).toEqual(Object.fromEntries(Object.keys(out).map((k) => [k, true])));
}

async function tapPlanets(planets: readonly Planet[]): Promise<void> {
  for (const p of planets) {
    await tablet.click(`[data-testid=sf-num-${p.number}]`);
    await tablet.click(`[data-testid=sf-res-${p.resource}]`);
  }
}

describe('four players to Starfarers at 1280×800: the panels in view, a flight, a colony, a station', () => {
  it('creates the game and sets up four players by planet number', async () => {
    await open(tablet, `${base}/table/new`);
    // The group's overview card, for the test's sake: the black ball on every pair.
    ({ gameId, token } = await createOnTablet(tablet, 'starfarers', NAMES, async () => {
      await tablet.getByTestId('mothership-odds').locator('summary').click();
      for (const [i, n] of [10, 0, 0, 0].entries())
        await tablet.fill(`[data-testid=mothership-odds-${i}]`, String(n));
      expect(await tablet.getByTestId('mothership-odds-sum').textContent()).toBe('10 of 10');
    }));
    await step('who starts', () => tablet.click('[data-testid=first-0]'));
    for (const [seat, start] of STARTS.entries()) {
      await tablet.waitForSelector(`[data-testid=sf-setup][data-seat="${seat}"]`);
      for (const [slot, planets] of [...start.colonies, start.spaceport].entries()) {
        await tablet.click(`[data-testid=sf-slot-${slot}]`);
        await tapPlanets(planets);
      }
      await step(`start ${NAMES[seat]}`, () => tablet.click('[data-testid=sf-start-submit]'));
    }
    const t = await truth();
    expect(t.state.phase).toBe('play');
    expect(t.config.options.edition).toBe(2);
    expect(t.config.options.mothership).toEqual([10, 0, 0, 0]);
    // Seed 001: everyone starts with a colony ship beside the spaceport.
    expect(t.state.players.map((p) => p.sf?.colonyShips)).toEqual([1, 1, 1, 1]);
  });

  it.each([
    ['1280x800', 1280, 800],
    ['1024x768', 1024, 768],
    ['800x1280', 800, 1280],
  ] as const)('every player’s panel and the number grid in view at %s', async (name, w, h) => {
    await tablet.setViewportSize({ width: w, height: h });
    await allInView(name);
    await tablet.setViewportSize(TABLET.viewport);
  });

  it('Ann rolls (Earth supplies her only), shakes the mother ship with the app and sees the speed', async () => {
    await tableRoll(tablet, 5);
    let t = await truth();
    const rolled = lastEvent(t);
    expect(rolled.type === 'rolled' && rolled.supply?.map((r) => r !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    await tablet.click('[data-testid=sf-open-fly]');
    // No trade station yet, so no friendship card: no speed from friendship is offered.
    expect(await tablet.locator('[data-testid^=sf-fly-bonus-]').count()).toBe(1);
    await tablet.click('[data-testid=sf-fly-bonus-0]');
    await tablet.screenshot({ path: `${SHOTS}/fly.png` });
    await step('shake', () => tablet.click('[data-testid=sf-fly-shake]'));
    t = await truth();
    const flown = lastEvent(t);
    if (flown.type !== 'sfFlown') throw new Error('no flight');
    // The group's own odds: the black ball every time.
    expect(flown).toMatchObject({
      seat: 0,
      source: 'app',
      boosters: 0,
      bonus: 0,
      shake: 'encounter',
    });
    expect(flown.speed).toBe(flown.shake === 'speed4' ? 4 : flown.shake === 'speed5' ? 5 : 3);
    await expect
      .poll(() => tablet.getByTestId('sf-flight').getAttribute('data-speed'))
      .toBe(String(flown.speed));
    // The actions are in view after the flight (regression: they stayed scrolled away).
    expect(await inView('sf-actions')).toBe(true);
    expect(await tablet.locator('[data-testid=sf-open-fly]').count()).toBe(0);
    await tablet.screenshot({ path: `${SHOTS}/flown.png` });
  });

  it('Ann founds a colony with her colony ship: one VP, the ship spent, the build shut', async () => {
    const before = await truth();
    await tablet.click('[data-testid=sf-open-build]');
    await tablet.click('[data-testid=sf-build-colony]');
    await tapPlanets([P(4, 'ore')]);
    // Four players: no solar system is asked.
    expect(await tablet.locator('[data-testid=sf-system-1]').count()).toBe(0);
    await step('colony', () => tablet.click('[data-testid=sf-build-submit]'));
    const t = await truth();
    expect(lastEvent(t)).toMatchObject({ type: 'sfBuilt', item: 'colony', planets: [P(4, 'ore')] });
    expect(scoreOf(t.state, 0).public).toBe(scoreOf(before.state, 0).public + 1);
    expect(t.state.players[0]?.sf?.colonyShips).toBe(0);
    await tablet.click('[data-testid=sf-open-build]');
    expect(await tablet.getByTestId('sf-build-colony').getAttribute('data-blocked')).toBe('true');
    await tablet.getByRole('button', { name: 'Cancel' }).click();
  });

  it('a trade ship and a freight ring, then a trade station at the Merchants takes their token', async () => {
    for (const item of ['tradeShip', 'freightRing'] as const) {
      await tablet.click('[data-testid=sf-open-build]');
      await tablet.click(`[data-testid=sf-build-${item}]`);
      await step(item, () => tablet.click('[data-testid=sf-build-submit]'));
    }
    const before = await truth();
    await tablet.click('[data-testid=sf-open-build]');
    await tablet.click('[data-testid=sf-build-tradeStation]');
    await tablet.click('[data-testid=sf-race-merchants]');
    await tablet.screenshot({ path: `${SHOTS}/station.png` });
    await step('station', () => tablet.click('[data-testid=sf-build-submit]'));
    const t = await truth();
    expect(lastEvent(t)).toMatchObject({
      type: 'sfBuilt',
      item: 'tradeStation',
      race: 'merchants',
      spot: 1,
    });
    // The friendship token: 2 VP.
    expect(scoreOf(t.state, 0).public).toBe(scoreOf(before.state, 0).public + 2);
    await expect
      .poll(() => tablet.getAttribute('[data-testid=score-0]', 'data-vp'))
      .toBe(String(scoreOf(t.state, 0).public));
    // Seed 001: the station also gives a friendship card of that race, shown by her panel.
    await expect
      .poll(() => tablet.textContent('[data-testid=sf-stations-0]'))
      .toContain('1 friendship card');
    await tableEndTurn(tablet);
  });

  it('Bo enters what the table’s own mother ship showed: the black ball, speed 3', async () => {
    await tableRoll(tablet, 9);
    await tablet.click('[data-testid=sf-open-fly]');
    await tablet.click('[data-testid=sf-fly-mode-table]');
    await step('shake', () => tablet.click('[data-testid=sf-fly-shake-encounter]'));
    const t = await truth();
    expect(lastEvent(t)).toEqual({
      type: 'sfFlown',
      seat: 1,
      shake: 'encounter',
      source: 'table',
      boosters: 0,
      bonus: 0,
      speed: 3,
    });
    await tablet.setViewportSize({ width: 1280, height: 800 });
    await allInView('1280x800-after');
    await tablet.setViewportSize({ width: 800, height: 1280 });
    await allInView('800x1280-after');
    await tablet.setViewportSize(TABLET.viewport);
    expect(errors).toEqual([]);
  });
});
