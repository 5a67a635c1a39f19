import 'server-only';
// The production server's own paths, served straight on Node's request and response
// instead of through Next's request handling (cli/serve.mjs asks here first, Next answers
// everything else): the live event streams, whose every message is written into the socket
// as it is, where Next would pipe it through web streams — at thousands of open streams
// that piping was the largest part of the server's CPU — and the game's write paths
// (commands, undo, redo), the requests a table sends all evening, which skip Next's
// routing and request objects (docs/benchmarks.md). The answers are the App Router
// routes': the same functions (events-route.ts, write-routes.ts), the same JSON errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { openEvents } from './events-route';
import { guardRequest } from './guard';
import { ApiError, type JsonRequest, type WithHeaders } from './http';
import { isPageRequest, takePageTurn } from './page-budget';
import { SSE_HEADERS, streamTo } from './sse';
import { postCommand, postStep } from './write-routes';

const EVENTS = /^\/api\/games\/([^/?#]*)\/events(?:\?([^#]*))?$/;
const WRITES = /^\/api\/games\/([^/?#]*)\/(commands|undo|redo)(?:\?[^#]*)?$/;

/** Node's headers as a Request's would read (guardRequest has set X-Forwarded-For). */
function headersOf(req: IncomingMessage): WithHeaders {
  return {
    headers: {
      get(name: string): string | null {
        const key = name.toLowerCase();
        const v = req.headers[key];
        if (v === undefined)
          return key === 'x-forwarded-for' ? (req.socket.remoteAddress ?? null) : null;
        return Array.isArray(v) ? v.join(', ') : v;
      },
    },
  };
}

function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

function sendError(
  res: ServerResponse,
  e: ApiError,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJson(
    res,
    e.status,
    { error: { code: e.code, message: e.message, ...e.extra } },
    { ...e.headers, ...headers },
  );
}

/** A path segment as Next's router would decode it (a malformed escape is no game). */
function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
  }
}

async function write(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  path: string,
): Promise<void> {
  const r: JsonRequest = {
    headers: headersOf(req).headers,
    // Not destroyed when a body is refused part-way: the 413 still reaches the client.
    body: req.iterator({ destroyOnReturn: false }),
  };
  const answer =
    path === 'commands'
      ? await postCommand(r, segment(id))
      : await postStep(r, segment(id), path === 'undo' ? 'undo' : 'redo');
  sendJson(res, 200, answer);
}

async function events(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  query: string,
): Promise<void> {
  const { rec, viewer, after, owner, mode } = await openEvents(
    headersOf(req),
    segment(id),
    new URLSearchParams(query),
  );
  if (res.destroyed) return;
  res.writeHead(200, SSE_HEADERS);
  const stop = streamTo(
    rec,
    viewer,
    after,
    {
      write: (bytes) => {
        res.write(bytes);
      },
      backlog: () => res.writableLength,
      end: () => res.end(),
      fail: () => res.destroy(),
    },
    owner,
    mode,
  );
  res.on('close', stop);
}

/**
 * Serves the request when it is one of these paths or refused by guardRequest (true), else
 * leaves it to Next (false). Every request passes guardRequest first (guard.ts: headers,
 * client address, escapes, origin, body limits, public rate limits), whichever answers it.
 * A page render, given `render` (Next's handler for this request), takes its address's turn
 * (page-budget.ts) and is then answered by `render` (true).
 * Never throws: a bad request gets its JSON error, anything unexpected a logged 500.
 */
export function serveNode(req: IncomingMessage, res: ServerResponse, render?: () => void): boolean {
  if (!req.url) return false;
  if (guardRequest(req, res)) {
    if (!req.complete) req.resume();
    return true;
  }
  if (render) {
    const q = req.url.indexOf('?');
    if (isPageRequest(req.method ?? 'GET', q < 0 ? req.url : req.url.slice(0, q))) {
      takePageTurn(String(req.headers['x-forwarded-for'] ?? ''), res, req, render);
      return true;
    }
  }
  let served: Promise<void>;
  if (req.method === 'HEAD' && EVENTS.test(req.url)) {
    // A HEAD would run the GET route and open a stream that counts the seat online.
    sendError(res, new ApiError(405, 'ERR_NOT_FOUND', 'the event stream answers GET only'), {
      Allow: 'GET',
    });
    return true;
  }
  if (req.method === 'GET') {
    const m = EVENTS.exec(req.url);
    if (!m) return false;
    served = events(req, res, m[1] ?? '', m[2] ?? '');
  } else if (req.method === 'POST') {
    const m = WRITES.exec(req.url);
    if (!m) return false;
    served = write(req, res, m[1] ?? '', m[2] ?? '');
  } else return false;
  served.catch((e: unknown) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (e instanceof ApiError) sendError(res, e);
    else {
      console.error('hexkeeper: unexpected error', e);
      sendError(res, new ApiError(500, 'ERR_INTERNAL', 'internal error'));
    }
    // The rest of a refused body is read and dropped, so the connection can carry the next
    // request (Node's requestTimeout bounds a body that never ends).
    if (!req.complete) req.resume();
  });
  return true;
}

/** Offers serveNode to the production server (cli/serve.mjs), which runs in the same process. */
export function installNodeRoutes(): void {
  const g = globalThis as Record<symbol, unknown>;
  g[Symbol.for('hexkeeper.serveNode')] = serveNode;
  const ready = g[Symbol.for('hexkeeper.onServeNode')];
  if (typeof ready === 'function') ready(serveNode);
}
