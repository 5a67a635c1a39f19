import 'server-only';
// The production server's front door (cli/serve.mjs → node-routes.ts serveNode → guardRequest):
// every request passes here before the event-stream path, the write paths or Next, so a new
// API route gets these protections without any work of its own (docs/server.md, "Hardening"):
//
// - security headers on every response (CSP, frame-ancestors 'none', Referrer-Policy, nosniff),
//   and Cross-Origin-Opener-Policy on those to a secure origin (https or loopback);
// - the client address is the socket's unless HEXKEEPER_TRUST_PROXY says proxies append it
//   (X-Forwarded-For is rewritten before Next or a route reads it);
// - a malformed %-escape anywhere in the path is a 404 (never a 500);
// - a declared body over the path's limit is a 413 before a byte is read (bodies that do not
//   declare a length are counted as they stream in by readJson / readLimited);
// - a write (POST, PUT, PATCH, DELETE) from another origin is refused (403 ERR_CROSS_ORIGIN:
//   Sec-Fetch-Site other than same-origin/none, or an Origin that is not this host), and a
//   write with a body that a cookie authenticates must say Content-Type: application/json
//   (415) — so a page of another origin on the same site cannot act for a seat;
// - per-address rate limits for the public paths the routes do not limit themselves
//   (/api/print, /join, /api/health, leave, the service worker's pages stay unlimited).

import type { IncomingMessage, ServerResponse } from 'node:http';
import { printRate, readRate, trustedProxies } from './env';
import { RateLimiter } from './rate-limit';

/** The Content-Security-Policy the app works under (checked in Chromium by server-hardening). */
export const CSP = [
  "default-src 'self'",
  // Next's App Router inlines its bootstrap and flight data as inline scripts.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  // The print page previews its PDF in an iframe of a blob: URL.
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
};

/**
 * Cross-Origin-Opener-Policy, sent only to a page a browser counts as a secure context: a
 * browser ignores it on a plain-http origin other than loopback, and logs a warning on every
 * page saying so (a table at http://192.168.1.20:3000).
 */
export const COOP = 'same-origin';

const LOOPBACK_HOST = /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/** Whether the browser sees this request's origin as secure (https, or a loopback name). */
export function secureOrigin(req: IncomingMessage, proxies = trustedProxies()): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (proxies > 0) {
    const proto = req.headers['x-forwarded-proto'];
    const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
    if (first === 'https') return true;
    const fwdHost = req.headers['x-forwarded-host'];
    if (typeof fwdHost === 'string') return LOOPBACK_HOST.test(fwdHost);
  }
  return LOOPBACK_HOST.test(req.headers.host ?? '');
}

/** Body limits by path (bytes); a path not listed takes DEFAULT_BODY. */
const BODY_LIMITS: readonly [RegExp, number][] = [
  [/^\/api\/games\/import$/, 4 * 1024 * 1024],
  [/^\/api\/games$/, 256 * 1024],
  [/^\/api\/print$/, 256 * 1024],
  [/^\/api\/games\/[^/]+\/commands$/, 16 * 1024],
];
const DEFAULT_BODY = 64 * 1024;

export function bodyLimit(path: string): number {
  for (const [re, n] of BODY_LIMITS) if (re.test(path)) return n;
  return DEFAULT_BODY;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Limits {
  print: RateLimiter;
  open: RateLimiter;
}
const KEY = Symbol.for('hexkeeper.guardLimits');
const g = globalThis as unknown as { [KEY]?: Limits };
function limiters(): Limits {
  g[KEY] ??= { print: new RateLimiter(printRate), open: new RateLimiter(readRate) };
  return g[KEY];
}

/** Which limiter a public path the routes do not limit themselves takes, if any. */
function limiterFor(path: string): RateLimiter | null {
  if (path === '/api/print') return limiters().print;
  if (
    path === '/api/health' ||
    path.startsWith('/join/') ||
    /^\/api\/games\/[^/]+\/(leave|seats\/[^/]+\/withdraw)$/.test(path)
  )
    return limiters().open;
  return null;
}

/** The socket's address, or the one the outermost trusted proxy saw. */
export function socketAddress(req: IncomingMessage, proxies = trustedProxies()): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (proxies === 0) return socket;
  const raw = req.headers['x-forwarded-for'];
  const list = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
  list.push(socket);
  // Each of the n proxies appended what it saw; the last entry is our own socket's peer.
  return list[Math.max(0, list.length - 1 - proxies)] ?? socket;
}

function refuse(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): true {
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
  return true;
}

function sameOrigin(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return origin === undefined;
  const host = req.headers.host;
  const forwardedHost = trustedProxies() > 0 ? req.headers['x-forwarded-host'] : undefined;
  try {
    const o = new URL(origin);
    return o.host === host || (typeof forwardedHost === 'string' && o.host === forwardedHost);
  } catch {
    return false;
  }
}

function hasCookieCredential(req: IncomingMessage): boolean {
  return !req.headers.authorization && /(?:^|;\s*)hk_/.test(req.headers.cookie ?? '');
}

function hasBody(req: IncomingMessage): boolean {
  const len = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (len !== undefined && len !== '0');
}

/**
 * Applies the checks above; true when it answered the request itself (a refusal), false
 * when the request may go on (its headers set and its X-Forwarded-For rewritten).
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
  if (secureOrigin(req)) res.setHeader('Cross-Origin-Opener-Policy', COOP);
  const address = socketAddress(req);
  req.headers['x-forwarded-for'] = address;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  for (const part of path.split('/')) {
    try {
      decodeURIComponent(part);
    } catch {
      // A game's paths keep their own answer (no such game), as a bad game id gets.
      return path.startsWith('/api/games/')
        ? refuse(res, 404, 'ERR_NO_GAME', 'no such game: malformed %-escape in the path')
        : refuse(res, 404, 'ERR_NOT_FOUND', 'no such page: malformed %-escape in the path');
    }
  }
  const method = req.method ?? 'GET';
  if (UNSAFE.has(method)) {
    if (!sameOrigin(req))
      return refuse(
        res,
        403,
        'ERR_CROSS_ORIGIN',
        'writes are accepted only from pages of this server (Origin / Sec-Fetch-Site)',
      );
    if (hasBody(req) && hasCookieCredential(req)) {
      const type = req.headers['content-type'];
      if (!type || !/^application\/json\b/i.test(type))
        return refuse(res, 415, 'ERR_CONTENT_TYPE', 'send the body as application/json');
    }
    const limit = bodyLimit(path);
    const declared = Number(req.headers['content-length'] ?? 'NaN');
    if (Number.isFinite(declared) && declared > limit)
      return refuse(res, 413, 'ERR_TOO_LARGE', `the body is limited to ${limit} bytes`);
  }
  const limiter = limiterFor(path);
  if (limiter) {
    const wait = limiter.take(address);
    if (wait > 0)
      return refuse(res, 429, 'ERR_RATE_LIMITED', `too many requests; try again in ${wait} s`, {
        'Retry-After': String(wait),
      });
  }
  return false;
}
