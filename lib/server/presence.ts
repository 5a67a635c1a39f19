import 'server-only';
// Which seats of a game have a phone following it, and on how many devices: the open event
// streams per seat, in this process only. A seat is online while at least one of its streams
// is open. A device is one browser: each phone page keeps a random device id in its
// localStorage and sends it with its stream (`?device=`), so two tabs of one browser count
// once and a second phone (or a second browser) counts twice; a stream without a device id
// (an older page, curl) counts as a device of its own. The id is a count's key, not a
// credential: a client could lie about it, so the count is what honest pages say — enough for
// the tablet to warn that a second device follows a seat, never a check that lets anyone in.
// Each game's watchers hear of the seats and counts only when they really change — a phone
// that reloads closes one stream and opens the next, so the tablet sees it drop and come back
// rather than stay away. With PostgreSQL a phone may stream from another instance, so this
// process cannot know: presence is then unknown (`presenceKnown()` false) and no one is told
// anything. Each stream registers how to close it, so a withdrawn seat link
// (`kickSeat`) ends its streams at once. The registry sits on globalThis because Next
// may load this module once per route bundle (as the hub does).

/** Devices following each online seat, keyed by the seat's number. */
export type DeviceCounts = Readonly<Record<string, number>>;

/** Hears the sorted seats online and the devices per seat after every change. */
export type PresenceListener = (online: readonly number[], devices: DeviceCounts) => void;

/** One open stream of a seat. */
interface SeatStream {
  /** The browser's device id, or null when the page sent none (then it is its own device). */
  readonly device: string | null;
  /** SHA-256 of the credential the stream was opened with, or null. */
  readonly tokenHash: string | null;
  /** Ends the stream (the credential was withdrawn). */
  readonly kick: () => void;
}

interface GamePresence {
  /** Open streams per seat; a seat with none is not in the map. */
  readonly streams: Map<number, Set<SeatStream>>;
  readonly listeners: Set<PresenceListener>;
  /** What the listeners heard last (JSON), so only real changes are told. */
  last: string;
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

/** A device id as a page may send it: 8–64 of A–Z a–z 0–9 _ -; anything else is none. */
export const deviceParam = (raw: string | null): string | null =>
  raw !== null && /^[A-Za-z0-9_-]{8,64}$/.test(raw) ? raw : null;

/** How many devices the streams are: distinct device ids, plus each stream without one. */
export function deviceCount(streams: Iterable<{ readonly device: string | null }>): number {
  const ids = new Set<string>();
  let anonymous = 0;
  for (const s of streams) {
    if (s.device === null) anonymous++;
    else ids.add(s.device);
  }
  return ids.size + anonymous;
}

function game(gameId: string): GamePresence {
  const games = registry().games;
  let p = games.get(gameId);
  if (!p) {
    p = { streams: new Map(), listeners: new Set(), last: '' };
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

function counts(p: GamePresence): Record<string, number> {
  const out: Record<string, number> = {};
  for (const seat of sorted(p)) out[String(seat)] = deviceCount(p.streams.get(seat) ?? []);
  return out;
}

function changed(p: GamePresence): void {
  const online = sorted(p);
  const devices = counts(p);
  const now = JSON.stringify([online, devices]);
  if (now === p.last) return;
  p.last = now;
  for (const l of [...p.listeners]) {
    try {
      l(online, devices);
    } catch {
      // a stream that broke is cleaned up by its own stop
    }
  }
}

export interface SeatStreamInfo {
  readonly device?: string | null;
  readonly tokenHash?: string | null;
  readonly kick?: () => void;
}

/**
 * A stream of `seat` in game `gameId` is open; returns the function that says it closed
 * (safe to call more than once). Watchers hear of it when the seats or counts changed.
 */
export function seatOpened(gameId: string, seat: number, info: SeatStreamInfo = {}): () => void {
  const p = game(gameId);
  const s: SeatStream = {
    device: info.device ?? null,
    tokenHash: info.tokenHash ?? null,
    kick: info.kick ?? (() => {}),
  };
  let set = p.streams.get(seat);
  if (!set) {
    set = new Set();
    p.streams.set(seat, set);
  }
  set.add(s);
  changed(p);
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    const mine = p.streams.get(seat);
    mine?.delete(s);
    if (mine && mine.size === 0) p.streams.delete(seat);
    changed(p);
    release(gameId, p);
  };
}

/**
 * Ends every open stream of `seat` in game `gameId` not opened with the credential whose hash
 * is `keep` (the seat's link was withdrawn: only the new secret may stream); how many ended.
 */
export function kickSeat(gameId: string, seat: number, keep: string): number {
  const p = registry().games.get(gameId);
  if (!p) return 0;
  const doomed = [...(p.streams.get(seat) ?? [])].filter((s) => s.tokenHash !== keep);
  for (const s of doomed) {
    try {
      s.kick();
    } catch {
      // already closed
    }
  }
  return doomed.length;
}

/** The seats of game `gameId` with at least one open stream in this process, ascending. */
export function onlineSeats(gameId: string): number[] {
  const p = registry().games.get(gameId);
  return p ? sorted(p) : [];
}

/** The devices following each online seat of game `gameId` in this process. */
export function seatDevices(gameId: string): Record<string, number> {
  const p = registry().games.get(gameId);
  return p ? counts(p) : {};
}

/** Calls `listener` whenever the seats online in `gameId` or their devices change; returns the stop. */
export function watchPresence(gameId: string, listener: PresenceListener): () => void {
  const p = game(gameId);
  if (p.listeners.size === 0) p.last = JSON.stringify([sorted(p), counts(p)]);
  // A function value may be added twice by two streams; wrap it so each watch is its own.
  const own: PresenceListener = (online, devices) => listener(online, devices);
  p.listeners.add(own);
  return () => {
    p.listeners.delete(own);
    release(gameId, p);
  };
}
