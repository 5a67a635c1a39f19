// Keep-alive pings for the event streams: a stream that has sent nothing for `idleMs` gets a
// comment line, so proxies do not close it. One timer for the process ticks every `tickMs`
// and pings only the streams that are quiet: a stream that had a message within `idleMs`
// gets none, and streams opened at different moments are pinged at different ticks — no burst
// of a write to every open stream at once (at thousands of streams that burst held the event
// loop for a while and delayed every roll behind it).

interface Entry {
  last: number;
  readonly ping: () => void;
}

export interface PingHandle {
  /** The stream sent something (a message or the ping itself): quiet again from now. */
  wrote(): void;
  /** The stream closed. */
  remove(): void;
}

export class IdlePings {
  private readonly entries = new Set<Entry>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly idleMs: number,
    readonly tickMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Registers a stream's ping; the timer runs while any stream is registered. */
  add(ping: () => void): PingHandle {
    const entry: Entry = { last: this.clock(), ping };
    this.entries.add(entry);
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), this.tickMs);
      this.timer.unref?.();
    }
    return {
      wrote: () => {
        entry.last = this.clock();
      },
      remove: () => {
        this.entries.delete(entry);
        if (this.entries.size === 0 && this.timer) {
          clearInterval(this.timer);
          this.timer = null;
        }
      },
    };
  }

  /** Pings every stream quiet for `idleMs` by `now`; returns how many were pinged. */
  tick(now = this.clock()): number {
    let n = 0;
    for (const e of [...this.entries]) {
      if (now - e.last < this.idleMs) continue;
      e.last = now;
      e.ping();
      n++;
    }
    return n;
  }

  get size(): number {
    return this.entries.size;
  }
}
