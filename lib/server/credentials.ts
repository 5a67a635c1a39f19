import 'server-only';
// Credentials: a host token (32 random bytes) per host, stored only as its SHA-256; and one
// secret per seat. A seat's secret is HMAC-SHA256(server key, 16 random salt bytes), so the
// database alone (hash and salt) reveals no secret, yet the server can show the join QR
// code again after a reload. The server key is 32 random bytes in the data folder.

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh 256-bit secret, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const newSalt = (): string => randomBytes(16).toString('base64url');
/** A host id: 96 random bits, base64url (16 characters). */
export const newHostId = (): string => randomBytes(12).toString('base64url');
/** A game id: 128 random bits, base64url (22 characters). */
export const newGameId = (): string => randomBytes(16).toString('base64url');

export const isTokenShape = (t: string): boolean => TOKEN.test(t);
export const hashToken = (t: string): string => createHash('sha256').update(t).digest('hex');

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

let key: Buffer | null = null;

/** The server key, created on first use with owner-only permissions. */
export function serverKey(dir: string): Buffer {
  if (key) return key;
  const file = join(dir, 'server.key');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32), { mode: 0o600, flag: 'wx' });
    } catch {
      // another process created it first
    }
  }
  const k = readFileSync(file);
  if (k.length !== 32) throw new Error(`${file} must hold 32 bytes`);
  key = k;
  return k;
}

/** The seat secret for a salt. */
export const seatToken = (k: Buffer, salt: string): string =>
  createHmac('sha256', k).update(`seat:${salt}`).digest('base64url');
