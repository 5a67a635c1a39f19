// The live stream client: reads `text/event-stream` with fetch (EventSource cannot send the
// tablet's Authorization header), parses it, and reconnects with Last-Event-ID after any
// drop so no version is missed or seen twice; resync() reopens it at once (a broken delta
// chain: app/live/fold.ts). Fatal answers (401/403/404) stop it. The
// table's stream also says which seats' phones are connected (presence, without an id).

export interface StreamMessage {
  readonly event: string;
  readonly id: string | null;
  readonly data: string;
}

export interface StreamError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

export interface StreamHandlers {
  /** Called with each complete message; returns the version to resume after, if any. */
  onMessage(m: StreamMessage): void;
  onOpen(): void;
  /** The connection dropped and will be retried. */
  onDrop(): void;
  /** The server refused the stream for good (bad credential, no game). */
  onFatal(e: StreamError): void;
}

/** Splits an event-stream into messages; keeps partial lines between chunks. */
export class EventStreamParser {
  private buffer = '';
  private event = 'message';
  private id: string | null = null;
  private data: string[] = [];

  constructor(private readonly emit: (m: StreamMessage) => void) {}

  push(chunk: string): void {
    this.buffer += chunk;
    for (;;) {
      const nl = this.buffer.search(/\r\n|\r|\n/);
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (nl < 0 || (nl === this.buffer.length - 1 && this.buffer[nl] === '\r')) return;
      const line = this.buffer.slice(0, nl);
      const width = this.buffer.startsWith('\r\n', nl) ? 2 : 1;
      this.buffer = this.buffer.slice(nl + width);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0)
        this.emit({ event: this.event, id: this.id, data: this.data.join('\n') });
      this.event = 'message';
      this.id = null;
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id') this.id = value;
  }
}

/**
 * A seat's new join path, from `event: rekey` (`data: {"join":"/join/<game>/<secret>"}`):
 * the host moved to another device and every seat got a new secret; the phone that follows
 * opens it to keep its seat without scanning again. Null for anything else.
 */
export function rekeyOf(m: StreamMessage): string | null {
  if (m.event !== 'rekey') return null;
  return joinOf(m);
}

/**
 * This seat's own join path in the game's rematch, from `event: rematch` (`data:
 * {"join":"/join/<new game>/<secret>"}`): offered to the phone in one tap. Null otherwise.
 */
export function rematchOf(m: StreamMessage): string | null {
  if (m.event !== 'rematch') return null;
  return joinOf(m);
}

/** The join path a message's data carries, when it has a join link's shape. */
function joinOf(m: StreamMessage): string | null {
  try {
    const join = (JSON.parse(m.data) as { join?: unknown }).join;
    return typeof join === 'string' && /^\/join\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{43}$/.test(join)
      ? join
      : null;
  } catch {
    return null;
  }
}

/**
 * The seats whose phones follow the game, from the table's `event: presence` message
 * (`data: {"online":[0,2]}`, no id); null for any other message or a malformed one.
 */
export function presenceOf(m: StreamMessage): readonly number[] | null {
  if (m.event !== 'presence') return null;
  try {
    const online = (JSON.parse(m.data) as { online?: unknown }).online;
    if (!Array.isArray(online) || !online.every((s) => Number.isInteger(s) && s >= 0)) return null;
    return online as number[];
  } catch {
    return null;
  }
}

/**
 * How many devices follow each online seat, from the same presence message
 * (`"devices":{"0":1,"2":2}`): seat → count; null for any other message, a malformed one, or a
 * server too old to send counts.
 */
export function devicesOf(m: StreamMessage): Readonly<Record<number, number>> | null {
  if (m.event !== 'presence') return null;
  try {
    const devices = (JSON.parse(m.data) as { devices?: unknown }).devices;
    if (typeof devices !== 'object' || devices === null || Array.isArray(devices)) return null;
    const out: Record<number, number> = {};
    for (const [k, v] of Object.entries(devices)) {
      if (!/^\d{1,2}$/.test(k) || !Number.isInteger(v) || (v as number) < 0) return null;
      out[Number(k)] = v as number;
    }
    return out;
  } catch {
    return null;
  }
}

const FATAL = new Set([400, 401, 403, 404, 410]);

/**
 * Keeps a stream to `url` open until `stop()` is called. `lastId()` is asked before each
 * (re)connection so the server resumes after the newest version the caller holds.
 */
export function openStream(
  url: string,
  headers: Readonly<Record<string, string>>,
  lastId: () => number | null,
  h: StreamHandlers,
): { stop: () => void; kick: () => void; resync: () => void } {
  let stopped = false;
  // Set by resync(): the connection ends and opens again at once (asking lastId() anew).
  let restart = false;
  let controller: AbortController | null = null;
  let delay = 1000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, delay);
    delay = Math.min(delay * 2, 15_000);
  };

  const run = async () => {
    if (stopped || running) return;
    running = true;
    controller = new AbortController();
    try {
      const id = lastId();
      const res = await fetch(url, {
        headers: {
          ...headers,
          Accept: 'text/event-stream',
          ...(id === null ? {} : { 'Last-Event-ID': String(id) }),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        let code = `HTTP_${res.status}`;
        let message = res.statusText;
        try {
          const body = (await res.json()) as { error?: { code?: string; message?: string } };
          code = body.error?.code ?? code;
          message = body.error?.message ?? message;
        } catch {
          // not JSON (a proxy's page): keep the status
        }
        if (FATAL.has(res.status)) {
          stopped = true;
          h.onFatal({ status: res.status, code, message });
          return;
        }
        throw new Error(code);
      }
      delay = 1000;
      h.onOpen();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new EventStreamParser((m) => h.onMessage(m));
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // dropped or refused for now: retried below
    } finally {
      running = false;
      controller = null;
    }
    if (stopped) return;
    if (restart) {
      restart = false;
      delay = 1000;
      void run();
      return;
    }
    h.onDrop();
    schedule();
  };

  void run();
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
    },
    // Reconnect now (the page became visible again, or the network came back).
    kick: () => {
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      timer = null;
      delay = 1000;
      void run();
    },
    // Open the stream again now, for a snapshot (the caller's lastId() then says null): a
    // delta did not continue the version held.
    resync: () => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) {
        restart = true;
        controller?.abort();
      } else {
        delay = 1000;
        void run();
      }
    },
  };
}
