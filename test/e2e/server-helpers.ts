// Helpers for the live-server tests: a JSON client, a scripted game from lib/game's bots,
// an SSE reader over fetch, and a production server of our own (for kill -9 and restart).
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, vi } from 'vitest';
import {
  type Command,
  commandOf,
  type Event,
  type GameConfig,
  parseGameLog,
  RULES_EDITION,
  randomGame,
  toGameLog,
} from '@/lib/game';
import { freePort } from './global-setup';

export const PLAYERS = [
  { name: 'Ann', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cy', color: 'white' },
];

export const createBody = (over: Record<string, unknown> = {}) => ({
  ruleset: 'base',
  players: PLAYERS,
  board: 'h1.base.spiral.none.3.demo',
  seed: 'e2e-seed',
  phoneInput: true,
  ...over,
});

/** The config the server builds for createBody (same parser), for local replays; `options` as a log's. */
export function localConfig(seed = 'e2e-seed', options?: Record<string, unknown>): GameConfig {
  const p = parseGameLog({
    format: 'game@1',
    ruleset: 'base',
    seed,
    players: PLAYERS,
    // As the server makes a game (lib/server/games.ts): this edition of the rules, unless set.
    options: { edition: RULES_EDITION, ...options },
    board: { share: 'h1.base.spiral.none.3.demo' },
    events: [],
  });
  if (!p.ok) throw new Error(p.error.message);
  return p.value.config;
}

/** The commands of a legal bot game (one event each), the first `n`. */
export function scriptedCommands(
  n: number,
  seed = 'e2e-seed',
): { commands: Command[]; events: Event[] } {
  const g = randomGame(localConfig(seed), n);
  return { commands: g.events.map(commandOf), events: g.events };
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string; version?: number } };
  headers: Headers;
}

export async function call(
  base: string,
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    raw?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const r = await fetch(base + path, { method, headers, body, redirect: 'manual' });
  const text = await r.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { text };
  }
  return { status: r.status, body: parsed, headers: r.headers };
}

export interface Created {
  id: string;
  version: number;
  hostToken: string;
  seats: { seat: number; name: string; joinUrl: string; qr: string }[];
}

export async function create(base: string, over: Record<string, unknown> = {}): Promise<Created> {
  const a = await call(base, 'POST', '/api/games', { body: createBody(over) });
  if (a.status !== 201) throw new Error(`create: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body as unknown as Created;
}

/** Imports a game@1 log, with phones on unless `phoneInput` is false; the game as created. */
export async function importGame(
  base: string,
  cfg: GameConfig,
  events: readonly Event[],
  { phoneInput = true } = {},
): Promise<Created> {
  const a = await call(base, 'POST', '/api/games/import', {
    body: { log: JSON.parse(JSON.stringify(toGameLog(cfg, events))), phoneInput },
  });
  expect(a.status).toBe(201);
  return a.body as unknown as Created;
}

/** The seat secret inside a join link. */
export const tokenOf = (joinUrl: string): string => new URL(joinUrl).pathname.split('/')[3] ?? '';

/**
 * Follows a seat's join link as a phone would (no redirect followed): a 303 whose cookie is the
 * seat's secret for this game; that cookie.
 */
export async function joinCookie(base: string, g: Created, link: string): Promise<string> {
  const r = await fetch(base + new URL(link).pathname, { redirect: 'manual' });
  expect(r.status).toBe(303);
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toBe(`hk_${g.id}=${tokenOf(link)}`);
  return cookie;
}

let counter = 0;
export const clientId = (): string => `c${process.pid}x${Date.now().toString(36)}x${counter++}`;

/** Sends commands in order as the host, each at the version it expects. */
export async function play(
  base: string,
  g: Created,
  commands: readonly Command[],
  from: number,
): Promise<number> {
  let v = from;
  for (const command of commands) {
    const a = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body: { clientId: clientId(), version: v, command },
    });
    if (a.status !== 200) throw new Error(`command ${v}: ${a.status} ${JSON.stringify(a.body)}`);
    v = a.body.version as number;
  }
  return v;
}

/** A scripted game whose set-up is done (hands dealt by the second settlements) and whose roll is due. */
export async function gameAtFirstRoll(
  base: string,
): Promise<{ g: Created; version: number; roll: Command }> {
  const g = await create(base);
  const { commands } = scriptedCommands(60);
  const first = commands.findIndex((c) => c.type === 'roll');
  const roll = commands[first];
  if (!roll) throw new Error('the scripted game never rolls');
  const version = await play(base, g, commands.slice(0, first), g.version);
  return { g, version, roll };
}

export interface SseMessage {
  /** The version; null for a message without an id (presence), kept only when asked for. */
  id: number | null;
  event: string;
  data: Record<string, unknown>;
}

/** Reads an SSE stream until `stop` says so; returns the messages. */
export async function readSse(
  url: string,
  opts: {
    token?: string;
    cookie?: string;
    lastEventId?: number;
    timeoutMs?: number;
    /** Keep messages without an id too (the table's presence), with id null. */
    unnumbered?: boolean;
    /** Ends the stream from outside (the client leaves), as `stop` does after a message. */
    signal?: AbortSignal;
    onMessage?: (m: SseMessage) => void;
  },
  stop: (msgs: SseMessage[]) => boolean,
): Promise<{ messages: SseMessage[]; headers: Headers; status: number }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.lastEventId !== undefined) headers['last-event-id'] = String(opts.lastEventId);
  const ac = new AbortController();
  // A stream that never delivers what the test waits for fails the test instead of hanging it.
  const timer = setTimeout(() => ac.abort(), opts.timeoutMs ?? 20_000);
  opts.signal?.addEventListener('abort', () => ac.abort());
  const r = await fetch(url, { headers, signal: ac.signal });
  const messages: SseMessage[] = [];
  if (!r.body || r.status !== 200) return { messages, headers: r.headers, status: r.status };
  const reader = r.body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  try {
    while (!stop(messages)) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buf += dec.decode(value, { stream: true });
      let i = buf.indexOf('\n\n');
      while (i >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const m: Partial<SseMessage> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) m.id = Number(line.slice(4));
          else if (line.startsWith('event: ')) m.event = line.slice(7);
          else if (line.startsWith('data: ')) m.data = JSON.parse(line.slice(6));
        }
        if (m.event && m.data && (m.id !== undefined || opts.unnumbered)) {
          const msg = { id: m.id ?? null, event: m.event, data: m.data };
          messages.push(msg);
          opts.onMessage?.(msg);
        }
        i = buf.indexOf('\n\n');
      }
    }
  } finally {
    clearTimeout(timer);
    ac.abort();
    await reader.cancel().catch(() => undefined);
  }
  return { messages, headers: r.headers, status: r.status };
}

/**
 * A game's live stream (as the host's token or a seat's cookie, from `device` if named) kept
 * open until `close()`, its messages (presence too) collected as they come; `ended` resolves
 * when the stream ends, by `close()` or by the server.
 */
export function followStream(
  base: string,
  g: Created,
  { device, ...who }: { token?: string; cookie?: string; lastEventId?: number; device?: string },
): { msgs: SseMessage[]; ended: Promise<unknown>; close: () => Promise<void> } {
  const msgs: SseMessage[] = [];
  const leave = new AbortController();
  const ended = readSse(
    `${base}/api/games/${g.id}/events${device ? `?device=${device}` : ''}`,
    {
      ...who,
      unnumbered: true,
      timeoutMs: 60_000,
      signal: leave.signal,
      onMessage: (m) => msgs.push(m),
    },
    () => false,
  );
  return {
    msgs,
    ended,
    close: async () => {
      leave.abort();
      await ended;
    },
  };
}

export interface OwnServer {
  base: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The production server (`cli/serve.mjs`) of our own on a free port with the given data folder and env. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  /** Collects what the server writes to stderr (its error log), when given. */
  stderr?: string[],
): Promise<OwnServer> {
  const port = await freePort();
  const child = spawn('node', ['cli/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, ...env, HEXKEEPER_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', stderr ? 'pipe' : 'ignore'],
  });
  child.stderr?.on('data', (b: Buffer) => stderr?.push(b.toString()));
  const base = `http://127.0.0.1:${port}`;
  // Until it answers (fetch throws until it listens); at once if it exits instead.
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`))),
  );
  exited.catch(() => {}); // a later exit (stop) is no error
  await Promise.race([
    vi.waitFor(
      async () => {
        const r = await fetch(`${base}/api/games`);
        if (r.status >= 500) throw new Error(`server did not start: ${r.status}`);
      },
      { timeout: 60_000, interval: 100 },
    ),
    exited,
  ]);
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return { base, child, stop };
}
