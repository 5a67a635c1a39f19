// Seats that stay private, over real HTTP against the shared production server: the host
// withdraws a seat's link, after which the old secret — as the phone's cookie or as a bearer
// token — is refused on every endpoint with 401 ERR_SEAT_WITHDRAWN, its open stream ends at
// once, and the new link joins; the table's stream counts devices, not streams; a phone can
// leave its seat (the cookie is cleared).
import { describe, expect, inject, it, vi } from 'vitest';
import {
  call,
  clientId,
  create,
  followStream,
  joinCookie,
  type SseMessage,
  scriptedCommands,
  tokenOf,
} from './server-helpers';

const base = inject('baseURL');
const script = scriptedCommands(2);

const until = (test: () => boolean) =>
  vi.waitFor(
    () => {
      if (!test()) throw new Error('not yet');
    },
    { timeout: 15_000, interval: 20 },
  );

const devices = (msgs: readonly SseMessage[]) =>
  msgs.filter((m) => m.event === 'presence').map((m) => m.data.devices);

describe('withdrawing a seat’s link', () => {
  it('refuses the old secret everywhere with 401 ERR_SEAT_WITHDRAWN, ends its stream, and the new link joins', async () => {
    const g = await create(base);
    const oldLink = g.seats[1]?.joinUrl ?? '';
    const oldSecret = tokenOf(oldLink);
    const bo = await joinCookie(base, g, oldLink);
    const ann = await joinCookie(base, g, g.seats[0]?.joinUrl ?? '');
    const stream = followStream(base, g, { cookie: bo, device: 'bo-old-phone' });
    await until(() => stream.msgs.some((m) => m.event === 'snapshot'));

    // Only the host may withdraw, and only a seat that exists.
    const bySeat = await call(base, 'POST', `/api/games/${g.id}/seats/1/withdraw`, { cookie: bo });
    expect([bySeat.status, bySeat.body.error?.code]).toEqual([403, 'ERR_HOST_ONLY']);
    const noSeat = await call(base, 'POST', `/api/games/${g.id}/seats/5/withdraw`, {
      token: g.hostToken,
    });
    expect([noSeat.status, noSeat.body.error?.code]).toEqual([404, 'ERR_NO_SEAT']);

    const w = await call(base, 'POST', `/api/games/${g.id}/seats/1/withdraw`, {
      token: g.hostToken,
    });
    expect(w.status).toBe(200);
    const newLink = w.body.joinUrl as string;
    expect(w.body).toMatchObject({ seat: 1, name: 'Bo', qr: `/api/games/${g.id}/seats/1/qr` });
    expect(tokenOf(newLink)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenOf(newLink)).not.toBe(oldSecret);

    // The open stream of the old phone ends at once (the server closes it).
    const closed = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('still open'), 5_000)),
    ]);
    expect(closed).toBe('ended');

    // Every endpoint refuses the old secret, as the cookie and as a bearer token.
    for (const who of [{ cookie: bo }, { token: oldSecret }]) {
      const view = await call(base, 'GET', `/api/games/${g.id}`, who);
      expect([view.status, view.body.error?.code]).toEqual([401, 'ERR_SEAT_WITHDRAWN']);
      expect(view.body.error?.message).toMatch(/withdrawn by the host/);
      const seat = await call(base, 'GET', `/api/games/${g.id}/seats/1`, who);
      expect([seat.status, seat.body.error?.code]).toEqual([401, 'ERR_SEAT_WITHDRAWN']);
      const cmd = await call(base, 'POST', `/api/games/${g.id}/commands`, {
        ...who,
        body: { clientId: clientId(), version: 0, command: script.commands[0] },
      });
      expect([cmd.status, cmd.body.error?.code]).toEqual([401, 'ERR_SEAT_WITHDRAWN']);
      const ev = await call(base, 'GET', `/api/games/${g.id}/events`, who);
      expect([ev.status, ev.body.error?.code]).toEqual([401, 'ERR_SEAT_WITHDRAWN']);
    }
    const join = await fetch(base + new URL(oldLink).pathname, { redirect: 'manual' });
    expect(join.status).toBe(401);
    expect(join.headers.get('x-hexkeeper-error')).toBe('ERR_SEAT_WITHDRAWN');
    expect(join.headers.get('set-cookie')).toBeNull();
    expect(await join.text()).toContain('withdrawn by the host');

    // The new link joins seat 1; the other seats and the host are untouched.
    const boAgain = await joinCookie(base, g, newLink);
    const view = await call(base, 'GET', `/api/games/${g.id}`, { cookie: boAgain });
    expect([view.status, view.body.seat]).toEqual([200, 1]);
    expect((await call(base, 'GET', `/api/games/${g.id}`, { cookie: ann })).body.seat).toBe(0);
    const host = await call(base, 'GET', `/api/games/${g.id}`, { token: g.hostToken });
    expect(host.body.version).toBe(0);
    expect((host.body.seats as { joinUrl: string }[])[1]?.joinUrl).toBe(newLink);
    const again = followStream(base, g, { cookie: boAgain, device: 'bo-new-phone' });
    await until(() => again.msgs.some((m) => m.event === 'snapshot'));
    await again.close();
  });

  it('a random secret is still ERR_BAD_CREDENTIAL, not withdrawn', async () => {
    const g = await create(base);
    const a = await call(base, 'GET', `/api/games/${g.id}`, { token: 'A'.repeat(43) });
    expect([a.status, a.body.error?.code]).toEqual([401, 'ERR_BAD_CREDENTIAL']);
  });
});

describe('devices, not streams', () => {
  it('two devices on one seat count as two; two tabs of one device as one', async () => {
    const g = await create(base);
    const bo = await joinCookie(base, g, g.seats[1]?.joinUrl ?? '');
    const table = followStream(base, g, { token: g.hostToken });
    await until(() => devices(table.msgs).length >= 1);
    expect(devices(table.msgs)).toEqual([{}]);
    const phone = followStream(base, g, { cookie: bo, device: 'device-one-aaaa' });
    await until(() => devices(table.msgs).length >= 2);
    const tab = followStream(base, g, { cookie: bo, device: 'device-one-aaaa' });
    await until(() => tab.msgs.length >= 1);
    const other = followStream(base, g, { cookie: bo, device: 'device-two-bbbb' });
    await until(() => devices(table.msgs).length >= 3);
    expect(devices(table.msgs)).toEqual([{}, { '1': 1 }, { '1': 2 }]);
    await other.close();
    await until(() => devices(table.msgs).length >= 4);
    expect(devices(table.msgs).at(-1)).toEqual({ '1': 1 });
    await tab.close();
    await phone.close();
    await until(() => devices(table.msgs).length >= 5);
    expect(devices(table.msgs).at(-1)).toEqual({});
    await table.close();
  });
});

describe('leaving a seat', () => {
  it('clears the seat cookie; the link itself still joins', async () => {
    const g = await create(base);
    const bo = await joinCookie(base, g, g.seats[1]?.joinUrl ?? '');
    const r = await fetch(`${base}/api/games/${g.id}/leave`, {
      method: 'POST',
      headers: { cookie: bo },
    });
    expect(r.status).toBe(200);
    const cleared = r.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(new RegExp(`^hk_${g.id}=;`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/HttpOnly/i);
    await joinCookie(base, g, g.seats[1]?.joinUrl ?? '');
  });
});
