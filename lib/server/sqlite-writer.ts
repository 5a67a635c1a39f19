import 'server-only';
// The SQLite store's writes, on a worker thread with group commit.
//
// better-sqlite3 is synchronous: a commit with synchronous=FULL waits for fsync, and on the
// main thread that wait stops every stream and request of the process. bench:server measured
// commits holding the event loop 15–18 % of the time at 400 tables (about 4 ms each on
// average and up to 34 ms, while the disk was shared with other work), so the writes run on
// their own connection in a worker thread, and the event loop only posts a message and later
// gets the answer.
//
// Group commit: the writes that reach the worker while it is busy (say in an fsync) are
// committed together, in one IMMEDIATE transaction and so one fsync, in the order they were
// sent. Each write runs in its own savepoint, so one that fails rolls back alone; each caller
// is answered only after the COMMIT has returned, so nothing is acknowledged before it is
// durable (WAL, synchronous=FULL). If the COMMIT fails, every write of the batch fails.
// Reads stay on the main thread's connection: in WAL mode a read sees every commit finished
// before it began, so a caller that was answered reads its own write.
//
// The worker's code is the string below (a worker runs a file or a string, and the bundler
// would not ship a file of ours as one); the store's tests run every write through it.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** One write the worker performs (each is sent with a sequence number its answer carries). */
export type WriteOp =
  | {
      readonly op: 'createHost';
      readonly id: string;
      readonly tokenHash: string;
      readonly at: number;
    }
  | {
      readonly op: 'createGame';
      readonly row: Record<string, string | number>;
      readonly entries: readonly string[];
    }
  | {
      readonly op: 'append';
      readonly id: string;
      readonly expected: number;
      readonly entry: string;
      readonly clientId: string;
      readonly at: number;
    }
  | { readonly op: 'phoneInput'; readonly id: string; readonly on: boolean; readonly at: number }
  | {
      readonly op: 'withdrawSeat';
      readonly id: string;
      readonly seat: number;
      readonly salt: string;
      readonly tokenHash: string;
      /** How many withdrawn hashes a seat keeps (store.ts WITHDRAWN_KEPT). */
      readonly kept: number;
      readonly at: number;
    }
  | {
      readonly op: 'offerHost';
      readonly id: string;
      readonly tokenHash: string;
      readonly expiresAt: number;
    }
  | {
      readonly op: 'setRematch';
      readonly id: string;
      readonly rematchId: string;
      /** Each old seat's seat in the rematch (JSON array). */
      readonly seats: string;
      readonly at: number;
    }
  | {
      readonly op: 'takeHost';
      readonly id: string;
      readonly tokenHash: string;
      readonly now: number;
      /** The taking host, or null when it is made here (newHostId, newHostTokenHash). */
      readonly hostId: string | null;
      readonly newHostId: string | null;
      readonly newHostTokenHash: string | null;
      /** Every seat's new salt and hash (store.ts rekeyedSeats). */
      readonly keys: readonly { seat: number; salt: string; tokenHash: string }[];
      /** How many moved hashes a seat keeps (store.ts WITHDRAWN_KEPT). */
      readonly kept: number;
    };

/** What the worker answers for a batch: each write's result or error, and the commit's time. */
interface BatchReply {
  readonly results: readonly (
    | { readonly seq: number; readonly value: unknown }
    | { readonly seq: number; readonly error: string }
  )[];
  readonly commitMs: number;
}

const WORKER_CODE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
const s = {
  insertHost: db.prepare('INSERT INTO hosts (id, token_hash, created_at) VALUES (?, ?, ?)'),
  insertGame: db.prepare(
    'INSERT INTO games (id, host_id, config, phone_input, seats, version, created_at, updated_at) ' +
      'VALUES (@id, @host_id, @config, @phone_input, @seats, @version, @created_at, @updated_at)',
  ),
  insertEntry: db.prepare('INSERT INTO entries (game_id, version, entry, client_id) VALUES (?, ?, ?, ?)'),
  version: db.prepare('SELECT version FROM games WHERE id = ?'),
  byClient: db.prepare('SELECT version FROM entries WHERE game_id = ? AND client_id = ?'),
  setVersion: db.prepare('UPDATE games SET version = ?, updated_at = ? WHERE id = ?'),
  phoneInput: db.prepare('UPDATE games SET phone_input = ?, updated_at = ? WHERE id = ?'),
  seats: db.prepare('SELECT seats FROM games WHERE id = ?'),
  setSeats: db.prepare('UPDATE games SET seats = ?, updated_at = ? WHERE id = ?'),
  gameHost: db.prepare('SELECT host_id FROM games WHERE id = ?'),
  offer: db.prepare(
    'INSERT INTO host_offers (game_id, token_hash, expires_at) VALUES (?, ?, ?) ' +
      'ON CONFLICT (game_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at',
  ),
  getOffer: db.prepare('SELECT token_hash, expires_at FROM host_offers WHERE game_id = ?'),
  dropOffer: db.prepare('DELETE FROM host_offers WHERE game_id = ?'),
  setHost: db.prepare('UPDATE games SET host_id = ?, updated_at = ? WHERE id = ?'),
  addFormer: db.prepare('INSERT OR IGNORE INTO former_hosts (game_id, host_id) VALUES (?, ?)'),
  dropFormer: db.prepare('DELETE FROM former_hosts WHERE game_id = ? AND host_id = ?'),
  rematch: db.prepare(
    'INSERT INTO rematches (game_id, rematch_id, seats, created_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (game_id) DO UPDATE SET rematch_id = excluded.rematch_id, seats = excluded.seats, ' +
      'created_at = excluded.created_at',
  ),
};
function apply(w) {
  switch (w.op) {
    case 'createHost':
      s.insertHost.run(w.id, w.tokenHash, w.at);
      return null;
    case 'createGame':
      s.insertGame.run(w.row);
      w.entries.forEach((e, i) => s.insertEntry.run(w.row.id, i + 1, e, null));
      return null;
    case 'append': {
      const seen = s.byClient.get(w.id, w.clientId);
      if (seen) return { ok: true, version: seen.version, replayed: true };
      const cur = s.version.get(w.id);
      if (!cur) return { ok: false, code: 'not-found' };
      if (cur.version !== w.expected) return { ok: false, code: 'conflict', version: cur.version };
      const version = w.expected + 1;
      s.insertEntry.run(w.id, version, w.entry, w.clientId);
      s.setVersion.run(version, w.at, w.id);
      return { ok: true, version, replayed: false };
    }
    case 'phoneInput':
      return s.phoneInput.run(w.on ? 1 : 0, w.at, w.id).changes === 1;
    case 'setRematch':
      if (!s.gameHost.get(w.id) || !s.gameHost.get(w.rematchId)) return false;
      s.rematch.run(w.id, w.rematchId, w.seats, w.at);
      return true;
    case 'offerHost':
      if (!s.gameHost.get(w.id)) return false;
      s.offer.run(w.id, w.tokenHash, w.expiresAt);
      return true;
    case 'takeHost': {
      // The same steps as pg-store.ts takeHost, in one savepoint: nothing is written for a
      // token that is not the offer's (no host row, no change).
      const game = s.gameHost.get(w.id);
      const offer = s.getOffer.get(w.id);
      if (!game || !offer || offer.token_hash !== w.tokenHash) return 'unknown';
      s.dropOffer.run(w.id);
      if (offer.expires_at <= w.now) return 'expired';
      let hostId = w.hostId;
      if (hostId === null) {
        s.insertHost.run(w.newHostId, w.newHostTokenHash, w.now);
        hostId = w.newHostId;
      }
      if (game.host_id !== hostId) s.addFormer.run(w.id, game.host_id);
      s.dropFormer.run(w.id, hostId);
      s.setHost.run(hostId, w.now, w.id);
      const row = s.seats.get(w.id);
      const seats = JSON.parse(row.seats).map((x) => {
        const k = w.keys.find((y) => y.seat === x.seat);
        if (!k) return x;
        return { ...x, salt: k.salt, tokenHash: k.tokenHash, moved: [...(x.moved || []), x.tokenHash].slice(-w.kept) };
      });
      s.setSeats.run(JSON.stringify(seats), w.now, w.id);
      return 'moved';
    }
    case 'withdrawSeat': {
      // The same change as store.ts withdrawnSeats, read and written in one savepoint.
      const row = s.seats.get(w.id);
      if (!row) return false;
      const seats = JSON.parse(row.seats);
      const old = seats.find((x) => x.seat === w.seat);
      if (!old) return false;
      const next = seats.map((x) =>
        x.seat === w.seat
          ? {
              seat: w.seat,
              tokenHash: w.tokenHash,
              salt: w.salt,
              withdrawn: [...(old.withdrawn || []), old.tokenHash].slice(-w.kept),
            }
          : x,
      );
      s.setSeats.run(JSON.stringify(next), w.at, w.id);
      return true;
    }
    default:
      throw new Error('unknown write ' + w.op);
  }
}
// Each write in its own savepoint (a nested transaction), all of them in one IMMEDIATE one.
const one = db.transaction((w) => apply(w));
const batch = db.transaction((ws) =>
  ws.map((m) => {
    try {
      return { seq: m.seq, value: one(m.write) };
    } catch (e) {
      return { seq: m.seq, error: String((e && e.message) || e) };
    }
  }),
);
let queue = [];
let scheduled = false;
function flush() {
  scheduled = false;
  const ws = queue;
  queue = [];
  if (ws.length === 0) return;
  const t0 = performance.now();
  let results;
  try {
    results = batch.immediate(ws);
  } catch (e) {
    const error = 'commit failed: ' + String((e && e.message) || e);
    results = ws.map((m) => ({ seq: m.seq, error }));
  }
  parentPort.postMessage({ results, commitMs: performance.now() - t0 });
}
parentPort.on('message', (m) => {
  if (m === 'close') {
    flush();
    db.close();
    parentPort.close();
    return;
  }
  queue.push(m);
  // Writes that arrive while this one waits for its turn (or while a commit is in fsync)
  // join it: setImmediate runs after the messages already delivered to this thread.
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
});
`;

/** Where better-sqlite3 is, for the worker to load (the server runs in the project folder). */
function betterSqlitePath(): string {
  return createRequire(join(/*turbopackIgnore: true*/ process.cwd(), 'noop.js')).resolve(
    'better-sqlite3',
  );
}

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

export class SqliteWriter {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;
  private closing: Promise<void> | null = null;

  /** `onCommit` hears each batch's commit time and size (for HEXKEEPER_LOOP_STATS). */
  constructor(
    private readonly file: string,
    private readonly onCommit: (ms: number, writes: number) => void = () => {},
  ) {}

  /** Performs one write in the next batch; resolves after that batch has committed. */
  write<T>(write: WriteOp): Promise<T> {
    if (this.closing) return Promise.reject(new Error('hexkeeper: the store is closed'));
    const w = this.start();
    const seq = this.seq++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(seq, { resolve: resolve as (v: unknown) => void, reject });
      if (this.pending.size === 1) w.ref();
      w.postMessage({ seq, write });
    });
  }

  /** Lets the writes already sent commit, then stops the worker. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      const w = this.worker;
      if (!w) return resolve();
      w.once('exit', () => resolve());
      w.ref();
      w.postMessage('close');
    });
    return this.closing;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { file: this.file, module: betterSqlitePath() },
    });
    // An idle writer does not keep the process alive; one with writes in flight does.
    w.unref();
    w.on('message', (reply: BatchReply) => {
      this.onCommit(reply.commitMs, reply.results.length);
      for (const r of reply.results) {
        const p = this.pending.get(r.seq);
        if (!p) continue;
        this.pending.delete(r.seq);
        if ('error' in r) p.reject(new Error(`hexkeeper: SQLite write failed: ${r.error}`));
        else p.resolve(r.value);
      }
      if (this.pending.size === 0) w.unref();
    });
    const fail = (e: Error) => {
      // The worker is gone: what it had not answered failed (and was not acknowledged); the
      // next write starts a new worker.
      if (this.worker === w) this.worker = null;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    w.on('error', (e) => fail(e instanceof Error ? e : new Error(String(e))));
    w.on('exit', (code) => fail(new Error(`hexkeeper: the SQLite writer stopped (${code})`)));
    this.worker = w;
    return w;
  }
}
