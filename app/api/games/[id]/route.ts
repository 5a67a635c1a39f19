// GET: the table view for the host's credential, the seat's own view for a seat's.
import {
  authorise,
  clientAddress,
  credentialOf,
  gameIdParam,
  gameRecord,
  handle,
  json,
  limitRead,
  publicOrigin,
  seatLinks,
  viewAnswer,
  viewerOf,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const rec = gameRecord(gameIdParam((await ctx.params).id));
    const role = authorise(rec, credentialOf(req, rec.id));
    const answer = viewAnswer(rec, viewerOf(role));
    if (role.kind === 'seat') return json({ id: rec.id, seat: role.seat, ...answer });
    const seats = seatLinks(rec, publicOrigin(req.url, req.headers.get('host')));
    return json({ id: rec.id, seat: null, seats, ...answer });
  });
