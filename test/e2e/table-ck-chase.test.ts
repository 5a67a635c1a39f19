// A knight chases the robber from the tablet's knights panel (issue 32): a random legal ck game
// imported at a moment its player may chase (an active knight beside the awake robber, after
// the roll), the "Chase the robber" button, the knight tapped, then a hex, then (where the list
// names several) the victim; the game's log then ends with that knight's chase.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGame, evolve, type GameState, randomGame, viewFor } from '@/lib/game';
import { legalActions } from '@/lib/game/legal';
import { ARTIFACTS, launch } from './browser';
import { ckConfig } from './ck-game';
import { importGame } from './server-helpers';
import { hostTablet, readTruth, tableStep } from './table-helpers';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first moment of a random ck game where the player whose turn it is may chase. */
function chaseMoment() {
  for (let i = 0; i < 30; i++) {
    const config = ckConfig(`ck-chase-${i}`);
    const { events } = randomGame(config, 3000);
    let s: GameState = createGame(config);
    for (const [k, e] of events.entries()) {
      s = evolve(s, e);
      if (s.phase !== 'play' || !s.turn.rolled || s.turn.pending) continue;
      const k0 = legalActions(viewFor(s, s.turn.seat), s.turn.seat).knights;
      if (k0 && k0.chases.length > 0) return { config, events: events.slice(0, k + 1), state: s };
    }
  }
  throw new Error('no random ck game offered a chase');
}

describe('the knights panel: chase the robber', () => {
  it('knight, hex, victim tapped on the tablet send the listed chase', async () => {
    const m = chaseMoment();
    const seat = m.state.turn.seat;
    const chases = legalActions(viewFor(m.state, seat), seat).knights?.chases ?? [];
    const g = await importGame(base, m.config, m.events, { phoneInput: false });
    const tablet = await hostTablet(browser, base, g.id, g.hostToken);
    const errors: string[] = [];
    tablet.on('pageerror', (e) => errors.push(String(e)));
    const button = tablet.getByTestId('knight-chase');
    await button.waitFor();
    expect(Number(await button.getAttribute('data-spots'))).toBe(
      new Set(chases.map((c) => c.vertex)).size,
    );
    const first = chases[0];
    if (!first) throw new Error('no chase listed');
    await button.click();
    await tablet.click(`[data-spot-vertex="${first.vertex}"]`);
    // The hexes this knight may send the robber to, as the list has them.
    await expect
      .poll(() => tablet.locator('[data-spot-hex]').count())
      .toBe(chases.filter((c) => c.vertex === first.vertex).length);
    await tableStep(tablet, 'chase', async () => {
      await tablet.click(`[data-spot-hex="${first.hex}"]`);
      if (first.victims.length > 1) await tablet.click(`[data-testid=victim-${first.victims[0]}]`);
    });
    const truth = await readTruth(base, g.id, g.hostToken);
    const chase = truth.events.at(-1);
    expect(chase).toMatchObject({
      type: 'robberChased',
      seat,
      vertex: first.vertex,
      hex: first.hex,
      victim: first.victims[0] ?? null,
    });
    expect(truth.state.knightPieces?.some((k) => k?.seat === seat)).toBe(true);
    expect(truth.state.robber).not.toBe(m.state.robber);
    expect(await tablet.locator('[data-spot-hex]').count()).toBe(0);
    await tablet.screenshot({ path: `${ARTIFACTS}/ck/chase.png` });
    expect(errors).toEqual([]);
  });
});
