// Keep-alive pings (lib/server/idle-ping.ts): a stream is pinged only after 20 s without a
// message, never twice within 20 s, and streams opened at different moments are pinged at
// different ticks (no burst of a write to every stream at once). A clock the test moves.
import { afterEach, describe, expect, it } from 'vitest';
import { IdlePings, type PingHandle } from '@/lib/server/idle-ping';

let now = 0;
const handles: PingHandle[] = [];
afterEach(() => {
  for (const h of handles.splice(0)) h.remove();
});

function setup() {
  now = 0;
  const pings = new IdlePings(20_000, 1000, () => now);
  const got: string[] = [];
  const open = (name: string) => {
    const h = pings.add(() => got.push(name));
    handles.push(h);
    return h;
  };
  return { pings, got, open };
}

describe('idle pings', () => {
  it('a quiet stream is pinged once it has been quiet 20 s, then again 20 s later', () => {
    const { pings, got, open } = setup();
    open('a');
    for (const [t, sent] of [
      [19_000, []],
      [19_999, []],
      [20_000, ['a']],
      [21_000, ['a']],
      [39_999, ['a']],
      [40_000, ['a', 'a']],
    ] as const) {
      now = t;
      pings.tick();
      expect(got).toEqual(sent);
    }
  });

  it('a stream that had a message within 20 s is not pinged', () => {
    const { pings, got, open } = setup();
    const a = open('a');
    open('b');
    now = 15_000;
    a.wrote();
    now = 20_000;
    expect(pings.tick()).toBe(1);
    expect(got).toEqual(['b']);
    now = 34_999;
    expect(pings.tick()).toBe(0);
    now = 35_000;
    expect(pings.tick()).toBe(1);
    expect(got).toEqual(['b', 'a']);
  });

  it('streams opened at different moments are pinged at different ticks', () => {
    const { pings, open } = setup();
    for (let i = 0; i < 100; i++) {
      now = 100 + i * 200;
      open(`s${i}`);
    }
    const perTick: number[] = [];
    for (let t = 20_000; t <= 40_000; t += 1000) {
      now = t;
      perTick.push(pings.tick());
    }
    expect(perTick.reduce((x, y) => x + y, 0)).toBe(100);
    expect(Math.max(...perTick)).toBe(5);
  });

  it('a closed stream is never pinged', () => {
    const { pings, got, open } = setup();
    open('a').remove();
    now = 60_000;
    expect(pings.tick()).toBe(0);
    expect(got).toEqual([]);
    expect(pings.size).toBe(0);
  });
});
