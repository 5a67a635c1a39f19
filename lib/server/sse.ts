import 'server-only';
// One Server-Sent Events stream per viewer. The first message is a snapshot of what this
// viewer may see, or — when the client sends Last-Event-ID — every update after that id,
// so a reconnect sees each version exactly once. Event ids are game versions. Every message
// is cut to the viewer (viewFor / viewEvent). A ~2 KB padding comment goes first (Safari
// holds back the first kilobyte) and a comment ping after 20 s without a message keeps
// proxies from closing an idle stream (idle-ping.ts). A client too slow to read is dropped; it resumes by id.
//
// Presence: while a seat's stream is open the seat counts as online (presence.ts), and the
// table's streams get `event: presence` with the seats online and the devices following each
// (`{"online":[0,2],"devices":{"0":1,"2":2}}`), right after the snapshot or replay and again
// on every change. A seat's stream registers how to end it, so withdrawing the seat's link
// ends it at once (presence.ts kickSeat). Those messages carry no id, so the client's
// Last-Event-ID stays a version. With several instances (PostgreSQL) none are sent.
//
// Fan-out cost: every stream of a game receives the same Published object for a version, so
// the work for that version is shared. Each viewer's update is still built by viewFor and
// viewEvent (the only filters), but it is serialised and encoded once per (version, viewer)
// — a second tab on the same seat costs nothing — and the parts of a view that are the very
// same objects for every viewer (the board's buildings, roads, turn, bank, …: viewFor copies
// them by reference from the state) are serialised once per version for all viewers. One
// process-wide timer pings the streams that have been quiet; the padding is encoded once.
//
// Resumes cost what they send: the versions missed are taken from the feed's newest
// versions (hub.ts RECENT_VERSIONS), already built for the live streams; else only the
// entries after Last-Event-ID are read from the store, their states taken from the history
// held (games.ts missedStates: a state per event, no fold); across an undo or redo, or more
// than MAX_REPLAY back, a snapshot. Nothing is folded from the game's first event.
//
// Deltas (`?delta=1`, what the app's pages ask for): after the snapshot each version is sent
// as `event: delta`, the operations (lib/live/patch.ts) that turn the viewer's view at the
// previous version into its view at this one — a diff of two views that viewer may see, so
// it can carry nothing viewFor cuts. Built once per (version, viewer) too; each viewer's
// view at the game's newest version is kept for the next version's diff. A stream that
// cannot continue a delta chain (a resume too far back, a message too large) gets a snapshot.

import { current, type GameState, type GameView, type Viewer, viewEvent, viewFor } from '../game';
import { diff } from '../live/patch';
import { packEvents } from '../live/wire';
import { streamBacklog, streamStallMs } from './env';
import { missedStates, rematchJoin } from './games';
import { listenerCount, type Published, subscribe } from './hub';
import { IdlePings, type PingHandle } from './idle-ping';
import {
  type DeviceCounts,
  onlineSeats,
  presenceKnown,
  seatDevices,
  seatOpened,
  watchPresence,
} from './presence';
import type { Entry, GameRecord } from './store';

const PING_MS = 20_000;
/**
 * A resume further behind than this many versions gets a snapshot; within it, the versions
 * missed are sent (from the feed's newest, else their entries read from the store with their
 * states taken from the history held).
 */
export const MAX_REPLAY = 200;
/**
 * An update bigger than this (an imported game's one entry of thousands of events) is sent
 * as a snapshot of the same version instead: the client's state is the same, the message is
 * bounded by the view's size.
 */
export const MAX_MESSAGE = 64 * 1024;
const encoder = new TextEncoder();
const PADDING = encoder.encode(`: ${' '.repeat(2048)}\nretry: 2000\n\n`);
const PING = encoder.encode(': ping\n\n');

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

type UpdateView = Omit<GameView, 'config'>;

/**
 * What one version costs once, whoever watches it: JSON text of objects shared by every
 * viewer's view (by identity: the state's own arrays and records, which no one mutates), and
 * each viewer's encoded message.
 */
interface VersionWork {
  readonly shared: Map<object, string>;
  readonly bytes: Map<Viewer, Uint8Array>;
  readonly deltas: Map<Viewer, Uint8Array>;
}
const work = new WeakMap<Published, VersionWork>();
function workOf(p: Published): VersionWork {
  let w = work.get(p);
  if (!w) {
    w = { shared: new Map(), bytes: new Map(), deltas: new Map() };
    work.set(p, w);
  }
  return w;
}

/**
 * Each viewer's view (without config) of a game's two newest states, so a version's delta
 * reuses the views its previous version's delta built: one viewFor per (version, viewer).
 * Dropped when the game's last stream in this process closes.
 */
interface ViewPair {
  state: GameState;
  views: Map<Viewer, UpdateView>;
  prevState: GameState | null;
  prevViews: Map<Viewer, UpdateView>;
}
const latestViews = new Map<string, ViewPair>();

function updateView(state: GameState, viewer: Viewer): UpdateView {
  const { config: _config, ...view }: GameView = viewFor(state, viewer);
  return view;
}

/** `viewer`'s views before and after version `p`, each built once per game state. */
function viewsOf(p: Published, viewer: Viewer): { before: UpdateView; after: UpdateView } {
  let pair = latestViews.get(p.gameId);
  if (!pair || (pair.state !== p.state && pair.prevState !== p.state)) {
    pair =
      pair?.state === p.before
        ? { state: p.state, views: new Map(), prevState: pair.state, prevViews: pair.views }
        : { state: p.state, views: new Map(), prevState: p.before, prevViews: new Map() };
    latestViews.set(p.gameId, pair);
  }
  const cached = (state: GameState, views: Map<Viewer, UpdateView>) => {
    let v = views.get(viewer);
    if (!v) {
      v = updateView(state, viewer);
      views.set(viewer, v);
    }
    return v;
  };
  // A version older than the pair (a stream catching up from its queue): built, not kept.
  const before =
    pair.prevState === p.before
      ? cached(p.before, pair.prevViews)
      : pair.state === p.before
        ? cached(p.before, pair.views)
        : updateView(p.before, viewer);
  const after =
    pair.state === p.state
      ? cached(p.state, pair.views)
      : pair.prevState === p.state
        ? cached(p.state, pair.prevViews)
        : updateView(p.state, viewer);
  return { before, after };
}

/**
 * A delta's kind, events and steps: "kind" only when not "events", "events" packed
 * (lib/live/wire.ts) and only when there are some.
 */
function deltaHead(entry: Entry, viewer: Viewer): string {
  return entry.kind === 'events'
    ? `"events":${JSON.stringify(packEvents(entry.events.map((e) => viewEvent(e, viewer))))}`
    : `"kind":${JSON.stringify(entry.kind)},"steps":${JSON.stringify(entry.steps)}`;
}

/** The delta message from `before` to `after` (views of one viewer) at `version`. */
function deltaText(
  version: number,
  entry: Entry,
  viewer: Viewer,
  before: UpdateView,
  after: UpdateView,
): string {
  const data = `{"from":${version - 1},"to":${version},${deltaHead(entry, viewer)},"ops":${JSON.stringify(diff(before, after))}}`;
  return `id: ${version}\nevent: delta\ndata: ${data}\n\n`;
}

/** The encoded delta of version `p` for `viewer`, built once for every stream of that viewer. */
export function deltaBytes(p: Published, viewer: Viewer): Uint8Array {
  const w = workOf(p);
  let bytes = w.deltas.get(viewer);
  if (!bytes) {
    const { before, after } = viewsOf(p, viewer);
    bytes = encoder.encode(deltaText(p.version, p.entry, viewer, before, after));
    w.deltas.set(viewer, bytes);
  }
  return bytes;
}

/** JSON of `value`, reusing the text of an object already serialised for this version. */
function sharedJson(value: unknown, shared: Map<object, string>): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  let text = shared.get(value);
  if (text === undefined) {
    text = JSON.stringify(value) as string;
    shared.set(value, text);
  }
  return text;
}

/**
 * The same text as JSON.stringify(obj) (same keys, same order, undefined values left out),
 * with each top-level value's text taken from `shared` when that object was seen already.
 */
function objectJson(obj: Record<string, unknown>, shared: Map<object, string>): string {
  let out = '';
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    out += `${out ? ',' : '{'}${JSON.stringify(key)}:${sharedJson(value, shared)}`;
  }
  return out ? `${out}}` : '{}';
}

/** The update message for `viewer`: text identical to JSON.stringify of the data below. */
function updateText(
  version: number,
  entry: Entry,
  state: GameState,
  viewer: Viewer,
  shared: Map<object, string>,
): string {
  const { config: _config, ...view }: GameView & { config: unknown } = viewFor(state, viewer);
  const viewText = objectJson(view satisfies UpdateView, shared);
  const head = `{"version":${version},"kind":${JSON.stringify(entry.kind)}`;
  const data =
    entry.kind === 'events'
      ? `${head},"events":${JSON.stringify(entry.events.map((e) => viewEvent(e, viewer)))},"view":${viewText}}`
      : `${head},"steps":${JSON.stringify(entry.steps)},"events":[],"view":${viewText}}`;
  return `id: ${version}\nevent: update\ndata: ${data}\n\n`;
}

/** The encoded update of version `p` for `viewer`, built once for every stream of that viewer. */
export function updateBytes(p: Published, viewer: Viewer): Uint8Array {
  const w = workOf(p);
  let bytes = w.bytes.get(viewer);
  if (!bytes) {
    bytes = encoder.encode(updateText(p.version, p.entry, p.state, viewer, w.shared));
    w.bytes.set(viewer, bytes);
  }
  return bytes;
}

function frame(event: string, id: number, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The seats online, for the table: no id line, so it never moves the client's Last-Event-ID. */
function presenceBytes(online: readonly number[], devices: DeviceCounts): Uint8Array {
  return encoder.encode(`event: presence\ndata: ${JSON.stringify({ online, devices })}\n\n`);
}

/** The streams' keep-alive pings: a tick a second, a ping after PING_MS without a message. */
const pings = new IdlePings(PING_MS, 1000);

/** Parses a Last-Event-ID (a version); null when absent or not a version. */
export function lastEventId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** Where a viewer's stream writes: a web ReadableStream's controller or Node's response. */
export interface StreamSink {
  /** Queues bytes for the client (shared bytes: the sink only reads them). */
  write(bytes: Uint8Array): void;
  /** Bytes queued for the client and not yet taken by it. */
  backlog(): number;
  /** Ends the stream normally (client too slow, or the game is gone). */
  end(): void;
  /** Ends the stream after a failure (the store failed mid-way). */
  fail(e: unknown): void;
}

/** Who opened a seat's stream: its device id and its credential's hash (presence.ts). */
export interface StreamOwner {
  readonly device?: string | null;
  readonly tokenHash?: string | null;
  /** Called once when the stream ends (stream-caps.ts' count). */
  readonly release?: () => void;
}

/** How a stream sends versions after its snapshot. */
export interface StreamMode {
  /** `event: delta` (what changed for the viewer) instead of `event: update` (the whole view). */
  readonly delta?: boolean;
}

/** Every open stream's stall check, on one timer for the process. */
const stallChecks = new Set<(now: number) => void>();
let stallTimer: ReturnType<typeof setInterval> | null = null;
function addStallCheck(check: (now: number) => void): () => void {
  stallChecks.add(check);
  if (!stallTimer) {
    stallTimer = setInterval(
      () => {
        const now = Date.now();
        for (const c of [...stallChecks]) c(now);
      },
      Math.max(50, Math.floor(streamStallMs() / 3)),
    );
    stallTimer.unref?.();
  }
  return () => {
    stallChecks.delete(check);
    if (stallChecks.size === 0 && stallTimer) {
      clearInterval(stallTimer);
      stallTimer = null;
    }
  };
}

/**
 * Streams what `viewer` may see of game `rec` into `sink`, resuming after `after` when
 * given; returns the function that stops it (call it when the client leaves).
 *
 * No gap, no duplicate: the stream subscribes to the game's feed first and queues what the
 * feed delivers while it writes the snapshot (or the replay after `after`) up to the
 * subscription's version; the feed then delivers every later version exactly once, in order.
 */
export function streamTo(
  rec: GameRecord,
  viewer: Viewer,
  after: number | null,
  sink: StreamSink,
  owner: StreamOwner = {},
  mode: StreamMode = {},
): () => void {
  let closed = false;
  let stopFeed = () => {};
  let unstall = () => {};
  let pinged: PingHandle | null = null;
  const stop = () => {
    stopFeed();
    unstall();
    owner.release?.();
  };
  const close = () => {
    if (closed) return;
    closed = true;
    stop();
    try {
      sink.end();
    } catch {
      // already closed by the client
    }
  };
  // A client too slow to read is destroyed, not ended: an ended response keeps everything
  // queued for it in memory until the socket closes, which a stalled client never does.
  const destroy = (why: string) => {
    if (closed) return;
    closed = true;
    stop();
    try {
      sink.fail(new Error(why));
    } catch {
      // already closed
    }
  };
  const limit = streamBacklog();
  const write = (bytes: Uint8Array) => {
    if (closed) return;
    // The next message counts: one large message never sits queued whole past the limit.
    if (sink.backlog() + bytes.byteLength > limit) {
      destroy('the client is too slow to read its stream');
      return;
    }
    try {
      sink.write(bytes);
      pinged?.wrote();
    } catch {
      // The client went away between two writes.
      close();
    }
  };
  // Stalled: bytes queued that have not drained for streamStallMs.
  const stallMs = streamStallMs();
  let stalledSince: number | null = null;
  let lastBacklog = 0;
  unstall = addStallCheck((now) => {
    const b = sink.backlog();
    if (b > 0 && b >= lastBacklog) {
      stalledSince ??= now;
      if (now - stalledSince >= stallMs) destroy('the client stopped reading its stream');
    } else stalledSince = null;
    lastBacklog = b;
  });
  run().catch((e: unknown) => {
    // The store failed mid-way: end this stream; the client reconnects and resumes by id.
    console.error('hexkeeper: event stream failed:', e);
    if (closed) return;
    closed = true;
    stop();
    try {
      sink.fail(e);
    } catch {
      // already closed
    }
  });
  return () => {
    closed = true;
    stop();
  };

  async function run(): Promise<void> {
    write(PADDING);
    let sent = -1;
    let live = false;
    const queued: Published[] = [];
    const snapshotBytes = (version: number, state: GameState) => snapshotOf(version, state, viewer);
    const send = (p: Published) => {
      if (p.version <= sent) return;
      // A delta continues the chain from the version sent last; anything else is a snapshot.
      const bytes = !mode.delta
        ? updateBytes(p, viewer)
        : p.version === sent + 1
          ? deltaBytes(p, viewer)
          : null;
      write(
        bytes === null || bytes.byteLength > MAX_MESSAGE
          ? snapshotBytes(p.version, p.state)
          : bytes,
      );
      sent = p.version;
    };
    const sub = await subscribe(rec.id, (p) => {
      if (live) send(p);
      else queued.push(p);
    });
    if (!sub) {
      close();
      return;
    }
    pinged = pings.add(() => write(PING));
    let unseat = () => {};
    let unwatch = () => {};
    stopFeed = () => {
      pinged?.remove();
      sub.unsubscribe();
      if (listenerCount(rec.id) === 0) latestViews.delete(rec.id);
      unseat();
      unwatch();
    };
    // The client may have left while the feed caught up.
    if (closed) {
      stop();
      return;
    }
    // A seat's phone counts as online while this stream is open, whatever ends it.
    if (viewer !== 'table')
      unseat = seatOpened(rec.id, viewer, {
        device: owner.device ?? null,
        tokenHash: owner.tokenHash ?? null,
        kick: close,
        // A host move re-keyed the seat: this phone is told its new link (no id line, so
        // the client's Last-Event-ID stays a version), then the old secret's stream ends.
        handOver: (join) => {
          write(encoder.encode(`event: rekey\ndata: ${JSON.stringify({ join })}\n\n`));
          close();
        },
        // The game's rematch was recorded: this phone is offered its own new seat (no id line).
        rematch: (join) => {
          if (!closed) write(rematchBytes(join));
        },
      });
    // A resume is sent the versions it missed from the feed's newest versions, the very
    // messages the live streams were sent (hub.ts RECENT_VERSIONS): no store read, no fold.
    // A resume from further back (a phone asleep for hours) or one the feed cannot answer
    // gets a snapshot: one message bounded by the view, whatever the game's length.
    const missed = after !== null && after <= sub.version ? sub.since(after) : null;
    const stored =
      // From version 0 a snapshot is what the client needs; and version 1 may be an import's
      // one entry of thousands of events, which is read and sent as nothing smaller.
      missed === null &&
      after !== null &&
      after >= 1 &&
      after < sub.version &&
      sub.version - after <= MAX_REPLAY
        ? await missedStates(rec.id, sub.history, after, sub.version)
        : null;
    if (missed !== null) {
      sent = after ?? -1;
      for (const p of missed) send(p);
    } else if (stored !== null) {
      // The feed started after them: the entries after `after` read from the store, their
      // states taken from the history held (no fold), each sent as the live streams were.
      const shared = new Map<object, string>();
      for (const m of stored) {
        const text = mode.delta
          ? deltaText(
              m.version,
              m.entry,
              viewer,
              updateView(m.before, viewer),
              updateView(m.state, viewer),
            )
          : updateText(m.version, m.entry, m.state, viewer, shared);
        shared.clear();
        const bytes = encoder.encode(text);
        write(bytes.byteLength > MAX_MESSAGE ? snapshotBytes(m.version, m.state) : bytes);
      }
    } else {
      write(snapshotBytes(sub.version, current(sub.history)));
    }
    sent = sub.version;
    live = true;
    for (const p of queued.splice(0)) send(p);
    // A phone arriving at a finished game that has a rematch is offered its seat there.
    if (viewer !== 'table' && current(sub.history).phase === 'over') {
      const join = await rematchJoin(rec.id, viewer);
      if (join !== null && !closed) write(rematchBytes(join));
    }
    // The client may have left during the replay; then there is nothing to watch for it.
    if (viewer !== 'table' || closed || !presenceKnown()) return;
    unwatch = watchPresence(rec.id, (online, devices) => write(presenceBytes(online, devices)));
    write(presenceBytes(onlineSeats(rec.id), seatDevices(rec.id)));
  }
}

/**
 * Each viewer's snapshot message of a game state, built once: a resume storm (many streams
 * opened on one long game, each closed at its first message) sends the same bytes again
 * rather than building the view and its JSON per stream (issue 27: that garbage held the
 * server's heap at 300–400 MB). Held only while the state itself is (a WeakMap).
 */
const snapshots = new WeakMap<GameState, Map<string, Uint8Array>>();
function snapshotOf(version: number, state: GameState, viewer: Viewer): Uint8Array {
  let byViewer = snapshots.get(state);
  if (!byViewer) {
    byViewer = new Map();
    snapshots.set(state, byViewer);
  }
  const key = `${version}:${viewer}`;
  let bytes = byViewer.get(key);
  if (!bytes) {
    bytes = encoder.encode(frame('snapshot', version, { version, view: viewFor(state, viewer) }));
    byViewer.set(key, bytes);
  }
  return bytes;
}

/** A seat's offer of its own seat in the game's rematch (`event: rematch`, no id line). */
const rematchBytes = (join: string): Uint8Array =>
  encoder.encode(`event: rematch\ndata: ${JSON.stringify({ join })}\n\n`);

const WEB_HIGH_WATER = 64 * 1024;

/**
 * A web stream's controller as a sink. The stream must count bytes (webStrategy), so the
 * backlog is bytes as with Node's response — counted in chunks, a client that stopped
 * reading would only be dropped after a million messages.
 */
export function webSink(controller: ReadableStreamDefaultController<Uint8Array>): StreamSink {
  return {
    write: (bytes) => controller.enqueue(bytes),
    backlog: () => WEB_HIGH_WATER - (controller.desiredSize ?? 0),
    end: () => controller.close(),
    fail: (e) => controller.error(e),
  };
}

/** The queuing strategy webSink needs: bytes, with a 64 KB high-water mark. */
export const webStrategy = (): QueuingStrategy<Uint8Array> =>
  new ByteLengthQueuingStrategy({ highWaterMark: WEB_HIGH_WATER });

/** The stream as a web ReadableStream (the App Router's route; `next dev`). */
export function eventStream(
  rec: GameRecord,
  viewer: Viewer,
  after: number | null,
  owner: StreamOwner = {},
  mode: StreamMode = {},
): ReadableStream<Uint8Array> {
  let cancel = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        cancel = streamTo(rec, viewer, after, webSink(controller), owner, mode);
      },
      cancel() {
        cancel();
      },
    },
    webStrategy(),
  );
}
