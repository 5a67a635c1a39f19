import 'server-only';
// The storage interface the routes use: an append-only stream of entries per game, with
// optimistic concurrency (an append names the version it was made against; a conflicting
// append is refused, never merged) and idempotency by client command id. SQLite implements
// it for one box (sqlite-store.ts), PostgreSQL for several instances (pg-store.ts); the
// methods are async because a database server answers over the network.

import type { Event, GameConfig } from '../game';

/** One accepted change: the events of a command, or the host stepping back or forward. */
export type Entry =
  | { readonly kind: 'events'; readonly events: readonly Event[] }
  | { readonly kind: 'undo'; readonly steps: number }
  | { readonly kind: 'redo'; readonly steps: number };

export interface SeatRecord {
  readonly seat: number;
  /** SHA-256 (hex) of the seat secret. */
  readonly tokenHash: string;
  /** The salt the secret is derived from (see credentials.ts). */
  readonly salt: string;
  /**
   * SHA-256 (hex) of the seat's earlier secrets, withdrawn by the host, newest last (at most
   * WITHDRAWN_KEPT): a request with one is told ERR_SEAT_WITHDRAWN rather than a bare 401.
   */
  readonly withdrawn?: readonly string[];
  /**
   * SHA-256 (hex) of the seat's secrets from before a host move re-keyed every seat, newest
   * last (at most WITHDRAWN_KEPT): refused like a withdrawn one, and a stream opened with one
   * is handed its seat's new link as the move happens (presence.ts rekeySeats).
   */
  readonly moved?: readonly string[];
}

/** A seat's new salt and secret hash. */
export interface SeatKey {
  readonly seat: number;
  readonly salt: string;
  readonly tokenHash: string;
}

/** Who takes a game offered to another device: an existing host, or a new one (made only if the offer is good). */
export type Taker =
  | { readonly hostId: string }
  | { readonly newHost: { readonly id: string; readonly tokenHash: string } };

/** The seats after a host move gave each a new salt and hash, the old hash kept as moved. */
export function rekeyedSeats(seats: readonly SeatRecord[], keys: readonly SeatKey[]): SeatRecord[] {
  return seats.map((s) => {
    const k = keys.find((x) => x.seat === s.seat);
    if (!k) return s;
    return {
      ...s,
      salt: k.salt,
      tokenHash: k.tokenHash,
      moved: [...(s.moved ?? []), s.tokenHash].slice(-WITHDRAWN_KEPT),
    };
  });
}

/** How many withdrawn secrets' hashes a seat keeps. */
export const WITHDRAWN_KEPT = 16;

/** The seats after the host withdrew `seat`'s secret and gave it a new salt and hash. */
export function withdrawnSeats(
  seats: readonly SeatRecord[],
  seat: number,
  salt: string,
  tokenHash: string,
): SeatRecord[] | null {
  const old = seats.find((s) => s.seat === seat);
  if (!old) return null;
  return seats.map((s) =>
    s.seat === seat
      ? {
          seat,
          tokenHash,
          salt,
          withdrawn: [...(old.withdrawn ?? []), old.tokenHash].slice(-WITHDRAWN_KEPT),
        }
      : s,
  );
}

/**
 * A finished game's rematch: the game the same table plays next, and where each old seat sits
 * in it (`seats[old] = new`), so a phone that followed a seat of the old game is offered its
 * own seat of the new one.
 */
export interface RematchRecord {
  readonly id: string;
  readonly seats: readonly number[];
}

/** What taking a host transfer did (GameStore.takeHost). */
export type HostTake = 'moved' | 'expired' | 'unknown';

export interface GameRecord {
  readonly id: string;
  readonly hostId: string;
  readonly config: GameConfig;
  /** Whether seats may submit their own choices (discards, monopoly …) from phones. */
  readonly phoneInput: boolean;
  readonly seats: readonly SeatRecord[];
  /** How many entries the stream holds; 0 for a new game. */
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface GameSummaryRow {
  readonly id: string;
  readonly ruleset: string;
  readonly players: readonly string[];
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export type AppendResult =
  | { readonly ok: true; readonly version: number; readonly replayed: boolean }
  | { readonly ok: false; readonly code: 'conflict'; readonly version: number }
  | { readonly ok: false; readonly code: 'not-found' };

export interface NewGame {
  readonly id: string;
  readonly hostId: string;
  readonly config: GameConfig;
  readonly phoneInput: boolean;
  readonly seats: readonly SeatRecord[];
  /** Entries the game starts with (an imported log), versions 1 … n. */
  readonly entries: readonly Entry[];
}

/** A change made by any instance: the game now has this version (PostgreSQL NOTIFY). */
export type StoreChange =
  | { readonly kind: 'append'; readonly gameId: string; readonly version: number }
  /** A seat's link was withdrawn: streams of the old secret must end (PostgreSQL NOTIFY). */
  | { readonly kind: 'seats'; readonly gameId: string }
  /** Notifications may have been missed (the listening connection was lost and is back). */
  | { readonly kind: 'resync' };

export interface GameStore {
  /** `sqlite` or `postgres`, for logs and the benchmark. */
  readonly kind: 'sqlite' | 'postgres';
  /** Registers a host by the hash of its token; returns the host id. */
  createHost(tokenHash: string): Promise<string>;
  /** The host whose token has this hash, or null. */
  hostByTokenHash(tokenHash: string): Promise<string | null>;
  createGame(game: NewGame): Promise<void>;
  /** The game's record, or null. */
  game(id: string): Promise<GameRecord | null>;
  /** The game's version alone (cheap), or null. */
  version(id: string): Promise<number | null>;
  /** Entries with version > `after`, oldest first, each with its version. */
  entries(id: string, after?: number): Promise<{ version: number; entry: Entry }[]>;
  /**
   * Appends `entry` as version `expected + 1` in one transaction. A `clientId` seen before
   * for this game answers its first result again (replayed) and appends nothing.
   */
  append(id: string, expected: number, entry: Entry, clientId: string): Promise<AppendResult>;
  /** The version a client id produced, or null. */
  commandVersion(id: string, clientId: string): Promise<number | null>;
  /**
   * Gives `seat` a new salt and secret hash in one transaction, keeping the old hash as
   * withdrawn (withdrawnSeats); false when there is no such game or seat.
   */
  withdrawSeat(id: string, seat: number, salt: string, tokenHash: string): Promise<boolean>;
  /**
   * Offers the game to another device: the hash of a one-time transfer token and when it
   * expires (ms since the epoch), replacing any earlier offer; false when there is no such game.
   */
  offerHost(id: string, tokenHash: string, expiresAt: number): Promise<boolean>;
  /**
   * Moves the game to `hostId` in one transaction when the offer's hash matches and it has not
   * expired at `now`: the old host is kept as a former host (a read-only viewer) and the offer
   * is spent. `unknown`: no such offer (never made, used already, replaced, or no such game).
   * A new host is created only when the offer is good, in the same transaction (a failed take
   * writes nothing), and every seat is re-keyed (`keys`, rekeyedSeats) so the former host's
   * links stop working.
   */
  takeHost(
    id: string,
    tokenHash: string,
    now: number,
    taker: Taker,
    keys: readonly SeatKey[],
  ): Promise<HostTake>;
  /** Whether `hostId` ran game `id` before the host moved to another device. */
  formerHost(id: string, hostId: string): Promise<boolean>;
  /**
   * Records that game `id` is followed by `rematch` (a later rematch replaces an earlier one)
   * and tells every instance, as a withdrawn link is told; false when either game is missing.
   */
  setRematch(id: string, rematch: RematchRecord): Promise<boolean>;
  /** The rematch recorded for game `id`, or null. */
  rematchOf(id: string): Promise<RematchRecord | null>;
  /** Turns phone input on or off; false when there is no such game. */
  setPhoneInput(id: string, on: boolean): Promise<boolean>;
  /** A host's games, newest activity first. */
  listGames(hostId: string, limit?: number): Promise<GameSummaryRow[]>;
  /** The schema version the migrations brought the database to. */
  schemaVersion(): Promise<number>;
  /**
   * Appends made by other processes on the same database, as they commit. A store that only
   * one process can open (SQLite here) never calls it. Returns the function that stops it.
   */
  watch(onChange: (change: StoreChange) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
