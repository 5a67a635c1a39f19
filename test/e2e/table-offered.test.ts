// Nothing is offered that decide refuses (issue 14): a real game is brought to sampled states on
// the tablet (set-up, before the roll, after a roll with cards, the robber, a discard, a
// development card held before and after the roll; the base game and the 5–6 player extension's
// building between turns), and in each, every enabled control of the turn panel is tapped on a
// fresh copy of the game. A tap must either advance the game's version or open something new
// (a panel, a board mode); whatever it opens is then finished by tapping (the last enabled
// control, else the first spot on the board) until the game advances — and no refusal may show
// on the way. Where a tap opens a panel (trade, play a card, a discard), every enabled control
// of that panel is tried the same way, each on a fresh copy. Set-up spots, too many to tap one
// by one, are each checked against decide() on the engine's state, and one is tapped.
// An ordinary turn (a sum entered, one road, end turn) takes 4 taps.
// Screenshots: artifacts/offered/<state>.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createGame,
  DEFAULT_OPTIONS,
  decide,
  type Event,
  evolve,
  type GameConfig,
  type GameState,
  randomGame,
  rolledSum,
  toGameLog,
  UNKNOWN_CARD,
} from '@/lib/game';
import type { VertexId } from '@/lib/hex';
import { board56 } from '../fixtures/boards';
import { ARTIFACTS, launch, open } from './browser';
import { beginnerRealCards } from './real-cards';
import { readTruth, TABLET, tableVersion } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/offered`;

const players = (n: number) =>
  ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].slice(0, n).map((name, i) => ({
    name,
    color: ['red', 'blue', 'white', 'orange', 'green'][i] as string,
  }));

// Real cards (devDeck 'table'): a card nobody has declared may be played as any kind, so every
// kind the turn allows is honestly playable, and the tablet shows no hidden card.
const BASE = beginnerRealCards('offered');
const FIVE: GameConfig = {
  ruleset: 'base56',
  seed: 'offered56',
  players: players(5),
  board: board56(),
  options: {
    ...DEFAULT_OPTIONS,
    dice: 'table',
    devDeck: 'table',
    betweenTurns: 'special-building-phase',
  },
};

type Kind = 'setup' | 'preroll' | 'rolled' | 'robber' | 'discard' | 'devPre' | 'dev' | 'between';
const total = (h: Readonly<Record<string, number>>) => Object.values(h).reduce((a, b) => a + b, 0);

/** What a state is, for sampling: the first prefix of the game of each kind. */
function kindOf(s: GameState): Kind[] {
  const t = s.turn;
  const p = s.players[t.seat];
  const kinds: Kind[] = [];
  if (s.phase === 'setup') kinds.push('setup');
  if (s.phase !== 'play' || !p) return kinds;
  const quiet = !t.pending && !t.sbp;
  // Only undeclared cards, each bought before this turn: any kind may be played.
  const oldCards =
    p.dev.length > 0 && p.dev.every((d) => d.card === UNKNOWN_CARD && d.turn < t.number);
  if (quiet && !t.rolled) kinds.push(oldCards ? 'devPre' : 'preroll');
  if (quiet && t.rolled && total(p.hand) >= 5) kinds.push(oldCards ? 'dev' : 'rolled');
  if (t.pending?.kind === 'robber') kinds.push('robber');
  if (t.pending?.kind === 'discard') kinds.push('discard');
  if (t.sbp) kinds.push('between');
  return kinds;
}

interface Sample {
  readonly name: string;
  readonly config: GameConfig;
  readonly events: readonly Event[];
}

function samples(config: GameConfig, wanted: readonly Kind[]): { game: Event[]; out: Sample[] } {
  const game = randomGame(config, 3000).events;
  const first = new Map<Kind, number>();
  let s = createGame(config);
  game.forEach((e, i) => {
    for (const k of kindOf(s)) if (!first.has(k)) first.set(k, i);
    s = evolve(s, e);
  });
  const out = wanted.map((k) => {
    const at = first.get(k);
    if (at === undefined) throw new Error(`${config.ruleset}: no ${k} state in the sampled game`);
    return { name: `${config.ruleset}-${k}`, config, events: game.slice(0, at) };
  });
  return { game, out };
}

const baseGame = samples(BASE, [
  'setup',
  'preroll',
  'rolled',
  'robber',
  'discard',
  'devPre',
  'dev',
]);
const SAMPLES: readonly Sample[] = [...baseGame.out, ...samples(FIVE, ['rolled', 'between']).out];

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Helpers installed in every page: the enabled controls of the turn panel, and its look. */
function installProbe() {
  const w = window as unknown as {
    __offered: () => string[];
    __sig: () => string;
  };
  const section = () => document.querySelector('[data-testid=turn-section]');
  w.__offered = () => {
    const sec = section();
    if (!sec) return [];
    const out: string[] = [];
    let i = 0;
    for (const b of sec.querySelectorAll('button')) {
      b.removeAttribute('data-offer');
      const el = b as HTMLButtonElement;
      const off =
        el.matches(':disabled') ||
        el.getAttribute('aria-disabled') === 'true' ||
        el.getAttribute('aria-pressed') === 'true' ||
        el.hasAttribute('data-unpick') ||
        el.textContent?.trim() === 'Cancel' ||
        el.offsetParent === null;
      if (off) continue;
      el.setAttribute('data-offer', String(i++));
      const pick = el.getAttribute('data-pick');
      const owner = el.closest('[data-testid]')?.getAttribute('data-testid');
      out.push(
        el.getAttribute('data-testid') ??
          (pick ? `${owner}/${pick}` : (el.getAttribute('aria-label') ?? el.textContent ?? '?')),
      );
    }
    return out;
  };
  w.__sig = () => {
    const spots = document.querySelectorAll(
      'svg[data-board] [data-spot-vertex], svg[data-board] [data-spot-edge], svg[data-board] [data-spot-hex]',
    ).length;
    return `${section()?.innerHTML ?? ''}#${spots}`;
  };
}

interface Fresh {
  readonly page: Page;
  readonly id: string;
  readonly token: string;
  readonly close: () => Promise<void>;
}

/** A fresh copy of the sampled game on a tablet, its panel settled. */
async function fresh(sample: Sample): Promise<Fresh> {
  const r = await fetch(`${base}/api/games/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ log: toGameLog(sample.config, sample.events) }),
  });
  expect(r.status).toBe(201);
  const created = (await r.json()) as { id: string; hostToken: string };
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(
    (t) => localStorage.setItem('hexkeeper.hostToken', t),
    created.hostToken,
  );
  // The beginners' switch on (issue 28): the tablet reads the acting seat's own view, so it
  // can offer only what that hand pays. Off, it offers from the public table and a build the
  // hand cannot pay is refused in words (test/e2e/table-play.test.ts).
  await page.addInitScript(() => localStorage.setItem('hexkeeper.afford', '1'));
  await page.addInitScript(installProbe);
  await open(page, `${base}/table/${created.id}`);
  await page.waitForSelector('[data-testid=turn-section]');
  await settle(page);
  return { page, id: created.id, token: created.hostToken, close: () => ctx.close() };
}

/** Waits until no command is on its way and every picker that reads a hand has it. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const sec = document.querySelector('[data-testid=turn-section]');
    return (
      sec !== null &&
      sec.getAttribute('aria-busy') !== 'true' &&
      sec.querySelector('[data-hand-known=false]') === null
    );
  });
}

const offered = (page: Page) =>
  page.evaluate(() => (window as unknown as { __offered: () => string[] }).__offered());

type Outcome = 'advanced' | 'changed';

/** Taps `what` and tells what came of it; a refusal (or nothing at all) fails with its words. */
async function tap(page: Page, label: string, what: () => Promise<void>): Promise<Outcome> {
  const before = {
    v: await tableVersion(page),
    sig: await page.evaluate(() => (window as unknown as { __sig: () => string }).__sig()),
  };
  await what();
  const r = await page
    .waitForFunction(
      (b) => {
        const err = document.querySelector('[data-testid=notice][data-tone=error]');
        if (err) return `refused: ${err.textContent}`;
        const v = Number(
          document.querySelector('[data-testid=table]')?.getAttribute('data-version'),
        );
        if (v > b.v) return 'advanced';
        const sec = document.querySelector('[data-testid=turn-section]');
        if (sec?.getAttribute('aria-busy') === 'true') return false;
        if (sec?.querySelector('[data-hand-known=false]')) return false;
        const sig = (window as unknown as { __sig: () => string }).__sig();
        return sig !== b.sig ? 'changed' : false;
      },
      before,
      { timeout: 15_000 },
    )
    .then((h) => h.jsonValue() as Promise<string>)
    .catch(() => 'nothing happened');
  if (r !== 'advanced' && r !== 'changed') throw new Error(`${label}: ${r}`);
  await settle(page);
  return r;
}

/**
 * Taps the i-th of the enabled controls `seen` (the panel as read before), found again now by
 * its name (and which of that name it was). The panel may still redraw between that read and
 * the tap (the acting seat's own view arriving): it failed CI once, waiting 30 s for a number
 * the redrawn panel no longer had.
 */
async function tapOffer(
  page: Page,
  i: number,
  label: string,
  seen: readonly string[],
): Promise<Outcome> {
  const want = seen[i] ?? '';
  const nth = seen.slice(0, i).filter((x) => x === want).length;
  const at = async () => {
    await settle(page);
    const now = await offered(page);
    return now.map((x, k) => (x === want ? k : -1)).filter((k) => k >= 0)[nth] ?? -1;
  };
  await expect
    .poll(at, { message: `${label}: "${want}" offered`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(0);
  const j = await at();
  return tap(page, label, () => page.click(`[data-testid=turn-section] [data-offer="${j}"]`));
}

/** Finishes what a tap opened: the last enabled control, else the first spot, until the game advances. */
async function finish(page: Page, path: string[]): Promise<void> {
  for (let step = 0; step < 12; step++) {
    const offers = await offered(page);
    if (offers.length > 0) {
      const i = offers.length - 1;
      path.push(offers[i] ?? '?');
      if ((await tapOffer(page, i, path.join(' → '), offers)) === 'advanced') return;
      continue;
    }
    const spot = page
      .locator(
        'svg[data-board] [data-spot-vertex], svg[data-board] [data-spot-edge], svg[data-board] [data-spot-hex]',
      )
      .first();
    if ((await spot.count()) === 0) throw new Error(`${path.join(' → ')}: nothing left to tap`);
    path.push('board spot');
    if ((await tap(page, path.join(' → '), () => spot.click())) === 'advanced') return;
  }
  throw new Error(`${path.join(' → ')}: the game never advanced`);
}

describe.each(SAMPLES)('every control offered in $name', (sample) => {
  it('is taken by the engine (or opens what is then taken)', async () => {
    const first = await fresh(sample);
    const top = await offered(first.page);
    await first.page.screenshot({ path: `${SHOTS}/${sample.name}.png` });
    const spots = await first.page.$$eval('svg[data-board] [data-spot-vertex]', (gs) =>
      gs.map((g) => g.getAttribute('data-spot-vertex') ?? ''),
    );
    if (sample.name.endsWith('-setup')) {
      // Every settlement spot offered is one decide() takes.
      const truth = await readTruth(base, first.id, first.token);
      const seat = truth.state.setup?.queue[truth.state.setup.index] ?? -1;
      expect(spots.length).toBeGreaterThan(0);
      const refused = spots.filter(
        (v) => !decide(truth.state, { type: 'buildSettlement', seat, vertex: v as VertexId }).ok,
      );
      expect(refused).toEqual([]);
    }
    await first.close();
    const tried: string[] = [];
    // Nothing to tap in the panel (set-up, the robber): the board's spots are the controls.
    if (top.length === 0) {
      const page = await fresh(sample);
      await finish(page.page, [sample.name]);
      await page.close();
      tried.push('board spot');
    }
    for (let i = 0; i < top.length; i++) {
      const f = await fresh(sample);
      const path = [sample.name, top[i] ?? '?'];
      const how = await tapOffer(f.page, i, path.join(' → '), top);
      const inner = how === 'changed' ? await offered(f.page) : [];
      // A new panel opened (not just a die or a count picked): each of its controls in turn.
      const panel = inner.some((k) => !top.includes(k));
      if (how === 'changed' && !panel) await finish(f.page, path);
      await f.close();
      tried.push(top[i] ?? '?');
      if (!panel) continue;
      for (let j = 0; j < inner.length; j++) {
        // A control still there from the panel before (a discard's other "Pick") was tried above.
        if (top.includes(inner[j] ?? '')) continue;
        const g = await fresh(sample);
        const p2 = [...path, inner[j] ?? '?'];
        await tapOffer(g.page, i, path.join(' → '), top);
        if ((await tapOffer(g.page, j, p2.join(' → '), inner)) === 'changed')
          await finish(g.page, p2);
        await g.close();
        tried.push(p2.slice(1).join(' → '));
      }
    }
    expect(tried.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 1_800_000); // dozens of fresh games per state: minutes on a shared two-core machine
});

// The count: an ordinary turn — the roll entered as a sum, one road, end turn — is 4 taps.
describe('an ordinary turn on the tablet', () => {
  const game = baseGame.game;
  const at = game.findIndex((e, i) => {
    const next = game[i + 1];
    return (
      e.type === 'rolled' &&
      rolledSum(e) !== 7 &&
      next?.type === 'roadBuilt' &&
      next.seat === e.seat &&
      !next.free
    );
  });
  it('takes 4 taps with a sum', async () => {
    expect(at).toBeGreaterThan(0);
    const rolled = game[at] as Extract<Event, { type: 'rolled' }>;
    const road = game[at + 1] as Extract<Event, { type: 'roadBuilt' }>;
    const f = await fresh({ name: 'ordinary', config: BASE, events: game.slice(0, at) });
    let taps = 0;
    const tapOn = async (sel: string) => {
      taps++;
      return tap(f.page, sel, () => f.page.click(sel));
    };
    expect(await tapOn(`[data-testid=sum-${rolledSum(rolled)}]`)).toBe('advanced');
    expect(await tapOn('[data-testid=build-road]')).toBe('changed');
    // The road's tap commits a version; the panel may redraw (leaving build mode) a moment
    // before the answer arrives, which the tap helper may see first as a change, so the version
    // is awaited itself (bounded), not the order of the two.
    const beforeRoad = await tableVersion(f.page);
    await tapOn(`[data-spot-edge="${road.edge}"]`);
    await expect.poll(() => tableVersion(f.page), { timeout: 15_000 }).toBeGreaterThan(beforeRoad);
    expect(await tapOn('[data-testid=end-turn]')).toBe('advanced');
    await f.page.waitForSelector('[data-testid=dice-pad]');
    const truth = await readTruth(base, f.id, f.token);
    const played = truth.events.slice(at);
    expect({
      taps,
      road: played.find((e) => e.type === 'roadBuilt'),
      next: truth.state.turn.seat,
    }).toEqual({
      taps: 4,
      road: expect.objectContaining({ seat: rolled.seat, edge: road.edge, free: false }),
      next: (rolled.seat + 1) % 3,
    });
    await f.close();
  });
});
