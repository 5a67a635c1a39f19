// How a device folds the live stream's messages into what it holds (pure, no React): a
// snapshot replaces the view; an update (older servers, `event: update`) replaces it too and
// keeps the config; a delta (`event: delta`, docs/server.md) applies its operations to the
// view held — only when its `from` is the version held and the view is live, not an offline
// copy. A delta that does not continue the chain, or does not apply, asks for the full view
// again ('resync'), so a device never silently drifts from its view on the server.
import type { GameView, SeenEvent } from '@/lib/game';
import { applyPatch, type PatchOp } from '@/lib/live/patch';
import { unpackEvents } from '@/lib/live/wire';
import type { StreamMessage } from './stream';

export interface FoldedUpdate {
  readonly version: number;
  readonly kind: 'events' | 'undo' | 'redo';
  readonly events: readonly SeenEvent[];
  readonly steps?: number;
}

export interface Held {
  readonly version: number;
  readonly view: GameView | null;
  readonly last: FoldedUpdate | null;
  readonly stale: boolean;
}

export type Folded =
  | { readonly kind: 'held'; readonly held: Held }
  /** Nothing to do: a message already held, or one that is not a version. */
  | { readonly kind: 'skip' }
  /** The chain is broken: open the stream again for a snapshot. */
  | { readonly kind: 'resync'; readonly why: string };

const SKIP: Folded = { kind: 'skip' };

interface Data {
  readonly version?: number;
  readonly from?: number;
  readonly to?: number;
  readonly view?: GameView;
  readonly kind?: FoldedUpdate['kind'];
  readonly events?: readonly SeenEvent[];
  readonly steps?: number;
  /** A delta's events are packed (lib/live/wire.ts). */
  readonly ops?: readonly PatchOp[];
}

const lastOf = (version: number, d: Data): FoldedUpdate => ({
  version,
  kind: d.kind ?? 'events',
  events: d.events ?? [],
  ...(d.steps === undefined ? {} : { steps: d.steps }),
});

/** What `prev` becomes with message `m`. */
export function foldMessage(prev: Held, m: StreamMessage): Folded {
  if (m.event !== 'snapshot' && m.event !== 'update' && m.event !== 'delta') return SKIP;
  let d: Data;
  try {
    d = JSON.parse(m.data) as Data;
  } catch {
    return m.event === 'delta' ? { kind: 'resync', why: 'a delta that is not JSON' } : SKIP;
  }
  if (m.event === 'snapshot') {
    if (typeof d.version !== 'number' || !d.view) return SKIP;
    return { kind: 'held', held: { version: d.version, view: d.view, last: null, stale: false } };
  }
  if (m.event === 'update') {
    if (typeof d.version !== 'number' || !d.view) return SKIP;
    if (prev.stale === false && d.version <= prev.version) return SKIP;
    const config = prev.view?.config;
    if (!config) return SKIP;
    return {
      kind: 'held',
      held: {
        version: d.version,
        view: { ...d.view, config } as GameView,
        last: lastOf(d.version, d),
        stale: false,
      },
    };
  }
  if (typeof d.from !== 'number' || typeof d.to !== 'number' || !Array.isArray(d.ops))
    return { kind: 'resync', why: 'a delta without from, to and ops' };
  if (!prev.view || prev.stale) return { kind: 'resync', why: 'a delta onto no live view' };
  if (d.to <= prev.version) return SKIP;
  if (d.from !== prev.version)
    return { kind: 'resync', why: `a delta from ${d.from} onto version ${prev.version}` };
  let view: GameView;
  try {
    view = applyPatch(prev.view, d.ops);
  } catch (e) {
    return { kind: 'resync', why: `a delta that does not apply: ${(e as Error).message}` };
  }
  let events: SeenEvent[];
  try {
    events = unpackEvents(d.events ?? []);
  } catch (e) {
    return { kind: 'resync', why: `a delta whose events do not unpack: ${(e as Error).message}` };
  }
  return {
    kind: 'held',
    held: { version: d.to, view, last: lastOf(d.to, { ...d, events }), stale: false },
  };
}
