import 'server-only';

// The table server's use cases, between the routes and the store: create and import games,
// authorise viewers, take commands (stale versions refused, client ids applied once), undo
// and redo for the host, views per viewer, the game@1 export. Two requests may interleave
// (the store is async, and other instances append too): the store's append is the one
// place that decides, refusing any append not made against the latest version.

import {
  type Command,
  current,
  decide,
  type Event,
  effectiveEvents,
  type GameConfig,
  type GameState,
  type GameView,
  type History,
  newHistory,
  parseGameLog,
  RULES_EDITION,
  replaySteps,
  type SeenEvent,
  toGameLog,
  type Viewer,
  viewEvent,
  viewFor,
} from '../game';
import { joinCluster } from './cluster-bus';
import {
  hashToken,
  isTokenShape,
  newGameId,
  newSalt,
  newToken,
  sameHash,
  seatToken,
  serverKey,
} from './credentials';
import {
  cachedBytes,
  cachedGames,
  createRate,
  databaseUrl,
  dataDir,
  hostMoveRate,
  readRate,
  serverKeySetting,
  trustedProxies,
  writeRate,
} from './env';
import { HistoryCache } from './history-cache';
import { ApiError, credentialOf, type WithHeaders } from './http';
import { publish, setFeedSource, storeChanged } from './hub';
import { checkEvent, checkHead, checkLength } from './import-check';
import { checkInWorker } from './import-pool';
import { joinUrl } from './network';
import { PgStore } from './pg-store';
import { kickSeat, offerRematch, setPresenceKnown } from './presence';
import { RateLimiter } from './rate-limit';
import { applyEntry } from './replay';
import { type CreateBody, seatMaySend } from './schemas';
import { openSqliteStore } from './sqlite-store';
import { checkDataFolder } from './startup-checks';
import type { Entry, GameRecord, GameStore, RematchRecord, SeatRecord } from './store';

interface Server {
  readonly store: GameStore;
  readonly key: Buffer;
  /** Latest history per game, least recently used dropped first. */
  readonly cache: HistoryCache;
  /** Stops following other instances' appends. */
  readonly unwatch: () => Promise<void>;
}

interface Limits {
  readonly createLimit: RateLimiter;
  readonly writeLimit: RateLimiter;
  readonly readLimit: RateLimiter;
  readonly hostMoveLimit: RateLimiter;
}

const KEY = Symbol.for('hexkeeper.server');
const LIMITS = Symbol.for('hexkeeper.limits');
const g = globalThis as typeof globalThis & { [KEY]?: Promise<Server>; [LIMITS]?: Limits };

/**
 * The process's store and caches, opened on first use: PostgreSQL when DATABASE_URL is
 * set (migrations run first), else the SQLite file in the data folder.
 */
export function server(): Promise<Server> {
  let s = g[KEY];
  if (!s) {
    const opening = open();
    s = opening;
    g[KEY] = opening;
    // A failed open (say the database is not up yet) is not kept: the next request retries.
    opening.catch(() => {
      if (g[KEY] === opening) g[KEY] = undefined;
    });
  }
  return s;
}

async function open(): Promise<Server> {
  // Settings read per request are checked here, so a malformed one stops the server at start.
  trustedProxies();
  const url = databaseUrl();
  const setKey = serverKeySetting();
  if (url && !setKey)
    throw new Error(
      'hexkeeper: DATABASE_URL is set, so HEXKEEPER_SERVER_KEY must be too (the same 64 hex ' +
        'characters on every instance, e.g. from `openssl rand -hex 32`): join links are ' +
        'derived from it',
    );
  // With PostgreSQL the instance keeps nothing on disk; the data folder is SQLite's.
  if (!url) checkDataFolder(dataDir(), setKey !== null);
  const store = url ? await PgStore.open(url) : openSqliteStore(dataDir());
  const key = setKey ?? serverKey(dataDir());
  const cache = new HistoryCache(cachedGames, cachedBytes);
  // One SQLite file serves one instance, whose processes hold every stream of its games; with
  // PostgreSQL a phone may follow the game from another instance, so who is online is unknown.
  setPresenceKnown(store.kind === 'sqlite');
  // Worker processes on one SQLite file (`--workers N`) share who follows which seat.
  if (store.kind === 'sqlite') joinCluster();
  setFeedSource({
    latest: async (id) => {
      const rec = await store.game(id);
      return rec ? { version: rec.version, history: await historyAt(store, cache, rec) } : null;
    },
    version: (id) => store.version(id),
    entries: (id, after) => store.entries(id, after),
    remember: (id, version, history) => remember(cache, id, version, history),
  });
  let unwatch: () => Promise<void>;
  try {
    // A link withdrawn on any instance ends the old secret's streams here too.
    unwatch = await store.watch((c) => {
      if (c.kind === 'seats') void kickWithdrawn(store, c.gameId);
      else storeChanged(c);
    });
  } catch (e) {
    await store.close().catch(() => undefined);
    throw e;
  }
  return { store, key, cache, unwatch };
}

/**
 * Ends the streams of game `id` opened with a seat secret that is no longer the seat's; one
 * opened with a secret a host move re-keyed is first handed its seat's new join path.
 */
export function rekeySeats(id: string, seats: readonly SeatRecord[], key: Buffer): void {
  for (const s of seats)
    kickSeat(id, s.seat, s.tokenHash, {
      hashes: s.moved ?? [],
      join: `/join/${encodeURIComponent(id)}/${seatToken(key, s.salt)}`,
    });
}

/** Ends the streams of game `id` opened with a seat secret that is no longer the seat's. */
async function kickWithdrawn(store: GameStore, id: string): Promise<void> {
  try {
    const rec = await store.game(id);
    rekeySeats(id, rec?.seats ?? [], (await server()).key);
    // The same news says a rematch was recorded: its seats are offered to this game's phones.
    await deliverRematch(id);
  } catch (e) {
    console.error('hexkeeper: could not read withdrawn seats:', e);
  }
}

function limits(): Limits {
  g[LIMITS] ??= {
    createLimit: new RateLimiter(createRate),
    writeLimit: new RateLimiter(writeRate),
    readLimit: new RateLimiter(readRate),
    hostMoveLimit: new RateLimiter(hostMoveRate),
  };
  return g[LIMITS];
}

function limit(l: RateLimiter, key: string): void {
  const wait = l.take(key);
  if (wait > 0)
    throw new ApiError(
      429,
      'ERR_RATE_LIMITED',
      `too many requests; try again in ${wait} s`,
      { retryAfter: wait },
      { 'Retry-After': String(wait) },
    );
}

export const limitCreate = (address: string): void => limit(limits().createLimit, address);
export const limitRead = (address: string): void => limit(limits().readLimit, address);
/** Host-move offers and takes, per client address (each is a durable write or a look-up). */
export const limitHostMove = (address: string): void => limit(limits().hostMoveLimit, address);

// ------------------------------------------------------------------ who is asking

/**
 * Who is asking: the host, a seat, or a former host — a device that ran the game until the
 * host moved to another one (host-move.ts), which may still watch the public table.
 */
export type Role =
  | { readonly kind: 'host' }
  | { readonly kind: 'seat'; readonly seat: number }
  | { readonly kind: 'former' };

export const viewerOf = (r: Role): Viewer => (r.kind === 'seat' ? r.seat : 'table');

/** The refusal a former host's write gets. */
export const hostMoved = () =>
  new ApiError(
    403,
    'ERR_HOST_MOVED',
    'this game is now run from another device; this one may only watch the table',
  );

/** The game or 404. */
export async function gameRecord(id: string): Promise<GameRecord> {
  const rec = await (await server()).store.game(id);
  if (!rec) throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
  return rec;
}

/** Who the credential belongs to in this game; 401 without one or with a wrong one. */
export async function authorise(rec: GameRecord, token: string | null): Promise<Role> {
  if (!token) throw new ApiError(401, 'ERR_NO_CREDENTIAL', 'a host or seat credential is needed');
  if (!isTokenShape(token))
    throw new ApiError(401, 'ERR_BAD_CREDENTIAL', 'this credential is not valid for this game');
  const h = hashToken(token);
  const hostId = await (await server()).store.hostByTokenHash(h);
  if (hostId !== null && hostId === rec.hostId) return { kind: 'host' };
  if (hostId !== null && (await (await server()).store.formerHost(rec.id, hostId)))
    return { kind: 'former' };
  const seat = rec.seats.find((s) => sameHash(s.tokenHash, h));
  if (seat) return { kind: 'seat', seat: seat.seat };
  const moved = rec.seats.find((s) => (s.moved ?? []).some((w) => sameHash(w, h)));
  if (moved)
    throw new ApiError(
      401,
      'ERR_SEAT_WITHDRAWN',
      'the host moved to another device and every seat has a new link; scan the new code',
      { seat: moved.seat },
    );
  const gone = rec.seats.find((s) => (s.withdrawn ?? []).some((w) => sameHash(w, h)));
  if (gone)
    throw new ApiError(
      401,
      'ERR_SEAT_WITHDRAWN',
      "this seat's link was withdrawn by the host; scan the new code",
      { seat: gone.seat },
    );
  throw new ApiError(401, 'ERR_BAD_CREDENTIAL', 'this credential is not valid for this game');
}

/** Who sent `req` in game `rec`: its bearer token, else the game's seat cookie, authorised. */
export const requestRole = (req: WithHeaders, rec: GameRecord): Promise<Role> =>
  authorise(rec, credentialOf(req, rec.id));

export function requireHost(role: Role): void {
  if (role.kind === 'former') throw hostMoved();
  if (role.kind !== 'host') throw new ApiError(403, 'ERR_HOST_ONLY', 'only the host may do this');
}

/** The host for a bearer token (an existing host), or null when no token was given. */
export async function hostOf(token: string | null): Promise<string | null> {
  if (token === null) return null;
  const id = isTokenShape(token)
    ? await (await server()).store.hostByTokenHash(hashToken(token))
    : null;
  if (!id) throw new ApiError(401, 'ERR_BAD_CREDENTIAL', 'unknown host credential');
  return id;
}

// ------------------------------------------------------------------ state

/**
 * The states a stream resuming after version `after` missed, up to version `upTo`, taken from
 * `history` (the game at `upTo`, which keeps a state per event) with only the entries after
 * `after` read from the store — never a fold from the first event. Each: its version, entry,
 * and the game before and after it. Null when the span holds an undo or redo (a state it
 * passed may be gone from the history: a snapshot then).
 */
export async function missedStates(
  gameId: string,
  history: History,
  after: number,
  upTo: number,
): Promise<{ version: number; entry: Entry; before: GameState; state: GameState }[] | null> {
  const rows = (await (await server()).store.entries(gameId, after)).filter(
    (r) => r.version <= upTo,
  );
  if (rows.length !== upTo - after) return null;
  let cursor = history.cursor;
  const out: { version: number; entry: Entry; before: GameState; state: GameState }[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i];
    if (r?.entry.kind !== 'events' || r.version !== after + i + 1) return null;
    const from = cursor - r.entry.events.length;
    const state = history.states[cursor];
    const before = history.states[from];
    if (from < 0 || !state || !before) return null;
    out.push({ version: r.version, entry: r.entry, before, state });
    cursor = from;
  }
  return out.reverse();
}

/** The game's history at its record's version (cached). */
export async function historyOf(rec: GameRecord): Promise<History> {
  const { store, cache } = await server();
  return historyAt(store, cache, rec);
}

async function historyAt(
  store: GameStore,
  cache: Server['cache'],
  rec: GameRecord,
): Promise<History> {
  const hit = cache.get(rec.id);
  let history: History;
  if (hit && hit.version === rec.version) history = hit.history;
  else if (hit && hit.version < rec.version) {
    // Another instance (or a request still in flight) appended: fold in only what is new.
    history = hit.history;
    for (const { version, entry } of await store.entries(rec.id, hit.version)) {
      if (version > rec.version) break;
      history = applyEntry(history, entry);
    }
  } else {
    history = newHistory(rec.config);
    for (const { version, entry } of await store.entries(rec.id)) {
      if (version > rec.version) break;
      history = applyEntry(history, entry);
    }
  }
  remember(cache, rec.id, rec.version, history);
  return history;
}

/** Caches a game's history unless a newer version is cached already (history-cache.ts). */
function remember(cache: Server['cache'], id: string, version: number, history: History): void {
  cache.remember(id, version, history);
}

export interface ViewAnswer {
  readonly version: number;
  readonly phoneInput: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly view: GameView;
}

export async function viewAnswer(rec: GameRecord, viewer: Viewer): Promise<ViewAnswer> {
  const h = await historyOf(rec);
  return {
    version: rec.version,
    phoneInput: rec.phoneInput,
    canUndo: h.cursor > 0,
    canRedo: h.cursor < h.events.length,
    view: viewFor(current(h), viewer),
  };
}

// ------------------------------------------------------------------ create and import

export interface SeatLink {
  readonly seat: number;
  readonly name: string;
  readonly joinUrl: string;
  readonly qr: string;
}

export interface Created {
  readonly id: string;
  readonly version: number;
  /** Present when a new host was registered: keep it, it is shown once. */
  readonly hostToken: string | null;
  readonly seats: readonly SeatLink[];
}

export async function seatLinks(rec: GameRecord, origin: string): Promise<SeatLink[]> {
  const k = (await server()).key;
  return rec.seats.map((s) => seatLinkOf(rec, s.seat, seatToken(k, s.salt), origin) as SeatLink);
}

/** A seat's link for its secret `secret`; null when the game has no such seat. */
function seatLinkOf(
  rec: GameRecord,
  seat: number,
  secret: string,
  origin: string,
): SeatLink | null {
  if (!rec.seats.some((s) => s.seat === seat)) return null;
  return {
    seat,
    name: rec.config.players[seat]?.name ?? '',
    joinUrl: joinUrl(origin, rec.id, secret),
    qr: `/api/games/${rec.id}/seats/${seat}/qr`,
  };
}

async function register(
  config: GameConfig,
  events: readonly Event[],
  hostId: string | null,
  phoneInput: boolean,
  origin: string,
  history?: History,
): Promise<Created> {
  const { store, key, cache } = await server();
  let hostToken: string | null = null;
  let host = hostId;
  if (host === null) {
    hostToken = newToken();
    host = await store.createHost(hashToken(hostToken));
  }
  const seats: SeatRecord[] = config.players.map((_, seat) => {
    const salt = newSalt();
    return { seat, salt, tokenHash: hashToken(seatToken(key, salt)) };
  });
  const id = newGameId();
  const entries: Entry[] = events.length > 0 ? [{ kind: 'events', events }] : [];
  await store.createGame({ id, hostId: host, config, phoneInput, seats, entries });
  const rec = await gameRecord(id);
  // An import's history was built by its replay: its first view folds nothing again.
  if (history) remember(cache, id, rec.version, history);
  return { id, version: rec.version, hostToken, seats: await seatLinks(rec, origin) };
}

/** A new game from the create form. */
export async function createGame(
  body: CreateBody,
  hostId: string | null,
  origin: string,
): Promise<Created> {
  const doc = {
    format: 'game@1',
    ruleset: body.ruleset,
    seed: body.seed ?? newToken().slice(0, 16),
    players: body.players,
    // A new game plays the current rules edition; a log without one is from before (log.ts).
    options: { edition: RULES_EDITION, ...(body.options ?? {}) },
    board:
      body.board === undefined
        ? null
        : typeof body.board === 'string'
          ? { share: body.board }
          : body.board,
    events: [],
  };
  const parsed = parseGameLog(doc);
  if (!parsed.ok)
    throw new ApiError(422, 'ERR_BAD_GAME', parsed.error.message.replace(/^game@1: /, ''));
  return register(parsed.value.config, [], hostId, body.phoneInput ?? false, origin);
}

import { MAX_IMPORT_EVENTS } from './import-check';

export { MAX_IMPORT_EVENTS };

/** A slice of an import's work on the event loop before it lets other work through (ms). */
export const IMPORT_SLICE_MS = 8;
/**
 * Events of the imports waiting for the one that replays (four of the longest logs); an
 * import that would pass it is told to retry. Bounded by events, not imports: a burst of short
 * imports (new tables) waits its turn, a burst of 5,000-event logs is turned away.
 */
export const IMPORT_EVENTS_WAITING = 4 * MAX_IMPORT_EVENTS;

const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `work` in slices of IMPORT_SLICE_MS: `step` answers false when it is done. */
async function sliced(step: () => boolean): Promise<void> {
  let start = performance.now();
  while (step())
    if (performance.now() - start >= IMPORT_SLICE_MS) {
      await loopTurn();
      start = performance.now();
    }
}

let importing: Promise<unknown> = Promise.resolve();
let waitingEvents = 0;

/**
 * One import parses and replays at a time in a process, the others wait (at most
 * IMPORT_EVENTS_WAITING events of them; past that 429 with Retry-After): a burst of imports
 * neither holds many large logs in memory at once nor shares the loop among many folds.
 */
function oneImportAtATime<T>(events: number, work: () => Promise<T>): Promise<T> {
  const size = Math.max(1, events);
  if (waitingEvents > 0 && waitingEvents + size > IMPORT_EVENTS_WAITING)
    throw new ApiError(
      429,
      'ERR_RATE_LIMITED',
      'the server is busy with other imports; try again in 2 s',
      { retryAfter: 2 },
      { 'Retry-After': '2' },
    );
  waitingEvents += size;
  const start = () => {
    waitingEvents -= size;
    return work();
  };
  const run = importing.then(start, start);
  importing = run.catch(() => undefined);
  return run;
}

/**
 * A new game continuing an exported game@1 log; every event is checked by the rules. The
 * events are parsed and replayed in slices of IMPORT_SLICE_MS between which the event loop
 * serves health checks, live streams and other tables (a 5,000-event import was 360–420 ms
 * in one piece), one import at a time.
 */
export async function importGame(
  log: unknown,
  phoneInput: boolean,
  hostId: string | null,
  origin: string,
): Promise<Created> {
  const raw = log !== null && typeof log === 'object' ? (log as { events?: unknown }).events : [];
  // Bounded work: a log longer than any real game is refused before it is parsed or replayed.
  checkLength(raw);
  return oneImportAtATime(Array.isArray(raw) ? raw.length : 0, () =>
    importNow(log, raw, phoneInput, hostId, origin),
  );
}

async function importNow(
  log: unknown,
  raw: unknown,
  phoneInput: boolean,
  hostId: string | null,
  origin: string,
): Promise<Created> {
  // The document without its events first (players, options, board), then the events.
  const config = checkHead(log, raw);
  const input = raw as readonly unknown[];
  const events: Event[] = [];
  await sliced(() => {
    const i = events.length;
    if (i >= input.length) return false;
    events.push(checkEvent(i, input[i]));
    return true;
  });
  // Every event re-decided, and the states kept: they are the game's history.
  const states: GameState[] = [];
  const steps = replaySteps(config, events);
  await sliced(() => {
    const n = steps.next();
    if (!n.done) {
      states.push(n.value);
      return true;
    }
    if (n.value !== null)
      throw new ApiError(
        422,
        'ERR_BAD_LOG',
        `event ${n.value.index}: ${n.value.error.code}: ${n.value.error.message}`,
      );
    return false;
  });
  const history: History = { config, events, states, cursor: events.length };
  return register(config, events, hostId, phoneInput, origin, history);
}

/**
 * A new game from an import request's body text, checked by an import worker
 * (import-pool.ts): the JSON parse, the checks and the rules' replay all run off the event
 * loop; this thread only stores the checked events. The game's history is not kept from the
 * import (the worker's states stay in its heap): the first view or stream folds the events
 * (the fold alone, unchecked, about 2 ms per 1,000 events) and caches that.
 */
export async function importText(
  text: string,
  hostId: string | null,
  origin: string,
): Promise<Created> {
  const r = await checkInWorker(text);
  return register(r.config, r.events, hostId, r.phoneInput, origin);
}

export async function listGames(hostId: string) {
  return (await server()).store.listGames(hostId);
}

// ------------------------------------------------------------------ writes

export interface Accepted {
  readonly version: number;
  /** True when this client id was applied before: nothing new happened. */
  readonly replayed: boolean;
  readonly events: readonly SeenEvent[];
}

async function commit(
  rec: GameRecord,
  expected: number,
  entry: Entry,
  clientId: string,
  h: History,
) {
  const { store, cache } = await server();
  const r = await store.append(rec.id, expected, entry, clientId);
  if (!r.ok) {
    if (r.code === 'not-found') throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
    throw stale(r.version);
  }
  if (r.replayed) return r;
  const next = applyEntry(h, entry);
  remember(cache, rec.id, r.version, next);
  publish(rec.id, r.version, entry, next);
  return r;
}

const stale = (version: number) =>
  new ApiError(409, 'ERR_STALE_VERSION', `the game is at version ${version}`, { version });

/** Rate limit per credential, then the version an earlier use of this client id produced. */
async function writeGate(rec: GameRecord, token: string, clientId: string): Promise<number | null> {
  limit(limits().writeLimit, hashToken(token));
  return (await server()).store.commandVersion(rec.id, clientId);
}

/** Decides a command and stores its events as the next version. */
export async function submitCommand(
  rec: GameRecord,
  role: Role,
  token: string,
  body: { clientId: string; version: number; command: Command },
): Promise<Accepted> {
  const c = body.command;
  if (role.kind === 'former') throw hostMoved();
  // A seat's request for a correction of its own hand changes nothing until the host accepts,
  // so it is taken even while phone input is off; a correction itself is the host's alone.
  const ownRequest = c.type === 'requestCorrection' && role.kind === 'seat' && c.seat === role.seat;
  if (role.kind === 'seat' && !ownRequest) {
    if (!rec.phoneInput)
      throw new ApiError(403, 'ERR_PHONE_INPUT_OFF', 'the host has not allowed input from phones');
    if (!seatMaySend(c, role.seat))
      throw new ApiError(
        403,
        'ERR_NOT_YOUR_CHOICE',
        'a seat may only send its own choices: discards, set-up cards, cards played or declared, trade offers and answers, ' +
          'and ask for a correction of its own hand',
      );
  }
  const seen = await writeGate(rec, token, body.clientId);
  if (seen !== null) return { version: seen, replayed: true, events: [] };
  if (body.version !== rec.version) throw stale(rec.version);
  const h = await historyOf(rec);
  let d: ReturnType<typeof decide>;
  try {
    // The body was parsed with lib/game's commandSchema, whose output is the engine's Command.
    d = decide(current(h), c);
  } catch {
    // A shape the engine did not expect (e.g. a resource name it does not know).
    throw new ApiError(422, 'ERR_BAD_COMMAND', 'the engine could not read this command');
  }
  if (!d.ok)
    throw new ApiError(
      422,
      d.error.code,
      d.error.message,
      d.error.data ? { data: d.error.data } : {},
    );
  const r = await commit(rec, body.version, { kind: 'events', events: d.value }, body.clientId, h);
  const viewer = viewerOf(role);
  return {
    version: r.version,
    replayed: r.replayed,
    events: r.replayed ? [] : d.value.map((e) => viewEvent(e, viewer)),
  };
}

/** Steps the game back (undo) or forward (redo) for the host. */
export async function stepHistory(
  rec: GameRecord,
  role: Role,
  token: string,
  kind: 'undo' | 'redo',
  body: { clientId: string; version: number; steps?: number | undefined },
): Promise<{ version: number; replayed: boolean; cursor: number }> {
  requireHost(role);
  const seen = await writeGate(rec, token, body.clientId);
  if (seen !== null) return { version: seen, replayed: true, cursor: -1 };
  if (body.version !== rec.version) throw stale(rec.version);
  const h = await historyOf(rec);
  const room = kind === 'undo' ? h.cursor : h.events.length - h.cursor;
  if (room === 0)
    throw new ApiError(
      422,
      kind === 'undo' ? 'ERR_NOTHING_TO_UNDO' : 'ERR_NOTHING_TO_REDO',
      `nothing to ${kind}`,
    );
  const steps = Math.min(room, body.steps ?? 1);
  const entry: Entry = { kind, steps };
  const r = await commit(rec, body.version, entry, body.clientId, h);
  return { version: r.version, replayed: r.replayed, cursor: applyEntry(h, entry).cursor };
}

/** The host turns phone input on or off (not part of the game's log or version). */
export async function setPhoneInput(
  rec: GameRecord,
  role: Role,
  token: string,
  on: boolean,
): Promise<void> {
  requireHost(role);
  limit(limits().writeLimit, hashToken(token));
  if (!(await (await server()).store.setPhoneInput(rec.id, on)))
    throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
}

/**
 * The host withdraws `seat`'s link: a new salt, so a new secret, join link and QR code; the
 * old secret is kept only as a hash that answers ERR_SEAT_WITHDRAWN, and every stream opened
 * with it in this process ends at once (its phone reconnects and is told). Returns the
 * seat's new link. Not part of the game's log or version.
 */
export async function withdrawSeat(
  rec: GameRecord,
  role: Role,
  token: string,
  seat: number,
  origin: string,
): Promise<SeatLink> {
  requireHost(role);
  limit(limits().writeLimit, hashToken(token));
  // Withdrawals of one seat that arrive while one is in flight share its new link: each
  // making its own would answer links the next one withdraws at once (issue 27: ten at once
  // answered six stale links).
  const key = `${rec.id}:${seat}`;
  const running = withdrawing.get(key);
  if (running) return running;
  const done = withdrawNow(rec, seat, origin).finally(() => withdrawing.delete(key));
  withdrawing.set(key, done);
  return done;
}

/** Withdrawals in flight in this process, by game and seat. */
const withdrawing = new Map<string, Promise<SeatLink>>();

async function withdrawNow(rec: GameRecord, seat: number, origin: string): Promise<SeatLink> {
  const { store, key } = await server();
  const salt = newSalt();
  const fresh = hashToken(seatToken(key, salt));
  if (!(await store.withdrawSeat(rec.id, seat, salt, fresh)))
    throw new ApiError(404, 'ERR_NO_SEAT', 'no such seat');
  kickSeat(rec.id, seat, fresh);
  const link = seatLinkOf(rec, seat, seatToken(key, salt), origin);
  if (!link) throw new ApiError(404, 'ERR_NO_SEAT', 'no such seat');
  return link;
}

/** The game@1 document of the events in effect (host only: it holds the seed and hands). */
export async function exportLog(rec: GameRecord) {
  return toGameLog(rec.config, effectiveEvents(await historyOf(rec)));
}

// ------------------------------------------------------------------ rematch

/**
 * The host records that game `rec` is followed by game `nextId` (its rematch, made by the same
 * host with as many seats): each old seat keeps its number, so the same person keeps the same
 * colour. The old game's phones are offered their own new seat's link at once.
 */
export async function recordRematch(
  rec: GameRecord,
  role: Role,
  token: string,
  nextId: string,
): Promise<RematchRecord> {
  requireHost(role);
  limit(limits().writeLimit, hashToken(token));
  const next = await (await server()).store.game(nextId);
  if (!next || next.hostId !== rec.hostId)
    throw new ApiError(404, 'ERR_NO_GAME', 'no such game of this host');
  if (next.seats.length !== rec.seats.length || next.id === rec.id)
    throw new ApiError(400, 'ERR_BAD_GAME', 'a rematch has as many seats as its game');
  const record: RematchRecord = { id: next.id, seats: rec.seats.map((s) => s.seat) };
  if (!(await (await server()).store.setRematch(rec.id, record)))
    throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
  await deliverRematch(rec.id);
  return record;
}

/** Seat `seat` of game `id`'s own join path in its rematch, or null (no rematch, no seat). */
export async function rematchJoin(id: string, seat: number): Promise<string | null> {
  const { store, key } = await server();
  const r = await store.rematchOf(id);
  if (!r) return null;
  const next = await store.game(r.id);
  return next ? rematchJoinOf(next, r, seat, key) : null;
}

function rematchJoinOf(
  next: GameRecord,
  r: RematchRecord,
  seat: number,
  key: Buffer,
): string | null {
  const to = r.seats[seat];
  const s = to === undefined ? undefined : next.seats.find((x) => x.seat === to);
  return s ? `/join/${encodeURIComponent(next.id)}/${seatToken(key, s.salt)}` : null;
}

/** Offers each stream of game `id`'s seats (in this process) its own seat in the rematch. */
async function deliverRematch(id: string): Promise<void> {
  const { store, key } = await server();
  const r = await store.rematchOf(id);
  if (!r) return;
  const next = await store.game(r.id);
  if (next) offerRematch(id, (seat) => rematchJoinOf(next, r, seat, key));
}
