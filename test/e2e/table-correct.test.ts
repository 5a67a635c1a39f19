// Corrections that everyone sees, in real Chromium against the production server: a roll
// entered wrongly three turns back is corrected on the tablet, and hands and scores follow on
// the tablet and on both phones (checked against the engine's truth, the host's log folded);
// then a phone's "My count is wrong" request is accepted by the host. Screenshots:
// artifacts/table/correct-*.png.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextOf, type GameState, publicScores, rollPayout, scoreOf, viewFor } from '@/lib/game';
import { expectNoSeriousA11y } from './axe';
import { ARTIFACTS, launch, open } from './browser';
import { type Created, call, clientId, create, play, scriptedCommands } from './server-helpers';
import {
  diceFor,
  handOf,
  PHONE,
  readTruth,
  shownHand,
  TABLET,
  type Truth,
  tableEndTurn,
  tableStep,
  totalOf,
} from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
const PHONES = [0, 1] as const;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** A wrong and a right sum (no 7) whose payouts to the phones' seats differ. */
function wrongAndRight(s: GameState): [number, number] {
  const ctx = contextOf(s.config);
  const sums = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];
  const pay = (n: number) => JSON.stringify(PHONES.map((p) => rollPayout(s, ctx, n).received[p]));
  const paying = sums.filter((n) =>
    PHONES.some((p) => totalOf(rollPayout(s, ctx, n).received[p] ?? {}) > 0),
  );
  for (const w of paying) for (const r of paying) if (w !== r && pay(w) !== pay(r)) return [w, r];
  throw new Error('no two sums pay the phones differently');
}

describe('corrections that everyone sees', () => {
  // Set up once (the hooks' budget), then one step per test, in order, as table-play does.
  let g: Created;
  let tablet: Page;
  const phone: Page[] = [];
  const errors: string[] = [];
  let first = 0;
  let right = 0;
  let wrong = 0;
  const truth = () => readTruth(base, g.id, g.hostToken);

  /** Tablet and phones against the engine: hands, card counts and scores. */
  const everyoneFollows = async (tr: Truth) => {
    const vp = publicScores(viewFor(tr.state, 'table'));
    for (let seat = 0; seat < tr.state.players.length; seat++) {
      await expect
        .poll(() => tablet.getAttribute(`[data-testid=score-${seat}]`, 'data-cards'))
        .toBe(String(totalOf(handOf(tr.state, seat))));
      expect(await tablet.getAttribute(`[data-testid=score-${seat}]`, 'data-vp')).toBe(
        String(vp[seat]),
      );
    }
    for (const seat of PHONES) {
      const page = phone[seat] as Page;
      await expect.poll(() => shownHand(page), { timeout: 15_000 }).toEqual(handOf(tr.state, seat));
      expect(Number(await page.getByTestId('seat-score').getAttribute('data-vp'))).toBe(
        scoreOf(tr.state, seat).true,
      );
    }
  };

  beforeAll(async () => {
    g = await create(base, { options: { dice: 'table' } });
    let version = await play(base, g, scriptedCommands(13).commands, 0);
    const host = (command: unknown) =>
      call(base, 'POST', `/api/games/${g.id}/commands`, {
        token: g.hostToken,
        body: { clientId: clientId(), version, command },
      }).then((a) => {
        if (a.status !== 200)
          throw new Error(`${JSON.stringify(command)}: ${JSON.stringify(a.body)}`);
        version = a.body.version as number;
      });

    // Four turns: the first roll is entered wrongly, the next three are 12s or 2s.
    let t = await truth();
    expect(t.state.phase).toBe('play');
    [wrong, right] = wrongAndRight(t.state);
    first = t.state.turn.number;
    for (let k = 0; k < 4; k++) {
      const seat = t.state.turn.seat;
      await host({ type: 'roll', seat, dice: diceFor(k === 0 ? wrong : k % 2 ? 12 : 2) });
      if (k < 3) await host({ type: 'endTurn', seat });
      t = await truth();
    }
    expect(t.state.turn.number).toBe(first + 3);

    const tabletCtx = await browser.newContext(TABLET);
    contexts.push(tabletCtx);
    await tabletCtx.addInitScript(
      (k) => localStorage.setItem('hexkeeper.hostToken', k),
      g.hostToken,
    );
    tablet = await tabletCtx.newPage();
    tablet.on('pageerror', (e) => errors.push(`tablet: ${String(e)}`));
    await open(tablet, `${base}/table/${g.id}`);
    for (const seat of PHONES) {
      const ctx = await browser.newContext(PHONE);
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => errors.push(`phone ${seat}: ${String(e)}`));
      await page.goto(base + new URL(g.seats[seat]?.joinUrl ?? '').pathname);
      await page.getByTestId('seat-hand').waitFor();
      phone.push(page);
    }
  });

  it('a roll three turns back corrected on the tablet: hands and scores follow everywhere', async () => {
    const before = await truth();
    await everyoneFollows(before);

    // The host corrects turn `first`'s roll from the tablet.
    await tablet.click('[data-testid=correct-open]');
    const dialog = tablet.getByTestId('correct-dialog');
    await dialog.waitFor();
    const option = dialog.locator('[data-testid=correct-roll] option', {
      hasText: `Turn ${first},`,
    });
    await tablet.selectOption(
      '[data-testid=correct-roll]',
      (await option.getAttribute('value')) ?? '',
    );
    const [a, b] = diceFor(right);
    await tablet.selectOption('[data-testid=correct-die-0]', String(a));
    await tablet.selectOption('[data-testid=correct-die-1]', String(b));
    // No reason, no correction.
    expect(await tablet.getByTestId('correct-apply').isDisabled()).toBe(true);
    await tablet.fill('[data-testid=correct-reason]', `the dice showed ${right}`);
    await tablet.screenshot({ path: `${SHOTS}/correct-dialog-1280.png` });
    await expectNoSeriousA11y(tablet);
    await tableStep(tablet, 'correct the roll', () => tablet.click('[data-testid=correct-apply]'));

    const after = await truth();
    const fixed = after.events.at(-1);
    expect(fixed).toMatchObject({
      type: 'corrected',
      fix: { kind: 'roll', turn: first, from: diceFor(wrong), to: [a, b] },
    });
    expect(
      PHONES.some(
        (s) => JSON.stringify(handOf(after.state, s)) !== JSON.stringify(handOf(before.state, s)),
      ),
    ).toBe(true);
    await everyoneFollows(after);
    await expect
      .poll(() => tablet.getByTestId('correction-notice').first().textContent())
      .toContain(`the roll of turn ${first} was ${a}+${b} = ${right}`);
    // The phones whose hand the correction touched say so, with the reason.
    for (const seat of PHONES) {
      const d =
        fixed?.type === 'corrected' && fixed.fix.kind === 'roll' ? fixed.fix.deltas[seat] : {};
      if (Object.values(d ?? {}).some((x) => x !== 0))
        await expect
          .poll(() => (phone[seat] as Page).getByTestId('seat-correction').first().textContent())
          .toContain(`the dice showed ${right}`);
    }
    await tablet.screenshot({ path: `${SHOTS}/correct-after-1280.png` });
    const touched = PHONES.find((seat) =>
      fixed?.type === 'corrected' && fixed.fix.kind === 'roll'
        ? Object.values(fixed.fix.deltas[seat] ?? {}).some((x) => x !== 0)
        : false,
    );
    if (touched !== undefined) {
      await (phone[touched] as Page).screenshot({
        path: `${SHOTS}/correct-phone-news.png`,
        fullPage: true,
      });
      // The phone's notice belongs to the turn it came in (regression, issue 28: it stayed on
      // the phone all game): the next turn clears it.
      await tableEndTurn(tablet);
      await expect
        .poll(() => (phone[touched] as Page).getByTestId('seat-correction').count())
        .toBe(0);
    }
  });

  it('a phone’s "My count is wrong" changes nothing until the host accepts it', async () => {
    // Ann's phone: one more lumber than the app counts.
    const ann = phone[0] as Page;
    const had = handOf((await truth()).state, 0);
    await ann.click('[data-testid=seat-wrong-count]');
    await ann.click('[data-testid=seat-request-form] [data-plus=lumber]');
    await ann.fill('[data-testid=seat-request-reason]', 'Bo handed me a lumber');
    await expectNoSeriousA11y(ann);
    await ann.click('[data-testid=seat-request-send]');
    await ann.getByTestId('seat-request-pending').waitFor();
    // Nothing changes until the host accepts.
    expect((await truth()).state.players[0]?.hand).toEqual(had);
    await ann.screenshot({ path: `${SHOTS}/correct-phone-request.png`, fullPage: true });
    const requests = tablet.getByTestId('correction-requests');
    await requests.waitFor();
    await requests.scrollIntoViewIfNeeded();
    await tablet.screenshot({ path: `${SHOTS}/correct-request-1280.png` });
    await tableStep(tablet, 'accept the request', () =>
      tablet.click('[data-testid=request-accept]'),
    );
    const accepted = await truth();
    expect(accepted.state.players[0]?.hand).toEqual({ ...had, lumber: (had.lumber ?? 0) + 1 });
    await everyoneFollows(accepted);
  });

  it('the dialog at the other tablet sizes, and no page threw', async () => {
    for (const [w, h] of [
      [800, 1280],
      [1024, 768],
    ] as const) {
      await tablet.setViewportSize({ width: w, height: h });
      await tablet.click('[data-testid=correct-open]');
      await tablet.click('[data-testid=correct-kind-hand]');
      await tablet.screenshot({ path: `${SHOTS}/correct-dialog-${w}.png` });
      await tablet.getByRole('button', { name: 'Cancel' }).click();
    }
    expect(errors).toEqual([]);
  });
});
