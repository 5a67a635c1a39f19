import 'server-only';

// What a load balancer or a process monitor asks: is this instance up, and does its game store
// answer? The store is asked for its schema version, a read that reaches the database.

import { server } from './games';
import { ApiError } from './http';

export interface Health {
  readonly status: 'ok';
  readonly store: 'sqlite' | 'postgres';
  /** The schema version the store's migrations reached. */
  readonly schema: number;
}

export async function health(): Promise<Health> {
  try {
    const s = await server();
    return { status: 'ok', store: s.store.kind, schema: await s.store.schemaVersion() };
  } catch (e) {
    console.error('hexkeeper: health check: the game store does not answer:', e);
    throw new ApiError(
      503,
      'ERR_STORE_UNAVAILABLE',
      'the game store does not answer; games can be neither read nor written until it does',
    );
  }
}
