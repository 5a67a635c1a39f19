import 'server-only';

// What a load balancer or a process monitor asks: is this instance up, and does its game store
// answer? The store is asked for its schema version, a read that reaches the database.

import { databaseUrl, dataDir } from './env';
import { server } from './games';
import { ApiError } from './http';
import { dbFile, quickCheck } from './startup-checks';

/** SQLite's quick_check, at most once a minute (it reads every page). */
const CHECK_MS = 60_000;
let checked: { at: number; damage: string | null } | null = null;
function damage(now = Date.now()): string | null {
  if (databaseUrl()) return null;
  if (!checked || now - checked.at >= CHECK_MS)
    checked = { at: now, damage: quickCheck(dbFile(dataDir())) };
  return checked.damage;
}

export interface Health {
  readonly status: 'ok';
  readonly store: 'sqlite' | 'postgres';
  /** The schema version the store's migrations reached. */
  readonly schema: number;
}

export async function health(): Promise<Health> {
  try {
    const s = await server();
    const schema = await s.store.schemaVersion();
    const d = damage();
    if (d) {
      console.error('hexkeeper: health check: the SQLite file is damaged:', d);
      throw new ApiError(
        503,
        'ERR_STORE_UNAVAILABLE',
        `the game store is damaged (SQLite quick_check: ${d}); restore it from a backup`,
      );
    }
    return { status: 'ok', store: s.store.kind, schema };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    console.error('hexkeeper: health check: the game store does not answer:', e);
    throw new ApiError(
      503,
      'ERR_STORE_UNAVAILABLE',
      'the game store does not answer; games can be neither read nor written until it does',
    );
  }
}
