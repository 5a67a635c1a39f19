// GET: one seat's private view — for that seat's credential or the host's; 403 for others.
import {
  ApiError,
  clientAddress,
  gameIdParam,
  gameRecord,
  handle,
  hostMoved,
  json,
  limitRead,
  requestRole,
  viewAnswer,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string; seat: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const p = await ctx.params;
    const rec = await gameRecord(gameIdParam(p.id));
    const role = await requestRole(req, rec);
    const seat = /^[0-5]$/.test(p.seat) ? Number(p.seat) : -1;
    if (seat < 0 || seat >= rec.seats.length)
      throw new ApiError(404, 'ERR_NO_SEAT', 'no such seat');
    if (role.kind === 'former') throw hostMoved();
    if (role.kind === 'seat' && role.seat !== seat)
      throw new ApiError(403, 'ERR_NOT_YOUR_SEAT', 'a seat may read only its own view');
    return json({ id: rec.id, seat, ...(await viewAnswer(rec, seat)) });
  });
