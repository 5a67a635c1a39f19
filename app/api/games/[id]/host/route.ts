// GET: who this credential is in the game — { role: 'host' | 'former' | 'seat' } — so a
// tablet learns at once that the host moved to another device (it is 'former' then).
// POST: the host offers the game to another device (host only): a one-time transfer link and
// its QR code, valid for ten minutes; a new offer replaces the last. docs/server.md.
import {
  clientAddress,
  gameIdParam,
  gameRecord,
  handle,
  json,
  limitRead,
  offerHost,
  publicOrigin,
  requestRole,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    const role = await requestRole(req, rec);
    return json({ id: rec.id, role: role.kind });
  });

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    const role = await requestRole(req, rec);
    return json(
      await offerHost(
        rec,
        role,
        publicOrigin(req.url, req.headers.get('host')),
        clientAddress(req),
      ),
    );
  });
