import 'server-only';
// Page renders per client address (issue 27, finding 5: eight concurrent renders from one
// address took the health check's p95 to 0.6–1.3 s and a bystander table's roll-to-phone p95
// to 0.55–2.2 s). A page is rendered by Next on the event loop; each address may have
// HEXKEEPER_PAGES_AT_ONCE renders in flight (2), and HEXKEEPER_PAGES_WAITING more wait
// their turn (32) in order; past that the request is refused with 429 and Retry-After. So
// one address's burst takes its turns instead of the whole loop, and a home's devices behind
// one router still all get their pages, a moment later. Turns alone still let one address
// render back to back for ever (the soak's page storm: 25,551 renders in 90 s, the loop 100 %
// busy and the heap's garbage taking the server to 668 MB), so renders are also counted:
// HEXKEEPER_RATE_PAGE per address (burst 120, 600 a minute: a table's seven devices opening
// and reloading every page they have many times over), past it 429 with Retry-After.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageRate } from './env';
import { RateLimiter } from './rate-limit';

function count(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : fallback;
}
/** Renders one address may have in flight. */
export const pagesAtOnce = (): number => count('HEXKEEPER_PAGES_AT_ONCE', 2);
/** Renders one address may have waiting beyond those. */
export const pagesWaiting = (): number => count('HEXKEEPER_PAGES_WAITING', 32);

/**
 * True for a request Next answers by rendering a page (or its React Server Component payload):
 * a GET or HEAD outside /api/ and /_next/ whose last segment has no file extension.
 */
export function isPageRequest(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path.startsWith('/_next/') || path.startsWith('/join/'))
    return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

interface Turns {
  running: number;
  readonly waiting: (() => void)[];
}
const KEY = Symbol.for('hexkeeper.pageBudget');
const RATE = Symbol.for('hexkeeper.pageRate');
const g = globalThis as unknown as { [KEY]?: Map<string, Turns>; [RATE]?: RateLimiter };
const budgets = (): Map<string, Turns> => {
  g[KEY] ??= new Map();
  return g[KEY];
};
const rate = (): RateLimiter => {
  g[RATE] ??= new RateLimiter(pageRate);
  return g[RATE];
};

function refuse(res: ServerResponse, req: IncomingMessage, message: string, wait: number): void {
  const body = JSON.stringify({ error: { code: 'ERR_RATE_LIMITED', message } });
  res.writeHead(429, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Retry-After': String(wait),
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
  if (!req.complete) req.resume();
}

/** Renders in flight and waiting for an address (tests, the soak). */
export function pageTurns(address: string): { running: number; waiting: number } {
  const t = budgets().get(address);
  return { running: t?.running ?? 0, waiting: t?.waiting.length ?? 0 };
}

/**
 * Runs `render` for this address now, or when one of its renders ends; answers 429 itself when
 * too many wait. A render's turn ends when its response closes (finished or abandoned).
 */
export function takePageTurn(
  address: string,
  res: ServerResponse,
  req: IncomingMessage,
  render: () => void,
): void {
  const retry = rate().take(address);
  if (retry > 0) {
    refuse(res, req, `too many pages; try again in ${retry} s`, retry);
    return;
  }
  const map = budgets();
  let t = map.get(address);
  if (!t) {
    t = { running: 0, waiting: [] };
    map.set(address, t);
  }
  const turns = t;
  const start = () => {
    turns.running++;
    res.once('close', () => {
      turns.running--;
      const next = turns.waiting.shift();
      if (next) next();
      else if (turns.running === 0) map.delete(address);
    });
    render();
  };
  if (turns.running < pagesAtOnce()) {
    start();
    return;
  }
  if (turns.waiting.length >= pagesWaiting()) {
    refuse(res, req, 'too many pages at once; try again in 2 s', 2);
    return;
  }
  // A client that leaves while waiting gives its turn up without a render.
  const wait = () => {
    if (res.destroyed || req.destroyed) {
      const next = turns.waiting.shift();
      if (next) next();
      else if (turns.running === 0) map.delete(address);
      return;
    }
    start();
  };
  turns.waiting.push(wait);
}
