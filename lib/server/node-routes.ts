import 'server-only';
// The production server's own paths, served straight on Node's request and response
// instead of through Next's request handling (cli/serve.mjs asks here first, Next answers
// everything else). Only the live event streams: each message is written into the socket
// as it is, where Next would pipe it through web streams — at thousands of open streams
// that piping was the largest part of the server's CPU (docs/benchmarks.md). The answers
// are the same as the App Router route's: same checks (events-route.ts), same stream
// (sse.ts), same JSON errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { openEvents } from './events-route';
import { ApiError, type WithHeaders } from './http';
import { SSE_HEADERS, streamTo } from './sse';

const EVENTS = /^\/api\/games\/([^/?#]*)\/events(?:\?([^#]*))?$/;

/** Node's headers as a Request's would read; X-Forwarded-For as `next start` sets it. */
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

function sendError(res: ServerResponse, e: ApiError): void {
  const body = JSON.stringify({ error: { code: e.code, message: e.message, ...e.extra } });
  res.writeHead(e.status, {
    ...e.headers,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function events(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  query: string,
): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
  }
  const { rec, viewer, after } = await openEvents(
    headersOf(req),
    decoded,
    new URLSearchParams(query),
  );
  if (res.destroyed) return;
  res.writeHead(200, SSE_HEADERS);
  const stop = streamTo(rec, viewer, after, {
    write: (bytes) => {
      res.write(bytes);
    },
    backlog: () => res.writableLength,
    end: () => res.end(),
    fail: () => res.destroy(),
  });
  res.on('close', stop);
}

/**
 * Serves the request when it is one of these paths (true), else leaves it to Next (false).
 * Never throws: a bad request gets its JSON error, anything unexpected a logged 500.
 */
export function serveNode(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !req.url) return false;
  const m = EVENTS.exec(req.url);
  if (!m) return false;
  events(req, res, m[1] ?? '', m[2] ?? '').catch((e: unknown) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (e instanceof ApiError) return sendError(res, e);
    console.error('hexkeeper: unexpected error', e);
    sendError(res, new ApiError(500, 'ERR_INTERNAL', 'internal error'));
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
