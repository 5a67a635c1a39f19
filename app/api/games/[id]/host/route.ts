// POST: the host offers the game to another device (host only): a one-time transfer link and
// its QR code, valid for ten minutes; a new offer replaces the last. docs/server.md.
import {
  authorise,
  credentialOf,
  gameIdParam,
  gameRecord,
  handle,
  json,
  offerHost,
  publicOrigin,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    const role = await authorise(rec, credentialOf(req, rec.id));
    return json(await offerHost(rec, role, publicOrigin(req.url, req.headers.get('host'))));
  });
