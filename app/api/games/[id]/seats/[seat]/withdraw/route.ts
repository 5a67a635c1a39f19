// POST: the host withdraws a seat's link (host only). The seat gets a new secret, so a new
// join link and QR code; the old link and every phone joined with it are refused from now on
// (401 ERR_SEAT_WITHDRAWN) and their open streams end. Answers the seat's new link.
import {
  ApiError,
  authorise,
  credentialOf,
  gameIdParam,
  gameRecord,
  handle,
  json,
  publicOrigin,
  withdrawSeat,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request, ctx: { params: Promise<{ id: string; seat: string }> }) =>
  handle(async () => {
    const p = await ctx.params;
    const rec = await gameRecord(gameIdParam(p.id));
    const token = credentialOf(req, rec.id);
    const role = await authorise(rec, token);
    const seat = /^[0-5]$/.test(p.seat) ? Number(p.seat) : -1;
    if (seat < 0 || seat >= rec.seats.length)
      throw new ApiError(404, 'ERR_NO_SEAT', 'no such seat');
    const origin = publicOrigin(req.url, req.headers.get('host'));
    return json(await withdrawSeat(rec, role, token ?? '', seat, origin));
  });
