// Issue 27, finding 3: the history cache was bounded by count only, so 4,000 viewed
// 5,000-event imports could hold about 25 GB. It is bounded in estimated bytes too.
import { describe, expect, it, vi } from 'vitest';
import { newHistory, randomGame } from '@/lib/game';
import { config } from './game-helpers';

vi.mock('server-only', () => ({}));
const { BYTES_PER_EVENT, HistoryCache, historyBytes } = await import('@/lib/server/history-cache');

const cfg = config('intimate', 2, {}, 'cache-bytes');
const long = newHistory(cfg, randomGame(cfg, 5000).events);
const MB = 1024 * 1024;

describe('the history cache, bounded in bytes', () => {
  it('estimates a history by its events (Intimate Settlers, the most per event)', () => {
    expect(historyBytes(long)).toBe(48 * 1024 + BYTES_PER_EVENT * long.events.length);
  });

  it('ninety viewed imports stay under the byte bound; the newest are kept', () => {
    const cache = new HistoryCache(
      () => 4000,
      () => 64 * MB,
    );
    for (let i = 0; i < 90; i++) cache.remember(`g${i}`, 1, long);
    expect(cache.bytes).toBeLessThanOrEqual(64 * MB);
    expect(cache.size).toBe(Math.floor((64 * MB) / historyBytes(long)));
    expect(cache.get('g89')?.history).toBe(long);
    expect(cache.get('g0')).toBeUndefined();
  });

  it('the count bound still holds, and a newer version replaces an older one', () => {
    const small = newHistory(cfg);
    const cache = new HistoryCache(
      () => 3,
      () => 64 * MB,
    );
    for (let i = 0; i < 5; i++) cache.remember(`g${i}`, 1, small);
    expect([cache.size, cache.get('g1'), cache.bytes]).toEqual([
      3,
      undefined,
      3 * historyBytes(small),
    ]);
    cache.remember('g4', 2, long);
    cache.remember('g4', 1, small);
    expect(cache.get('g4')?.version).toBe(2);
    expect(cache.bytes).toBe(2 * historyBytes(small) + historyBytes(long));
  });

  it('one history over the bound alone is kept while it is the newest', () => {
    const cache = new HistoryCache(
      () => 10,
      () => 1 * MB,
    );
    cache.remember('a', 1, newHistory(cfg));
    cache.remember('big', 1, long);
    expect([cache.size, cache.get('big')?.version]).toEqual([1, 1]);
  });
});
