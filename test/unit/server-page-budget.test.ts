// Issue 27, finding 5: page renders had no per-address budget (eight at once from one address
// took health p95 to 0.6–1.3 s). page-budget.ts: each address has 2 renders in flight, 32
// waiting in order, and a 429 with Retry-After past that; another address is not held up.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { isPageRequest, pageTurns, pagesAtOnce, pagesWaiting, takePageTurn } = await import(
  '@/lib/server/page-budget'
);

/** A response that records its status and closes when told. */
function fakeRes() {
  const e = new EventEmitter() as EventEmitter & {
    status?: number;
    headers?: Record<string, unknown>;
    destroyed: boolean;
    writeHead(s: number, h: Record<string, unknown>): void;
    end(b?: string): void;
  };
  e.destroyed = false;
  e.writeHead = (s, h) => {
    e.status = s;
    e.headers = h;
  };
  e.end = () => e.emit('close');
  return e;
}
const fakeReq = () => ({ complete: true, destroyed: false }) as unknown as IncomingMessage;

describe('the page budget per address', () => {
  it.each([
    ['GET', '/table/abc', true],
    ['GET', '/seat/abc', true],
    ['HEAD', '/', true],
    ['GET', '/api/health', false],
    ['GET', '/_next/static/chunks/x.js', false],
    ['GET', '/sw.js', false],
    ['GET', '/join/abc/def', false],
    ['POST', '/table/abc', false],
  ] as const)('%s %s is a page render: %s', (method, path, page) => {
    expect(isPageRequest(method, path)).toBe(page);
  });

  it('runs 2 at once, queues 32 in order, refuses the next with 429; others are not held up', () => {
    expect([pagesAtOnce(), pagesWaiting()]).toEqual([2, 32]);
    const rendered: number[] = [];
    const res = Array.from({ length: 35 }, fakeRes);
    for (const [i, r] of res.entries())
      takePageTurn('10.0.0.1', r as unknown as ServerResponse, fakeReq(), () => {
        rendered.push(i);
      });
    expect(rendered).toEqual([0, 1]);
    expect(pageTurns('10.0.0.1')).toEqual({ running: 2, waiting: 32 });
    expect([res[34]?.status, res[34]?.headers?.['Retry-After']]).toEqual([429, '2']);
    // Another address renders at once.
    const other = fakeRes();
    takePageTurn('10.0.0.2', other as unknown as ServerResponse, fakeReq(), () => {
      rendered.push(-1);
    });
    expect(rendered).toEqual([0, 1, -1]);
    // A render's end starts the next waiting one; a client that left is skipped.
    (res[3] as { destroyed: boolean }).destroyed = true;
    res[0]?.end();
    expect(rendered).toEqual([0, 1, -1, 2]);
    res[1]?.end();
    expect(rendered).toEqual([0, 1, -1, 2, 4]);
    for (const i of [2, 4, ...Array.from({ length: 29 }, (_, k) => k + 5)]) res[i]?.end();
    // Every waiting one rendered but the one whose client left (3).
    expect(rendered).toHaveLength(3 + 31);
    res[33]?.end();
    expect(pageTurns('10.0.0.1')).toEqual({ running: 0, waiting: 0 });
  });

  it('counts renders too: 120 at once from an address, then 10 a second; the 121st is 429 with its wait', () => {
    // The soak's page storm (8 clients back to back) rendered 25,551 pages in 90 s from one
    // address within its turns, the loop 100 % busy and the server at 668 MB.
    const done: number[] = [];
    const refused: (ReturnType<typeof fakeRes> & { status?: number })[] = [];
    for (let i = 0; i < 121; i++) {
      const r = fakeRes();
      takePageTurn('10.0.0.9', r as unknown as ServerResponse, fakeReq(), () => {
        done.push(i);
        r.end();
      });
      if (r.status === 429) refused.push(r);
    }
    expect(done).toHaveLength(120);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.headers?.['Retry-After']).toBe('1');
    // Another address has its own count.
    const other = fakeRes();
    let rendered = false;
    takePageTurn('10.0.0.10', other as unknown as ServerResponse, fakeReq(), () => {
      rendered = true;
    });
    expect(rendered).toBe(true);
  });
});
