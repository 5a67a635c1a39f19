// A phone acts for its own seat and never for another (lib/server/games.ts' submitCommand over
// a real SQLite file): its own trade offers, answers, cards played and declared go through to
// the engine; the same commands naming another seat are 403 ERR_NOT_YOUR_CHOICE and change
// nothing, and the host may still send them all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Command,
  fold,
  type GameState,
  parseGameLog,
  randomGame,
  toGameLog,
} from '@/lib/game';

vi.mock('server-only', () => ({}));
const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-seat-actions-'));
process.env.HEXKEEPER_DATA_DIR = dir;
delete process.env.DATABASE_URL;
const games = await import('@/lib/server/games');

const PLAYERS = [
  { name: 'Ann', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cy', color: 'white' },
];

function config() {
  const p = parseGameLog({
    format: 'game@1',
    ruleset: 'base',
    seed: 'seat-actions',
    players: PLAYERS,
    options: { devDeck: 'table' },
    board: { share: 'h1.base.spiral.none.3.demo' },
    events: [],
  });
  if (!p.ok) throw new Error(p.error.message);
  return p.value.config;
}

/** A bot game cut where the active player has rolled, and it and the next seat hold two kinds. */
function opening(): { events: ReturnType<typeof randomGame>['events']; s: GameState } {
  const cfg = config();
  const g = randomGame(cfg, 400);
  for (let n = 1; n <= g.events.length; n++) {
    const events = g.events.slice(0, n);
    const s = fold(cfg, events);
    const t = s.turn;
    const other = (t.seat + 1) % 3;
    const kinds = (seat: number) =>
      Object.entries(s.players[seat]?.hand ?? {})
        .filter(([, k]) => k > 0)
        .map(([r]) => r);
    const held = kinds(other).some((r) => kinds(t.seat).some((w) => w !== r));
    if (s.phase === 'play' && t.rolled && !t.pending && !t.sbp && held) return { events, s };
  }
  throw new Error('no such moment in the bot game');
}

const { events, s } = opening();
const active = s.turn.seat;
const offerer = (active + 1) % 3;
const third = (active + 2) % 3;
const has = (seat: number, r: string) => (s.players[seat]?.hand[r] ?? 0) > 0;
const resources = ['brick', 'lumber', 'wool', 'grain', 'ore'];
const givable =
  resources.find((r) => has(offerer, r) && resources.some((w) => w !== r && has(active, w))) ?? '';
const wanted = resources.find((w) => w !== givable && has(active, w)) ?? '';
const offerBy = (seat: number): Command => ({
  type: 'offerTrade',
  seat,
  give: { [givable]: 1 },
  get: { [wanted]: 1 },
});

let id = '';
let hostToken = '';
const seatToken: string[] = [];
let n = 0;

async function send(token: string, command: Command) {
  const rec = await games.gameRecord(id);
  const role = await games.authorise(rec, token);
  try {
    const a = await games.submitCommand(rec, role, token, {
      clientId: `seat-actions-${n++}`,
      version: rec.version,
      command,
    });
    return { status: 200, code: 'ok', version: a.version };
  } catch (e) {
    const x = e as { status: number; code: string };
    return { status: x.status, code: x.code, version: rec.version };
  }
}

beforeAll(async () => {
  const c = await games.importGame(toGameLog(config(), events), true, null, 'http://t.test');
  id = c.id;
  hostToken = c.hostToken ?? '';
  for (const l of c.seats) seatToken[l.seat] = new URL(l.joinUrl).pathname.split('/')[3] ?? '';
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("a seat's phone sends only its own seat's actions", () => {
  it.each([
    ['a trade offer in the name of another seat', () => offerBy(third)],
    [
      'an answer for the active player',
      () => ({ type: 'answerTrade', seat: active, from: offerer, accept: true }),
    ],
    ['a knight for the active player', () => ({ type: 'playKnight', seat: active })],
    ['a victory point for the active player', () => ({ type: 'playVictoryPoint', seat: active })],
    [
      'a declared card of another seat',
      () => ({ type: 'declareDev', seat: third, card: 'knight' }),
    ],
    [
      'a monopoly for another seat',
      () => ({ type: 'playMonopoly', seat: active, resource: 'ore' }),
    ],
    ['a card bought (the table buys)', () => ({ type: 'buyDev', seat: offerer })],
    [
      'a player trade made directly (the active player makes it at the table)',
      () => ({ type: 'tradePlayer', seat: offerer, with: active, give: {}, get: {} }),
    ],
  ] as [string, () => Command][])('%s: 403 ERR_NOT_YOUR_CHOICE, nothing changes', async (_, c) => {
    const before = (await games.gameRecord(id)).version;
    const r = await send(seatToken[offerer] ?? '', c());
    expect([r.status, r.code]).toEqual([403, 'ERR_NOT_YOUR_CHOICE']);
    expect((await games.gameRecord(id)).version).toBe(before);
  });

  it("its own offer is accepted; the active seat's phone declines it; the host's accept works", async () => {
    const v0 = (await games.gameRecord(id)).version;
    expect((await send(seatToken[offerer] ?? '', offerBy(offerer))).code).toBe('ok');
    const decline: Command = { type: 'answerTrade', seat: active, from: offerer, accept: false };
    expect((await send(seatToken[third] ?? '', decline)).code).toBe('ERR_NOT_YOUR_CHOICE');
    expect((await send(seatToken[active] ?? '', decline)).code).toBe('ok');
    expect((await send(seatToken[offerer] ?? '', offerBy(offerer))).code).toBe('ok');
    // The host answers for the active player: the cards change hands.
    const accept: Command = { type: 'answerTrade', seat: active, from: offerer, accept: true };
    expect((await send(hostToken, accept)).code).toBe('ok');
    expect((await games.gameRecord(id)).version).toBe(v0 + 4);
  });

  it('its own command the rules refuse is 422 with the rule code (a knight off its turn)', async () => {
    const r = await send(seatToken[third] ?? '', { type: 'playKnight', seat: third });
    expect([r.status, r.code]).toEqual([422, 'ERR_NOT_YOUR_TURN']);
  });
});
