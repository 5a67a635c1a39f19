import 'server-only';
// The process's cache of game histories, least recently used dropped, bounded both by count
// (HEXKEEPER_CACHE_GAMES) and by bytes (HEXKEEPER_CACHE_MB). A history keeps one state per
// event (lib/game/history.ts; states share structure), so its size follows its event count:
// measured 0.65–1.4 KB of heap per event across the rulesets (Intimate Settlers the most,
// a whole base game 0.9 KB; 20 histories built with node --expose-gc), so the estimate below takes 1.6 KB per event plus a
// game's fixed part. A 5,000-event import counts about 8 MB, a whole 4-player game about 1.1 MB.

import type { History } from '../game';

/** Heap bytes estimated for one event kept in a history (its state and its share of arrays). */
export const BYTES_PER_EVENT = 1600;
/** Heap bytes estimated for a game's fixed part (its first state, config, board topology). */
export const BYTES_PER_GAME = 48 * 1024;

/** A history's estimated heap bytes. */
export const historyBytes = (h: History): number =>
  BYTES_PER_GAME + BYTES_PER_EVENT * h.events.length;

interface Held {
  readonly version: number;
  readonly history: History;
  readonly bytes: number;
}

export class HistoryCache {
  private readonly held = new Map<string, Held>();
  private total = 0;

  constructor(
    private readonly maxGames: () => number,
    private readonly maxBytes: () => number,
  ) {}

  get(id: string): { version: number; history: History } | undefined {
    return this.held.get(id);
  }

  /** Estimated bytes held. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.held.size;
  }

  /** Keeps a game's history unless a newer version is kept already; drops the least recent past either bound. */
  remember(id: string, version: number, history: History): void {
    const hit = this.held.get(id);
    if (hit && hit.version > version) return;
    if (hit) {
      this.held.delete(id);
      this.total -= hit.bytes;
    }
    const bytes = historyBytes(history);
    this.held.set(id, { version, history, bytes });
    this.total += bytes;
    const games = this.maxGames();
    const limit = this.maxBytes();
    // The newest is kept even when it alone passes the byte bound (it is being served).
    while (this.held.size > 1 && (this.held.size > games || this.total > limit)) {
      const oldest = this.held.entries().next();
      if (oldest.done) break;
      this.held.delete(oldest.value[0]);
      this.total -= oldest.value[1].bytes;
    }
  }
}
