import 'server-only';
// Moving the host to another device (a dead tablet must not end the night). The host asks
// for an offer: a one-time transfer token (256 bits, kept only as its hash, valid for
// HOST_OFFER_MS) shown as a link and QR code. The device that opens the link takes the game:
// it becomes the host (with its own host credential, or a new one made for it), the old host
// becomes a former host — a read-only viewer of the public table whose writes get 403
// ERR_HOST_MOVED — and the token is spent. A new offer replaces an earlier one.

import { z } from 'zod';
import { hashToken, isTokenShape, newHostId, newSalt, newToken, seatToken } from './credentials';
import {
  gameRecord,
  hostMoved,
  hostOf,
  limitHostMove,
  type Role,
  rekeySeats,
  server,
} from './games';
import { ApiError } from './http';
import { qrSvg } from './qr';
import type { GameRecord, SeatKey, Taker } from './store';

/** How long a transfer token works: ten minutes. */
export const HOST_OFFER_MS = 10 * 60 * 1000;

export interface HostOffer {
  /** The link the new device opens; the token rides in the fragment, never sent to a log. */
  readonly url: string;
  /** The link as an SVG QR code. */
  readonly qr: string;
  readonly expiresAt: number;
}

/** The host offers game `rec` to another device (host only). */
export async function offerHost(
  rec: GameRecord,
  role: Role,
  origin: string,
  address: string,
  now = Date.now(),
): Promise<HostOffer> {
  if (role.kind === 'former') throw hostMoved();
  if (role.kind !== 'host') throw new ApiError(403, 'ERR_HOST_ONLY', 'only the host may do this');
  // Each offer is a durable write: limited per address (about 1,100 fsynced writes in 15 s
  // came from one token before).
  limitHostMove(address);
  const token = newToken();
  const expiresAt = now + HOST_OFFER_MS;
  if (!(await (await server()).store.offerHost(rec.id, hashToken(token), expiresAt)))
    throw new ApiError(404, 'ERR_NO_GAME', 'no such game');
  const url = `${origin}/table/${encodeURIComponent(rec.id)}/host#${token}`;
  return { url, qr: await qrSvg(url), expiresAt };
}

export interface HostTaken {
  readonly id: string;
  /** A new host credential when the device had none: keep it, it is shown once. */
  readonly hostToken: string | null;
}

/**
 * The device with `transfer` takes game `id`: as the host of `bearer` (its own host token)
 * when it has one, else as a new host. Refused with 404 ERR_TRANSFER_UNKNOWN (never offered,
 * used, or replaced) or 410 ERR_TRANSFER_EXPIRED; nothing changes then.
 */
export async function takeHost(
  id: string,
  transfer: string,
  bearer: string | null,
  address: string,
  now = Date.now(),
): Promise<HostTaken> {
  // Guessing is hopeless (256 bits), but each try costs a look-up: limited per address.
  limitHostMove(address);
  const rec = await gameRecord(id);
  if (!isTokenShape(transfer))
    throw new ApiError(404, 'ERR_TRANSFER_UNKNOWN', 'this move link is not valid for this game');
  const { store, key } = await server();
  const host = await hostOf(bearer);
  // A new host is made by the store only when the token is the offer's: a failed take
  // writes no host row (issue 27: 101 orphans after an afternoon of attacks).
  const hostToken = host === null ? newToken() : null;
  const taker: Taker =
    host !== null
      ? { hostId: host }
      : { newHost: { id: newHostId(), tokenHash: hashToken(hostToken as string) } };
  // Every seat gets a new secret: the former host was shown every join link.
  const keys: SeatKey[] = rec.seats.map((s) => {
    const salt = newSalt();
    return { seat: s.seat, salt, tokenHash: hashToken(seatToken(key, salt)) };
  });
  const r = await store.takeHost(rec.id, hashToken(transfer), now, taker, keys);
  if (r === 'expired')
    throw new ApiError(
      410,
      'ERR_TRANSFER_EXPIRED',
      'this move link has expired; ask for a new one',
    );
  if (r === 'unknown')
    throw new ApiError(
      404,
      'ERR_TRANSFER_UNKNOWN',
      'this move link was used already, replaced, or never made; ask for a new one',
    );
  // The phones following each seat here are handed their new links (other instances and
  // workers on the store's news); any other copy of an old link is refused from now on.
  const after = await gameRecord(rec.id);
  rekeySeats(rec.id, after.seats, key);
  return { id: rec.id, hostToken };
}

/** POST /api/games/<id>/host/take's body: the transfer token from the link's fragment. */
export const takeHostBody = z.strictObject({ token: z.string().max(100) });
