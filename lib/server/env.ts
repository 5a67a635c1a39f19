import 'server-only';
// Settings read from the environment once per process; docs/server.md lists them.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the SQLite file and the server key live (`HEXKEEPER_DATA_DIR`, default `./data`). */
export function dataDir(): string {
  const dir = resolve(/*turbopackIgnore: true*/ process.env.HEXKEEPER_DATA_DIR || './data');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * The PostgreSQL database shared by several instances (`DATABASE_URL`, e.g.
 * `postgres://hexkeeper:secret@db.internal:5432/hexkeeper`); null keeps the SQLite file.
 */
export function databaseUrl(): string | null {
  const u = process.env.DATABASE_URL?.trim();
  return u ? u : null;
}

/**
 * The server key from `HEXKEEPER_SERVER_KEY` (64 hex characters), or null to use
 * `server.key` in the data folder. Several instances must share one key, since each seat's
 * join link is derived from it; a malformed value stops the server rather than being ignored.
 */
export function serverKeySetting(): Buffer | null {
  const raw = process.env.HEXKEEPER_SERVER_KEY?.trim();
  if (!raw) return null;
  if (!/^[0-9a-fA-F]{64}$/.test(raw))
    throw new Error('hexkeeper: HEXKEEPER_SERVER_KEY must be 64 hex characters (32 bytes)');
  return Buffer.from(raw, 'hex');
}

/**
 * How many reverse proxies in front append to X-Forwarded-For (`HEXKEEPER_TRUST_PROXY`,
 * e.g. `1` behind one nginx with `$proxy_add_x_forwarded_for`); 0 when unset. Read per call
 * so tests can set it; it is a cheap lookup.
 */
export function trustedProxies(): number {
  const raw = process.env.HEXKEEPER_TRUST_PROXY?.trim();
  if (!raw) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error('hexkeeper: HEXKEEPER_TRUST_PROXY must be a number of proxies, 0 to 10');
  return n;
}

/**
 * Whether this server speaks TLS itself (`npm start -- --https`, which sets
 * `HEXKEEPER_HTTPS=1` for the app): join links and QR codes then carry https.
 */
export function servesHttps(): boolean {
  return ['1', 'true', 'on'].includes(process.env.HEXKEEPER_HTTPS?.trim().toLowerCase() ?? '');
}

/** The address phones should open, e.g. `http://192.168.1.20:3000` (`HEXKEEPER_PUBLIC_URL`). */
export function publicUrlSetting(): string | null {
  const u = process.env.HEXKEEPER_PUBLIC_URL?.trim();
  if (!u) return null;
  try {
    const parsed = new URL(u);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

export interface RateSetting {
  /** Requests allowed at once. */
  readonly burst: number;
  /** Tokens refilled per minute. */
  readonly perMinute: number;
}

function rate(name: string, fallback: RateSetting): RateSetting {
  // e.g. HEXKEEPER_RATE_CREATE=20/60 (burst 20, 60 a minute); "off" disables the limit.
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (raw === 'off') return { burst: Number.POSITIVE_INFINITY, perMinute: 0 };
  const m = /^(\d{1,7})\/(\d{1,9})$/.exec(raw);
  if (!m) return fallback;
  return { burst: Number(m[1]), perMinute: Number(m[2]) };
}

/** Game creation and import, per client address. */
export const createRate = (): RateSetting =>
  rate('HEXKEEPER_RATE_CREATE', { burst: 30, perMinute: 30 });
/** Commands, undo and redo, per credential. */
export const writeRate = (): RateSetting =>
  rate('HEXKEEPER_RATE_WRITE', { burst: 60, perMinute: 600 });
/** Reads (views, logs, streams, QR codes), per client address. */
export const readRate = (): RateSetting =>
  rate('HEXKEEPER_RATE_READ', { burst: 600, perMinute: 6000 });
/** Host-move offers and takes, per client address (a host moves once or twice a night). */
export const hostMoveRate = (): RateSetting =>
  rate('HEXKEEPER_RATE_HOST_MOVE', { burst: 10, perMinute: 10 });
/** Page renders, per client address (lib/server/page-budget.ts). */
export const pageRate = (): RateSetting =>
  rate('HEXKEEPER_RATE_PAGE', { burst: 120, perMinute: 600 });
/** /api/print, per client address (each PDF is seconds of CPU at most). */
export const printRate = (): RateSetting =>
  rate('HEXKEEPER_RATE_PRINT', { burst: 20, perMinute: 60 });

function count(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Open event streams per credential (a seat's cookie or the host's token). */
export const streamsPerCredential = (): number => count('HEXKEEPER_STREAMS_PER_CREDENTIAL', 16);
/** Open event streams per client address. */
export const streamsPerAddress = (): number => count('HEXKEEPER_STREAMS_PER_ADDRESS', 256);
/** Bytes queued for one stream (including the next message) before it is destroyed. */
export const streamBacklog = (): number => count('HEXKEEPER_STREAM_BACKLOG', 1 << 20);
/** A stream whose queued bytes have not drained for this long is destroyed (ms). */
export const streamStallMs = (): number => count('HEXKEEPER_STREAM_STALL_MS', 30_000);
/**
 * Games whose history the process keeps in memory (least recently used dropped): a game not
 * kept is read and replayed from the store on its next request.
 */
export const cachedGames = (): number => count('HEXKEEPER_CACHE_GAMES', 4000);
/** Estimated heap the history cache may hold, in bytes (HEXKEEPER_CACHE_MB, megabytes). */
export const cachedBytes = (): number => count('HEXKEEPER_CACHE_MB', 512) * 1024 * 1024;
/** How long a board search for an untrusted share code may take on the server (ms). */
export const searchBudgetMs = (): number => count('HEXKEEPER_SEARCH_MS', 250);
/** Worker threads that check imports off the event loop (import-pool.ts). */
export const importWorkers = (): number => Math.min(8, count('HEXKEEPER_IMPORT_WORKERS', 1));
/**
 * Bytes of import bodies that may wait for an import worker (HEXKEEPER_IMPORTS_WAITING_MB,
 * megabytes; four of the largest bodies): one that would pass it is 429 with Retry-After, so
 * a burst of short imports (new tables) waits its turn and a burst of long logs is turned away.
 */
export const importsWaitingBytes = (): number =>
  count('HEXKEEPER_IMPORTS_WAITING_MB', 16) * 1024 * 1024;
