import 'server-only';

// The table server's use cases, between the routes and the store: create and import games,
// authorise viewers, take commands (stale versions refused, client ids applied once), undo
// and redo for the host, views per viewer, the game@1 export. Everything from the version
// check to the publish runs synchronously, so one process never interleaves two appends.

import type { z } from 'zod';
import {
  append,
  current,
  decide,
  type Event,
  effectiveEvents,
  type Command as GameCommand,
  type GameConfig,
  type GameState,
  type GameView,
  type History,
  newHistory,
  parseGameLog,
  redo,
  replayChecked,
  type SeenEvent,
  toGameLog,
  undo,
  type Viewer,
  viewEvent,
  viewFor,
} from '../game';
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
import { createRate, dataDir, readRate, writeRate } from './env';
import { ApiError } from './http';
import { publish } from './hub';
import { joinUrl } from './network';
import { RateLimiter } from './rate-limit';
import { type CreateBody, type command as commandSchema, SEAT_CHOICES } from './schemas';
import { openSqliteStore } from './sqlite-store';
import type { Entry, GameRecord, GameStore, SeatRecord } from './store';

type Command = z.infer<typeof commandSchema>;

interface Server {
  readonly store: GameStore;
  readonly key: Buffer;
  /** Latest history per game, least recently used dropped first. */
  readonly cache: Map<string, { version: number; history: History }>;
  readonly createLimit: RateLimiter;
  readonly writeLimit: RateLimiter;
  readonly readLimit: RateLimiter;
}

const KEY = Symbol.for('hexkeeper.server');
const g = globalThis as typeof globalThis & { [KEY]?: Server };
// Histories keep a state per event (shared structure): about 1–2 MB for a long game.
const CACHE_GAMES = 1000;

/** The process's store and caches, opened on first use (creating the data folder). */
export function server(): Server {
  if (!g[KEY]) {
    const dir = dataDir();
    g[KEY] = {
      store: openSqliteStore(dir),
      key: serverKey(dir),
      cache: new Map(),
      createLimit: new RateLimiter(createRate),
      writeLimit: new RateLimiter(writeRate),
      readLimit: new RateLimiter(readRate),
    };
  }
  return g[KEY];
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

export const limitCreate = (address: string): void => limit(server().createLimit, address);
export const limitRead = (address: string): void => limit(server().readLimit, address);

// ------------------------------------------------------------------ who is asking

export type Role = { readonly kind: 'host' } | { readonly kind: 'seat'; readonly seat: number };

export const viewerOf = (r: Role): Viewer => (r.kind === 'host' ? 'table' : r.seat);

/** The game or 404. */
export function gameRecord(id: string): GameRecord {
  const rec = server().store.game(id);
  if (!rec) throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
  return rec;
}

/** Who the credential belongs to in this game; 401 without one or with a wrong one. */
export function authorise(rec: GameRecord, token: string | null): Role {
  if (!token) throw new ApiError(401, 'ERR_NO_CREDENTIAL', 'a host or seat credential is needed');
  if (!isTokenShape(token))
    throw new ApiError(401, 'ERR_BAD_CREDENTIAL', 'this credential is not valid for this game');
  const h = hashToken(token);
  const hostId = server().store.hostByTokenHash(h);
  if (hostId !== null && hostId === rec.hostId) return { kind: 'host' };
  const seat = rec.seats.find((s) => sameHash(s.tokenHash, h));
  if (seat) return { kind: 'seat', seat: seat.seat };
  throw new ApiError(401, 'ERR_BAD_CREDENTIAL', 'this credential is not valid for this game');
}

export function requireHost(role: Role): void {
  if (role.kind !== 'host') throw new ApiError(403, 'ERR_HOST_ONLY', 'only the host may do this');
}

/** The host for a bearer token (an existing host), or null when no token was given. */
export function hostOf(token: string | null): string | null {
  if (token === null) return null;
  const id = isTokenShape(token) ? server().store.hostByTokenHash(hashToken(token)) : null;
  if (!id) throw new ApiError(401, 'ERR_BAD_CREDENTIAL', 'unknown host credential');
  return id;
}

// ------------------------------------------------------------------ state

function applyEntry(h: History, e: Entry): History {
  switch (e.kind) {
    case 'events':
      return append(h, e.events);
    case 'undo':
      return undo(h, e.steps);
    case 'redo':
      return redo(h, e.steps);
  }
}

/** Replays a game's stored entries; `each` sees the state after every entry. */
export function replayEntries(
  rec: GameRecord,
  each?: (version: number, entry: Entry, state: GameState) => void,
): History {
  let h = newHistory(rec.config);
  for (const { version, entry } of server().store.entries(rec.id)) {
    h = applyEntry(h, entry);
    each?.(version, entry, current(h));
  }
  return h;
}

/** The game's history at its stored version (cached). */
export function historyOf(rec: GameRecord): History {
  const { cache } = server();
  const hit = cache.get(rec.id);
  cache.delete(rec.id);
  const history = hit && hit.version === rec.version ? hit.history : replayEntries(rec);
  remember(rec.id, rec.version, history);
  return history;
}

function remember(id: string, version: number, history: History): void {
  const { cache } = server();
  cache.delete(id);
  cache.set(id, { version, history });
  while (cache.size > CACHE_GAMES) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cache.delete(oldest.value);
  }
}

export interface ViewAnswer {
  readonly version: number;
  readonly phoneInput: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly view: GameView;
}

export function viewAnswer(rec: GameRecord, viewer: Viewer): ViewAnswer {
  const h = historyOf(rec);
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

export function seatLinks(rec: GameRecord, origin: string): SeatLink[] {
  const k = server().key;
  return rec.seats.map((s) => ({
    seat: s.seat,
    name: rec.config.players[s.seat]?.name ?? '',
    joinUrl: joinUrl(origin, rec.id, seatToken(k, s.salt)),
    qr: `/api/games/${rec.id}/seats/${s.seat}/qr`,
  }));
}

function register(
  config: GameConfig,
  events: readonly Event[],
  hostId: string | null,
  phoneInput: boolean,
  origin: string,
): Created {
  const { store, key } = server();
  let hostToken: string | null = null;
  let host = hostId;
  if (host === null) {
    hostToken = newToken();
    host = store.createHost(hashToken(hostToken));
  }
  const seats: SeatRecord[] = config.players.map((_, seat) => {
    const salt = newSalt();
    return { seat, salt, tokenHash: hashToken(seatToken(key, salt)) };
  });
  const id = newGameId();
  const entries: Entry[] = events.length > 0 ? [{ kind: 'events', events }] : [];
  store.createGame({ id, hostId: host, config, phoneInput, seats, entries });
  const rec = gameRecord(id);
  return { id, version: rec.version, hostToken, seats: seatLinks(rec, origin) };
}

/** A new game from the create form. */
export function createGame(body: CreateBody, hostId: string | null, origin: string): Created {
  const doc = {
    format: 'game@1',
    ruleset: body.ruleset,
    seed: body.seed ?? newToken().slice(0, 16),
    players: body.players,
    options: body.options ?? {},
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

/** A new game continuing an exported game@1 log; every event is checked by the rules. */
export function importGame(
  log: unknown,
  phoneInput: boolean,
  hostId: string | null,
  origin: string,
): Created {
  const parsed = parseGameLog(log);
  if (!parsed.ok) throw new ApiError(422, 'ERR_BAD_LOG', parsed.error.message);
  const { config, events } = parsed.value;
  const checked = replayChecked(config, events);
  if (!checked.ok)
    throw new ApiError(
      422,
      'ERR_BAD_LOG',
      `event ${checked.error.index}: ${checked.error.error.code}: ${checked.error.error.message}`,
    );
  return register(config, events, hostId, phoneInput, origin);
}

export function listGames(hostId: string) {
  return server().store.listGames(hostId);
}

// ------------------------------------------------------------------ writes

export interface Accepted {
  readonly version: number;
  /** True when this client id was applied before: nothing new happened. */
  readonly replayed: boolean;
  readonly events: readonly SeenEvent[];
}

function commit(rec: GameRecord, expected: number, entry: Entry, clientId: string, h: History) {
  const r = server().store.append(rec.id, expected, entry, clientId);
  if (!r.ok) {
    if (r.code === 'not-found') throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
    throw stale(r.version);
  }
  if (r.replayed) return r;
  const next = applyEntry(h, entry);
  remember(rec.id, r.version, next);
  publish({ gameId: rec.id, version: r.version, entry, state: current(next) });
  return r;
}

const stale = (version: number) =>
  new ApiError(409, 'ERR_STALE_VERSION', `the game is at version ${version}`, { version });

/** Rate limit per credential, then the version an earlier use of this client id produced. */
function writeGate(rec: GameRecord, token: string, clientId: string): number | null {
  limit(server().writeLimit, hashToken(token));
  return server().store.commandVersion(rec.id, clientId);
}

/** Decides a command and stores its events as the next version. */
export function submitCommand(
  rec: GameRecord,
  role: Role,
  token: string,
  body: { clientId: string; version: number; command: Command },
): Accepted {
  const c = body.command;
  if (role.kind === 'seat') {
    if (!rec.phoneInput)
      throw new ApiError(403, 'ERR_PHONE_INPUT_OFF', 'the host has not allowed input from phones');
    if (!SEAT_CHOICES.has(c.type as never) || !('seat' in c) || c.seat !== role.seat)
      throw new ApiError(
        403,
        'ERR_NOT_YOUR_CHOICE',
        'a seat may only send its own discards, set-up cards, monopoly or year of plenty',
      );
  }
  const seen = writeGate(rec, token, body.clientId);
  if (seen !== null) return { version: seen, replayed: true, events: [] };
  if (body.version !== rec.version) throw stale(rec.version);
  const h = historyOf(rec);
  let d: ReturnType<typeof decide>;
  try {
    // JSON never holds `undefined`, so the parsed optional fields match the engine's type.
    d = decide(current(h), c as GameCommand);
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
  const r = commit(rec, body.version, { kind: 'events', events: d.value }, body.clientId, h);
  const viewer = viewerOf(role);
  return {
    version: r.version,
    replayed: r.replayed,
    events: r.replayed ? [] : d.value.map((e) => viewEvent(e, viewer)),
  };
}

/** Steps the game back (undo) or forward (redo) for the host. */
export function stepHistory(
  rec: GameRecord,
  role: Role,
  token: string,
  kind: 'undo' | 'redo',
  body: { clientId: string; version: number; steps?: number | undefined },
): { version: number; replayed: boolean; cursor: number } {
  requireHost(role);
  const seen = writeGate(rec, token, body.clientId);
  if (seen !== null) return { version: seen, replayed: true, cursor: -1 };
  if (body.version !== rec.version) throw stale(rec.version);
  const h = historyOf(rec);
  const room = kind === 'undo' ? h.cursor : h.events.length - h.cursor;
  if (room === 0)
    throw new ApiError(
      422,
      kind === 'undo' ? 'ERR_NOTHING_TO_UNDO' : 'ERR_NOTHING_TO_REDO',
      `nothing to ${kind}`,
    );
  const steps = Math.min(room, body.steps ?? 1);
  const entry: Entry = { kind, steps };
  const r = commit(rec, body.version, entry, body.clientId, h);
  return { version: r.version, replayed: r.replayed, cursor: applyEntry(h, entry).cursor };
}

/** The host turns phone input on or off (not part of the game's log or version). */
export function setPhoneInput(rec: GameRecord, role: Role, token: string, on: boolean): void {
  requireHost(role);
  limit(server().writeLimit, hashToken(token));
  if (!server().store.setPhoneInput(rec.id, on))
    throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
}

/** The game@1 document of the events in effect (host only: it holds the seed and hands). */
export function exportLog(rec: GameRecord) {
  return toGameLog(rec.config, effectiveEvents(historyOf(rec)));
}
