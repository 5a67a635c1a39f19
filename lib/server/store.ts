import 'server-only';
// The storage interface the routes use: an append-only stream of entries per game, with
// optimistic concurrency (an append names the version it was made against; a conflicting
// append is refused, never merged) and idempotency by client command id. SQLite implements
// it (sqlite-store.ts); another store can be added without touching the routes.

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
}

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

export interface GameStore {
  /** Registers a host by the hash of its token; returns the host id. */
  createHost(tokenHash: string): string;
  /** The host whose token has this hash, or null. */
  hostByTokenHash(tokenHash: string): string | null;
  createGame(game: NewGame): void;
  /** The game's record, or null. */
  game(id: string): GameRecord | null;
  /** Entries with version > `after`, oldest first, each with its version. */
  entries(id: string, after?: number): { version: number; entry: Entry }[];
  /**
   * Appends `entry` as version `expected + 1` in one transaction. A `clientId` seen before
   * for this game answers its first result again (replayed) and appends nothing.
   */
  append(id: string, expected: number, entry: Entry, clientId: string): AppendResult;
  /** The version a client id produced, or null. */
  commandVersion(id: string, clientId: string): number | null;
  /** Turns phone input on or off; false when there is no such game. */
  setPhoneInput(id: string, on: boolean): boolean;
  /** A host's games, newest activity first. */
  listGames(hostId: string, limit?: number): GameSummaryRow[];
  close(): void;
}
