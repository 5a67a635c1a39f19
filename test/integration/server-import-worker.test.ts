// Issue 27, finding 4, moved off the loop: an import request's body text goes to an import
// worker (lib/server/import-pool.ts, a worker thread running a bundle of
// lib/server/import-worker.ts), which parses, checks and replays it; the event loop only
// stores the result. Through lib/server's use case on a real SQLite file and a real worker
// thread (nothing mocked but `server-only` in this process).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { current, newHistory, randomGame, toGameLog } from '@/lib/game';
import { config } from '../unit/game-helpers';

vi.mock('server-only', () => ({}));

const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-import-worker-'));
process.env.HEXKEEPER_DATA_DIR = dir;
process.env.HEXKEEPER_IMPORTS_WAITING_MB = '1';
const games = await import('@/lib/server/games');
const { ApiError } = await import('@/lib/server/http');

afterAll(async () => {
  const s = await games.server();
  await s.unwatch();
  await s.store.close();
  rmSync(dir, { recursive: true, force: true });
});

const cfg = config('intimate', 2, {}, 'import-worker');
const long = randomGame(cfg, 5000);
const log = () =>
  JSON.parse(JSON.stringify(toGameLog(cfg, long.events))) as Record<string, unknown>;
const body = (l: unknown) => JSON.stringify({ log: l, phoneInput: true });

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof ApiError) return `${e.status} ${e.code} ${e.message}`;
    throw e;
  }
}

describe('imports in a worker thread', () => {
  it(`a ${long.events.length}-event import is checked off the loop and stored whole`, async () => {
    // Warm: the worker's bundle is made once per process.
    await games.importText(body({ ...log(), events: [] }), null, 'http://t');
    let turns = 0;
    let on = true;
    const tick = () => {
      if (!on) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const made = await games.importText(body(log()), null, 'http://t');
    on = false;
    // The loop kept turning while the worker parsed and replayed (not one long task).
    expect(turns).toBeGreaterThan(5);
    const rec = await games.gameRecord(made.id);
    expect(rec.version).toBe(made.version);
    // Its history is folded on first use from the stored events: the same game.
    const h = await games.historyOf(rec);
    expect(current(h)).toEqual(current(newHistory(rec.config, long.events)));
  });

  it.each([
    ['deep nesting', `{"log":${'['.repeat(100)}${']'.repeat(100)}}`, /^400 ERR_BAD_JSON .*64/],
    ['bad JSON', '{"log": {', /^400 ERR_BAD_JSON/],
    ['an unknown field', JSON.stringify({ log: {}, evil: 1 }), /^400 ERR_VALIDATION/],
    [
      'a forged roll',
      (() => {
        const l = log();
        const events = l.events as Record<string, unknown>[];
        const i = events.findIndex((e) => e.type === 'rolled');
        events[i] = { ...events[i], dice: [6, 6] };
        return body(l);
      })(),
      /^422 ERR_BAD_LOG event \d+: /,
    ],
    [
      'a malformed event',
      body({ ...log(), events: [...(log().events as unknown[]).slice(0, 10), { type: 'nope' }] }),
      /^422 ERR_BAD_LOG event 11: ERR_LOG_FORMAT/,
    ],
    [
      'too many events',
      body({ ...log(), events: Array.from({ length: 5001 }, () => ({})) }),
      /^422 ERR_BAD_LOG a log may hold at most 5000 events/,
    ],
  ])('%s is refused by the worker with the route’s answer', async (_n, text, want) => {
    expect(await outcome(games.importText(text, null, 'http://t'))).toMatch(want);
  });

  it('past the bodies waiting, one is told to retry (429, Retry-After 2); a short one fits', async () => {
    const text = body(log());
    // One import in the worker, as many as fit in 1 MB waiting (HEXKEEPER_IMPORTS_WAITING_MB).
    const fit = Math.floor((1024 * 1024) / text.length);
    expect(fit).toBeGreaterThanOrEqual(1);
    const send = (t: string) =>
      games.importText(t, null, 'http://t').then(
        () => 'ok',
        (e: unknown) =>
          e instanceof ApiError ? `${e.status} ${e.headers['Retry-After'] ?? ''}` : 'other',
      );
    const all = Array.from({ length: fit + 3 }, () => send(text));
    // A short import (a new table) still fits beside the queue of long ones.
    all.push(send(body({ ...log(), events: (log().events as unknown[]).slice(0, 10) })));
    const got = await Promise.all(all);
    expect(got.slice(0, fit + 1)).toEqual(Array(fit + 1).fill('ok'));
    expect(got.slice(fit + 1, fit + 3)).toEqual(['429 2', '429 2']);
    expect(got.at(-1)).toBe('ok');
  });
});
