// Cities and knights at the table (issue 32): a ck game with table dice, imported after its
// set-up and some turns of rolls (ck-game.ts), played on the tablet with Ann and Bo on phones
// and Cy without one. On the tablet: the three-dice pad, knights hired, activated and promoted
// (drawn with level and state), a politics level, a city wall; the barbarian track's forecast;
// an attack the defenders win; seven ship faces later an attack the barbarians win, where Ann
// and Bo pick the city they lose on their phones and Cy on the tablet's board. Screenshots:
// artifacts/ck/<viewport>-<moment>.png and the phone at 390×844.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch } from './browser';
import { seatTable } from './ck-drive';
import { ckMoment } from './ck-game';
import { importGame } from './server-helpers';
import { readTruth, tableEndTurn, tableStep, wholeInView } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/ck`;
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

/** Enters red, yellow and the event face on the three-dice pad, and waits for the roll. */
async function roll3(tablet: Page, red: number, yellow: number, face: string) {
  await tableStep(tablet, `roll ${red}+${yellow} ${face}`, async () => {
    await tablet.click(`[data-testid=die-red-${red}]`);
    await tablet.click(`[data-testid=die-yellow-${yellow}]`);
    await tablet.click(`[data-testid=event-${face}]`);
    await tablet.click('[data-testid=roll-submit]');
  });
}

/** A panel button that opens board spots, then the first spot tapped. */
async function tapFirstSpot(tablet: Page, button: string) {
  await tableStep(tablet, button, async () => {
    await tablet.click(`[data-testid=${button}]`);
    await tablet.locator('[data-spot-vertex]').first().click();
  });
}

async function shoot(tablet: Page, moment: string) {
  for (const s of SIZES) {
    await tablet.setViewportSize({ width: s.width, height: s.height });
    // The three-dice row (where shown) and the barbarian track stay in one piece, off the board.
    await tablet.getByTestId('barbarian-track').waitFor();
    const over = await tablet.evaluate(() => {
      const b = document.querySelector('[data-testid=board-area]')?.getBoundingClientRect();
      const t = document.querySelector('[data-testid=barbarian-track]')?.getBoundingClientRect();
      if (!b || !t) return 'missing';
      const overlap = t.left < b.right && t.right > b.left && t.top < b.bottom && t.bottom > b.top;
      return overlap ? 'the track is over the board' : 'ok';
    });
    expect(over, `${s.name} ${moment}`).toBe('ok');
    await tablet.screenshot({ path: `${SHOTS}/${s.name}-${moment}.png` });
  }
  await tablet.setViewportSize({ width: 1280, height: 800 });
}

describe('a cities-and-knights game on the tablet, two phones and a phone-less player', () => {
  it('knights, an improvement, a wall, an attack won and one lost with cities chosen', async () => {
    const m = ckMoment();
    expect(m.state.turn.seat).toBe(0);
    expect(m.state.barbarians?.step).toBe(6);
    const g = await importGame(base, m.config, m.events);
    const { tablet, phones } = await seatTable(browser, base, g, errors);
    for (const phone of phones) await phone.getByTestId('seat-improvements').waitFor();
    const [ann, bo] = phones as [Page, Page];
    // No development cards in this ruleset: the scoreboard counts none (it said "0 dev").
    for (const seat of [0, 1, 2])
      expect(await tablet.getByTestId(`score-${seat}`).textContent()).not.toMatch(/\bdev\b/);
    // Ann's phone shows her commodities and her tracks (politics 0: no card yet).
    await expect
      .poll(() => ann.getAttribute('[data-testid=seat-hand] [data-resource=coin]', 'data-count'))
      .toBe(String(m.state.players[0]?.hand.coin ?? 0));

    // The three dice: red, yellow and the event face in one row at each size.
    for (const s of SIZES) {
      await tablet.setViewportSize({ width: s.width, height: s.height });
      const row = await tablet.getByTestId('three-dice-row').evaluate((el) => {
        const kids = [...el.children].map((c) => c.getBoundingClientRect());
        const r = el.getBoundingClientRect();
        // Inside the side panel's own box too (it clips what overflows it).
        const box = el.closest('aside')?.getBoundingClientRect() ?? r;
        return {
          oneRow: kids.every((k) => Math.abs(k.bottom - (kids[0]?.bottom ?? 0)) < 2),
          inside:
            r.right <= Math.min(innerWidth, box.right) &&
            r.bottom <= innerHeight &&
            r.left >= box.left,
        };
      });
      expect(row, s.name).toEqual({ oneRow: true, inside: true });
      // OK under the dice is in sight too, without scrolling the panel.
      expect(await wholeInView(tablet, 'roll-submit'), `${s.name} OK`).toBe(true);
      await tablet.screenshot({ path: `${SHOTS}/${s.name}-dice.png` });
    }
    await tablet.setViewportSize({ width: 1280, height: 800 });

    // Ann: roll (a trade gate), then two knights, both active, one promoted; politics 1; a wall.
    await roll3(tablet, 3, 3, 'trade');
    await tapFirstSpot(tablet, 'knight-hire');
    await tapFirstSpot(tablet, 'knight-hire');
    await tapFirstSpot(tablet, 'knight-activate');
    await tapFirstSpot(tablet, 'knight-activate');
    await tapFirstSpot(tablet, 'knight-promote');
    await tableStep(tablet, 'politics 1', () => tablet.click('[data-testid=improve-politics]'));
    await tapFirstSpot(tablet, 'build-wall');
    expect(await tablet.locator('svg [data-knight][data-active=true]').count()).toBe(2);
    expect(await tablet.locator('svg [data-knight][data-level="2"]').count()).toBe(1);
    expect(await tablet.locator('svg [data-wall]').count()).toBe(1);
    expect(
      await tablet.getAttribute('[data-testid=improvements-0] [data-track=politics]', 'data-level'),
    ).toBe('1');
    // Three cities against three knight levels: a tie, to the defenders; Ann alone defends best.
    const track = tablet.getByTestId('barbarian-track');
    expect(await track.getAttribute('data-strength')).toBe('3');
    expect(await track.getAttribute('data-defence')).toBe('3');
    expect(await track.getAttribute('data-winner')).toBe('defenders');
    expect(await tablet.getByTestId('barbarian-forecast').textContent()).toContain('Ann takes');
    await expect
      .poll(() =>
        ann.getAttribute('[data-testid=seat-improvements] [data-track=politics]', 'data-faces'),
      )
      .toBe('12');
    await shoot(tablet, 'knights');
    await tableEndTurn(tablet);

    // Bo rolls the seventh ship: the defenders win, Ann takes the Defender card.
    await roll3(tablet, 4, 4, 'ship');
    let truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.barbarians).toMatchObject({ step: 0, attacks: 1, defenders: [1, 0, 0] });
    expect(await tablet.locator('svg [data-knight][data-active=true]').count()).toBe(0);
    expect(await track.getAttribute('data-winner')).toBe('barbarians');

    // Seven ship faces later the barbarians land again: no knight is active, all three lose.
    for (let i = 0; i < 7; i++) {
      await tableEndTurn(tablet);
      await roll3(tablet, 2, 3 + (i % 2), 'ship');
    }
    truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.turn.pending).toEqual({ kind: 'pillage', seats: [0, 1, 2] });
    await tablet.getByTestId('ck-wait').waitFor();
    // One line names every seat still choosing; Cy's button (no phone) comes first, in sight
    // at 1024×768 without scrolling (it was below three headlines, out of sight).
    expect(await tablet.locator('[data-testid=ck-wait] h2').allTextContents()).toEqual([
      'Waiting for Ann, Bo and Cy to each choose the city the barbarians take',
    ]);
    await tablet.setViewportSize({ width: 1024, height: 768 });
    expect(await wholeInView(tablet, 'pillage-here-2')).toBe(true);
    await tablet.setViewportSize({ width: 1280, height: 800 });
    await ann.getByTestId('seat-pillage').waitFor();
    await bo.getByTestId('seat-pillage').waitFor();
    await ann.screenshot({ path: `${SHOTS}/phone-390x844-pillage.png`, fullPage: false });
    await shoot(tablet, 'pillage');

    // Ann and Bo choose on their phones; Cy on the tablet's board.
    for (const [seat, phone] of [
      [0, ann],
      [1, bo],
    ] as const) {
      await phone.locator('[data-testid=pillage-city]').first().click();
      await expect
        .poll(async () => {
          const p = (await readTruth(base, g.id, g.hostToken)).state.turn.pending;
          return p?.kind === 'pillage' ? p.seats.includes(seat) : false;
        })
        .toBe(false);
    }
    await tapFirstSpot(tablet, 'pillage-here-2');
    truth = await readTruth(base, g.id, g.hostToken);
    expect(truth.state.turn.pending).toBeNull();
    expect(truth.state.buildings.filter((b) => b?.kind === 'city')).toHaveLength(0);
    // Ann's pillaged city took its wall with it.
    expect(truth.state.walls?.some(Boolean)).toBe(false);
    await ann.screenshot({ path: `${SHOTS}/phone-390x844-after.png`, fullPage: true });
  }, 240_000);
});
