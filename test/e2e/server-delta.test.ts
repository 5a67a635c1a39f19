// Live deltas over HTTP against the production server (`?delta=1`, docs/server.md): a phone's
// stream gets its snapshot, then one `event: delta` per version whose operations, applied in
// order, rebuild exactly the view the server gives that seat — never another seat's hand; a
// resume by Last-Event-ID continues the chain from that version; a resume the server cannot
// continue (beyond the game) and `?full=1` give a snapshot; a bad flag is refused.
import { describe, expect, inject, it } from 'vitest';
import { applyPatch, type PatchOp } from '@/lib/live/patch';
import { call, create, play, readSse, type SseMessage, scriptedCommands } from './server-helpers';

const base = inject('baseURL');
const script = scriptedCommands(40);

async function joined(joinUrl: string): Promise<string> {
  const r = await fetch(base + new URL(joinUrl).pathname, { redirect: 'manual' });
  expect(r.status).toBe(303);
  return (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The seat's own view as the server answers it now, without config (as deltas carry it). */
async function ownView(id: string, cookie: string): Promise<unknown> {
  const a = await call(base, 'GET', `/api/games/${id}`, { cookie });
  expect(a.status).toBe(200);
  const { config: _config, ...view } = a.body.view as Record<string, unknown>;
  return view;
}

/** Applies a run of deltas onto `view` at `version`, checking that each continues the chain. */
function fold(version: number, view: unknown, msgs: readonly SseMessage[]) {
  let v = version;
  let doc = view;
  for (const m of msgs) {
    expect(m.event).toBe('delta');
    expect([m.data.from, m.data.to, m.id]).toEqual([v, v + 1, v + 1]);
    doc = applyPatch(doc, m.data.ops as PatchOp[]);
    v++;
  }
  return { version: v, view: doc };
}

/**
 * Every place in the operations that sets another seat's hand (seat 1 is the viewer), each
 * operation checked against the document it applies to (appended items get their real index).
 */
function otherHands(start: unknown, msgs: readonly SseMessage[]): string[] {
  const out: string[] = [];
  const visit = (path: (string | number)[], value: unknown) => {
    if (path[0] === 'players' && path[1] !== 1 && path[2] === 'hand' && value !== null)
      out.push(path.join('/'));
    else if (value && typeof value === 'object')
      for (const [k, x] of Object.entries(value))
        visit([...path, Array.isArray(value) ? Number(k) : k], x);
  };
  let doc = start;
  for (const m of msgs)
    for (const op of m.data.ops as PatchOp[]) {
      if (op[0] === 's') visit([...op[1]], op[2]);
      if (op[0] === 'a') {
        const at = op[1].reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], doc);
        op[2].forEach((item, i) => {
          visit([...op[1], (at as unknown[]).length + i], item);
        });
      }
      doc = applyPatch(doc, [op]);
    }
  return out;
}

describe('live deltas', () => {
  it('a phone gets a snapshot, then deltas that rebuild its own view exactly; a resume continues the chain', async () => {
    const g = await create(base);
    const seat1 = await joined(g.seats[1]?.joinUrl ?? '');
    const url = `${base}/api/games/${g.id}/events?delta=1`;
    let v = await play(base, g, script.commands.slice(0, 3), 0);
    let opened: () => void = () => {};
    const ready = new Promise<void>((r) => {
      opened = r;
    });
    const first = readSse(url, { cookie: seat1, onMessage: () => opened() }, (m) => m.length >= 9);
    await ready;
    v = await play(base, g, script.commands.slice(3, 11), v);
    const a = (await first).messages;
    expect(a.map((m) => [m.event, m.id])).toEqual([
      ['snapshot', 3],
      ...Array.from({ length: 8 }, (_, i) => ['delta', i + 4]),
    ]);
    const { config: _config, ...snap } = (a[0]?.data.view ?? {}) as Record<string, unknown>;
    let held = fold(3, snap, a.slice(1));
    expect(held.version).toBe(11);
    expect(held.view).toEqual(await ownView(g.id, seat1));
    // Away for a while, then back with Last-Event-ID: the deltas from 11 on, nothing else.
    v = await play(base, g, script.commands.slice(11, 30), v);
    const b = await readSse(
      url,
      { cookie: seat1, lastEventId: held.version },
      (m) => m.at(-1)?.id === 30,
    );
    held = fold(11, held.view, b.messages);
    expect(held.version).toBe(30);
    expect(held.view).toEqual(await ownView(g.id, seat1));
    expect(otherHands(snap, [...a.slice(1), ...b.messages])).toEqual([]);
    // The events are the log's, as this seat may see them, one delta per version.
    const seen = [...a.slice(1), ...b.messages].flatMap((m) => m.data.events as { type: string }[]);
    expect(seen.map((e) => e.type)).toEqual(script.events.slice(3, 30).map((e) => e.type));
  });

  it('a resume the server cannot continue, and ?full=1, get a snapshot; a bad flag is refused', async () => {
    const g = await create(base);
    const seat1 = await joined(g.seats[1]?.joinUrl ?? '');
    await play(base, g, script.commands.slice(0, 5), 0);
    const url = `${base}/api/games/${g.id}/events`;
    const rows: [string, number | undefined, [string, number]][] = [
      ['?delta=1', 999, ['snapshot', 5]],
      ['?delta=1&full=1', 2, ['snapshot', 5]],
      ['?delta=1', 2, ['delta', 3]],
      ['?delta=0', 2, ['update', 3]],
      ['', 2, ['update', 3]],
    ];
    for (const [query, lastEventId, first] of rows) {
      const s = await readSse(
        url + query,
        { cookie: seat1, ...(lastEventId === undefined ? {} : { lastEventId }) },
        (m) => m.length >= 1,
      );
      expect([query, lastEventId, s.messages[0]?.event, s.messages[0]?.id]).toEqual([
        query,
        lastEventId,
        ...first,
      ]);
    }
    const bad = await call(base, 'GET', `/api/games/${g.id}/events?delta=yes`, { cookie: seat1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('ERR_VALIDATION');
  });

  it('the same versions cost a fraction of the bytes as deltas', async () => {
    const g = await create(base);
    const v = await play(base, g, script.commands.slice(0, 40), 0);
    const url = `${base}/api/games/${g.id}/events`;
    const bytes = async (query: string) => {
      const s = await readSse(
        url + query,
        { token: g.hostToken, lastEventId: 20 },
        (m) => m.at(-1)?.id === v,
      );
      expect(s.messages.map((m) => m.id)).toEqual(Array.from({ length: v - 20 }, (_, i) => i + 21));
      return s.messages.reduce((n, m) => n + JSON.stringify(m.data).length, 0);
    };
    const full = await bytes('');
    const delta = await bytes('?delta=1');
    expect(full / delta).toBeGreaterThan(3);
  });
});
