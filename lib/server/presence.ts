import 'server-only';
// Which seats of a game have a phone following it: a count of open event streams per seat,
// in this process only. A seat is online while at least one of its streams is open (two tabs
// of one seat count once), and each game's watchers hear of the set only when it really
// changes — a phone that reloads closes one stream and opens the next, so the tablet sees it
// drop and come back rather than stay away. With PostgreSQL a phone may stream from another
// instance, so this process cannot know: presence is then unknown (`presenceKnown()` false)
// and no one is told anything. The registry sits on globalThis because Next may load this
// module once per route bundle (as the hub does).

/** Hears the sorted seats online after every change of the set. */
export type PresenceListener = (online: readonly number[]) => void;

interface GamePresence {
  /** Open streams per seat; a seat with none is not in the map. */
  readonly streams: Map<number, number>;
  readonly listeners: Set<PresenceListener>;
}

interface Registry {
  readonly games: Map<string, GamePresence>;
  /** Whether this process sees every stream of its games (one instance on SQLite). */
  known: boolean;
}

const KEY = Symbol.for('hexkeeper.presence');
const g = globalThis as typeof globalThis & { [KEY]?: Registry };

function registry(): Registry {
  // Unknown until the store is open and says it is the only instance (games.ts).
  g[KEY] ??= { games: new Map(), known: false };
  return g[KEY];
}

/** Says whether presence can be known here: true with SQLite, false with PostgreSQL. */
export function setPresenceKnown(known: boolean): void {
  registry().known = known;
}

/** Whether table streams get presence messages (false with several instances). */
export const presenceKnown = (): boolean => registry().known;

function game(gameId: string): GamePresence {
  const games = registry().games;
  let p = games.get(gameId);
  if (!p) {
    p = { streams: new Map(), listeners: new Set() };
    games.set(gameId, p);
  }
  return p;
}

/** Forgets a game nobody streams or watches. */
function release(gameId: string, p: GamePresence): void {
  const games = registry().games;
  if (p.streams.size === 0 && p.listeners.size === 0 && games.get(gameId) === p)
    games.delete(gameId);
}

const sorted = (p: GamePresence): number[] => [...p.streams.keys()].sort((a, b) => a - b);

function changed(p: GamePresence): void {
  if (p.listeners.size === 0) return;
  const online = sorted(p);
  for (const l of [...p.listeners]) {
    try {
      l(online);
    } catch {
      // a stream that broke is cleaned up by its own stop
    }
  }
}

/**
 * A stream of `seat` in game `gameId` is open; returns the function that says it closed
 * (safe to call more than once). Watchers hear of it when the seat was not online before.
 */
export function seatOpened(gameId: string, seat: number): () => void {
  const p = game(gameId);
  const n = p.streams.get(seat) ?? 0;
  p.streams.set(seat, n + 1);
  if (n === 0) changed(p);
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    const left = (p.streams.get(seat) ?? 1) - 1;
    if (left > 0) p.streams.set(seat, left);
    else {
      p.streams.delete(seat);
      changed(p);
    }
    release(gameId, p);
  };
}

/** The seats of game `gameId` with at least one open stream in this process, ascending. */
export function onlineSeats(gameId: string): number[] {
  const p = registry().games.get(gameId);
  return p ? sorted(p) : [];
}

/** Calls `listener` whenever the set of seats online in `gameId` changes; returns the stop. */
export function watchPresence(gameId: string, listener: PresenceListener): () => void {
  const p = game(gameId);
  // A function value may be added twice by two streams; wrap it so each watch is its own.
  const own: PresenceListener = (online) => listener(online);
  p.listeners.add(own);
  return () => {
    p.listeners.delete(own);
    release(gameId, p);
  };
}
