import 'server-only';
// The news the worker processes of one instance (`npm start -- --workers N`, cli/serve.mjs)
// tell each other, as PostgreSQL NOTIFY tells other instances: an append ({ hk: 'append',
// gameId, version }), a withdrawn seat link ({ hk: 'seats', gameId }), and who follows a
// game's seats from here ({ hk: 'presence', gameId, seats }). A worker sends over its IPC
// channel (process.send); the primary adds `from` (the sender's worker id) and relays to every
// other worker; it also says `hello` for a new worker (the others re-send their presence) and
// `gone` for a dead one (the others drop its presence). Every message is checked here; a
// malformed one is ignored. Outside a cluster (one process) nothing is sent or heard.

import cluster from 'node:cluster';
import { z } from 'zod';
import { localPresence, setPresenceShare, workerGone, workerPresence } from './presence';

const gameId = z.string().min(1).max(64);
const from = z.number().int().positive();

/** One seat's followers in one worker: its device ids and its streams without one. */
export const seatFollowers = z.object({
  ids: z.array(z.string().min(1).max(64)).max(256).readonly(),
  anonymous: z.number().int().min(0).max(100_000),
});

const message = z.discriminatedUnion('hk', [
  z.object({ hk: z.literal('append'), from, gameId, version: z.number().int().positive() }),
  z.object({ hk: z.literal('seats'), from, gameId }),
  z.object({
    hk: z.literal('presence'),
    from,
    gameId,
    seats: z.record(z.string().regex(/^\d{1,3}$/), seatFollowers),
  }),
  z.object({ hk: z.literal('hello'), from }),
  z.object({ hk: z.literal('gone'), from }),
]);

export type BusMessage = z.infer<typeof message>;
/** What a worker sends (the primary adds `from`). */
export type BusNews = BusMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'from'>
    : never
  : never;

/** A message as the primary relayed it, or null when it is not one of ours or malformed. */
export function parseBusMessage(raw: unknown): BusMessage | null {
  const r = message.safeParse(raw);
  return r.success ? r.data : null;
}

interface Bus {
  readonly listeners: Set<(m: BusMessage) => void>;
  installed: boolean;
  joined: boolean;
}
// On globalThis: Next may load this module once per route bundle, and the process must have
// one 'message' handler.
const KEY = Symbol.for('hexkeeper.clusterBus');
const g = globalThis as typeof globalThis & { [KEY]?: Bus };
const bus = (): Bus => {
  g[KEY] ??= { listeners: new Set(), installed: false, joined: false };
  return g[KEY];
};

/**
 * This process's worker id in a cluster of cli/serve.mjs (which marks its workers with
 * HEXKEEPER_CLUSTER=1, so another cluster manager's worker sends nothing), else null.
 */
export const clusterWorker = (): number | null =>
  cluster.isWorker && process.env.HEXKEEPER_CLUSTER === '1' && typeof process.send === 'function'
    ? (cluster.worker?.id ?? null)
    : null;

/** Tells the other workers (nothing outside a cluster, or once the primary is gone). */
export function sendBus(news: BusNews): void {
  if (clusterWorker() === null || !process.connected) return;
  try {
    process.send?.(news, undefined, {}, () => {});
  } catch {
    // the channel closed: the primary is gone and so is this worker soon
  }
}

/** Hears the other workers' news (nothing outside a cluster); returns the stop. */
export function onBus(listener: (m: BusMessage) => void): () => void {
  const b = bus();
  if (clusterWorker() === null) return () => {};
  if (!b.installed) {
    b.installed = true;
    process.on('message', (raw: unknown) => {
      const m = parseBusMessage(raw);
      if (!m) return;
      for (const l of [...b.listeners]) {
        try {
          l(m);
        } catch (e) {
          console.error('hexkeeper: cluster message failed:', e);
        }
      }
    });
  }
  b.listeners.add(listener);
  return () => {
    b.listeners.delete(listener);
  };
}

/**
 * Shares presence with the other workers (once per process, when the SQLite store opens):
 * this worker's followers of a game whenever they change, everything again when a new worker
 * says hello, and the followers of a worker that died are dropped.
 */
export function joinCluster(): void {
  const b = bus();
  if (clusterWorker() === null || b.joined) return;
  b.joined = true;
  setPresenceShare((id, seats) => sendBus({ hk: 'presence', gameId: id, seats }));
  onBus((m) => {
    if (m.hk === 'presence') workerPresence(m.from, m.gameId, m.seats);
    else if (m.hk === 'gone') workerGone(m.from);
    else if (m.hk === 'hello')
      for (const [id, seats] of localPresence()) sendBus({ hk: 'presence', gameId: id, seats });
  });
  sendBus({ hk: 'hello' });
}
