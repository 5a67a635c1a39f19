// Durability against our own `next start` and SQLite file: a scripted game, kill -9 at rest
// and in the middle of writes, restart: every acknowledged command is there, nothing
// half-written is read, the state is the fold of the stored log, seats rejoin and streams
// resume. Also the creation rate limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fold, viewFor } from '@/lib/game';
import {
  call,
  clientId,
  create,
  localConfig,
  type OwnServer,
  play,
  readSse,
  scriptedCommands,
  startServer,
  tokenOf,
} from './server-helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'hexkeeper-durable-'));
const env = { HEXKEEPER_RATE_WRITE: 'off', HEXKEEPER_RATE_CREATE: '3/1' };
const servers: OwnServer[] = [];
const script = scriptedCommands(400);

async function start(): Promise<OwnServer> {
  const s = await startServer(dataDir, env);
  servers.push(s);
  return s;
}

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The table view the engine gives for the first n scripted events, as JSON carries it. */
const expectedView = (n: number) =>
  JSON.parse(JSON.stringify(viewFor(fold(localConfig(), script.events.slice(0, n)), 'table')));

describe('a game survives kill -9', () => {
  it('keeps every acknowledged command through kill -9 at rest and mid-write', async () => {
    expect(script.events.length).toBeGreaterThan(150);
    let s = await start();
    const g = await create(s.base);
    const link = g.seats[2]?.joinUrl ?? '';
    // The join link answers 303 to the seat page with the cookie; keep the cookie.
    const joined = await fetch(s.base + new URL(link).pathname, { redirect: 'manual' });
    expect(joined.status).toBe(303);
    const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    let v = await play(s.base, g, script.commands.slice(0, 60), 0);
    const host = async () =>
      (await call(s.base, 'GET', `/api/games/${g.id}`, { token: g.hostToken })).body;
    const seat = async () => (await call(s.base, 'GET', `/api/games/${g.id}`, { cookie })).body;
    const beforeHost = await host();
    const beforeSeat = await seat();
    expect(beforeHost.view).toEqual(expectedView(60));

    // kill -9 at rest, restart on the same file: identical state, the phone's cookie still works.
    await s.stop('SIGKILL');
    s = await start();
    expect(await host()).toMatchObject({ version: 60, view: beforeHost.view });
    expect(await seat()).toEqual(beforeSeat);
    expect(tokenOf(link)).toHaveLength(43);

    // kill -9 while commands are streaming in: stop the server right after an answer,
    // with the next command already on the wire.
    let acknowledged = v;
    const killAt = 100;
    let killed: Promise<void> | null = null;
    for (let i = v; i < script.commands.length && !killed; i++) {
      const sent = call(s.base, 'POST', `/api/games/${g.id}/commands`, {
        token: g.hostToken,
        body: { clientId: clientId(), version: i, command: script.commands[i] },
      }).catch(() => null);
      if (i === killAt) killed = s.stop('SIGKILL');
      const a = await sent;
      if (a?.status === 200) acknowledged = a.body.version as number;
      else if (!killed) throw new Error(`command ${i}: ${a?.status} ${JSON.stringify(a?.body)}`);
    }
    await killed;
    s = await start();
    const after = await host();
    const stored = after.version as number;
    // Everything acknowledged is there; at most the one in flight was also committed.
    expect(stored).toBeGreaterThanOrEqual(acknowledged);
    expect(stored).toBeLessThanOrEqual(killAt + 1);
    expect(after.view).toEqual(expectedView(stored));
    const log = await call(s.base, 'GET', `/api/games/${g.id}/log`, { token: g.hostToken });
    expect((log.body.events as unknown[]).length).toBe(stored);
    expect(log.body.events).toEqual(JSON.parse(JSON.stringify(script.events.slice(0, stored))));

    // The phone's stream resumes after the restart from its last id, in order, once each.
    const stream = readSse(`${s.base}/api/games/${g.id}/events`, { cookie, lastEventId: 50 }, (m) =>
      m.some((x) => x.id === stored + 5),
    );
    v = await play(s.base, g, script.commands.slice(stored, stored + 5), stored);
    const ids = (await stream).messages.map((m) => m.id);
    expect(ids).toEqual(Array.from({ length: v - 50 }, (_, i) => 51 + i));

    // And the scripted game plays on to its end on the restarted server.
    v = await play(s.base, g, script.commands.slice(v), v);
    expect(v).toBe(script.events.length);
    expect((await host()).view).toEqual(expectedView(v));
  });

  it('limits game creation per client address', async () => {
    const s = servers.at(-1) ?? (await start());
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await call(s.base, 'POST', '/api/games', { body: { ruleset: 'base' } }));
    // A fresh server allows a burst of three (bad requests count too); the fourth waits.
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.body.error?.code).toBe('ERR_RATE_LIMITED');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
