import 'server-only';
// The address phones use for join links: HEXKEEPER_PUBLIC_URL when set; otherwise, when the
// request came to a loopback name (the tablet is the server's own screen), the first
// private IPv4 address of this machine with the request's port; otherwise the request's
// own origin (the tablet already reached the server by an address the table can use).
// A server that speaks TLS itself (`npm start -- --https`) gives https links whatever scheme
// the request URL says.

import { networkInterfaces } from 'node:os';
import { publicUrlSetting, servesHttps } from './env';

const PRIVATE = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./];

/** This machine's LAN IPv4 address (private ranges first), or null. */
export function lanAddress(): string | null {
  const found: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) found.push(a.address);
    }
  }
  return found.find((a) => PRIVATE.some((p) => p.test(a))) ?? found[0] ?? null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The origin to put in join links for a request that arrived at `requestUrl`. */
export function publicOrigin(requestUrl: string, hostHeader: string | null): string {
  const set = publicUrlSetting();
  if (set) return set;
  const u = new URL(requestUrl);
  if (hostHeader && /^[A-Za-z0-9.:[\]-]{1,300}$/.test(hostHeader)) u.host = hostHeader;
  if (LOOPBACK.has(u.hostname)) {
    const lan = lanAddress();
    if (lan) u.hostname = lan;
  }
  if (servesHttps()) u.protocol = 'https:';
  return u.origin;
}

/** The link a seat's QR code encodes. */
export const joinUrl = (origin: string, gameId: string, token: string): string =>
  `${origin}/join/${gameId}/${token}`;
