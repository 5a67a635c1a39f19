// `npm run bench:server`: the live table server under load, on loopback only. Starts its
// own production server (`cli/serve.mjs`, as `npm start`) (throw-away data folder, rate limits off), then for growing N opens N
// tables, each with a tablet and six phones on SSE, and has every table roll (and the host
// undo the roll) on a steady beat. Roll-to-phone latency is the time from sending the roll
// to each phone receiving that version. Stops by itself: a time budget, a request budget,
// and the first N whose p95 reaches 100 ms. Writes the "## Live server" section of
// docs/benchmarks.md (the rest of the file is kept).
//
// `npm run bench:server -- --postgres [--instances=2]`: the same load against several
// production-server instances sharing a PostgreSQL server that the bench starts itself (fresh
// database per pace, durable defaults). Each table writes to one instance and its six phones
// stream from another, so every roll crosses instances (NOTIFY, then a read by version).
// Writes the "## Live server on PostgreSQL" section instead.
//
// `npm run bench:server -- soak`: the soak test (test/bench/soak.ts): 100 tables at table pace
// while stalled readers, over-cap streams and oversized or malformed requests hit the same
// server; p95 roll-to-phone, peak RSS, no acknowledged command lost. Writes "## Soak".
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { commandOf, fold, parseGameLog, randomGame, toGameLog } from '../../lib/game';
import { freePort } from '../e2e/global-setup';
import { startPostgres, type TestPostgres } from '../e2e/server-postgres';
import { generatorCount, mergeSteps, type StepFigures, tablesOf } from './generators';
import { badRows, runSoak, type SoakDeps, soakSection, stormsFromEnv } from './soak';
import { beatTimes, percentile } from './stats';

/** CPU seconds a process and its descendants have used (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let s = (Number(f[11]) + Number(f[12])) / 100;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const kid of kids ? kids.split(' ') : []) s += cpuSeconds(Number(kid));
    }
    return s;
  } catch {
    return 0;
  }
}
/**
 * Seconds the process's main thread (the server's event loop) has waited on a run queue for
 * a core while runnable (Linux /proc/<pid>/schedstat, second field, ns); 0 elsewhere.
 */
/**
 * How many files this process may open (`ulimit -n`, from /proc/self/limits); the server,
 * started from here, inherits it. Each stream is an open socket on both sides.
 */
function openFilesLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const n = Number(line?.split(/\s+/)[3]);
    return Number.isFinite(n) && n > 0 ? n : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The processes `pid` started (a cluster primary's workers), from /proc; [] elsewhere. */
function childPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => {
      const kids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      return kids ? kids.split(' ').map(Number) : [];
    });
  } catch {
    return [];
  }
}

function waitSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return 0;
  }
}
const ownCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const HELP = `npm run bench:server [-- options]

Drives N simulated tables (a tablet and six phones on SSE each) against the real production server (\`cli/serve.mjs\`)
and writes the "Live server" section of docs/benchmarks.md.

  --postgres [--instances=N]   instances sharing a PostgreSQL the bench starts (default 2)
  --workers=N                  each server runs N worker processes (\`npm start -- --workers N\`;
                               default 1); the section is then "Live server (N worker processes)"
  --generators=K               load generator processes (default: the fewest that keep each
                               one's sockets under the open-files limit, \`ulimit -n\`)
  --pace=stress|table          run one pace only (default: both, stress first)
  --tables=N[,N…]              the ladder of table counts for the pace(s) run
  --step=S                     seconds measured per step (default 20)
  --no-write                   print the figures, leave docs/benchmarks.md alone
  --help                       this text

  soak                         instead: the soak test (test/bench/soak.ts): 100 tables at table
                               pace while stalled readers, over-limit streams and oversized or
                               malformed requests hit the same server; writes "## Soak"

Environment: BENCH_SERVER_SOAK_SECONDS (length of the soak, default 90), BENCH_SOAK_STORMS (the soak's storms: resume,import,page or none; default all), BENCH_SERVER_SECONDS (time budget, default 900), BENCH_SERVER_STEP_SECONDS,
BENCH_SERVER_LADDER / BENCH_SERVER_LADDER_PACE (ladders of the two paces),
BENCH_SERVER_PROFILE=<dir> (CPU profile of the server), HEXKEEPER_LOOP_STATS=<seconds>
(the server logs its event-loop delay and store commits every that many seconds).
`;
const args = process.argv.slice(2);
if (args.includes('--help')) {
  process.stdout.write(HELP);
  process.exit(0);
}
const flag = (name: string): string | undefined =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const known =
  /^(soak|--(postgres|no-write|help|(instances|pace|tables|step|workers|generators)=.+))$/;
for (const a of args) if (!known.test(a)) throw new Error(`bench:server: unknown option ${a}`);
const BUDGET_MS = Number(process.env.BENCH_SERVER_SECONDS ?? 900) * 1000;
const STEP_MS = Number(flag('step') ?? process.env.BENCH_SERVER_STEP_SECONDS ?? 20) * 1000;
const WRITE = !args.includes('--no-write');
const ladder = (env: string | undefined, fallback: string) =>
  (flag('tables') ?? env ?? fallback).split(',').map(Number);
/**
 * Two paces. Each table rolls once per beat and the host then undoes the roll (two writes
 * per beat). "stress": a 5 s beat, far busier than any real table; "table pace": a 20 s
 * beat, still busier than a real table (a turn takes about a minute and has a few writes).
 */
const PACES = [
  {
    name: 'stress',
    beatMs: 5000,
    ladder: ladder(process.env.BENCH_SERVER_LADDER, '100,200,400,600,800,1000'),
  },
  {
    name: 'table pace',
    beatMs: 20_000,
    ladder: ladder(process.env.BENCH_SERVER_LADDER_PACE, '400,600,800,1000,1200,1500,2000'),
  },
].filter((p) => {
  const only = flag('pace');
  return only === undefined || p.name.startsWith(only);
});
if (PACES.length === 0) throw new Error('bench:server: --pace=stress or --pace=table');
const MAX_REQUESTS = 400_000;
const POSTGRES = args.includes('--postgres');
const INSTANCES = POSTGRES
  ? Number(args.find((a) => a.startsWith('--instances='))?.slice('--instances='.length) ?? 2)
  : 1;
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 8)
  throw new Error('bench:server: --instances=1 … 8');
const WORKERS = Number(flag('workers') ?? 1);
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 64)
  throw new Error('bench:server: --workers=1 … 64');
const GENERATORS_FLAG = flag('generators');
if (
  GENERATORS_FLAG !== undefined &&
  !(
    Number.isInteger(Number(GENERATORS_FLAG)) &&
    Number(GENERATORS_FLAG) >= 1 &&
    Number(GENERATORS_FLAG) <= 16
  )
)
  throw new Error('bench:server: --generators=1 … 16');
/** Streams per table: a tablet and six phones. */
const STREAMS = 7;
const TARGET_P95 = 100;
const started = Date.now();
let requests = 0;

// ------------------------------------------------------------------ the game every table plays

const players = Array.from({ length: 6 }, (_, i) => ({ name: `P${i + 1}`, color: 'red' }));
const parsed = parseGameLog({
  format: 'game@1',
  ruleset: 'base56',
  seed: 'bench',
  players,
  board: { share: 'h1.base56.spiral.none.6.bench' },
  events: [],
});
if (!parsed.ok) throw new Error(parsed.error.message);
const config = parsed.value.config;
const bot = randomGame(config, 200).events;
const firstRoll = bot.findIndex((e) => e.type === 'rolled');
const opening = bot.slice(0, firstRoll);
const rollEvent = bot[firstRoll];
if (!rollEvent) throw new Error('bench: the bots never rolled');
const rollCommand = commandOf(rollEvent);
if (fold(config, opening).phase !== 'play')
  throw new Error('bench: the opening does not reach play');
const log = { ...toGameLog(config, opening), board: { share: 'h1.base56.spiral.none.6.bench' } };

// ------------------------------------------------------------------ HTTP

// No keep-alive: a reused socket that the server is closing at that moment gives ECONNRESET.
// No socket cap: every tablet has its own connection, so no request queues in this client.
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
/**
 * The loopback address table `i` connects from (127.0.1.1, 127.0.1.2, …): each table as if on
 * its own network, as real tables are. From one address, tens of thousands of open streams
 * and the TIME_WAIT of every closed request used up that address's ephemeral ports, and the
 * generator spent a third of its time in connect() looking for a free one (a cost of the
 * bench, not the server, that grew with the table count).
 */
const localAddressOf = (i: number): string =>
  `127.${1 + Math.floor(i / 62_500)}.${1 + (Math.floor(i / 250) % 250)}.${1 + (i % 250)}`;

/** One request, retried once if the connection fails (commands carry a client id). */
async function request(
  port: number,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  localAddress?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  try {
    return await requestOnce(port, method, path, token, body, localAddress);
  } catch {
    return requestOnce(port, method, path, token, body, localAddress);
  }
}

function requestOnce(
  port: number,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  localAddress?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  requests++;
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        ...(localAddress ? { localAddress } : {}),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString()),
            });
          } catch (e) {
            reject(e);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const FRAME_START = Buffer.from('\n\nid: ');
const FRAME_END = Buffer.from('\n\n');

/**
 * One SSE connection that notes when each version arrives: when the whole frame with that
 * id (`id: <version>\nevent: …\ndata: …\n\n`) is in. The bytes are scanned, not decoded or
 * parsed: seven thousand streams parsed as text cost the load generator more than the
 * frame ids it needs (a data line holds no raw newline, so a blank line ends a frame).
 */
class Stream {
  /** Bytes of the previous chunk still to scan (a frame start or end cut by the chunk). */
  private tail: Buffer | null = null;
  /** The id of a frame whose header arrived and whose end has not. */
  private open: { id: number; snapshot: boolean } | null = null;
  private readonly arrived = new Map<number, number>();
  private readonly waiting = new Map<number, (t: number) => void>();
  ready: Promise<void>;
  private req: http.ClientRequest | null = null;

  constructor(port: number, path: string, token: string, localAddress?: string) {
    this.ready = new Promise((resolve, reject) => {
      this.req = http.get(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { authorization: `Bearer ${token}` },
          ...(localAddress ? { localAddress } : {}),
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => {
            const now = performance.now();
            const b = this.tail ? Buffer.concat([this.tail, chunk]) : chunk;
            let pos = 0;
            let keep = Math.max(0, b.length - (FRAME_START.length - 1));
            for (;;) {
              if (this.open) {
                const end = b.indexOf(FRAME_END, pos);
                if (end < 0) {
                  keep = Math.max(pos, b.length - 1);
                  break;
                }
                if (this.open.snapshot) resolve();
                this.arrive(this.open.id, now);
                this.open = null;
                // The blank line that ends a frame starts the next frame's match.
                pos = end;
                continue;
              }
              const start = b.indexOf(FRAME_START, pos);
              if (start < 0) {
                keep = Math.max(pos, b.length - (FRAME_START.length - 1));
                break;
              }
              const idEnd = b.indexOf(10, start + FRAME_START.length);
              const eventEnd = idEnd < 0 ? -1 : b.indexOf(10, idEnd + 1);
              if (eventEnd < 0) {
                keep = start;
                break;
              }
              const event = b.toString('latin1', idEnd + 1, eventEnd);
              if (
                event !== 'event: update' &&
                event !== 'event: delta' &&
                event !== 'event: snapshot'
              )
                throw new Error(`stream: unexpected ${event}`);
              this.open = {
                id: Number(b.toString('latin1', start + FRAME_START.length, idEnd)),
                snapshot: event === 'event: snapshot',
              };
              pos = eventEnd;
            }
            this.tail = keep < b.length ? Buffer.from(b.subarray(keep)) : null;
          });
          res.on('error', reject);
        },
      );
      this.req.on('error', reject);
    });
  }

  private arrive(id: number, now: number): void {
    const w = this.waiting.get(id);
    if (w) {
      this.waiting.delete(id);
      w(now);
    } else this.arrived.set(id, now);
  }

  /** When version `id` arrived (waits for it, up to `ms`); null on timeout. */
  when(id: number, ms: number): Promise<number | null> {
    const t = this.arrived.get(id);
    if (t !== undefined) {
      this.arrived.delete(id);
      return Promise.resolve(t);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, ms);
      this.waiting.set(id, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }

  forget(): void {
    this.arrived.clear();
  }

  close(): void {
    this.req?.destroy();
  }
}

interface Table {
  /** The instance the tablet writes to and streams from. */
  port: number;
  /** The loopback address the table's devices connect from. */
  local: string;
  id: string;
  host: string;
  version: number;
  tablet: Stream;
  phones: Stream[];
  /** Each seat's secret (its bearer credential), by seat. */
  seatSecrets: string[];
}

/** A table whose tablet uses the instance at `port` and whose phones use `phonePort`. */
async function openTable(port: number, phonePort: number, index: number): Promise<Table> {
  const local = localAddressOf(index);
  const r = await request(port, 'POST', '/api/games/import', '', { log }, local);
  if (r.status !== 201) throw new Error(`import: ${r.status} ${JSON.stringify(r.json)}`);
  const id = r.json.id as string;
  const host = r.json.hostToken as string;
  const seats = r.json.seats as { joinUrl: string }[];
  // As the app's pages ask: deltas after the snapshot.
  const path = `/api/games/${id}/events?delta=1`;
  const tablet = new Stream(port, path, host, local);
  const seatSecrets = seats.map((s) => new URL(s.joinUrl).pathname.split('/')[3] ?? '');
  const phones = seatSecrets.map((secret) => new Stream(phonePort, path, secret, local));
  await Promise.all([tablet.ready, ...phones.map((p) => p.ready)]);
  return {
    port,
    local,
    id,
    host,
    version: r.json.version as number,
    tablet,
    phones,
    seatSecrets,
  };
}

let clientCounter = 0;
const clientId = () => `bench${(clientCounter++).toString(36).padStart(8, '0')}`;

/**
 * One beat of one table: roll, wait for all six phones, undo. Returns the latencies; `acked`
 * hears each version the server acknowledged (the soak checks them against the stored log).
 */
async function beat(
  t: Table,
  lat: number[],
  missed: { n: number },
  answered: number[],
  acked: (version: number) => void = () => {},
): Promise<void> {
  const t0 = performance.now();
  const r = await request(
    t.port,
    'POST',
    `/api/games/${t.id}/commands`,
    t.host,
    { clientId: clientId(), version: t.version, command: rollCommand },
    t.local,
  );
  if (r.status !== 200) throw new Error(`roll: ${r.status} ${JSON.stringify(r.json)}`);
  t.version = r.json.version as number;
  acked(t.version);
  answered.push(performance.now() - t0);
  const times = await Promise.all(t.phones.map((p) => p.when(t.version, 5000)));
  for (const at of times) {
    if (at === null) missed.n++;
    else lat.push(at - t0);
  }
  const u = await request(
    t.port,
    'POST',
    `/api/games/${t.id}/undo`,
    t.host,
    { clientId: clientId(), version: t.version },
    t.local,
  );
  if (u.status !== 200) throw new Error(`undo: ${u.status} ${JSON.stringify(u.json)}`);
  t.version = u.json.version as number;
  acked(t.version);
  for (const s of [t.tablet, ...t.phones]) s.forget();
}

async function step(
  tables: Table[],
  BEAT_MS: number,
  end = performance.now() + STEP_MS,
): Promise<{ lat: number[]; missed: number; rolls: number; answered: number[] }> {
  const lat: number[] = [];
  const answered: number[] = [];
  const missed = { n: 0 };
  let rolls = 0;
  await Promise.all(
    tables.map(async (t) => {
      // Spread the tables over the beat, then keep each on its own beat until the step ends.
      for (const next of beatTimes(performance.now() + Math.random() * BEAT_MS, BEAT_MS, end)) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (performance.now() > end || requests > MAX_REQUESTS || Date.now() - started > BUDGET_MS)
          return;
        await beat(t, lat, missed, answered);
        rolls++;
      }
    }),
  );
  return { lat, missed: missed.n, rolls, answered };
}

// ------------------------------------------------------------------ bytes per roll

/** One SSE connection that keeps each version's frame size in bytes (as sent, UTF-8). */
class ByteCounter {
  private text = '';
  readonly sizes = new Map<number, { event: string; bytes: number }>();
  private readonly waiting = new Map<number, () => void>();
  readonly ready: Promise<void>;
  private req: http.ClientRequest | null = null;

  constructor(port: number, path: string, token: string) {
    this.ready = new Promise((resolve, reject) => {
      this.req = http.get(
        { host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            this.text += chunk;
            for (let i = this.text.indexOf('\n\n'); i >= 0; i = this.text.indexOf('\n\n')) {
              const block = this.text.slice(0, i);
              this.text = this.text.slice(i + 2);
              const id = /^id: (\d+)$/m.exec(block)?.[1];
              const event = /^event: (\w+)$/m.exec(block)?.[1];
              if (id === undefined || event === undefined) continue;
              this.sizes.set(Number(id), { event, bytes: Buffer.byteLength(block) + 2 });
              if (event === 'snapshot') resolve();
              this.waiting.get(Number(id))?.();
            }
          });
          res.on('error', reject);
        },
      );
      this.req.on('error', reject);
    });
  }

  has(id: number): Promise<void> {
    if (this.sizes.has(id)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  close(): void {
    this.req?.destroy();
  }
}

interface BytesRow {
  readonly mode: string;
  readonly event: string;
  /** Mean bytes of one roll's message, per stream: the six phones, the tablet. */
  readonly rollPhone: number;
  readonly rollTablet: number;
  /** The same for the host's undo of that roll. */
  readonly undoPhone: number;
  readonly undoTablet: number;
}

/**
 * Bytes per roll per stream, the whole view (`event: update`, as before deltas and as a client
 * that does not ask for them gets) against deltas (`?delta=1`, the app's pages): one table with
 * both kinds of streams open side by side, the same rolls and undos measured on each.
 */
async function measureBytes(port: number, beats = 20): Promise<BytesRow[]> {
  const r = await request(port, 'POST', '/api/games/import', '', { log });
  if (r.status !== 201) throw new Error(`import: ${r.status} ${JSON.stringify(r.json)}`);
  const id = r.json.id as string;
  const host = r.json.hostToken as string;
  const secrets = (r.json.seats as { joinUrl: string }[]).map(
    (s) => new URL(s.joinUrl).pathname.split('/')[3] ?? '',
  );
  const modes = [
    { mode: 'whole view', query: '' },
    { mode: 'delta', query: '?delta=1' },
  ].map((m) => ({
    ...m,
    tablet: new ByteCounter(port, `/api/games/${id}/events${m.query}`, host),
    phones: secrets.map((t) => new ByteCounter(port, `/api/games/${id}/events${m.query}`, t)),
  }));
  const all = modes.flatMap((m) => [m.tablet, ...m.phones]);
  await Promise.all(all.map((c) => c.ready));
  let version = r.json.version as number;
  const rolls: number[] = [];
  const undos: number[] = [];
  for (let i = 0; i < beats; i++) {
    const roll = await request(port, 'POST', `/api/games/${id}/commands`, host, {
      clientId: clientId(),
      version,
      command: rollCommand,
    });
    version = roll.json.version as number;
    rolls.push(version);
    const undo = await request(port, 'POST', `/api/games/${id}/undo`, host, {
      clientId: clientId(),
      version,
    });
    version = undo.json.version as number;
    undos.push(version);
    await Promise.all(all.map((c) => c.has(version)));
  }
  for (const c of all) c.close();
  const mean = (cs: ByteCounter[], ids: number[]) => {
    let n = 0;
    for (const c of cs) for (const v of ids) n += c.sizes.get(v)?.bytes ?? 0;
    return n / (cs.length * ids.length);
  };
  return modes.map((m) => ({
    mode: m.mode,
    event: m.phones[0]?.sizes.get(rolls[0] ?? 0)?.event ?? '?',
    rollPhone: mean(m.phones, rolls),
    rollTablet: mean([m.tablet], rolls),
    undoPhone: mean(m.phones, undos),
    undoTablet: mean([m.tablet], undos),
  }));
}

// ------------------------------------------------------------------ generator processes

/** What the bench tells a generator process, and what it answers. */
type ToGenerator =
  | {
      readonly type: 'open';
      readonly indices: readonly number[];
      readonly ports: readonly number[];
    }
  | { readonly type: 'step'; readonly beatMs: number; readonly endAt: number }
  | { readonly type: 'close' };
type FromGenerator =
  | { readonly type: 'ready' }
  | { readonly type: 'opened' }
  | { readonly type: 'stepped'; readonly figures: StepFigures }
  | { readonly type: 'error'; readonly message: string };

/**
 * A generator process (this script, forked with BENCH_SERVER_GENERATOR=1): opens the tables
 * it is dealt and drives them through each step, on the same beat as in one process.
 */
async function generatorMain(): Promise<void> {
  const tables: Table[] = [];
  const send = (m: FromGenerator) => process.send?.(m);
  process.on('message', async (m: ToGenerator) => {
    try {
      if (m.type === 'open') {
        const n = m.ports.length;
        for (let k = 0; k < m.indices.length; k += 20)
          tables.push(
            ...(await Promise.all(
              m.indices
                .slice(k, k + 20)
                .map((i) => openTable(m.ports[i % n] as number, m.ports[(i + 1) % n] as number, i)),
            )),
          );
        send({ type: 'opened' });
      } else if (m.type === 'step') {
        const cpu0 = ownCpuSeconds();
        const requests0 = requests;
        // performance.now() is per process: the step's end comes as wall-clock time.
        const s = await step(tables, m.beatMs, performance.now() + (m.endAt - Date.now()));
        send({
          type: 'stepped',
          figures: { ...s, requests: requests - requests0, cpu: ownCpuSeconds() - cpu0 },
        });
      } else {
        for (const t of tables) for (const st of [t.tablet, ...t.phones]) st.close();
        agent.destroy();
        process.exit(0);
      }
    } catch (e) {
      send({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      process.exit(1);
    }
  });
  // A throw outside a message's own work (a stream's data handler, a timer) reaches the bench
  // as this generator's message too, sent before it exits, and fails the run with it.
  const fail = (e: unknown) => {
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    if (!process.connected) process.exit(1);
    process.send?.({ type: 'error', message } satisfies FromGenerator, () => process.exit(1));
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  // The parent has gone: so does this generator.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}

/** The generator processes of one pace, each driving every k-th table. */
class Generators {
  private constructor(private readonly kids: ChildProcess[]) {}

  static async start(k: number): Promise<Generators> {
    const kids = Array.from({ length: k }, () =>
      fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, BENCH_SERVER_GENERATOR: '1' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    const g = new Generators(kids);
    try {
      await Promise.all(kids.map((kid) => g.answer(kid, 'ready')));
    } catch (e) {
      g.kill();
      throw e;
    }
    return g;
  }

  get count(): number {
    return this.kids.length;
  }

  /** The next answer of `kid`, which must be of `type`; its error or its exit rejects. */
  private answer<T extends FromGenerator['type']>(
    kid: ChildProcess,
    type: T,
  ): Promise<Extract<FromGenerator, { type: T }>> {
    return new Promise((resolve, reject) => {
      const done = () => {
        kid.off('message', onMessage);
        kid.off('exit', onExit);
      };
      const onMessage = (m: FromGenerator) => {
        done();
        if (m.type === type) resolve(m as Extract<FromGenerator, { type: T }>);
        else
          reject(
            new Error(`generator: ${m.type === 'error' ? m.message : `unexpected ${m.type}`}`),
          );
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        reject(new Error(`generator exited (${signal ?? `code ${code}`}) before '${type}'`));
      };
      kid.on('message', onMessage);
      kid.once('exit', onExit);
    });
  }

  /** Has the generators open tables `from` … `to` - 1 (table i on generator i % k). */
  async open(from: number, to: number, ports: readonly number[]): Promise<void> {
    await Promise.all(
      this.kids.map((kid, g) => {
        const answered = this.answer(kid, 'opened');
        kid.send({ type: 'open', indices: tablesOf(g, this.kids.length, from, to), ports });
        return answered;
      }),
    );
  }

  /** One step on every generator, ending at the same wall-clock time; their figures merged. */
  async step(beatMs: number): Promise<StepFigures> {
    const endAt = Date.now() + STEP_MS;
    const parts = await Promise.all(
      this.kids.map((kid) => {
        const answered = this.answer(kid, 'stepped');
        kid.send({ type: 'step', beatMs, endAt });
        return answered;
      }),
    );
    return mergeSteps(parts.map((p) => p.figures));
  }

  /** Closes every generator's streams and waits for it to end. */
  async close(): Promise<void> {
    await Promise.all(
      this.kids.map((kid) => {
        if (kid.exitCode !== null || kid.signalCode !== null) return Promise.resolve();
        const exited = new Promise((r) => kid.once('exit', r));
        if (kid.connected) kid.send({ type: 'close' });
        else kid.kill();
        return exited;
      }),
    );
  }

  kill(): void {
    for (const kid of this.kids) if (kid.exitCode === null) kid.kill('SIGKILL');
  }
}

// ------------------------------------------------------------------ run

function startServer(dataDir: string, port: number, env: Record<string, string>): ChildProcess {
  // BENCH_SERVER_PROFILE=<dir> writes a CPU profile of the server there.
  const dir = process.env.BENCH_SERVER_PROFILE;
  const prof = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const workers = WORKERS > 1 ? ['--workers', String(WORKERS)] : [];
  return spawn(
    'node',
    [...prof, 'cli/serve.mjs', '-p', String(port), '-H', '127.0.0.1', ...workers],
    {
      env: {
        ...process.env,
        HEXKEEPER_DATA_DIR: dataDir,
        HEXKEEPER_RATE_CREATE: 'off',
        HEXKEEPER_RATE_WRITE: 'off',
        HEXKEEPER_RATE_READ: 'off',
        // Every table and phone of the bench streams from one loopback address.
        HEXKEEPER_STREAMS_PER_ADDRESS: '100000',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

interface Row {
  pace: string;
  beat: number;
  n: number;
  streams: number;
  rolls: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  missed: number;
  /** Share of one core the server instances (all together) and the load generator used. */
  serverCpu: number;
  generatorCpu: number;
  /** Share of the step the server's main thread was runnable but waiting for a core. */
  serverWait: number;
  ok: boolean;
}

async function waitUp(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/games`);
      if (r.status < 500) return;
    } catch {
      if (i > 600) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until `/api/health` on `port` answers within 20 ms five times in a row (or `ms`). */
async function settled(port: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (let quick = 0; quick < 5 && Date.now() < end; ) {
    const t0 = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - t0 < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function runPace(
  pace: (typeof PACES)[number],
  postgres: TestPostgres | null,
  index: number,
): Promise<{ rows: Row[]; stopped: string; bytes: BytesRow[]; generators: number }> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'hexkeeper-bench-'));
  const env: Record<string, string> = postgres
    ? {
        DATABASE_URL: await postgres.createDatabase(`bench_${index}`),
        HEXKEEPER_SERVER_KEY: randomBytes(32).toString('hex'),
      }
    : {};
  const ports: number[] = [];
  const children: ChildProcess[] = [];
  const rows: Row[] = [];
  let bytes: BytesRow[] = [];
  let stopped = 'every step ran';
  const tables: Table[] = [];
  const files = openFilesLimit();
  // Past what one process may open, the load comes from several generator processes.
  const k = Number(GENERATORS_FLAG ?? generatorCount(Math.max(...pace.ladder), STREAMS, files));
  let generators: Generators | null = null;
  let opened = 0;
  try {
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      ports.push(port);
      children.push(startServer(join(dataDir, String(i)), port, env));
    }
    await Promise.all(ports.map((p, i) => waitUp(p, children[i] as ChildProcess)));
    // The processes whose main threads serve: each instance, or each instance's workers.
    const servers =
      WORKERS > 1 ? children.flatMap((c) => childPids(c.pid)) : children.map((c) => c.pid);
    if (k > 1) generators = await Generators.start(k);
    if (index === 0) {
      bytes = await measureBytes(ports[0] as number);
      for (const b of bytes)
        process.stderr.write(
          `bench:server: bytes per roll per stream (${b.mode}, event: ${b.event}): phone ${b.rollPhone.toFixed(0)}, tablet ${b.rollTablet.toFixed(0)}; its undo: phone ${b.undoPhone.toFixed(0)}, tablet ${b.undoTablet.toFixed(0)}\n`,
        );
    }
    for (const n of pace.ladder) {
      if (Date.now() - started > BUDGET_MS) {
        stopped = 'time budget reached';
        break;
      }
      // Each table holds seven streams open, a socket each in a server process and in a
      // generator process.
      const perServer = Math.ceil((n * STREAMS) / (INSTANCES * WORKERS));
      if (perServer + 200 > files) {
        stopped = `${n} tables need about ${perServer} open sockets in each server process, and a process here may open ${files} files (ulimit -n)`;
        break;
      }
      const perGenerator = Math.ceil((n * STREAMS) / k);
      if (perGenerator + 200 > files) {
        stopped = `${n} tables need ${perGenerator} open sockets in each of ${k} generator process(es), and a process here may open ${files} files (ulimit -n)`;
        break;
      }
      process.stderr.write(
        `bench:server: ${pace.name}: opening ${n} tables (${n * 7} streams) …\n`,
      );
      if (generators) {
        await generators.open(opened, n, ports);
        opened = n;
      }
      while (!generators && tables.length < n) {
        const batch = Math.min(20, n - tables.length);
        tables.push(
          ...(await Promise.all(
            Array.from({ length: batch }, (_, k) => {
              const i = tables.length + k;
              // Phones on the next instance: with several, every roll crosses instances.
              return openTable(
                ports[i % INSTANCES] as number,
                ports[(i + 1) % INSTANCES] as number,
                i,
              );
            }),
          )),
        );
      }
      // Let the new streams' snapshots drain before measuring: at least 3 s, then until each
      // instance answers its health check quickly five times in a row (at most 20 s more), so
      // a step measures the steady beat, not the backlog of opening a few hundred tables.
      await new Promise((r) => setTimeout(r, 3000));
      await Promise.all(ports.map((p) => settled(p, 20_000)));
      const cpu0 = children.reduce((a, c) => a + cpuSeconds(c.pid), 0);
      const own0 = ownCpuSeconds();
      const wait0 = servers.reduce<number>((a, pid) => a + waitSeconds(pid), 0);
      const ownWait0 = waitSeconds(process.pid);
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const t0 = performance.now();
      const gen = generators ? await generators.step(pace.beatMs) : null;
      const s = gen ?? (await step(tables, pace.beatMs));
      if (gen) requests += gen.requests;
      loop.disable();
      const ownWait = (waitSeconds(process.pid) - ownWait0) / ((performance.now() - t0) / 1000);
      const wall = (performance.now() - t0) / 1000;
      const serverCpu = (children.reduce((a, c) => a + cpuSeconds(c.pid), 0) - cpu0) / wall;
      const generatorCpu = (ownCpuSeconds() - own0 + (gen?.cpu ?? 0)) / wall;
      const serverWait =
        (servers.reduce<number>((a, pid) => a + waitSeconds(pid), 0) - wait0) /
        wall /
        servers.length;
      const sorted = [...s.lat].sort((a, b) => a - b);
      const answeredSorted = [...s.answered].sort((a, b) => a - b);
      const row: Row = {
        pace: pace.name,
        beat: pace.beatMs / 1000,
        n,
        streams: n * 7,
        rolls: s.rolls,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        missed: s.missed,
        serverCpu,
        generatorCpu,
        serverWait,
        ok: false,
      };
      row.ok = s.missed === 0 && row.p95 < TARGET_P95 && sorted.length > 0;
      rows.push(row);
      process.stderr.write(
        `bench:server: ${pace.name}: N=${n}: ${s.rolls} rolls, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, missed ${s.missed}, CPU server ${(serverCpu * 100).toFixed(0)} % generator ${(generatorCpu * 100).toFixed(0)} % (of one core), server waiting for a core ${(serverWait * 100).toFixed(0)} % of the step (generator ${(ownWait * 100).toFixed(0)} %), generator loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} max ${(loop.max / 1e6).toFixed(0)} ms, roll answered p50 ${percentile(answeredSorted, 50).toFixed(1)} p95 ${percentile(answeredSorted, 95).toFixed(1)} ms, load ${os.loadavg()[0]?.toFixed(1)}\n`,
      );
      if (!row.ok) {
        stopped = `p95 reached ${TARGET_P95} ms (or a phone missed a roll) at N = ${n}`;
        break;
      }
      if (requests > MAX_REQUESTS) {
        stopped = 'request budget reached';
        break;
      }
    }
  } finally {
    for (const t of tables) for (const s of [t.tablet, ...t.phones]) s.close();
    await generators?.close().catch(() => generators?.kill());
    for (const child of children) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, stopped, bytes, generators: k };
}

async function soak() {
  const seconds = Number(process.env.BENCH_SERVER_SOAK_SECONDS ?? 90);
  if (!(seconds >= 10 && seconds <= 3600))
    throw new Error('bench:server: BENCH_SERVER_SOAK_SECONDS must be 10 … 3600');
  let soakTables = 0;
  const deps: SoakDeps = {
    startServer,
    waitUp,
    settled,
    freePort,
    openTable: (port, phonePort) => openTable(port, phonePort, soakTables++),
    beat: (t, lat, missed, answered, acked) => beat(t as Table, lat, missed, answered, acked),
    cpuSeconds,
    waitSeconds,
    closeTable: (t) => {
      for (const s of [(t as Table).tablet, ...(t as Table).phones]) s.close();
    },
  };
  const r = await runSoak(deps, seconds, stormsFromEnv());
  agent.destroy();
  const section = soakSection(r, badRows(r));
  process.stdout.write(`${section}\n`);
  if (WRITE) replaceSection('## Soak', section);
  if (!r.ok) process.exitCode = 1;
}

async function main() {
  const build = spawnSync('node', ['cli/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  if (args.includes('soak')) return soak();
  const load = os.loadavg()[0] ?? 0;
  const postgres = POSTGRES ? await startPostgres() : null;
  const results = [];
  try {
    for (const [i, pace] of PACES.entries()) results.push(await runPace(pace, postgres, i));
  } finally {
    await postgres?.stop();
  }
  agent.destroy();
  if (WRITE) writeSection(results, load);
}

function writeSection(
  results: { rows: Row[]; stopped: string; bytes: BytesRow[]; generators: number }[],
  load: number,
) {
  const rows = results.flatMap((r) => r.rows);
  const bytes = results.flatMap((r) => r.bytes);
  const whole = bytes.find((b) => b.mode === 'whole view');
  const delta = bytes.find((b) => b.mode === 'delta');
  const times = (a = 0, b = 1) => (b > 0 ? `${(a / b).toFixed(1)}×` : '–');
  const bytesPart =
    whole && delta
      ? [
          '### Bytes per roll per stream',
          '',
          'One table (the bench game, six seats) with both kinds of streams open side by side on the same',
          'server, 20 rolls each undone by the host, every frame counted as sent (`id:`, `event:`, `data:`',
          'lines and the blank line, UTF-8). **Whole view**: `event: update`, each version with the',
          "viewer's whole view (before deltas; still what a client that does not ask for deltas gets).",
          '**Delta**: `?delta=1` (what the app asks for), `event: delta` with the operations from the',
          "viewer's previous view, and the roll's event with its payout packed (lib/live/wire.ts).",
          'Means per stream.',
          '',
          '| stream | roll: phone B | roll: tablet B | its undo: phone B | its undo: tablet B |',
          '| --- | ---: | ---: | ---: | ---: |',
          ...[whole, delta].map(
            (b) =>
              `| ${b.mode} (\`event: ${b.event}\`) | ${b.rollPhone.toFixed(0)} | ${b.rollTablet.toFixed(0)} | ${b.undoPhone.toFixed(0)} | ${b.undoTablet.toFixed(0)} |`,
          ),
          `| **fewer bytes** | **${times(whole.rollPhone, delta.rollPhone)}** | **${times(whole.rollTablet, delta.rollTablet)}** | ${times(whole.undoPhone, delta.undoPhone)} | ${times(whole.undoTablet, delta.undoTablet)} |`,
          '',
          '### Latency and CPU by number of tables',
          '',
        ]
      : [];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const f = (x: number) => x.toFixed(1);
  const heading = POSTGRES
    ? `## Live server on PostgreSQL (${INSTANCES} instances)`
    : WORKERS > 1
      ? `## Live server (${WORKERS} worker processes)`
      : '## Live server';
  const gens = [...new Set(results.map((r) => r.generators))].join(' or ');
  const generatorsLine = `The load generator ran as ${gens} process(es), each table's seven streams in one of them (a process here may open ${openFilesLimit()} files, \`ulimit -n\`).`;
  const setup = POSTGRES
    ? [
        `${INSTANCES} production-server instances (\`cli/serve.mjs\`) on loopback sharing one PostgreSQL server (started by the bench,`,
        'durable defaults: fsync and synchronous_commit on; a fresh database per pace) and rate limits off;',
        'each table writes to one instance and its six phones stream from another, so every roll crosses',
        'instances (NOTIFY, then a read by version). The load generator, the instances and PostgreSQL',
        `share the machine's ${os.cpus().length} cores. Each table is a 5–6 player`,
      ]
    : WORKERS > 1
      ? [
          `One production server started as \`npm start -- --workers ${WORKERS}\` (\`cli/serve.mjs\`) on loopback: ${WORKERS} worker processes on one`,
          'port and one fresh SQLite file (WAL, synchronous=FULL; each worker group-commits its writes on a worker',
          "thread), the cluster's primary handing each connection to the worker its peer's address hashes to: each",
          "table connects from its own loopback address, as if from its own home's router, so a table's tablet and",
          'phones share a worker; rate limits off; the load generator runs on the same machine and shares its two cores.',
          generatorsLine,
          'Each table is a 5–6 player',
        ]
      : [
          'One production server (`cli/serve.mjs`, as `npm start`) on loopback with a fresh SQLite file (WAL, synchronous=FULL; writes group-committed',
          'on a worker thread) and rate limits off;',
          `the load generator runs on the same machine and shares its two cores. ${generatorsLine}`,
          'Each table is a 5–6 player',
        ];
  const section = [
    heading,
    '',
    `Written by \`npm run bench:server${POSTGRES ? ` -- --postgres --instances=${INSTANCES}` : WORKERS > 1 ? ` -- --workers=${WORKERS}` : ''}\` (${new Date().toISOString()}; ${os.cpus().length} × ${cpu}; node ${process.version}; load average ${load.toFixed(1)} when it started).`,
    ...setup,
    'game (imported at its first roll) with a tablet and six phones on SSE (bearer credentials). Every',
    'table rolls once per beat and the host then undoes the roll (two fsynced writes per beat, each',
    'fanned out to seven streams, each message cut to its viewer). Two paces, each on a fresh server:',
    '**stress** (5 s beat) and **table pace** (20 s beat; a real table writes a few times a minute).',
    `Latency: roll sent → each phone has that version; ${STEP_MS / 1000} s per step, measured once the new tables'`,
    'snapshots have drained (the health check answered within 20 ms five times in a row); nearest-rank',
    'percentiles over every phone of every roll; a step fails at p95 ≥ 100 ms or if any phone misses a',
    'roll for 5 s. Every stream asks for deltas (`?delta=1`), as the app does.',
    '',
    ...bytesPart,
    'CPU: share of one core used during the step by the server process(es) (all threads) and by the load',
    "generator (from /proc and process.cpuUsage). Server waited: share of the step the server's main",
    'thread (its event loop; the mean over the server processes) was ready to run but waiting for a core (/proc/<pid>/schedstat): high while',
    "the server's own CPU is well below a core means other work on the machine held the cores.",
    '',
    '| pace | beat s | tables | streams | rolls | p50 ms | p95 ms | p99 ms | max ms | missed | server CPU % | server waited % | generator CPU % | p95 < 100 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...rows.map(
      (r) =>
        `| ${r.pace} | ${r.beat} | ${r.n} | ${r.streams} | ${r.rolls} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${r.missed} | ${(r.serverCpu * 100).toFixed(0)} | ${(r.serverWait * 100).toFixed(0)} | ${(r.generatorCpu * 100).toFixed(0)} | ${r.ok ? 'yes' : 'no'} |`,
    ),
    '',
    ...results.map(({ rows: rs, stopped }) => {
      const best = rs.filter((r) => r.ok).at(-1);
      const name = rs[0]?.pace ?? '';
      return best
        ? `- ${name}: largest N with p95 under 100 ms: **${best.n} tables (${best.streams} live streams)**; stopped: ${stopped}.`
        : `- ${name}: no step held p95 under 100 ms; stopped: ${stopped}.`;
    }),
    '',
    'Target: 3,000 tables (21,000 streams) at table pace with p95 under 100 ms, and at least 5× fewer',
    'bytes per roll per stream than whole views (issue 17).',
  ].join('\n');
  replaceSection(heading, section);
}

/** Replaces only the section with this exact heading in docs/benchmarks.md (or appends it). */
function replaceSection(heading: string, section: string) {
  const file = 'docs/benchmarks.md';
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  // Replace only the section with this exact heading; every other section is kept.
  const start = old.split('\n').indexOf(heading) >= 0 ? old.indexOf(`\n${heading}\n`) : -1;
  let out: string;
  if (start >= 0) {
    const rest = old.indexOf('\n## ', start + 1);
    out = `${old.slice(0, start)}\n${section}\n${rest >= 0 ? old.slice(rest) : ''}`;
  } else out = `${old.replace(/\s*$/, '')}\n\n${section}\n`;
  writeFileSync(file, out);
  process.stderr.write(`bench:server: wrote the "${heading.slice(3)}" section of ${file}\n`);
}

if (process.env.BENCH_SERVER_GENERATOR === '1') await generatorMain();
else await main();
