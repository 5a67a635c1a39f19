// The live table server over HTTP against the shared `next start` and its SQLite file:
// create, join by link, privacy per seat, conflicts, idempotency, undo/redo, export and
// import, the SSE stream (filtered, resumable) and a table of malformed and hostile requests.
import http from 'node:http';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Answer,
  type Created,
  call,
  clientId,
  create,
  createBody,
  play,
  readSse,
  scriptedCommands,
  tokenOf,
} from './server-helpers';

const base = inject('baseURL');

// The first 12 bot moves are the start roll and set-up (every seat has its second
// settlement's cards after move 13); 40 moves run into normal turns.
const script = scriptedCommands(40);
const SETUP = 13;

async function joined(g: Created, seat: number): Promise<string> {
  const link = g.seats[seat]?.joinUrl ?? '';
  const r = await fetch(base + new URL(link).pathname, { redirect: 'manual' });
  // The phone is sent on to its seat's page; the secret stays out of that address.
  expect(r.status).toBe(303);
  expect(r.headers.get('location')).toBe(`/seat/${g.id}`);
  const cookie = r.headers.get('set-cookie') ?? '';
  expect(cookie).toContain(`hk_${g.id}=${tokenOf(link)}`);
  expect(cookie).toMatch(/HttpOnly/i);
  return cookie.split(';')[0] ?? '';
}

async function logOf(g: Created): Promise<{ events: unknown[] }> {
  const a = await call(base, 'GET', `/api/games/${g.id}/log`, { token: g.hostToken });
  expect(a.status).toBe(200);
  return a.body as unknown as { events: unknown[] };
}

describe('creating and joining', () => {
  it('creates a game with a host credential and one join link and QR code per seat', async () => {
    const g = await create(base);
    expect(g.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(g.version).toBe(0);
    expect(g.hostToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(g.seats.map((s) => s.name)).toEqual(['Ann', 'Bo', 'Cy']);
    const tokens = g.seats.map((s) => tokenOf(s.joinUrl));
    expect(new Set([...tokens, g.hostToken]).size).toBe(4);
    for (const t of tokens) expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    const seat0 = g.seats[0];
    if (!seat0) throw new Error('no seat');
    const qr = await fetch(base + seat0.qr, {
      headers: { authorization: `Bearer ${g.hostToken}` },
    });
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    expect(await qr.text()).toBe(
      await QRCode.toString(seat0.joinUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
    const listed = await call(base, 'GET', '/api/games', { token: g.hostToken });
    expect((listed.body.games as { id: string }[]).map((x) => x.id)).toEqual([g.id]);
  });

  it('binds a phone to its seat with a cookie, and the cookie rejoins after a reload', async () => {
    const g = await create(base);
    const cookie = await joined(g, 1);
    for (let i = 0; i < 2; i++) {
      const a = await call(base, 'GET', `/api/games/${g.id}`, { cookie });
      expect(a.status).toBe(200);
      expect(a.body.seat).toBe(1);
      expect(a.body.seats).toBeUndefined();
    }
    const bad = await fetch(`${base}/join/${g.id}/${'A'.repeat(43)}`, { redirect: 'manual' });
    expect(bad.status).toBe(404);
    expect(bad.headers.get('set-cookie')).toBeNull();
    const host = await fetch(`${base}/join/${g.id}/${g.hostToken}`, { redirect: 'manual' });
    expect(host.status).toBe(404);
  });

  it('a second game by the same host is listed with the first', async () => {
    const g = await create(base);
    const a = await call(base, 'POST', '/api/games', { token: g.hostToken, body: createBody() });
    expect(a.status).toBe(201);
    expect(a.body.hostToken).toBeNull();
    const listed = await call(base, 'GET', '/api/games', { token: g.hostToken });
    expect((listed.body.games as { id: string }[]).map((x) => x.id).sort()).toEqual(
      [g.id, a.body.id as string].sort(),
    );
  });
});

describe('who may do what', () => {
  let g: Created;
  let seat0 = '';
  let version = 0;
  beforeAll(async () => {
    g = await create(base);
    seat0 = await joined(g, 0);
    version = await play(base, g, script.commands.slice(0, SETUP), 0);
  });

  it("a seat reads its own hand and nobody else's (403)", async () => {
    const own = await call(base, 'GET', `/api/games/${g.id}/seats/0`, { cookie: seat0 });
    expect(own.status).toBe(200);
    const players = (own.body.view as { players: { hand: unknown }[] }).players;
    expect(players[0]?.hand).not.toBeNull();
    expect(players[1]?.hand).toBeNull();
    expect(players[2]?.hand).toBeNull();
    for (const seat of [1, 2]) {
      const other = await call(base, 'GET', `/api/games/${g.id}/seats/${seat}`, { cookie: seat0 });
      expect(other.status).toBe(403);
      expect(other.body.error?.code).toBe('ERR_NOT_YOUR_SEAT');
    }
    const table = await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    const tableView = table.body.view as {
      players: { hand: unknown; handCount: number }[];
      config: { seed: string };
    };
    expect(tableView.players.map((p) => p.hand)).toEqual([null, null, null]);
    expect(tableView.players.some((p) => p.handCount > 0)).toBe(true);
    expect(tableView.config.seed).toBe('');
  });

  it('a seat cannot act for the host', async () => {
    const rows: [string, string, unknown, string][] = [
      [
        'roll',
        'commands',
        { clientId: clientId(), version, command: script.commands[SETUP] },
        'ERR_NOT_YOUR_CHOICE',
      ],
      [
        // Turning a harbor just discovered is the table's move (Intimate Settlers), never a phone's.
        'turnHarbor',
        'commands',
        {
          clientId: clientId(),
          version,
          command: { type: 'turnHarbor', seat: 0, hex: '0,-2', faces: '1,-2' },
        },
        'ERR_NOT_YOUR_CHOICE',
      ],
      [
        'discard for another seat',
        'commands',
        { clientId: clientId(), version, command: { type: 'discard', seat: 1, cards: { ore: 1 } } },
        'ERR_NOT_YOUR_CHOICE',
      ],
      ['undo', 'undo', { clientId: clientId(), version }, 'ERR_HOST_ONLY'],
      ['redo', 'redo', { clientId: clientId(), version }, 'ERR_HOST_ONLY'],
    ];
    for (const [, path, body, code] of rows) {
      const a = await call(base, 'POST', `/api/games/${g.id}/${path}`, { cookie: seat0, body });
      expect(a.status).toBe(403);
      expect(a.body.error?.code).toBe(code);
    }
    for (const path of ['log', 'seats/0/qr']) {
      const a = await call(base, 'GET', `/api/games/${g.id}/${path}`, { cookie: seat0 });
      expect(a.status).toBe(403);
    }
    expect((await logOf(g)).events).toHaveLength(SETUP);
  });

  it("a seat's own choice is refused while phone input is off", async () => {
    const off = await create(base, { phoneInput: false });
    const cookie = await joined(off, 0);
    const a = await call(base, 'POST', `/api/games/${off.id}/commands`, {
      cookie,
      body: { clientId: clientId(), version: 0, command: { type: 'discard', seat: 0, cards: {} } },
    });
    expect(a.status).toBe(403);
    expect(a.body.error?.code).toBe('ERR_PHONE_INPUT_OFF');
    const bySeat = await call(base, 'PATCH', `/api/games/${off.id}`, {
      cookie,
      body: { phoneInput: true },
    });
    expect(bySeat.status).toBe(403);
    const byHost = await call(base, 'PATCH', `/api/games/${off.id}`, {
      token: off.hostToken,
      body: { phoneInput: true },
    });
    expect(byHost.body).toEqual({ id: off.id, phoneInput: true });
    // Now the discard reaches the rules, which find nothing owed.
    const b = await call(base, 'POST', `/api/games/${off.id}/commands`, {
      cookie,
      body: { clientId: clientId(), version: 0, command: { type: 'discard', seat: 0, cards: {} } },
    });
    expect(b.status).toBe(422);
    expect(b.body.error?.code).toMatch(/^ERR_/);
    expect((await call(base, 'GET', `/api/games/${off.id}`, { cookie })).body.phoneInput).toBe(
      true,
    );
  });
});

describe('versions and client ids', () => {
  it('two commands made against the same version: exactly one wins', async () => {
    const g = await create(base);
    const v = await play(base, g, script.commands.slice(0, 3), 0);
    const send = (command: unknown) =>
      call(base, 'POST', `/api/games/${g.id}/commands`, {
        token: g.hostToken,
        body: { clientId: clientId(), version: v, command },
      });
    // The same next move from three devices at once, each with its own client id.
    const next = script.commands[3];
    const answers = await Promise.all([send(next), send(next), send(next)]);
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const a of lost) {
      expect(a.body.error?.code).toBe('ERR_STALE_VERSION');
      expect(a.body.error?.version).toBe(v + 1);
    }
    expect((await logOf(g)).events).toHaveLength(4);
  });

  it('a repeated client id is applied once', async () => {
    const g = await create(base);
    const id = clientId();
    const body = { clientId: id, version: 0, command: script.commands[0] };
    const first = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body,
    });
    const again = await call(base, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body,
    });
    const concurrent = await Promise.all(
      [1, 2, 3].map(() =>
        call(base, 'POST', `/api/games/${g.id}/commands`, { token: g.hostToken, body }),
      ),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 1, replayed: false });
    for (const a of [again, ...concurrent]) {
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ version: 1, replayed: true });
    }
    expect((await logOf(g)).events).toHaveLength(1);
  });
});

describe('undo, redo, export and import', () => {
  it('the host steps back and forward; the log holds the events in effect', async () => {
    const g = await create(base);
    let v = await play(base, g, script.commands.slice(0, 5), 0);
    const view = async () =>
      (await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken })).body;
    const before = await view();
    const u = await call(base, 'POST', `/api/games/${g.id}/undo`, {
      token: g.hostToken,
      body: { clientId: clientId(), version: v, steps: 2 },
    });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ version: v + 1, cursor: 3 });
    v += 1;
    expect((await logOf(g)).events).toEqual(script.events.slice(0, 3));
    expect((await view()).canRedo).toBe(true);
    const r = await call(base, 'POST', `/api/games/${g.id}/redo`, {
      token: g.hostToken,
      body: { clientId: clientId(), version: v, steps: 5 },
    });
    expect(r.body).toMatchObject({ version: v + 1, cursor: 5 });
    const after = await view();
    expect(after.view).toEqual(before.view);
    expect(after.canRedo).toBe(false);
    const none = await call(base, 'POST', `/api/games/${g.id}/redo`, {
      token: g.hostToken,
      body: { clientId: clientId(), version: v + 1 },
    });
    expect(none.status).toBe(422);
    expect(none.body.error?.code).toBe('ERR_NOTHING_TO_REDO');
  });

  it('an exported log imports as a new game in the same state, and play continues', async () => {
    const g = await create(base);
    await play(base, g, script.commands.slice(0, 20), 0);
    const log = await logOf(g);
    expect(log.events).toEqual(script.events.slice(0, 20));
    const imp = await call(base, 'POST', '/api/games/import', {
      token: g.hostToken,
      body: { log, phoneInput: true },
    });
    expect(imp.status).toBe(201);
    const copy = imp.body as unknown as Created;
    expect(copy.version).toBe(1);
    const a = await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    const b = await call(base, 'GET', `/api/games/${copy.id}`, { token: g.hostToken });
    expect(b.body.view).toEqual(a.body.view);
    await play(base, { ...copy, hostToken: g.hostToken }, script.commands.slice(20, 25), 1);
    expect((await logOf({ ...copy, hostToken: g.hostToken })).events).toEqual(
      script.events.slice(0, 25),
    );
  });
});

describe('the live stream', () => {
  it('sends each viewer only its own view, and resumes by Last-Event-ID with no gap and no duplicate', async () => {
    const g = await create(base);
    const seat1 = await joined(g, 1);
    const url = `${base}/api/games/${g.id}/events`;
    let v = await play(base, g, script.commands.slice(0, 2), 0);
    // First connection: the snapshot, then three updates, then the phone drops.
    let connected: () => void = () => {};
    const snapshot = new Promise<void>((r) => {
      connected = r;
    });
    const first = readSse(
      url,
      { cookie: seat1, onMessage: () => connected() },
      (m) => m.length >= 4,
    );
    await snapshot;
    v = await play(base, g, script.commands.slice(2, 5), v);
    const a = await first;
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(a.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(a.headers.get('x-accel-buffering')).toBe('no');
    // `npm start` writes the stream itself (lib/server/node-routes.ts), not through Next's
    // handler, which would add its own Vary: rsc, … header.
    expect(a.headers.get('vary')).toBeNull();
    expect(a.messages[0]).toMatchObject({ id: 2, event: 'snapshot' });
    // While it is away, more moves happen (set-up payout included).
    v = await play(base, g, script.commands.slice(5, 25), v);
    const last = a.messages.at(-1)?.id ?? -1;
    const b = readSse(url, { cookie: seat1, lastEventId: last }, (m) => m.at(-1)?.id === 30);
    // Whether these connect before or after the next moves, resuming fills in what they missed.
    const c = readSse(url, { cookie: seat1, lastEventId: 25 }, (m) => m.at(-1)?.id === 30);
    v = await play(base, g, script.commands.slice(25, 30), v);
    expect(v).toBe(30);
    const bm = (await b).messages;
    const updates = [...a.messages, ...bm].filter((m) => m.event === 'update');
    expect(updates.map((m) => m.id)).toEqual(Array.from({ length: 28 }, (_, i) => i + 3));
    expect((await c).messages.map((m) => m.id)).toEqual([26, 27, 28, 29, 30]);
    for (const m of [...a.messages, ...bm]) {
      const players = (m.data.view as { players: { hand: unknown }[] }).players;
      expect(players.map((p) => p.hand === null)).toEqual([true, false, true]);
      expect(JSON.stringify(m.data)).not.toContain('"rng"');
    }
    // The events match the log, as this seat may see them.
    const seen = updates.flatMap((m) => m.data.events as { type: string }[]);
    expect(seen.map((e) => e.type)).toEqual(script.events.slice(2, 30).map((e) => e.type));
  });

  it('the table stream shows no hand', async () => {
    const g = await create(base);
    await play(base, g, script.commands.slice(0, SETUP), 0);
    const s = await readSse(
      `${base}/api/games/${g.id}/events`,
      { token: g.hostToken },
      (m) => m.length >= 1,
    );
    const view = s.messages[0]?.data.view as { players: { hand: unknown }[]; viewer: unknown };
    expect(view.viewer).toBe('table');
    expect(view.players.map((p) => p.hand)).toEqual([null, null, null]);
  });
});

describe('malformed and hostile requests', () => {
  it('an oversized body sent in chunks, with no Content-Length, gets 413 and changes nothing', async () => {
    const g = await create(base);
    const v = await play(base, g, script.commands.slice(0, 4), 0);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (chunks: string[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          `${base}/api/games/${g.id}/commands`,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${g.hostToken}`,
              'content-type': 'application/json',
              'transfer-encoding': 'chunked',
            },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => {
              body += c.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        for (const c of chunks) req.write(c);
        req.end();
      });
    const big = await send([
      `{"clientId":"${clientId()}","version":${v},"command":${JSON.stringify(script.commands[4])},"pad":"`,
      ...Array.from({ length: 20 }, () => 'x'.repeat(1024)),
      '"}',
    ]);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ error: { code: 'ERR_TOO_LARGE' } });
    expect((await logOf(g)).events).toHaveLength(4);
    // The same connection carries the next request.
    const ok = await send([
      JSON.stringify({ clientId: clientId(), version: v, command: script.commands[4] }),
    ]);
    expect(ok.status).toBe(200);
    agent.destroy();
  });

  it('each gets its clear error, never a 500, and leaves the game untouched', async () => {
    const g = await create(base);
    const v = await play(base, g, script.commands.slice(0, 4), 0);
    const seat0 = await joined(g, 0);
    const cmd = (over: Record<string, unknown>) => ({
      clientId: clientId(),
      version: v,
      command: script.commands[4],
      ...over,
    });
    const C = `/api/games/${g.id}/commands`;
    const H = { token: g.hostToken };
    const ghost = 'A'.repeat(22);
    type Row = [string, string, string, Parameters<typeof call>[3], number, string];
    const rows: Row[] = [
      [
        'oversized body',
        'POST',
        C,
        { ...H, raw: JSON.stringify(cmd({ pad: 'x'.repeat(100_000) })) },
        413,
        'ERR_TOO_LARGE',
      ],
      ['not JSON', 'POST', C, { ...H, raw: '{"clientId":' }, 400, 'ERR_BAD_JSON'],
      ['empty body', 'POST', C, { ...H, raw: '' }, 400, 'ERR_BAD_JSON'],
      [
        'text/plain',
        'POST',
        C,
        { ...H, raw: '{}', headers: { 'content-type': 'text/plain' } },
        415,
        'ERR_CONTENT_TYPE',
      ],
      [
        'version as a string',
        'POST',
        C,
        { ...H, body: cmd({ version: String(v) }) },
        400,
        'ERR_VALIDATION',
      ],
      ['negative version', 'POST', C, { ...H, body: cmd({ version: -1 }) }, 400, 'ERR_VALIDATION'],
      ['unknown field', 'POST', C, { ...H, body: cmd({ admin: true }) }, 400, 'ERR_VALIDATION'],
      [
        'unknown field in the command',
        'POST',
        C,
        { ...H, body: cmd({ command: { type: 'endTurn', seat: 0, x: 1 } }) },
        400,
        'ERR_VALIDATION',
      ],
      [
        'unknown command',
        'POST',
        C,
        { ...H, body: cmd({ command: { type: 'winGame', seat: 0 } }) },
        400,
        'ERR_VALIDATION',
      ],
      ['array body', 'POST', C, { ...H, body: [cmd({})] }, 400, 'ERR_VALIDATION'],
      [
        'client id with script',
        'POST',
        C,
        { ...H, body: cmd({ clientId: '<script>x</script>' }) },
        400,
        'ERR_VALIDATION',
      ],
      [
        'huge card count',
        'POST',
        C,
        { ...H, body: cmd({ command: { type: 'discard', seat: 0, cards: { ore: 1e9 } } }) },
        400,
        'ERR_VALIDATION',
      ],
      [
        '__proto__ in a hand',
        'POST',
        C,
        {
          ...H,
          raw: JSON.stringify(cmd({})).replace(
            /"command":.*}$/,
            '"command":{"type":"tradeBank","seat":0,"give":{"__proto__":4},"get":{"ore":1}}}',
          ),
        },
        // Refused at the boundary since issue 27: a hand names the ruleset's cards only.
        400,
        'ERR_VALIDATION',
      ],
      [
        'illegal move',
        'POST',
        C,
        { ...H, body: cmd({ command: { type: 'buildCity', seat: 0, vertex: '9,9,N' } }) },
        422,
        '',
      ],
      [
        'stale version',
        'POST',
        C,
        { ...H, body: cmd({ version: v - 1 }) },
        409,
        'ERR_STALE_VERSION',
      ],
      [
        'future version',
        'POST',
        C,
        { ...H, body: cmd({ version: v + 5 }) },
        409,
        'ERR_STALE_VERSION',
      ],
      ['no credential', 'POST', C, { body: cmd({}) }, 401, 'ERR_NO_CREDENTIAL'],
      [
        'wrong credential',
        'POST',
        C,
        { token: 'B'.repeat(43), body: cmd({}) },
        401,
        'ERR_BAD_CREDENTIAL',
      ],
      [
        'malformed Authorization',
        'GET',
        `/api/games/${g.id}`,
        { headers: { authorization: 'Basic abc' } },
        401,
        'ERR_BAD_CREDENTIAL',
      ],
      [
        'unknown game',
        'POST',
        `/api/games/${ghost}/commands`,
        { ...H, body: cmd({}) },
        404,
        'ERR_NO_GAME',
      ],
      ['malformed game id', 'GET', '/api/games/..%2F..%2Fetc', H, 404, 'ERR_NO_GAME'],
      ['unknown game stream', 'GET', `/api/games/${ghost}/events`, H, 404, 'ERR_NO_GAME'],
      ['malformed game id stream', 'GET', '/api/games/%E0%A4%A/events', H, 404, 'ERR_NO_GAME'],
      [
        'stream without credential',
        'GET',
        `/api/games/${g.id}/events`,
        {},
        401,
        'ERR_NO_CREDENTIAL',
      ],
      [
        'stream with a wrong credential',
        'GET',
        `/api/games/${g.id}/events?lastEventId=1`,
        { token: 'B'.repeat(43) },
        401,
        'ERR_BAD_CREDENTIAL',
      ],
      ['unknown seat', 'GET', `/api/games/${g.id}/seats/9`, H, 404, 'ERR_NO_SEAT'],
      [
        'seat cookie for the log',
        'GET',
        `/api/games/${g.id}/log`,
        { cookie: seat0 },
        403,
        'ERR_HOST_ONLY',
      ],
      [
        'script in a name',
        'POST',
        '/api/games',
        {
          body: createBody({
            players: [
              { name: '<script>alert(1)</script>', color: 'red' },
              { name: 'Bo', color: 'blue' },
              { name: 'Cy', color: 'white' },
            ],
          }),
        },
        400,
        'ERR_VALIDATION',
      ],
      [
        'control character in a name',
        'POST',
        '/api/games',
        {
          body: createBody({
            players: [
              { name: 'A\u0000nn', color: 'red' },
              { name: 'Bo', color: 'blue' },
              { name: 'Cy', color: 'white' },
            ],
          }),
        },
        400,
        'ERR_VALIDATION',
      ],
      [
        '41-character name',
        'POST',
        '/api/games',
        {
          body: createBody({
            players: [
              { name: 'x'.repeat(41), color: 'red' },
              { name: 'Bo', color: 'blue' },
              { name: 'Cy', color: 'white' },
            ],
          }),
        },
        400,
        'ERR_VALIDATION',
      ],
      [
        'seven players',
        'POST',
        '/api/games',
        {
          body: createBody({
            players: Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, color: 'red' })),
          }),
        },
        400,
        'ERR_VALIDATION',
      ],
      [
        'unknown ruleset',
        'POST',
        '/api/games',
        { body: createBody({ ruleset: 'chess' }) },
        400,
        'ERR_VALIDATION',
      ],
      [
        'bad share code',
        'POST',
        '/api/games',
        { body: createBody({ board: 'h1.nope' }) },
        422,
        'ERR_BAD_GAME',
      ],
      [
        'board for another ruleset',
        'POST',
        '/api/games',
        {
          body: createBody({
            ruleset: 'base56',
            players: [...'ABCDE'].map((n) => ({ name: n, color: 'red' })),
          }),
        },
        422,
        'ERR_BAD_GAME',
      ],
      [
        'import garbage',
        'POST',
        '/api/games/import',
        { body: { log: { format: 'game@2' } } },
        422,
        'ERR_BAD_LOG',
      ],
      [
        'import a forged roll',
        'POST',
        '/api/games/import',
        {
          body: {
            log: {
              format: 'game@1',
              ruleset: 'base',
              seed: 's',
              players: createBody().players,
              board: { share: 'h1.base.spiral.none.3.demo' },
              events: [{ type: 'orderDecided', first: 2, rolls: [[2, 3, 12]], source: 'app' }],
            },
          },
        },
        422,
        'ERR_BAD_LOG',
      ],
    ];
    const seen: [string, number, string][] = [];
    for (const [label, method, path, opts, , code] of rows) {
      const a: Answer = await call(base, method, path, opts);
      seen.push([label, a.status, code ? (a.body.error?.code ?? '') : '']);
      expect(a.body.error?.message, label).toBeTypeOf('string');
    }
    expect(seen).toEqual(rows.map(([label, , , , status, code]) => [label, status, code]));
    // A replayed id answers its first result and changes nothing.
    const body = cmd({});
    const once = await call(base, 'POST', C, { ...H, body });
    expect(once.status).toBe(200);
    // `npm start` answers commands itself (lib/server/node-routes.ts), not through Next's
    // handler, which would add its own Vary: rsc, … header.
    expect(once.headers.get('vary')).toBeNull();
    const twice = await call(base, 'POST', C, { ...H, body });
    expect(twice.body).toMatchObject({ version: v + 1, replayed: true });
    const log = await logOf(g);
    expect(log.events).toEqual(script.events.slice(0, 5));
    const view = await call(base, 'GET', `/api/games/${g.id}`, H);
    expect(view.body.version).toBe(v + 1);
  });
});
