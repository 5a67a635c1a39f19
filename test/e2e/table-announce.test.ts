// Issue 28: a card played on a phone (a monopoly) was not announced on the tablet, so players
// without a phone did not learn they must hand cards over. In Debian's Chromium against the
// production server: a phone plays a monopoly (its own command, with its seat's cookie); the
// strip under the board says who hands what to whom, inside the tablet's viewport as soon as
// the tablet shows that version, at 1280×800 and 800×1280.
// Screenshots: artifacts/table/announce-<viewport>.png.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Event, randomGame } from '@/lib/game';
import { ARTIFACTS, launch, open } from './browser';
import { call, clientId, importGame, localConfig } from './server-helpers';
import { TABLET } from './table-helpers';

const base = inject('baseURL');
const SHOTS = `${ARTIFACTS}/table`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A scripted game with a monopoly in it: its config, and the events before it. */
function withMonopoly() {
  for (let i = 0; i < 40; i++) {
    const config = localConfig(`announce-${i}`);
    const { events } = randomGame(config, 20_000);
    const at = events.findIndex((e) => e.type === 'monopolyPlayed');
    const played = events[at];
    if (played?.type === 'monopolyPlayed')
      return { config, before: events.slice(0, at) as Event[], played };
  }
  throw new Error('no scripted game plays a monopoly');
}

/** Whether the element is wholly inside the viewport and the topmost thing at its centre. */
const inSight = (page: Page, sel: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return 'missing';
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      return `outside at ${Math.round(r.top)}`;
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit && el.contains(hit) ? 'in sight' : `under ${hit?.tagName}`;
  }, sel);

describe.each([
  { name: 'landscape-1280x800', width: 1280, height: 800 },
  { name: 'portrait-800x1280', width: 800, height: 1280 },
])('a monopoly played on a phone at $name', (vp) => {
  it('is said in the strip, who hands what to whom, in sight as soon as the tablet has it', async () => {
    const { config, before, played } = withMonopoly();
    const g = await importGame(base, config, before);
    const ctx = await browser.newContext({ ...TABLET, viewport: vp });
    await ctx.addInitScript((t) => localStorage.setItem('hexkeeper.hostToken', t), g.hostToken);
    const tablet = await ctx.newPage();
    await open(tablet, `${base}/table/${g.id}`);
    await tablet.waitForSelector(`[data-testid=table][data-version="${g.version}"]`);

    const link = g.seats[played.seat]?.joinUrl ?? '';
    const r = await fetch(base + new URL(link).pathname, { redirect: 'manual' });
    const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const sent = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      cookie,
      body: {
        clientId: clientId(),
        version: g.version,
        command: { type: 'playMonopoly', seat: played.seat, resource: played.resource },
      },
    });
    expect(sent.status).toBe(200);
    await tablet.waitForSelector(
      `[data-testid=table][data-version="${Number(sent.body.version)}"]`,
    );
    await tablet.getByTestId('played-notice').waitFor();
    expect(await inSight(tablet, '[data-testid=played-notice]')).toBe('in sight');
    const said = (await tablet.getByTestId('played-notice').textContent()) ?? '';
    const taker = config.players[played.seat]?.name ?? '?';
    expect(said).toContain(`${taker} played`);
    const givers = played.taken.filter((n, s) => n > 0 && s !== played.seat).length;
    if (givers === 0) expect(said).toMatch(/nobody else holds/);
    else expect((said.match(/ hands /g) ?? []).length).toBe(givers);
    await tablet.screenshot({ path: `${SHOTS}/announce-${vp.name}.png` });
    await ctx.close();
  });
});
