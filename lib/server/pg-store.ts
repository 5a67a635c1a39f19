import 'server-only';
// The shared store for several server instances: PostgreSQL through the `pg` driver (a
// connection pool), chosen by DATABASE_URL.
//
// Guarantees, the same as SQLite's: an append is one transaction (one call of the
// `hexkeeper_append` function) that locks the game's row, checks the client id and the
// expected version, inserts the entry and bumps the version; a conflicting append from any
// instance is refused, never merged; every session runs with synchronous_commit=on, so a
// command is answered only after its entry is durable on the database server.
//
// Fan-out: the same transaction calls pg_notify('hexkeeper_append', '<game> <version>'),
// delivered to every LISTENing instance when (and only if) it commits. A notification
// carries no data: listeners read the entries they lack from the table, by version.
//
// Migrations run at open, in one transaction under an advisory lock (two instances booting
// together apply each migration once); `hexkeeper_schema` records the versions applied.

import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { GameConfig } from '../game';
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
import { rekeyedSeats, withdrawnSeats } from './store';

/** The NOTIFY channel appends are announced on. */
export const CHANNEL = 'hexkeeper_append';
/** pg_advisory_xact_lock key for migrations (any fixed number; "hexk" in ASCII). */
const MIGRATION_LOCK = 0x6865_786b;

/** Migration n is MIGRATIONS[n - 1]; append new ones, never edit old ones. */
const MIGRATIONS: readonly string[] = [
  `
CREATE TABLE hosts (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  created_at bigint NOT NULL
);
CREATE TABLE games (
  id text PRIMARY KEY,
  host_id text NOT NULL REFERENCES hosts(id),
  config json NOT NULL,
  phone_input boolean NOT NULL,
  seats json NOT NULL,
  version integer NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX games_by_host ON games (host_id, updated_at);
CREATE TABLE entries (
  game_id text NOT NULL REFERENCES games(id),
  version integer NOT NULL,
  entry json NOT NULL,
  client_id text,
  PRIMARY KEY (game_id, version)
);
CREATE UNIQUE INDEX entries_by_client ON entries (game_id, client_id) WHERE client_id IS NOT NULL;
-- One round trip per append. Under READ COMMITTED each statement sees what committed
-- before it started, so the client-id check after the row lock sees a concurrent
-- duplicate that committed while this call waited for the lock.
CREATE FUNCTION hexkeeper_append(p_game text, p_expected integer, p_entry json,
                                 p_client text, p_now bigint)
RETURNS TABLE (out_status text, out_version integer) LANGUAGE plpgsql AS $$
DECLARE
  cur integer;
  seen integer;
BEGIN
  SELECT g.version INTO cur FROM games g WHERE g.id = p_game FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not-found'::text, NULL::integer;
    RETURN;
  END IF;
  SELECT e.version INTO seen FROM entries e WHERE e.game_id = p_game AND e.client_id = p_client;
  IF FOUND THEN
    RETURN QUERY SELECT 'replayed'::text, seen;
    RETURN;
  END IF;
  IF cur <> p_expected THEN
    RETURN QUERY SELECT 'conflict'::text, cur;
    RETURN;
  END IF;
  INSERT INTO entries (game_id, version, entry, client_id) VALUES (p_game, cur + 1, p_entry, p_client);
  UPDATE games SET version = cur + 1, updated_at = p_now WHERE id = p_game;
  PERFORM pg_notify('${CHANNEL}', p_game || ' ' || (cur + 1));
  RETURN QUERY SELECT 'appended'::text, cur + 1;
END
$$;
`,
  // Moving the host to another device: one pending offer per game (a one-time token's hash),
  // and the hosts that ran a game before (read-only viewers of it since).
  `
CREATE TABLE host_offers (
  game_id text PRIMARY KEY REFERENCES games(id),
  token_hash text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE TABLE former_hosts (
  game_id text NOT NULL REFERENCES games(id),
  host_id text NOT NULL REFERENCES hosts(id),
  PRIMARY KEY (game_id, host_id)
);
`,
  // A finished game's rematch: the next game and each old seat's seat in it, so the old
  // game's phones are offered their new seats.
  `
CREATE TABLE rematches (
  game_id text PRIMARY KEY REFERENCES games(id),
  rematch_id text NOT NULL REFERENCES games(id),
  seats json NOT NULL,
  created_at bigint NOT NULL
);
`,
];

interface GameRow {
  id: string;
  host_id: string;
  config: GameConfig;
  phone_input: boolean;
  seats: SeatRecord[];
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * The parts of a game that never change after creation, parsed once; and its seats, which
 * change only when the host withdraws a link (any instance may), so the seats' text is read
 * with every record and the seats parsed again only when it differs.
 */
type Fixed = Pick<GameRecord, 'id' | 'hostId' | 'config' | 'seats' | 'createdAt'> & {
  readonly seatsText: string;
};
const FIXED_CACHE = 5000;
/** Wait before reconnecting a lost LISTEN connection. */
const RELISTEN_MS = 1000;

export class PgStore implements GameStore {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  // A game's config (board included) never changes; parse it once per process.
  private readonly fixed = new Map<string, Fixed>();

  private constructor(private readonly url: string) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: poolSize(),
      // Durability does not depend on the server's default: an answer means committed to disk.
      options: '-c synchronous_commit=on',
      application_name: 'hexkeeper',
    });
    // An idle connection that the server drops emits here; without a handler the process
    // would crash. The pool replaces it on the next query.
    this.pool.on('error', (e) => console.error('hexkeeper: postgres connection lost:', e.message));
  }

  /** Connects, runs the migrations this database lacks, and returns the store. */
  static async open(url: string): Promise<PgStore> {
    const store = new PgStore(url);
    try {
      await store.migrate();
    } catch (e) {
      await store.pool.end().catch(() => undefined);
      throw e;
    }
    return store;
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await c.query(`CREATE TABLE IF NOT EXISTS hexkeeper_schema (
        version integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const at = await c.query<{ v: number | null }>(
        'SELECT max(version) AS v FROM hexkeeper_schema',
      );
      const applied = at.rows[0]?.v ?? 0;
      for (let i = applied; i < MIGRATIONS.length; i++) {
        await c.query(MIGRATIONS[i] ?? '');
        await c.query('INSERT INTO hexkeeper_schema (version) VALUES ($1)', [i + 1]);
      }
    });
  }

  private async transaction<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async createHost(tokenHash: string): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    await this.pool.query('INSERT INTO hosts (id, token_hash, created_at) VALUES ($1, $2, $3)', [
      id,
      tokenHash,
      Date.now(),
    ]);
    return id;
  }

  async hostByTokenHash(tokenHash: string): Promise<string | null> {
    const r = await this.pool.query<{ id: string }>('SELECT id FROM hosts WHERE token_hash = $1', [
      tokenHash,
    ]);
    return r.rows[0]?.id ?? null;
  }

  async createGame(g: NewGame): Promise<void> {
    const now = Date.now();
    await this.transaction(async (c) => {
      await c.query(
        `INSERT INTO games (id, host_id, config, phone_input, seats, version, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [
          g.id,
          g.hostId,
          // Always strings: the driver would turn a JS array into a PostgreSQL array.
          JSON.stringify(g.config),
          g.phoneInput,
          JSON.stringify(g.seats),
          g.entries.length,
          now,
        ],
      );
      for (const [i, e] of g.entries.entries()) {
        await c.query(
          'INSERT INTO entries (game_id, version, entry, client_id) VALUES ($1, $2, $3, NULL)',
          [g.id, i + 1, JSON.stringify(e)],
        );
      }
    });
  }

  async game(id: string): Promise<GameRecord | null> {
    const fixed = this.fixed.get(id);
    if (!fixed) {
      const r = await this.pool.query<GameRow & { seats_text: string }>(
        'SELECT *, seats::text AS seats_text FROM games WHERE id = $1',
        [id],
      );
      const row = r.rows[0];
      if (!row) return null;
      const rec = toRecord(row);
      const { version: _v, phoneInput: _p, updatedAt: _u, ...f } = rec;
      this.fixed.set(id, { ...f, seatsText: row.seats_text });
      if (this.fixed.size > FIXED_CACHE) {
        const oldest = this.fixed.keys().next();
        if (!oldest.done) this.fixed.delete(oldest.value);
      }
      return rec;
    }
    const r = await this.pool.query<
      Pick<GameRow, 'version' | 'phone_input' | 'updated_at' | 'host_id'> & { seats_text: string }
    >(
      'SELECT version, phone_input, updated_at, host_id, seats::text AS seats_text FROM games WHERE id = $1',
      [id],
    );
    const dyn = r.rows[0];
    if (!dyn) return null;
    let cur = fixed;
    if (dyn.seats_text !== fixed.seatsText) {
      cur = {
        ...fixed,
        seats: JSON.parse(dyn.seats_text) as SeatRecord[],
        seatsText: dyn.seats_text,
      };
      this.fixed.set(id, cur);
    }
    const { seatsText: _s, ...rest } = cur;
    return {
      ...rest,
      // The host may have moved to another device since the record was cached.
      hostId: dyn.host_id,
      version: dyn.version,
      phoneInput: dyn.phone_input,
      updatedAt: Number(dyn.updated_at),
    };
  }

  async version(id: string): Promise<number | null> {
    const r = await this.pool.query<{ version: number }>(
      'SELECT version FROM games WHERE id = $1',
      [id],
    );
    return r.rows[0]?.version ?? null;
  }

  async entries(id: string, after = 0): Promise<{ version: number; entry: Entry }[]> {
    const r = await this.pool.query<{ version: number; entry: Entry }>(
      'SELECT version, entry FROM entries WHERE game_id = $1 AND version > $2 ORDER BY version',
      [id, after],
    );
    return r.rows.map((row) => ({ version: row.version, entry: row.entry }));
  }

  async append(
    id: string,
    expected: number,
    entry: Entry,
    clientId: string,
  ): Promise<AppendResult> {
    const r = await this.pool.query<{ out_status: string; out_version: number | null }>(
      'SELECT out_status, out_version FROM hexkeeper_append($1, $2, $3, $4, $5)',
      [id, expected, JSON.stringify(entry), clientId, Date.now()],
    );
    const row = r.rows[0];
    const version = row?.out_version ?? 0;
    switch (row?.out_status) {
      case 'appended':
        return { ok: true, version, replayed: false };
      case 'replayed':
        return { ok: true, version, replayed: true };
      case 'conflict':
        return { ok: false, code: 'conflict', version };
      case 'not-found':
        return { ok: false, code: 'not-found' };
      default:
        throw new Error(`hexkeeper_append answered ${JSON.stringify(row)}`);
    }
  }

  async commandVersion(id: string, clientId: string): Promise<number | null> {
    const r = await this.pool.query<{ version: number }>(
      'SELECT version FROM entries WHERE game_id = $1 AND client_id = $2',
      [id, clientId],
    );
    return r.rows[0]?.version ?? null;
  }

  async withdrawSeat(id: string, seat: number, salt: string, tokenHash: string): Promise<boolean> {
    return this.transaction(async (c) => {
      const r = await c.query<{ seats: SeatRecord[] }>(
        'SELECT seats FROM games WHERE id = $1 FOR UPDATE',
        [id],
      );
      const row = r.rows[0];
      if (!row) return false;
      const next = withdrawnSeats(row.seats, seat, salt, tokenHash);
      if (!next) return false;
      await c.query('UPDATE games SET seats = $1, updated_at = $2 WHERE id = $3', [
        JSON.stringify(next),
        Date.now(),
        id,
      ]);
      // Every instance (this one too) hears it on commit and ends the old secret's streams.
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id} seats`]);
      return true;
    });
  }

  async offerHost(id: string, tokenHash: string, expiresAt: number): Promise<boolean> {
    const r = await this.pool.query(
      `INSERT INTO host_offers (game_id, token_hash, expires_at)
         SELECT id, $2, $3 FROM games WHERE id = $1
       ON CONFLICT (game_id) DO UPDATE SET token_hash = excluded.token_hash,
         expires_at = excluded.expires_at`,
      [id, tokenHash, expiresAt],
    );
    return r.rowCount === 1;
  }

  async takeHost(
    id: string,
    tokenHash: string,
    now: number,
    taker: Taker,
    keys: readonly SeatKey[],
  ): Promise<HostTake> {
    return this.transaction(async (c) => {
      const g = await c.query<{ host_id: string; seats: SeatRecord[] }>(
        'SELECT host_id, seats FROM games WHERE id = $1 FOR UPDATE',
        [id],
      );
      const o = await c.query<{ token_hash: string; expires_at: string }>(
        'SELECT token_hash, expires_at FROM host_offers WHERE game_id = $1',
        [id],
      );
      const game = g.rows[0];
      const offer = o.rows[0];
      // Nothing is written for a token that is not the offer's (no host row, no change).
      if (!game || !offer || offer.token_hash !== tokenHash) return 'unknown';
      await c.query('DELETE FROM host_offers WHERE game_id = $1', [id]);
      if (Number(offer.expires_at) <= now) return 'expired';
      let hostId: string;
      if ('hostId' in taker) hostId = taker.hostId;
      else {
        hostId = taker.newHost.id;
        await c.query('INSERT INTO hosts (id, token_hash, created_at) VALUES ($1, $2, $3)', [
          hostId,
          taker.newHost.tokenHash,
          now,
        ]);
      }
      if (game.host_id !== hostId)
        await c.query(
          'INSERT INTO former_hosts (game_id, host_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [id, game.host_id],
        );
      await c.query('DELETE FROM former_hosts WHERE game_id = $1 AND host_id = $2', [id, hostId]);
      await c.query('UPDATE games SET host_id = $1, seats = $2, updated_at = $3 WHERE id = $4', [
        hostId,
        JSON.stringify(rekeyedSeats(game.seats, keys)),
        now,
        id,
      ]);
      // Every instance (this one too) hands the re-keyed seats' streams their new links.
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id} seats`]);
      return 'moved';
    });
  }

  async setRematch(id: string, rematch: RematchRecord): Promise<boolean> {
    return this.transaction(async (c) => {
      const r = await c.query(
        `INSERT INTO rematches (game_id, rematch_id, seats, created_at)
           SELECT o.id, n.id, $3, $4 FROM games o, games n WHERE o.id = $1 AND n.id = $2
         ON CONFLICT (game_id) DO UPDATE SET rematch_id = excluded.rematch_id,
           seats = excluded.seats, created_at = excluded.created_at`,
        [id, rematch.id, JSON.stringify(rematch.seats), Date.now()],
      );
      if (r.rowCount !== 1) return false;
      // Every instance (this one too) offers the new seats to the old game's phones.
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id} seats`]);
      return true;
    });
  }

  async rematchOf(id: string): Promise<RematchRecord | null> {
    const r = await this.pool.query<{ rematch_id: string; seats: number[] }>(
      'SELECT rematch_id, seats FROM rematches WHERE game_id = $1',
      [id],
    );
    const row = r.rows[0];
    return row ? { id: row.rematch_id, seats: row.seats } : null;
  }

  async formerHost(id: string, hostId: string): Promise<boolean> {
    const r = await this.pool.query(
      'SELECT 1 FROM former_hosts WHERE game_id = $1 AND host_id = $2',
      [id, hostId],
    );
    return r.rowCount === 1;
  }

  async setPhoneInput(id: string, on: boolean): Promise<boolean> {
    const r = await this.pool.query(
      'UPDATE games SET phone_input = $1, updated_at = $2 WHERE id = $3',
      [on, Date.now(), id],
    );
    return r.rowCount === 1;
  }

  async listGames(hostId: string, limit = 100): Promise<GameSummaryRow[]> {
    const r = await this.pool.query<GameRow>(
      'SELECT * FROM games WHERE host_id = $1 ORDER BY updated_at DESC, id LIMIT $2',
      [hostId, limit],
    );
    return r.rows.map((row) => {
      const g = toRecord(row);
      return {
        id: g.id,
        ruleset: g.config.ruleset,
        players: g.config.players.map((p) => p.name),
        version: g.version,
        createdAt: g.createdAt,
        updatedAt: g.updatedAt,
      };
    });
  }

  async schemaVersion(): Promise<number> {
    const r = await this.pool.query<{ v: number | null }>(
      'SELECT max(version) AS v FROM hexkeeper_schema',
    );
    return r.rows[0]?.v ?? 0;
  }

  /**
   * LISTENs on its own connection (a pooled one would be handed to other queries). If that
   * connection is lost, notifications sent meanwhile are lost with it: after reconnecting it
   * reports `resync`, and the hub re-reads the versions of every game it follows.
   */
  async watch(onChange: (change: StoreChange) => void): Promise<() => Promise<void>> {
    const stop = new AbortController();
    const listen = async (): Promise<pg.Client> => {
      const c = new pg.Client({ connectionString: this.url, application_name: 'hexkeeper-listen' });
      c.on('notification', (n) => {
        const m = /^(\S+) (\d+)$/.exec(n.payload ?? '');
        if (n.channel === CHANNEL && m?.[1] && m[2])
          onChange({ kind: 'append', gameId: m[1], version: Number(m[2]) });
        const seats = /^(\S+) seats$/.exec(n.payload ?? '');
        if (n.channel === CHANNEL && seats?.[1]) onChange({ kind: 'seats', gameId: seats[1] });
      });
      // A lost connection also emits 'end', which supervise() acts on.
      c.on('error', (e) => console.error('hexkeeper: LISTEN connection error:', e.message));
      try {
        await c.connect();
        await c.query(`LISTEN ${CHANNEL}`);
      } catch (e) {
        await c.end().catch(() => undefined);
        throw e;
      }
      return c;
    };
    let client = await listen();
    const supervise = (c: pg.Client) =>
      c.once('end', () => {
        if (stop.signal.aborted) return;
        console.error('hexkeeper: LISTEN connection lost; reconnecting');
        void reconnect();
      });
    const reconnect = async () => {
      while (!stop.signal.aborted) {
        try {
          await sleep(RELISTEN_MS, undefined, { signal: stop.signal });
          const c = await listen();
          if (stop.signal.aborted) {
            await c.end().catch(() => undefined);
            return;
          }
          client = c;
          supervise(c);
          onChange({ kind: 'resync' });
          return;
        } catch (e) {
          if (!stop.signal.aborted)
            console.error('hexkeeper: LISTEN reconnect failed:', (e as Error).message);
        }
      }
    };
    supervise(client);
    return async () => {
      stop.abort();
      await client.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Connections per instance (`HEXKEEPER_PG_POOL`, default 10), plus one for LISTEN. */
function poolSize(): number {
  const n = Number(process.env.HEXKEEPER_PG_POOL);
  return Number.isInteger(n) && n > 0 && n <= 1000 ? n : 10;
}

function toRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    hostId: row.host_id,
    config: row.config,
    phoneInput: row.phone_input,
    seats: row.seats,
    version: row.version,
    // bigint columns arrive as strings; milliseconds fit a double exactly.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
