// GET: the game@1 log of the events in effect (host only).
import {
  authorise,
  clientAddress,
  credentialOf,
  exportLog,
  gameIdParam,
  gameRecord,
  handle,
  json,
  limitRead,
  requireHost,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    requireHost(await authorise(rec, credentialOf(req, rec.id)));
    return json(await exportLog(rec), 200, {
      'Content-Disposition': `attachment; filename="hexkeeper-${rec.id}.json"`,
    });
  });
