// Moving the host to another device, through lib/server's use cases on a real SQLite file
// (nothing mocked but `server-only`): the offer works once and not after it expires; after
// the move the old host credential may still read the public table but every write and every
// secret gets 403 ERR_HOST_MOVED, and the new device runs the game.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { commandOf, randomGame } from '@/lib/game';

vi.mock('server-only', () => ({}));

const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-host-move-'));
process.env.HEXKEEPER_DATA_DIR = dir;
const games = await import('@/lib/server/games');
const move = await import('@/lib/server/host-move');
const { streamTo } = await import('@/lib/server/sse');
const { hashToken } = await import('@/lib/server/credentials');
const { ApiError } = await import('@/lib/server/http');

afterAll(async () => {
  const s = await games.server();
  await s.unwatch();
  await s.store.close();
  rmSync(dir, { recursive: true, force: true });
});

const ORIGIN = 'http://table.test';
const body = {
  ruleset: 'base' as const,
  players: [
    { name: 'Ann', color: 'red' },
    { name: 'Bo', color: 'blue' },
    { name: 'Cy', color: 'white' },
  ],
  board: 'h1.base.spiral.none.3.demo',
  seed: 'host-move',
};

/** The code and status an ApiError carries, or 'ok'. */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof ApiError) return `${e.status} ${e.code}`;
    throw e;
  }
}

const tokenOf = (url: string) => new URL(url).hash.slice(1);

async function newGame() {
  const c = await games.createGame(body, null, ORIGIN);
  const rec = await games.gameRecord(c.id);
  return { id: c.id, host: c.hostToken ?? '', rec };
}

describe('moving the host to another device', () => {
  it('makes a one-time link; the new device becomes the host and the old one only watches', async () => {
    const g = await newGame();
    const role = await games.authorise(g.rec, g.host);
    const offer = await move.offerHost(g.rec, role, ORIGIN, 'addr-0');
    expect(offer.url).toMatch(new RegExp(`^${ORIGIN}/table/${g.id}/host#[A-Za-z0-9_-]{43}$`));
    expect(offer.qr).toContain('<svg');

    // A device without a host credential gets a new one; the link is spent.
    const taken = await move.takeHost(g.id, tokenOf(offer.url), null, 'addr-1');
    expect(taken.id).toBe(g.id);
    const fresh = taken.hostToken ?? '';
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await outcome(move.takeHost(g.id, tokenOf(offer.url), null, 'addr-1'))).toBe(
      '404 ERR_TRANSFER_UNKNOWN',
    );

    const rec = await games.gameRecord(g.id);
    expect(await games.authorise(rec, fresh)).toEqual({ kind: 'host' });
    const old = await games.authorise(rec, g.host);
    expect(old).toEqual({ kind: 'former' });
    // The old tablet still sees the public table …
    expect(games.viewerOf(old)).toBe('table');
    // … but every write and secret is refused with the clear code.
    const first = commandOf(randomGame(rec.config, 1).events[0] as never);
    const cmd = { clientId: 'client-old-1', version: rec.version, command: first };
    expect(await outcome(games.submitCommand(rec, old, g.host, cmd))).toBe('403 ERR_HOST_MOVED');
    expect(
      await outcome(
        games.stepHistory(rec, old, g.host, 'undo', { clientId: 'client-old-2', version: 0 }),
      ),
    ).toBe('403 ERR_HOST_MOVED');
    expect(await outcome(games.setPhoneInput(rec, old, g.host, true))).toBe('403 ERR_HOST_MOVED');
    expect(await outcome(games.withdrawSeat(rec, old, g.host, 0, ORIGIN))).toBe(
      '403 ERR_HOST_MOVED',
    );
    expect(await outcome(move.offerHost(rec, old, ORIGIN, 'addr-0'))).toBe('403 ERR_HOST_MOVED');
    expect(() => games.requireHost(old)).toThrow(/another device/);
    expect((await games.gameRecord(g.id)).version).toBe(0);

    // The new host writes; the game is listed for it and no longer for the old one.
    const ok = await games.submitCommand(rec, { kind: 'host' }, fresh, {
      ...cmd,
      clientId: 'client-new-1',
    });
    expect(ok.version).toBe(1);
    const newId = await games.hostOf(fresh);
    const oldId = await games.hostOf(g.host);
    expect((await games.listGames(newId ?? '')).map((x) => x.id)).toContain(g.id);
    expect((await games.listGames(oldId ?? '')).map((x) => x.id)).not.toContain(g.id);
  });

  it('moves to a device that already hosts games under its own credential', async () => {
    const g = await newGame();
    const mine = await newGame();
    const offer = await move.offerHost(g.rec, { kind: 'host' }, ORIGIN, 'addr-0');
    const taken = await move.takeHost(g.id, tokenOf(offer.url), mine.host, 'addr-2');
    expect(taken.hostToken).toBeNull();
    const rec = await games.gameRecord(g.id);
    expect(await games.authorise(rec, mine.host)).toEqual({ kind: 'host' });
    const id = await games.hostOf(mine.host);
    expect((await games.listGames(id ?? '')).map((x) => x.id).sort()).toEqual(
      [g.id, mine.id].sort(),
    );
  });

  it('refuses a link after it expires, a replaced link, and a malformed one, changing nothing', async () => {
    const g = await newGame();
    const t0 = Date.now();
    const first = await move.offerHost(g.rec, { kind: 'host' }, ORIGIN, 'addr-0', t0);
    const second = await move.offerHost(g.rec, { kind: 'host' }, ORIGIN, 'addr-0', t0);
    expect(second.expiresAt - t0).toBe(move.HOST_OFFER_MS);
    // A new offer replaces the last.
    expect(await outcome(move.takeHost(g.id, tokenOf(first.url), null, 'addr-3'))).toBe(
      '404 ERR_TRANSFER_UNKNOWN',
    );
    expect(
      await outcome(
        move.takeHost(g.id, tokenOf(second.url), null, 'addr-3', t0 + move.HOST_OFFER_MS),
      ),
    ).toBe('410 ERR_TRANSFER_EXPIRED');
    // An expired link is spent.
    expect(await outcome(move.takeHost(g.id, tokenOf(second.url), null, 'addr-3', t0))).toBe(
      '404 ERR_TRANSFER_UNKNOWN',
    );
    expect(await outcome(move.takeHost(g.id, 'not a token', null, 'addr-3'))).toBe(
      '404 ERR_TRANSFER_UNKNOWN',
    );
    expect(await outcome(move.takeHost('no-such-game-000000000', 'x', null, 'addr-3'))).toBe(
      '404 ERR_NO_GAME',
    );
    const rec = await games.gameRecord(g.id);
    expect(await games.authorise(rec, g.host)).toEqual({ kind: 'host' });
  });

  // Issue 27, finding 8: a move rotated no seat secret, so the old tablet, shown every join
  // link, still read every seat's view, stream and hand after it.
  it('re-keys every seat: the old links are refused, a following phone is handed its new link', async () => {
    const g = await newGame();
    const links = await games.seatLinks(g.rec, ORIGIN);
    const secret = (seat: number) =>
      new URL(links[seat]?.joinUrl ?? '').pathname.split('/')[3] ?? '';
    expect(await games.authorise(g.rec, secret(1))).toEqual({ kind: 'seat', seat: 1 });
    // Seat 1's phone follows its stream when the host moves.
    const said: string[] = [];
    let ended = false;
    const dec = new TextDecoder();
    const stop = streamTo(
      g.rec,
      1,
      null,
      {
        write: (b) => said.push(dec.decode(b)),
        backlog: () => 0,
        end: () => {
          ended = true;
        },
        fail: () => {
          ended = true;
        },
      },
      { tokenHash: hashToken(secret(1)) },
    );
    await expect.poll(() => said.some((t) => t.includes('event: snapshot'))).toBe(true);
    const offer = await move.offerHost(g.rec, { kind: 'host' }, ORIGIN, 'addr-4');
    await move.takeHost(g.id, tokenOf(offer.url), null, 'addr-4');
    await expect.poll(() => ended).toBe(true);
    stop();
    const rekey = said.join('').match(/event: rekey\ndata: (.*)\n/);
    const join = (JSON.parse(rekey?.[1] ?? '{}') as { join?: string }).join ?? '';
    expect(join).toMatch(new RegExp(`^/join/${g.id}/[A-Za-z0-9_-]{43}$`));
    const fresh = join.split('/')[3] ?? '';
    const rec = await games.gameRecord(g.id);
    // The phone's new secret is its seat's; every old one is refused, as a withdrawn link is.
    expect(await games.authorise(rec, fresh)).toEqual({ kind: 'seat', seat: 1 });
    for (const seat of [0, 1, 2])
      expect(await outcome(games.authorise(rec, secret(seat)))).toBe('401 ERR_SEAT_WITHDRAWN');
    // The new host's links are the new secrets.
    const now = await games.seatLinks(rec, ORIGIN);
    expect(now[1]?.joinUrl).toBe(`${ORIGIN}${join}`);
  });

  it('limits host-move offers and takes per address (429), before any write', async () => {
    const g = await newGame();
    const got: string[] = [];
    for (let i = 0; i < 12; i++)
      got.push(await outcome(move.offerHost(g.rec, { kind: 'host' }, ORIGIN, 'addr-offers')));
    expect(got.filter((o) => o === 'ok')).toHaveLength(10);
    expect(got.slice(10)).toEqual(['429 ERR_RATE_LIMITED', '429 ERR_RATE_LIMITED']);
    const takes: string[] = [];
    for (let i = 0; i < 12; i++)
      takes.push(await outcome(move.takeHost(g.id, 'A'.repeat(43), null, 'addr-takes')));
    expect(takes.slice(0, 10).every((o) => o === '404 ERR_TRANSFER_UNKNOWN')).toBe(true);
    expect(takes.slice(10)).toEqual(['429 ERR_RATE_LIMITED', '429 ERR_RATE_LIMITED']);
  });

  // Issue 27: ten concurrent withdrawals of one seat answered six links already withdrawn.
  it('concurrent withdrawals of one seat all answer the one link that works', async () => {
    const g = await newGame();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        games.withdrawSeat(g.rec, { kind: 'host' }, g.host, 1, ORIGIN),
      ),
    );
    const rec = await games.gameRecord(g.id);
    const secrets = answers.map((a) => new URL(a.joinUrl).pathname.split('/')[3] ?? '');
    for (const secret of secrets)
      expect(await games.authorise(rec, secret)).toEqual({ kind: 'seat', seat: 1 });
    // A later withdrawal makes a new link again.
    const later = await games.withdrawSeat(rec, { kind: 'host' }, g.host, 1, ORIGIN);
    expect(later.joinUrl).not.toBe(answers[0]?.joinUrl);
  });

  // Issue 27, finding 2: a resume re-read the stored game from its first entry and folded it.
  it('a resume the feed cannot answer reads only the entries after Last-Event-ID, folding nothing', async () => {
    const g = await newGame();
    const events = randomGame(g.rec.config, 12).events;
    let rec = g.rec;
    for (const [i, e] of events.entries()) {
      await games.submitCommand(rec, { kind: 'host' }, g.host, {
        clientId: `resume-store-${i}-x`,
        version: i,
        command: commandOf(e),
      });
      rec = await games.gameRecord(g.id);
    }
    expect(rec.version).toBe(12);
    const s = await games.server();
    const reads: (number | undefined)[] = [];
    const entries = s.store.entries.bind(s.store);
    s.store.entries = (id: string, after?: number) => {
      if (id === g.id) reads.push(after);
      return entries(id, after);
    };
    try {
      for (const delta of [false, true]) {
        const said: string[] = [];
        const dec = new TextDecoder();
        const stop = streamTo(
          rec,
          1,
          7,
          {
            write: (b) => said.push(dec.decode(b)),
            backlog: () => 0,
            end: () => {},
            fail: () => {},
          },
          {},
          { delta },
        );
        await expect
          .poll(() =>
            [...said.join('').matchAll(/id: (\d+)\nevent: (\w+)/g)].map((m) => `${m[2]} ${m[1]}`),
          )
          .toEqual([8, 9, 10, 11, 12].map((v) => `${delta ? 'delta' : 'update'} ${v}`));
        stop();
      }
      expect(reads).toEqual([7, 7]);
    } finally {
      s.store.entries = entries;
    }
  });
});
