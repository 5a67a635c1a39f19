// Issue 27, finding 4: an import of 5,000 events held the event loop for 360–420 ms in one
// piece, and 30 imports from one address stalled health for seconds. Through lib/server's use
// case on a real SQLite file (nothing mocked but `server-only`): the import is parsed and
// replayed in slices between which the loop turns; imports run one at a time, a few wait, more
// are told to retry; the imported game's history is the replay's (its first view folds
// nothing again); a forged event is refused with its number.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { current, newHistory, randomGame, toGameLog } from '@/lib/game';
import { config } from '../unit/game-helpers';

vi.mock('server-only', () => ({}));

const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-import-slices-'));
process.env.HEXKEEPER_DATA_DIR = dir;
const games = await import('@/lib/server/games');
const { ApiError } = await import('@/lib/server/http');

afterAll(async () => {
  const s = await games.server();
  await s.unwatch();
  await s.store.close();
  rmSync(dir, { recursive: true, force: true });
});

const cfg = config('intimate', 2, {}, 'import-slices');
const long = randomGame(cfg, 5000);
const log = () =>
  JSON.parse(JSON.stringify(toGameLog(cfg, long.events))) as Record<string, unknown>;

/** Counts the event loop's turns while `p` runs (a setImmediate chain). */
async function turnsDuring<T>(p: () => Promise<T>): Promise<{ turns: number; value: T }> {
  let turns = 0;
  let on = true;
  const tick = () => {
    if (!on) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { value: await p(), turns };
  } finally {
    on = false;
  }
}

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof ApiError) return `${e.status} ${e.code}`;
    throw e;
  }
}

describe('imports in slices', () => {
  it(`a ${long.events.length}-event import lets the event loop turn while it parses and replays`, async () => {
    expect(long.events.length).toBeGreaterThan(500);
    const { turns, value } = await turnsDuring(() =>
      games.importGame(log(), true, null, 'http://t'),
    );
    // One slice is IMPORT_SLICE_MS of work; the whole import is many of them.
    expect(turns).toBeGreaterThan(5);
    const rec = await games.gameRecord(value.id);
    const s = await games.server();
    const held = s.cache.get(value.id);
    expect(held?.version).toBe(rec.version);
    // The cached history is the replay's and equals a fresh fold of the stored events.
    expect(current(held?.history ?? newHistory(cfg))).toEqual(
      current(newHistory(rec.config, long.events)),
    );
  });

  it('imports wait their turn; past the events waiting, one is told to retry (429)', async () => {
    const fit = Math.floor(games.IMPORT_EVENTS_WAITING / long.events.length);
    const all = Array.from({ length: fit + 2 }, () =>
      outcome(games.importGame(log(), true, null, 'http://t')),
    );
    // A short import (a new table) still fits beside the full queue of long ones.
    const short = { ...log(), events: (log().events as unknown[]).slice(0, 10) };
    all.push(outcome(games.importGame(short, true, null, 'http://t')));
    const got = await Promise.all(all);
    expect(got.filter((o) => o === 'ok').length).toBe(fit + 1);
    expect(got.slice(fit, fit + 2)).toEqual(['429 ERR_RATE_LIMITED', '429 ERR_RATE_LIMITED']);
    expect(got.at(-1)).toBe('ok');
  });

  it('a forged event is refused with its number, after the slices before it', async () => {
    const l = log();
    const events = l.events as Record<string, unknown>[];
    const i = events.findIndex((e) => e.type === 'rolled');
    events[i] = { ...events[i], dice: [6, 6] };
    expect(await outcome(games.importGame(l, true, null, 'http://t'))).toBe('422 ERR_BAD_LOG');
    const bad = {
      ...log(),
      events: [...(log().events as unknown[]).slice(0, 10), { type: 'nope' }],
    };
    await expect(games.importGame(bad, true, null, 'http://t')).rejects.toThrow(/^event 11: /);
  });
});

describe('cities and knights is taken like every ruleset', () => {
  it('a ck game is created, and a game@1 log of one imported', async () => {
    const ck = config('ck', 3, {}, 'import-ck');
    const l = JSON.parse(JSON.stringify(toGameLog(ck, randomGame(ck, 40).events)));
    const made = await games.createGame(
      {
        ruleset: 'ck',
        players: ck.players.map((p) => ({ name: p.name, color: p.color })),
        board: l.board,
      },
      null,
      'http://t',
    );
    expect(made.seats).toHaveLength(3);
    const imported = await games.importGame(l, true, null, 'http://t');
    expect(imported.seats).toHaveLength(3);
  });
});
