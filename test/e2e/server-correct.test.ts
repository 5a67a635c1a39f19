// Corrections over HTTP: a seat never sends a correction, nor another seat's request, nor a
// decline; its own request changes no hand until the host accepts it, and others see only
// how many cards it counts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Created,
  call,
  clientId,
  create,
  type OwnServer,
  play,
  scriptedCommands,
  startServer,
  tokenOf,
} from './server-helpers';

const base = inject('baseURL');
const script = scriptedCommands(40);

async function joined(g: Created, seat: number): Promise<string> {
  const link = g.seats[seat]?.joinUrl ?? '';
  const r = await fetch(base + new URL(link).pathname, { redirect: 'manual' });
  expect(r.status).toBe(303);
  const cookie = r.headers.get('set-cookie') ?? '';
  expect(cookie).toContain(tokenOf(link));
  return cookie.split(';')[0] ?? '';
}

type Hand = Record<string, number>;
interface ViewBody {
  version: number;
  view: {
    players: { hand: Hand | null; handCount: number }[];
    corrections: { requests: { id: number; seat: number; count: number; hand: Hand | null }[] };
  };
}

describe('corrections and the seats', () => {
  let g: Created;
  let seat0 = '';
  let seat1 = '';
  let version = 0;
  beforeAll(async () => {
    g = await create(base);
    seat0 = await joined(g, 0);
    seat1 = await joined(g, 1);
    version = await play(base, g, script.commands, 0);
  });

  const seatView = async (cookie: string, seat: number) =>
    (await call(base, 'GET', `/api/games/${g.id}/seats/${seat}`, { cookie }))
      .body as unknown as ViewBody;
  const tableView = async () =>
    (await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken }))
      .body as unknown as ViewBody;
  const send = (command: unknown, who: { cookie?: string; token?: string }) =>
    call(base, 'POST', `/api/games/${g.id}/commands`, {
      ...who,
      body: { clientId: clientId(), version, command },
    });

  it('a seat can never send a correction, a decline, or another seat’s request', async () => {
    const own = (await seatView(seat0, 0)).view.players[0]?.hand ?? {};
    const rows: [string, unknown][] = [
      [
        'a correction of its own hand',
        {
          type: 'correct',
          reason: 'mine',
          fix: { kind: 'hand', seat: 0, hand: { ...own, lumber: (own.lumber ?? 0) + 1 } },
        },
      ],
      [
        'a correction of the bank',
        { type: 'correct', reason: 'x', fix: { kind: 'bank', resource: 'ore', count: 0 } },
      ],
      ['a decline', { type: 'declineCorrection', id: 0 }],
      [
        'another seat’s request',
        { type: 'requestCorrection', seat: 1, hand: {}, reason: 'for Bo' },
      ],
    ];
    for (const [, command] of rows) {
      const a = await send(command, { cookie: seat0 });
      expect(a.status).toBe(403);
      expect(a.body.error?.code).toBe('ERR_NOT_YOUR_CHOICE');
    }
    expect((await tableView()).version).toBe(version);
  });

  it('a seat’s own request changes no hand until the host accepts it', async () => {
    const before = (await seatView(seat0, 0)).view.players[0]?.hand ?? {};
    const asked = { ...before, lumber: (before.lumber ?? 0) + 1 };
    const n = Object.values(asked).reduce((a, b) => a + b, 0);
    const r = await send(
      { type: 'requestCorrection', seat: 0, hand: asked, reason: 'I got a lumber at the table' },
      { cookie: seat0 },
    );
    expect(r.status).toBe(200);
    version = r.body.version as number;
    const mine = await seatView(seat0, 0);
    expect(mine.view.players[0]?.hand).toEqual(before);
    expect(mine.view.corrections.requests).toEqual([
      { id: 0, seat: 0, count: n, hand: asked, reason: 'I got a lumber at the table' },
    ]);
    // The table and the other phones see how many cards it counts, never which.
    expect((await tableView()).view.corrections.requests[0]).toMatchObject({
      count: n,
      hand: null,
    });
    expect((await seatView(seat1, 1)).view.corrections.requests[0]).toMatchObject({ hand: null });

    const ok = await send(
      { type: 'correct', reason: 'I got a lumber at the table', fix: { kind: 'request', id: 0 } },
      { token: g.hostToken },
    );
    expect(ok.status).toBe(200);
    version = ok.body.version as number;
    const after = await seatView(seat0, 0);
    expect(after.view.players[0]?.hand).toEqual(asked);
    expect(after.view.corrections.requests).toEqual([]);
  });

  it('a request is taken while phone input is off; a discard is not', async () => {
    const off = await call(base, 'PATCH', `/api/games/${g.id}`, {
      token: g.hostToken,
      body: { phoneInput: false },
    });
    expect(off.status).toBe(200);
    const r = await send(
      { type: 'requestCorrection', seat: 1, hand: { ore: 9 }, reason: 'nine ore' },
      { cookie: seat1 },
    );
    expect(r.status).toBe(200);
    version = r.body.version as number;
    const d = await send({ type: 'discard', seat: 1, cards: {} }, { cookie: seat1 });
    expect(d.body.error?.code).toBe('ERR_PHONE_INPUT_OFF');
    const no = await send({ type: 'declineCorrection', id: 1 }, { token: g.hostToken });
    expect(no.status).toBe(200);
    expect((await tableView()).view.corrections.requests).toEqual([]);
  });
});

describe('a pending request and a server restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hexkeeper-correct-'));
  const servers: OwnServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is still there after kill -9, and the host accepts it then', async () => {
    let s = await startServer(dataDir);
    servers.push(s);
    const g = await create(s.base);
    const link = g.seats[2]?.joinUrl ?? '';
    const joinedAt = await fetch(s.base + new URL(link).pathname, { redirect: 'manual' });
    const cookie = (joinedAt.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    let v = await play(s.base, g, script.commands.slice(0, 13), 0);
    const ask = await call(s.base, 'POST', `/api/games/${g.id}/commands`, {
      cookie,
      body: {
        clientId: clientId(),
        version: v,
        command: { type: 'requestCorrection', seat: 2, hand: { lumber: 9 }, reason: 'nine lumber' },
      },
    });
    expect(ask.status).toBe(200);
    v = ask.body.version as number;
    await s.stop('SIGKILL');
    s = await startServer(dataDir);
    servers.push(s);
    const table = await call(s.base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    expect((table.body as unknown as ViewBody).view.corrections.requests).toMatchObject([
      { id: 0, seat: 2, count: 9, hand: null, reason: 'nine lumber' },
    ]);
    const ok = await call(s.base, 'POST', `/api/games/${g.id}/commands`, {
      token: g.hostToken,
      body: {
        clientId: clientId(),
        version: v,
        command: { type: 'correct', reason: 'nine lumber', fix: { kind: 'request', id: 0 } },
      },
    });
    expect(ok.status).toBe(200);
    const mine = await call(s.base, 'GET', `/api/games/${g.id}/seats/2`, { cookie });
    expect((mine.body as unknown as ViewBody).view.players[2]?.hand?.lumber).toBe(9);
    expect((mine.body as unknown as ViewBody).view.players[2]?.handCount).toBe(9);
  });
});
