import 'server-only';
// The embedded store: one SQLite file (better-sqlite3) in the data folder.
//
// Durability: WAL with synchronous=FULL, so a command is answered only after its entry
// is fsynced — a kill -9 or a power cut never loses an accepted command. (NORMAL in WAL
// mode survives kill -9 but may lose the last commits on power loss; a game's log is
// small and slow, so the extra fsync per command is worth it.) Each append runs in an
// IMMEDIATE transaction: the version check, the entry and the new version commit together
// or not at all, so nothing half-written is ever read.
//
// Writes run on a worker thread with their own connection, and those that arrive together
// commit together (one fsync; sqlite-writer.ts), so an fsync never stops the event loop.
// Reads run here, synchronously, on the main thread's connection.
//
// Several processes (`npm start -- --workers N`) may open one file: each connection waits
// for a lock (busy_timeout) instead of failing, and each worker announces its appends and
// withdrawn seat links to the others (cluster-bus.ts), which its watch() hears — as
// PostgreSQL's NOTIFY does for several instances.
//
// Migrations: PRAGMA user_version records the schema version; each migration runs once, in
// a transaction with its version bump. Migration 1 is the first schema written with IF NOT
// EXISTS, so files made before versions were recorded (user_version 0) pass through it.

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { GameConfig } from '../game';
import { onBus, sendBus } from './cluster-bus';
import { noteCommit } from './loop-stats';
import { SqliteWriter } from './sqlite-writer';
import type {
  AppendResult,
  Entry,
  GameRecord,
  GameStore,
  GameSummaryRow,
  HostTake,
  NewGame,
  RematchRecord,
  SeatKey,
  SeatRecord,
  StoreChange,
  Taker,
} from './store';
import { WITHDRAWN_KEPT } from './store';

/** Migration n is MIGRATIONS[n - 1]; append new ones, never edit old ones. */
const MIGRATIONS: readonly string[] = [
  `
CREATE TABLE IF NOT EXISTS hosts (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  host_id TEXT NOT NULL REFERENCES hosts(id),
  config TEXT NOT NULL,
  phone_input INTEGER NOT NULL,
  seats TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_host ON games (host_id, updated_at);
CREATE TABLE IF NOT EXISTS entries (
  game_id TEXT NOT NULL REFERENCES games(id),
  version INTEGER NOT NULL,
  entry TEXT NOT NULL,
  client_id TEXT,
  PRIMARY KEY (game_id, version)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS entries_by_client ON entries (game_id, client_id)
  WHERE client_id IS NOT NULL;
`,
  // Moving the host to another device: one pending offer per game (a one-time token's hash),
  // and the hosts that ran a game before (read-only viewers of it since).
  `
CREATE TABLE IF NOT EXISTS host_offers (
  game_id TEXT PRIMARY KEY REFERENCES games(id),
  token_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS former_hosts (
  game_id TEXT NOT NULL REFERENCES games(id),
  host_id TEXT NOT NULL REFERENCES hosts(id),
  PRIMARY KEY (game_id, host_id)
) WITHOUT ROWID;
`,
  // A finished game's rematch: the next game and each old seat's seat in it (a JSON array),
  // so the old game's phones are offered their new seats.
  `
CREATE TABLE IF NOT EXISTS rematches (
  game_id TEXT PRIMARY KEY REFERENCES games(id),
  rematch_id TEXT NOT NULL REFERENCES games(id),
  seats TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
];

interface GameRow {
  id: string;
  host_id: string;
  config: string;
  phone_input: number;
  seats: string;
  version: number;
  created_at: number;
  updated_at: number;
}

/**
 * The parts of a game that never change after creation, parsed once; and its seats, which
 * change only when the host withdraws a link — kept with their text, parsed again only when
 * the stored text differs.
 */
type Fixed = Pick<GameRecord, 'id' | 'hostId' | 'config' | 'seats' | 'createdAt'> & {
  readonly seatsText: string;
};
const FIXED_CACHE = 5000;

export class SqliteStore implements GameStore {
  private readonly db: Database.Database;
  private readonly stmts;
  // Parsing a game's config (board included) on every request was the server's largest
  // cost under load (bench:server profile); it never changes, so it is parsed once.
  private readonly fixed = new Map<string, Fixed>();
  private readonly writer: SqliteWriter;

  readonly kind = 'sqlite';

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();
    this.writer = new SqliteWriter(file, (ms, writes) => noteCommit(ms, writes, false));
    const db = this.db;
    this.stmts = {
      hostByHash: db.prepare<[string], { id: string }>('SELECT id FROM hosts WHERE token_hash = ?'),
      game: db.prepare<[string], GameRow>('SELECT * FROM games WHERE id = ?'),
      version: db.prepare<[string], { version: number }>('SELECT version FROM games WHERE id = ?'),
      dynamic: db.prepare<
        [string],
        Pick<GameRow, 'version' | 'phone_input' | 'updated_at' | 'seats' | 'host_id'>
      >('SELECT version, phone_input, updated_at, seats, host_id FROM games WHERE id = ?'),
      former: db.prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM former_hosts WHERE game_id = ? AND host_id = ?',
      ),
      rematch: db.prepare<[string], { rematch_id: string; seats: string }>(
        'SELECT rematch_id, seats FROM rematches WHERE game_id = ?',
      ),
      entries: db.prepare<[string, number], { version: number; entry: string }>(
        'SELECT version, entry FROM entries WHERE game_id = ? AND version > ? ORDER BY version',
      ),
      byClient: db.prepare<[string, string], { version: number }>(
        'SELECT version FROM entries WHERE game_id = ? AND client_id = ?',
      ),
      list: db.prepare<[string, number], GameRow>(
        'SELECT * FROM games WHERE host_id = ? ORDER BY updated_at DESC, id LIMIT ?',
      ),
    };
  }

  async createHost(tokenHash: string): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    await this.writer.write({ op: 'createHost', id, tokenHash, at: Date.now() });
    return id;
  }

  async hostByTokenHash(tokenHash: string): Promise<string | null> {
    return this.stmts.hostByHash.get(tokenHash)?.id ?? null;
  }

  async createGame(g: NewGame): Promise<void> {
    const now = Date.now();
    await this.writer.write({
      op: 'createGame',
      row: {
        id: g.id,
        host_id: g.hostId,
        config: JSON.stringify(g.config),
        phone_input: g.phoneInput ? 1 : 0,
        seats: JSON.stringify(g.seats),
        version: g.entries.length,
        created_at: now,
        updated_at: now,
      },
      entries: g.entries.map((e) => JSON.stringify(e)),
    });
  }

  async game(id: string): Promise<GameRecord | null> {
    const dyn = this.stmts.dynamic.get(id);
    if (!dyn) return null;
    let fixed = this.fixed.get(id);
    if (!fixed) {
      const row = this.stmts.game.get(id);
      if (!row) return null;
      const { version: _v, phoneInput: _p, updatedAt: _u, ...f } = toRecord(row);
      fixed = { ...f, seatsText: row.seats };
      this.fixed.set(id, fixed);
      if (this.fixed.size > FIXED_CACHE) {
        const oldest = this.fixed.keys().next();
        if (!oldest.done) this.fixed.delete(oldest.value);
      }
    }
    if (dyn.seats !== fixed.seatsText) {
      fixed = { ...fixed, seats: JSON.parse(dyn.seats) as SeatRecord[], seatsText: dyn.seats };
      this.fixed.set(id, fixed);
    }
    const { seatsText: _s, ...rest } = fixed;
    return {
      ...rest,
      // The host may have moved to another device since the record was cached.
      hostId: dyn.host_id,
      version: dyn.version,
      phoneInput: dyn.phone_input === 1,
      updatedAt: dyn.updated_at,
    };
  }

  async version(id: string): Promise<number | null> {
    return this.stmts.version.get(id)?.version ?? null;
  }

  async entries(id: string, after = 0): Promise<{ version: number; entry: Entry }[]> {
    return this.stmts.entries
      .all(id, after)
      .map((r) => ({ version: r.version, entry: JSON.parse(r.entry) as Entry }));
  }

  async append(
    id: string,
    expected: number,
    entry: Entry,
    clientId: string,
  ): Promise<AppendResult> {
    // The worker checks the client id, then the version, and inserts the entry with the new
    // version in one savepoint of its batch's transaction (sqlite-writer.ts).
    const r = await this.writer.write<AppendResult>({
      op: 'append',
      id,
      expected,
      entry: JSON.stringify(entry),
      clientId,
      at: Date.now(),
    });
    // Committed: the other workers' feeds read it by version (nothing outside a cluster).
    if (r.ok && !r.replayed) sendBus({ hk: 'append', gameId: id, version: r.version });
    return r;
  }

  async commandVersion(id: string, clientId: string): Promise<number | null> {
    return this.stmts.byClient.get(id, clientId)?.version ?? null;
  }

  async setPhoneInput(id: string, on: boolean): Promise<boolean> {
    return this.writer.write<boolean>({ op: 'phoneInput', id, on, at: Date.now() });
  }

  async withdrawSeat(id: string, seat: number, salt: string, tokenHash: string): Promise<boolean> {
    const done = await this.writer.write<boolean>({
      op: 'withdrawSeat',
      id,
      seat,
      salt,
      tokenHash,
      kept: WITHDRAWN_KEPT,
      at: Date.now(),
    });
    // The other workers end the old secret's streams.
    if (done) sendBus({ hk: 'seats', gameId: id });
    return done;
  }

  async offerHost(id: string, tokenHash: string, expiresAt: number): Promise<boolean> {
    return this.writer.write<boolean>({ op: 'offerHost', id, tokenHash, expiresAt });
  }

  async takeHost(
    id: string,
    tokenHash: string,
    now: number,
    taker: Taker,
    keys: readonly SeatKey[],
  ): Promise<HostTake> {
    const r = await this.writer.write<HostTake>({
      op: 'takeHost',
      id,
      tokenHash,
      now,
      hostId: 'hostId' in taker ? taker.hostId : null,
      newHostId: 'newHost' in taker ? taker.newHost.id : null,
      newHostTokenHash: 'newHost' in taker ? taker.newHost.tokenHash : null,
      keys,
      kept: WITHDRAWN_KEPT,
    });
    // The other workers hand the re-keyed seats' streams their new links and end them.
    if (r === 'moved') sendBus({ hk: 'seats', gameId: id });
    return r;
  }

  async formerHost(id: string, hostId: string): Promise<boolean> {
    return this.stmts.former.get(id, hostId) !== undefined;
  }

  async setRematch(id: string, rematch: RematchRecord): Promise<boolean> {
    const done = await this.writer.write<boolean>({
      op: 'setRematch',
      id,
      rematchId: rematch.id,
      seats: JSON.stringify(rematch.seats),
      at: Date.now(),
    });
    // The other workers offer the new seats to the old game's phones they stream to.
    if (done) sendBus({ hk: 'seats', gameId: id });
    return done;
  }

  async rematchOf(id: string): Promise<RematchRecord | null> {
    const row = this.stmts.rematch.get(id);
    return row ? { id: row.rematch_id, seats: JSON.parse(row.seats) as number[] } : null;
  }

  async listGames(hostId: string, limit = 100): Promise<GameSummaryRow[]> {
    return this.stmts.list.all(hostId, limit).map((row) => {
      const r = toRecord(row);
      return {
        id: r.id,
        ruleset: r.config.ruleset,
        players: r.config.players.map((p) => p.name),
        version: r.version,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    });
  }

  async schemaVersion(): Promise<number> {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  async watch(onChange: (change: StoreChange) => void): Promise<() => Promise<void>> {
    // One process alone sees every append itself; in a cluster the other workers say theirs.
    const stop = onBus((m) => {
      if (m.hk === 'append') onChange({ kind: 'append', gameId: m.gameId, version: m.version });
      else if (m.hk === 'seats') onChange({ kind: 'seats', gameId: m.gameId });
      // A worker killed between its commit and its news: read where every followed game is.
      else if (m.hk === 'gone') onChange({ kind: 'resync' });
    });
    return async () => stop();
  }

  async close(): Promise<void> {
    await this.writer.close();
    this.db.close();
  }

  private migrate(): void {
    this.db
      .transaction(() => {
        const at = this.db.pragma('user_version', { simple: true }) as number;
        MIGRATIONS.forEach((sql, i) => {
          if (i + 1 <= at) return;
          this.db.exec(sql);
          // PRAGMA takes no bound parameters; the value is our own integer.
          this.db.pragma(`user_version = ${i + 1}`);
        });
      })
      .immediate();
  }
}

function toRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    hostId: row.host_id,
    config: JSON.parse(row.config) as GameConfig,
    phoneInput: row.phone_input === 1,
    seats: JSON.parse(row.seats) as SeatRecord[],
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Opens (creating if needed) `hexkeeper.sqlite` in `dir`. */
export const openSqliteStore = (dir: string): SqliteStore =>
  new SqliteStore(join(dir, 'hexkeeper.sqlite'));
