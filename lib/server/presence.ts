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
// rather than stay away. With several worker processes on one SQLite file (`--workers N`) each
// worker shares its own followers per seat of a game (device ids, and how many streams came
// without one) whenever they change (cluster-bus.ts), and every worker counts its own and the
// others' together: a device id seen on two workers counts once, a worker that died is
// dropped. With PostgreSQL a phone may stream from another instance, so this
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
  /** Hands the stream its seat's new link, then ends it (a host move re-keyed the seat). */
  readonly handOver: (join: string) => void;
  /** Offers the stream its seat in the game's rematch (the stream stays open). */
  readonly rematch: (join: string) => void;
}

/** One seat's followers in one process: distinct device ids, and streams without one. */
export interface SeatFollowers {
  readonly ids: readonly string[];
  readonly anonymous: number;
}

/** One process's followers of a game, keyed by seat number (seats with no stream left out). */
export type Followers = Readonly<Record<string, SeatFollowers>>;

interface GamePresence {
  readonly id: string;
  /** Open streams per seat; a seat with none is not in the map. */
  readonly streams: Map<number, Set<SeatStream>>;
  /** The other workers' followers of this game, by worker id (none empty). */
  readonly remote: Map<number, Followers>;
  /** What the other workers were told last of this process's followers (JSON). */
  shared: string;
  readonly listeners: Set<PresenceListener>;
  /** What the listeners heard last (JSON), so only real changes are told. */
  last: string;
}

interface Registry {
  readonly games: Map<string, GamePresence>;
  /** Whether this process sees every stream of its games (one instance on SQLite). */
  known: boolean;
  /** Tells the other workers this process's followers of a game (cluster-bus.ts), or null. */
  share: ((gameId: string, followers: Followers) => void) | null;
}

const KEY = Symbol.for('hexkeeper.presence');
const g = globalThis as typeof globalThis & { [KEY]?: Registry };

function registry(): Registry {
  // Unknown until the store is open and says it is the only instance (games.ts).
  g[KEY] ??= { games: new Map(), known: false, share: null };
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

/** The followers of a process's open streams, per seat. */
export function followersOf(
  streams: ReadonlyMap<number, Iterable<{ readonly device: string | null }>>,
): Record<string, SeatFollowers> {
  const out: Record<string, SeatFollowers> = {};
  for (const [seat, set] of streams) {
    const ids = new Set<string>();
    let anonymous = 0;
    for (const s of set) {
      if (s.device === null) anonymous++;
      else ids.add(s.device);
    }
    if (ids.size + anonymous > 0) out[String(seat)] = { ids: [...ids].sort(), anonymous };
  }
  return out;
}

/**
 * The seats online (ascending) and the devices following each, over several processes'
 * followers: a device id seen in two processes counts once, each stream without one counts.
 */
export function mergeFollowers(parts: Iterable<Followers>): {
  online: number[];
  devices: Record<string, number>;
} {
  const ids = new Map<number, Set<string>>();
  const anonymous = new Map<number, number>();
  for (const part of parts)
    for (const [key, f] of Object.entries(part)) {
      const seat = Number(key);
      if (f.ids.length + f.anonymous === 0) continue;
      let set = ids.get(seat);
      if (!set) {
        set = new Set();
        ids.set(seat, set);
      }
      for (const id of f.ids) set.add(id);
      anonymous.set(seat, (anonymous.get(seat) ?? 0) + f.anonymous);
    }
  const online = [...ids.keys()].sort((a, b) => a - b);
  const devices: Record<string, number> = {};
  for (const seat of online)
    devices[String(seat)] = (ids.get(seat)?.size ?? 0) + (anonymous.get(seat) ?? 0);
  return { online, devices };
}

function game(gameId: string): GamePresence {
  const games = registry().games;
  let p = games.get(gameId);
  if (!p) {
    p = {
      id: gameId,
      streams: new Map(),
      remote: new Map(),
      shared: '{}',
      listeners: new Set(),
      last: '',
    };
    games.set(gameId, p);
  }
  return p;
}

/** Forgets a game nobody streams or watches. */
function release(gameId: string, p: GamePresence): void {
  const games = registry().games;
  if (
    p.streams.size === 0 &&
    p.remote.size === 0 &&
    p.listeners.size === 0 &&
    games.get(gameId) === p
  )
    games.delete(gameId);
}

/** This process's followers and the other workers' together. */
const merged = (p: GamePresence) => mergeFollowers([followersOf(p.streams), ...p.remote.values()]);

function changed(p: GamePresence): void {
  const share = registry().share;
  if (share) {
    const mine = followersOf(p.streams);
    const text = JSON.stringify(mine);
    if (text !== p.shared) {
      p.shared = text;
      share(p.id, mine);
    }
  }
  const { online, devices } = merged(p);
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
  readonly handOver?: (join: string) => void;
  readonly rematch?: (join: string) => void;
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
    handOver: info.handOver ?? info.kick ?? (() => {}),
    rematch: info.rematch ?? (() => {}),
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
 * A stream opened with a secret a host move re-keyed (`moved.hashes`) is first handed the
 * seat's new link (`moved.join`), so the phone that follows keeps its seat without scanning.
 */
export function kickSeat(
  gameId: string,
  seat: number,
  keep: string,
  moved?: { readonly hashes: readonly string[]; readonly join: string },
): number {
  const p = registry().games.get(gameId);
  if (!p) return 0;
  const doomed = [...(p.streams.get(seat) ?? [])].filter((s) => s.tokenHash !== keep);
  for (const s of doomed) {
    try {
      if (moved && s.tokenHash !== null && moved.hashes.includes(s.tokenHash))
        s.handOver(moved.join);
      else s.kick();
    } catch {
      // already closed
    }
  }
  return doomed.length;
}

/**
 * Offers every open stream of game `gameId`'s seats its own seat's join path in the rematch
 * (`joinOf(seat)`, none when null): a phone is told only its own new secret. How many.
 */
export function offerRematch(gameId: string, joinOf: (seat: number) => string | null): number {
  const p = registry().games.get(gameId);
  if (!p) return 0;
  let n = 0;
  for (const [seat, set] of p.streams) {
    const join = joinOf(seat);
    if (join === null) continue;
    for (const s of [...set]) {
      try {
        s.rematch(join);
        n++;
      } catch {
        // already closed
      }
    }
  }
  return n;
}

/** The seats of game `gameId` with at least one open stream (in any worker), ascending. */
export function onlineSeats(gameId: string): number[] {
  const p = registry().games.get(gameId);
  return p ? merged(p).online : [];
}

/** The devices following each online seat of game `gameId` (over every worker). */
export function seatDevices(gameId: string): Record<string, number> {
  const p = registry().games.get(gameId);
  return p ? merged(p).devices : {};
}

/** Shares this process's followers with the other workers from now on (cluster-bus.ts). */
export function setPresenceShare(
  share: ((gameId: string, followers: Followers) => void) | null,
): void {
  registry().share = share;
}

/** Another worker's followers of a game now (all of them; none when empty). */
export function workerPresence(worker: number, gameId: string, followers: Followers): void {
  const p = game(gameId);
  if (Object.keys(followers).length === 0) p.remote.delete(worker);
  else p.remote.set(worker, followers);
  changed(p);
  release(gameId, p);
}

/** A worker died: its followers are dropped from every game. */
export function workerGone(worker: number): void {
  for (const [gameId, p] of [...registry().games])
    if (p.remote.delete(worker)) {
      changed(p);
      release(gameId, p);
    }
}

/** This process's followers of every game it streams, to re-send to a new worker. */
export function localPresence(): [string, Followers][] {
  const out: [string, Followers][] = [];
  for (const [gameId, p] of registry().games)
    if (p.streams.size > 0) out.push([gameId, followersOf(p.streams)]);
  return out;
}

/** Calls `listener` whenever the seats online in `gameId` or their devices change; returns the stop. */
export function watchPresence(gameId: string, listener: PresenceListener): () => void {
  const p = game(gameId);
  if (p.listeners.size === 0) {
    const { online, devices } = merged(p);
    p.last = JSON.stringify([online, devices]);
  }
  // A function value may be added twice by two streams; wrap it so each watch is its own.
  const own: PresenceListener = (online, devices) => listener(online, devices);
  p.listeners.add(own);
  return () => {
    p.listeners.delete(own);
    release(gameId, p);
  };
}
