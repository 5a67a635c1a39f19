import 'server-only';
// One Server-Sent Events stream per viewer. The first message is a snapshot of what this
// viewer may see, or — when the client sends Last-Event-ID — every update after that id,
// so a reconnect sees each version exactly once. Event ids are game versions. Every message
// is cut to the viewer (viewFor / viewEvent). A ~2 KB padding comment goes first (Safari
// holds back the first kilobyte) and a comment ping every 20 s keeps proxies from closing
// an idle stream. A client too slow to read is dropped; it resumes by id.

import { current, type GameState, type GameView, type Viewer, viewEvent, viewFor } from '../game';
import { replayEntries } from './games';
import { type Published, subscribe } from './hub';
import type { Entry, GameRecord } from './store';

const PING_MS = 20_000;
/** Bytes queued for one client before it is dropped as too slow. */
const MAX_QUEUED = 1 << 20;
const encoder = new TextEncoder();

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

type UpdateView = Omit<GameView, 'config'>;

function updateMessage(version: number, entry: Entry, state: GameState, viewer: Viewer): string {
  const { config: _config, ...view }: GameView & { config: unknown } = viewFor(state, viewer);
  const data =
    entry.kind === 'events'
      ? { version, kind: entry.kind, events: entry.events.map((e) => viewEvent(e, viewer)), view }
      : { version, kind: entry.kind, steps: entry.steps, events: [], view };
  return frame('update', version, data satisfies { view: UpdateView });
}

function frame(event: string, id: number, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Parses a Last-Event-ID (a version); null when absent or not a version. */
export function lastEventId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * The stream for `viewer` of game `rec`, resuming after `after` when given.
 *
 * No gap, no duplicate: the stream subscribes to the game's feed first and queues what the
 * feed delivers while it writes the snapshot (or the replay after `after`) up to the
 * subscription's version; the feed then delivers every later version exactly once, in order.
 */
export function eventStream(
  rec: GameRecord,
  viewer: Viewer,
  after: number | null,
): ReadableStream<Uint8Array> {
  let closed = false;
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        await run(controller);
      } catch (e) {
        // The store failed mid-way: end this stream; the client reconnects and resumes by id.
        console.error('hexkeeper: event stream failed:', e);
        closed = true;
        stop();
        try {
          controller.error(e);
        } catch {
          // already closed
        }
      }
    },
    cancel() {
      closed = true;
      stop();
    },
  });

  async function run(controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> {
    const close = () => {
      if (closed) return;
      closed = true;
      stop();
      try {
        controller.close();
      } catch {
        // already closed by the client
      }
    };
    const write = (text: string) => {
      if (closed) return;
      if ((controller.desiredSize ?? 0) < -MAX_QUEUED) {
        close();
        return;
      }
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        // The client went away between two writes.
        close();
      }
    };
    write(`: ${' '.repeat(2048)}\nretry: 2000\n\n`);
    let sent = -1;
    let live = false;
    const queued: Published[] = [];
    const send = (p: Published) => {
      if (p.version <= sent) return;
      write(updateMessage(p.version, p.entry, p.state, viewer));
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
    const ping = setInterval(() => write(': ping\n\n'), PING_MS);
    stop = () => {
      clearInterval(ping);
      sub.unsubscribe();
    };
    // The client may have left while the feed caught up.
    if (closed) {
      stop();
      return;
    }
    if (after !== null && after <= sub.version) {
      if (after < sub.version) {
        const upTo = sub.version;
        await replayEntries({ ...rec, version: upTo }, (version, entry, state) => {
          if (version > after) write(updateMessage(version, entry, state, viewer));
        });
      }
    } else {
      write(
        frame('snapshot', sub.version, {
          version: sub.version,
          view: viewFor(current(sub.history), viewer),
        }),
      );
    }
    sent = sub.version;
    live = true;
    for (const p of queued.splice(0)) send(p);
  }
}
