import 'server-only';
// The live fan-out of one process. For each game with live streams here, a feed holds the
// game's history at the last version it delivered and hands every later version to its
// listeners exactly once, in order. Versions arrive from this process's own commits (with
// their new history, so no store read) or from other instances' commits (the store's
// watch: PostgreSQL NOTIFY of game id and version). A feed that learns of a version it has
// not delivered reads the missing entries from the store, by version — so a listener never
// sees a gap or a duplicate, whichever instance appended and in whatever order the news
// came. The feeds sit on globalThis because Next may load this module once per route bundle.

import { current, type GameState, type History } from '../game';
import { applyEntry } from './replay';
import type { Entry, StoreChange } from './store';

export interface Published {
  readonly gameId: string;
  readonly version: number;
  readonly entry: Entry;
  /** The game after the entry. */
  readonly state: GameState;
  /** The game before the entry (version - 1): the live stream's deltas are diffs from it. */
  readonly before: GameState;
}

export type Listener = (p: Published) => void;

/** Where feeds read what they missed (the process's store and history cache). */
export interface FeedSource {
  /** The game's stored version and its history, or null when there is no such game. */
  latest(gameId: string): Promise<{ version: number; history: History } | null>;
  version(gameId: string): Promise<number | null>;
  entries(gameId: string, after: number): Promise<{ version: number; entry: Entry }[]>;
  /** Keeps the history cache current with what the feed computed. */
  remember(gameId: string, version: number, history: History): void;
}

/**
 * How many of its newest versions a feed keeps (as the Published objects its streams were
 * sent, so their encoded messages are shared too): a stream resuming within them is sent
 * just those versions, with no read of the store and no fold (sse.ts). A resume from further
 * back gets a snapshot.
 */
export const RECENT_VERSIONS = 64;

class Feed {
  version = -1;
  history: History | null = null;
  /** The newest versions delivered, oldest first, contiguous, at most RECENT_VERSIONS. */
  readonly recent: Published[] = [];
  /** The highest version known to exist. */
  private target = -1;
  readonly listeners = new Set<Listener>();
  /** Subscribers still waiting for the feed to catch up (the feed must not be dropped). */
  pending = 0;
  private running: Promise<void> | null = null;

  constructor(
    readonly gameId: string,
    private readonly src: FeedSource,
  ) {}

  /** A commit of this process: delivered at once when it is the next version. */
  local(version: number, entry: Entry, history: History): void {
    if (this.history !== null && version === this.version + 1) this.emit(version, entry, history);
    else this.want(version);
  }

  /** Version `v` exists: catch up to it (reading the store) unless already delivered. */
  want(v: number): void {
    if (v > this.target) this.target = v;
    if (this.history === null || this.version < this.target)
      this.pump().catch((e: unknown) =>
        console.error(`hexkeeper: live feed of ${this.gameId} could not read the store:`, e),
      );
  }

  /** Runs the catch-up loop if it is not running; resolves when it has caught up. */
  pump(): Promise<void> {
    this.running ??= this.run();
    return this.running;
  }

  private async run(): Promise<void> {
    // Let pump() store this promise before the loop below can clear it.
    await undefined;
    try {
      for (;;) {
        if (this.history === null) {
          const l = await this.src.latest(this.gameId);
          if (l === null) return;
          // Versions that arrived meanwhile are > l.version or already in l.
          this.version = l.version;
          this.history = l.history;
          if (this.target < l.version) this.target = l.version;
          continue;
        }
        // Checked and cleared in one step (finally runs at once), so a want() that comes
        // after this return starts a new run instead of joining a finished one.
        if (this.version >= this.target) return;
        const rows = await this.src.entries(this.gameId, this.version);
        let progressed = false;
        for (const r of rows) {
          // Lower versions were delivered meanwhile by local(); versions are contiguous.
          if (r.version !== this.version + 1 || this.history === null) continue;
          this.emit(r.version, r.entry, applyEntry(this.history, r.entry));
          progressed = true;
        }
        // The store has nothing newer than what was announced: stop rather than spin.
        if (!progressed) return;
      }
    } finally {
      this.running = null;
    }
  }

  private emit(version: number, entry: Entry, history: History): void {
    // Both callers deliver the version after the history held (this.history is set).
    const before = current(this.history ?? history);
    this.version = version;
    this.history = history;
    if (this.target < version) this.target = version;
    this.src.remember(this.gameId, version, history);
    const state = current(history);
    const p: Published = { gameId: this.gameId, version, entry, state, before };
    this.recent.push(p);
    if (this.recent.length > RECENT_VERSIONS) this.recent.shift();
    for (const l of [...this.listeners]) {
      try {
        l(p);
      } catch {
        // a stream that broke is cleaned up by its own cancel
      }
    }
  }
}

interface Hub {
  feeds: Map<string, Feed>;
  source: FeedSource | null;
}
const KEY = Symbol.for('hexkeeper.hub');
const g = globalThis as typeof globalThis & { [KEY]?: Hub };

function hub(): Hub {
  g[KEY] ??= { feeds: new Map(), source: null };
  return g[KEY];
}

/** Wires the hub to the process's store (once, when the server opens). */
export function setFeedSource(src: FeedSource): void {
  hub().source = src;
}

export interface Subscription {
  /** Every version after this one reaches the listener, in order, exactly once. */
  readonly version: number;
  /** The game's history at `version`. */
  readonly history: History;
  /**
   * The versions after `after` up to `version`, as they were delivered; null when the feed no
   * longer holds all of them (a resume from too far back, or a feed that started after it).
   */
  readonly since: (after: number) => readonly Published[] | null;
  readonly unsubscribe: () => void;
}

/**
 * Follows a game. Resolves once the feed has caught up with the store's version as read at
 * the call (so a client that saw version v anywhere gets a subscription at v or later);
 * null when there is no such game.
 */
export async function subscribe(gameId: string, listener: Listener): Promise<Subscription | null> {
  const h = hub();
  const src = h.source;
  if (!src) throw new Error('hexkeeper: the live hub has no store yet');
  let feed = h.feeds.get(gameId);
  if (!feed) {
    feed = new Feed(gameId, src);
    h.feeds.set(gameId, feed);
  }
  const f = feed;
  f.pending++;
  try {
    if (f.history !== null) {
      const v = await src.version(gameId);
      if (v !== null) f.want(v);
    }
    await f.pump();
  } finally {
    f.pending--;
  }
  if (f.history === null) {
    release(f);
    return null;
  }
  f.listeners.add(listener);
  let done = false;
  const version = f.version;
  const held = f.recent.slice();
  return {
    version,
    history: f.history,
    since: (after) => {
      if (after >= version) return [];
      const from = held.findIndex((p) => p.version === after + 1);
      const upTo = held.findIndex((p) => p.version === version);
      return from < 0 || upTo < from ? null : held.slice(from, upTo + 1);
    },
    unsubscribe: () => {
      if (done) return;
      done = true;
      f.listeners.delete(listener);
      release(f);
    },
  };
}

function release(f: Feed): void {
  const feeds = hub().feeds;
  if (f.listeners.size === 0 && f.pending === 0 && feeds.get(f.gameId) === f)
    feeds.delete(f.gameId);
}

/** A commit of this process (its version and new history), for the game's live streams. */
export function publish(gameId: string, version: number, entry: Entry, history: History): void {
  hub().feeds.get(gameId)?.local(version, entry, history);
}

/** A change another process made (from the store's watch). */
export function storeChanged(c: StoreChange): void {
  const h = hub();
  if (c.kind === 'append') {
    h.feeds.get(c.gameId)?.want(c.version);
    return;
  }
  // A withdrawn seat link changes no version (games.ts ends the old secret's streams).
  if (c.kind === 'seats') return;
  // Notifications may have been lost: ask the store where every followed game is.
  const src = h.source;
  if (!src) return;
  for (const f of h.feeds.values())
    src.version(f.gameId).then(
      (v) => {
        if (v !== null) f.want(v);
      },
      (e: unknown) => console.error('hexkeeper: resync failed:', e),
    );
}

/** Live listeners in this process (for tests and the benchmark). */
export const listenerCount = (gameId: string): number =>
  hub().feeds.get(gameId)?.listeners.size ?? 0;
