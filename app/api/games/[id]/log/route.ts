// GET: the game@1 log of the events in effect (host only).
import {
  clientAddress,
  exportLog,
  gameIdParam,
  gameRecord,
  handle,
  json,
  limitRead,
  requestRole,
  requireHost,
} from '@/lib/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = (req: Request, ctx: { params: Promise<{ id: string }> }) =>
  handle(async () => {
    limitRead(clientAddress(req));
    const rec = await gameRecord(gameIdParam((await ctx.params).id));
    requireHost(await requestRole(req, rec));
    return json(await exportLog(rec), 200, {
      'Content-Disposition': `attachment; filename="hexkeeper-${rec.id}.json"`,
    });
  });
