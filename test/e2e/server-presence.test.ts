// Which phones follow the game, over HTTP against the shared production server (one SQLite
// instance, so it knows): the table's stream gets `event: presence` after its snapshot and
// on every change as seats' streams open and close; a seat's stream never gets one; presence
// carries no id, so a table resuming by Last-Event-ID still sees each version exactly once.
import { describe, expect, inject, it, vi } from 'vitest';
import {
  create,
  followStream,
  joinCookie,
  play,
  type SseMessage,
  scriptedCommands,
} from './server-helpers';

const base = inject('baseURL');
const script = scriptedCommands(12);

/** Waits until `test` holds for the messages so far (the stream's reader fills them in). */
async function until(msgs: readonly SseMessage[], test: (m: readonly SseMessage[]) => boolean) {
  await vi.waitFor(
    () => {
      if (test(msgs)) return;
      const got = msgs.map((m) => [m.event, m.id, m.event === 'presence' ? m.data : null]);
      throw new Error(`waited in vain; got ${JSON.stringify(got)}`);
    },
    { timeout: 15_000, interval: 20 },
  );
}

const presence = (msgs: readonly SseMessage[]) =>
  msgs.filter((m) => m.event === 'presence').map((m) => m.data.online);

describe('presence on the live stream', () => {
  it('the table hears [] after its snapshot, [1] while seat 1 streams, [] when it leaves; the seat hears none', async () => {
    const g = await create(base);
    const bo = await joinCookie(base, g, g.seats[1]?.joinUrl ?? '');
    const table = followStream(base, g, { token: g.hostToken });
    await until(table.msgs, (m) => m.length >= 2);
    expect(table.msgs.map((m) => [m.event, m.id])).toEqual([
      ['snapshot', 0],
      ['presence', null],
    ]);
    expect(presence(table.msgs)).toEqual([[]]);

    const phone = followStream(base, g, { cookie: bo, device: 'bo-phone-1' });
    await until(table.msgs, (m) => presence(m).length >= 2);
    expect(presence(table.msgs)).toEqual([[], [1]]);
    // A second tab of the same seat (same browser, so the same device id) opens and closes:
    // seat 1 stays online on one device throughout.
    const tab = followStream(base, g, { cookie: bo, device: 'bo-phone-1' });
    await until(tab.msgs, (m) => m.length >= 1);
    await tab.close();
    // Moves after it as a barrier: whatever the table was told meanwhile came before them.
    let v = await play(base, g, script.commands.slice(0, 2), 0);
    await until(table.msgs, (m) => m.some((x) => x.id === v));
    expect(presence(table.msgs)).toEqual([[], [1]]);

    await phone.close();
    await until(table.msgs, (m) => presence(m).length >= 3);
    v = await play(base, g, script.commands.slice(2, 3), v);
    await until(table.msgs, (m) => m.some((x) => x.id === v));
    await table.close();
    expect(presence(table.msgs)).toEqual([[], [1], []]);
    expect(table.msgs.map((m) => [m.event, m.id])).toEqual([
      ['snapshot', 0],
      ['presence', null],
      ['presence', null],
      ['update', 1],
      ['update', 2],
      ['presence', null],
      ['update', 3],
    ]);
    // The seat's streams held their snapshot and updates, never a presence message.
    expect(tab.msgs.map((m) => [m.event, m.id])).toEqual([['snapshot', 0]]);
    expect(phone.msgs.map((m) => [m.event, m.id])).toEqual([
      ['snapshot', 0],
      ['update', 1],
      ['update', 2],
    ]);
  });

  it('presence has no id: a table resuming by Last-Event-ID sees each version once, then who is online', async () => {
    const g = await create(base);
    const cy = await joinCookie(base, g, g.seats[2]?.joinUrl ?? '');
    const phone = followStream(base, g, { cookie: cy });
    await until(phone.msgs, (m) => m.length >= 1);
    let v = await play(base, g, script.commands.slice(0, 3), 0);
    // The tablet dropped after version 1 and comes back while seat 2 streams.
    const table = followStream(base, g, { token: g.hostToken, lastEventId: 1 });
    await until(table.msgs, (m) => m.some((x) => x.event === 'presence'));
    v = await play(base, g, script.commands.slice(3, 6), v);
    await until(table.msgs, (m) => m.some((x) => x.id === v));
    await phone.close();
    await until(table.msgs, (m) => presence(m).length >= 2);
    await table.close();
    expect(table.msgs.map((m) => [m.event, m.id])).toEqual([
      ['update', 2],
      ['update', 3],
      ['presence', null],
      ['update', 4],
      ['update', 5],
      ['update', 6],
      ['presence', null],
    ]);
    expect(presence(table.msgs)).toEqual([[2], []]);
    // The next resume, after the last version this tablet holds, has nothing to repeat.
    const again = followStream(base, g, { token: g.hostToken, lastEventId: v });
    await until(again.msgs, (m) => m.length >= 1);
    await play(base, g, script.commands.slice(6, 7), v);
    await until(again.msgs, (m) => m.some((x) => x.id === v + 1));
    await again.close();
    expect(again.msgs.map((m) => [m.event, m.id])).toEqual([
      ['presence', null],
      ['update', v + 1],
    ]);
  });
});
